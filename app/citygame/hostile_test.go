package citygame

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/scoring/tiles"
)

// hostileStates are saved lists a damaged or hostile file could hold.
var hostileStates = []string{
	`{"games": [{"label": "x", "record": {"arrayan_game": 1, "game": "granada", "players": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": []}}]}`,
	`{"games": [{"record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 5}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": []}}]}`,
	`{"games": [{"record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0, "city": [{"x": 1, "y": 0, "piece": {"id": "tower-99", "type": "tower", "value": 99}}]}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": []}}]}`,
	`{"games": [{"record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0, "city": [{"x": 99999999999, "y": 0, "piece": {"id": "tower-12", "type": "tower", "value": 12}}]}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": []}}]}`,
	`{"games": [{"record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": [{"round": 1, "running": [100, 0, 0]}]}}]}`,
	`{"games": [{"record": {"arrayan_game": 7, "game": "alhambra"}}]}`,
	`{"games": [{"label": "` + strings.Repeat("x", 500) + `", "record": {}}]}`,
	`{"games": "many"}`,
	`{"games": [{"id": 9223372036854775807, "record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": []}}]}`,
	`{"games": [{"id": -3, "record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": []}}]}`,
	`[1, 2, 3]`,
	// Two games with one number, which keys each game's undo history.
	`{"games": [{"id": 2, "record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": []}}, {"id": 2, "record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "D", "colour": 0}, {"name": "E", "colour": 1}, {"name": "F", "colour": 2}], "scorings": []}}]}`,
	// A format version that is not a number, and a list given twice:
	// never read as an empty list.
	`{"arrayan_state": "1", "data": {"games": [{"id": 1, "record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": []}}]}}`,
	`{"arrayan_state": 1, "data": {"games": [{"id": 1, "record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}, {"name": "C", "colour": 2}], "scorings": []}}], "games": []}}`,
}

// TestHostileSavedFile: each hostile file is refused on opening, kept
// aside, and the screen opens on an empty list without panicking.
func TestHostileSavedFile(t *testing.T) {
	uitest.NewApp(t)
	for _, content := range hostileStates {
		// each file in a storage folder of its own, as in a new app (one
		// app for all: a new one loads the fonts and icons anew)
		t.Setenv("TMPDIR", t.TempDir())
		if err := os.MkdirAll(store.Dir(), 0o700); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(store.Dir(), stateKey(tiles.Alhambra())+".json")
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		s, w := open(t, tiles.Alhambra())
		if len(s.st().Games) != 0 {
			t.Errorf("%.60s…: accepted %d games", content, len(s.st().Games))
		}
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%.60s…: the refused file was not kept aside", content)
		}
		if w.Canvas().Overlays().Top() == nil {
			t.Errorf("%.60s…: refused without a word in the window", content)
		}
	}
}

// FuzzSavedState writes arbitrary bytes as the saved list and opens the
// screen over it, through the store and the screen's check as the app
// loads it: whatever is accepted shows without a panic.
func FuzzSavedState(f *testing.F) {
	if uitest.Fuzzing() { // opened and checked by TestHostileSavedFile
		for _, c := range hostileStates {
			f.Add([]byte(c))
		}
	}
	f.Add([]byte(`{"arrayan_state": 1, "data": {"games": [{"id": 1, "record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}], "neutral": {"pieces": [], "deals": 0}, "scorings": []}}]}}`))
	f.Add([]byte(`{"games": [{"record": {"arrayan_game": 1, "game": "alhambra", "players": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}], "neutral": {"pieces": [], "deals": 0}, "scorings": []}}]}`))
	uitest.NewApp(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := os.MkdirAll(store.Dir(), 0o700); err != nil {
			t.Fatal(err)
		}
		key := stateKey(tiles.Alhambra())
		if err := os.WriteFile(filepath.Join(store.Dir(), key+".json"), data, 0o600); err != nil {
			t.Fatal(err)
		}
		w := test.NewWindow(nil)
		defer w.Close()
		s := newScreen(tiles.Alhambra(), w)
		for _, e := range s.st().Games {
			_ = e.label()
			_ = progressText(e.Record)
			for i := range e.Record.Players {
				e.Record.Check(i)
				e.Record.Outline(i)
			}
			_, _ = e.Record.TakeScoring()
		}
		kept, _ := filepath.Glob(filepath.Join(store.Dir(), key+".*-*.json"))
		for _, k := range kept {
			_ = os.Remove(k)
		}
	})
}
