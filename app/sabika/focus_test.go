package sabika

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

// A printed value asked inline takes the keyboard focus when it follows
// one the player just recorded (the second player's starting dinars after
// the first's), and when a step asks for it (the tribute under a space):
// its number needs no tap on its field first.
func TestAskedValueTakesTheFocus(t *testing.T) {
	ed := testEdition()
	ed.StartDinars = [4]*int{}
	ed.Tribute[0] = nil
	s, w := openScreen(t, ed)
	tapOption(t, s.body, "By hand")
	want(t, s, "How many dinars does the 1st player in turn order start with?")
	es := uitest.Entries(s.body)
	uitest.TypeInto(es[len(es)-1], "5")
	uitest.Tap(t, s.body, "Record")
	want(t, s, "How many dinars does the 2nd player in turn order start with?")
	focusedIsLast(t, w.Canvas().Focused(), uitest.Entries(s.body))
	test.Type(w.Canvas().Focused().(*widget.Entry), "6")
	uitest.Tap(t, s.body, "Record")
	if got := s.copy.Get().StartDinars[1]; got == nil || *got != 6 {
		t.Fatalf("typed into the focused field, the 2nd player's dinars are %v", got)
	}

	uitest.Tap(t, s.body, "Start the game")
	confirm(t, s, "Confirm this step")
	tapOption(t, s.body, "A1")
	confirm(t, s, "Confirm this step")
	want(t, s, "What number is printed under the 2nd space of the round track?")
	focusedIsLast(t, w.Canvas().Focused(), uitest.Entries(s.body))
}

// focusedIsLast fails unless the focused object is the last of entries
// (the question's number field, under the step's other fields).
func focusedIsLast(t *testing.T, focused any, entries []*widget.Entry) {
	t.Helper()
	if f, ok := focused.(*widget.Entry); !ok || f != entries[len(entries)-1] {
		t.Fatalf("focused %T, want the question's number field", focused)
	}
}
