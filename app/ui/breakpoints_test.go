package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// box is a rectangle of minimum size w×h.
func box(w, h float32) *canvas.Rectangle {
	r := canvas.NewRectangle(nil)
	r.SetMinSize(fyne.NewSize(w, h))
	return r
}

// Two parts stand side by side from Wide on, one above the other below it;
// a page is never wider than its width, and centred; a fixed width holds.
func TestLayoutsFollowTheNamedBreakpoints(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		width  float32
		beside bool
	}{{360, false}, {Wide - 1, false}, {Wide, true}, {1280, true}} {
		lead, other := box(100, 50), box(100, 80)
		sides := NewSideBySide(0.4, lead, other)
		sides.Resize(fyne.NewSize(c.width, 400))
		beside := other.Position().Y == 0 && other.Position().X > 0
		if beside != c.beside {
			t.Errorf("at %v wide, side by side is %v", c.width, beside)
		}
		if want := float32(50 + 80 + padding()); !c.beside && sides.MinSize().Height != want {
			t.Errorf("at %v wide the stacked height is %v, want %v", c.width, sides.MinSize().Height, want)
		}
	}
	text := box(200, 30)
	page := NewPage(PageWidth, text)
	page.Resize(fyne.NewSize(1280, 100))
	if text.Size().Width != PageWidth || text.Position().X != (1280-PageWidth)/2 {
		t.Errorf("on a desktop the page is %v wide at %v", text.Size().Width, text.Position())
	}
	page.Resize(fyne.NewSize(360, 100))
	if text.Size().Width != 360 || text.Position().X != 0 {
		t.Errorf("on a phone the page is %v wide at %v", text.Size().Width, text.Position())
	}
	drawn := box(10, 40)
	if got := Sized(120, drawn).MinSize(); got != fyne.NewSize(120, 40) {
		t.Errorf("a fixed width of 120 asks for %v", got)
	}
}

// The breakpoints keep the order their comment gives: a window narrower
// than Roomy may still be a tablet, one of Roomy or wider not yet Wide.
func TestBreakpointsInOrder(t *testing.T) {
	if widths := []float32{Tablet, Roomy, Wide}; !slices.IsSorted(widths) || Tablet == Roomy || Roomy == Wide {
		t.Errorf("Tablet, Roomy, Wide = %v, not increasing", widths)
	}
}
