//go:build !js

package app

import "fyne.io/fyne/v2"

// takeTyping does nothing on the desktop, whose driver reads every letter
// a keyboard types.
func takeTyping(fyne.Window) {}
