// Package tilescore is the quick-score screen of Alhambra and Granada:
// players enter their building counts and longest wall (or moat), and the
// screen shows every player's points per type and total, recomputed by
// scoring/tiles as values change.
package tilescore

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/tiles"
)

// screen is one open quick-score screen.
type screen struct {
	game   *tiles.Game
	window fyne.Window
	data   *ui.State[state] // what the players entered, with undo and redo

	object  fyne.CanvasObject
	root    *fyne.Container // rebuilt when the player count or round changes
	totals  *fyne.Container // the always-visible ranking line
	problem *widget.Label   // why no score can be shown yet
	seats   []*seatView
	dummy   *seatView
	results *fyne.Container
	page    *container.Scroll // the screen's vertical scroll
	last    *tiles.Result     // the last entries that could be scored
	stale   bool              // the entries now cannot be: last is shown
	keep    fyne.CanvasObject // "Game over: keep it" (keep.go)
	// shownTotals and shownResults say what the ranking line and the
	// breakdown table show, so that they are drawn anew only when it
	// changes.
	shownTotals  string
	shownResults []string
}

// seatView holds the widgets of one player's (or the dummy's) card.
type seatView struct {
	counts map[string]*ui.NumberField
	best   map[string]*ui.NumberField
	points map[string]*widget.Label
	edge   *ui.NumberField
	edgePt *widget.Label
	total  *widget.Label
	name   *widget.Entry
}

// New returns the quick-score screen of game (tiles.Alhambra() or
// tiles.Granada()). What the players enter is saved through app/store.
func New(game *tiles.Game, w fyne.Window) fyne.CanvasObject {
	return newScreen(game, w).object
}

func newScreen(game *tiles.Game, w fyne.Window) *screen {
	translation.Need(translation.Tiles)
	s := &screen{game: game, window: w, data: openState(game, w)}
	s.data.Recompute = s.recompute
	s.data.Reload = s.rebuild
	s.totals = container.NewHBox()
	s.problem = ui.Wrapped("")
	s.problem.Importance = widget.WarningImportance
	s.problem.Hide()
	s.root = container.NewVBox()
	s.keep = s.keepButton()
	s.rebuild()
	header := container.NewVBox(ui.NewSideScroll(s.totals, s.pageScroll), widget.NewSeparator())
	s.page = container.NewVScroll(s.root)
	s.object = container.NewBorder(header, nil, nil, nil, s.page)
	return s
}

// pageScroll is the screen's vertical scroll, where the wheel goes over the
// sideways-scrolling rows.
func (s *screen) pageScroll() fyne.Scrollable {
	if s.page == nil {
		return nil
	}
	return s.page
}

// rebuild lays the whole screen out again from the state.
func (s *screen) rebuild() {
	s.seats = nil
	s.dummy = nil
	objs := []fyne.CanvasObject{s.settingsCard()}
	var seatCards []fyne.CanvasObject
	for i := range s.st().Players {
		seatCards = append(seatCards, s.seatCard(i))
	}
	if s.withDummy() {
		seatCards = append(seatCards, s.seatCard(-1))
	}
	cards := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard}, seatCards...)
	s.results = container.NewVBox()
	s.shownResults = nil
	objs = append(objs, cards, s.problem, ui.NewCard(lang.X("tiles.results", "Results"), "", s.results), s.keep)
	s.root.Objects = objs
	// The new cards are laid out, not refreshed: they are drawn for the
	// first time (a refresh of the whole page drew every field, button and
	// icon a second time). A page not yet in a window is laid out by it.
	if !s.root.Size().IsZero() {
		s.root.Layout.Layout(objs, s.root.Size())
		canvas.Refresh(s.root)
	}
	s.recompute()
}

// st is the state the screen shows, to read; changes go through change.
func (s *screen) st() *state { return s.data.Get() }

// change applies edit to the state (saved, undoable) and scores again.
func (s *screen) change(edit func(st *state)) { s.data.Change(edit) }

