package history

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/data/game"
	hist "arrayan.io/arrayan/scoring/history"
)

// TestKeepButtonNewGameOrCorrection: on one screen, the next game scored
// after a kept one is kept as a play of its own; only a tap on "A
// correction" replaces the play kept last from the screen.
func TestKeepButtonNewGameOrCorrection(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	totals := [2]int{30, 20}
	b := KeepButton(w, "test.score", func() (hist.Result, error) {
		return hist.Result{Game: game.Granada, Winners: []int{0},
			Seats: []hist.ResultSeat{{Name: "Ana", Total: totals[0]}, {Name: "Ben", Total: totals[1]}}}, nil
	})
	w.SetContent(b)
	keep := func(correction bool) hist.File {
		t.Helper()
		test.Tap(b.Button())
		top := w.Canvas().Overlays().Top()
		if correction {
			test.Tap(uitest.Check(t, top, "A correction: replace the play kept last from here"))
		}
		uitest.Tap(t, top, "Keep")
		f, err := Load()
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	if f := keep(false); len(f.Plays) != 1 {
		t.Fatalf("%d plays after the first game", len(f.Plays))
	}
	totals = [2]int{35, 25} // the next game, on the same screen
	if f := keep(false); len(f.Plays) != 2 || f.Plays[0].Seats[0].Total != 30 {
		t.Fatalf("the next game: %d plays %+v; want the first kept beside it", len(f.Plays), f.Plays)
	}
	totals = [2]int{36, 25} // the next game's score, corrected
	f := keep(true)
	if len(f.Plays) != 2 || f.Plays[0].Seats[0].Total != 30 || f.Plays[1].Seats[0].Total != 36 {
		t.Errorf("the correction: %d plays %+v; want the second replaced", len(f.Plays), f.Plays)
	}
}
