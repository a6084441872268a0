package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// call runs the CLI with args and stdin and returns exit status, standard
// output and standard error.
func call(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// decodeObject checks that out is exactly one JSON object with a trailing
// newline and decodes it.
func decodeObject(t *testing.T, out string) map[string]any {
	t.Helper()
	if !strings.HasSuffix(out, "\n") {
		t.Fatalf("output lacks a trailing newline: %q", out)
	}
	var m map[string]any
	dec := json.NewDecoder(strings.NewReader(out))
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("output is not a JSON object: %v\n%s", err, out)
	}
	if dec.More() {
		t.Fatalf("output holds more than one JSON value: %s", out)
	}
	return m
}

func errorCode(t *testing.T, out string) string {
	t.Helper()
	m := decodeObject(t, out)
	e, ok := m["error"].(map[string]any)
	if !ok {
		t.Fatalf("no error object in %s", out)
	}
	if msg, _ := e["message"].(string); msg == "" {
		t.Errorf("error without a message: %s", out)
	}
	code, _ := e["code"].(string)
	return code
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"help", "score"}, {"score", "--help"}} {
		code, out, _ := call(t, "", args...)
		if code != 0 || !strings.Contains(out, "arrayan-cli") {
			t.Errorf("%v: exit %d, output %q", args, code, out)
		}
	}
	// no command: the contract's error object, and the help on stderr
	if code, out, errOut := call(t, ""); code != exitBadInput || errorCode(t, out) != "bad-input" || !strings.Contains(errOut, "Commands:") {
		t.Errorf("no arguments: exit %d, output %q, stderr %q", code, out, errOut)
	}
}

func TestUnknownCommand(t *testing.T) {
	code, out, errOut := call(t, "", "frobnicate")
	if code != exitBadInput || errorCode(t, out) != "bad-input" || !strings.Contains(errOut, "frobnicate") {
		t.Errorf("exit %d, out %q, err %q", code, out, errOut)
	}
}

