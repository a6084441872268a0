package citygame

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// gameView is one game: the running totals, the neutral collector's due
// deal, every player's card, the scorings taken and the final ranking.
func (s *screen) gameView() fyne.CanvasObject {
	r := s.record()
	back := widget.NewButtonWithIcon(lang.X("citygame.back.games", "Games"), theme.NavigateBackIcon(), func() { s.show(-1) })
	title := ui.Heading(s.st().Games[s.open].label())
	title.Truncation = fyne.TextTruncateEllipsis
	bar := container.NewVBox(container.NewBorder(nil, nil, back, nil, title),
		ui.Row(s.data.UndoButton(), s.data.RedoButton()))
	page := container.NewVBox(s.keptNote(), s.reminderCard(r))
	if r.SetupCode != "" {
		page.Add(ui.Wrapped(lang.X("citygame.code", "Setup code: {{.Code}}", map[string]any{"Code": r.SetupCode})))
	}
	cards := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard})
	for i := range r.Players {
		cards.Add(s.playerCard(r, i))
	}
	if r.Neutral != nil {
		cards.Add(s.neutralCard(r))
	}
	page.Add(handover.OpenButton(s.handOver)) // in view as the game opens
	page.Add(cards)
	page.Add(s.scoringCard(r))
	page.Add(s.transferCard())
	scroll := container.NewVScroll(page)
	if s.page != nil && s.pageGame == s.open {
		scroll.Offset = s.page.Offset // the page keeps its place after an edit
	}
	s.page, s.pageGame = scroll, s.open
	return container.NewBorder(container.NewVBox(bar, s.totalsLine(r), widget.NewSeparator()), nil, nil, nil, scroll)
}

// pageScroll is the game view's page, where the mouse wheel goes over
// the sideways-scrolling score tables (nil before it is drawn).
func (s *screen) pageScroll() fyne.Scrollable {
	if s.page == nil {
		return nil
	}
	return s.page
}

// colour is player i's marker colour.
func colour(r cg.Record, i int) color.Color {
	return ui.PlayerColours[r.Players[i].Colour%len(ui.PlayerColours)]
}

// totalsLine is the standings after the last scoring, always in view.
func (s *screen) totalsLine(r cg.Record) fyne.CanvasObject {
	line := container.NewHBox()
	for _, rank := range r.Ranking() {
		line.Add(ui.Swatch(colour(r, rank.Player), 16))
		line.Add(widget.NewLabel(lang.X("citygame.standing", "{{.Place}}. {{.Name}} {{.Total}}", map[string]any{
			"Place": rank.Place, "Name": r.Players[rank.Player].Name, "Total": rank.Total})))
	}
	return ui.NewSideScroll(line, s.pageScroll)
}

// reminderCard tells the table when the 2-player neutral collector is due
// its random tiles (cg.Record.Reminder), counting down as they are entered,
// with the button that marks the deal done; nothing otherwise.
func (s *screen) reminderCard(r cg.Record) fyne.CanvasObject {
	rem, due := r.Reminder(r.BagLeft())
	if !due {
		return container.NewVBox()
	}
	name := s.neutralName(r)
	text := ui.Wrapped(translation.XN("citygame.reminder", "Deal {{.Count}} tile at random from the bag to {{.Name}}, then enter it.", rem.Left(),
		map[string]any{"Count": rem.Left(), "Name": name}))
	if rem.Left() == 0 {
		text.SetText(lang.X("citygame.reminder.entered", "All of {{.Name}}'s deal is entered: tap Deal done.", map[string]any{"Name": name}))
	}
	text.Importance = widget.WarningImportance
	box := container.NewVBox(text)
	if rem.Given > 0 {
		box.Add(widget.NewLabel(lang.X("citygame.reminder.progress", "{{.Given}} of {{.Tiles}} entered", map[string]any{"Given": rem.Given, "Tiles": rem.Tiles})))
	}
	done := widget.NewButtonWithIcon(lang.X("citygame.reminder.done", "Deal done"), theme.ConfirmIcon(), func() {
		s.apply(cg.Record.CompleteDeal)
	})
	box.Add(done)
	return ui.NewCard("", "", box)
}

// neutralName is the collector's name: Dirk or Pablo unless renamed.
func (s *screen) neutralName(r cg.Record) string {
	if r.Neutral != nil && r.Neutral.Name != "" {
		return r.Neutral.Name
	}
	return s.game.Neutral
}

