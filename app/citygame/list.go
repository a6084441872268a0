package citygame

import (
	"errors"
	"slices"
	"strings"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	cg "arrayan.io/arrayan/scoring/citygame"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// listView is the list of saved games, newest first, to resume, rename or
// delete (Undo brings a deleted game back), and the form of a new game.
func (s *screen) listView() fyne.CanvasObject {
	games := container.NewVBox()
	for i := len(s.st().Games) - 1; i >= 0; i-- {
		games.Add(s.gameRow(i))
	}
	if len(s.st().Games) == 0 {
		games.Add(ui.Wrapped(lang.X("citygame.none", "No game yet: start one below.")))
	}
	head := ui.Heading(lang.X("citygame.games", "Games of {{.Game}}", map[string]any{"Game": ui.GameName(s.game.ID.String())}))
	head.Wrapping = fyne.TextWrapWord
	form := ui.NewCard(lang.X("citygame.new", "New game"), "", s.newGameForm())
	page := container.NewVBox(
		head,
		ui.Row(s.data.UndoButton(), s.data.RedoButton()),
		games,
		handover.OpenFileButton(s.window, s.receiveFile),
		form,
	)
	if s.dealt != nil { // opened from a dealt setup: the form first, in view
		page.Objects = []fyne.CanvasObject{form, head, page.Objects[1], games, page.Objects[3]}
	}
	if s.received != nil { // a game from another phone: its preview first (handover.go)
		page.Objects = append([]fyne.CanvasObject{s.receivedCard()}, page.Objects...)
	}
	return container.NewVScroll(page)
}

// gameRow is one saved game: its label and progress, and its buttons.
func (s *screen) gameRow(i int) fyne.CanvasObject {
	e := s.st().Games[i]
	title := ui.Heading(e.label())
	title.Wrapping = fyne.TextWrapWord
	progress := widget.NewLabel(progressText(e.Record))
	resume := widget.NewButtonWithIcon(lang.X("citygame.resume", "Resume"), theme.MediaPlayIcon(), func() { s.show(i) })
	resume.Importance = widget.HighImportance
	rename := widget.NewButtonWithIcon(lang.X("citygame.rename", "Rename"), theme.DocumentCreateIcon(), func() { s.askLabel(i) })
	del := widget.NewButtonWithIcon(lang.X("citygame.delete", "Delete"), theme.DeleteIcon(), func() {
		s.data.Change(func(st *state) { st.Games = slices.Delete(slices.Clone(st.Games), i, i+1) })
	})
	buttons := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellButton}, resume, rename, del)
	return ui.NewCard("", "", container.NewVBox(title, progress, buttons))
}

// progressText says how far a game is: the scorings taken, the leader.
func progressText(r cg.Record) string {
	if r.Final() {
		lead := r.Ranking()[0]
		return lang.X("citygame.progress.final", "Finished: {{.Name}} wins with {{.Total}}", map[string]any{"Name": r.Players[lead.Player].Name, "Total": lead.Total})
	}
	return translation.XN("citygame.progress", "{{.Count}} scoring taken", len(r.Scorings), map[string]any{"Count": len(r.Scorings)})
}

// askLabel lets the table rename game i.
func (s *screen) askLabel(i int) {
	e := ui.WheelThrough(widget.NewEntry())
	e.SetText(s.st().Games[i].label())
	items := []*widget.FormItem{widget.NewFormItem(lang.X("citygame.label", "Name"), e)}
	dialog.ShowForm(lang.X("citygame.rename", "Rename"), lang.X("citygame.ok", "OK"), lang.X("citygame.cancel", "Cancel"), items, func(ok bool) {
		label := strings.TrimSpace(e.Text)
		if !ok || len([]rune(label)) > maxLabelRunes {
			return
		}
		s.data.Change(func(st *state) {
			st.Games = slices.Clone(st.Games)
			st.Games[i].Label = label
		})
	}, s.window)
}

// fullText says why no game can start at the list's limit (room's err).
func fullText(err error) string {
	if errors.Is(err, errNoneKept) {
		return lang.X("citygame.full.unkept", "The list holds {{.N}} games and no finished game has its play in the history: delete a game before starting another.", map[string]any{"N": maxGames})
	}
	return lang.X("citygame.full", "The list holds {{.N}} games and none is finished: delete a game before starting another.", map[string]any{"N": maxGames})
}

