package main

import (
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
