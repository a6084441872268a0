//go:build !(js && webprobe) && !(desktopprobe && !js)

package main

import "fyne.io/fyne/v2"

// installProbe does nothing outside the tests' builds (probe_js.go, build
// tag webprobe; probe_desktop.go, build tag desktopprobe): the shipped app
// has no probe.
func installProbe(fyne.Window) {}