// newGameForm asks for the players (2 to 6, named), an optional dealt
// setup code and, in Granada, the simple scoring; the engine checks them.
func (s *screen) newGameForm() fyne.CanvasObject {
	names := container.NewVBox()
	entries := []*widget.Entry{}
	setCount := func(n int) {
		for len(entries) < n {
			e := ui.NameField(ui.WheelThrough(widget.NewEntry()))
			e.SetPlaceHolder(ui.DefaultPlayerName(len(entries)))
			entries = append(entries, e)
		}
		names.Objects = nil
		for _, e := range entries[:n] {
			names.Add(history.WithRoster(e)) // the roster's names a tap away
		}
		names.Refresh()
	}
	count := 4
	if s.dealt != nil {
		count = len(s.dealt.names)
	}
	setCount(count)
	players := ui.NumberChoice(2, 6, count, func(n int) { count = n; setCount(n) })
	code := ui.WheelThrough(widget.NewEntry())
	// The hint above the field, wrapped, not in it: a field is as wide as
	// its hint, wider than a phone at a larger text size.
	codeHint := ui.Wrapped(lang.X("citygame.code.hint", "Setup code (optional)"))
	simple := ui.NewWrapCheck(lang.X("tiles.simple", "Simple scoring (fixed points)"), nil)
	simple.Hidden = !slices.Contains(s.game.Variants, "simple")
	if d := s.dealt; d != nil { // opened from a dealt setup: its names, code and scoring
		for i, n := range d.names {
			entries[i].SetText(n)
		}
		code.SetText(d.code)
		simple.SetChecked(d.variant == "simple")
	}
	start := widget.NewButtonWithIcon(lang.X("citygame.start", "Start game"), theme.ContentAddIcon(), func() {
		var list []string
		for i, e := range entries[:count] {
			if err := ui.NameError(e.Text); err != nil {
				s.refuseText(err.Error()) // in the player's language already
				return
			}
			list = append(list, ui.PlayerName(e.Text, i))
		}
		variant := ""
		if simple.Checked() {
			variant = "simple"
		}
		s.begin(variant, strings.TrimSpace(code.Text), list)
	})
	start.Importance = widget.HighImportance
	form := container.NewVBox(widget.NewLabel(lang.X("tiles.players", "Players")), players, names, codeHint, code, simple, start)
	// At the list's limit the player is told before starting what a new
	// game does to it, or why none can start (issue 28, item 10).
	switch drop, err := s.room(); {
	case err != nil:
		form.Add(ui.Wrapped(fullText(err)))
		start.Disable()
	case drop >= 0:
		form.Add(ui.Wrapped(lang.X("citygame.full.drop", "The list holds {{.N}} games: starting one takes the oldest finished game off the list; its play stays in the history.", map[string]any{"N": maxGames})))
	}
	return form
}

// begin starts a new game of names (variant "" or "simple", code the
// dealt setup's or "") and shows it, or tells why the engine or the list's
// limit refuses it; it reports whether the game started.
func (s *screen) begin(variant, code string, names []string) bool {
	r, err := cg.New(s.game.ID, variant, code, names)
	var fe *cg.FieldError
	if errors.As(err, &fe) && fe.Field == "setup_code" {
		s.refuseText(lang.X("citygame.code.refused", "This setup code is not the code of a {{.Players}}-player game of {{.Game}}: leave it empty or enter this table's.",
			map[string]any{"Players": len(names), "Game": ui.GameName(s.game.ID.String())}))
		return false
	}
	if err != nil {
		s.refuse(err)
		return false
	}
	drop, err := s.room()
	if err != nil {
		s.refuseText(fullText(err))
		return false
	}
	s.data.Change(func(st *state) {
		games := slices.Clone(st.Games)
		if drop >= 0 {
			games = slices.Delete(games, drop, drop+1)
		}
		st.Games = append(games, entry{ID: st.nextID(), Record: r})
	})
	s.show(len(s.st().Games) - 1)
	return true
}
