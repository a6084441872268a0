//go:build js && webprobe

package main

import (
	"encoding/json"
	"syscall/js"

	"fyne.io/fyne/v2"
)

// This file is the browser tests' probe, only in the test build of the
// site (build tag webprobe: make test-web); the shipped site has none:
// window.arrayanWidgets() resolves to the JSON list of what the player
// sees (probe_list.go).

// installProbe registers window.arrayanWidgets for the window w: it
// returns a promise that the probe resolves once it has read the object
// tree on Fyne's goroutine (a js callback must not block). The promise is
// made by the page's own function, which then calls the probe: Go making it
// (Promise.New) would have the promise's executor call Go back inside that
// call, a nested call Go's runtime mishandles (web/index.html,
// fileCallsAnsweredLater).
func installProbe(w fyne.Window) {
	heldAtStart := !collecting() // main calls this before the window is shown
	js.Global().Set("arrayanWidgetsTo", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeFunction {
			return nil
		}
		resolve := args[0]
		go func() {
			var report probeReport
			fyne.DoAndWait(func() { report = listVisible(w.Canvas()) })
			report.HeldAtStart = heldAtStart
			out, _ := json.Marshal(report) // plain structs: cannot fail
			resolve.Invoke(string(out))
		}()
		return nil
	}))
	js.Global().Set("arrayanWidgets", js.Global().Get("Function").New(
		"return new Promise(function (resolve) { window.arrayanWidgetsTo(resolve); });"))
}
