package sabika

import (
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"encoding/json"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/scoring/sabika/yusuf"
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
// it and redraws the game screen. An edit that leaves the record failing
// Check is taken back and its error returned.
func (h *Handle) Change(edit func(*Record)) error { return h.screen.change(edit) }

// cloneYusuf deep-copies Yusuf's state (maps of slices) through its own
// JSON form, which the record saves anyway.
func cloneYusuf(s yusuf.State) yusuf.State {
	data, err := json.Marshal(s)
	if err != nil {
		return s
	}
	var c yusuf.State
	if json.Unmarshal(data, &c) != nil {
		return s
	}
	return c
}
