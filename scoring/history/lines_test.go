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
		if back := Lines(plays); back != text {
			t.Fatalf("read %q, which writes back as %q", text, back)
		}
	})
}

// TestParseLinesStrict: the saved lines are read only as Lines writes
// them: a number with a sign, a leading zero or a space, a lowercase or
// needless escape, a raw control character or ";" in a text field, a
// missing or extra field are refused, naming the line.
func TestParseLinesStrict(t *testing.T) {
	const ok = "1|sabika|2026-01-01|0||none|%7C||50%25|Y:1:a=1;2:-3:\n"
	if plays, err := ParseLines(ok); err != nil || Lines(plays) != ok {
		t.Fatalf("the canonical line: %v", err)
	}
	for _, bad := range []string{
		"+1|sabika|2026-01-01|0||none|||| Y:1:a=1\n",
		"01|sabika|2026-01-01|0||none||||Y:1:a=1\n",
		"1|sabika|2026-01-01|0||none||||Y: 1:a=1\n",
		"1|sabika|2026-01-01|0||none||||Y:-0:a=1\n",
		"1|sabika|2026-01-01|00||none||||Y:1:a=1\n",
		"1|sabika|2026-01-01|0||none|%7c|||Y:1:a=1\n",
		"1|sabika|2026-01-01|0||none|%41|||Y:1:a=1\n",
		"1|sabika|2026-01-01|0||none|||a;b|Y:1:a=1\n",
		"1|sabika|2026-01-01|0||none|||a\tb|Y:1:a=1\n",
		"1|sabika|2026-01-01|0||none|||%2|Y:1:a=1\n",
		"1|sabika|2026-01-01|0||none|||Y:1:a=1\n",
		"1|sabika|2026-01-01|0||none|||||Y:1:a=1\n",
		"1|sabika|2026-01-01|0||none||||Y:1:a=1:2\n",
		"1|sabika|2026-01-01|0||none||||Y:1:a=1,b\n",
		"1|sabika|2026-01-01|0||none||||\n",
		"1|sabika|2026-01-01|0||none||||Y:1:a=1",
	} {
		if _, err := ParseLines(ok + bad); err == nil || !strings.Contains(err.Error(), "plays") {
			t.Errorf("%q: %v", bad, err)
		} else if bad[len(bad)-1] == '\n' && !strings.Contains(err.Error(), "line 2") {
			t.Errorf("%q: %v names no line 2", bad, err)
		}
	}
}

// BenchmarkOpenLines reads and checks the saved lines of 10,000 plays, as
// the history screen does each time it opens.
func BenchmarkOpenLines(b *testing.B) {
	f := large(10000)
	text := Lines(f.Plays)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		plays, err := ParseLines(text)
		if err != nil {
			b.Fatal(err)
		}
		g := File{Version: Version, Players: f.Players, Plays: plays}
		if err := g.Check(); err != nil {
			b.Fatal(err)
		}
	}
}
