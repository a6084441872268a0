package deal

import (
	"strings"
	"testing"
)

// A name over naming.MaxRunes characters, which the name's field refuses,
// never reaches a step: the player is "Player n" instead.
func TestPlayerNameIgnoresOverLongNames(t *testing.T) {
	names := func(n int) string {
		return map[int]string{1: strings.Repeat("я", 40), 2: strings.Repeat("x", 3_900_000)}[n]
	}
	if got := PlayerName(plain, names, 1); got != strings.Repeat("я", 40) {
		t.Errorf("a name of 40 characters became %q", got)
	}
	if got := PlayerName(plain, names, 2); got != "setup.player N=2" {
		t.Errorf("a 3.9 MB name became %.20q…", got)
	}
}
