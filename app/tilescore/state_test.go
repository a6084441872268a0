package tilescore

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

// hostileStates are saved files with fields out of range, of the wrong
// type or naming things the box does not hold.
var hostileStates = []string{
	`{"players": 3, "round": 1, "seats": [{"colour": -1}]}`,
	`{"players": 3, "round": 1, "seats": [{"colour": 99999999999}]}`,
	`{"players": -3, "round": 1}`,
	`{"players": 3, "round": 7}`,
	`{"players": 3, "round": 1, "seats": [{"counts": {"tower": -4}}]}`,
	`{"players": 3, "round": 1, "seats": [{"counts": {"tower": 1000000}}]}`,
	`{"players": 3, "round": 1, "seats": [{"counts": {"nothing": 1}}]}`,
	`{"players": 3, "round": 1, "seats": [{"best": {"tower": 99}}]}`,
	`{"players": 3, "round": 1, "seats": [{"edge": -2}]}`,
	`{"players": 3, "round": 1, "dummy": {"edge": 5}}`,
	`{"players": "three"}`,
	`{"players": 3, "round": 1, "seats": [{"name": "` + strings.Repeat("x", 500) + `"}]}`,
	`[1, 2, 3]`,
	`{"arrayan_state": 1, "data": null}`,
	`{"arrayan_state": 1, "data": {"players": 2, "round": 1, "seats": [{"colour": -7}]}}`,
}

func writeState(t testing.TB, g *tiles.Game, content string) {
	t.Helper()
	if err := os.MkdirAll(store.Dir(), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(store.Dir(), stateName(g)+".json"), []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

// A saved Granada game in simple scoring opens (it used to panic: the
// check box reported its state before the results were built).
func TestSavedSimpleScoringOpens(t *testing.T) {
	uitest.NewApp(t)
	writeState(t, tiles.Granada(), `{"players": 3, "round": 2, "simple": true}`)
	s, w := open(t, tiles.Granada())
	if !s.st().Simple || !uitest.Check(t, w.Content(), "Simple scoring (fixed points)").Checked {
		t.Error("simple scoring not restored")
	}
}

// A hostile saved file opens the screen afresh, tells the player in a
// dialog and keeps the file aside (a colour of -1 used to panic).
func TestHostileSavedStateIsRefusedAndKept(t *testing.T) {
	uitest.NewApp(t)
	for _, g := range []*tiles.Game{tiles.Alhambra(), tiles.Granada()} {
		cases := hostileStates
		if g == tiles.Alhambra() {
			cases = append(cases, `{"players": 3, "round": 1, "simple": true}`)
		}
		for _, content := range cases {
			// each file in a storage folder of its own, as in a new app
			// (one app for all: a new one loads the fonts and icons anew)
			t.Setenv("TMPDIR", t.TempDir())
			writeState(t, g, content)
			s, w := open(t, g)
			if s.st().Players != 3 || s.st().Round != 1 {
				t.Errorf("%s %s: opened with %d players, round %d", g.ID, content, s.st().Players, s.st().Round)
			}
			if w.Canvas().Overlays().Top() == nil {
				t.Errorf("%s %s: the player was not told", g.ID, content)
			}
			if kept, _ := filepath.Glob(filepath.Join(store.Dir(), stateName(g)+".broken-*.json")); len(kept) != 1 {
				t.Errorf("%s %s: kept aside %v", g.ID, content, kept)
			}
		}
	}
}

// FuzzLoadState writes any bytes as the saved state: loading never
// panics, and a state it accepts opens the screen without panicking.
func FuzzLoadState(f *testing.F) {
	if uitest.Fuzzing() { // opened and checked by TestHostileSavedStateIsRefusedAndKept
		for _, s := range hostileStates {
			f.Add(s, false)
		}
	}
	f.Add(`{"players": 3, "round": 1, "simple": true}`, true)
	f.Add(`{"players": 3, "round": 1, "seats": [{},{},{},{},{},{},{}]}`, false)
	f.Add(`{"players": 2, "round": 3, "seats": [{"name": "A", "colour": 5, "counts": {"school": 3}, "best": {"school": 13}, "edge": 4}]}`, true)
	uitest.NewApp(f)
	f.Fuzz(func(t *testing.T, content string, granada bool) {
		g := tiles.Alhambra()
		if granada {
			g = tiles.Granada()
		}
		writeState(t, g, content)
		w := test.NewWindow(nil)
		w.SetContent(New(g, w))
		w.Close()
	})
}
