//go:build !js

package app

import "fyne.io/fyne/v2"

// startSize is the main window's first size on the desktop.
func startSize() fyne.Size { return fyne.NewSize(1000, 720) }
