package citygame

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/city"
	cg "arrayan.io/arrayan/scoring/citygame"
)

// refresh shows the player's city as the engine sees it now: the tiles,
// the broken rules (marked squares, and each rule in words), the longest
// run, and the hints of the tile held or being moved.
func (e *editor) refresh() {
	r := e.s.record()
	if e.player >= len(r.Players) || r.Players[e.player].Counted {
		e.s.editor = nil
		return
	}
	names := make([]string, len(r.Players))
	for i, p := range r.Players {
		names[i] = p.Name
	}
	e.players.Options = names
	e.players.Selected = names[e.player]
	e.players.Refresh()
	grew := len(r.Players[e.player].City) > len(e.view.placed)
	e.view.placed = r.Players[e.player].City
	if grew {
		e.view.keepInView()
	}
	e.showRules(r)
	e.view.hints = e.hints(r)
	e.view.selected = e.selected
	e.showActions(r)
	e.showReserve(r)
	e.showTray(r)
	e.view.Refresh()
	// The panel's lists were filled anew without laying each out after
	// every tile or button added: this lays the panel out once (its texts
	// and buttons changed height), without drawing every tile of it a
	// second time as a refresh of the panel did.
	ui.RelayoutPage(e.panel)
}

// showRules marks the squares of every broken rule and says each rule in
// words, or shows the longest run and its length when the city is legal.
func (e *editor) showRules(r cg.Record) {
	moat := e.s.game.Feature == "moat"
	e.view.bad = map[city.Pos]bool{}
	e.problems.Objects = nil
	var said []string
	for _, v := range r.Check(e.player) {
		for _, c := range v.Cells {
			e.view.bad[city.Pos{X: c[0], Y: c[1]}] = true
		}
		if text := ruleText(v.Rule, moat); !slices.Contains(said, text) {
			said = append(said, text)
			l := widget.NewLabel("! " + text)
			l.Wrapping = fyne.TextWrapWord
			l.Importance = widget.DangerImportance
			e.problems.Objects = append(e.problems.Objects, l)
		}
	}
	longest, _, legal := r.Outline(e.player)
	e.view.run = nil
	if legal {
		e.view.run = city.LongestRun(r.Cells(e.player))
		e.status.SetText(featureText(e.s.game, longest))
		e.status.Importance = widget.MediumImportance
	} else {
		e.status.SetText(lang.X("citygame.summary.illegal", "breaks a building rule"))
		e.status.Importance = widget.DangerImportance
	}
}

// hints are the squares where the tile held, or the tile being moved, may
// go, each with the length the longest run would then have (cg.Hints).
func (e *editor) hints(r cg.Record) map[city.Pos]int {
	var list []cg.Hint
	switch {
	case e.held != nil:
		list, _ = r.Hints(e.player, *e.held)
	case e.moving && e.selected != nil:
		k := slices.IndexFunc(r.Players[e.player].City, func(c cg.Placed) bool { return c.X == e.selected.X && c.Y == e.selected.Y })
		if k < 0 {
			return nil
		}
		pc := r.Players[e.player].City[k].Piece
		if without, err := r.Remove(e.player, *e.selected); err == nil {
			list, _ = without.Hints(e.player, pc)
		}
	}
	out := map[city.Pos]int{}
	for _, h := range list {
		if e.moving && e.selected != nil && h.At == *e.selected {
			continue // a tile moved is not moved where it stands
		}
		out[h.At] = h.Longest
	}
	return out
}

