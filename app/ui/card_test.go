package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
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

// A card draws no rectangle of its own (Fyne's background and shadow are
// shaded pixel by pixel: issue 27), only its outline's four lines, which
// frame the card where Fyne drew its background, in the separator's
// colour, and stay hidden and placed through a refresh.
func TestCardIsOutlinedNotShaded(t *testing.T) {
	test.NewTempApp(t)
	card := NewCard("Title", "Subtitle", widget.NewLabel("content"))
	w := test.NewWindow(card)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 200))
	check := func(when string) {
		t.Helper()
		var edges []*Fill
		for _, o := range test.TempWidgetRenderer(t, card).Objects() {
			switch x := o.(type) {
			case *canvas.Rectangle:
				if x.Visible() {
					t.Errorf("%s: the card draws a rectangle %v", when, x.Size())
				}
			case *Fill:
				edges = append(edges, x)
			}
		}
		if len(edges) != 4 {
			t.Fatalf("%s: %d outline lines, want 4", when, len(edges))
		}
		inset := theme.Padding() / 2
		size := card.Size()
		top, bottom, left, right := edges[0], edges[1], edges[2], edges[3]
		if top.Position() != fyne.NewPos(inset, inset) || top.Size().Width != size.Width-2*inset ||
			bottom.Position().Y+bottom.Size().Height != size.Height-inset ||
			left.Size().Height != size.Height-2*inset || right.Position().X+right.Size().Width != size.Width-inset {
			t.Errorf("%s: outline top %v %v, bottom %v %v, left %v, right %v in a card of %v", when,
				top.Position(), top.Size(), bottom.Position(), bottom.Size(), left.Size(), right.Position(), size)
		}
		if top.colour != theme.ColorNameSeparator {
			t.Errorf("%s: the outline is %s", when, top.colour)
		}
	}
	check("drawn")
	card.Refresh()
	w.Resize(fyne.NewSize(260, 240))
	check("refreshed and resized")
	title, content := false, false
	for _, o := range test.TempWidgetRenderer(t, card).Objects() {
		if x, ok := o.(*canvas.Text); ok && x.Text == "Title" && x.Visible() {
			title = true
		}
		content = content || o == card.Content
	}
	if !title || !content {
		t.Errorf("the card draws its title %v, its content %v", title, content)
	}
}
