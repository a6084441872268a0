//go:build js

package app

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// askToKeepData asks the browser to keep the site's data for good
// (navigator.storage.persist, after persisted tells it is not already
// kept) and gives its answer to answer, in the app's loop. A browser
// without the Storage API keeps nothing for good: answer(false). A
// browser that asks the player (Firefox) answers once they have.
func askToKeepData(answer func(kept bool)) {
	answered := func(kept bool) { fyne.Do(func() { answer(kept) }) }
	storage := js.Global().Get("navigator").Get("storage")
	if !storage.Truthy() || !storage.Get("persist").Truthy() || !storage.Get("persisted").Truthy() {
		answered(false)
		return
	}
	var already, asked, failed js.Func
	release := func() { already.Release(); asked.Release(); failed.Release() }
	asked = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		answered(len(args) > 0 && args[0].Truthy())
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		answered(false)
		return nil
	})
	already = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Truthy() {
			release()
			answered(true)
			return nil
		}
		storage.Call("persist").Call("then", asked, failed)
		return nil
	})
	storage.Call("persisted").Call("then", already, failed)
}
