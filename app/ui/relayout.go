package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// RelayoutPage lays a scrolled page out again after some of it was built anew
// or changed height: the page takes its new height, every container on it
// (and in its cards) places its objects at their new sizes, and the scroll
// stays within the page. Unlike the scroll's Refresh, it draws anew nothing
// that did not change: refreshing a page refreshes every widget on it, and
// a long page's labels, tick boxes and icons cost more to draw again than
// to build. Widgets whose content changed refresh themselves (SetText and
// the like); a page built anew is drawn for the first time anyway. A page
// not yet in a window (no size) is left alone: the window lays it out at
// its own size when it shows it, and laying it out before at its least
// width measured and wrapped every text once more (on a friend's setup
// link, the checklist twice before its first frame).
func RelayoutPage(scroll *container.Scroll) {
	if scroll.Size().IsZero() {
		return
	}
	page := scroll.Content
	page.Resize(page.MinSize().Max(scroll.Size()))
	layOut(page)
	canvas.Refresh(page) // the window draws the page again
	if end := max(page.Size().Height-scroll.Size().Height, 0); scroll.Offset.Y > end {
		scroll.ScrollToOffset(fyne.NewPos(scroll.Offset.X, end))
	}
}

// layOut lays out o's containers, o's own first, and those inside its
// cards, at their sizes now.
func layOut(o fyne.CanvasObject) {
	if !o.Visible() {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		if x.Layout != nil {
			x.Layout.Layout(x.Objects, x.Size())
		}
		for _, c := range x.Objects {
			layOut(c)
		}
	case *Card:
		layOut(&x.Card)
	case *widget.Card:
		if x.Content != nil {
			layOut(x.Content)
		}
	case *laidOutFirst:
		layOut(x.content)
	}
}
