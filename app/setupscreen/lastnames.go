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
	if _, err := store.Load(stateKey, &st, checkState); err != nil {
		fyne.LogError("reading the names typed for a setup", err)
		return nil
	}
	return slices.Clone(st.Names)
}
