package code

import (
	"fmt"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/game"
)

// A code's game number is the game's place in data/game's list, held in 2
// bits: a fifth game cannot be added to the list without a new format.
func TestEveryGameFitsTheSetupCode(t *testing.T) {
	if msg := gamesFit(len(game.All())); msg != "" {
		t.Fatal(msg)
	}
	// The message a fifth game would get names the limit.
	if msg := gamesFit(MaxGame + 2); !strings.Contains(msg, "holds the game in 2 bits") {
		t.Errorf("a fifth game is told %q", msg)
	}
}

// gamesFit says why n games do not fit a code ("" when they do).
func gamesFit(n int) string {
	if n <= MaxGame+1 {
		return ""
	}
	return fmt.Sprintf("data/game lists %d games, but a setup code holds the game in 2 bits "+
		"(MaxGame = %d, at most %d games): widen the game field in a new format version "+
		"(setup/code) before adding a game", n, MaxGame, MaxGame+1)
}
