package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// refreshCounter is a label that counts its refreshes.
type refreshCounter struct {
	widget.Label
	refreshes int
}

func newRefreshCounter(text string) *refreshCounter {
	r := &refreshCounter{}
	r.Text = text
	r.Wrapping = fyne.TextWrapWord
	r.ExtendBaseWidget(r)
	return r
}

func (r *refreshCounter) Refresh() {
	r.refreshes++
	r.Label.Refresh()
}

// A card made by NewCard does not refresh its content when it is first
// measured and drawn (Fyne's card refreshes its content as its renderer is
// made, at size zero: issue 27); once laid out, a refresh of the card
// (a theme change) reaches the content. The content is laid out at the
// card's size, and the page's walkers (RelayoutPage, BringIntoView's
// offsetIn) reach into it.
func TestCardRefreshesItsContentOnlyOnceLaidOut(t *testing.T) {
	test.NewTempApp(t)
	text := newRefreshCounter("a line long enough to wrap in a narrow card, on a phone held upright")
	below := widget.NewLabel("below")
	card := NewCard("Title", "", container.NewVBox(text, below))
	page := container.NewVBox(widget.NewLabel("above"), card)
	scroll := container.NewVScroll(page)
	w := test.NewWindow(scroll)
	defer w.Close()
	w.Resize(fyne.NewSize(200, 600))
	if text.refreshes != 0 {
		t.Errorf("the card's content was refreshed %d times before its first layout", text.refreshes)
	}
	if text.Size().Width <= 0 || text.Size().Height < 2*widget.NewLabel("x").MinSize().Height {
		t.Errorf("the card's text is %v: not laid out, or not wrapped at the card's width", text.Size())
	}
	card.Refresh()
	if text.refreshes != 1 {
		t.Errorf("a refresh of the laid-out card reached its content %d times, want 1", text.refreshes)
	}
	if !holds(page, below) {
		t.Fatal("holds does not find a label within the card")
	}
	d := fyne.CurrentApp().Driver()
	drawn := d.AbsolutePositionForObject(below).Y - d.AbsolutePositionForObject(page).Y
	if got := offsetIn(page, below); got != drawn {
		t.Errorf("offsetIn puts the label within the card at %v, it is drawn at %v", got, drawn)
	}
}
