package history

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/data/game"
	hist "arrayan.io/arrayan/scoring/history"
)

// TestPlaysKeptSinceTheLastBackupAreCounted: each play kept counts
// (PrefPlaysKept), a refused one does not, and "Back up everything"
// records that the backup holds them all (PrefPlaysKeptAtBackup), what the
// web app's reminder to back up reads.
func TestPlaysKeptSinceTheLastBackupAreCounted(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	prefs := fyne.CurrentApp().Preferences()
	keep := func(name string) error {
		_, err := Keep(nil, hist.Result{Game: game.Granada, Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Winners: []int{0},
			Seats: []hist.ResultSeat{{Name: name, Total: 70}, {Name: "ana", Total: 50}}})
		return err
	}
	for _, name := range []string{"Eve", "Eve"} {
		if err := keep(name); err != nil {
			t.Fatal(err)
		}
	}
	if err := keep(""); err == nil {
		t.Fatal("a play with a nameless seat was kept")
	}
	if got := prefs.Int(PrefPlaysKept); got != 2 {
		t.Fatalf("plays kept = %d; want 2", got)
	}
	if got := prefs.Int(PrefPlaysKeptAtBackup); got != 0 {
		t.Fatalf("plays kept at the last backup = %d before any; want 0", got)
	}
	s, w := open(t)
	s.download = func(string, []byte) bool { return true }
	uitest.Tap(t, s.page, "Export and backup")
	uitest.Tap(t, s.page, "Back up everything")
	uitest.Tap(t, w.Canvas().Overlays().Top(), "OK")
	if got := prefs.Int(PrefPlaysKeptAtBackup); got != 2 {
		t.Errorf("plays kept at the last backup = %d; want 2", got)
	}
}
