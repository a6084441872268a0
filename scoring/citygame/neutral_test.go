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
