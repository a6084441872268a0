package history

import (
	"strings"
	"testing"
)

// TestLinesRoundTrip: the small history, with a note holding every
// character the line format escapes, reads back equal from its lines.
func TestLinesRoundTrip(t *testing.T) {
	f := small(t)
	f.Plays[1].Note = "50% | semi; colon\nnew line\tand tab — ñ, ё"
	text := Lines(f.Plays)
	if strings.Count(text, "\n") != len(f.Plays) {
		t.Fatalf("%d lines for %d plays:\n%s", strings.Count(text, "\n"), len(f.Plays), text)
	}
	plays, err := ParseLines(text)
	if err != nil {
		t.Fatal(err)
	}
	g := f.Clone()
	g.Plays = plays
	a, err := Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(b) {
		t.Errorf("lines changed the history:\n%s\n%s", a, b)
	}
}

// FuzzParseLines: any text is read without a panic, and what is read
// writes back to lines that read the same.
func FuzzParseLines(f *testing.F) {
	h := small(f)
	f.Add(Lines(h.Plays))
	f.Add("1|sabika|2026-01-01|0||none|%7C||%|Y:1:a=1\n")
	f.Fuzz(func(t *testing.T, text string) {
		plays, err := ParseLines(text)
		if err != nil {
			return
		}
		again, err := ParseLines(Lines(plays))
		if err != nil {
			t.Fatalf("cannot read back: %v", err)
		}
		if Lines(again) != Lines(plays) {
			t.Fatal("lines changed on a second round trip")
		}
	})
}
