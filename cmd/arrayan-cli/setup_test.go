package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The output for a code is a contract: byte-identical in every later
// version. testdata/setup-*.json pin one code of each game.
func TestSetupGoldenOutput(t *testing.T) {
	cases := []struct{ file, code string }{
		{"setup-sabika.json", "11R3-XYJ1-1G09-8Y2K"},
	}
	for _, g := range []struct{ game, players, option string }{
		{"alhambra", "4", ""}, {"granada", "2", "scoring=simple"}, {"marcopolo", "3", "mode=expert"}, {"sabika", "1", "events=negative"},
	} {
		args := []string{"setup", "--game", g.game, "--players", g.players, "--seed", "2026"}
		if g.option != "" {
			args = append(args, "--option", g.option)
		}
		status, out, _ := call(t, "", args...)
		if status != exitOK {
			t.Fatalf("%v: exit %d: %s", args, status, out)
		}
		cases = append(cases, struct{ file, code string }{"setup-" + g.game + "-" + g.players + ".json", decodeObject(t, out)["code"].(string)})
	}
	for _, c := range cases {
		status, out, _ := call(t, "", "setup", "--code", c.code)
		if status != exitOK {
			t.Fatalf("%s: exit %d: %s", c.code, status, out)
		}
		file := filepath.Join("testdata", c.file)
		if os.Getenv("ARRAYAN_UPDATE_GOLDEN") != "" {
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (set ARRAYAN_UPDATE_GOLDEN=1 to create it)", err)
		}
		if out != string(want) {
			t.Errorf("setup --code %s differs from %s:\n%s", c.code, file, out)
		}
	}
}

// --game/--players/--seed/--option and the code they print deal the same
// setup, byte for byte; a lower-case code with spaces does too.
func TestSetupFlagsAndCodeAgree(t *testing.T) {
	for _, args := range [][]string{
		{"--game", "sabika", "--players", "3", "--seed", "17", "--option", "events=random"},
		{"--game=marcopolo", "--players=2", "--seed=0", "--option=characters=draft", "--option", "city-bonuses=random"},
		{"--game", "alhambra", "--players", "6"},
		{"--game", "granada", "--players", "5", "--seed", "2199023255551"},
	} {
		status, out, _ := call(t, "", append([]string{"setup"}, args...)...)
		if status != exitOK {
			t.Fatalf("%v: exit %d: %s", args, status, out)
		}
		c := decodeObject(t, out)["code"].(string)
		_, again, _ := call(t, "", "setup", "--code", strings.ToLower(strings.ReplaceAll(c, "-", " ")))
		if again != out {
			t.Errorf("%v and --code %s differ:\n%s\n%s", args, c, out, again)
		}
	}
}

func TestSetupOutputShape(t *testing.T) {
	_, out, _ := call(t, "", "setup", "--game", "marcopolo", "--players", "4", "--seed", "1")
	m := decodeObject(t, out)
	for _, k := range []string{"code", "game", "players", "options", "setup"} {
		if _, ok := m[k]; !ok {
			t.Errorf("output lacks %q", k)
		}
	}
	if !strings.HasPrefix(out, `{"code":`) {
		t.Errorf("output does not start with the code: %.40s", out)
	}
	if m["game"] != "marcopolo" || m["players"] != float64(4) {
		t.Errorf("game %v, players %v", m["game"], m["players"])
	}
	steps := m["setup"].(map[string]any)["steps"].([]any)
	if len(steps) < 20 {
		t.Errorf("only %d steps", len(steps))
	}
}

func TestSetupErrors(t *testing.T) {
	good := "11R3-XYJ1-1G09-8Y2K"
	cases := []struct {
		args   []string
		code   string
		reason string
	}{
		{[]string{"setup"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika"}, "bad-input", ""},
		{[]string{"setup", "--game", "chess", "--players", "2"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "five"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "5"}, "bad-input", ""},
		{[]string{"setup", "--game", "alhambra", "--players", "1"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--seed", "-1"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--seed", "2199023255552"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--option", "events"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--option", "colour=red"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--option", "events=lots"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--option", "events=random", "--option", "events=none"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--option", "yusuf-pp=10"}, "bad-input", ""},
		// a flag given twice is refused as a repeated --option is, never the last value taken
		{[]string{"setup", "--game", "sabika", "--game", "alhambra", "--players", "2"}, "bad-input", ""},
		{[]string{"setup", "--game=sabika", "--players", "2", "--game", "sabika"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--players", "3"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players=2", "--players=2"}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--seed", "1", "--seed", "2"}, "bad-input", ""},
		{[]string{"setup", "--code", good, "--code", good}, "bad-input", ""},
		{[]string{"setup", "--game", "sabika", "--players", "2", "--colour"}, "bad-input", ""},
		{[]string{"setup", "extra"}, "bad-input", ""},
		{[]string{"setup", "--code", good, "--players", "2"}, "bad-input", ""},
		{[]string{"setup", "--code", "11R3-XYJ1-1G09-8Y2X"}, "bad-code", "checksum"},
		{[]string{"setup", "--code", "11R3-XYJ1-1G90-8Y2K"}, "bad-code", "checksum"},
		{[]string{"setup", "--code", "11R3-XYJ1-1G09"}, "bad-code", "length"}, // a group left out
		{[]string{"setup", "--code", "SUBZ-1234"}, "bad-code", "symbol"},
		{[]string{"setup", "--code", "2333-3333-3333-333D"}, "bad-code", "newer-version"},
	}
	for _, c := range cases {
		status, out, errOut := call(t, "", c.args...)
		if status != exitBadInput {
			t.Errorf("%v: exit %d, want 2: %s", c.args, status, out)
			continue
		}
		if got := errorCode(t, out); got != c.code {
			t.Errorf("%v: code %q, want %q", c.args, got, c.code)
		}
		if c.reason != "" {
			e := decodeObject(t, out)["error"].(map[string]any)
			if e["reason"] != c.reason {
				t.Errorf("%v: reason %v, want %s", c.args, e["reason"], c.reason)
			}
		}
		if errOut == "" {
			t.Errorf("%v: nothing on standard error", c.args)
		}
	}
	if _, out, _ := call(t, "", "setup", "--game", "sabika", "--players", "2", "--players", "3"); !strings.Contains(out, "--players is given twice") {
		t.Errorf("a repeated flag's message does not name it: %s", out)
	}
	_, out, _ := call(t, "", "setup", "--code", "2333-3333-3333-333D")
	if !strings.Contains(out, "newer version") {
		t.Errorf("a newer code's message does not say so: %s", out)
	}
}

// Without --seed every run deals afresh, and the code printed replays it.
func TestSetupRandomSeed(t *testing.T) {
	_, a, _ := call(t, "", "setup", "--game", "marcopolo", "--players", "4")
	_, b, _ := call(t, "", "setup", "--game", "marcopolo", "--players", "4")
	ca, cb := decodeObject(t, a)["code"].(string), decodeObject(t, b)["code"].(string)
	if ca == cb {
		t.Errorf("two random deals gave the same code %s", ca)
	}
	if _, again, _ := call(t, "", "setup", "--code", ca); again != a {
		t.Error("the printed code does not replay the random deal")
	}
}

func TestSetupHelp(t *testing.T) {
	status, out, _ := call(t, "", "setup", "--help")
	if status != exitOK || !strings.Contains(out, "--option") || !strings.Contains(out, "events=") {
		t.Errorf("setup --help: exit %d, %q", status, out)
	}
}
