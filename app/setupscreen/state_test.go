package setupscreen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/setup/deal"
)

// hostileStates are saved states no screen may trust.
var hostileStates = []string{
	`{"game": "chess", "names": []}`,
	`{"game": "alhambra", "players": {"alhambra": 9}}`,
	`{"game": "alhambra", "players": {"chess": 3}}`,
	`{"game": "sabika", "options": {"sabika": {"events": "all"}}}`,
	`{"game": "sabika", "options": {"sabika": {"colour": "red"}}}`,
	`{"game": "sabika", "names": ["a","b","c","d","e","f","g","h"]}`,
	`{"game": "sabika", "names": [1, 2]}`,
	`{"game": "alhambra", "recent": [{"code": "XXXX", "game": "alhambra", "players": 3}]}`,
	`{"game": "alhambra", "recent": [{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "sabika", "players": 3}]}`,
	`{"game": "alhambra", "recent": [{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "marcopolo", "players": 4, "ticked": [-1]}]}`,
	`{"game": "alhambra", "recent": [{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "marcopolo", "players": 4, "ticked": [100000]}]}`,
	`{"game": "alhambra", "recent": [` + strings.Repeat(`{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "marcopolo", "players": 4},`, 20) + `{}]}`,
	`{"game": "alhambra", "shown": "1VHP-1VQE-GJ1N-D3XM"}`,
	`{"code": 5}`,
	`[]`,
}

func writeFile(t testing.TB, name, content string) {
	t.Helper()
	if err := os.MkdirAll(store.Dir(), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(store.Dir(), name+".json"), []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

// A hostile saved state opens the setup screen without it, tells the
// player and keeps the file aside.
func TestHostileStatesAreRefusedAndKept(t *testing.T) {
	uitest.NewApp(t)
	for _, content := range hostileStates {
		// each file in a storage folder of its own, as in a new app (one
		// app for all: a new one loads the fonts and icons anew)
		t.Setenv("TMPDIR", t.TempDir())
		writeFile(t, stateKey, `{"arrayan_state": 1, "data": `+content+`}`)
		w := uitest.Window(t, nil)
		s := newScreen(w, deal.Alhambra, nil)
		w.SetContent(s.object)
		if w.Canvas().Overlays().Top() == nil {
			t.Errorf("%s: the player was not told", content)
		}
		if kept, _ := filepath.Glob(filepath.Join(store.Dir(), stateKey+".broken-*.json")); len(kept) != 1 {
			t.Errorf("%s: kept aside %v", content, kept)
		}
		if s.current != nil {
			t.Errorf("%s: a setup was opened from a refused file", content)
		}
	}
}

// Reading the last setup dealt for another screen (the Sabika new-game
// form, the Marco Polo round helper) leaves a refused file where it is:
// the setup screen, opened next, keeps it aside and tells the player
// (issue 28, item 12: it was moved aside silently, the screen then opened
// empty with no word).
func TestLastDealtLeavesARefusedFileToItsScreen(t *testing.T) {
	uitest.NewApp(t)
	t.Setenv("TMPDIR", t.TempDir())
	writeFile(t, stateKey, `{"arrayan_state": 1, "data": `+hostileStates[0]+`}`)
	if _, ok := LastDealt("alhambra"); ok {
		t.Error("a setup was read from a refused file")
	}
	if names := LastNames(); names != nil {
		t.Errorf("names read from a refused file: %v", names)
	}
	if _, err := os.Stat(filepath.Join(store.Dir(), stateKey+".json")); err != nil {
		t.Fatalf("the file was moved: %v", err)
	}
	w := uitest.Window(t, nil)
	s := newScreen(w, deal.Alhambra, nil)
	w.SetContent(s.object)
	if w.Canvas().Overlays().Top() == nil {
		t.Error("the player was not told")
	}
	if kept, _ := filepath.Glob(filepath.Join(store.Dir(), stateKey+".broken-*.json")); len(kept) != 1 {
		t.Errorf("kept aside %v", kept)
	}
}

// FuzzSavedState writes any bytes as the saved state's data and opens
// the setup screen: it never panics.
func FuzzSavedState(f *testing.F) {
	if uitest.Fuzzing() { // opened and checked by TestHostileStatesAreRefusedAndKept
		for _, c := range hostileStates {
			f.Add(c)
		}
	}
	f.Add(`{"game": "marcopolo", "recent": [{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "marcopolo", "players": 4, "ticked": [0, 3]}], "shown": "1VHP-1VQE-GJ1N-D3XM"}`)
	uitest.NewApp(f)
	f.Fuzz(func(t *testing.T, content string) {
		_ = os.Remove(filepath.Join(store.Dir(), stateKey+".json"))
		writeFile(t, stateKey, `{"arrayan_state": 1, "data": `+content+`}`)
		w := test.NewWindow(nil)
		w.SetContent(New(w, deal.MarcoPolo, nil, nil))
		w.Close()
	})
}
