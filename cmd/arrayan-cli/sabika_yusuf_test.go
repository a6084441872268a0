package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// yusufTestComponents are MADE-UP TEST FIXTURES (not Yusuf's printed
// cards): 12/7/7 cards on made-up spaces, every card with one action.
func yusufTestComponents() map[string]any {
	actions := map[string][]string{"alarife": {"major-building", "minor-building", "warehouse"}, "comerciante": {"export", "consolidate"}, "poetisa": {"carve"}}
	sizes := map[string]int{"alarife": 12, "comerciante": 7, "poetisa": 7}
	rondels := map[string][]string{}
	var cards []map[string]any
	for _, w := range []string{"alarife", "comerciante", "poetisa"} {
		rondels[w] = []string{"test-" + w + "-1", "test-" + w + "-2", "test-" + w + "-3"}
		for i := range sizes[w] {
			cards = append(cards, map[string]any{
				"id": fmt.Sprintf("test-%s-%d", w, i+1), "deck": w, "space": rondels[w][i%3], "discard": "none",
				"actions": []string{actions[w][i%len(actions[w])]}, "bottom": map[string]any{"pp": 1},
			})
		}
	}
	return map[string]any{"tiles": []string{"alarife", "alarife", "comerciante", "poetisa"},
		"deck_sizes": sizes, "rondels": rondels, "cards": cards}
}

func runYusuf(t *testing.T, input map[string]any) (int, map[string]any) {
	t.Helper()
	data, _ := json.Marshal(input)
	var out, errOut bytes.Buffer
	status := run([]string{"sabika", "yusuf"}, bytes.NewReader(data), &out, &errOut)
	var got map[string]any
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("output %q: %v", out.String(), err)
	}
	return status, got
}

// answerFor gives a legal answer to a question of the CLI output.
func answerFor(q map[string]any, n int) map[string]any {
	switch q["kind"] {
	case "major-building":
		return map[string]any{"type": "gate", "number": 3}
	case "minor-building":
		return map[string]any{"type": "tower"}
	case "warehouse":
		return map[string]any{"boxes": []int{2, 3}}
	case "export":
		return map[string]any{"city": fmt.Sprintf("test-city-%d", n), "seal": true, "matches": true}
	case "consolidate":
		return map[string]any{"city": q["options"].([]any)[0]}
	case "carve-minor":
		return map[string]any{"number": 22 - n}
	}
	return map[string]any{"skip": true}
}

// A round through the CLI: setup, 4 turns answered step by step, the end
// of the round; the same input always gives the same output.
func TestSabikaYusufRound(t *testing.T) {
	comp := yusufTestComponents()
	status, got := runYusuf(t, map[string]any{"components": comp, "do": "setup",
		"setup": map[string]any{"seed": 7, "start_city": "test-city-0"}})
	if status != exitOK {
		t.Fatalf("setup: %d %v", status, got)
	}
	state := got["state"]
	for turn := range 4 {
		in := map[string]any{"components": comp, "do": "turn", "state": state}
		status, got = runYusuf(t, in)
		_, again := runYusuf(t, in)
		if a, b := fmt.Sprint(got), fmt.Sprint(again); a != b {
			t.Fatal("the same input gave different outputs")
		}
		for status == exitOK && got["question"] != nil {
			status, got = runYusuf(t, map[string]any{"components": comp, "do": "answer", "state": got["state"],
				"answer": answerFor(got["question"].(map[string]any), turn+1)})
		}
		if status != exitOK || got["done"] != true {
			t.Fatalf("turn %d: %d %v", turn, status, got)
		}
		state = got["state"]
	}
	status, got = runYusuf(t, map[string]any{"components": comp, "do": "end-round", "state": state,
		"end_round": map[string]any{"tower": [][]map[string]any{{{"per": "seal", "pp": 1}}}, "due": 1, "player_parias": 0, "yusuf_on_top": true}})
	if status != exitOK || got["start_player"] == nil {
		t.Fatalf("end-round: %d %v", status, got)
	}
}

