package sabika

import (
	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
)

// YusufPanel shows Yusuf's panel beside the player's steps in a solo
// game (app/sabika/yusufturn's Panel, passed to NewScreens where the app
// is composed). It is called each time the game screen draws a solo game;
// h gives the record and changes it. Yusuf's results feed the player's
// steps through the record itself: his PP and parias in
// h.Record().Game.Players[h.Record().YusufSeat()], his wish holdings in
// Entry.Holdings[seat] (his minor poems in MinorPoems, ruling 13), his
// final answers in Entry.Final[seat]; the engine treats that seat by
// Yusuf's rules (no income, no events, tribute by track then PP). Without
// one, Yusuf's seat is entered by hand like any other.
type YusufPanel func(w fyne.Window, h *Handle) fyne.CanvasObject

// Handle is one open game as the Yusuf panel sees it.
type Handle struct {
	screen *gameScreen
}

// Record returns the game's record, to read; change it through Change.
func (h *Handle) Record() *Record { return h.screen.record() }

// Copy is the game screen's view of Your copy of Sabika, which the panel
// reads and records into (one value per screen, so that neither saves over
// the other's values).
func (h *Handle) Copy() *yourcopy.Copy { return h.screen.s.copy }

// Change applies edit to the game's record as one undoable change, saves
// it and redraws the game screen, the panel's next action in view
// (ShowNext). An edit that leaves the record failing Check is taken back
// and its error returned.
func (h *Handle) Change(edit func(*Record)) error {
	if err := h.screen.change(edit); err != nil {
		return err
	}
	h.screen.toStep()
	return nil
}

// ShowNext tells the game screen the panel's next action, from first (its
// card, its question) down to last (the button that moves on), as the
// panel draws it: it comes whole into view after each change
// (ui.BringIntoView), before the step's. Not called, the step in
// progress is the next action.
func (h *Handle) ShowNext(first, last fyne.CanvasObject) {
	h.screen.yusufNext = [3]fyne.CanvasObject{first, last}
}

// AskNext is ShowNext for a question of his: its first text field (a
// city's name, a building's number) takes the keyboard focus as well.
func (h *Handle) AskNext(question fyne.CanvasObject) {
	h.screen.yusufNext = [3]fyne.CanvasObject{question, question, question}
}

// BringNextIntoView brings the next action into view after the panel
// redrew itself without a change of the record (Done after a turn).
func (h *Handle) BringNextIntoView() { h.screen.toStep() }

// SwipesScrollPage makes a swipe that starts on a multi-line text field
// within o (a rondel's spaces asked in the panel) scroll the game's page,
// as anywhere else on it (ui.SwipeFieldsScrollPage).
func (h *Handle) SwipesScrollPage(o fyne.CanvasObject) { ui.SwipeFieldsScrollPage(o, h.screen.scroll) }
