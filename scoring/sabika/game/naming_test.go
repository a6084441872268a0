package game

import (
	"strings"
	"testing"

	"arrayan.io/arrayan/data/naming"
)

// A player's name is at most naming.MaxRunes characters, in a new game and
// in a saved one (a 3.9 MB name once hung the screen on every launch).
func TestNamesAreCapped(t *testing.T) {
	longest, over := strings.Repeat("я", naming.MaxRunes), strings.Repeat("я", naming.MaxRunes+1)
	if _, err := New([]Player{{Name: longest, PP: 5}, {Name: "Ben", PP: 5}}, 0, [3]string{"A", "B", "C"}, 1, nil); err != nil {
		t.Errorf("a name of %d characters: %v", naming.MaxRunes, err)
	}
	if _, err := New([]Player{{Name: "Ana", PP: 5}, {Name: over, PP: 5}}, 0, [3]string{"A", "B", "C"}, 1, nil); err == nil || !strings.Contains(err.Error(), "players[1].name") {
		t.Errorf("a name of %d characters: %v, want players[1].name refused", naming.MaxRunes+1, err)
	}
	s := threePlayers(t)
	s.Players[2].Name = strings.Repeat("x", 3_900_000)
	if err := s.Check(); err == nil || !strings.Contains(err.Error(), "players[2].name") {
		t.Errorf("saved state with a 3.9 MB name: %v", err)
	}
}
