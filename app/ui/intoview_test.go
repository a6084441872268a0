package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// BringIntoView moves a page as little as it takes for a question and its
// button below the view to show whole, brings one above the view to its
// top, and puts the top of one taller than the view at the view's top;
// FocusFirstEntry gives the question's field the focus.
func TestBringIntoViewShowsTheNextActionWhole(t *testing.T) {
	test.NewTempApp(t)
	block := func(h float32) *canvas.Rectangle {
		r := canvas.NewRectangle(nil)
		r.SetMinSize(fyne.NewSize(10, h))
		return r
	}
	entry := widget.NewEntry()
	button := widget.NewButton("Record", nil)
	question := container.NewVBox(widget.NewLabel("What number?"), entry, button)
	tall := container.NewVBox(block(900))
	page := container.NewVBox(block(300), tall, block(400), question, block(600))
	scroll := container.NewVScroll(page)
	w := test.NewWindow(scroll)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 500))
	view := func() (float32, float32) { return scroll.Offset.Y, scroll.Offset.Y + scroll.Size().Height }
	within := func(o fyne.CanvasObject) bool {
		top, bottom := view()
		return o.Position().Y+question.Position().Y >= top && o.Position().Y+question.Position().Y+o.Size().Height <= bottom+0.5
	}

	BringIntoView(scroll, question, button)
	if !within(entry) || !within(button) {
		top, bottom := view()
		t.Fatalf("the question at %v (%v high) is not within the view %v–%v", question.Position().Y, question.Size().Height, top, bottom)
	}
	if top, bottom := view(); bottom > question.Position().Y+question.Size().Height+1 {
		t.Errorf("the page moved past the question: view %v–%v", top, bottom)
	}
	FocusFirstEntry(w.Canvas(), question)
	if w.Canvas().Focused() != entry {
		t.Errorf("the question's field has not the focus: %T", w.Canvas().Focused())
	}

	BringIntoView(scroll, tall, tall)
	if scroll.Offset.Y != tall.Position().Y {
		t.Errorf("a block taller than the view is at %v, the view starts at %v", tall.Position().Y, scroll.Offset.Y)
	}
}
