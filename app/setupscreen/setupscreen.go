// Package setupscreen is the "Deal a setup" screen: pick a game, the
// players and options (and, once, the players' names, which the checklist
// shows but the code never holds), deal, and set the table from a checklist
// grouped by table area; share the setup as a code or a QR code, replay a
// code typed in or read from a QR picture, deal one part again, and replay
// the last setups. The dealing itself is setup/deal's.
package setupscreen

import (
	"image"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/setup/code"
	"arrayan.io/arrayan/setup/deal"
	"arrayan.io/arrayan/setup/handoff"
)

// shownRecent is how many of the kept setups the screen lists.
const shownRecent = 5

// qrPixels is the side of the QR picture shown and saved.
const qrPixels = 512

// qrShown is the side of the QR code on screen, large enough to scan from
// across a table.
const qrShown = 240

// screen is one setup screen. Its data lives in state (the ui.State
// scaffold: saved atomically, undo and redo of every change); the widgets
// show it and change it only through it.
type screen struct {
	w     fyne.Window
	state *ui.State[screenState]
	// loading is set while widgets are being set from the state, so that
	// their change callbacks do not record a change.
	loading bool

	games    *widget.Select
	players  *widget.Select
	options  *fyne.Container // one select per option of the game
	selects  map[string]*widget.Select
	nameBox  *fyne.Container
	nameList *fyne.Container // one entry per player

	codeEntry *widget.Entry
	// Messages appear beside what the player just used: codeMessage in
	// the "Enter a code" card, dealMessage under Deal, resultMessage with
	// the dealt setup.
	codeMessage, dealMessage, resultMessage *widget.Label

	current *deal.Setup // the setup the state shows, dealt from its code
	// fresh is the setup just dealt or opened (show), until the state
	// shows it: not dealt again from its code.
	fresh   *deal.Setup
	camera  camera // the camera's live view while it is open
	qrImage image.Image

	result    *fyne.Container
	checklist *fyne.Container // the current setup's area cards, in result
	rows      []*stepRow      // the checklist's lines, one per step
	recentBox *fyne.Container
	progress  *widget.Label

	// friend is set while the screen shows the setup a link opened (a
	// friend's phone): the setup to lay out comes first, the code above
	// its checklist, and the dealer's tools (the QR code, dealing a part
	// again) below it, until the player deals or opens a setup here.
	friend bool
	// held is set for a friend's link until its first frame is on the
	// screen (finish): the page then holds only the setup to lay out and
	// the first heldCards card of its checklist, what a phone shows
	// first; the QR code, the dealer's tools and the other cards come
	// after, so that the link's first frame is not slower than the home
	// screen's (make bench-web).
	held bool
	// start opens the game screen of the setup shown with a new game
	// from it (nil: the screen offers none).
	start Starter
	// openGame opens a game handed over whose QR code the camera or a
	// picture read (nil: the screen reads setups only); parts are the
	// parts of such a game read so far.
	openGame GameOpener
	parts    handoff.Collector

	// page holds the dealer's forms (tools: a new setup, a code, the last
	// setups) and the setup shown, in the order of arrangePage.
	page, tools *fyne.Container
	scroll      *container.Scroll
	// scrollPending is set when a setup was shown before the page was laid
	// out: the first layout scrolls to it.
	scrollPending bool
	object        fyne.CanvasObject
}

// Starter opens the game screen of a dealt setup's game with a new game
// taking the setup's code and seats, and the names typed, by player number
// (index 0 is player 1; "" where none was typed).
type Starter func(setup *deal.Setup, names []string)

// New returns the setup screen, opened on game ("sabika", "alhambra",
// "granada" or "marcopolo"; anything else opens the game last dealt).
// Coming back to a game shows its last setup with its ticks, so leaving
// the screen halfway through setting up loses nothing. The setup shown
// offers "Start a game with this setup", which calls start. A game handed
// over from another phone, read by the camera or from a QR picture, opens
// with openGame.
func New(w fyne.Window, game string, start Starter, openGame GameOpener) fyne.CanvasObject {
	s := newScreen(w, game, start)
	s.openGame = openGame
	return s.object
}

func newScreen(w fyne.Window, game string, start Starter) *screen {
	return openScreen(w, game, start, false)
}

