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
// its scorings too (cg.Record.Rename), in one change of the saved list. A
// game where the new name is another player's keeps the old one, and the
// error says which.
func RenamePlayer(g *tiles.Game) func(w fyne.Window, old, new string) error {
	return func(w fyne.Window, old, new string) error {
		st := openState(g, w)
		games := slices.Clone(st.Get().Games)
		var errs []error
		changed := false
		for k := range games {
			rec := games[k].Record
			for i, p := range rec.Players {
				if !hist.SameName(p.Name, old) {
					continue
				}
				r, err := rec.Rename(i, new)
				if err != nil {
					errs = append(errs, fmt.Errorf("renaming %s in the %s game %d: %w", old, g.ID, games[k].ID, err))
					continue
				}
				rec, changed = r, true
			}
			games[k].Record = rec
		}
		if changed {
			st.SetScope(listScope)
			st.Change(func(s *state) { s.Games = games })
		}
		return errors.Join(errs...)
	}
}
