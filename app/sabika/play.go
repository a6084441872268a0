package sabika

import (
	"errors"
	"reflect"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika/edition"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// gameScreen is one open game: the round track, the players'
// bookkeeping, the step in progress with what it changes, and the log.
type gameScreen struct {
	s       *screen
	id      int
	object  fyne.CanvasObject
	body    *fyne.Container
	preview *fyne.Container
	confirm *widget.Button
	// back returns to the list of games, beside Undo and Redo at the top,
	// in reach without scrolling a long page; games does so at the foot.
	back, games *widget.Button
	view        *stepView
	next        *Record // the record after confirming, when the step can be
	// scroll is the page; step is the step in progress within it, which
	// comes into view after each confirm (toStep). bar holds the confirm
	// button below the page, always in view.
	scroll    *container.Scroll
	step, bar *fyne.Container
	// yusuf is Yusuf's panel in a solo game (nil otherwise): while he has
	// turns to play in the round, his next turn is the next action, and
	// his panel the place that comes into view (toStep).
	yusuf fyne.CanvasObject
	// yusufNext is the first and last object of the next action within
	// his panel, and the question whose first field takes the focus
	// (Handle.ShowNext, Handle.AskNext; nil: the whole panel, no field).
	yusufNext [3]fyne.CanvasObject
	// asked is the copy's value the step asks for now ("" none): a value
	// newly asked takes the keyboard focus, so that its number needs no tap.
	asked string
	// ask is the question of the copy shown in the step's preview (nil
	// none): the next action until it is answered (toStep).
	ask fyne.CanvasObject
	// barSlot holds the confirm button in the bar.
	barSlot *fyne.Container
	// board holds the fields of "What the board shows now", by player
	// and holding ("pp", "parias", "dinars", "seals").
	board map[boardKey]*widget.Entry
	// page bounds the page's width: wider in a solo game, whose steps and
	// Yusuf's panel stand side by side on a desktop.
	page *ui.Page
	// tileHoldings is the holdings form of the wish tile chosen in the
	// step shown (nil: none), which comes into view when a tile is chosen.
	tileHoldings fyne.CanvasObject
	// log is the log of confirmed steps shown, with its lines (logPanel).
	log      *fyne.Container
	logLines []string
}

// stepView is one step: its title, the fields the players fill in, and
// compute, which runs the engine on what is entered and returns the record
// after confirming (nil when it cannot be yet) and what to show beside the
// changes.
type stepView struct {
	title   string
	help    string
	fields  fyne.CanvasObject
	compute func() (*Record, fyne.CanvasObject, error)
	// confirmText names the confirm button ("" for the default).
	confirmText string
}

func newGameScreen(s *screen, id int) *gameScreen {
	g := &gameScreen{s: s, id: id, page: &ui.Page{Width: ui.PageWidth}}
	g.body = container.NewVBox()
	g.preview = container.NewVBox()
	g.confirm = widget.NewButtonWithIcon(lang.X("sabika.confirm", "Confirm this step"), theme.ConfirmIcon(), g.apply)
	g.confirm.Importance = widget.HighImportance
	// An arrow alone, as phones go back, leaves Undo and Redo their words
	// at 360 px in every language; the word stays at the foot of the page.
	g.back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { s.show(-1) })
	g.games = widget.NewButtonWithIcon(lang.X("sabika.games", "Games"), theme.ListIcon(), func() { s.show(-1) })
	bar := container.NewBorder(nil, nil, g.back, nil, ui.Row(s.st.UndoButton(), s.st.RedoButton()))
	g.scroll = container.NewVScroll(container.New(g.page, container.NewPadded(g.body)))
	// The confirm button stays below the page, in reach on a phone however
	// long the step's fields are.
	g.barSlot = container.NewPadded()
	g.bar = container.NewVBox(widget.NewSeparator(), container.New(g.page, g.barSlot))
	g.object = container.NewBorder(container.NewVBox(bar, widget.NewSeparator()), g.bar, nil, nil, g.scroll)
	return g
}

// record is the open game's record, to read.
func (g *gameScreen) record() *Record {
	i := g.s.index(g.id)
	if i < 0 {
		return &Record{}
	}
	return &g.s.st.Get().Records[i]
}

