package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

// refusal is one refused input and what the contract (docs/cli.md,
// "General") says of it: the exit status (2 unusable input, 3 a broken
// game rule), the error's code and, where the input names one, the field.
type refusal struct {
	name   string
	args   []string
	input  string
	status int
	code   string
	field  string // "" when the error names no field
}

// checkRefusals runs each case and checks the exit status, the error
// object on standard output (one object, the code, a message, the field)
// and the message on standard error.
func checkRefusals(t *testing.T, cases []refusal) {
	t.Helper()
	for _, c := range cases {
		status, out, errOut := call(t, c.input, c.args...)
		if status != c.status {
			t.Errorf("%s: exit %d, want %d: %s", c.name, status, c.status, out)
			continue
		}
		if got := errorCode(t, out); got != c.code {
			t.Errorf("%s: code %q, want %q: %s", c.name, got, c.code, out)
		}
		if !strings.HasPrefix(errOut, "arrayan-cli:") {
			t.Errorf("%s: nothing on standard error", c.name)
		}
		if c.field != "" {
			e := decodeObject(t, out)["error"].(map[string]any)
			if e["field"] != c.field {
				t.Errorf("%s: field %v, want %s: %s", c.name, e["field"], c.field, out)
			}
		}
	}
}

// edited is the JSON of a whole game file (gameFiles) after edit.
func edited(t *testing.T, which string, edit func(m map[string]any)) string {
	t.Helper()
	m := readGame(t, which)
	edit(m)
	return encode(t, m)
}

// entryOf is entry k of a whole game's input, to edit.
func entryOf(m map[string]any, k int) map[string]any {
	return m["entries"].([]any)[k].(map[string]any)
}

// withRecord is the 4-player game's edition and its finished record
// (testdata/game-4p.record.json) after edit, to continue.
func withRecord(t *testing.T, edit func(r map[string]any)) string {
	t.Helper()
	raw, err := os.ReadFile("../../scoring/sabika/game/testdata/game-4p.record.json")
	if err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatal(err)
	}
	edit(r)
	return encode(t, map[string]any{"edition": readGame(t, "4p")["edition"], "record": r, "entries": []any{}})
}

// withSoloRecord is the solo game's finished record
// (testdata/game-solo.record.json, Yusuf's seat entered by hand) after
// edit, to continue.
func withSoloRecord(t *testing.T, edit func(r map[string]any)) string {
	t.Helper()
	raw, err := os.ReadFile("../../scoring/sabika/game/testdata/game-solo.record.json")
	if err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatal(err)
	}
	edit(r)
	return encode(t, map[string]any{"edition": readGame(t, "solo")["edition"], "record": r, "entries": []any{}})
}

