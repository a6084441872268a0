package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// BringIntoView scrolls a page so that the next action shows whole
// without a swipe (issue 29: focus follows the game): from first (a step's
// heading, a question) down to last (its answers, the button that moves
// on), both within the part of the page the scroll shows. When they fit
// the scroll moves as little as it can. When they do not, last, the
// button that moves on, stays whole at the foot of the view (the lines
// just above it in view), unless first and last are one object (a whole
// step), whose top then comes to the top of the view, so that it is read
// from its start. Anything pinned outside the scroll (a confirm bar) is
// already outside the scroll's size. Objects not shown or not yet on the page
// (within its containers and cards), or a page not yet in a window, are
// left alone: the window shows a new page from its top.
func BringIntoView(scroll *container.Scroll, first, last fyne.CanvasObject) {
	if scroll == nil || first == nil || last == nil || !first.Visible() || !last.Visible() {
		return
	}
	if fyne.CurrentApp().Driver().CanvasForObject(scroll) == nil || scroll.Size().IsZero() || !holds(scroll.Content, first) || !holds(scroll.Content, last) {
		return
	}
	RelayoutPage(scroll) // lay out what changed before measuring
	top := offsetIn(scroll.Content, first)
	bottom := offsetIn(scroll.Content, last) + last.Size().Height
	if bottom < top { // last above first: show first whole
		bottom = top + first.Size().Height
	}
	view, off := scroll.Size().Height, scroll.Offset.Y
	switch {
	case bottom-top > view && first != last:
		off = bottom - view
	case bottom-top > view || top < off:
		off = top
	case bottom > off+view:
		off = bottom - view
	}
	off = max(min(off, scroll.Content.Size().Height-view), 0)
	if off != scroll.Offset.Y {
		scroll.ScrollToOffset(fyne.NewPos(scroll.Offset.X, off))
	}
}

// FocusFirstEntry gives the keyboard focus to the first enabled text
// field within o, shown in c: a question or form that comes up takes its
// first value without a tap on its field. Nothing happens when o holds no
// such field or is not shown.
func FocusFirstEntry(c fyne.Canvas, o fyne.CanvasObject) {
	if c == nil || o == nil {
		return
	}
	if e := firstEntry(o); e != nil {
		c.Focus(e)
	}
}

// firstEntry is the first visible, enabled text field within o (in its
// containers and cards), or nil.
func firstEntry(o fyne.CanvasObject) *widget.Entry {
	if !o.Visible() {
		return nil
	}
	switch x := o.(type) {
	case *widget.Entry:
		if !x.Disabled() {
			return x
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			if e := firstEntry(c); e != nil {
				return e
			}
		}
	case *Card:
		return firstEntry(&x.Card)
	case *widget.Card:
		if x.Content != nil {
			return firstEntry(x.Content)
		}
	case *laidOutFirst:
		return firstEntry(x.content)
	}
	return nil
}

// offsetIn is how far below root's top o lies, o within root's containers
// and cards (holds): the sum of the positions on the way, each relative to
// its parent. The driver's AbsolutePositionForObject is no help here: the
// window's driver finds an object's canvas only once it has drawn it, so a
// step or question just added was at 0 and the page did not move in the
// browser (nor on the desktop), where the test driver, which gives every
// object its one window, hid it.
func offsetIn(root, o fyne.CanvasObject) float32 {
	if root == o {
		return 0
	}
	var inner []fyne.CanvasObject
	switch x := root.(type) {
	case *fyne.Container:
		inner = x.Objects
	case *Card:
		return offsetIn(&x.Card, o)
	case *widget.Card:
		if x.Content != nil {
			inner = []fyne.CanvasObject{x.Content}
		}
	case *laidOutFirst:
		inner = []fyne.CanvasObject{x.content}
	}
	for _, c := range inner {
		if holds(c, o) {
			return c.Position().Y + offsetIn(c, o)
		}
	}
	return 0
}

// holds reports whether o is root or lies within root's containers and
// cards.
func holds(root, o fyne.CanvasObject) bool {
	if root == o {
		return true
	}
	switch x := root.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			if holds(c, o) {
				return true
			}
		}
	case *Card:
		return x.Content != nil && holds(x.Content, o)
	case *widget.Card:
		return x.Content != nil && holds(x.Content, o)
	case *laidOutFirst:
		return holds(x.content, o)
	}
	return false
}
