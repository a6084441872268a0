package yusufturn

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// inView fails unless o is whole within the window and within the part of
// the page its scroll shows: the player sees it without a swipe (the
// step's confirm, pinned below the page, is outside the page).
func inView(t *testing.T, w fyne.Window, o fyne.CanvasObject, what string) {
	t.Helper()
	uitest.InView(t, w.Canvas(), o)
	var page *container.Scroll
	uitest.Walk(w.Content(), func(x fyne.CanvasObject) {
		if s, ok := x.(*container.Scroll); ok && page == nil {
			page = s
		}
	})
	found := false
	if page != nil {
		uitest.Walk(page.Content, func(x fyne.CanvasObject) { found = found || x == o })
	}
	if !found {
		return
	}
	d := fyne.CurrentApp().Driver()
	top, y := d.AbsolutePositionForObject(page).Y, d.AbsolutePositionForObject(o).Y
	if y < top-1 || y+o.Size().Height > top+page.Size().Height+1 {
		t.Fatalf("%s at y %v–%v is out of the page's view %v–%v: a swipe is needed", what, y, y+o.Size().Height, top, top+page.Size().Height)
	}
}

// TestSoloRoundNeedsNoScroll plays a solo game's first round against
// Yusuf by taps and typing only, at a phone's and a desktop's size,
// without a scroll: his four turns (each question's answers in view with
// his card, Done under what to do on the board, then his next turn's
// button), and the end of round with the pinned Confirm. A Yusuf turn
// takes at most 3 taps when its one question is answered in one, 2 when
// he asks nothing; a question typed into has its field focused (issue
// 29).
func TestSoloRoundNeedsNoScroll(t *testing.T) {
	for _, size := range []fyne.Size{phone, desktop} {
		t.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(t *testing.T) {
			w := openScreen(t, testEdition(true), size)
			startGame(t, w)
			p := &player{t: t, w: w, seen: true}
			for turn := 1; turn <= 4; turn++ {
				p.taps = 0
				p.tap(fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
				questions, answerTaps := 0, 0
				for q := pending(t); q != nil; q = pending(t) {
					checkAnswersInView(t, w, size, *q)
					if typed := q.Kind == yusuf.AskExport || q.Kind == yusuf.AskMajorPoem; typed && w.Canvas().Focused() != uitest.Entries(w.Content())[0] {
						t.Errorf("%s: the field to type into has not the focus (%T)", q.Kind, w.Canvas().Focused())
					}
					questions++
					answerTaps += p.shortAnswer(*q, turn+questions)
				}
				p.tap("Done")
				switch {
				case questions == 0 && p.taps > 2:
					t.Errorf("turn %d without a question took %d taps", turn, p.taps)
				case questions == 1 && answerTaps == 1 && p.taps > 3:
					t.Errorf("turn %d with a one-tap question took %d taps", turn, p.taps)
				}
				if turn < 4 {
					inView(t, w, button(w, fmt.Sprintf("Yusuf's turn (%d of 4)", turn+1)), "his next turn")
				}
			}
			if !has(w, "Yusuf's 4 turns of round 1 are played") {
				t.Fatalf("round 1 not done: %v", uitest.Texts(w.Content()))
			}
			p.tap("Confirm this step") // income
			p.tapObject(uitest.RadioOption(t, w.Content(), "A1"))
			p.tap("Fill in Yusuf's holdings")
			p.tap("Confirm this step") // narrator and wishes
			for i := 0; i < 4 && startRound(w, 2) == ""; i++ {
				if b := button(w, "Confirm this step"); b != nil {
					p.tap("Confirm this step")
					continue
				}
				p.tapObject(uitest.RadioOption(t, w.Content(), "Ana"))
			}
			p.tap(startRound(w, 2))
			if b := button(w, "Yusuf's turn (1 of 4)"); b == nil {
				t.Fatalf("round 2 does not start: %v", uitest.Texts(w.Content()))
			} else {
				inView(t, w, b, "his first turn of round 2")
			}
		})
	}
}
