package citygame

import (
	"errors"
	"strings"
	"testing"
)

// Players' and the neutral collector's names are at most naming.MaxRunes
// characters, on a new game, a rename and a saved record alike.
func TestNamesAreCapped(t *testing.T) {
	over := strings.Repeat("я", 41)
	var fe *FieldError
	if _, err := New("alhambra", "", "", []string{"Ana", over}); !errors.As(err, &fe) || fe.Field != "players[1].name" {
		t.Errorf("new game: %v, want players[1].name refused", err)
	}
	r, err := New("granada", "", "", []string{"Ana", strings.Repeat("я", 40)})
	if err != nil {
		t.Fatalf("a name of 40 characters: %v", err)
	}
	if _, err := r.Rename(0, over); !errors.As(err, &fe) || fe.Field != "players[0].name" {
		t.Errorf("rename: %v, want players[0].name refused", err)
	}
	if _, err := r.RenameNeutral(over); !errors.As(err, &fe) || fe.Field != "neutral.name" {
		t.Errorf("rename the neutral collector: %v, want neutral.name refused", err)
	}
	saved := r.clone()
	saved.Players[1].Name = strings.Repeat("x", 3_900_000)
	if err := saved.Validate(); !errors.As(err, &fe) || fe.Field != "players[1].name" {
		t.Errorf("saved record with a 3.9 MB name: %v", err)
	}
}
