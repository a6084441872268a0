//go:build !js

package app

import "fyne.io/fyne/v2"

// afterFirstFrame is for the browser only (firstframe_js.go): outside it
// nothing waits for the first frame.
func afterFirstFrame(func()) {}

// homeRestAfterFirstFrame is for the browser only (firstframe_js.go):
// elsewhere the home screen is made whole before it is shown.
func homeRestAfterFirstFrame() bool { return false }

// firstCanvasSize is for the browser only (firstframe_js.go): a desktop
// window is sized by the app.
func firstCanvasSize(fyne.App) fyne.Size { return fyne.Size{} }