// appRecord is record k of the app's saved games
// (testdata/app-games.json) with the 4-player game's edition and entries,
// to continue.
func appRecord(t *testing.T, k int, entries []any) string {
	t.Helper()
	raw, err := os.ReadFile("../../scoring/sabika/game/testdata/app-games.json")
	if err != nil {
		t.Fatal(err)
	}
	var saved struct {
		Data struct {
			Records []any `json:"records"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &saved); err != nil {
		t.Fatal(err)
	}
	return encode(t, map[string]any{"edition": readGame(t, "4p")["edition"], "record": saved.Data.Records[k], "entries": entries})
}

// Every input the issue found wrongly accepted, or refused with the wrong
// exit status, is refused as the contract says (issue 28, items 1–9).
func TestRefusedInputsFollowTheContract(t *testing.T) {
	game := []string{"sabika", "game"}
	result := func(r map[string]any) map[string]any { return r["result"].(map[string]any) }
	cases := []refusal{
		// Item 1: a doctored record is not believed.
		{"a doctored winner", game, withRecord(t, func(r map[string]any) { result(r)["winners"] = []int{2} }), exitBadInput, "bad-input", "record.result.winners"},
		{"a total of 999999", game, withRecord(t, func(r map[string]any) {
			result(r)["players"].([]any)[0].(map[string]any)["total"] = 999999
		}), exitBadInput, "bad-input", "record.result.players[0]"},
		{"a total of -100000000", game, withRecord(t, func(r map[string]any) {
			result(r)["players"].([]any)[1].(map[string]any)["total"] = -100000000
		}), exitBadInput, "bad-input", "record.result.players[1]"},
		{"log[0].round -1", game, withRecord(t, func(r map[string]any) { r["log"].([]any)[0].(map[string]any)["round"] = -1 }), exitBadInput, "bad-input", "record.log[0]"},
		{"log[0].round -2^63", game, withRecord(t, func(r map[string]any) { r["log"].([]any)[0].(map[string]any)["round"] = math.MinInt64 }), exitBadInput, "bad-input", "record.log[0]"},
		{"game.trade_card -1", game, withRecord(t, func(r map[string]any) { r["game"].(map[string]any)["trade_card"] = -1 }), exitBadInput, "bad-input", "record.game.trade_card"},
		{"entry.final[1].trade 2^63-1", game, withRecord(t, func(r map[string]any) {
			r["entry"].(map[string]any)["final"].([]any)[1].(map[string]any)["trade"] = math.MaxInt64
		}), exitBadInput, "bad-input", "record.entry.final[1].trade"},
		// Review, item 1: the result is scored again from the record's own
		// final entry, so a consistent edit of the result is refused too.
		{"a point moved from wishes to poems", game, withRecord(t, func(r map[string]any) {
			pts := result(r)["players"].([]any)[0].(map[string]any)["points"].(map[string]any)
			pts["wishes"], pts["poems"] = pts["wishes"].(float64)-1, pts["poems"].(float64)+1
		}), exitBadInput, "bad-input", "record.result.players[0].points.wishes"},
		{"40 PP to Cai, consistently", game, withRecord(t, func(r map[string]any) {
			r["game"].(map[string]any)["players"].([]any)[2].(map[string]any)["pp"] = 40
			for _, c := range r["log"].([]any)[len(r["log"].([]any))-1].(map[string]any)["changes"].([]any) {
				if c := c.(map[string]any); c["path"] == "players[2].pp" {
					c["new"] = 40
				}
			}
			sc := result(r)["players"].([]any)[2].(map[string]any)
			pts := sc["points"].(map[string]any)
			pts["poems"] = pts["poems"].(float64) + 40 - sc["total"].(float64)
			sc["total"] = 40
			result(r)["winners"] = []int{2}
		}), exitBadInput, "bad-input", "record.result.players[2].points.poems"},
		// Review, item 5: every log value is bounded by its path's range.
		{"the narrator moved to space 99999", game, withRecord(t, func(r map[string]any) {
			r["log"].([]any)[1].(map[string]any)["changes"].([]any)[4].(map[string]any)["new"] = 99999
		}), exitBadInput, "bad-input", "record.log[1].changes[4]"},
		{"a solo log whose Yusuf PP jumps", game, withSoloRecord(t, func(r map[string]any) {
			r["log"].([]any)[1].(map[string]any)["changes"].([]any)[0].(map[string]any)["new"] = 99
		}), exitBadInput, "bad-input", "record.log[8].corrected[1]"},
		// Item 3: every entry field is bounded, exit 2 naming it.
		{"buildings 100001", game, edited(t, "4p", func(m map[string]any) {
			entryOf(m, 24)["final"].([]any)[0].(map[string]any)["buildings"] = 100001
		}), exitBadInput, "bad-input", "entries[24].final[0].buildings"},
		{"a correction to -1", game, edited(t, "4p", func(m map[string]any) {
			entryOf(m, 8)["corrected"].([]any)[2].(map[string]any)["new"] = -1
		}), exitBadInput, "bad-input", "entries[8].corrected[2].new"},
		{"a trade of 2^63-1", game, edited(t, "4p", func(m map[string]any) {
			entryOf(m, 24)["final"].([]any)[1].(map[string]any)["trade"] = math.MaxInt64
		}), exitBadInput, "bad-input", "entries[24].final[1].trade"},
		{"a payment of 10 seals", game, edited(t, "4p", func(m map[string]any) {
			entryOf(m, 2)["pays"] = []any{nil, map[string]any{"seals": 10}, nil, nil}
		}), exitBadInput, "bad-input", "entries[2].pays[1].seals"},
		// Item 4: a value given to a step that does not take it (ruling 18).
		{"a tile at round 2's narrator", game, edited(t, "4p", func(m map[string]any) { entryOf(m, 7)["tile"] = 3 }), exitBadInput, "bad-input", "entries[7].tile"},
		{"holdings at round 4's narrator", game, edited(t, "4p", func(m map[string]any) {
			entryOf(m, 19)["holdings"] = []any{map[string]any{}, map[string]any{}, map[string]any{}, map[string]any{}}
		}), exitBadInput, "bad-input", "entries[19].holdings"},
		{"an event where the space has no symbol", game, edited(t, "4p", func(m map[string]any) { entryOf(m, 4)["revealed"] = 9 }), exitBadInput, "bad-input", "entries[4].revealed"},
		{"poem_one -1 at the start-player step", game, edited(t, "4p", func(m map[string]any) { entryOf(m, 5)["poem_one"] = -1 }), exitBadInput, "bad-input", "entries[5].poem_one"},
		{"poem_one at the income step", game, edited(t, "4p", func(m map[string]any) { entryOf(m, 6)["poem_one"] = 0 }), exitBadInput, "bad-input", "entries[6].poem_one"},
		// Review, item 3: an app record continued with an entry that
		// leaves out a correction its state already shows.
		{"an entry without the app's correction", game, appRecord(t, 1, []any{map[string]any{}}), exitBadInput, "bad-input", "entries[0].corrected"},
		// Item 5: impossible holdings, as in "sabika wishes".
		{"consolidated above presence", game, edited(t, "4p", func(m map[string]any) {
			entryOf(m, 13)["holdings"].([]any)[1].(map[string]any)["presence"] = 1
		}), exitBadInput, "bad-input", "entries[13].holdings[1].consolidated"},
		{"the same in wishes", []string{"sabika", "wishes"}, `{"tower": [[{"per": "seal", "pp": 1}]], "players": [{"name": "Ana", "presence": 1, "consolidated": 2}]}`,
			exitBadInput, "bad-input", "players[0].consolidated"},
	}
	// Item 2: a card's printed values are bounded where they are read.
	hugeCard := yusufTestComponents()
	hugeCard["cards"].([]map[string]any)[0]["bottom"] = map[string]any{"pp": math.MaxInt64}
	cases = append(cases, refusal{"a card of 2^63-1 PP", []string{"sabika", "yusuf"},
		encode(t, map[string]any{"components": hugeCard, "do": "setup", "setup": map[string]any{"seed": 1, "start_city": "x"}}), exitBadInput, "bad-input", ""})
	// Item 6: names one player to the history, named where they are.
	names := func(names ...string) string {
		return edited(t, "4p", func(m map[string]any) {
			m["start"].(map[string]any)["names"] = names
			m["entries"] = []any{}
		})
	}
	cases = append(cases,
		refusal{"names equal but for case", game, names("Ana", "Ben", "ana", "Dua"), exitBadInput, "bad-input", "start.names[2]"},
		refusal{"names equal but for spaces", game, names("Ana", "Ana ", "Cai", "Dua"), exitBadInput, "bad-input", "start.names[1]"},
		refusal{"a name of 41 characters", game, names(strings.Repeat("a", 41), "Ben", "Cai", "Dua"), exitBadInput, "bad-input", "start.names[0]"},
		refusal{"an empty name", game, names("Ana", " ", "Cai", "Dua"), exitBadInput, "bad-input", "start.names[1]"},
		refusal{"five names", game, names("A", "B", "C", "D", "E"), exitBadInput, "bad-input", "start.names"},
		refusal{"a trade card 9", game, edited(t, "4p", func(m map[string]any) { m["start"].(map[string]any)["trade_card"] = 9 }), exitBadInput, "bad-input", "start.trade_card"},
		refusal{"two wish letters", game, edited(t, "4p", func(m map[string]any) { m["start"].(map[string]any)["wishes"] = []string{"A", "B"} }), exitBadInput, "bad-input", "start.wishes"},
	)
	// Item 8: the history file.
	small, err := os.ReadFile("../../scoring/history/testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	hist := func(edit func(h map[string]any)) string {
		var h map[string]any
		if err := json.Unmarshal(small, &h); err != nil {
			t.Fatal(err)
		}
		edit(h)
		return encode(t, h)
	}
	play := func(h map[string]any, k int) map[string]any { return h["plays"].([]any)[k].(map[string]any) }
	eight := func(g string) func(h map[string]any) {
		return func(h map[string]any) {
			var seats []any
			for i := range 8 {
				h["players"] = append(h["players"].([]any), map[string]any{"id": 10 + i, "name": fmt.Sprintf("P%d", i)})
				seats = append(seats, map[string]any{"player": 10 + i, "total": 10 - i})
			}
			p := play(h, 4)
			p["game"], p["seats"] = g, seats
		}
	}
	stats := []string{"history", "stats"}
	cases = append(cases,
		refusal{"a newer history", stats, `{"arrayan_history": 2, "players": [], "plays": []}`, exitBadInput, "bad-input", "arrayan_history"},
		refusal{"a tie_break where no tie was broken", stats, hist(func(h map[string]any) { play(h, 2)["tie_break"] = "buildings" }), exitBadInput, "bad-input", "plays[2].tie_break"},
		refusal{"an 8-seat Sabika play", stats, hist(eight("sabika")), exitBadInput, "bad-input", "plays[4].seats"},
		refusal{"an 8-seat Marco Polo play", stats, hist(eight("marcopolo")), exitBadInput, "bad-input", "plays[4].seats"},
		refusal{"the year 0000", stats, hist(func(h map[string]any) { play(h, 0)["date"] = "0000-01-10" }), exitBadInput, "bad-input", "plays[0].date"},
		refusal{"trailing garbage", stats, string(small) + "garbage", exitBadInput, "bad-input", ""},
	)
	// Item 9: flags.
	file := gameFiles["4p"]
	cases = append(cases,
		refusal{"--in twice", []string{"sabika", "game", "--in", file, "--in", gameFiles["solo"]}, "", exitBadInput, "bad-input", ""},
		refusal{"--in= twice", []string{"sabika", "game", "--in=" + file, "--in=" + file}, "", exitBadInput, "bad-input", ""},
		refusal{"--in and --in=", []string{"history", "stats", "--in", "../../scoring/history/testdata/small.json", "--in=../../scoring/history/testdata/small.json"}, "", exitBadInput, "bad-input", ""},
		refusal{"--format twice", []string{"score", "--format", "text", "--format", "json"}, "{}", exitBadInput, "bad-input", ""},
	)
	for _, n := range []int{70, 100000} {
		cases = append(cases, refusal{fmt.Sprintf("a code of %d symbols", n), []string{"setup", "--code", strings.Repeat("3", n)}, "", exitBadInput, "bad-code", ""})
	}
	checkRefusals(t, cases)
	for _, n := range []int{70, 100000} {
		if _, out, _ := call(t, "", "setup", "--code", strings.Repeat("3", n)); !strings.Contains(out, fmt.Sprintf("this one has %d", n)) {
			t.Errorf("a code of %d symbols: %s", n, out)
		}
	}
	// An 8-seat Alhambra play is one (6 players and a neutral, and more).
	if status, out, _ := call(t, hist(eight("alhambra")), stats...); status != exitOK {
		t.Errorf("an 8-seat Alhambra play: exit %d %s", status, out)
	}
	// A short array says what is missing.
	_, out, _ := call(t, edited(t, "4p", func(m map[string]any) { m["start"].(map[string]any)["wishes"] = []string{"A", "B"} }), game...)
	if !strings.Contains(out, "expected an array of 3 elements, got 2 (1 missing)") {
		t.Errorf("two wish letters: %s", out)
	}
}
