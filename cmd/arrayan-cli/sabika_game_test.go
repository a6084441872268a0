package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// gameFiles are the whole games of the engine's tests: a 4-player game
// and a solo game against Yusuf, both with events.
var gameFiles = map[string]string{
	"4p":   "../../scoring/sabika/game/testdata/game-4p.json",
	"solo": "../../scoring/sabika/game/testdata/game-solo.json",
}

// goldenOut compares out with testdata/name, or rewrites it when
// ARRAYAN_UPDATE_GOLDEN is set.
func goldenOut(t *testing.T, name, out string) {
	t.Helper()
	file := filepath.Join("testdata", name)
	if os.Getenv("ARRAYAN_UPDATE_GOLDEN") != "" {
		if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (set ARRAYAN_UPDATE_GOLDEN=1 to create it)", err)
	}
	if out != string(want) {
		t.Errorf("%s drifted:\n got %s\nwant %s", file, out, want)
	}
}

func readGame(t testing.TB, which string) map[string]any {
	t.Helper()
	raw, err := os.ReadFile(gameFiles[which])
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func encode(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Both whole games replay to the end with every step's changes, the
// breakdown and the winner, as pinned in testdata.
func TestSabikaGameReplaysWholeGames(t *testing.T) {
	for which, file := range gameFiles {
		code, out, errOut := call(t, "", "sabika", "game", "--in", file)
		if code != exitOK {
			t.Fatalf("%s: exit %d %s %s", which, code, out, errOut)
		}
		m := decodeObject(t, out)
		if m["phase"] != "ended" || m["final"] == nil {
			t.Errorf("%s: not ended: %v", which, m["phase"])
		}
		goldenOut(t, "sabika-game-"+which+".json", out)
	}
}

// The first entry a step refuses is exit 3 with the entry, its round and
// phase; unusable input is exit 2 naming the field: an entry's value out
// of range or left out where its step needs it (a value, not a rule, as
// everywhere in the contract), a mistyped setup code (bad-code, as in
// setup).
func TestSabikaGameRefusals(t *testing.T) {
	illegalMix := readGame(t, "4p") // Dua pays 3 dinars: dinars pay in pairs
	illegalMix["entries"].([]any)[2].(map[string]any)["pays"] = []any{nil, nil, nil, map[string]any{"parias": 2, "dinars": 3, "seals": 0, "pp": 0}}
	pastEnd := readGame(t, "solo")
	pastEnd["entries"] = append(pastEnd["entries"].([]any), map[string]any{})
	noTribute := readGame(t, "4p")
	noTribute["edition"].(map[string]any)["tribute"] = []any{nil, 3, 3, 4}
	noDinars := readGame(t, "4p")
	noDinars["edition"].(map[string]any)["start_dinars"] = []any{nil, nil, nil, nil}
	twice := readGame(t, "4p")
	twice["start"].(map[string]any)["wishes"] = []string{"A", "A", "C"}
	badTile := readGame(t, "4p")
	badTile["entries"].([]any)[1].(map[string]any)["tile"] = "A1"
	unknownField := readGame(t, "4p")
	unknownField["entries"].([]any)[0].(map[string]any)["dinars"] = 3
	noChoice := readGame(t, "4p")
	delete(noChoice["entries"].([]any)[5].(map[string]any), "chosen")
	tileOutOfRange := readGame(t, "4p")
	tileOutOfRange["entries"].([]any)[1].(map[string]any)["tile"] = 40
	negativeIncome := readGame(t, "4p")
	negativeIncome["entries"].([]any)[0].(map[string]any)["income"] = []int{2, -1, 0, 0}
	outOfStep := readGame(t, "solo") // round 1's event-change entry left out
	outOfStep["entries"] = append(append([]any{}, outOfStep["entries"].([]any)[:4]...), outOfStep["entries"].([]any)[5:]...)
	badCode := readGame(t, "4p")
	badCode["start"] = map[string]any{"code": "11R3-XYJ1-1G09-8Y2L", "names": []string{"Ana", "Ben"}, "start_player": 0}
	cases := []struct {
		name   string
		input  any
		status int
		code   string
		detail map[string]any
	}{
		{"illegal mix", illegalMix, exitRule, "refused-entry", map[string]any{"entry": 2.0, "round": 1.0, "phase": "tribute", "player": "Dua"}},
		{"past the end", pastEnd, exitRule, "refused-entry", map[string]any{"entry": 25.0, "phase": "ended"}},
		{"start player not chosen", noChoice, exitBadInput, "bad-input", map[string]any{"field": "entries[5].chosen", "entry": 5.0, "phase": "start-player"}},
		{"a tile out of range", tileOutOfRange, exitBadInput, "bad-input", map[string]any{"field": "entries[1].tile", "entry": 1.0, "round": 1.0, "phase": "narrator"}},
		{"a negative income", negativeIncome, exitBadInput, "bad-input", map[string]any{"field": "entries[0].income[1]", "entry": 0.0, "phase": "income"}},
		{"an entry out of step", outOfStep, exitBadInput, "bad-input", map[string]any{"field": "entries[5].income", "entry": 5.0, "round": 1.0, "phase": "start-player"}},
		{"a mistyped setup code", badCode, exitBadInput, "bad-code", map[string]any{"field": "start.code", "reason": "checksum"}},
		{"tribute not recorded", noTribute, exitBadInput, "bad-input", map[string]any{"field": "edition.tribute[0]"}},
		{"starting dinars not recorded", noDinars, exitBadInput, "bad-input", map[string]any{"field": "edition.start_dinars[0]"}},
		{"a wish letter twice", twice, exitBadInput, "bad-input", map[string]any{"field": "start.wishes"}},
		{"a tile by name", badTile, exitBadInput, "bad-input", map[string]any{"field": "entries[1].tile"}},
		{"an unknown field", unknownField, exitBadInput, "bad-input", map[string]any{"field": "entries[0].dinars"}},
		{"no entries", map[string]any{"edition": illegalMix["edition"], "start": illegalMix["start"]}, exitBadInput, "bad-input", map[string]any{"field": "entries"}},
		{"a foreign edition code", map[string]any{"edition": "SABIKA1-XXXX", "start": illegalMix["start"], "entries": []any{}}, exitBadInput, "bad-input", nil},
	}
	for _, c := range cases {
		status, out, errOut := call(t, encode(t, c.input), "sabika", "game")
		if status != c.status || errorCode(t, out) != c.code {
			t.Errorf("%s: exit %d, %s", c.name, status, out)
			continue
		}
		if !strings.Contains(errOut, "arrayan-cli:") {
			t.Errorf("%s: nothing on standard error", c.name)
		}
		e := decodeObject(t, out)["error"].(map[string]any)
		for k, v := range c.detail {
			if e[k] != v {
				t.Errorf("%s: error %s = %v, want %v (%s)", c.name, k, e[k], v, out)
			}
		}
		if c.name == "illegal mix" {
			goldenOut(t, "sabika-game-refused.json", out)
		}
	}
}

// FuzzSabikaGame feeds any input to "sabika game" through the real path:
// exit 0 with an answer, or 2 or 3 with the contract's error object,
// never a panic.
func FuzzSabikaGame(f *testing.F) {
	for _, ex := range sabikaExamples(sabikaGameUsage) {
		f.Add(ex.input)
	}
	for _, file := range gameFiles {
		raw, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(raw))
	}
	f.Add(`{"edition": {"format": 1, "game": "sabika"}, "start": {"names": ["A"], "start_player": 0, "wishes": ["A", "B", "C"], "trade_card": 1}, "entries": [{}]}`)
	f.Add(`{"edition": "SABIKA1-", "start": {"code": "x", "names": []}, "entries": [null, {"track": [9]}]}`)
	f.Fuzz(func(t *testing.T, input string) {
		code, out, _ := call(t, input, "sabika", "game")
		if code != exitOK && code != exitBadInput && code != exitRule {
			t.Fatalf("exit %d", code)
		}
		m := decodeObject(t, out)
		if _, isErr := m["error"]; isErr == (code == exitOK) {
			t.Fatalf("exit %d with %s", code, out)
		}
	})
}

// A start from a setup code takes the dealt seats, wish letters, trade
// card, events and Yusuf's start; the names are by player number and the
// turn positions count from the start player's seat [ES L299 T3].
func TestSabikaGameFromASetupCode(t *testing.T) {
	ed := readGame(t, "4p")["edition"]
	two := map[string]any{"edition": ed, "start": map[string]any{"code": "11R3-XYJ1-1G09-8Y2K", "names": []string{"Ana", "Ben"}, "start_player": 0},
		"entries": []any{map[string]any{"income": []int{1, 2}}}}
	code, out, _ := call(t, encode(t, two), "sabika", "game")
	if code != exitOK {
		t.Fatalf("exit %d %s", code, out)
	}
	// Seat 1 is player 2 (Ben), seat 2 player 1 (Ana), who starts: Ana
	// takes the 1st position's 4 dinars, Ben the 2nd's 5; then income.
	var got struct {
		Players []gamePlayer `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := []gamePlayer{{Name: "Ben", PP: 5, Dinars: 5 + 1}, {Name: "Ana", PP: 5, Dinars: 4 + 2}}
	if encode(t, got.Players) != encode(t, want) {
		t.Errorf("players %+v, want %+v", got.Players, want)
	}
	solo := map[string]any{"edition": ed, "start": map[string]any{"code": "111X-P488-QKVH-F231", "names": []string{"Ana"}, "start_player": 0}, "entries": []any{}}
	code, out, _ = call(t, encode(t, solo), "sabika", "game")
	if code != exitOK || !strings.Contains(out, `{"name":"Yusuf","pp":5,`) || !strings.Contains(out, `{"name":"Ana","pp":5,"parias":0,"dinars":5,`) {
		t.Errorf("solo from a code: exit %d %s", code, out)
	}
	two["start"].(map[string]any)["wishes"] = []string{"A", "B", "C"}
	if code, out, _ := call(t, encode(t, two), "sabika", "game"); code != exitBadInput {
		t.Errorf("wish letters beside a code: exit %d %s", code, out)
	}
}

// A record as the app saves it continues from its step: the app's game
// stopped in the tribute with corrected holdings (its copy's values are
// the app tests' own), and a finished game, which answers its breakdown.
func TestSabikaGameContinuesASavedRecord(t *testing.T) {
	raw, err := os.ReadFile("../../scoring/sabika/game/testdata/app-games.json")
	if err != nil {
		t.Fatal(err)
	}
	var saved struct {
		Data struct {
			Records []json.RawMessage `json:"records"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &saved); err != nil {
		t.Fatal(err)
	}
	el := func(per string, pp int) map[string]any { return map[string]any{"per": per, "pp": pp} }
	var wishes []any
	for i := range 9 {
		wishes = append(wishes, map[string]any{"letter": string(rune('A' + i/3)), "elements": nil})
	}
	wishes[0].(map[string]any)["elements"] = []any{el("presence", 1)}
	wishes[3].(map[string]any)["elements"] = []any{el("seal", 2), map[string]any{"per": "type", "type": "fountain", "pp": 3}}
	wishes[6].(map[string]any)["elements"] = []any{el("poem", 1)}
	appCopy := map[string]any{"format": 1, "game": "sabika", "tribute": []int{3, 4, 5, 5}, "event_change": []bool{false, true, false, true, false},
		"wishes": wishes, "start_dinars": []int{4, 5, 6, 7}}
	var inProgress struct {
		Entry map[string]any `json:"entry"`
	}
	if err := json.Unmarshal(saved.Data.Records[1], &inProgress); err != nil {
		t.Fatal(err)
	}
	// The record's own entry first: Eva's mix typed in the app, refused
	// there as here, and Fer's seals corrected to 1.
	in := map[string]any{"edition": appCopy, "record": saved.Data.Records[1], "entries": []any{inProgress.Entry}}
	if code, out, _ := call(t, encode(t, in), "sabika", "game"); code != exitRule || !strings.Contains(out, `"player":"Eva"`) {
		t.Errorf("Eva's mix: exit %d %s", code, out)
	}
	delete(inProgress.Entry, "pays") // back to the proposals
	in["entries"] = []any{inProgress.Entry, map[string]any{}, map[string]any{"chosen": 2}}
	code, out, _ := call(t, encode(t, in), "sabika", "game")
	m := decodeObject(t, out)
	if code != exitOK || m["phase"] != "income" || m["round"] != 2.0 || len(m["steps"].([]any)) != 5 {
		t.Fatalf("exit %d %s", code, out)
	}
	if !strings.Contains(out, `"corrected":[{"path":"players[1].seals","old":0,"new":1}]`) {
		t.Errorf("the corrections typed in the app are not logged with the tribute: %s", out)
	}
	ended, err := os.ReadFile("../../scoring/sabika/game/testdata/game-4p.record.json")
	if err != nil {
		t.Fatal(err)
	}
	in = map[string]any{"edition": readGame(t, "4p")["edition"], "record": json.RawMessage(ended), "entries": []any{}}
	code, out, _ = call(t, encode(t, in), "sabika", "game")
	_, replayed, _ := call(t, "", "sabika", "game", "--in", gameFiles["4p"])
	if code != exitOK || out != replayed {
		t.Errorf("a finished record answers differently from its replay: exit %d\n%s\n%s", code, out, replayed)
	}
	in["start"] = readGame(t, "4p")["start"]
	if code, out, _ := call(t, encode(t, in), "sabika", "game"); code != exitBadInput || !strings.Contains(out, `"field":"record"`) {
		t.Errorf("a start and a record: exit %d %s", code, out)
	}
}

// FuzzSabikaGameRecord feeds any record to "sabika game", as the app saves
// one, continued with no entry or with one, through the real path (the
// CLI's strict reader and Record.Check, the app list's check): exit 0, 2
// or 3 with the contract's answer, never a panic; and a record answered
// is the game's own (issue 28, item 1): its winners have the highest
// total, each total is the PP shown, and its steps follow the
// rulebook's order.
func FuzzSabikaGameRecord(f *testing.F) {
	ed := readGame(f, "4p")["edition"]
	for _, file := range []string{"game-4p.record.json", "game-solo.record.json"} {
		raw, err := os.ReadFile("../../scoring/sabika/game/testdata/" + file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(raw), "")
	}
	raw, err := os.ReadFile("../../scoring/sabika/game/testdata/app-games.json")
	if err != nil {
		f.Fatal(err)
	}
	var saved struct {
		Data struct {
			Records []json.RawMessage `json:"records"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &saved); err != nil {
		f.Fatal(err)
	}
	for _, r := range saved.Data.Records {
		f.Add(string(r), `{"chosen": 1, "poem_one": 2}`)
	}
	f.Fuzz(func(t *testing.T, record, entry string) {
		entries := "[]"
		if entry != "" {
			entries = "[" + entry + "]"
		}
		in := `{"edition": ` + encode(t, ed) + `, "record": ` + record + `, "entries": ` + entries + `}`
		code, out, _ := call(t, in, "sabika", "game")
		if code != exitOK && code != exitBadInput && code != exitRule {
			t.Fatalf("exit %d", code)
		}
		m := decodeObject(t, out)
		if _, isErr := m["error"]; isErr == (code == exitOK) {
			t.Fatalf("exit %d with %s", code, out)
		}
		if code != exitOK {
			return
		}
		var got gameOutput
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		if got.Final == nil {
			return
		}
		best := 0
		for i, p := range got.Final.Players {
			if p.Total != got.Players[i].PP {
				t.Fatalf("%s totals %d, the game shows %d PP", p.Name, p.Total, got.Players[i].PP)
			}
			best = max(best, p.Total)
		}
		for _, w := range got.Final.Winner {
			for i, p := range got.Final.Players {
				if p.Name == w && got.Players[i].Name == w && p.Total != best {
					t.Fatalf("%s wins with %d, below %d", w, p.Total, best)
				}
			}
		}
	})
}

// A record saved before issue 30, its result under the Go field names
// ("Players", "Winners"), continues as the same record saved today in
// snake_case; a result with an unknown key is refused naming it.
func TestSabikaGameReadsTheOldResultKeys(t *testing.T) {
	answer := func(file string, edit func([]byte) []byte) (int, string) {
		t.Helper()
		raw, err := os.ReadFile("../../scoring/sabika/game/testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		in := map[string]any{"edition": readGame(t, "4p")["edition"], "record": json.RawMessage(edit(raw)), "entries": []any{}}
		code, out, _ := call(t, encode(t, in), "sabika", "game")
		return code, out
	}
	same := func(b []byte) []byte { return b }
	codeNew, outNew := answer("game-4p.record.json", same)
	codeOld, outOld := answer("game-4p.record-go-keys.json", same)
	if codeNew != exitOK || codeOld != exitOK || outOld != outNew {
		t.Errorf("the old form answers differently: exit %d\n%s\nexit %d\n%s", codeOld, outOld, codeNew, outNew)
	}
	code, out := answer("game-4p.record-go-keys.json", func(b []byte) []byte {
		return bytes.Replace(b, []byte(`"Winners":`), []byte(`"Winner":`), 1)
	})
	if code != exitBadInput || !strings.Contains(out, `"field":"record.result.Winner","message":"record.result.Winner: unknown field"`) {
		t.Errorf("an unknown key in an old result: exit %d %s", code, out)
	}
}
