package citygame

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// scoringCard takes the next scoring (cg.Record.TakeScoring, the code of
// `arrayan-cli score`) and shows every scoring taken with its breakdown,
// and the final ranking once the third is taken.
func (s *screen) scoringCard(r cg.Record) fyne.CanvasObject {
	box := container.NewVBox()
	if r.Final() {
		box.Add(ui.Heading(lang.X("citygame.final", "Final ranking")))
		for _, rank := range r.Ranking() {
			box.Add(container.NewHBox(ui.Swatch(colour(r, rank.Player), 16), widget.NewLabel(lang.X("citygame.rank", "{{.Place}}. {{.Name}}: {{.Total}} points", map[string]any{
				"Place": rank.Place, "Name": r.Players[rank.Player].Name, "Total": rank.Total}))))
		}
	} else {
		take := widget.NewButtonWithIcon(lang.X("citygame.take", "Take scoring {{.Round}}", map[string]any{"Round": s.roundName(r.Round())}), theme.ConfirmIcon(), func() {
			if s.apply(cg.Record.TakeScoring) {
				s.keepIfOver() // into the history of plays (keep.go)
			}
		})
		take.Importance = widget.HighImportance
		box.Add(take)
	}
	for k := len(r.Scorings) - 1; k >= 0; k-- {
		box.Add(s.scoringTable(r, r.Scorings[k]))
	}
	return widget.NewCard(lang.X("citygame.scorings", "Scorings"), "", box)
}

// roundName is the scoring as the rulebook names it: 1, 2, 3 or A, B, C.
func (s *screen) roundName(round int) string { return s.game.Rounds[round-1] }

// scoringTable is one scoring's breakdown: per player the points of each
// type, of the wall or moat, the scoring's total and the running total.
func (s *screen) scoringTable(r cg.Record, sc cg.Scoring) fyne.CanvasObject {
	cols := len(r.Players) + 1
	grid := container.NewGridWithColumns(cols)
	grid.Add(ui.Heading(lang.X("citygame.scoring", "Scoring {{.Round}}", map[string]any{"Round": s.roundName(sc.Round)})))
	for _, p := range sc.Result.Players {
		grid.Add(ui.Heading(p.Name))
	}
	rows := append(append([]string{}, s.game.Types...), s.game.Feature)
	for _, key := range rows {
		if !anyPoints(sc.Result, key) {
			continue
		}
		grid.Add(widget.NewLabel(rowName(s.game, key)))
		for _, p := range sc.Result.Players {
			grid.Add(widget.NewLabel(strconv.Itoa(p.Points[key])))
		}
	}
	grid.Add(widget.NewLabel(lang.X("citygame.round.total", "This scoring")))
	for _, p := range sc.Result.Players {
		grid.Add(widget.NewLabel(strconv.Itoa(p.Total)))
	}
	grid.Add(ui.Heading(lang.X("citygame.running", "Running total")))
	for _, t := range sc.Running {
		grid.Add(ui.Heading(strconv.Itoa(t)))
	}
	return ui.NewSideScroll(container.NewGridWrap(fyne.NewSize(float32(cols)*136, grid.MinSize().Height), grid), nil)
}

// anyPoints reports whether some player scored under key.
func anyPoints(res tiles.Result, key string) bool {
	for _, p := range res.Players {
		if p.Points[key] != 0 {
			return true
		}
	}
	return false
}

// rowName names a breakdown row: a building type, the wall or the moat.
func rowName(g *tiles.Game, key string) string {
	if key == g.Feature {
		return featureLabel(g)
	}
	return typeName(key)
}
