package setupscreen

import (
	"fmt"

	"fyne.io/fyne/v2"

	hist "arrayan.io/arrayan/scoring/history"
)

// RenamePlayer renames a player of the roster in the names the setup
// screen keeps (history.Renamer), in one change of its saved state.
func RenamePlayer(w fyne.Window, old, new string) error {
	s := newScreen(w, "", nil)
	c := cloneState(*s.st())
	changed := false
	for i, n := range c.Names {
		if hist.SameName(n, old) {
			c.Names[i] = new
			changed = true
		}
	}
	if !changed {
		return nil
	}
	if err := checkState(&c); err != nil {
		return fmt.Errorf("renaming %s in the setup's names: %w", old, err)
	}
	s.change(func(st *screenState) { *st = c })
	return nil
}