// openScreen is newScreen, held (the page a friend's link opens, until
// finish) or not.
func openScreen(w fyne.Window, game string, start Starter, held bool) *screen {
	translation.Need(translation.Setup)
	translation.Need(translation.MarcoPoloNames)
	s := &screen{w: w, selects: map[string]*widget.Select{}, start: start, held: held}
	s.state = ui.OpenState(w, stateConfig())
	s.state.Reload = s.reload
	if slices.Contains(deal.Games, game) && game != s.st().Game {
		st := s.st()
		st.Game = game // where the player asked to go, not an edit to undo
		st.Shown = ""
		if r, ok := st.lastOf(game); ok {
			st.Shown = r.Code
		}
	}
	s.build()
	if held {
		s.setFriend(true)
		return s // the link's setup is shown next (show): nothing to show before it
	}
	s.reload()
	s.scroll.ScrollToTop() // it opens where a new setup is dealt
	return s
}

// st is the screen's state, to read.
func (s *screen) st() *screenState { return s.state.Get() }

// change records an edit of the state (saved, undoable).
func (s *screen) change(edit func(*screenState)) { s.state.Change(edit) }

// build makes the page: the setup shown, and the dealer's tools unless
// the screen is held for a friend's link (buildTools, at finish).
func (s *screen) build() {
	s.codeMessage, s.dealMessage, s.resultMessage = hiddenMessage(), hiddenMessage(), hiddenMessage()
	s.progress = widget.NewLabel("")
	s.result = container.NewVBox()
	s.checklist = container.NewVBox()
	s.recentBox = container.NewVBox()
	s.page = container.New(laidOut{layout.NewVBoxLayout(), s.laidOut}, s.resultMessage, s.result)
	s.scroll = container.NewVScroll(s.page)
	s.object = s.scroll
	if !s.held {
		s.buildTools()
		s.setFriend(s.friend)
	}
}

// buildTools makes the dealer's tools: a new setup's form (the game, its
// players, options and names, Deal), a code to enter or scan, and the
// last setups. A friend's link makes them after its first frame (finish):
// made before it, their fields and buttons were measured unseen, about a
// tenth of the link's allocations before that frame
// (BenchmarkSetupLinkFirstFrame).
func (s *screen) buildTools() {
	names := make([]string, len(deal.Games))
	for i, g := range deal.Games {
		names[i] = ui.GameName(g)
	}
	games := ui.NewWrapSelect(names, func(name string) {
		i := slices.Index(names, name)
		if s.loading || i < 0 || deal.Games[i] == s.st().Game {
			return
		}
		s.change(func(st *screenState) {
			st.Game = deal.Games[i]
			st.Shown = ""
			if r, ok := st.lastOf(st.Game); ok {
				st.Shown = r.Code
			}
		})
		s.reload()
	})
	s.games = &games.Select
	s.players = widget.NewSelect(nil, func(string) { s.playersChosen() })
	s.options = container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard})
	s.nameList = container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair})
	s.nameBox = container.NewVBox(
		ui.Heading(lang.X("setup.names", "Names (optional)")),
		s.nameList,
		ui.Wrapped(lang.X("setup.names.hint", "Shown in the checklist; not part of the code.")))

	dealButton := widget.NewButtonWithIcon(lang.X("setup.deal", "Deal"), theme.ViewRefreshIcon(), s.dealNew)
	dealButton.Importance = widget.HighImportance

	s.codeEntry = widget.NewEntry()
	s.codeEntry.SetPlaceHolder(lang.X("setup.code.placeholder", "e.g. 1VHP-1VQE-GJ1N-D3XM"))
	s.codeEntry.OnSubmitted = func(string) { s.openCode() }
	openButton := widget.NewButton(lang.X("setup.code.open", "Open code"), s.openCode)
	scanButton := widget.NewButtonWithIcon(lang.X("setup.qr.scan", "Scan a QR image"), theme.FolderOpenIcon(), s.scanQR)

	choose := ui.NewCard(lang.X("setup.choose", "New setup"), "", container.NewVBox(
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard},
			labelled(lang.X("setup.game", "Game"), games),
			labelled(lang.X("setup.players", "Players"), s.players)),
		s.options,
		s.nameBox,
		dealButton,
		ui.Row(s.state.UndoButton(), s.state.RedoButton()),
		s.dealMessage,
	))
	enterBox := container.NewVBox(
		container.NewBorder(nil, nil, nil, openButton, s.codeEntry),
		s.codeMessage)
	if newCamera != nil {
		enterBox.Add(widget.NewButtonWithIcon(lang.X("setup.camera.scan", "Scan with the camera"), theme.MediaPhotoIcon(), s.scanCamera))
	}
	enterBox.Add(scanButton)
	enter := ui.NewCard(lang.X("setup.code.enter", "Enter a code"), "", enterBox)
	s.tools = container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellHalf}, choose, container.NewVBox(enter, s.recentBox))
}