func TestScoreContractExample(t *testing.T) {
	// The input example of the contract, with a legal city for Ana.
	in := `{
  "game": "alhambra",
  "round": 3,
  "variant": "standard",
  "players": [
    {"name": "Ana",
     "city": [
       {"x": 0, "y": 0, "start": true},
       {"x": 1, "y": 0, "type": "garden", "value": 8, "walls": "NE"}
     ],
     "reserve": [{"type": "tower", "value": 9, "walls": ""}]},
    {"name": "Ben", "counts": {"tower": 2, "garden": 1}, "wall": 4}
  ],
  "dummy": {"name": "Dirk", "buildings": [{"type": "tower", "value": 11}]}
}`
	code, out, errOut := call(t, in, "score")
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	var res struct {
		Game    string `json:"game"`
		Round   int    `json:"round"`
		Players []struct {
			Name   string         `json:"name"`
			Counts map[string]int `json:"counts"`
			Wall   int            `json:"wall"`
			Points map[string]int `json:"points"`
			Total  int            `json:"total"`
		} `json:"players"`
		Dummy struct {
			Name   string         `json:"name"`
			Points map[string]int `json:"points"`
			Total  int            `json:"total"`
		} `json:"dummy"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	ana, ben := res.Players[0], res.Players[1]
	// Ana: garden 8 with walls N and E, both outer: a wall of 2. Gardens
	// Ana 1, Ben 1 tie for 1st: (20+12)/2 = 16 each. Towers: Ben 2 first
	// (21), Dirk 1 second (13). Ben's wall 4.
	if ana.Wall != 2 || ana.Counts["garden"] != 1 || ana.Points["garden"] != 16 || ana.Total != 18 {
		t.Errorf("Ana = %+v", ana)
	}
	if ben.Points["tower"] != 21 || ben.Points["garden"] != 16 || ben.Points["wall"] != 4 || ben.Total != 41 {
		t.Errorf("Ben = %+v", ben)
	}
	if res.Dummy.Name != "Dirk" || res.Dummy.Points["tower"] != 13 || res.Dummy.Total != 13 {
		t.Errorf("Dirk = %+v", res.Dummy)
	}
	for _, key := range []string{"pavilion", "seraglio", "arcades", "chambers", "garden", "tower", "wall"} {
		if _, ok := ana.Points[key]; !ok {
			t.Errorf("points lacks %q", key)
		}
	}
	// The same input gives byte-identical output.
	if _, again, _ := call(t, in, "score"); again != out {
		t.Error("the same input gave different output")
	}
}

func TestScoreFromFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "table.json")
	in := `{"game":"granada","round":1,"players":[{"name":"A","counts":{"school":3},"moat":2,"best":{"school":7}},{"name":"B","counts":{"school":2},"moat":0,"best":{"school":9}}]}`
	if err := os.WriteFile(file, []byte(in), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ := call(t, "", "score", "--in", file)
	if code != 0 || !strings.Contains(out, `"moat":2`) {
		t.Fatalf("exit %d: %s", code, out)
	}
	m := decodeObject(t, out)
	players := m["players"].([]any)
	a := players[0].(map[string]any)
	if a["total"].(float64) != 7 { // 5 schools in play × 1 for first, + moat 2
		t.Errorf("A = %v", a)
	}
}

func TestScoreErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		exit     int
		code     string
	}{
		{"malformed", `{"game":`, exitBadInput, "bad-input"},
		{"unknown field", `{"game":"alhambra","round":1,"players":[],"extra":1}`, exitBadInput, "bad-input"},
		{"unknown game", `{"game":"chess","round":1,"players":[]}`, exitBadInput, "bad-input"},
		{"round out of range", `{"game":"alhambra","round":4,"players":[{"name":"A","counts":{},"wall":0},{"name":"B","counts":{},"wall":0}]}`, exitBadInput, "bad-input"},
		{"unknown type", `{"game":"alhambra","round":1,"players":[{"name":"A","counts":{"castle":1},"wall":0},{"name":"B","counts":{},"wall":0}]}`, exitBadInput, "bad-input"},
		{"unreachable tile", `{"game":"alhambra","round":1,"players":[
			{"name":"A","city":[{"x":0,"y":0,"start":true},{"x":0,"y":2,"type":"tower","value":13,"walls":"E"}]},
			{"name":"B","counts":{},"wall":0}]}`, exitRule, "illegal-city"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := call(t, tc.in, "score")
			if code != tc.exit {
				t.Fatalf("exit %d, want %d: %s", code, tc.exit, out)
			}
			if got := errorCode(t, out); got != tc.code {
				t.Errorf("code %q, want %q", got, tc.code)
			}
			if errOut == "" {
				t.Error("nothing on standard error")
			}
		})
	}
}

func TestIllegalCityListsViolations(t *testing.T) {
	in := `{"game":"alhambra","round":1,"players":[
		{"name":"A","city":[{"x":0,"y":0,"start":true},{"x":1,"y":0,"type":"tower","value":13,"walls":"W"}]},
		{"name":"B","counts":{},"wall":0}]}`
	code, out, _ := call(t, in, "score")
	if code != exitRule {
		t.Fatalf("exit %d: %s", code, out)
	}
	var res struct {
		Error struct {
			Violations []struct {
				Player string   `json:"player"`
				Rule   string   `json:"rule"`
				Cells  [][2]int `json:"cells"`
			} `json:"violations"`
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	rules := map[string]bool{}
	for _, v := range res.Error.Violations {
		rules[v.Rule] = true
		if v.Player != "A" {
			t.Errorf("violation of %q", v.Player)
		}
	}
	// Tower 13 has its wall on E only: a W wall is no tile in the box, and it
	// faces the start tile, which has none.
	if !rules["impossible-tile"] || !rules["edge-mismatch"] {
		t.Errorf("violations = %+v", res.Error.Violations)
	}
}

// failingWriter refuses every write, as standard output on a full disk.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// An answer that cannot be written is never exit 0 (">/dev/full" used to
// exit 0), whether it is a result or an error object.
func TestUnwritableOutputIsAFailure(t *testing.T) {
	for _, c := range []struct {
		stdin string
		args  []string
	}{
		{"", []string{"setup", "--game", "alhambra", "--players", "3", "--seed", "1"}},
		{`{"game":"alhambra","round":1,"players":[{"name":"A","counts":{},"wall":0}]}`, []string{"score"}},
		{"", []string{"setup", "--code", "XXXX"}},
		// the help pages too ("help >/dev/full" exited 0)
		{"", []string{"help"}},
		{"", []string{"help", "setup"}},
		{"", []string{"score", "--help"}},
	} {
		var errOut bytes.Buffer
		code := run(c.args, strings.NewReader(c.stdin), failingWriter{}, &errOut)
		if code == exitOK || !strings.Contains(errOut.String(), "no space left") {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, errOut.String())
		}
	}
}

// A key or name with control characters reaches standard error escaped,
// never as raw terminal control sequences.
func TestControlCharactersAreEscapedOnStderr(t *testing.T) {
	_, _, errOut := call(t, `{"game":"alhambra","round":1,"players":[{"name":"A","counts":{},"wall":0,"x\u001b[31m":1}]}`, "score")
	if strings.ContainsFunc(strings.TrimSuffix(errOut, "\n"), unicode.IsControl) {
		t.Errorf("stderr holds control characters: %q", errOut)
	}
	if !strings.Contains(errOut, `\u001b`) {
		t.Errorf("the escape is not shown: %q", errOut)
	}
}

// An empty --code is a code that cannot be read (bad-code), not a missing
// argument.
func TestEmptyCodeIsABadCode(t *testing.T) {
	code, out, _ := call(t, "", "setup", "--code", "")
	if code != exitBadInput || errorCode(t, out) != "bad-code" {
		t.Errorf("exit %d, output %s", code, out)
	}
}

// A huge broken city answers with a capped list of violations and how many
// more there are (an 8 MB city used to answer 37 MB).
func TestHugeBrokenCityAnswerIsCapped(t *testing.T) {
	var cells strings.Builder
	cells.WriteString(`{"x":0,"y":0,"start":true}`)
	n := 0
	for x := 2; cells.Len() < maxInput-200_000; x += 2 {
		for y := 0; y < 100; y++ {
			fmt.Fprintf(&cells, `,{"x":%d,"y":%d,"type":"garden","value":8,"walls":"NESW"}`, x, y)
			n++
		}
	}
	input := `{"game":"alhambra","round":1,"players":[{"name":"A","city":[` + cells.String() + `]},{"name":"B","counts":{},"wall":0}]}`
	code, out, errOut := call(t, input, "score")
	if code != exitRule {
		t.Fatalf("a city of %d walled-off tiles: exit %d, %.300s", n, code, out)
	}
	if len(out) > 200_000 || len(errOut) > 200_000 {
		t.Errorf("the answer is %d bytes, stderr %d bytes, for %d bytes of input", len(out), len(errOut), len(input))
	}
	if !strings.Contains(out, `"more_violations"`) {
		t.Errorf("no count of the violations left out: %.300s", out)
	}
}

// FuzzCLI runs the whole command on any arguments (separated by NUL) and
// standard input: it never panics, exits 0, 2 or 3, and every answer but
// help is exactly one JSON object (an error object when not 0).
func FuzzCLI(f *testing.F) {
	f.Add("score", `{"game":"alhambra","round":1,"players":[{"name":"A","counts":{"tower":1},"wall":1},{"name":"B","counts":{},"wall":0}]}`)
	f.Add("score", `{"game":"granada","round":3,"players":[{"name":"A","city":[{"x":0,"y":0,"start":true},{"x":1,"y":0,"type":"park","value":5,"moats":"NE"}]},{"name":"B","counts":{"park":1},"best":{"park":3},"moat":0}]}`)
	f.Add("score", `{"game":"marcopolo","players":[{"name":"Ana","vp":52,"coins":23,"camels":3,"goods":{"pepper":2,"silk":1,"gold":0},"posts":["moscow","xian","beijing"],"beijing":2,"objectives":[["moscow","xian"],["karachi","anxi"]],"contracts":5}]}`)
	f.Add("setup\x00--game\x00marcopolo\x00--players\x004\x00--seed\x007\x00--option\x00mode=expert", "")
	f.Add("setup\x00--code\x001VHP-1VQE-GJ1N-D3XM", "")
	f.Add("setup\x00--code=", "")
	f.Add("setup\x00--game\x00sabika\x00--players=2\x00--players\x003", "")
	f.Add("help\x00score", "")
	f.Add("", "")
	f.Fuzz(func(t *testing.T, args, stdin string) {
		var argv []string
		if args != "" {
			argv = strings.Split(args, "\x00")
		}
		var out, errOut bytes.Buffer
		code := run(argv, strings.NewReader(stdin), &out, &errOut)
		if code != exitOK && code != exitBadInput && code != exitRule {
			t.Fatalf("%q: exit %d", argv, code)
		}
		help := len(argv) > 0 && (slices.Contains(argv, "--help") || slices.Contains(argv, "-h") || argv[0] == "help")
		if code == exitOK && help {
			return
		}
		var m map[string]any
		dec := json.NewDecoder(&out)
		if err := dec.Decode(&m); err != nil || dec.More() {
			t.Fatalf("%q: exit %d with output that is not one JSON object: %q", argv, code, out.String())
		}
		if _, isErr := m["error"]; isErr != (code != exitOK) {
			t.Fatalf("%q: exit %d, output %v", argv, code, m)
		}
	})
}
