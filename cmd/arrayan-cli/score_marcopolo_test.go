package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// marcoPoloTable is the CLI contract's example player and an opponent.
const marcoPoloTable = `{"game": "marcopolo",
 "players": [
   {"name": "Ana", "vp": 52, "coins": 23, "camels": 3,
    "goods": {"pepper": 2, "silk": 1, "gold": 0},
    "posts": ["moscow", "xian", "beijing"], "beijing": 2,
    "objectives": [["moscow", "xian"], ["karachi", "anxi"]],
    "contracts": 5},
   {"name": "Ben", "vp": 56, "coins": 31, "camels": 1,
    "goods": {"pepper": 0, "silk": 0, "gold": 4},
    "posts": ["sumatra", "anxi", "beijing"], "beijing": 1,
    "objectives": [["sumatra", "anxi"], ["lanzhou", "ormuz"]],
    "contracts": 4}
 ]}`

func TestScoreMarcoPolo(t *testing.T) {
	code, out, _ := call(t, marcoPoloTable, "score")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, out)
	}
	var got struct {
		Game    string `json:"game"`
		Players []struct {
			Name   string         `json:"name"`
			Points map[string]int `json:"points"`
			Total  int            `json:"total"`
		} `json:"players"`
		Winner []string `json:"winner"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// Ana: 52 track + 4 (Moscow+Xian) + 3 (2 objective cities) + 7 (2nd in
	// Beijing) + 1 (3 goods) + 2 (23 coins) + 7 (most contracts) = 76.
	// Ben: 56 + 8 (Sumatra+Anxi) + 3 (2 objective cities; Lan-Zhou and Ormuz
	// hold none of his posts) + 10 (1st in Beijing) + 2 (4 goods) + 3 (31
	// coins) + 0 = 82.
	want := []map[string]int{
		{"track": 52, "objectives": 4, "objective_cities": 3, "beijing": 7, "goods": 1, "coins": 2, "contracts": 7},
		{"track": 56, "objectives": 8, "objective_cities": 3, "beijing": 10, "goods": 2, "coins": 3, "contracts": 0},
	}
	totals := []int{76, 82}
	for i, p := range got.Players {
		if !reflect.DeepEqual(p.Points, want[i]) || p.Total != totals[i] {
			t.Errorf("%s: %v total %d, want %v total %d", p.Name, p.Points, p.Total, want[i], totals[i])
		}
	}
	if !reflect.DeepEqual(got.Winner, []string{"Ben"}) {
		t.Errorf("winner = %v", got.Winner)
	}
}

func TestScoreMarcoPoloCamelsBreakTies(t *testing.T) {
	in := `{"game":"marcopolo","players":[
	 {"name":"Ana","vp":60,"coins":0,"camels":2,"goods":{},"posts":[],"objectives":[],"contracts":0},
	 {"name":"Ben","vp":60,"coins":0,"camels":5,"goods":{},"posts":[],"objectives":[],"contracts":0},
	 {"name":"Cai","vp":60,"coins":0,"camels":5,"goods":{},"posts":[],"objectives":[],"contracts":0}]}`
	code, out, _ := call(t, in, "score")
	m := decodeObject(t, out)
	if code != exitOK || !reflect.DeepEqual(m["winner"], []any{"Ben", "Cai"}) {
		t.Errorf("exit %d, winner %v", code, m["winner"])
	}
}

func TestScoreMarcoPoloErrors(t *testing.T) {
	cases := []struct {
		name, in string
		exit     int
		code     string
	}{
		{"unknown field", strings.Replace(marcoPoloTable, `"vp": 52`, `"vp": 52, "score": 1`, 1), exitBadInput, "bad-input"},
		{"unknown objective pair", strings.Replace(marcoPoloTable, `["karachi", "anxi"]`, `["karachi", "moscow"]`, 1), exitBadInput, "bad-input"},
		{"unknown city slug", strings.Replace(marcoPoloTable, `"xian", "beijing"]`, `"xi'an", "beijing"]`, 1), exitBadInput, "bad-input"},
		{"missing camels", strings.Replace(marcoPoloTable, `"camels": 3,`, ``, 1), exitBadInput, "bad-input"},
		{"objective twice", strings.Replace(marcoPoloTable, `["lanzhou", "ormuz"]`, `["xian", "moscow"]`, 1), exitRule, "impossible-game"},
		{"same Beijing arrival", strings.Replace(marcoPoloTable, `"beijing": 2`, `"beijing": 1`, 1), exitRule, "impossible-game"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := call(t, c.in, "score")
			if code != c.exit {
				t.Fatalf("exit %d, want %d: %s", code, c.exit, out)
			}
			if got := errorCode(t, out); got != c.code {
				t.Errorf("code %q, want %q", got, c.code)
			}
			if errOut == "" {
				t.Error("nothing on standard error")
			}
		})
	}
	code, out, _ := call(t, strings.Replace(marcoPoloTable, `"beijing": 2`, `"beijing": 1`, 1), "score")
	if m := decodeObject(t, out); code == exitRule {
		v := m["error"].(map[string]any)["violations"].([]any)
		if len(v) != 1 || v[0].(map[string]any)["rule"] != "beijing-twice" {
			t.Errorf("violations = %v", v)
		}
	}
}

func TestScoreHelpNamesMarcoPolo(t *testing.T) {
	_, out, _ := call(t, "", "score", "--help")
	if !strings.Contains(out, "marcopolo") || !strings.Contains(out, "camels break ties") {
		t.Errorf("score help lacks Marco Polo:\n%s", out)
	}
}

// TestMarcoPoloContractExampleAsPrinted runs the contract's example exactly
// as printed: one player, Ana, whose own tally it is.
func TestMarcoPoloContractExampleAsPrinted(t *testing.T) {
	in := `{"game": "marcopolo",
 "players": [
   {"name": "Ana", "vp": 52, "coins": 23, "camels": 3,
    "goods": {"pepper": 2, "silk": 1, "gold": 0},
    "posts": ["moscow", "xian", "beijing"], "beijing": 2,
    "objectives": [["moscow", "xian"], ["karachi", "anxi"]],
    "contracts": 5}
 ]}`
	code, out, errOut := call(t, in, "score")
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	// 52 track + 4 (Moscow–Xi'an card) + 3 (two objective cities) + 7
	// (second in Beijing) + 1 (3 goods / 2) + 2 (23 coins / 10) + 7 (most
	// contracts) = 76.
	want := `{"game":"marcopolo","players":[{"name":"Ana","points":{"track":52,"objectives":4,"objective_cities":3,"beijing":7,"goods":1,"coins":2,"contracts":7},"total":76}],"winner":["Ana"]}` + "\n"
	if out != want {
		t.Errorf("output\n%s\nwant\n%s", out, want)
	}
}
