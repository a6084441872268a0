package sabika

import (
	"fmt"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

// swipes counts the swipes a player needs on the open game's page: before
// each control is tapped or typed into, a control not whole in the
// page's view is brought into it by swipes, each moving the page by at
// most the view's height, the last stopping with the control at the
// edge of the view it came from (as a player stops a swipe on what they
// look for).
type swipes struct {
	t *testing.T
	s *screen
	w fyne.Window
	n int
}

// reach swipes, as a player would, until o is whole in the page's view.
func (sw *swipes) reach(o fyne.CanvasObject) {
	sw.t.Helper()
	g := sw.s.game
	uitest.LayOut(sw.w.Canvas().Content())
	d := fyne.CurrentApp().Driver()
	if !contains(g.scroll, o) {
		uitest.InView(sw.t, sw.w.Canvas(), o) // pinned below the page
		return
	}
	page := d.AbsolutePositionForObject(g.scroll.Content).Y
	top := d.AbsolutePositionForObject(o).Y - page
	bottom := top + o.Size().Height
	view, off := g.scroll.Size().Height, g.scroll.Offset.Y
	var k int
	switch {
	case bottom > off+view+0.5:
		k = int(math.Ceil(float64((bottom - off - view) / view)))
		off = min(off+float32(k)*view, top)
	case top < off-0.5:
		k = int(math.Ceil(float64((off - top) / view)))
		off = max(off-float32(k)*view, bottom-view)
	}
	if k > 0 {
		sw.n += k
		sw.t.Logf("%d swipe(s) to %T at %v–%v, view %v–%v", k, o, top, bottom, g.scroll.Offset.Y, g.scroll.Offset.Y+view)
		g.scroll.ScrollToOffset(fyne.NewPos(0, off))
	}
	uitest.InView(sw.t, sw.w.Canvas(), o)
}

// typeIn types text into the n-th field labelled label, reached first.
func (sw *swipes) typeIn(label string, n int, text string) {
	sw.t.Helper()
	e := field(sw.t, sw.s.body, label, n)
	sw.reach(e)
	uitest.TypeInto(e, text)
}

// tap taps o, reached first.
func (sw *swipes) tap(o fyne.Tappable) {
	sw.t.Helper()
	sw.reach(o.(fyne.CanvasObject))
	test.Tap(o)
}

// TestFinalScoringSwipes enters a 2-player game's final scoring by taps
// and typing at a phone's and a desktop's size: the wish tile, each
// player's income, goods, marble, ceramic, trade card, buildings and a
// major poem, then Score. It takes at most 2 swipes (issue 29).
func TestFinalScoringSwipes(t *testing.T) {
	for _, size := range noScrollSizes {
		t.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(t *testing.T) {
			s, w := openScreen(t, testEdition())
			w.Resize(size)
			toTheEnd(t, s)
			want(t, s, "End of the game")
			sw := &swipes{t: t, s: s, w: w}
			sw.tap(tileOf(t, s, "C1"))
			sw.typeIn("Poem of any colour", 0, "2")
			sw.typeIn("Poem of any colour", 1, "1")
			for i, v := range [][]string{{"4", "1", "2", "1", "3", "6", "8"}, {"5", "2", "0", "2", "2", "4", "5"}} {
				sw.typeIn("Income (dinars)", i, v[0])
				sw.typeIn("Goods kept", i, v[1])
				sw.typeIn("Marble kept", i, v[2])
				sw.typeIn("Glazed ceramic kept", i, v[3])
				sw.typeIn("Trade card PP", i, v[4])
				sw.typeIn("Major and minor buildings", i, v[5])
				var add []*widget.Button
				uitest.Walk(s.body, func(o fyne.CanvasObject) {
					if b, ok := o.(*widget.Button); ok && b.Text == "Add a major poem" {
						add = append(add, b)
					}
				})
				sw.tap(add[i])
				sw.typeIn("Major poem 1 (PP on the card)", i, v[6])
			}
			score := uitest.Button(s.body, "Score the end of the game")
			if score == nil || score.Disabled() {
				t.Fatalf("Score cannot be tapped: %v", uitest.Texts(s.body))
			}
			sw.tap(score)
			if r := s.game.record(); !r.Game.Ended {
				t.Fatalf("the game did not end: %v", uitest.Texts(s.body))
			}
			if sw.n > 2 {
				t.Errorf("the final scoring took %d swipes, at most 2", sw.n)
			}
		})
	}
}
