package citygame

import (
	"errors"
	"slices"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
	"arrayan.io/arrayan/setup/deal"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
)

// screen is one open game companion of Alhambra or Granada: the list of
// games, one game's record, or one player's city editor.
type screen struct {
	game   *tiles.Game
	window fyne.Window
	data   *ui.State[state]

	root   *fyne.Container // holds the view shown
	open   int             // the game shown, -1 for the list
	editor *editor         // the city editor, while open
	// page is the game view's scrolled page as last drawn, of game
	// pageGame: a redraw of that game keeps its place.
	page     *container.Scroll
	pageGame int
	// dealt, when set, fills the new-game form (NewFromSetup).
	dealt *dealtGame
	// received is a game handed over from another phone, previewed above
	// the list (handover.go); kept the number of the game last kept from
	// one, whose Undo is offered on it until the list is shown again.
	received *received
	kept     int
}

// dealtGame is a dealt setup a new game starts from: its code, the
// scoring variant it was dealt for, and its players' names by player
// number.
type dealtGame struct {
	code, variant string
	names         []string
}

// New returns the game companion of game (tiles.Alhambra() or
// tiles.Granada()); its games are saved through app/store.
func New(game *tiles.Game, w fyne.Window) fyne.CanvasObject {
	return newScreen(game, w).root
}

// NewFromSetup returns the game companion of game opened from a dealt
// setup ("Start a game with this setup", issue 29, item 2): a new game
// taking the setup's code, its scoring (Granada's simple scoring) and
// seats, and names (by player number, "" the player's default name),
// shown at once; the list's Undo takes it back, and the games in progress
// stay in the list. When the list is at its limit, or the engine refuses
// the game, the list opens with the new-game form first and filled in,
// saying what starting does to the list or why none can start, as it
// always does.
func NewFromSetup(game *tiles.Game, w fyne.Window, setup *deal.Setup, names []string) fyne.CanvasObject {
	s := newScreen(game, w)
	s.dealt = &dealtGame{code: setup.Code, names: names}
	if setup.Options[deal.OptScoring] == "simple" && slices.Contains(game.Variants, "simple") {
		s.dealt.variant = "simple"
	}
	s.show(-1) // the list's scope: its Undo takes the start back
	if drop, err := s.room(); err == nil && drop < 0 {
		players := make([]string, len(names))
		for i, n := range names {
			players[i] = ui.PlayerName(n, i)
		}
		s.begin(s.dealt.variant, setup.Code, players)
	}
	return s.root
}

func newScreen(game *tiles.Game, w fyne.Window) *screen {
	translation.Need(translation.Tiles)
	translation.Need(translation.CityGame)
	s := &screen{game: game, window: w, open: -1}
	s.data = openState(game, w)
	s.data.Recompute = s.redraw
	s.data.Reload = s.redraw
	s.root = container.NewStack()
	s.open = s.lastOpen()
	s.scope()
	s.redraw()
	return s
}

// openKey is the preference holding the number of the game last shown
// (0 the list), so that the screen reopens on the game in progress.
func (s *screen) openKey() string { return stateKey(s.game) + ".open" }

// lastOpen is the index of the game last shown, or -1 for the list (also
// when that game is gone).
func (s *screen) lastOpen() int {
	id := fyne.CurrentApp().Preferences().Int(s.openKey())
	if id == 0 {
		return -1
	}
	return slices.IndexFunc(s.st().Games, func(e entry) bool { return e.ID == id })
}

// st is the saved list, to read; changes go through the engine and set.
func (s *screen) st() *state { return s.data.Get() }

// record is the game shown.
func (s *screen) record() cg.Record { return s.st().Games[s.open].Record }

// set makes r the shown game's record: saved at once, undoable.
func (s *screen) set(r cg.Record) {
	i := s.open
	s.data.Change(func(st *state) { st.Games[i].Record = r })
}

// apply runs an engine operation on the shown game; a refusal is shown
// and nothing changes.
func (s *screen) apply(op func(cg.Record) (cg.Record, error)) bool {
	r, err := op(s.record())
	if err != nil {
		s.refuse(err)
		return false
	}
	s.set(r)
	return true
}

// refuse tells the players, in their language, why the engine refused an
// edit: a broken building rule in the screen's own words (the engine's
// typed error), anything else as the engine says it (ui.SayError).
func (s *screen) refuse(err error) {
	var ie *tiles.IllegalCityError
	switch {
	case errors.As(err, &ie):
		s.refuseText(lang.X("citygame.illegal", "A city breaks a building rule; fix the marked tiles in its city first."))
	default:
		s.refuseText(ui.SayError(err))
	}
}

// applyName runs a renaming on the shown game; a refusal says that the
// name typed cannot be used, and the engine's reason.
func (s *screen) applyName(op func(cg.Record) (cg.Record, error)) {
	if r, err := op(s.record()); err != nil {
		s.refuseText(lang.X("citygame.name.refused", "This name cannot be used: {{.Why}}", map[string]any{"Why": ui.SayError(err)}))
	} else {
		s.set(r)
	}
}

// refuseText shows a refusal already in the player's language.
func (s *screen) refuseText(text string) { ui.ShowError(ui.Worded(text), s.window) }

// redraw shows the view the screen is on, again from the state (after
// every change, undo and redo).
func (s *screen) redraw() {
	if s.open >= len(s.st().Games) {
		s.open, s.editor = -1, nil
		s.scope()
	}
	var view fyne.CanvasObject
	switch {
	case s.open < 0:
		view = s.listView()
	case s.editor != nil:
		s.editor.refresh()
		view = s.editor.object
	default:
		view = s.gameView()
	}
	if len(s.root.Objects) == 1 && s.root.Objects[0] == view {
		return
	}
	// The view is laid out, not refreshed: a view built anew is drawn for
	// the first time (a refresh drew every button and icon of it twice).
	s.root.RemoveAll()
	s.root.Add(view)
	canvas.Refresh(s.root)
}

// show switches to game i (-1 the list), closing the editor; Undo and
// Redo then work on that game's changes (or the list's) only.
func (s *screen) show(i int) {
	s.open, s.editor = i, nil
	if i < 0 {
		s.kept = 0 // the list's own Undo from now on
	}
	id := 0
	if i >= 0 {
		id = s.st().Games[i].ID
	}
	fyne.CurrentApp().Preferences().SetInt(s.openKey(), id)
	s.scope()
	s.redraw()
}

// scope tells the state which part of it is on screen.
func (s *screen) scope() {
	if s.open < 0 {
		s.data.SetScope(listScope)
	} else {
		s.data.SetScope(gameScope(s.st().Games[s.open].ID))
	}
}

// edit opens player i's city editor in the shown game.
func (s *screen) edit(i int) {
	s.editor = newEditor(s, i)
	s.redraw()
}
