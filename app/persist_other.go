//go:build !js

package app

// askToKeepData asks nothing on the desktop, whose files nothing deletes
// behind the player's back: the data is kept (answered(true)) and the
// app says nothing about it.
func askToKeepData(answered func(kept bool)) { answered(true) }
