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

// offsetIn measures an object's place on the page from the page's own
// layout, through containers and cards, where the window's driver finds
// it: the same figure for an object the window has drawn, and one for an
// object it has not drawn yet (a step just added), for which a window's
// driver answers 0.
func TestOffsetInMatchesTheDrawnPage(t *testing.T) {
	test.NewTempApp(t)
	gap := canvas.NewRectangle(nil)
	gap.SetMinSize(fyne.NewSize(10, 300))
	button := widget.NewButton("Record", nil)
	card := widget.NewCard("Step 3", "", container.NewVBox(widget.NewLabel("What number is printed?"), button))
	page := container.NewVBox(gap, widget.NewLabel("Step 2"), card)
	scroll := container.NewVScroll(page)
	w := test.NewWindow(scroll)
	defer w.Close()
	w.Resize(fyne.NewSize(360, 740))
	d := fyne.CurrentApp().Driver()
	want := d.AbsolutePositionForObject(button).Y - d.AbsolutePositionForObject(page).Y
	if got := offsetIn(page, button); got != want || got < 300 {
		t.Errorf("offsetIn = %v, the drawn page says %v", got, want)
	}
	late := widget.NewButton("Confirm", nil)
	card.Content.(*fyne.Container).Add(late)
	RelayoutPage(scroll)
	if got := offsetIn(page, late); got <= offsetIn(page, button) {
		t.Errorf("a button added under Record is at %v, Record at %v", got, offsetIn(page, button))
	}
}
