//go:build !js

package ui

// offerTouchDrag does nothing outside the browser: the desktop's mouse
// drags without the page's help.
func offerTouchDrag() {}
