//go:build js

package app

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// takeTyping registers window.arrayanType(deleted, text) for the page's
// script (web/index.html), which calls it with what a phone's keyboard or a
// letter outside ASCII changed in the page's input: typeInto on w's canvas,
// on Fyne's goroutine, in the order the calls came. A hardware keyboard's
// keys that type or move in a field go the same way (typingQueue.key): the
// window's keydown listener, in the capture phase, comes before Fyne's
// driver's on the document, and stops them there.
func takeTyping(w fyne.Window) {
	q := &typingQueue{canvas: w.Canvas, do: fyne.Do}
	js.Global().Set("arrayanType", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeNumber || args[1].Type() != js.TypeString {
			return nil
		}
		q.typed(args[0].Int(), args[1].String())
		return nil
	}))
	js.Global().Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 {
			return nil
		}
		e := args[0]
		modified := e.Get("ctrlKey").Truthy() || e.Get("altKey").Truthy() || e.Get("metaKey").Truthy()
		if q.key(e.Get("key").String(), modified, e.Get("shiftKey").Truthy()) {
			e.Call("preventDefault")
			e.Call("stopImmediatePropagation")
		}
		return nil
	}), true)
}
