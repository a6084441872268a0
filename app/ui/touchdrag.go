package ui

import (
	"runtime"
	"sync"
	"weak"

	"fyne.io/fyne/v2"
)

// dragTargets are the widgets that a finger drags rather than scrolls the
// screen past (the city, a tray's tiles), each by weak pointer: a widget
// dropped with its screen leaves the set when it is collected.
type dragTargets struct {
	offer sync.Once // sets the page's question (touchdrag_js.go), once
	mu    sync.Mutex
	next  uint64
	items map[uint64]func() fyne.CanvasObject
}

// touchDrags are the app's draggable widgets, for the web page's touch
// handler (the browser's question, not a screen's data).
var touchDrags dragTargets

// TouchDraggable marks obj as dragged by a finger in the browser, as the
// mouse drags it on the desktop: the page hands a touch that starts on it
// to the app as a mouse drag instead of scrolling (web/index.html). It
// keeps no reference that holds obj alive.
func TouchDraggable[T any, P interface {
	*T
	fyne.CanvasObject
}](obj P) {
	touchDrags.offer.Do(offerTouchDrag)
	addDragTarget(&touchDrags, obj)
}

// addDragTarget adds obj to d until obj is collected.
func addDragTarget[T any, P interface {
	*T
	fyne.CanvasObject
}](d *dragTargets, obj P) {
	ref := weak.Make((*T)(obj))
	d.mu.Lock()
	if d.items == nil {
		d.items = map[uint64]func() fyne.CanvasObject{}
	}
	id := d.next
	d.next++
	d.items[id] = func() fyne.CanvasObject {
		if p := ref.Value(); p != nil {
			return P(p)
		}
		return nil
	}
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
	d.mu.Lock()
	objs := make([]fyne.CanvasObject, 0, len(d.items))
	for _, get := range d.items {
		if o := get(); o != nil {
			objs = append(objs, o)
		}
	}
	d.mu.Unlock()
	drv := fyne.CurrentApp().Driver()
	for _, o := range objs {
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
			return true
		}
	}
	return false
}

// TouchDragAt reports whether a point of the page, x and y in CSS pixels
// at a device pixel ratio of ratio, lies on a shown widget marked by
// TouchDraggable: a touch starting there drags it.
func TouchDragAt(x, y, ratio float32) bool { return touchDrags.at(x, y, ratio) }