// edition is the player's copy as it stands.
func (g *gameScreen) edition() *edition.Edition { return g.s.copy.Get() }

// edit records an entered value as one undoable change and recomputes the
// step's outcome; the fields already show the value.
func (g *gameScreen) edit(f func(*Record)) error { return g.replace(f, false) }

// change replaces the record after checking it, and redraws everything.
func (g *gameScreen) change(f func(*Record)) error { return g.replace(f, true) }

// replace checks the record f makes of a copy of the game's, stores it as
// one undoable change and refreshes the screen (all of it when redraw).
func (g *gameScreen) replace(f func(*Record), redraw bool) error {
	i := g.s.index(g.id)
	if i < 0 {
		return errors.New(lang.X("sabika.gone", "This game is no longer in the list."))
	}
	c := g.record().Clone()
	f(&c)
	// Yusuf's state is checked against Your copy's components when it
	// changes (it was when loaded): a copy corrected mid-game stops his
	// turns in his panel, not the players' own entries.
	var yc *dy.Components
	if !reflect.DeepEqual(c.Yusuf, g.record().Yusuf) {
		yc = g.s.copy.Get().Yusuf
	}
	if err := checkChanged(&c, yc); err != nil {
		return err
	}
	g.s.st.Change(func(gs *Games) { gs.Records[i] = c })
	g.refresh(redraw)
	if redraw && g.yusufNext[0] != nil {
		// A step's choice that makes Yusuf's panel hold the next action
		// (his holdings for the wish tile chosen) brings it into view.
		g.toStep()
	}
	return nil
}

// apply confirms the step: the record computed for it replaces the game's.
func (g *gameScreen) apply() {
	if g.next == nil {
		return
	}
	next := g.next.Clone()
	if err := g.change(func(r *Record) { *r = next }); err != nil {
		g.preview.Add(errorLine(ui.SayError(err)))
		return
	}
	if next.Phase == PhaseEnded {
		g.keepPlay(&next) // into the history of plays (keep.go)
	}
	g.toStep()
}

// toStep brings the next action whole into view (ui.BringIntoView):
// after a confirm the next step comes into view on its own, however long
// the log of confirmed steps below it; a question of the copy the step
// asks (a tribute's printed number, a wish tile's form) does, with its
// Record button; in a solo game, the next action Yusuf's panel shows
// (Handle.ShowNext: his turn's button, his question, Done), else while
// he has turns to play, his panel (on a phone it stands above the steps).
func (g *gameScreen) toStep() {
	switch {
	case g.yusuf != nil && g.yusufNext[0] != nil:
		ui.BringIntoView(g.scroll, g.yusufNext[0], g.yusufNext[1])
		if g.yusufNext[2] != nil { // his question typed into: its field focused
			ui.FocusFirstEntry(g.s.w.Canvas(), g.yusufNext[2])
		}
	case g.yusuf != nil && g.record().YusufTurnsLeft() > 0:
		ui.BringIntoView(g.scroll, g.yusuf, g.yusuf)
	case g.ask != nil:
		ui.BringIntoView(g.scroll, g.ask, g.ask)
	case g.step != nil:
		ui.BringIntoView(g.scroll, g.step, g.step)
	}
}

// refresh draws the game again: everything (full) or only what the step's
// entries decide.
func (g *gameScreen) refresh(full bool) {
	if full {
		g.tileHoldings = nil
		g.view = g.stepFor(g.record())
		g.build()
	}
	g.recompute()
}