// laidOut is a layout that tells done after each layout.
type laidOut struct {
	inner fyne.Layout
	done  func()
}

// Layout lays the objects out and then tells done.
func (l laidOut) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.inner.Layout(objects, size)
	l.done()
}

// MinSize is the inner layout's.
func (l laidOut) MinSize(objects []fyne.CanvasObject) fyne.Size { return l.inner.MinSize(objects) }

// laidOut scrolls to the setup shown before the page was laid out in a
// window, once it is.
func (s *screen) laidOut() {
	if s.scrollPending && !s.scroll.Size().IsZero() {
		s.scrollPending = false
		s.scroll.Refresh() // the scroll takes the page's size first
		s.scrollToResult()
	}
}

// labelled puts a caption above a control, wrapped where a larger text
// size or a longer language makes it wider than a phone.
func labelled(caption string, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVBox(ui.WrappedHeading(caption), o)
}

// reload shows the whole state again: after opening, undo and redo, and a
// change of game or setup. While held, the dealer's forms (the game, its
// players, options and names), not on the first frame, wait for finish.
func (s *screen) reload() {
	s.loading = true
	defer func() { s.loading = false }()
	s.hideMessages()
	if !s.held {
		s.showGame()
	}
	s.showShown()
}

// showGame shows the game's players, options and names, as last chosen.
func (s *screen) showGame() {
	st := s.st()
	game := st.Game
	s.games.SetSelectedIndex(slices.Index(deal.Games, game))
	lo, hi := deal.PlayerRange(game)
	counts := make([]string, 0, hi-lo+1)
	for n := lo; n <= hi; n++ {
		counts = append(counts, playersLabel(game, n))
	}
	s.players.SetOptions(counts)
	s.players.SetSelectedIndex(st.players(game) - lo)

	s.options.RemoveAll()
	s.selects = map[string]*widget.Select{}
	chosen := st.chosenOptions(game)
	for _, o := range deal.Options(game) {
		labels := make([]string, len(o.Values))
		for i, v := range o.Values {
			labels[i] = optionValueLabel(game, o.Key, v)
		}
		shown := ui.NewWrapSelect(labels, nil)
		sel := &shown.Select
		sel.SetSelectedIndex(max(slices.Index(o.Values, chosen[o.Key]), 0))
		if !o.AppliesTo(st.players(game)) {
			sel.Disable()
		}
		sel.OnChanged = func(string) {
			if i := sel.SelectedIndex(); !s.loading && i >= 0 {
				s.change(func(st *screenState) { st.option(st.Game)[o.Key] = o.Values[i] })
			}
		}
		s.selects[o.Key] = sel
		s.options.Add(labelled(optionLabel(game, o.Key), shown))
	}
	s.showNames()
}

// playersChosen records the player count picked, then shows the options
// it allows (Yusuf's starting prestige only in the solo game) and one name
// entry per player.
func (s *screen) playersChosen() {
	if s.loading || s.players.SelectedIndex() < 0 {
		return
	}
	lo, _ := deal.PlayerRange(s.st().Game)
	n := lo + s.players.SelectedIndex()
	if n == s.st().players(s.st().Game) {
		return
	}
	s.change(func(st *screenState) { st.Players[st.Game] = n })
	s.loading = true
	defer func() { s.loading = false }()
	s.showGame()
}

func playersLabel(game string, n int) string {
	if game == deal.Sabika && n == 1 {
		return lang.X("setup.players.solo", "1 (solo with Yusuf)")
	}
	return strconv.Itoa(n)
}

// chosenPlayers is the player count selected.
func (s *screen) chosenPlayers() int { return s.st().players(s.st().Game) }

// chosenOptions are the option values selected.
func (s *screen) chosenOptions() map[string]string { return s.st().chosenOptions(s.st().Game) }

