package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// SideScroll scrolls a wide row (a table, a ranking line) sideways on a
// page that scrolls up and down. The mouse wheel goes to the deepest
// scrollable object under the pointer, so a plain horizontal scroll would
// swallow it; SideScroll passes a mostly vertical wheel movement on to the
// page.
type SideScroll struct {
	container.Scroll
	page func() fyne.Scrollable
}

// NewSideScroll returns a horizontal scroll around content; page returns
// the page's own scroll (nil while there is none).
func NewSideScroll(content fyne.CanvasObject, page func() fyne.Scrollable) *SideScroll {
	s := &SideScroll{page: page}
	s.Direction = container.ScrollHorizontalOnly
	s.Content = content
	s.ExtendBaseWidget(s)
	return s
}

// Scrolled scrolls sideways, or passes a vertical movement to the page.
func (s *SideScroll) Scrolled(ev *fyne.ScrollEvent) {
	dx, dy := ev.Scrolled.DX, ev.Scrolled.DY
	if dy*dy > dx*dx && s.page != nil {
		if page := s.page(); page != nil {
			page.Scrolled(ev)
			return
		}
	}
	s.Scroll.Scrolled(ev)
}

// WheelThrough makes e let the mouse wheel through to the page: an entry
// normally scrolls its own text and swallows the wheel. e then grows with
// its text instead, which suits the short numbers and names typed at the
// table.
func WheelThrough(e *widget.Entry) *widget.Entry {
	e.Wrapping = fyne.TextWrapOff
	e.Scroll = container.ScrollNone
	return e
}
