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

func runYusuf(t testing.TB, input map[string]any) (int, map[string]any) {
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
// contract's exit statuses. It runs the command itself (run), the path of
// every real call, from seeds that reach each check: a setup, a turn, a
// waiting warehouse question with an answer of another kind, the player's
// consolidation, doctored holdings and the end of the game.
func FuzzSabikaYusuf(f *testing.F) {
	comp := yusufTestComponents()
	_, set := runYusuf(f, map[string]any{"components": comp, "do": "setup", "setup": map[string]any{"seed": 3, "start_city": "a"}})
	start := set["state"].(map[string]any)
	warehouse := yusufAsking(f, comp, "warehouse")
	lastRound := cloneJSON(f, start)
	lastRound["round"], lastRound["pile"], lastRound["revealed"], lastRound["turns"] = 5, []int{}, []int{0, 1, 2, 3}, 4
	h := lastRound["holdings"].(map[string]any)
	h["major_poems"], h["minor_poems"], h["carvings"] = []string{"А3"}, []int{22, 21}, 3
	for _, in := range []map[string]any{
		{"do": "setup", "setup": map[string]any{"seed": 3, "start_city": "Ragusa\u200f"}},
		{"do": "turn", "state": start, "answers": []any{map[string]any{"skip": true}}},
		{"do": "answer", "state": warehouse, "answer": map[string]any{"type": "castle", "number": 99}},
		{"do": "answer", "state": warehouse, "answer": map[string]any{"boxes": []int{2, 1}}},
		{"do": "player-consolidated", "state": start, "city": "a"},
		{"do": "player-consolidated", "state": start, "city": "atlantis"},
		{"do": "end-game", "state": lastRound, "end_game": map[string]any{"tower": [][]any{{}, {}, {}}, "due": 6,
			"poems": []map[string]any{{"code": "A3", "per_trio": 2}}, "trade": 1}},
	} {
		in["components"] = comp
		data, _ := json.Marshal(in)
		f.Add(data)
	}
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

// cloneJSON copies a decoded JSON value, so that a test can change a copy.
func cloneJSON(t testing.TB, v any) map[string]any {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// yusufAsking plays seeded games through the CLI until a question of the
// given kind waits, and returns the state that waits for its answer.
func yusufAsking(t testing.TB, comp map[string]any, kind string) map[string]any {
	t.Helper()
	for seed := range 50 {
		_, got := runYusuf(t, map[string]any{"components": comp, "do": "setup", "setup": map[string]any{"seed": seed, "start_city": "test-city-0"}})
		for turn := range 4 {
			status, got2 := runYusuf(t, map[string]any{"components": comp, "do": "turn", "state": got["state"]})
			for status == exitOK && got2["question"] != nil {
				if got2["question"].(map[string]any)["kind"] == kind {
					return got2["state"].(map[string]any)
				}
				status, got2 = runYusuf(t, map[string]any{"components": comp, "do": "answer", "state": got2["state"],
					"answer": answerFor(got2["question"].(map[string]any), turn+1)})
			}
			got = got2
		}
	}
	t.Fatalf("no %s question in 50 games", kind)
	return nil
}

// Every answer and state is checked against the components and the rules:
// inconsistent input is exit 2 naming the field, never read as something
// else (an answer of another kind, a city nobody consolidated, an
// invisible character in a city, a doctored state).
func TestSabikaYusufInconsistentInput(t *testing.T) {
	comp := yusufTestComponents()
	_, got := runYusuf(t, map[string]any{"components": comp, "do": "setup", "setup": map[string]any{"seed": 1, "start_city": "test-city-0"}})
	start := got["state"].(map[string]any)
	warehouse := yusufAsking(t, comp, "warehouse")
	holdings := func(change func(h map[string]any)) map[string]any {
		st := cloneJSON(t, start)
		change(st["holdings"].(map[string]any))
		return st
	}
	lastRound := cloneJSON(t, start)
	lastRound["round"], lastRound["pile"], lastRound["revealed"], lastRound["turns"] = 5, []int{}, []int{0, 1, 2, 3}, 4
	withPoem := cloneJSON(t, lastRound)
	h := withPoem["holdings"].(map[string]any)
	h["major_poems"], h["minor_poems"], h["carvings"] = []string{"B2"}, []int{22}, 2
	activated := cloneJSON(t, start)
	activated["activated"] = map[string]any{}
	for _, tc := range []struct {
		name  string
		in    map[string]any
		field string
	}{
		{"a castle to a warehouse question", map[string]any{"do": "answer", "state": warehouse,
			"answer": map[string]any{"type": "castle", "number": 99}}, "answer.type"},
		{"a city to a warehouse question", map[string]any{"do": "answer", "state": warehouse,
			"answer": map[string]any{"city": "x"}}, "answer.city"},
		{"player-consolidated in atlantis", map[string]any{"do": "player-consolidated", "state": start, "city": "atlantis"}, "city"},
		{"player-consolidated nowhere", map[string]any{"do": "player-consolidated", "state": start, "city": ""}, "city"},
		{"a direction mark in start_city", map[string]any{"do": "setup", "setup": map[string]any{"seed": 1, "start_city": "Ragusa\u202e"}}, "setup.start_city"},
		{"a control character in start_city", map[string]any{"do": "setup", "setup": map[string]any{"seed": 1, "start_city": "Ragusa\x1b[2J"}}, "setup.start_city"},
		{"duplicate minor poems", map[string]any{"do": "turn", "state": holdings(func(h map[string]any) {
			h["minor_poems"], h["major_poems"], h["carvings"] = []int{7, 7}, []string{"B2"}, 3
		})}, "state.holdings.minor_poems[1]"},
		{"the same city twice", map[string]any{"do": "turn", "state": holdings(func(h map[string]any) {
			h["cities"] = []map[string]any{{"name": "test-city-0", "consolidated": true}, {"name": "test-city-0", "consolidated": false}}
			h["ships_in_granada"] = 7
		})}, "state.holdings.cities[1].name"},
		{"an empty city name", map[string]any{"do": "turn", "state": holdings(func(h map[string]any) {
			h["cities"] = []map[string]any{{"name": "", "consolidated": true}}
		})}, "state.holdings.cities[0].name"},
		{"an unknown major poem", map[string]any{"do": "turn", "state": holdings(func(h map[string]any) {
			h["major_poems"], h["minor_poems"], h["carvings"] = []string{"ZZZ"}, []int{22}, 2
		})}, "state.holdings.major_poems[0]"},
		{"favour 10⁹", map[string]any{"do": "turn", "state": holdings(func(h map[string]any) { h["favour"] = 1_000_000_000 })}, "state.holdings.favour"},
		{"the unused activated field", map[string]any{"do": "turn", "state": activated}, "state.activated"},
		{"a final due of 0", map[string]any{"do": "end-game", "state": lastRound,
			"end_game": map[string]any{"tower": [][]any{{}, {}, {}}, "due": 0, "poems": []any{}, "trade": 0}}, "end_game.due"},
		{"B2 scored per trio", map[string]any{"do": "end-game", "state": withPoem,
			"end_game": map[string]any{"tower": [][]any{{}, {}, {}}, "poems": []map[string]any{{"code": "B2", "per_trio": 3}}, "trade": 0}}, "end_game.poems[0].per_trio"},
	} {
		tc.in["components"] = comp
		status, got := runYusuf(t, tc.in)
		e, _ := got["error"].(map[string]any)
		if status != exitBadInput || e["field"] != tc.field {
			t.Errorf("%s: exit %d, error %v; want exit 2 naming %s", tc.name, status, e, tc.field)
		}
	}
	for _, due := range []any{6, nil} {
		in := map[string]any{"components": comp, "do": "end-game", "state": lastRound,
			"end_game": map[string]any{"tower": [][]any{{}, {}, {}}, "poems": []any{}, "trade": 0}}
		if due != nil {
			in["end_game"].(map[string]any)["due"] = due
		}
		if status, got := runYusuf(t, in); status != exitOK {
			t.Errorf("end-game with due %v: %d %v", due, status, got)
		}
	}
}

// A state saved before the checks (its unused "activated": null, no
// final due) still goes on: every step of seeded games is fed back as the
// earlier version wrote it, and each is accepted.
func TestSabikaYusufEarlierStatesGoOn(t *testing.T) {
	comp := yusufTestComponents()
	for seed := range 3 {
		_, got := runYusuf(t, map[string]any{"components": comp, "do": "setup", "setup": map[string]any{"seed": seed, "start_city": "test-city-0"}})
		for turn := range 4 {
			st := cloneJSON(t, got["state"])
			st["activated"] = nil
			status, next := runYusuf(t, map[string]any{"components": comp, "do": "turn", "state": st})
			for status == exitOK && next["question"] != nil {
				st = cloneJSON(t, next["state"])
				st["activated"] = nil
				status, next = runYusuf(t, map[string]any{"components": comp, "do": "answer", "state": st,
					"answer": answerFor(next["question"].(map[string]any), seed+turn)})
			}
			if status != exitOK {
				t.Fatalf("seed %d turn %d: exit %d: %v", seed, turn, status, next)
			}
			got = next
		}
	}
}
