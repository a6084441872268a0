//go:build js

package ui

import "syscall/js"

// offerTouchDrag sets window.arrayanDragAt(x, y), the page's question at
// the start of a touch (web/index.html): whether the point, in CSS pixels,
// lies on a widget that the finger drags (TouchDraggable) rather than on
// the screen to scroll.
//
// The page asks synchronously and waits, so the answer must not block:
// the positions are read here without fyne.DoAndWait, which would wait
// for the app's loop while the loop waits for this callback to return.
// That is safe in the browser: WebAssembly runs Go on one thread, and no
// other goroutine runs while a callback does, so nothing changes the
// widgets while they are read.
func offerTouchDrag() {
	js.Global().Set("arrayanDragAt", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 {
			return false
		}
		ratio := js.Global().Get("devicePixelRatio").Float()
		if ratio <= 0 {
			ratio = 1
		}
		return TouchDragAt(float32(args[0].Float()), float32(args[1].Float()), float32(ratio))
	}))
}
