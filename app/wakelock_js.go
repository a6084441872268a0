//go:build js

package app

import (
	"sync"
	"syscall/js"
)

// wakeLockSupported tells whether the browser offers the Screen Wake Lock
// API (navigator.wakeLock).
func wakeLockSupported() bool {
	wl := js.Global().Get("navigator").Get("wakeLock")
	return !wl.IsUndefined() && !wl.IsNull()
}

// wake is the screen wake lock this page holds: asked for while the
// setting is on, and asked for again each time the page comes back into
// view (the browser lets the lock go when the page is hidden).
var wake struct {
	sync.Mutex
	on        bool
	listening bool
	sentinel  js.Value
}

// keepScreenAwake keeps the phone's screen on while the app is in view
// (on), or lets it sleep again (off). A browser that refuses (no API, the
// battery saver, a page not in view) is no error: the screen then sleeps
// as usual.
func keepScreenAwake(on bool) {
	if !wakeLockSupported() {
		return
	}
	wake.Lock()
	defer wake.Unlock()
	wake.on = on
	if !wake.listening {
		wake.listening = true
		js.Global().Get("document").Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
			if js.Global().Get("document").Get("visibilityState").String() == "visible" {
				wake.Lock()
				defer wake.Unlock()
				if wake.on {
					requestWakeLock()
				}
			}
			return nil
		}))
	}
	if on {
		requestWakeLock()
		return
	}
	if wake.sentinel.Truthy() {
		wake.sentinel.Call("release")
		wake.sentinel = js.Undefined()
	}
}

// requestWakeLock asks for the screen lock; wake must be held.
func requestWakeLock() {
	var done, failed js.Func
	done = js.FuncOf(func(_ js.Value, args []js.Value) any {
		wake.Lock()
		if wake.on {
			wake.sentinel = args[0]
		} else { // turned off while the browser was answering
			args[0].Call("release")
		}
		wake.Unlock()
		done.Release()
		failed.Release()
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		done.Release()
		failed.Release()
		return nil
	})
	js.Global().Get("navigator").Get("wakeLock").Call("request", "screen").Call("then", done, failed)
}
