package ui

import (
	"encoding/json"
	"strings"
	"testing"
)

type encoded struct {
	A    int               `json:"a"`
	Name string            `json:"name,omitempty"`
	Tags map[string]string `json:"tags,omitempty"`
}

// histories are a screen's undo histories as saved, some scopes with
// only a past or only a future, one empty, one nil, and names and values
// that JSON escapes.
func histories() map[string]*history[encoded] {
	return map[string]*history[encoded]{
		"game 1":  {Past: []step[encoded]{{value: encoded{A: 1}}, {value: encoded{A: 2, Name: "<Ana & \"Ben\">"}}}},
		"list":    {Future: []step[encoded]{{value: encoded{Tags: map[string]string{"z": "1", "a": "é\u2028"}}}}},
		"both":    {Past: []step[encoded]{{value: encoded{A: 3}}}, Future: []step[encoded]{{value: encoded{A: 4}}}},
		"":        {},
		"<none>":  nil,
		"ünïcode": {Past: []step[encoded]{{value: encoded{Name: strings.Repeat("x", 100)}}}},
	}
}

// TestHistoriesEncodeAsJSONMarshal keeps the saved history byte for byte
// what json.Marshal writes, twice (the second time from the steps' JSON
// kept from the first).
func TestHistoriesEncodeAsJSONMarshal(t *testing.T) {
	want, err := json.Marshal(histories())
	if err != nil {
		t.Fatal(err)
	}
	hs := histories()
	for range 2 {
		got, err := marshalHistories(hs)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Fatalf("got  %s\nwant %s", got, want)
		}
	}
}

// BenchmarkSaveHistory is the history saved after a change, with 50 steps
// of a 10 kB value kept.
func BenchmarkSaveHistory(b *testing.B) {
	h := &history[encoded]{}
	for i := range historyLimit {
		h.Past = append(h.Past, step[encoded]{value: encoded{A: i, Name: strings.Repeat("x", 10_000)}})
	}
	hs := map[string]*history[encoded]{"": h}
	for b.Loop() {
		if _, err := marshalHistories(hs); err != nil {
			b.Fatal(err)
		}
	}
}
