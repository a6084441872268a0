//go:build js

package app

import (
	"syscall/js"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/ui"
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

// homeRestAfterFirstFrame reports whether the home screen's later games
// wait for the first frame (Shell.home's rest): on a page of one column, a
// phone held upright, where they are below the first screen. On a wider
// page the games stand side by side, all in view, and are made before it.
func homeRestAfterFirstFrame() bool {
	width := float32(js.Global().Get("innerWidth").Float())
	return (&ui.ResponsiveGrid{MinCellWidth: ui.CellCard}).Columns(width) == 1
}
