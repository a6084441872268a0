package citygame

import (
	"testing"

	"arrayan.io/arrayan/setup/deal"
)

// A record keeps the code of its own deal only: same game, same players.
func TestSetupCodeOfThisTable(t *testing.T) {
	dealt := func(game string, players int) string {
		s, err := deal.Deal(deal.Request{Game: game, Players: players, Seed: 42})
		if err != nil {
			t.Fatal(err)
		}
		return s.Code
	}
	names := []string{"Ana", "Ben", "Cai", "Dan"}
	if _, err := New("alhambra", "", dealt(deal.Alhambra, 4), names); err != nil {
		t.Errorf("this table's code refused: %v", err)
	}
	for _, bad := range []string{dealt(deal.Granada, 4), dealt(deal.Alhambra, 3), "not-a-code"} {
		if _, err := New("alhambra", "", bad, names); err == nil {
			t.Errorf("code %q of another table kept", bad)
		}
	}
}
