package citygame

import (
	"errors"
	"testing"
)

// TestNeutralRunning: Dirk's points add up scoring by scoring, even where
// only he scored (a pavilion nobody else holds: 1 point in scoring 1,
// 8 in scoring 2, Alhambra "Recuentos de puntos"), and a game without him
// has none.
func TestNeutralRunning(t *testing.T) {
	r, err := New("alhambra", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	if r, err = r.GiveNeutral(piece(t, "pavilion-2")); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if r, err = r.TakeScoring(); err != nil {
			t.Fatal(err)
		}
	}
	for k, want := range []int{1, 9} {
		if got, ok := r.NeutralRunning(k); !ok || got != want {
			t.Errorf("after scoring %d: %d %v, want %d", k+1, got, ok, want)
		}
	}
	if _, ok := r.NeutralRunning(2); ok {
		t.Error("a running total for a scoring not taken")
	}
	four, _ := New("alhambra", "", "", []string{"A", "B", "C", "D"})
	four, _ = four.TakeScoring()
	if _, ok := four.NeutralRunning(0); ok {
		t.Error("a 4-player game has a neutral running total")
	}
}

// TestTakeScoringOnce: asking twice for scoring 1 takes it once; the
// second is ErrScoringTaken and scoring 3 cannot come before scoring 2.
func TestTakeScoringOnce(t *testing.T) {
	r, _ := New("alhambra", "", "", []string{"A", "B", "C"})
	r, err := r.TakeScoringOf(1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.TakeScoringOf(1); !errors.Is(err, ErrScoringTaken) {
		t.Errorf("scoring 1 taken twice: %v", err)
	}
	if _, err := r.TakeScoringOf(3); err == nil || errors.Is(err, ErrScoringTaken) {
		t.Errorf("scoring 3 before 2: %v", err)
	}
	if r, err = r.TakeScoringOf(2); err != nil || len(r.Scorings) != 2 {
		t.Errorf("scoring 2: %v", err)
	}
}

// TestReminderCountsTilesGiven: the deal due counts down as its tiles are
// entered, from the setup and again from the scoring before it.
func TestReminderCountsTilesGiven(t *testing.T) {
	r, _ := New("alhambra", "", "", []string{"Ana", "Ben"})
	for k, id := range []string{"pavilion-2", "pavilion-3"} {
		r, _ = r.GiveNeutral(piece(t, id))
		if rem, _ := r.Reminder(r.BagLeft()); rem.Given != k+1 || rem.Left() != 5-k {
			t.Errorf("after %d tiles: %+v", k+1, rem)
		}
	}
	r, _ = r.CompleteDeal()
	r, _ = r.TakeScoring()
	if rem, due := r.Reminder(r.BagLeft()); !due || rem.Deal != 2 || rem.Given != 0 {
		t.Errorf("after scoring 1: %+v", rem)
	}
	r, _ = r.GiveNeutral(piece(t, "pavilion-4"))
	if rem, _ := r.Reminder(r.BagLeft()); rem.Given != 1 || rem.Left() != 5 {
		t.Errorf("deal 2 after a tile: %+v", rem)
	}
	r, _ = r.CompleteDeal()
	r, _ = r.TakeScoring()
	before, _ := r.Reminder(r.BagLeft())
	r, _ = r.GiveNeutral(piece(t, "pavilion-5"))
	after, _ := r.Reminder(r.BagLeft())
	if after.Tiles != before.Tiles || after.Given != 1 {
		t.Errorf("the third deal changed size as its tiles were entered: %+v then %+v", before, after)
	}
}

// TestScoringCompletesAnEnteredDeal: a scoring taken once every tile of
// the deal due is entered marks the deal done.
func TestScoringCompletesAnEnteredDeal(t *testing.T) {
	r, _ := New("alhambra", "", "", []string{"Ana", "Ben"})
	for _, id := range []string{"pavilion-2", "pavilion-3", "pavilion-4", "pavilion-5", "pavilion-6", "pavilion-7"} {
		r, _ = r.GiveNeutral(piece(t, id))
	}
	r, err := r.TakeScoring()
	if err != nil {
		t.Fatal(err)
	}
	if rem, due := r.Reminder(r.BagLeft()); r.Neutral.Deals != 1 || !due || rem.Deal != 2 || rem.Given != 0 {
		t.Errorf("deals %d, reminder %+v", r.Neutral.Deals, rem)
	}
}
