package marcopolo

import (
	"fmt"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/history"
)

// RenamePlayer renames a player of the roster in Marco Polo's screens
// (history.Renamer): the end scoring's seats, in one change of its saved
// state, which shares the names with the round helper; the round helper
// then saves the shared names in its own state.
func RenamePlayer(w fyne.Window, old, new string) error {
	s := newScoringScreen(w)
	c := s.st().clone()
	changed := false
	for i := range c.Seats {
		if history.SeatIs(c.Seats[i].Name, i, old) {
			c.Seats[i].Name = new
			changed = true
		}
	}
	if changed {
		if err := c.check(); err != nil {
			return fmt.Errorf("renaming %s in the Marco Polo end scoring: %w", old, err)
		}
		s.change(func(st *scoringState) { *st = c })
	}
	r := newRoundsScreen(w) // reads the names the end scoring shared
	rc := r.st().clone()
	changed = false
	for i := range rc.Seats {
		if history.SeatIs(rc.Seats[i].Name, i, old) {
			rc.Seats[i].Name = new
			changed = true
		}
	}
	if !changed {
		r.data.Save() // the shared names, read on opening
		return nil
	}
	if err := rc.check(); err != nil {
		return fmt.Errorf("renaming %s in the Marco Polo round helper: %w", old, err)
	}
	r.change(func(st *roundsState) { *st = rc })
	return nil
}
