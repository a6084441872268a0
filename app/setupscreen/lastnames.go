package setupscreen

import (
	"slices"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/store"
)

// LastNames returns the players' names as last typed on this device's
// setup screen, by player number (index 0 is player 1), "" where none was
// typed: a game started from the setup dealt names its players the same.
func LastNames() []string {
	var st screenState
	// Peek: a refused file stays for the setup screen to keep aside and
	// tell (issue 28, item 12).
	if _, err := store.Peek(stateKey, &st, checkState); err != nil {
		fyne.LogError("reading the names typed for a setup", err)
		return nil
	}
	return slices.Clone(st.Names)
}
