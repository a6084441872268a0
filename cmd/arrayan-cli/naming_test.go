package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/naming"
)

// Every name the command reads is at most naming.MaxRunes characters: a
// longer one is exit 2 naming its field, in every command that takes names.
func TestOverLongNamesAreRefused(t *testing.T) {
	over := strings.Repeat("я", naming.MaxRunes+1)
	tower := `[[{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}]]`
	for _, c := range []struct {
		name  string
		args  []string
		input string
		field string
	}{
		{"alhambra player", []string{"score"}, `{"game":"alhambra","round":1,"players":[{"name":"Ben","counts":{},"wall":0},{"name":"` + over + `","counts":{},"wall":0}]}`, "players[1].name"},
		{"alhambra neutral", []string{"score"}, `{"game":"alhambra","round":1,"players":[{"name":"Ben","counts":{},"wall":0},{"name":"Ana","counts":{},"wall":0}],"dummy":{"name":"` + over + `","counts":{}}}`, "dummy.name"},
		{"marco polo player", []string{"score"}, strings.Replace(marcoPoloTable, `"Ben"`, `"`+over+`"`, 1), "players[1].name"},
		{"sabika wishes", []string{"sabika", "wishes"}, `{"tower": [[{"per": "seal", "pp": 1}]], "players": [{"name": "` + over + `"}]}`, "players[0].name"},
		{"sabika tribute", []string{"sabika", "tribute"}, `{"due": 1, "players": [{"name": "` + over + `", "parias": 1, "dinars": 0, "seals": 0, "pp": 3}]}`, "players[0].name"},
		{"sabika final", []string{"sabika", "final"}, `{"tower": ` + tower + `, "players": [{"name": "` + over + `", "pp": 1, "parias": 6, "dinars": 0, "seals": 0, "buildings": 1}]}`, "players[0].name"},
	} {
		code, out, _ := call(t, c.input, c.args...)
		if code != exitBadInput {
			t.Errorf("%s: exit %d, want %d: %s", c.name, code, exitBadInput, out)
			continue
		}
		body := decodeObject(t, out)["error"].(map[string]any)
		if body["field"] != c.field || !strings.Contains(fmt.Sprint(body["message"]), fmt.Sprint(naming.MaxRunes)) {
			t.Errorf("%s: %s, want field %s and the limit", c.name, out, c.field)
		}
	}

	comp := yusufTestComponents()
	status, got := runYusuf(t, map[string]any{"components": comp, "do": "setup", "setup": map[string]any{"seed": 1, "start_city": over}})
	if msg := fmt.Sprint(got["error"]); status != exitBadInput || !strings.Contains(msg, "start_city") {
		t.Errorf("sabika yusuf start city: %d %s", status, msg)
	}
	rondels := comp["rondels"].(map[string][]string)
	rondels["poetisa"][0] = over
	status, got = runYusuf(t, map[string]any{"components": comp, "do": "setup", "setup": map[string]any{"seed": 1, "start_city": "x"}})
	if msg, _ := json.Marshal(got["error"]); status != exitBadInput || !strings.Contains(string(msg), "rondels.poetisa[0]") {
		t.Errorf("sabika yusuf rondel space: %d %s", status, msg)
	}
}

// The help states the limit.
func TestHelpStatesTheNameLimit(t *testing.T) {
	if !strings.Contains(generalHelp(), fmt.Sprintf("at most %d characters", naming.MaxRunes)) {
		t.Errorf("help does not state the name limit:\n%s", generalHelp())
	}
}
