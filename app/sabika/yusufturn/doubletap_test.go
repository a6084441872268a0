package yusufturn

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
)

// overlaps tells whether two placed objects share any point.
func overlaps(a, b placed) bool {
	return a.pos.X < b.pos.X+b.size.Width && b.pos.X < a.pos.X+a.size.Width &&
		a.pos.Y < b.pos.Y+b.size.Height && b.pos.Y < a.pos.Y+a.size.Height
}

// No double-tap hazard: the Done of a turn and the next "Yusuf's turn"
// never lie in the same spot, at a phone's and a desktop's size, so a
// second tap on Done never plays his next turn; in round 1 the hint says
// he plays first [ES L938].
func TestDoneNeverWhereTheNextTurnIs(t *testing.T) {
	for _, size := range []fyne.Size{phone, desktop} {
		w := openScreen(t, testEdition(true), size)
		startGame(t, w)
		if !has(w, "Yusuf plays first in round 1") {
			t.Fatalf("%v: round 1 does not say he plays first: %v", size, uitest.Texts(w.Content()))
		}
		for turn := 1; turn <= 3; turn++ {
			uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
			for i := 0; button(w, "Done") == nil; i++ {
				if i > 6 {
					t.Fatalf("turn %d does not end: %v", turn, uitest.Texts(w.Content()))
				}
				answer(t, w, turn+i)
			}
			done, _ := buttonAt(w.Content(), "Done")
			uitest.Tap(t, w.Content(), "Done")
			next, ok := buttonAt(w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn+1))
			if !ok {
				t.Fatalf("%v: no next turn: %v", size, uitest.Texts(w.Content()))
			}
			if overlaps(done, next) {
				t.Fatalf("%v turn %d: Done (%v, %v) and the next turn (%v, %v) lie in the same spot", size, turn, done.pos, done.size, next.pos, next.size)
			}
			if has(w, "Yusuf plays first in round 1") {
				t.Fatalf("%v: after his turn %d the hint still says he plays first", size, turn)
			}
		}
	}
}
