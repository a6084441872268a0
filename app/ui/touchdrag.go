package ui

import (
	"runtime"
	"sync"
	"weak"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// dragTargets are the widgets that a finger drags rather than scrolls the
// screen past (the city, a tray's tiles), or the text fields that a swipe
// scrolls the page past, each by weak pointer: a widget dropped with its
// screen leaves the set when it is collected.
type dragTargets struct {
	offer sync.Once // sets the page's question (touchdrag_js.go), once
	mu    sync.Mutex
	next  uint64
	items map[uint64]dragTarget
}

// dragTarget is a registered widget: the widget, and for a text field the
// page that a swipe starting on it scrolls (nil for a draggable widget).
type dragTarget struct {
	obj  func() fyne.CanvasObject
	page func() fyne.Scrollable
}

// touchDrags are the app's draggable widgets, for the web page's touch
// handler (the browser's question, not a screen's data); touchFields are
// its text fields that a swipe scrolls past.
var touchDrags, touchFields dragTargets

// TouchDraggable marks obj as dragged by a finger in the browser, as the
// mouse drags it on the desktop: the page hands a touch that starts on it
// to the app as a mouse drag instead of scrolling (web/index.html). It
// keeps no reference that holds obj alive.
func TouchDraggable[T any, P interface {
	*T
	fyne.CanvasObject
}](obj P) {
	touchDrags.offer.Do(offerTouchDrag)
	addDragTarget(&touchDrags, obj, nil)
}

// SwipeScrollsPage makes a swipe that starts on the text field e scroll
// page, the scroll that holds it, in the browser. Fyne's web driver hands
// the page's swipes to the widget under the finger as mouse-wheel turns
// (web/index.html), and an entry takes them for its own text, which
// scrolls only when it is longer than the field: a swipe starting on a
// date or a note did nothing. The page asks the app at the start of a
// touch (window.arrayanSwipeField, touchdrag_js.go) and scrolls page
// with the finger instead; a tap still focuses the field. Neither e nor
// page is kept alive by this.
func SwipeScrollsPage(e *widget.Entry, page *container.Scroll) {
	touchDrags.offer.Do(offerTouchDrag)
	ref := weak.Make(page)
	addDragTarget(&touchFields, e, func() fyne.Scrollable {
		if p := ref.Value(); p != nil {
			return p
		}
		return nil
	})
}

// addDragTarget adds obj to d until obj is collected, with the page a
// swipe from it scrolls (nil: a finger drags obj).
func addDragTarget[T any, P interface {
	*T
	fyne.CanvasObject
}](d *dragTargets, obj P, page func() fyne.Scrollable) {
	ref := weak.Make((*T)(obj))
	d.mu.Lock()
	if d.items == nil {
		d.items = map[uint64]dragTarget{}
	}
	id := d.next
	d.next++
	d.items[id] = dragTarget{page: page, obj: func() fyne.CanvasObject {
		if p := ref.Value(); p != nil {
			return P(p)
		}
		return nil
	}}
	d.mu.Unlock()
	runtime.AddCleanup((*T)(obj), d.remove, id)
}

// remove takes the widget registered as id out of d.
func (d *dragTargets) remove(id uint64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.items, id)
}

// len is the number of widgets in d, collected or not.
func (d *dragTargets) len() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.items)
}

// at reports whether a point of a window, x and y in the page's (CSS)
// pixels, lies on a widget of d that is shown and not under a dialog. ratio is the page's device
// pixel ratio: the app's web driver takes a pointer at x·ratio/scale in
// the canvas's coordinates, scale being the canvas's.
func (d *dragTargets) at(x, y, ratio float32) bool {
	_, _, ok := d.find(x, y, ratio)
	return ok
}

// find is the registered widget shown at a point of a window, as at
// reads it, and its canvas's scale.
func (d *dragTargets) find(x, y, ratio float32) (dragTarget, float32, bool) {
	d.mu.Lock()
	type shown struct {
		o fyne.CanvasObject
		t dragTarget
	}
	objs := make([]shown, 0, len(d.items))
	for _, t := range d.items {
		if o := t.obj(); o != nil {
			objs = append(objs, shown{o, t})
		}
	}
	d.mu.Unlock()
	drv := fyne.CurrentApp().Driver()
	for _, it := range objs {
		o := it.o
		if !o.Visible() {
			continue
		}
		// While a dialog, a picker or a menu is over the window, it takes
		// the touches, to tap and scroll: no widget marked lives in one.
		c := drv.CanvasForObject(o)
		if c == nil || c.Scale() <= 0 || c.Overlays().Top() != nil {
			continue
		}
		// The driver finds a position only along the shown parts of its
		// canvas's tree, and answers zero for a widget off it (a screen
		// gone, a hidden page), where no draggable widget of the app sits.
		abs := drv.AbsolutePositionForObject(o)
		if abs.IsZero() {
			continue
		}
		p := fyne.NewPos(x*ratio/c.Scale(), y*ratio/c.Scale()).Subtract(abs)
		if size := o.Size(); p.X >= 0 && p.Y >= 0 && p.X < size.Width && p.Y < size.Height {
			return it.t, c.Scale(), true
		}
	}
	return dragTarget{}, 0, false
}

// swipeAt is, for a touch starting at a point of the page (CSS pixels at
// a device pixel ratio of ratio) on a field marked by SwipeScrollsPage,
// what scrolls its page as the finger moves by dx, dy CSS pixels (the
// page following the finger); nil elsewhere.
func (d *dragTargets) swipeAt(x, y, ratio float32) func(dx, dy float32) {
	t, scale, ok := d.find(x, y, ratio)
	if !ok || t.page == nil {
		return nil
	}
	page := t.page()
	if page == nil {
		return nil
	}
	return func(dx, dy float32) {
		page.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(dx*ratio/scale, dy*ratio/scale)})
	}
}

// TouchDragAt reports whether a point of the page, x and y in CSS pixels
// at a device pixel ratio of ratio, lies on a shown widget marked by
// TouchDraggable: a touch starting there drags it.
func TouchDragAt(x, y, ratio float32) bool { return touchDrags.at(x, y, ratio) }
