package sabika

import (
	"testing"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/internal/uitest"
)

// TestUndoingTheEndTakesThePlayBack: a game ended by taps is in the
// history; tapping Undo on its last step takes the play back out (the
// game is no longer over), Redo keeps it again, once.
func TestUndoingTheEndTakesThePlayBack(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	toTheEnd(t, s)
	tapOption(t, s.body, "C1")
	typeIn(t, s.body, "Major and minor buildings", 1, "5")
	confirm(t, s, "Score the end of the game")
	plays := func() int {
		t.Helper()
		f, err := history.Load()
		if err != nil {
			t.Fatal(err)
		}
		return len(f.Plays)
	}
	if n := plays(); n != 1 {
		t.Fatalf("%d plays kept at the end; want 1", n)
	}
	uitest.Tap(t, s.body, "Undo")
	if n := plays(); n != 0 {
		t.Errorf("after Undo of the game's end the history keeps %d plays; want 0", n)
	}
	uitest.Tap(t, s.body, "Redo")
	if n := plays(); n != 1 {
		t.Errorf("after Redo of the game's end the history keeps %d plays; want 1", n)
	}
}
