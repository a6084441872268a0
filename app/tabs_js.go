//go:build js

package app

import "syscall/js"

// dataLock is the Web Locks name that the tab holding the site's data
// holds, the same in every tab of the site.
const dataLock = "arrayan-data"

// takenKey is the page's sessionStorage key that "Use this tab" sets
// before the reload: the reloaded page takes the lock over again (steal)
// rather than find it still held by the page it replaced.
const takenKey = "arrayan/take-data"

// webLocks is the browser's Web Locks API, or undefined in a browser
// without it (then the app behaves as it did before tabs were watched).
func webLocks() js.Value { return js.Global().Get("navigator").Get("locks") }

// holdTheData asks for the data's lock and holds it as long as the page
// lives. When another tab holds it, or later takes it (its "Use this
// tab"), lost is called. Until the browser answers, a few milliseconds
// after the start, saves go through as before: the page has just read the
// newest data.
func holdTheData(lost func()) {
	locks := webLocks()
	if !locks.Truthy() {
		return
	}
	options := map[string]any{"ifAvailable": true}
	session := js.Global().Get("sessionStorage")
	if session.Truthy() && session.Call("getItem", takenKey).Truthy() {
		session.Call("removeItem", takenKey)
		options = map[string]any{"steal": true}
	}
	var granted, failed js.Func
	granted = js.FuncOf(func(_ js.Value, args []js.Value) any {
		granted.Release()
		if len(args) == 0 || args[0].IsNull() {
			lost() // another tab holds it
			return nil
		}
		return forever() // held until the page goes
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		failed.Release()
		lost() // taken by another tab (steal), or refused
		return nil
	})
	locks.Call("request", dataLock, options, granted).Call("catch", failed)
}

// takeTheData is "Use this tab": it takes the data's lock from the tab
// holding it (which stops saving at once) and reloads the page, so that
// every screen reads what that tab saved.
func takeTheData() {
	if session := js.Global().Get("sessionStorage"); session.Truthy() {
		session.Call("setItem", takenKey, "1")
	}
	var granted js.Func
	granted = js.FuncOf(func(js.Value, []js.Value) any {
		granted.Release()
		js.Global().Get("location").Call("reload")
		return forever()
	})
	webLocks().Call("request", dataLock, map[string]any{"steal": true}, granted)
}

// forever is a promise that never settles, for a lock held until the page
// goes: Promise.race of nothing. A promise made with an executor in Go
// would be a call into Go inside Go's own call to the page, which the site
// never makes (docs/web.md, "Calls into Go").
func forever() js.Value { return js.Global().Get("Promise").Call("race", []any{}) }
