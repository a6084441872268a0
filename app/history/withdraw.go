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