func (g *gameScreen) build() {
	r := g.record()
	b := g.body
	b.Objects = nil // laid out once, by the Refresh at the end
	// A game just kept from another phone: its Undo in reach (handed.go).
	if g.s.kept == g.id {
		ui.Append(b, g.s.keptNote(), widget.NewSeparator())
	}
	ui.Append(b, trackPanel(r, g.edition()))
	ui.Append(b, handover.OpenButton(func() { g.s.handOver(g.id) }))
	// Until the tribute, and at the end of the game, the players'
	// holdings are fields to set to the board, above the step (beside
	// Yusuf's panel in a solo game); otherwise a table.
	column := container.NewVBox()
	switch r.Phase {
	case PhaseIncome, PhaseNarrator, PhaseTribute, PhaseFinal:
		ui.Append(column, g.boardPanel(r))
	default:
		ui.Append(b, playersPanel(r))
	}
	g.page.Width = ui.PageWidth
	step := container.NewVBox(widget.NewSeparator(), ui.WrappedHeading(g.view.title))
	if g.view.help != "" {
		ui.Append(step, ui.Wrapped(g.view.help))
	}
	if g.view.fields != nil {
		ui.Append(step, g.view.fields)
	}
	ui.Append(step, g.preview)
	g.step = step
	ui.Append(column, step)
	solo := g.s.screens.yusuf != nil && r.YusufSeat() >= 0 && !r.Game.Ended
	g.barSlot.RemoveAll()
	if g.view.compute == nil {
		g.bar.Hide()
	} else { // pinned below the page, in a solo game too (issue 29)
		g.barSlot.Add(g.confirm)
		g.bar.Show()
	}
	if g.view.compute != nil {
		text := lang.X("sabika.confirm", "Confirm this step")
		if g.view.confirmText != "" {
			text = g.view.confirmText
		}
		if g.confirm.Text != text { // a new text redraws the button
			g.confirm.SetText(text)
		}
	}
	if panel := g.s.screens.yusuf; solo {
		// Yusuf's panel and the player's steps side by side on a desktop,
		// stacked on a phone (issue 10).
		g.page.Width = ui.WidePageWidth
		g.yusufNext = [3]fyne.CanvasObject{}
		g.yusuf = panel(g.s.w, &Handle{screen: g})
		ui.Append(b, container.New(&ui.ResponsiveGrid{MinCellWidth: ui.ColumnWidth}, g.yusuf, column))
	} else {
		g.yusuf = nil
		ui.Append(b, column)
	}
	ui.Append(b, g.logPanel(r))
	ui.Append(b, widget.NewSeparator())
	ui.Append(b, g.games)
	ui.ShowNew(b) // all new but the Games button, the step's preview (recompute) and confirm
}

// logPanel is the log of confirmed steps (logBox): the one already shown
// when its lines are the same, else one that shows the lines already shown
// in their labels, so that a step confirmed lays out only its own line, not
// again every step confirmed before it.
func (g *gameScreen) logPanel(r *Record) fyne.CanvasObject {
	lines := logLines(r)
	if g.log != nil && slices.Equal(lines, g.logLines) {
		return g.log
	}
	kept := map[string]*widget.Label{}
	if g.log != nil {
		for _, o := range g.log.Objects {
			if l, ok := o.(*widget.Label); ok && slices.Contains(g.logLines, l.Text) {
				kept[l.Text] = l
			}
		}
	}
	g.log, g.logLines = logBox(lines, kept), lines
	return g.log
}

// recompute runs the step's engine on the entries and shows what
// confirming would change, or what is missing.
func (g *gameScreen) recompute() {
	g.preview.Objects = nil // laid out once, by the Refresh below
	g.next, g.ask = nil, nil
	// The button is enabled or disabled once, at the end: each switch
	// redraws it and its icon, on every keystroke.
	defer func() { ui.Enable(g.confirm, g.next != nil) }()
	if g.view == nil || g.view.compute == nil {
		g.preview.Refresh()
		return
	}
	if wait := g.yusufWait(g.record()); wait != "" {
		ui.Append(g.preview, ui.Wrapped(wait))
		g.preview.Refresh()
		return
	}
	next, extra, err := g.view.compute()
	if extra != nil {
		ui.Append(g.preview, extra)
	}
	var unknown *game.Unknown
	var incomplete *game.Incomplete
	var turns *game.YusufTurns
	switch {
	case errors.As(err, &unknown):
		g.ask = yourcopy.Ask(g.s.w, g.s.copy, unknown.Field, func() { g.refresh(true); g.toStep() })
		ui.SwipeFieldsScrollPage(g.ask, g.scroll) // a rondel's spaces: a swipe on them scrolls the page
		ui.Append(g.preview, g.ask)
	case errors.As(err, &incomplete):
		if text := waitingFor(incomplete.Field); text != "" {
			ui.Append(g.preview, ui.Wrapped(text))
		}
	case errors.As(err, &turns):
		ui.Append(g.preview, ui.Wrapped(yusufTurnsText(turns.Left)))
	case err != nil:
		ui.Append(g.preview, errorLine(describeError(err)))
	case next != nil:
		g.next = next
		ui.Append(g.preview, changesPanel(g.record(), next))
	}
	asked := g.asked
	g.asked = ""
	if unknown != nil {
		g.asked = unknown.Field
	}
	g.preview.Refresh()
	if unknown != nil && unknown.Field != asked {
		// A question newly asked comes whole into view and takes the
		// keyboard focus: its number needs neither a swipe nor a tap.
		ui.BringIntoView(g.scroll, g.ask, g.ask)
		ui.FocusFirstEntry(g.s.w.Canvas(), g.ask)
	}
}