// playerCard is player i: colour, name, how their city stands or their
// counts, and the buttons to open the city or switch to counts.
func (s *screen) playerCard(r cg.Record, i int) fyne.CanvasObject {
	p := r.Players[i]
	swatch := widget.NewButton("", func() { s.apply(func(r cg.Record) (cg.Record, error) { return r.NextColour(i) }) })
	dot := ui.Swatch(colour(r, i), 28)
	name := ui.Heading(p.Name)
	rename := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), func() { s.askName(i) })
	title := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(44, 44), container.NewStack(swatch, dot)), rename, name)
	box := container.NewVBox(title)
	if p.Counted {
		box.Add(ui.Wrapped(countsSummary(s.game, p)))
		edit := widget.NewButtonWithIcon(lang.X("citygame.counts.edit", "Enter counts"), theme.DocumentCreateIcon(), func() { s.editCounts(i) })
		city := widget.NewButton(lang.X("citygame.use.city", "Build a city instead"), func() {
			s.apply(func(r cg.Record) (cg.Record, error) { return r.SetCounts(i, nil, 0, nil) })
		})
		box.Add(twoButtons(edit, city))
		return ui.NewCard("", "", box)
	}
	box.Add(ui.Wrapped(citySummary(s.game, r, i)))
	open := widget.NewButtonWithIcon(lang.X("citygame.city.open", "City"), theme.GridIcon(), func() { s.edit(i) })
	open.Importance = widget.HighImportance
	counts := widget.NewButton(lang.X("citygame.use.counts", "Count instead"), func() { s.editCounts(i) })
	box.Add(twoButtons(open, counts))
	return ui.NewCard("", "", box)
}

// twoButtons sets a player card's two buttons side by side when both
// texts fit a phone's half width, and one above the other when one does
// not (Russian's "Считать вручную" on a 360 px phone,
// TestButtonTextFitsInEveryLanguage).
func twoButtons(a, b fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, a, b)
}

// citySummary says how many tiles player i has placed and in reserve,
// their longest wall or moat, or that their city breaks a rule.
func citySummary(g *tiles.Game, r cg.Record, i int) string {
	p := r.Players[i]
	longest, _, legal := r.Outline(i)
	parts := []string{
		translation.XN("citygame.summary.tiles", "{{.Count}} tile in the city", len(p.City), map[string]any{"Count": len(p.City)}),
		translation.XN("citygame.summary.reserve", "{{.Count}} in reserve", len(p.Reserve), map[string]any{"Count": len(p.Reserve)}),
	}
	if !legal {
		parts = append(parts, lang.X("citygame.summary.illegal", "breaks a building rule"))
	} else {
		parts = append(parts, featureText(g, longest))
	}
	return strings.Join(parts, " · ")
}

// featureText is "longest wall: 5" or "longest moat: 5".
func featureText(g *tiles.Game, n int) string {
	if g.Feature == "moat" {
		return lang.X("citygame.longest.moat", "Longest moat: {{.N}}", map[string]any{"N": n})
	}
	return lang.X("citygame.longest.wall", "Longest wall: {{.N}}", map[string]any{"N": n})
}

// askName lets the table rename player i, also in the scorings taken.
func (s *screen) askName(i int) {
	e := ui.NameField(ui.WheelThrough(widget.NewEntry()))
	e.SetText(s.record().Players[i].Name)
	s.form(lang.X("citygame.player.name", "Player's name"), e, func() {
		s.applyName(func(r cg.Record) (cg.Record, error) { return r.Rename(i, e.Text) })
	})
}

// neutralCard is the 2-player neutral collector's holding: its tiles, one
// to add (picker), and the ones to take back.
func (s *screen) neutralCard(r cg.Record) fyne.CanvasObject {
	head := ui.Heading(lang.X("tiles.neutral", "{{.Name}} (neutral collector)", map[string]any{"Name": s.neutralName(r)}))
	head.Wrapping = fyne.TextWrapWord
	rename := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), s.askNeutralName)
	box := container.NewVBox(container.NewBorder(nil, nil, nil, rename, head))
	list := container.NewGridWrap(fyne.NewSize(pickSize, pickSize+20))
	for k, pc := range r.Neutral.Pieces {
		list.Add(newTileButton(s.game, pc, false, func() { s.confirmDropNeutral(k) }))
	}
	box.Add(list)
	add := widget.NewButtonWithIcon(lang.X("citygame.neutral.add", "Give a tile"), theme.ContentAddIcon(), func() {
		s.pick(func(pc cg.Piece) { s.apply(func(r cg.Record) (cg.Record, error) { return r.GiveNeutral(pc) }) })
	})
	box.Add(add)
	return ui.NewCard("", "", box)
}

// askNeutralName lets the table name the neutral collector (blank gives
// back Dirk or Pablo).
func (s *screen) askNeutralName() {
	e := ui.NameField(ui.WheelThrough(widget.NewEntry()))
	e.SetText(s.neutralName(s.record()))
	s.form(lang.X("citygame.neutral.name", "Neutral collector's name"), e, func() {
		s.applyName(func(r cg.Record) (cg.Record, error) { return r.RenameNeutral(e.Text) })
	})
}

// confirmDropNeutral takes tile k back from the neutral collector (Undo
// returns it).
func (s *screen) confirmDropNeutral(k int) {
	s.apply(func(r cg.Record) (cg.Record, error) { return r.DropNeutral(k) })
}

// form shows one field in a dialog and runs done on OK.
func (s *screen) form(title string, field fyne.CanvasObject, done func()) {
	items := []*widget.FormItem{widget.NewFormItem("", field)}
	dialog.ShowForm(title, lang.X("citygame.ok", "OK"), lang.X("citygame.cancel", "Cancel"), items, func(ok bool) {
		if ok {
			done()
		}
	}, s.window)
}
