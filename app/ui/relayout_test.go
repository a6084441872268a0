package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// After a line in a card grows and the page is built anew below it,
// RelayoutPage places every object at its new size and the scroll reaches the
// page's new end; a page that shrinks brings the scroll back within it.
func TestRelayoutPagePlacesWhatChanged(t *testing.T) {
	test.NewTempApp(t)
	line := widget.NewLabel("one line")
	below := widget.NewLabel("below")
	list := container.NewVBox()
	page := container.NewVBox(widget.NewCard("Card", "", container.NewVBox(line, below)), list)
	scroll := container.NewVScroll(page)
	w := test.NewWindow(scroll)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 800))

	// the page, shorter than the window, keeps its size
	line.SetText("one line\ntwo\nthree\nfour")
	RelayoutPage(scroll)
	if got, want := below.Position().Y, line.Position().Y+line.MinSize().Height; got < want {
		t.Errorf("the label below the grown line is at %v, inside it (ends at %v)", got, want)
	}

	// the page grows past the window
	var items []fyne.CanvasObject
	for range 60 {
		items = append(items, widget.NewLabel("item"))
	}
	list.Objects = items
	RelayoutPage(scroll)
	if got, want := page.Size().Height, page.MinSize().Height; got != want {
		t.Errorf("the page is %v high, needs %v", got, want)
	}
	last := items[len(items)-1]
	if last.Position().Y == 0 || last.Size().Height == 0 {
		t.Errorf("the new items are not laid out: %v %v", last.Position(), last.Size())
	}

	scroll.ScrollToBottom()
	list.Objects = nil
	RelayoutPage(scroll)
	if end := max(page.Size().Height-scroll.Size().Height, 0); scroll.Offset.Y > end {
		t.Errorf("scrolled to %v past the page's end %v", scroll.Offset.Y, end)
	}
}
