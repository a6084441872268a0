//go:build js

package ui

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// offerTouchDrag sets the page's questions at the start of a touch
// (web/index.html), x and y in CSS pixels:
//
//   - window.arrayanDragAt(x, y): whether the point lies on a widget that
//     the finger drags (TouchDraggable) rather than on the screen to scroll;
//   - window.arrayanSwipeField(x, y): whether it lies on a text field that a
//     swipe scrolls past (SwipeScrollsPage); then each of the finger's
//     moves goes to window.arrayanSwipePage(dx, dy), which scrolls the
//     field's page with the finger, instead of to the driver as a wheel.
//
// The page asks synchronously and waits, so the answer must not block:
// the positions are read here without fyne.DoAndWait, which would wait
// for the app's loop while the loop waits for this callback to return.
// That is safe in the browser: WebAssembly runs Go on one thread, and no
// other goroutine runs while a callback does, so nothing changes the
// widgets while they are read. The scrolling itself is handed to the
// app's loop (fyne.Do).
func offerTouchDrag() {
	var swipe func(dx, dy float32) // the field's page of the touch under way
	js.Global().Set("arrayanDragAt", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 {
			return false
		}
		return TouchDragAt(float32(args[0].Float()), float32(args[1].Float()), pixelRatio())
	}))
	js.Global().Set("arrayanSwipeField", js.FuncOf(func(_ js.Value, args []js.Value) any {
		swipe = nil
		if len(args) < 2 {
			return false
		}
		swipe = touchFields.swipeAt(float32(args[0].Float()), float32(args[1].Float()), pixelRatio())
		return swipe != nil
	}))
	js.Global().Set("arrayanSwipePage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 || swipe == nil {
			return nil
		}
		scroll, dx, dy := swipe, float32(args[0].Float()), float32(args[1].Float())
		fyne.Do(func() { scroll(dx, dy) })
		return nil
	}))
}

// pixelRatio is the page's device pixel ratio (1 when it says none).
func pixelRatio() float32 {
	ratio := js.Global().Get("devicePixelRatio").Float()
	if ratio <= 0 {
		ratio = 1
	}
	return float32(ratio)
}
