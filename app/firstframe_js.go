//go:build js

package app

import (
	"math"
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

// firstCanvasSize is the size, in the app's units, that the browser gives
// the window's canvas once it is made: the page's inner size in device
// pixels, rounded as fyne-io/glfw-js sizes its canvas, over the scale
// Fyne's web driver works out (the device's pixel ratio, to a tenth,
// times the app's scale setting; internal/driver/glfw/scale.go). The
// window's first content laid out at this size is laid out once: at any
// other size the driver lays every screen out again when the canvas is
// made, and each wrapped text is measured twice before the first frame.
func firstCanvasSize(a fyne.App) fyne.Size {
	global := js.Global()
	ratio := global.Get("devicePixelRatio").Float()
	user := float64(a.Settings().Scale())
	if user <= 0 {
		user = 1
	}
	scale := math.Round(ratio*user*10) / 10
	if scale <= 0 {
		return fyne.Size{}
	}
	pixels := func(css float64) float32 { return float32(int(css*ratio + 0.5)) }
	return fyne.NewSize(pixels(global.Get("innerWidth").Float())/float32(scale),
		pixels(global.Get("innerHeight").Float())/float32(scale))
}
