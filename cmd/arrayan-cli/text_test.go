package main

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateText = flag.Bool("update-text", false, "rewrite testdata/*.txt from the current output")

// scoreExample is the contract's `score` example with a legal city for Ana.
const scoreExample = `{"game": "alhambra", "round": 3, "variant": "standard",
 "players": [
   {"name": "Ana", "city": [{"x": 0, "y": 0, "start": true}, {"x": 1, "y": 0, "type": "garden", "value": 8, "walls": "NE"}],
    "reserve": [{"type": "tower", "value": 9, "walls": ""}]},
   {"name": "Ben", "counts": {"tower": 2, "garden": 1}, "wall": 4}],
 "dummy": {"name": "Dirk", "buildings": [{"type": "tower", "value": 11}]}}`

// textCases are command lines of every command, answers and errors.
func textCases() []struct {
	name, stdin string
	args        []string
} {
	cases := []struct {
		name, stdin string
		args        []string
	}{
		{"score", scoreExample, []string{"score"}},
		{"score-marcopolo", marcoPoloTable, []string{"score"}},
		{"score-illegal", `{"game":"alhambra","round":1,"players":[{"name":"A","city":[{"x":0,"y":0,"start":true},{"x":0,"y":0,"start":true}]},{"name":"B","counts":{},"wall":0},{"name":"C","counts":{},"wall":0}]}`, []string{"score"}},
		{"score-bad", `{"game":"alhambra"}`, []string{"score"}},
		{"setup", "", []string{"setup", "--game", "alhambra", "--players", "3", "--seed", "1"}},
		{"setup-code", "", []string{"setup", "--code", "19VP-RD6N-8A1Q-5QJJ"}},
		{"unknown", "", []string{"nosuch"}},
	}
	for name, sub := range sabikaCommands {
		for _, ex := range sabikaExamples(sub.usage) {
			cases = append(cases, struct {
				name, stdin string
				args        []string
			}{"sabika-" + name, ex.input, []string{"sabika", ex.sub}})
		}
	}
	return cases
}

// TestFormatTextSameAnswer: --format text on every command (before or
// after the command's own flags) exits as the JSON answer does and shows
// every value of it, in tables instead of JSON; JSON stays the default.
func TestFormatTextSameAnswer(t *testing.T) {
	for _, tc := range textCases() {
		t.Run(tc.name, func(t *testing.T) {
			code, jsonOut, _ := call(t, tc.stdin, tc.args...)
			for _, args := range [][]string{
				append([]string{"--format", "text"}, tc.args...),
				append(append([]string{}, tc.args...), "--format=text"),
			} {
				tcode, text, _ := call(t, tc.stdin, args...)
				if tcode != code {
					t.Errorf("%v: exit %d, JSON exit %d", args, tcode, code)
				}
				if json.Valid([]byte(text)) {
					t.Errorf("%v: still JSON: %s", args, text)
				}
				var v any
				dec := json.NewDecoder(strings.NewReader(jsonOut))
				dec.UseNumber()
				if err := dec.Decode(&v); err != nil {
					t.Fatalf("JSON answer: %v", err)
				}
				for _, leaf := range leaves(v) {
					if !strings.Contains(text, leaf) {
						t.Errorf("%v: %q of the JSON answer is not shown:\n%s", args, leaf, text)
						break
					}
				}
			}
			if c, out, _ := call(t, tc.stdin, append([]string{"--format", "json"}, tc.args...)...); c != code || out != jsonOut {
				t.Errorf("--format json differs from the default")
			}
		})
	}
}

// leaves are the strings and numbers of a JSON value, as text shows them.
func leaves(v any) []string {
	switch x := v.(type) {
	case map[string]any:
		var out []string
		for _, y := range x {
			out = append(out, leaves(y)...)
		}
		return out
	case []any:
		var out []string
		for _, y := range x {
			out = append(out, leaves(y)...)
		}
		return out
	case string:
		return []string{printable(x)}
	case json.Number:
		return []string{x.String()}
	}
	return nil
}

// TestFormatTextGolden: the score example's text answer is the aligned
// breakdown of testdata/score-text.txt (a column per player, a row per
// type), and must not drift.
func TestFormatTextGolden(t *testing.T) {
	code, text, _ := call(t, scoreExample, "score", "--format", "text")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, text)
	}
	golden := filepath.Join("testdata", "score-text.txt")
	if *updateText {
		if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if text != string(want) {
		t.Errorf("got\n%s\nwant\n%s", text, want)
	}
}

// TestFormatFlagRefusals: an unknown format, a missing one or a repeated
// flag is unusable input (exit 2), answered in JSON.
func TestFormatFlagRefusals(t *testing.T) {
	for _, args := range [][]string{
		{"score", "--format", "xml"},
		{"score", "--format"},
		{"score", "--format", "text", "--format=json"},
	} {
		if code, out, _ := call(t, scoreExample, args...); code != exitBadInput || errorCode(t, out) != "bad-input" {
			t.Errorf("%v: exit %d, %s", args, code, out)
		}
	}
}
