package ui

import (
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestTouchDragAtFindsShownDraggables registers a widget below a label:
// a point on it is a drag at the page's pixel ratio (CSS pixels scaled to
// the canvas's), a point on the label or beside it is not, nor any point
// while the widget is hidden or under a dialog, or once it is taken off
// the window.
func TestTouchDragAtFindsShownDraggables(t *testing.T) {
	test.NewTempApp(t)
	var d dragTargets
	city := canvas.NewRectangle(nil)
	city.SetMinSize(fyne.NewSize(100, 100))
	addDragTarget(&d, city, nil)
	label := widget.NewLabel("above")
	content := container.NewVBox(label, container.NewHBox(city))
	w := test.NewTempWindow(t, content)
	w.Resize(fyne.NewSize(300, 300))

	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(city)
	if abs.IsZero() {
		t.Fatal("the widget is not laid out below the label")
	}
	scale := w.Canvas().Scale()
	inside := fyne.NewPos(abs.X+50, abs.Y+50)
	css := func(p fyne.Position, ratio float32) (float32, float32) {
		return p.X * scale / ratio, p.Y * scale / ratio
	}
	for _, c := range []struct {
		what  string
		at    fyne.Position
		ratio float32
		want  bool
	}{
		{"the widget's middle", inside, 1, true},
		{"the widget's middle at a pixel ratio of 3", inside, 3, true},
		{"the widget's top left corner", abs, 1, true},
		{"just past its bottom right corner", abs.Add(fyne.NewPos(100, 100)), 1, false},
		{"the label", fyne.NewPos(abs.X+5, label.Position().Y+5), 1, false},
		{"beside it", fyne.NewPos(abs.X+150, abs.Y+50), 1, false},
	} {
		x, y := css(c.at, c.ratio)
		if got := d.at(x, y, c.ratio); got != c.want {
			t.Errorf("%s (%v at ratio %v): drag %v, want %v", c.what, c.at, c.ratio, got, c.want)
		}
	}
	// The same point read at the wrong pixel ratio lies beside it.
	if x, y := css(inside, 1); d.at(x, y, 3) {
		t.Error("a point read at three times its place is still on the widget")
	}

	x, y := css(inside, 1)
	city.Hide()
	if d.at(x, y, 1) {
		t.Error("a hidden widget is still dragged")
	}
	city.Show()
	if !d.at(x, y, 1) {
		t.Fatal("the widget shown again is not dragged")
	}
	pop := widget.NewModalPopUp(widget.NewLabel("a dialog"), w.Canvas())
	pop.Show()
	if d.at(x, y, 1) {
		t.Error("a widget under a dialog is still dragged")
	}
	pop.Hide()
	if !d.at(x, y, 1) {
		t.Fatal("the widget is not dragged once the dialog is gone")
	}
	content.Objects = []fyne.CanvasObject{label}
	content.Refresh()
	if d.at(x, y, 1) {
		t.Error("a widget taken off the window is still dragged")
	}
}

// TestTouchDraggableHoldsNoWidget drops a registered widget: it is
// collected and leaves the set, which holds nothing alive.
func TestTouchDraggableHoldsNoWidget(t *testing.T) {
	test.NewTempApp(t)
	var d dragTargets
	addDragTarget(&d, canvas.NewRectangle(nil), nil)
	if d.len() != 1 {
		t.Fatalf("%d widgets registered, want 1", d.len())
	}
	for range 100 {
		runtime.GC()
		if d.len() == 0 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("a dropped widget is still in the set (%d)", d.len())
}

// TestSwipeFromAFieldScrollsItsPage marks a field at the top of a long
// page: a touch starting on it gets the page's scroll, which follows the
// finger (a swipe up by 100 CSS pixels at a pixel ratio of 2 moves the
// page 200 canvas units down its content: the test canvas's scale is 1);
// a touch beside the field, or on it under a dialog, gets none. The same
// swipe handed to the field as a wheel, as Fyne's driver does, leaves the
// page where it was: the field takes it for its own text.
func TestSwipeFromAFieldScrollsItsPage(t *testing.T) {
	test.NewTempApp(t)
	note := widget.NewMultiLineEntry()
	note.Wrapping = fyne.TextWrapWord
	filler := canvas.NewRectangle(nil)
	filler.SetMinSize(fyne.NewSize(100, 1000))
	page := container.NewVScroll(container.NewVBox(note, filler))
	w := test.NewTempWindow(t, page)
	w.Resize(fyne.NewSize(300, 300))
	SwipeScrollsPage(note, page)

	on := fyne.CurrentApp().Driver().AbsolutePositionForObject(note).AddXY(10, 10)
	test.Scroll(w.Canvas(), on, 0, -100)
	if page.Offset.Y != 0 {
		t.Fatalf("the wheel over the field scrolled the page to %v: the swipe needs no help", page.Offset)
	}
	swipe := touchFields.swipeAt(on.X/2, on.Y/2, 2)
	if swipe == nil {
		t.Fatal("a touch on the field does not scroll its page")
	}
	swipe(0, -100)
	if page.Offset.Y != 200 {
		t.Errorf("a swipe up by 100 CSS pixels at ratio 2 scrolled the page to %v, want 200 down", page.Offset)
	}
	page.ScrollToTop()
	beside := fyne.CurrentApp().Driver().AbsolutePositionForObject(filler).AddXY(10, 10)
	if touchFields.swipeAt(beside.X, beside.Y, 1) != nil {
		t.Error("a touch beside the field is taken as one on it")
	}
	pop := widget.NewModalPopUp(widget.NewLabel("a dialog"), w.Canvas())
	pop.Show()
	if touchFields.swipeAt(on.X, on.Y, 1) != nil {
		t.Error("a touch on a field under a dialog scrolls the page below")
	}
	pop.Hide()
}
