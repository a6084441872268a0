package sabika

import (
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
)

// TestTypedNumberIsOneUndoStep: typing "12" into a player's income is one
// edit, so one Undo takes the whole number back to the 3 entered before
// (not only its last digit, to 1), and Redo makes it again.
func TestTypedNumberIsOneUndoStep(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla")
	income := func() int {
		t.Helper()
		in := s.game.record().Entry.Income
		if len(in) == 0 {
			return 0
		}
		return in[0]
	}
	typeIn(t, s.body, "Ana", 0, "3")
	field(t, s.body, "Ana", 0).TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // the edit of 3 ends
	if got := income(); got != 3 {
		t.Fatalf("Ana's income after typing 3: %d", got)
	}
	typeIn(t, s.body, "Ana", 0, "12")
	if got := income(); got != 12 {
		t.Fatalf("Ana's income after typing 12: %d", got)
	}
	uitest.Tap(t, s.body, "Undo")
	if got := income(); got != 3 {
		t.Errorf("after one Undo of typing 12 Ana's income is %d; want 3, the value before the edit", got)
	}
	if e := field(t, s.body, "Ana", 0); e.Text != "3" {
		t.Errorf("after Undo the field shows %q; want 3", e.Text)
	}
	uitest.Tap(t, s.body, "Redo")
	if got := income(); got != 12 {
		t.Errorf("after Redo Ana's income is %d; want 12", got)
	}
}
