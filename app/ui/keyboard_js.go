//go:build js

package ui

import (
	"runtime"
	"sync"
	"syscall/js"
	"weak"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// numericEntries are the entries of number fields, by weak pointer (an
// entry dropped with its screen leaves the set).
var numericEntries sync.Map

// askForKeyboard is the page's question, set on window.arrayanKeyboard
// once a number field exists: which keyboard ("numeric" or "text") the
// entry focused now wants. The app's web driver types every entry through
// one hidden <input id="dummyEntry">; the page (web/index.html) asks right
// after the driver has focused it, as an event of its own (never inside the
// driver's call: a nested call into Go), and sets the input's inputmode,
// which picks the phone's keyboard. The focused entry is read without
// fyne.Do: the page calls while Go waits for events, so nothing else runs.
var askForKeyboard = sync.OnceFunc(func() {
	js.Global().Set("arrayanKeyboard", js.FuncOf(func(js.Value, []js.Value) any {
		for _, w := range fyne.CurrentApp().Driver().AllWindows() {
			if e, ok := w.Canvas().Focused().(*widget.Entry); ok {
				if _, numeric := numericEntries.Load(weak.Make(e)); numeric {
					return "numeric"
				}
			}
		}
		return "text"
	}))
})

// numericKeyboard makes e bring up the phone's numeric keyboard where the
// browser offers one.
func numericKeyboard(e *widget.Entry) {
	askForKeyboard()
	k := weak.Make(e)
	numericEntries.Store(k, struct{}{})
	runtime.AddCleanup(e, func(k weak.Pointer[widget.Entry]) { numericEntries.Delete(k) }, k)
}
