//go:build !js

package ui

import "fyne.io/fyne/v2/widget"

// numericKeyboard does nothing outside the browser: the desktop has no
// on-screen keyboard.
func numericKeyboard(*widget.Entry) {}