// stepFor is the view of the record's phase.
func (g *gameScreen) stepFor(r *Record) *stepView {
	switch r.Phase {
	case PhaseIncome:
		return g.incomeStep()
	case PhaseNarrator:
		return g.narratorStep()
	case PhaseTribute:
		return g.tributeStep()
	case PhaseStacks:
		return g.stacksStep()
	case PhaseEvent:
		return g.eventStep()
	case PhaseStart:
		return g.startStep()
	case PhaseFinal:
		return g.finalStep()
	}
	return g.endedView()
}

// confirmed is the record after confirming the step in progress with
// what is entered for it: the engine's Record.Confirm decides the step,
// its changes and the phase that follows.
func (g *gameScreen) confirmed() (*Record, error) {
	r := g.record()
	next, _, err := r.Confirm(g.edition(), r.Entry)
	if err != nil {
		return nil, err
	}
	return &next, nil
}

// waitingFor words the entry a step still waits on (game.Incomplete's
// field); "" where the step's own fields already say it.
func waitingFor(field string) string {
	switch field {
	case "tile":
		return lang.X("sabika.wish.choose", "Choose which tile of the letter it is.")
	case "revealed":
		return lang.X("sabika.event.choose", "Choose the event turned up.")
	}
	return ""
}

// stepTitle names the step in progress by its place among the end of
// round's steps of this game (game.RoundEndPhases: six, five without
// events), so that no two steps share a number and none is skipped.
func stepTitle(r *Record, name string) string {
	steps := game.RoundEndPhases(r.Game.Events != nil)
	return lang.X("sabika.step.title", "End of round {{.Round}} · step {{.K}} of {{.N}}: {{.Name}}",
		map[string]any{"Round": r.Round(), "K": slices.Index(steps, r.Phase) + 1, "N": len(steps), "Name": name})
}

// countField is a number field that records its value with set; typing a
// number in it is one undo step, not one per keystroke.
func (g *gameScreen) countField(v int, set func(int) error) fyne.CanvasObject {
	f := ui.NewNumberField(v, false, false, func(n int, _ bool) error {
		if err := set(n); err != nil {
			return ui.Worded(ui.SayError(err)) // the field shows it in the player's language
		}
		return nil
	})
	g.s.st.Typed(f.Entry)
	return f.Object()
}

// row is a label beside its field, two columns that fit a phone.
func row(label string, field fyne.CanvasObject) fyne.CanvasObject {
	return container.NewGridWithColumns(2, ui.Wrapped(label), field)
}

func errorLine(text string) *widget.Label {
	l := ui.Wrapped(text)
	l.Importance = widget.DangerImportance
	return l
}

// describeError words an engine's refusal for the table, in the player's
// language (ui.SayError: the engine's message, never its English).
func describeError(err error) string {
	return lang.X("sabika.refused", "This cannot be confirmed: {{.Why}}", map[string]any{"Why": ui.SayError(err)})
}

// nameChoice picks one player: a list of names, one under the other, so
// that long names and four players fit a phone.
func nameChoice(names []string, selected string, changed func(string)) *widget.RadioGroup {
	r := widget.NewRadioGroup(names, nil)
	r.Selected = selected
	r.Required = selected != ""
	r.OnChanged = func(v string) {
		if v != "" {
			changed(v)
		}
	}
	return r
}
