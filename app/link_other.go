//go:build !js

package app

// takeStartLink is the fragment of the address the app was opened with:
// none on the desktop.
func takeStartLink() string { return "" }
