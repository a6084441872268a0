package yusufturn

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
)

// The major poem's entry takes what the cards print, a code in either
// copy's letters or the running number (34*, spec A29): a typed code the
// engine does not know is refused on screen, with the question still
// asked and nothing saved, and the numbered poem he carves is kept when
// the app restarts.
func TestMajorPoemByItsNumberOnScreen(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	startGame(t, w)
	for round := 1; round <= 5; round++ {
		for turn := 1; turn <= 4; turn++ {
			if carveMajorByNumber(t, w, turn, round*7+turn) {
				w := reopen(t, desktop)
				if !has(w, "Major poems: 34*") {
					t.Fatalf("after a restart his major poem 34* is not shown: %v", uitest.Texts(w.Content()))
				}
				return
			}
		}
		if round < 5 {
			endRound(t, w, round)
		}
	}
	t.Fatal("Yusuf never carved a major poem in five rounds")
}

// carveMajorByNumber plays a turn as playTurn does; at the major poem's
// question it types an unknown code (refused), then 34*. It reports
// whether he carved it.
func carveMajorByNumber(t *testing.T, w fyne.Window, turn, n int) bool {
	t.Helper()
	uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
	carved := false
	for i := 0; button(w, "Done") == nil; i++ {
		if i > 6 {
			t.Fatalf("turn %d does not end: %v", turn, uitest.Texts(w.Content()))
		}
		if !has(w, "Which major poem does he carve?") {
			answer(t, w, n+i)
			continue
		}
		uitest.TypeInto(uitest.Entries(w.Content())[0], "B15")
		uitest.Tap(t, w.Content(), "Confirm")
		if !has(w, `"B15" is not a major poem's code`) || !has(w, "Which major poem does he carve?") {
			t.Fatalf("B15 not refused on screen: %v", uitest.Texts(w.Content()))
		}
		uitest.TypeInto(uitest.Entries(w.Content())[0], "34*")
		uitest.Tap(t, w.Content(), "Confirm")
		if !has(w, "major poem 34*") {
			t.Fatalf("34* not carved: %v", uitest.Texts(w.Content()))
		}
		carved = true
	}
	uitest.Tap(t, w.Content(), "Done")
	return carved
}
