package history

import (
	"errors"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/ui"
	hist "arrayan.io/arrayan/scoring/history"
)

// Renamer renames a player in one screen's saved entries: every name that
// is the same player as old (hist.SameName) becomes new, through the
// screen's own saved state (loaded, changed in one step, saved). It
// changes nothing when no name is old's, and returns why it could not
// rename (the entries then keep the old name). The app gives the history
// screen one Renamer per screen that keeps players' names (NewScreen).
type Renamer func(w fyne.Window, old, new string) error

// rememberNames keeps the roster's names as they are now, so that a later
// rename, or its undo and redo, is found by comparing (propagate).
func (s *screen) rememberNames() {
	s.names = map[int]string{}
	for _, p := range s.file().Players {
		s.names[p.ID] = p.Name
	}
}

// propagate renames in every screen's entries each player whose name in
// the roster changed since rememberNames, so that a renamed player is
// renamed everywhere (and an undone rename undone everywhere) and a game
// kept later under the new name adds no second player to the roster.
func (s *screen) propagate() {
	var errs []error
	for _, p := range s.file().Players {
		old, ok := s.names[p.ID]
		if !ok || old == p.Name {
			continue
		}
		for _, rename := range s.renamers {
			if err := rename(s.window, old, p.Name); err != nil {
				errs = append(errs, err)
			}
		}
	}
	s.rememberNames()
	if err := errors.Join(errs...); err != nil {
		s.showError(err)
	}
}

// SeatIs reports whether the name typed for seat (from 0) of a screen
// that keeps blank seats as "Player N" (ui.PlayerName) is the roster's
// player old: a renamed "Player 2" is the blank second seat's player too.
func SeatIs(typed string, seat int, old string) bool {
	return hist.SameName(ui.PlayerName(typed, seat), old)
}
