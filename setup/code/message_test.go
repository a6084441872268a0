package code

import (
	"testing"

	"arrayan.io/arrayan/data/message"
)

// Every text Decode refuses says a message of its own kind about the code
// field, worded in English exactly as the error reads (what the CLI
// prints), with the reason the CLI reports.
func TestDecodeRefusalsSayAMessage(t *testing.T) {
	cases := []struct {
		text, reason, code string
	}{
		{"1VHP-1VQE-GJ1N-D3X!", ReasonSymbol, "setup.code.symbol"},
		{"1", ReasonLength, "setup.code.too-short"},
		{"1VHP-1VQE-GJ1N", ReasonLength, "setup.code.length"},
		{"1VHP-1VQE-GJ1N-D3XX", ReasonCheck, "setup.code.check"},
		{"2333-3333-3333-333D", ReasonNewer, "setup.code.newer"},
		{withCheck("0000000000000000"[:Length-1]), ReasonFormat, "setup.code.version-zero"},
		{withCheck("1" + "YYYYYYYYYYYYYY"), ReasonFormat, "setup.code.out-of-range"},
	}
	for _, c := range cases {
		_, err := Decode(c.text)
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("%q: %v, want an *Error", c.text, err)
			continue
		}
		m, ok := message.Of(err)
		switch {
		case !ok:
			t.Errorf("%q: %v says no message", c.text, err)
		case e.Reason != c.reason || m.Code != c.code:
			t.Errorf("%q: reason %s, message %s; want %s, %s", c.text, e.Reason, m.Code, c.reason, c.code)
		case m.Field != "code":
			t.Errorf("%q: the message points at %q, not the code", c.text, m.Field)
		}
	}
}

// A field a code cannot hold is refused by Encode with a message naming it.
func TestEncodeRefusalsSayTheField(t *testing.T) {
	for field, f := range map[string]Fields{
		"game":    {Game: MaxGame + 1},
		"players": {Players: MaxPlayer + 1},
		"options": {Options: MaxOption + 1},
		"seed":    {Seed: MaxSeed + 1},
		"part":    {Redeals: [Parts]uint8{0, MaxRedeal + 1}},
	} {
		_, err := Encode(f)
		if m, ok := message.Of(err); !ok || m.Field != field {
			t.Errorf("%s: %v (field %q)", field, err, m.Field)
		}
	}
}
