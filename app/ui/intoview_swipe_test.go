package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// SwipeFieldsScrollPage marks the multi-line fields of a page, in its
// containers and cards, once each, and no single-line one: a touch on a
// marked field scrolls the page.
func TestSwipeFieldsScrollPageMarksTheTextBoxes(t *testing.T) {
	test.NewTempApp(t)
	boxed, carded, line := widget.NewMultiLineEntry(), widget.NewMultiLineEntry(), widget.NewEntry()
	filler := canvas.NewRectangle(nil)
	filler.SetMinSize(fyne.NewSize(100, 1000))
	page := container.NewVScroll(container.NewVBox(container.NewPadded(boxed), widget.NewCard("", "", container.NewVBox(line, carded)), filler))
	w := test.NewTempWindow(t, page)
	w.Resize(fyne.NewSize(300, 400))
	SwipeFieldsScrollPage(page.Content, page)
	SwipeFieldsScrollPage(page.Content, page) // after a redraw: nothing new
	for _, e := range []*widget.Entry{boxed, carded} {
		if n := marks(e); n != 1 {
			t.Errorf("a multi-line field marked %d times, want once", n)
		}
	}
	if !ScrollsPage(boxed) || !ScrollsPage(carded) || ScrollsPage(line) {
		t.Errorf("marked: boxed %v, in a card %v, single line %v", ScrollsPage(boxed), ScrollsPage(carded), ScrollsPage(line))
	}
	on := fyne.CurrentApp().Driver().AbsolutePositionForObject(carded).AddXY(10, 10)
	swipe := touchFields.swipeAt(on.X, on.Y, 1)
	if swipe == nil {
		t.Fatal("a touch on the field in the card does not scroll its page")
	}
	swipe(0, -100)
	if page.Offset.Y != 100 {
		t.Errorf("a swipe up by 100 scrolled the page to %v, want 100 down", page.Offset)
	}
}

// marks is how many times e is marked as a field a swipe scrolls past.
func marks(e *widget.Entry) int {
	touchFields.mu.Lock()
	defer touchFields.mu.Unlock()
	n := 0
	for _, t := range touchFields.items {
		if t.obj() == fyne.CanvasObject(e) {
			n++
		}
	}
	return n
}
