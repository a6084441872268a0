package naming

import (
	"errors"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/message"
)

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		name  string
		runes int // 0: accepted
	}{
		{"", 0},
		{"Ana", 0},
		{strings.Repeat("a", MaxRunes), 0},
		{strings.Repeat("я", MaxRunes), 0}, // 80 bytes, 40 characters
		{strings.Repeat("a", MaxRunes+1), MaxRunes + 1},
		{strings.Repeat("я", MaxRunes+1), MaxRunes + 1},
		{strings.Repeat("x", 3_900_000), 3_900_000},
	} {
		err := Check(c.name)
		var e *TooLongError
		switch {
		case c.runes == 0 && err != nil:
			t.Errorf("%.10q…: %v", c.name, err)
		case c.runes != 0 && (!errors.As(err, &e) || e.Runes != c.runes):
			t.Errorf("%.10q…: %v, want %d characters refused", c.name, err, c.runes)
		}
	}
}

func BenchmarkCheckHugeName(b *testing.B) {
	huge := strings.Repeat("x", 4<<20)
	for b.Loop() {
		_ = Check(huge)
	}
}

// A name too long says one message, with its length and the limit, for
// each caller to word; its English is the error's.
func TestTooLongSaysItsMessage(t *testing.T) {
	err := Check(strings.Repeat("я", MaxRunes+2))
	m, ok := message.Of(err)
	if !ok || m.Code != "naming.too-long" || m.Params["Runes"] != MaxRunes+2 || m.Params["Max"] != MaxRunes {
		t.Fatalf("Check says %+v (%v)", m, ok)
	}
	if err.Error() != "is 42 characters long; a name has at most 40" {
		t.Errorf("English %q", err.Error())
	}
}
