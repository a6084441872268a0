package app

import (
	"encoding/json"
	"strings"
	"testing"

	"arrayan.io/arrayan/app/store"
)

// stateNames are the state names of every screen of the app, each with a
// value its screen loads: a backup restores them (issue 28, item 11).
var stateNames = map[string]string{
	"history":                 `{"arrayan_history": 1, "players": [], "plays": ""}`,
	"sabika.games":            `{"next": 0, "records": []}`,
	"sabika.edition":          ``,
	"setup.screen":            `{"game": "alhambra"}`,
	"citygame.alhambra":       `{"games": []}`,
	"citygame.granada":        `{"games": []}`,
	"tilescore.alhambra":      ``,
	"tilescore.granada":       ``,
	"marcopolo.table":         ``,
	"marcopolo.planner.state": ``,
	"marcopolo.rounds.state":  ``,
	"marcopolo.scoring.state": ``,
}

// Every screen's state is registered with its screen's check, as the
// composed app links them: null is refused as no data, not as a state no
// screen keeps; a value the screen loads passes where one is given.
func TestEveryStateIsRegisteredForBackups(t *testing.T) {
	for name, good := range stateNames {
		if err := store.CheckData(name, json.RawMessage("null")); err == nil || strings.Contains(err.Error(), "no screen") {
			t.Errorf("%s: null %v", name, err)
		}
		if good != "" {
			if err := store.CheckData(name, json.RawMessage(good)); err != nil {
				t.Errorf("%s: %s refused: %v", name, good, err)
			}
		}
		if err := store.CheckData(name, json.RawMessage(`{"zzz-unknown": 1}`)); err == nil {
			t.Errorf("%s: an unknown member taken", name)
		}
	}
	if err := store.CheckData("zzz", json.RawMessage(`{}`)); err == nil {
		t.Error("a state no screen keeps taken")
	}
}

// FuzzBackupState checks any state of a backup through the real screens'
// checks, as a restore does before replacing anything: never a panic, and
// a state taken is one its screen loads from a saved file.
func FuzzBackupState(f *testing.F) {
	for name, good := range stateNames {
		f.Add(name, good)
	}
	f.Add("sabika.games", `{"next": 1, "records": [{"id": 0}]}`)
	f.Add("history", `{"arrayan_history": 1, "players": [{"id": 1, "name": "A"}], "plays": ""}`)
	f.Fuzz(func(t *testing.T, name, data string) {
		if store.CheckData(name, json.RawMessage(data)) != nil {
			return
		}
		if !json.Valid([]byte(data)) {
			t.Fatalf("%s: invalid JSON taken: %q", name, data)
		}
	})
}
