package main

import (
	"strings"
	"testing"
)

// Every command's flags are parsed by one flag set each: a flag given
// twice, an unknown flag, a flag without its value and an argument that is
// no flag are each exit 2, code bad-input, with a message naming the flag
// as the command line wrote it; nothing is dealt or read.
func TestFlagsRefused(t *testing.T) {
	hist := "../../scoring/history/testdata/small.json"
	game := "testdata/sabika-game-4p.json"
	cases := []struct {
		name string
		args []string
		says string
	}{
		{"--game twice", []string{"setup", "--game", "sabika", "--game", "sabika", "--players", "2"}, "--game is given twice"},
		{"--seed= twice", []string{"setup", "--game", "sabika", "--players", "2", "--seed=1", "--seed=1"}, "--seed is given twice"},
		{"--code twice, once empty", []string{"setup", "--code=", "--code", "11R3-XYJ1-1G09-8Y2K"}, "--code is given twice"},
		{"an option twice", []string{"setup", "--game", "sabika", "--players", "2", "--option", "events=none", "--option=events=none"}, "option events is given twice"},
		{"an option without =", []string{"setup", "--game", "sabika", "--players", "2", "--option", "events"}, "--option wants KEY=VALUE"},
		{"an unknown setup flag", []string{"setup", "--game", "sabika", "--players", "2", "--colour", "red"}, "--colour"},
		{"an unknown setup flag with =", []string{"setup", "--colour=red"}, "--colour"},
		{"--seed without its value", []string{"setup", "--game", "sabika", "--players", "2", "--seed"}, "--seed"},
		{"--option without its value", []string{"setup", "--game", "sabika", "--players", "2", "--option"}, "--option"},
		{"a setup argument", []string{"setup", "--game", "sabika", "extra", "--players", "2"}, `setup takes no argument "extra"`},
		{"--in twice", []string{"history", "stats", "--in", hist, "--in", hist}, "--in is given twice"},
		{"--in= twice", []string{"sabika", "game", "--in=" + game, "--in=" + game}, "--in is given twice"},
		{"--in without its value", []string{"score", "--in"}, "--in"},
		{"--in empty", []string{"score", "--in="}, "--in needs a file name"},
		{"an unknown flag of a JSON command", []string{"sabika", "game", "--out", "x"}, "--out"},
		{"an argument of a JSON command", []string{"history", "stats", "extra"}, `takes no argument "extra"`},
	}
	for _, c := range cases {
		status, out, errOut := call(t, "{}", c.args...)
		if status != exitBadInput {
			t.Errorf("%s: exit %d, want 2: %s", c.name, status, out)
			continue
		}
		if got := errorCode(t, out); got != "bad-input" {
			t.Errorf("%s: code %q, want bad-input", c.name, got)
		}
		msg, _ := decodeObject(t, out)["error"].(map[string]any)["message"].(string)
		if !strings.Contains(msg, c.says) {
			t.Errorf("%s: the message %q does not say %q", c.name, msg, c.says)
		}
		if errOut == "" {
			t.Errorf("%s: nothing on standard error", c.name)
		}
	}
}

// A flag's value is read in either spelling (--flag VALUE, --flag=VALUE),
// an option's own equals sign kept; an empty --code= is a code given.
func TestFlagsTakeTheirValue(t *testing.T) {
	a, err := parseSetupArgs([]string{"--game=sabika", "--players", "2", "--option", "events=mixed", "--option=yusuf-pp=10", "--seed", "7"})
	if err != nil {
		t.Fatal(err)
	}
	if a.game != "sabika" || a.players != "2" || a.seed != "7" || a.codeGiven || a.options["events"] != "mixed" || a.options["yusuf-pp"] != "10" {
		t.Errorf("parsed %+v", a)
	}
	a, err = parseSetupArgs([]string{"--code="})
	if err != nil || !a.codeGiven || a.code != "" {
		t.Errorf("--code= parsed %+v, %v: an empty code is a code given", a, err)
	}
}
