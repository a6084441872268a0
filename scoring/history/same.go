package history

import "slices"

// SameName reports whether two names are the same player as the roster
// sees them: equal but for case and the spaces around them, as Keep
// matches a typed name to the roster.
func SameName(a, b string) bool { return nameKey(a) == nameKey(b) }

// Withdraw deletes the play kept from source (Result.Source), when there
// is one: the game it came from was taken back (its end undone). It
// reports whether a play was deleted.
func (f *File) Withdraw(source string) bool {
	if source == "" {
		return false
	}
	n := len(f.Plays)
	f.Plays = slices.DeleteFunc(f.Plays, func(p Play) bool { return p.Source == source })
	return len(f.Plays) < n
}
