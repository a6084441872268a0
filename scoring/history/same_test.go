package history

import (
	"testing"

	"arrayan.io/arrayan/data/game"
)

// TestSameName: names are the same player but for case and surrounding
// spaces, as Keep finds them in the roster.
func TestSameName(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"Ana", "Ana", true},
		{"ana", " ANA ", true},
		{"Ana", "Anabel", false},
		{"Ana", "", false},
	} {
		if got := SameName(c.a, c.b); got != c.same {
			t.Errorf("SameName(%q, %q) = %v, want %v", c.a, c.b, got, c.same)
		}
	}
}

// TestWithdraw: the play kept from a source is deleted, other plays stay,
// and an empty source deletes nothing.
func TestWithdraw(t *testing.T) {
	f := New()
	seats := []ResultSeat{{Name: "Ana", Total: 10}, {Name: "Bo", Total: 8}}
	if _, err := f.Keep(Result{Game: game.Alhambra, Seats: seats, Winners: []int{0}, Source: "a"}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Keep(Result{Game: game.Alhambra, Seats: seats, Winners: []int{0}}); err != nil {
		t.Fatal(err)
	}
	if f.Withdraw("") || f.Withdraw("b") || len(f.Plays) != 2 {
		t.Fatalf("a source of no play deleted something: %d plays", len(f.Plays))
	}
	if !f.Withdraw("a") || len(f.Plays) != 1 || f.Plays[0].Source != "" {
		t.Fatalf("withdrawing source a left %+v", f.Plays)
	}
}
