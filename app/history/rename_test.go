package history

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/game"
	hist "arrayan.io/arrayan/scoring/history"
)

// TestRenameUndoReachesEveryScreen: a rename in Players is handed to every
// screen's renamer, and so are its Undo (back to the old name) and Redo;
// a renamer's refusal is shown.
func TestRenameUndoReachesEveryScreen(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	var calls []string
	renamer := func(_ fyne.Window, old, new string) error {
		calls = append(calls, old+"→"+new)
		return nil
	}
	w := uitest.Window(t, nil)
	s := newScreen(w, renamer, renamer)
	w.SetContent(s.page)
	uitest.Tap(t, s.page, "Players")
	uitest.TypeInto(uitest.Entries(s.page)[2], "Carla")
	test.Tap(buttons(s.page, "Rename")[2]) // Caí's, the third
	uitest.Tap(t, s.page, "Undo")
	uitest.Tap(t, s.page, "Redo")
	want := []string{"Caí→Carla", "Caí→Carla", "Carla→Caí", "Carla→Caí", "Caí→Carla", "Caí→Carla"}
	if !slices.Equal(calls, want) {
		t.Errorf("the renamers were called %v; want %v", calls, want)
	}
	uitest.TypeInto(uitest.Entries(s.page)[0], "ben") // refused: Ben's name
	uitest.Tap(t, s.page, "Rename")
	if len(calls) != len(want) {
		t.Errorf("a refused rename reached the renamers: %v", calls)
	}
}

// TestPlayerNamedLikeAGame: a player named Granada and the game Granada
// are two choices of the statistics, each showing its own figures.
func TestPlayerNamedLikeAGame(t *testing.T) {
	uitest.NewApp(t)
	f := hist.New()
	seats := []hist.ResultSeat{
		{Name: "Granada", Total: 30, Points: []hist.Points{{Category: "moat", Points: 30}}},
		{Name: "Ben", Total: 20, Points: []hist.Points{{Category: "moat", Points: 20}}},
	}
	if _, err := f.Keep(hist.Result{Game: game.Granada, Date: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), Seats: seats, Winners: []int{0}}); err != nil {
		t.Fatal(err)
	}
	if err := store.Save(Key, saved{f}); err != nil {
		t.Fatal(err)
	}
	s, _ := open(t)
	uitest.Tap(t, s.page, "Statistics")
	uitest.Pick(t, uitest.Select(t, s.page, 0), "Granada")
	if !uitest.HasText(s.page, "Plays: 1, solo: 0") {
		t.Errorf("choosing the game Granada does not show the game's figures: %v", uitest.Texts(s.page))
	}
	uitest.Pick(t, uitest.Select(t, s.page, 0), "Granada (player)")
	if !uitest.HasText(s.page, "Plays: 1 · won 1 of 1 against someone (100%)") {
		t.Errorf("choosing the player Granada does not show the player's record: %v", uitest.Texts(s.page))
	}
}
