//go:build !(js && webprobe)

package main

import "fyne.io/fyne/v2"

// installProbe does nothing outside the browser tests' build of the site
// (probe_js.go, build tag webprobe): the shipped app has no probe.
func installProbe(fyne.Window) {}
