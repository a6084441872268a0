package sabika

import (
	"fmt"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

// noScrollSizes are a phone's and a desktop's windows (issue 29).
var noScrollSizes = []fyne.Size{{Width: 360, Height: 740}, {Width: 1280, Height: 800}}

// next is the control the player acts on next in the open game: the
// first field of a question of the copy the step asks, else the step's
// first control.
func (tp *taps) next() fyne.CanvasObject {
	g := tp.s.game
	if g.ask != nil {
		return uitest.Entries(g.ask)[0]
	}
	return firstControl(g.step)
}

// step taps the confirm button showing text and checks that the next
// control came whole into view on its own; it returns the taps.
func (tp *taps) step(text string) {
	tp.t.Helper()
	tp.button(text)
	if g := tp.s.game; g != nil && g.view.compute != nil {
		tp.inView(tp.next(), "the next control")
	}
}

// typeFocused types text into the field holding the keyboard focus, which
// must be in view: a question that came up takes its number without a tap.
func (tp *taps) typeFocused(text string) {
	tp.t.Helper()
	e, ok := tp.w.Canvas().Focused().(*widget.Entry)
	if !ok {
		tp.t.Fatalf("no field has the focus (%T): %v", tp.w.Canvas().Focused(), uitest.Texts(tp.s.game.preview))
	}
	tp.inView(e, "the focused field")
	test.Type(e, text)
}

// answerPrinted answers the one-time question of the copy shown (the
// tribute under a space): the number typed into the field that took the
// focus, then its Record button, both in view.
func (tp *taps) answerPrinted(question, number string) {
	tp.t.Helper()
	want(tp.t, tp.s, question)
	tp.typeFocused(number)
	tp.tap(uitest.Button(tp.s.game.ask, "Record"))
}

// recordTile taps wish tile name, not yet recorded in the copy, and
// records it from the form that comes up in view: one element counting
// kind for pp.
func (tp *taps) recordTile(name, kind, pp string) {
	tp.t.Helper()
	tp.tap(tileOf(tp.t, tp.s, name))
	g := tp.s.game
	if g.ask == nil {
		tp.t.Fatalf("tapping %s asked nothing: %v", name, uitest.Texts(g.step))
	}
	sel := uitest.Select(tp.t, g.ask, 0)
	tp.inView(sel, "the tile's first field")
	tp.n += 2 // the list, then its item
	uitest.Choose(tp.t, tp.w.Canvas(), sel, kind)
	e := uitest.Entries(g.ask)[0]
	tp.inView(e, "the tile's PP")
	tp.n++
	uitest.TypeInto(e, pp)
	tp.tap(uitest.Button(g.ask, "Record this tile"))
	tp.inView(tp.next(), "the step after the tile")
}

// TestWholeGameNeedsNoScroll plays a whole 2-player game by taps and
// typing only, at a phone's and a desktop's size, without a scroll: the
// one-time questions of the copy (the tribute under spaces 2 and 4), wish
// tiles recorded on the way (A2, then C2 at the final scoring), a
// correction to the board, and the final scoring. After each action the
// next control is whole in view (issue 29); a round with nothing to
// correct takes at most 6 taps.
func TestWholeGameNeedsNoScroll(t *testing.T) {
	for _, size := range noScrollSizes {
		t.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(t *testing.T) {
			ed := testEdition()
			ed.Tribute[0], ed.Tribute[2] = nil, nil
			s, w := openScreen(t, ed)
			w.Resize(size)
			startByHand(t, s, "Ana", "Ben")
			tp := &taps{t: t, s: s, w: w}
			tp.inView(tp.next(), "the first step's first control")
			for round := 1; round <= 4; round++ {
				before := tp.n
				if round == 2 { // a correction: Ben's PP as the board shows them
					tp.boardIn("Ben", "pp", "4")
				}
				tp.step("Confirm this step") // income
				if p := s.game.record().Game.Players[1]; round == 2 && p.PP != 4 {
					t.Errorf("Ben's PP corrected to 4 are %d", p.PP)
				}
				switch round {
				case 1:
					tp.recordTile("A2", "Seal", "2")
				case 3:
					tp.tap(tileOf(t, s, "B1"))
				}
				tp.step("Confirm this step") // narrator
				switch round {
				case 1:
					tp.answerPrinted("under the 2nd space", "3")
				case 3:
					tp.answerPrinted("under the 4th space", "5")
				}
				tp.step("Confirm this step") // tribute
				tp.step("Confirm this step") // stacks
				tp.tap(uitest.RadioOption(t, s.body, "Ana"))
				next := "Start round " + strconv.Itoa(round+1)
				if round == 4 {
					next = "Start round 5, the last"
				}
				tp.step(next)
				if n := tp.n - before; round == 4 && n > 6 {
					t.Errorf("round %d with nothing to correct: %d taps, at most 6", round, n)
				}
			}
			// Round 5: the final scoring (its income and tiles included).
			want(t, s, "End of the game")
			tp.recordTile("C2", "Blue poem", "2")
			tp.button("Score the end of the game")
			r := s.game.record()
			if !r.Game.Ended || r.Result == nil {
				t.Fatalf("the game did not end: %v", uitest.Texts(s.body))
			}
			want(t, s, "Final scoring")
			if got := s.copy.Get(); got.Tribute[0] == nil || got.Tribute[2] == nil || len(got.Wishes[1].Elements) != 1 || len(got.Wishes[7].Elements) != 1 {
				t.Errorf("the copy did not keep what was answered: tribute %v, A2 %v, C2 %v", got.Tribute, got.Wishes[1], got.Wishes[7])
			}
		})
	}
}
