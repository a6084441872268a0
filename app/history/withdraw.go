package history

import (
	"fmt"

	"fyne.io/fyne/v2"

	hist "arrayan.io/arrayan/scoring/history"
)

// Withdraw deletes from the saved history the play kept from source
// (hist.Result.Source), when there is one: the screen that kept it took
// the game's end back. It reports whether a play was deleted; a failure is
// shown in w and logged, and the history then keeps the play.
func Withdraw(w fyne.Window, source string) bool {
	f, err := Load()
	if err != nil {
		report(w, err)
		return false
	}
	if !f.Withdraw(source) {
		return false
	}
	if err := save(f, func(s *hist.File) { s.Withdraw(source) }); err != nil {
		report(w, fmt.Errorf("taking the play back from the history: %w", err))
		return false
	}
	return true
}

// KeptSources is the set of sources (hist.Result.Source) of the plays in
// the saved history: a screen drops an ended game from its list only when
// its play is there (issue 28 review, item 10). A history that cannot be
// read gives an empty set and its error.
func KeptSources() (map[string]bool, error) {
	f, err := Load()
	if err != nil {
		return map[string]bool{}, fmt.Errorf("reading the history of plays: %w", err)
	}
	kept := make(map[string]bool, len(f.Plays))
	for _, p := range f.Plays {
		if p.Source != "" {
			kept[p.Source] = true
		}
	}
	return kept, nil
}