// showActions offers what can be done with the tile chosen or held (the
// tile held is shown, and one picked can go to the reserve), and says what
// a tap does now: the green squares are mentioned only when there are some.
func (e *editor) showActions(r cg.Record) {
	e.actions.Objects = nil
	switch {
	case e.selected != nil:
		at := *e.selected
		e.actions.Objects = append(e.actions.Objects, button(lang.X("citygame.move", "Move"), theme.ViewFullScreenIcon(), func() { e.moving = true; e.refresh() }))
		e.actions.Objects = append(e.actions.Objects, button(lang.X("citygame.replace", "Replace"), theme.ViewRefreshIcon(), func() {
			e.s.pick(func(pc cg.Piece) { e.do(func(r cg.Record) (cg.Record, error) { return r.Replace(e.player, at, pc) }) })
		}))
		e.actions.Objects = append(e.actions.Objects, button(lang.X("citygame.to.reserve", "To reserve"), theme.DownloadIcon(), func() {
			e.do(func(r cg.Record) (cg.Record, error) { return r.ToReserve(e.player, at) })
		}))
		e.actions.Objects = append(e.actions.Objects, button(lang.X("citygame.remove", "Remove"), theme.DeleteIcon(), func() {
			e.do(func(r cg.Record) (cg.Record, error) { return r.Remove(e.player, at) })
		}))
	case e.heldReserve >= 0:
		k := e.heldReserve
		e.actions.Objects = append(e.actions.Objects, newTileButton(e.s.game, *e.held, false, nil))
		e.actions.Objects = append(e.actions.Objects, button(lang.X("citygame.reserve.drop", "Out of the game"), theme.DeleteIcon(), func() {
			e.do(func(r cg.Record) (cg.Record, error) { return r.DropReserve(e.player, k) })
		}))
	case e.held != nil:
		pc := *e.held
		e.actions.Objects = append(e.actions.Objects, newTileButton(e.s.game, pc, false, nil))
		e.actions.Objects = append(e.actions.Objects, button(lang.X("citygame.to.reserve", "To reserve"), theme.DownloadIcon(), func() {
			e.do(func(r cg.Record) (cg.Record, error) { return r.AddToReserve(e.player, pc) })
		}))
	}
	if e.selected != nil || e.held != nil {
		e.actions.Objects = append(e.actions.Objects, button(lang.X("citygame.cancel", "Cancel"), theme.CancelIcon(), func() { e.clear(); e.refresh() }))
	}
	switch {
	case e.moving && len(e.view.hints) == 0:
		e.message.SetText(lang.X("citygame.tap.stuck", "This tile cannot go anywhere else without breaking a building rule; remove or replace it instead."))
	case e.moving:
		e.message.SetText(lang.X("citygame.tap.move", "Tap the square to move the tile to."))
	case e.selected != nil:
		e.message.SetText(lang.X("citygame.tap.chosen", "Tile chosen: move, replace, reserve or remove it."))
	case e.held != nil && len(e.view.hints) == 0:
		e.message.SetText(lang.X("citygame.tap.nowhere", "This tile fits nowhere in the city now."))
	case e.held != nil && e.refused:
		e.message.SetText(lang.X("citygame.cannot", "This tile cannot go there. The green squares are where it can go, with the resulting length."))
	case e.held != nil:
		e.message.SetText(lang.X("citygame.tap.held", "Tap a green square to place the tile; each shows the resulting length."))
	default:
		e.message.SetText(lang.X("citygame.tap.idle", "Tap an empty square next to the city to add a tile; tap a tile to change it; drag a tile to move it."))
	}
}

// showReserve lists the player's reserve; a tap holds a tile to place.
func (e *editor) showReserve(r cg.Record) {
	e.reserve.Objects = nil
	for k, pc := range r.Players[e.player].Reserve {
		e.reserve.Objects = append(e.reserve.Objects, newTileButton(e.s.game, pc, false, func() {
			e.clear()
			e.held, e.heldReserve = &pc, k
			e.refresh()
		}))
	}
}

func button(text string, icon fyne.Resource, tap func()) *widget.Button {
	return widget.NewButtonWithIcon(text, icon, tap)
}

// splitLayout stacks the editor's bar, its city (58% of the rest, or at
// least its least size) and its panel of status and buttons. With
// Alhambra's tray on a window narrower than ui.Roomy the city takes 45%, so
// the tray's types and three rows of tiles are in view under it.
type splitLayout struct{ tray bool }

// Layout places the three objects top to bottom.
func (l splitLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	barH := objs[0].MinSize().Height
	rest := size.Height - barH
	share := float32(0.58)
	if l.tray && size.Width < ui.Roomy {
		share = 0.45
	}
	viewH := max(rest*share, min(rest, objs[1].MinSize().Height))
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, barH))
	objs[1].Move(fyne.NewPos(0, barH))
	objs[1].Resize(fyne.NewSize(size.Width, viewH))
	objs[2].Move(fyne.NewPos(0, barH+viewH))
	objs[2].Resize(fyne.NewSize(size.Width, max(0, rest-viewH)))
}

// MinSize is the bar, the city's least size and some panel.
func (splitLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := max(objs[0].MinSize().Width, objs[1].MinSize().Width)
	return fyne.NewSize(w, objs[0].MinSize().Height+objs[1].MinSize().Height+120)
}
