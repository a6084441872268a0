//go:build !js

package app

// afterFirstFrame is for the browser only (firstframe_js.go): outside it
// nothing waits for the first frame.
func afterFirstFrame(func()) {}

// homeRestAfterFirstFrame is for the browser only (firstframe_js.go):
// elsewhere the home screen is made whole before it is shown.
func homeRestAfterFirstFrame() bool { return false }