func (s *screen) settingsCard() fyne.CanvasObject {
	playerChoices := []string{"2", "3", "4", "5", "6"}
	players := widget.NewSelect(playerChoices, nil)
	players.SetSelected(strconv.Itoa(s.st().Players))
	players.OnChanged = func(v string) {
		n := 2 + slices.Index(playerChoices, v)
		if n == s.st().Players {
			return
		}
		s.change(func(st *state) { st.Players = n })
		s.rebuild()
	}

	roundNames := s.game.Rounds
	// A row of buttons, not a radio group: its options share the row's
	// width, where a radio's circles and gaps ran past a phone's edge at a
	// larger text size.
	round := ui.NewChoice(roundNames, roundNames[s.st().Round-1], func(v string) {
		s.change(func(st *state) { st.Round = 1 + slices.Index(roundNames, v) })
	})

	form := container.New(layout.NewFormLayout(),
		widget.NewLabel(lang.X("tiles.players", "Players")), players,
		widget.NewLabel(lang.X("tiles.round", "Scoring")), round,
	)
	box := container.NewVBox(form)
	if slices.Contains(s.game.Variants, "simple") {
		simple := ui.NewWrapCheck(lang.X("tiles.simple", "Simple scoring (fixed points)"), nil)
		simple.SetChecked(s.st().Simple) // before OnChanged: the results are not built yet
		simple.Check().OnChanged = func(on bool) {
			s.change(func(st *state) { st.Simple = on })
		}
		box.Add(simple)
	}
	clear := widget.NewButtonWithIcon(lang.X("tiles.clear", "Clear all entries"), theme.DeleteIcon(), s.clearAll)
	rules := widget.NewButtonWithIcon(lang.X("tiles.rules", "How this is scored"), theme.InfoIcon(), s.showRulings)
	box.Add(container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField}, rules, clear, s.data.UndoButton(), s.data.RedoButton()))
	return ui.NewCard(ui.GameName(s.game.ID.String()), "", box)
}

// showRulings explains how the app reads the rules the rulebooks leave open
// (rulings 1, 2, 5 and 6 of the project's rulings).
func (s *screen) showRulings() {
	var texts []string
	if s.game.TieByValue { // ruling 6
		texts = append(texts, lang.X("tiles.ruling.granada.majority", "Each place pays its multiplier times the number of buildings of that type in every city and with Pablo; reserves never count. Equal counts are ordered by the highest-valued building of the type each player holds, Pablo included."))
	} else { // ruling 5
		texts = append(texts, lang.X("tiles.ruling.alhambra.majority", "Players with equal counts share the points of all the places they occupy together, each receiving the sum divided by their number, rounded down. A player without a building of a type never places; Dirk places like a player."))
	}
	if s.game.Feature == "moat" { // rulings 1 and 2
		texts = append(texts, lang.X("tiles.ruling.moat", "Only outer moats pay: a moat facing another tile's moat is inside the city. The longest run of consecutive outer moat edges around the city scores 1 point per edge; a closed ring counts every edge."))
	} else {
		texts = append(texts, lang.X("tiles.ruling.wall", "Only outer walls pay: a wall facing another tile's wall is inside the city. The longest run of consecutive outer wall edges around the city scores 1 point per edge; a closed ring counts every edge (a city enclosed by 12 wall edges scores 12)."))
	}
	box := container.NewVBox()
	for _, t := range texts {
		box.Add(ui.Wrapped(t))
	}
	d := dialog.NewCustom(lang.X("tiles.rules", "How this is scored"), lang.X("ui.close", "Close"), box, s.window)
	d.Resize(fyne.NewSize(min(s.window.Canvas().Size().Width-20, 560), 0))
	d.Show()
}

// clearAll empties every count, keeping names and colours; Undo takes it
// back.
func (s *screen) clearAll() {
	s.change(func(st *state) {
		for i := range st.Seats {
			st.Seats[i].Counts = map[string]int{}
			st.Seats[i].Best = map[string]int{}
			st.Seats[i].Edge = 0
		}
		st.Dummy.Counts = map[string]int{}
		st.Dummy.Best = map[string]int{}
	})
	s.rebuild()
}
