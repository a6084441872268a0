package game

import (
	"fmt"
	"testing"
)

// The setup code numbers games by their place in All, and the CLI contract
// spells them so: neither may change.
func TestGamesKeepTheirCodeOrderAndSpelling(t *testing.T) {
	if got := fmt.Sprint(All()); got != "[sabika alhambra granada marcopolo]" {
		t.Errorf("All() = %s", got)
	}
	if !Known("granada") || Known("Granada") || Known("") {
		t.Error("Known accepts a wrong spelling or refuses a game")
	}
	a := All()
	a[0] = "chess"
	if All()[0] != Sabika {
		t.Error("All hands out its own list")
	}
}
