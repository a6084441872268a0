package history

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/game"
	hist "arrayan.io/arrayan/scoring/history"
)

// many saves a history of n plays of 3 or 4 players among 10, every
// seat's total with three categories, as years of weekly plays are.
func many(t testing.TB, n int) hist.File {
	t.Helper()
	f := hist.New()
	for i := range 10 {
		if _, err := f.PlayerID(fmt.Sprintf("Player %d", i+1)); err != nil {
			t.Fatal(err)
		}
	}
	games := game.All()
	for i := range n {
		p := hist.Play{ID: i + 1, Game: games[i%4], Date: time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i).Format(hist.DateLayout)}
		for s := range 3 + i%2 {
			total := 20 + (i*7+s*13)%70
			p.Seats = append(p.Seats, hist.Seat{Player: 1 + (i+s*3)%10, Total: total,
				Points: []hist.Points{{Category: "track", Points: total - 9}, {Category: "wall", Points: 5}, {Category: "tower", Points: 4}}})
		}
		best := 0
		for _, s := range p.Seats {
			best = max(best, s.Total)
		}
		for j, s := range p.Seats {
			if s.Total == best {
				p.Winners = append(p.Winners, j)
			}
		}
		f.Plays = append(f.Plays, p)
	}
	if err := store.Save(Key, saved{f}); err != nil {
		t.Fatal(err)
	}
	return f
}

// BenchmarkOpenTenThousand opens the history screen on 10,000 plays and
// draws it at phone size with the software renderer (goal: < 100 ms).
func BenchmarkOpenTenThousand(b *testing.B) {
	uitest.NewApp(b)
	many(b, 10000)
	w := test.NewWindow(nil)
	defer w.Close()
	w.Resize(fyne.NewSize(360, 740))
	for b.Loop() {
		s := newScreen(w)
		w.SetContent(s.page)
		w.Canvas().Capture()
	}
}

// TestKeepRefusesWhenTheStoreIsFull: a play that would make the saved
// history too large for app/store to read back is refused with the
// reason, and the saved history stays as it was.
func TestKeepRefusesWhenTheStoreIsFull(t *testing.T) {
	uitest.NewApp(t)
	many(t, 10000)
	info, err := os.Stat(filepath.Join(store.Dir(), Key+".json"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("10,000 plays: %d bytes", info.Size())
	many(t, 29500)
	before, err := os.ReadFile(filepath.Join(store.Dir(), Key+".json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(before) > store.MaxFileSize {
		t.Fatalf("the seed of %d bytes is already too large", len(before))
	}
	_, err = Keep(nil, hist.Result{Game: game.Alhambra, Winners: []int{0},
		Seats: []hist.ResultSeat{{Name: "Player 1", Total: 9}, {Name: "Player 2", Total: 3}}})
	if err == nil || !strings.Contains(err.Error(), "export") {
		t.Fatalf("Keep on a full history: %v", err)
	}
	after, _ := os.ReadFile(filepath.Join(store.Dir(), Key+".json"))
	if string(after) != string(before) {
		t.Error("a refused play changed the saved history")
	}
}
