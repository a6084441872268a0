package tilescore

import (
	"fmt"
	"image/color"
	"slices"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/tiles"
)

// recompute scores the state and shows the points, or why it cannot with
// the last points scored, marked stale.
func (s *screen) recompute() {
	res, why := s.score()
	if why != "" {
		s.problem.SetText(why)
		s.problem.Show()
		// The last scores stay, said to be stale, so that nothing above the
		// field being typed changes height and moves it.
		s.stale = true
		if s.last != nil && len(s.last.Players) != s.st().Players {
			s.last = nil // scores of another table: none to show
		}
		s.showPoints(s.last)
		return
	}
	s.problem.Hide()
	s.stale = false
	s.last = &res
	s.showPoints(&res)
}

func (s *screen) showPoints(res *tiles.Result) {
	feature := s.game.Feature
	for i, v := range s.seats {
		var pr *tiles.PlayerResult
		if res != nil && i < len(res.Players) {
			pr = &res.Players[i]
		}
		fillPoints(v, pr, s.game.Types, feature)
	}
	if s.dummy != nil {
		var pr *tiles.PlayerResult
		if res != nil {
			pr = res.Dummy
		}
		fillPoints(s.dummy, pr, s.game.Types, feature)
	}
	s.fillTotals(res)
	s.fillResults(res)
}

func fillPoints(v *seatView, pr *tiles.PlayerResult, types []string, feature string) {
	for _, typ := range types {
		setText(v.points[typ], pointsText(pr, typ))
	}
	if v.edgePt != nil {
		setText(v.edgePt, pointsText(pr, feature))
	}
	if pr == nil {
		setText(v.total, "—")
	} else {
		setText(v.total, points(pr.Total))
	}
}

func pointsText(pr *tiles.PlayerResult, key string) string {
	if pr == nil {
		return "—"
	}
	return points(pr.Points[key])
}

// points is n points, with the plural form each language gives n.
func points(n int) string {
	return translation.XN("tiles.points", "{{.N}} pts", n, map[string]any{"N": n})
}

// setText shows text in l, redrawing l only when its text changes: a value
// typed changes a few points, not every label of the screen.
func setText(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// fillTotals shows the ranking line: every player by total, highest first,
// after a mark when the totals are stale (entries that cannot be scored).
// The line is drawn anew only when what it shows changed.
func (s *screen) fillTotals(res *tiles.Result) {
	// the swatches take the theme's colours when drawn
	shown := fmt.Sprint(s.stale, res != nil, theme.Color(theme.ColorNameForeground))
	if res != nil {
		for i, p := range res.Players {
			shown += fmt.Sprint("\n", p.Name, s.st().Seats[i].colour(), p.Total)
		}
		if res.Dummy != nil {
			shown += fmt.Sprint("\n", res.Dummy.Name, theme.Color(theme.ColorNameDisabled), res.Dummy.Total)
		}
	}
	if shown == s.shownTotals {
		return
	}
	s.shownTotals = shown
	var line []fyne.CanvasObject
	if s.stale {
		mark := widget.NewLabelWithStyle(lang.X("tiles.stale", "Not updated (see the marked entry):"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
		mark.Importance = widget.WarningImportance
		line = append(line, mark)
	}
	if res == nil {
		show(s.totals, line...)
		return
	}
	type entry struct {
		name   string
		colour color.Color
		total  int
	}
	var list []entry
	for i, p := range res.Players {
		list = append(list, entry{p.Name, s.st().Seats[i].colour(), p.Total})
	}
	if res.Dummy != nil {
		list = append(list, entry{res.Dummy.Name, theme.Color(theme.ColorNameDisabled), res.Dummy.Total})
	}
	sort.SliceStable(list, func(a, b int) bool { return list[a].total > list[b].total })
	for _, e := range list {
		line = append(line, container.NewHBox(ui.Swatch(e.colour, 18), ui.Heading(fmt.Sprintf("%s: %d", e.name, e.total))))
	}
	show(s.totals, line...)
}

// show puts objects, all built anew, in c in place of what it held: laid
// out and drawn for the first time (a refresh of c drew them all a second
// time).
func show(c *fyne.Container, objects ...fyne.CanvasObject) {
	c.Objects = objects
	if c.Layout != nil {
		c.Layout.Layout(objects, c.Size())
	}
	canvas.Refresh(c)
}

// fillResults builds the breakdown table: a row per type plus the wall or
// moat and the total, a column per player.
//
// The table is drawn anew only when a text in it changed.
func (s *screen) fillResults(res *tiles.Result) {
	shown := resultTexts(s.game, res)
	if slices.Equal(shown, s.shownResults) {
		return
	}
	s.shownResults = shown
	if res == nil {
		show(s.results, widget.NewLabel("—"))
		return
	}
	cols := append([]tiles.PlayerResult{}, res.Players...)
	if res.Dummy != nil {
		cols = append(cols, *res.Dummy)
	}
	grid := container.New(&resultLayout{cols: len(cols) + 1})
	grid.Add(widget.NewLabel(""))
	for _, c := range cols {
		l := widget.NewLabelWithStyle(c.Name, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		l.Truncation = fyne.TextTruncateEllipsis
		grid.Add(l)
	}
	rowKeys := append(append([]string{}, s.game.Types...), s.game.Feature)
	for _, key := range rowKeys {
		name := ui.BuildingTypeName(key)
		if key == s.game.Feature {
			name = featureName(s.game)
		}
		grid.Add(widget.NewLabel(name))
		for ci, c := range cols {
			text := fmt.Sprint(c.Points[key])
			if key == s.game.Feature && ci >= len(res.Players) {
				text = "–" // the neutral collector never scores walls or moats
			}
			grid.Add(widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{}))
		}
	}
	grid.Add(ui.Heading(lang.X("tiles.total", "Total")))
	for _, c := range cols {
		grid.Add(widget.NewLabelWithStyle(fmt.Sprint(c.Total), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	}
	show(s.results, ui.NewSideScroll(grid, s.pageScroll))
}

// resultTexts are the texts of the breakdown table of res, row by row:
// what fillResults shows.
func resultTexts(g *tiles.Game, res *tiles.Result) []string {
	if res == nil {
		return []string{"—"}
	}
	cols := append([]tiles.PlayerResult{}, res.Players...)
	if res.Dummy != nil {
		cols = append(cols, *res.Dummy)
	}
	texts := []string{""}
	for _, c := range cols {
		texts = append(texts, c.Name)
	}
	for _, key := range append(append([]string{}, g.Types...), g.Feature) {
		texts = append(texts, key)
		for ci, c := range cols {
			text := fmt.Sprint(c.Points[key])
			if key == g.Feature && ci >= len(res.Players) {
				text = "–"
			}
			texts = append(texts, text)
		}
	}
	for _, c := range cols {
		texts = append(texts, fmt.Sprint(c.Total))
	}
	return texts
}