// showNames shows one name entry per player of the chosen count, filled
// with the names typed before. Typing a name keeps it and renames that
// player in the checklist shown.
func (s *screen) showNames() {
	s.nameList.RemoveAll()
	for i := range min(s.chosenPlayers(), maxNames) {
		e := ui.NameField(ui.WheelThrough(widget.NewEntry()))
		e.SetPlaceHolder(deal.PlayerName(translate, nil, i+1))
		e.SetText(s.st().Names[i])
		e.OnChanged = func(typed string) {
			if s.loading || typed == s.st().Names[i] || ui.NameError(typed) != nil {
				return // a name too long is refused where it is typed (ui.NameField)
			}
			s.change(func(st *screenState) { st.Names[i] = typed })
			if s.current != nil && s.updateRows() {
				s.relayout() // only when a line of the checklist changed its size
			}
		}
		s.state.Typed(e)
		s.nameList.Add(history.WithRoster(e)) // the roster's names a tap away
	}
	s.nameList.Refresh()
}

// playerNames names the players in the checklist.
func (s *screen) playerNames() deal.Names { return nameOf(s.st().Names) }

// dealNew deals a fresh setup with a random seed.
func (s *screen) dealNew() {
	seed, err := deal.RandomSeed()
	if err != nil {
		s.showError(s.dealMessage, dealFailed(err))
		return
	}
	s.dealRequest(deal.Request{Game: s.st().Game, Players: s.chosenPlayers(), Options: s.chosenOptions(), Seed: seed})
}

func (s *screen) dealRequest(r deal.Request) {
	s.setFriend(false)
	setup, err := deal.Deal(r)
	if err != nil {
		s.showError(s.dealMessage, dealFailed(err))
		return
	}
	s.show(setup)
}

// setFriend shows the page as a link's (the setup first, the dealer's
// forms below it) or as the dealer's (the forms first).
func (s *screen) setFriend(friend bool) {
	s.friend = friend
	s.held = s.held && friend
	switch {
	case s.held:
		s.page.Objects = []fyne.CanvasObject{s.resultMessage, s.result}
	case friend:
		s.page.Objects = []fyne.CanvasObject{s.resultMessage, s.result, s.tools}
	default:
		s.page.Objects = []fyne.CanvasObject{s.tools, s.resultMessage, s.result}
	}
}

// openCode deals the setup of the code typed in.
func (s *screen) openCode() {
	s.setFriend(false)
	s.openCodeText(s.codeEntry.Text)
}

func (s *screen) openCodeText(text string) {
	setup, err := deal.FromCode(codeOfText(text))
	if err != nil {
		s.showError(s.codeMessage, lang.X("setup.code.refused", "The code was not opened because {{.Err}}.", errData(err)))
		return
	}
	if s.codeEntry != nil { // none yet while held for a friend's link
		s.codeEntry.SetText("")
	}
	s.show(setup)
}

// show makes setup the one on screen and the first of the last setups
// (undo brings back the one before), and scrolls to it.
func (s *screen) show(setup *deal.Setup) {
	s.fresh = setup
	s.change(func(st *screenState) { st.remember(setup) })
	s.reload()
	s.scrollToResult()
}

// scrollToResult brings the setup on show into view. The scroll must have
// taken the page's new size first (reload's relayout does): asked to move
// while it still had the size of the form alone, which fits a phone's
// screen, it stayed at the top. A page not yet in a window (a setup link
// opened at start) scrolls once the window lays it out.
func (s *screen) scrollToResult() {
	if s.friend { // the setup is the page's top
		s.scroll.ScrollToTop()
		return
	}
	if s.scroll.Size().IsZero() {
		s.scrollPending = true
		return
	}
	// A hidden message has no place of its own (it stays at 0): then the
	// setup's top is the place to show.
	at := s.result.Position().Y
	if s.resultMessage.Visible() {
		at = s.resultMessage.Position().Y
	}
	s.scroll.ScrollToOffset(fyne.NewPos(0, at))
}

// redeal deals one part again, keeping the rest.
func (s *screen) redeal(part string) {
	if s.current == nil {
		return
	}
	r, err := deal.Redeal(s.current.Request(), part)
	if err != nil {
		s.showError(s.resultMessage, translation.XN("setup.redeal.limit", "{{.Part}} was dealt again {{.N}} times, the most a code can hold: deal a new setup instead.", code.MaxRedeal, map[string]any{"Part": text("setup.part." + part), "N": code.MaxRedeal}))
		return
	}
	s.dealRequest(r)
}
