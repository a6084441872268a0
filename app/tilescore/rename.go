package tilescore

import (
	"fmt"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/scoring/tiles"
)

// RenamePlayer returns the history.Renamer of g's quick score: a player of
// the roster renamed is renamed in the seats entered (never the neutral
// collector), in one change of the saved state.
func RenamePlayer(g *tiles.Game) func(w fyne.Window, old, new string) error {
	return func(w fyne.Window, old, new string) error {
		st := openState(g, w)
		c := st.Get().clone()
		changed := false
		for i := range c.Seats {
			if history.SeatIs(c.Seats[i].Name, i, old) {
				c.Seats[i].Name = new
				changed = true
			}
		}
		if !changed {
			return nil
		}
		if err := c.check(g); err != nil {
			return fmt.Errorf("renaming %s in the %s quick score: %w", old, g.ID, err)
		}
		st.Change(func(s *state) { *s = c })
		return nil
	}
}
