package citygame

import (
	"errors"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"

	hist "arrayan.io/arrayan/scoring/history"
	"arrayan.io/arrayan/scoring/tiles"
)

// RenamePlayer returns the history.Renamer of g's games with cities: a
// player of the roster renamed is renamed in every game of the list, in
// its scorings too (cg.Record.Rename), each game in one change of its own
// (the game's Undo takes it back). A
// game where the new name is another player's keeps the old one, and the
// error says which.
func RenamePlayer(g *tiles.Game) func(w fyne.Window, old, new string) error {
	return func(w fyne.Window, old, new string) error {
		st := openState(g, w)
		var errs []error
		for _, e := range slices.Clone(st.Get().Games) {
			rec, changed := e.Record, false
			for i, p := range rec.Players {
				if !hist.SameName(p.Name, old) {
					continue
				}
				r, err := rec.Rename(i, new)
				if err != nil {
					errs = append(errs, fmt.Errorf("renaming %s in the %s game %d: %w", old, g.ID, e.ID, err))
					continue
				}
				rec, changed = r, true
			}
			if !changed {
				continue
			}
			// one change in the game's own history, which its Undo takes back
			st.SetScope(gameScope(e.ID))
			st.Change(func(s *state) {
				if k := slices.IndexFunc(s.Games, func(c entry) bool { return c.ID == e.ID }); k >= 0 {
					s.Games = slices.Clone(s.Games)
					s.Games[k].Record = rec
				}
			})
		}
		return errors.Join(errs...)
	}
}
