//go:build js

package app

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// takeTyping registers window.arrayanType(deleted, text) for the page's
// script (web/index.html), which calls it with what a phone's keyboard or a
// letter outside ASCII changed in the page's input: typeInto on w's canvas,
// on Fyne's goroutine, in the order the calls came.
func takeTyping(w fyne.Window) {
	js.Global().Set("arrayanType", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeNumber || args[1].Type() != js.TypeString {
			return nil
		}
		deleted, text := args[0].Int(), args[1].String()
		fyne.Do(func() { typeInto(w.Canvas(), deleted, text) })
		return nil
	}))
}
