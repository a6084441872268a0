//go:build js

package app

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// afterFirstFrame runs f in the app's loop once the browser has shown the
// window's first frame: the loop runs what is queued for it after the
// window's first painting, which then waits two of the browser's
// animation frames (the first frame drawn and shown) and a task more, so
// that f comes after everything the browser does for that frame.
func afterFirstFrame(f func()) {
	go fyne.Do(func() {
		global := js.Global()
		var step js.Func
		frames := 0
		step = js.FuncOf(func(js.Value, []js.Value) any {
			frames++
			switch {
			case frames < 2:
				global.Call("requestAnimationFrame", step)
			case frames == 2:
				global.Call("setTimeout", step, 0)
			default:
				step.Release()
				go fyne.Do(f)
			}
			return nil
		})
		global.Call("requestAnimationFrame", step)
	})
}
