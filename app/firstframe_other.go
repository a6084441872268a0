//go:build !js

package app

// afterFirstFrame is for the browser only (firstframe_js.go): outside it
// nothing waits for the first frame.
func afterFirstFrame(func()) {}
