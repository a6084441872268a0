//go:build js

package app

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// startSize is the main window's first size in the browser: the page's own
// size in CSS pixels (the phone's 390×844 on a phone), so that the first
// frame is already laid out for the screen it is on rather than for a
// desktop window that the browser then shrinks.
func startSize() fyne.Size {
	win := js.Global().Get("window")
	w, h := win.Get("innerWidth").Float(), win.Get("innerHeight").Float()
	if w <= 0 || h <= 0 {
		return fyne.NewSize(390, 844)
	}
	return fyne.NewSize(float32(w), float32(h))
}
