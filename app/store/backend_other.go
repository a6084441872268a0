//go:build !js

package store

// current keeps the states in files on the desktop.
var current backend = files{}
