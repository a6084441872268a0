//go:build !js

package app

// wakeLockSupported is false on the desktop, which keeps its own screen
// settings.
func wakeLockSupported() bool { return false }

// keepScreenAwake does nothing on the desktop.
func keepScreenAwake(bool) {}
