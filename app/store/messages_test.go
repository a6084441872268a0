package store

import (
	"errors"
	"fmt"
	"testing"

	"arrayan.io/arrayan/data/message"
)

// TestRefusalsSayCodes: a state that cannot be read or saved says which
// state, what is wrong with it (a code of its own) and where the file
// went, as a message the app words in the player's language.
func TestRefusalsSayCodes(t *testing.T) {
	cases := []struct {
		name, content      string
		check              func(*sample) error
		outer, problem     string
		problemParams      message.Params
		keptAside, isNewer bool
	}{
		{"unknown member", `{"arrayan_state": 1, "data": {"name": "a", "extra": 1}}`, nil,
			"store.read-kept", "store.malformed-at", message.Params{"Field": "data.extra"}, true, false},
		{"newer", `{"arrayan_state": 9, "data": {}}`, nil,
			"store.read-kept", "store.newer", message.Params{"Format": 9, "Reads": Format}, true, true},
		{"no data", `{"arrayan_state": 1, "data": null}`, nil,
			"store.read-kept", "store.no-data", nil, true, false},
		{"refused by its screen", `{"arrayan_state": 1, "data": {"name": "a", "count": -1}}`,
			func(*sample) error { return kindNoData.With(nil) }, "store.read-kept", "store.no-data", nil, true, false},
		{"refused by its screen in its own English", `{"arrayan_state": 1, "data": {"name": "a", "count": -1}}`,
			func(*sample) error { return fmt.Errorf("game 1: number 5 is another game's too") },
			"store.read-kept", "store.refused", message.Params{"Detail": "game 1: number 5 is another game's too"}, true, false},
		{"format", `{"arrayan_state": "one", "data": {}}`, nil,
			"store.read-kept", "store.format", message.Params{"Member": `"one"`}, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			useTempStorage(t)
			writeRaw(t, "said", c.content)
			var got sample
			_, err := Load("said", &got, c.check)
			said, ok := message.Of(err)
			if !ok {
				t.Fatalf("Load = %v, says no message", err)
			}
			if said.Code != c.outer || said.Params["Key"] != "said" {
				t.Errorf("says %s about %v; want %s about said", said.Code, said.Params["Key"], c.outer)
			}
			if c.keptAside && said.Params["Where"] == "" {
				t.Errorf("names no place the file was kept: %v", said.Params)
			}
			problem, _ := said.Params["Problem"].(message.Message)
			if problem.Code != c.problem {
				t.Errorf("problem %s; want %s", problem.Code, c.problem)
			}
			for k, v := range c.problemParams {
				if problem.Params[k] != v {
					t.Errorf("problem's %s = %v; want %v", k, problem.Params[k], v)
				}
			}
			if errors.Is(err, ErrNewer) != c.isNewer {
				t.Errorf("errors.Is(err, ErrNewer) = %v", !c.isNewer)
			}
		})
	}
}

// A screen's check that refuses a backup's state in its own English says
// the store's refusal, its English kept as the detail for the log, and a
// check that says a message says that one.
func TestCheckDataSaysTheScreensRefusal(t *testing.T) {
	Register("refusing.english", func(*sample) error { return fmt.Errorf("3 names kept; at most 2") })
	Register("refusing.said", func(*sample) error { return kindNoData.With(nil) })
	err := CheckData("refusing.english", []byte(`{"name": "a"}`))
	if m, ok := message.Of(err); !ok || m.Code != "store.refused" || m.Params["Detail"] != "3 names kept; at most 2" {
		t.Errorf("CheckData = %v, says %+v", err, m)
	}
	if err.Error() != "3 names kept; at most 2" {
		t.Errorf("English %q, want the check's", err.Error())
	}
	if m, ok := message.Of(CheckData("refusing.said", []byte(`{"name": "a"}`))); !ok || m.Code != "store.no-data" {
		t.Errorf("CheckData says %+v, want the check's own message", m)
	}
}
