package citygame

import (
	"errors"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
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
		round := r.Round()
		take := widget.NewButtonWithIcon(s.takeText(round), theme.ConfirmIcon(), func() { s.confirmTake(round) })
		take.Importance = widget.HighImportance
		box.Add(take)
	}
	for k := len(r.Scorings) - 1; k >= 0; k-- {
		box.Add(s.scoringTable(r, k))
	}
	return ui.NewCard(lang.X("citygame.scorings", "Scorings"), "", box)
}

// takeText is the caption "Take scoring 2" (or B).
func (s *screen) takeText(round int) string {
	return lang.X("citygame.take", "Take scoring {{.Round}}", map[string]any{"Round": s.roundName(round)})
}

// confirmTake asks before scoring round is taken, saying when the neutral
// collector's deal is still to be entered; a second tap of the dialog's
// button, or of a button left from before, takes nothing more
// (cg.ErrScoringTaken).
func (s *screen) confirmTake(round int) {
	text := lang.X("citygame.take.ask", "The cities and counts are scored as they stand now. Undo takes the scoring back.")
	msg := ui.Wrapped(text)
	box := container.NewVBox(msg)
	r := s.record()
	if rem, due := r.Reminder(r.BagLeft()); due && rem.Left() > 0 {
		warn := ui.Wrapped(translation.XN("citygame.take.pending", "{{.Name}} has not had his deal of {{.Count}} tile yet: deal and enter it first, or take the scoring without it.", rem.Left(),
			map[string]any{"Name": s.neutralName(r), "Count": rem.Left()}))
		warn.Importance = widget.WarningImportance
		box.Objects = append([]fyne.CanvasObject{warn}, box.Objects...)
	}
	d := dialog.NewCustomConfirm(lang.X("citygame.take.title", "Take scoring {{.Round}}?", map[string]any{"Round": s.roundName(round)}), s.takeText(round), lang.X("citygame.cancel", "Cancel"), box, func(ok bool) {
		if !ok {
			return
		}
		r, err := s.record().TakeScoringOf(round)
		if errors.Is(err, cg.ErrScoringTaken) {
			return // a double tap: the scoring is taken once
		}
		if err != nil {
			s.refuse(err)
			return
		}
		s.set(r)
		s.keepIfOver() // into the history of plays (keep.go)
	}, s.window)
	d.Resize(fyne.NewSize(min(s.window.Canvas().Size().Width-16, 480), 0))
	d.Show()
}

// roundName is the scoring as the rulebook names it: 1, 2, 3 or A, B, C.
func (s *screen) roundName(round int) string { return s.game.Rounds[round-1] }

// scoringTable is scoring k's breakdown: per player, and the 2-player
// neutral collector (Dirk, Pablo) in the last column, the points of each
// type, of the wall or moat, the scoring's total and the running total.
// A row is shown when anybody scored in it, the collector alone included.
func (s *screen) scoringTable(r cg.Record, k int) fyne.CanvasObject {
	sc := r.Scorings[k]
	scored := scoredColumns(sc.Result)
	cols := len(scored) + 1
	grid := container.New(tableLayout{cols: cols})
	grid.Add(ui.Heading(lang.X("citygame.scoring", "Scoring {{.Round}}", map[string]any{"Round": s.roundName(sc.Round)})))
	for _, p := range scored {
		grid.Add(ui.Heading(p.Name))
	}
	rows := append(append([]string{}, s.game.Types...), s.game.Feature)
	for _, key := range rows {
		if !anyPoints(scored, key) {
			continue
		}
		grid.Add(widget.NewLabel(rowName(s.game, key)))
		for c, p := range scored {
			text := strconv.Itoa(p.Points[key])
			if key == s.game.Feature && c >= len(sc.Result.Players) {
				text = "–" // the collector never scores a wall or moat (ES L305, L327)
			}
			grid.Add(widget.NewLabel(text))
		}
	}
	grid.Add(widget.NewLabel(lang.X("citygame.round.total", "This scoring")))
	for _, p := range scored {
		grid.Add(widget.NewLabel(strconv.Itoa(p.Total)))
	}
	grid.Add(ui.Heading(lang.X("citygame.running", "Running total")))
	for _, t := range sc.Running {
		grid.Add(ui.Heading(strconv.Itoa(t)))
	}
	if t, ok := r.NeutralRunning(k); ok {
		grid.Add(ui.Heading(strconv.Itoa(t)))
	}
	return ui.NewSideScroll(grid, s.pageScroll)
}

// scoredColumns are a scoring's columns: the players, then the neutral
// collector when he plays.
func scoredColumns(res tiles.Result) []tiles.PlayerResult {
	cols := append([]tiles.PlayerResult{}, res.Players...)
	if res.Dummy != nil {
		cols = append(cols, *res.Dummy)
	}
	return cols
}

// anyPoints reports whether some column scored under key.
func anyPoints(cols []tiles.PlayerResult, key string) bool {
	for _, p := range cols {
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
