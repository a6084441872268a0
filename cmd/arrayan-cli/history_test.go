package main

import (
	"net/url"
	"os"
	"strings"
	"testing"
)

// TestHistoryStats: the statistics of the engine's small history, read
// with --in, as one JSON object.
func TestHistoryStats(t *testing.T) {
	code, out, errOut := call(t, "", "history", "stats", "--in", "../../scoring/history/testdata/small.json")
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	m := decodeObject(t, out)
	if m["plays"] != 6.0 {
		t.Errorf("plays %v; want 6", m["plays"])
	}
	ana := m["players"].([]any)[0].(map[string]any)
	if ana["name"] != "Ana" || ana["wins"] != 2.0 || ana["win_rate"] != 0.5 {
		t.Errorf("Ana: %v", ana)
	}
	yusuf := m["yusuf"].([]any)
	if len(yusuf) != 2 || yusuf[0].(map[string]any)["difficulty"] != "none" {
		t.Errorf("Yusuf's record: %v", yusuf)
	}
}

// TestHistoryCSV: one header and one row per seat, from standard input.
func TestHistoryCSV(t *testing.T) {
	data, err := os.ReadFile("../../scoring/history/testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := call(t, string(data), "history", "csv")
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 13 || !strings.HasPrefix(lines[0], "play,date,game,seat,player,total,winner") {
		t.Errorf("CSV of %d lines:\n%s", len(lines), out)
	}
}

// TestHistoryBadInput: unusable files and command lines are exit 2 with
// the contract's error object naming the field.
func TestHistoryBadInput(t *testing.T) {
	for _, c := range []struct {
		in    string
		args  []string
		field string
	}{
		{`{"arrayan_history": 1, "players": [], "plays": [], "x": 1}`, []string{"history", "stats"}, "x"},
		{`{"arrayan_history": 1, "players": [{"id": 0, "name": "A"}], "plays": []}`, []string{"history", "csv"}, "players[0].id"},
		{`{"arrayan_history": 2, "players": [], "plays": []}`, []string{"history", "stats"}, ""},
		{`not json`, []string{"history", "stats"}, ""},
		{`{}`, []string{"history"}, ""},
		{`{}`, []string{"history", "graph"}, ""},
		{`{}`, []string{"history", "stats", "extra"}, ""},
	} {
		code, out, _ := call(t, c.in, c.args...)
		if code != exitBadInput || errorCode(t, out) != "bad-input" {
			t.Errorf("%v %s: exit %d, %s", c.args, c.in, code, out)
			continue
		}
		if c.field != "" && !strings.Contains(out, `"field":"`+c.field+`"`) {
			t.Errorf("%v %s: %s does not name the field %s", c.args, c.in, out, c.field)
		}
	}
	if code, out, _ := call(t, "", "history", "--help"); code != exitOK || !strings.Contains(out, "history stats|csv") {
		t.Errorf("history --help: exit %d, %s", code, out)
	}
}

// TestHistoryBGStats: history bgstats prints the BG Stats push link of the
// play --play names, one line, from --in or standard input; its data is
// the engine's JSON of that play (scoring/history's golden file).
func TestHistoryBGStats(t *testing.T) {
	const file = "../../scoring/history/testdata/bgstats.json"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	golden, err := os.ReadFile("../../scoring/history/testdata/bgstats/sabika-solo-tie.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"history", "bgstats", "--play", "3", "--in", file},
		{"history", "bgstats", "--in", file, "--play=3"},
		{"history", "bgstats", "--play", "3"},
	} {
		code, out, errOut := call(t, string(data), args...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s %s", args, code, out, errOut)
		}
		link, ok := strings.CutSuffix(out, "\n")
		if !ok || strings.Contains(link, "\n") {
			t.Fatalf("%v: not one line: %q", args, out)
		}
		u, err := url.Parse(link)
		if err != nil {
			t.Fatal(err)
		}
		if u.Scheme != "https" || u.Host != "app.bgstatsapp.com" || u.Path != "/createPlay.html" {
			t.Errorf("%v: link %s", args, link)
		}
		if got := u.Query().Get("data") + "\n"; got != string(golden) {
			t.Errorf("%v: data\n%s\nwant\n%s", args, got, golden)
		}
	}
}

// TestHistoryBGStatsRefusals: a missing, repeated or bad --play, a play
// the file does not hold, a stray argument and an unusable file are exit 2
// with the contract's error object, naming --play where it is at fault.
func TestHistoryBGStatsRefusals(t *testing.T) {
	const bgstatsFile = "../../scoring/history/testdata/bgstats.json"
	data, err := os.ReadFile(bgstatsFile)
	if err != nil {
		t.Fatal(err)
	}
	good := string(data)
	for _, c := range []struct {
		in    string
		args  []string
		field string
		says  string
	}{
		{good, []string{}, "--play", "required"},
		{good, []string{"--play"}, "", "flag needs an argument: --play"},
		{good, []string{"--play", "x"}, "--play", `not \"x\"`},
		{good, []string{"--play", "0"}, "--play", "whole number >= 1"},
		{good, []string{"--play", "-2"}, "--play", "whole number >= 1"},
		{good, []string{"--play", "1.5"}, "--play", "whole number >= 1"},
		{good, []string{"--play", "1", "--play", "2"}, "", "--play is given twice"},
		{good, []string{"--play", "1", "--in", bgstatsFile, "--in", bgstatsFile}, "", "--in is given twice"},
		{good, []string{"--play=1", "--in=" + bgstatsFile, "--play=1"}, "", "--play is given twice"},
		{good, []string{"--play", "99"}, "--play", "no play 99"},
		{good, []string{"--play", "1", "extra"}, "", `no argument \"extra\"`},
		{good, []string{"--play", "1", "--in="}, "", "--in needs a file name"},
		{good, []string{"--play", "1", "--color", "red"}, "", "flag provided but not defined"},
		{`{"arrayan_history": 1, "players": [], "plays": [], "x": 1}`, []string{"--play", "1"}, "x", ""},
		{`not json`, []string{"--play", "1"}, "", ""},
	} {
		args := append([]string{"history", "bgstats"}, c.args...)
		code, out, _ := call(t, c.in, args...)
		if code != exitBadInput || errorCode(t, out) != "bad-input" {
			t.Errorf("%v: exit %d, %s", c.args, code, out)
			continue
		}
		if c.field != "" && !strings.Contains(out, `"field":"`+c.field+`"`) {
			t.Errorf("%v: %s does not name the field %s", c.args, out, c.field)
		}
		if c.field == "" && strings.Contains(out, `"field"`) {
			t.Errorf("%v: %s names a field", c.args, out)
		}
		if !strings.Contains(out, c.says) {
			t.Errorf("%v: %s does not say %q", c.args, out, c.says)
		}
	}
	code, out, _ := call(t, "", "history", "bgstats", "--help")
	if code != exitOK || !strings.Contains(out, "history bgstats --play N") {
		t.Errorf("history bgstats --help: exit %d, %s", code, out)
	}
}
