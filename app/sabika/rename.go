package sabika

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"

	hist "arrayan.io/arrayan/scoring/history"
)

// RenamePlayer renames a player of the roster in every Sabika game on the
// device, in progress or ended (history.Renamer): each seat named old
// (hist.SameName; never Yusuf's) is named new, each game in one change
// of its own (the game's Undo takes it back). A game the rename would
// leave failing its check keeps the old name, and the error says which.
func RenamePlayer(w fyne.Window, old, new string) error {
	s := NewScreens(nil).open(w) // its saved games; no panel is drawn
	var errs []error
	for _, r := range s.st.Get().Records {
		c, changed := r.Clone(), false
		for j, p := range c.Game.Players {
			if !p.Yusuf() && hist.SameName(p.Name, old) {
				c.Game.Players[j].Name = new
				changed = true
			}
		}
		if !changed {
			continue
		}
		if err := c.Check(); err != nil {
			errs = append(errs, fmt.Errorf("renaming %s in Sabika game %d: %w", old, r.ID, err))
			continue
		}
		// one change in the game's own history, which its Undo takes back
		s.st.SetScope(gameScope(r.ID))
		s.st.Change(func(g *Games) {
			if i := s.index(r.ID); i >= 0 {
				g.Records[i] = c
			}
		})
	}
	return errors.Join(errs...)
}