// Unusable input is exit 2, a forbidden step exit 3, never a panic.
func TestSabikaYusufErrors(t *testing.T) {
	comp := yusufTestComponents()
	_, got := runYusuf(t, map[string]any{"components": comp, "do": "setup", "setup": map[string]any{"seed": 1, "start_city": "x"}})
	state := got["state"]
	for _, tc := range []struct {
		in     map[string]any
		status int
		text   string
	}{
		{map[string]any{"components": comp, "do": "fly", "state": state}, exitBadInput, "do must be"},
		{map[string]any{"components": comp, "do": "turn"}, exitBadInput, "needs"},
		{map[string]any{"components": comp, "do": "turn", "state": state, "extra": 1}, exitBadInput, "unknown field"},
		{map[string]any{"components": map[string]any{"tiles": []string{"alarife"}}, "do": "setup", "setup": map[string]any{"start_city": "x"}}, exitBadInput, "tiles"},
		{map[string]any{"components": comp, "do": "end-round", "state": state, "end_round": map[string]any{}}, exitRule, "turns this round"},
		{map[string]any{"components": comp, "do": "answer", "state": state, "answer": map[string]any{}}, exitRule, "no question"},
	} {
		status, got := runYusuf(t, tc.in)
		msg := fmt.Sprint(got["error"])
		if status != tc.status || !strings.Contains(msg, tc.text) {
			t.Errorf("%v: %d %s", tc.in["do"], status, msg)
		}
	}
}

// FuzzSabikaYusuf: no input makes the command panic or answer outside the
// contract's exit statuses.
func FuzzSabikaYusuf(f *testing.F) {
	comp, _ := json.Marshal(yusufTestComponents())
	f.Add([]byte(`{"components":` + string(comp) + `,"do":"setup","setup":{"seed":3,"start_city":"a"}}`))
	var out bytes.Buffer
	run([]string{"sabika", "yusuf"}, strings.NewReader(`{"components":`+string(comp)+`,"do":"setup","setup":{"seed":3,"start_city":"a"}}`), &out, &bytes.Buffer{})
	var set map[string]any
	_ = json.Unmarshal(out.Bytes(), &set)
	st, _ := json.Marshal(set["state"])
	f.Add([]byte(`{"components":` + string(comp) + `,"do":"turn","state":` + string(st) + `,"answers":[{"skip":true}]}`))
	f.Add([]byte(`{"do":"turn","state":{"pile":[9]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var out, errOut bytes.Buffer
		status := run([]string{"sabika", "yusuf"}, bytes.NewReader(data), &out, &errOut)
		if status != exitOK && status != exitBadInput && status != exitRule {
			t.Fatalf("status %d", status)
		}
		if !json.Valid(out.Bytes()) {
			t.Fatalf("output is not JSON: %q", out.String())
		}
	})
}

// Hostile states: a valid mid-game input with one value changed at a time
// must give exit 0, 2 or 3 and never panic (in-process, besides the fuzz
// target, so every run covers it).
func TestSabikaYusufHostileStates(t *testing.T) {
	comp := yusufTestComponents()
	_, got := runYusuf(t, map[string]any{"components": comp, "do": "setup", "setup": map[string]any{"seed": 5, "start_city": "x"}})
	_, got = runYusuf(t, map[string]any{"components": comp, "do": "turn", "state": got["state"]})
	base, _ := json.Marshal(map[string]any{"components": comp, "do": "answer", "state": got["state"], "answer": map[string]any{"skip": true}})
	replacements := []string{"-1", "99", "0", `""`, "null", "[]", `"alarife"`, `[0,0,0]`, "{}", "true", `"test-alarife-1"`}
	for i := 0; i < len(base); i++ {
		if base[i] != ':' {
			continue
		}
		end := bytes.IndexAny(base[i+1:], ",}]")
		if end < 0 {
			continue
		}
		for _, r := range replacements {
			mutated := append(append(append([]byte{}, base[:i+1]...), r...), base[i+1+end:]...)
			var out bytes.Buffer
			status := run([]string{"sabika", "yusuf"}, bytes.NewReader(mutated), &out, &bytes.Buffer{})
			if status != exitOK && status != exitBadInput && status != exitRule {
				t.Fatalf("status %d for %s", status, mutated)
			}
		}
	}
}
