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

// hostileFiles are kept files no screen may trust, by state name.
var hostileFiles = map[string][]string{
	stateRecent: {
		`[{"code": "XXXX", "game": "alhambra", "players": 3}]`,
		`[{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "sabika", "players": 3}]`,
		`[{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "marcopolo", "players": 4, "ticked": [-1]}]`,
		`[{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "marcopolo", "players": 4, "ticked": [100000]}]`,
		`[` + strings.Repeat(`{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "marcopolo", "players": 4},`, 20) + `{}]`,
		`{"code": 5}`,
	},
	stateNames: {
		`["a","b","c","d","e","f","g","h"]`,
		`[1, 2]`,
		`"Ana"`,
	},
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

// A hostile kept file opens the setup screen without it, tells the player
// and keeps the file aside.
func TestHostileKeptFilesAreRefusedAndKept(t *testing.T) {
	for name, contents := range hostileFiles {
		for _, content := range contents {
			uitest.NewApp(t)
			writeFile(t, name, content)
			w := uitest.Window(t, nil)
			s := newScreen(w, deal.Alhambra)
			w.SetContent(s.object)
			if w.Canvas().Overlays().Top() == nil {
				t.Errorf("%s %s: the player was not told", name, content)
			}
			if kept, _ := filepath.Glob(filepath.Join(store.Dir(), name+".broken-*.json")); len(kept) != 1 {
				t.Errorf("%s %s: kept aside %v", name, content, kept)
			}
			if s.current != nil {
				t.Errorf("%s %s: a setup was opened from a refused file", name, content)
			}
		}
	}
}

// FuzzKeptFiles writes any bytes as the last setups or the names and opens
// the setup screen: it never panics.
func FuzzKeptFiles(f *testing.F) {
	for name, contents := range hostileFiles {
		for _, c := range contents {
			f.Add(name == stateNames, c)
		}
	}
	f.Add(false, `[{"code": "1VHP-1VQE-GJ1N-D3XM", "game": "marcopolo", "players": 4, "ticked": [0, 3]}]`)
	f.Add(true, `["Ana", "Ben"]`)
	uitest.NewApp(f)
	f.Fuzz(func(t *testing.T, names bool, content string) {
		name := stateRecent
		if names {
			name = stateNames
		}
		writeFile(t, name, content)
		w := test.NewWindow(nil)
		w.SetContent(New(w, deal.MarcoPolo))
		w.Close()
	})
}
