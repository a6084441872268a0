//go:build !js

package app

// holdTheData does nothing on the desktop: one app runs on its own files,
// with no other tab to write over them.
func holdTheData(func()) {}

// takeTheData does nothing on the desktop, where no bar offers it.
func takeTheData() {}
