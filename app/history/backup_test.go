package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	hist "arrayan.io/arrayan/scoring/history"
)

// wipe removes every state file, as a new device has none.
func wipe(t testing.TB) {
	t.Helper()
	if err := os.RemoveAll(store.Dir()); err != nil {
		t.Fatal(err)
	}
}

// confirm taps label in the dialog on top of the window.
func confirm(t testing.TB, w fyne.Window, label string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog shown")
	}
	uitest.Tap(t, top, label)
}

// The other screens' packages, which register their states, are not in
// this test: their states stand as any JSON, and one state as a screen
// whose check refuses everything.
func init() {
	store.Register[json.RawMessage]("sabika.edition", nil)
	store.Register[json.RawMessage]("tilescore.alhambra", nil)
	store.Register("refusing.state", func(*json.RawMessage) error { return errors.New("refused by its screen") })
}

// TestBackupWipeRestore taps "Back up everything" (the history and
// another screen's state), wipes the device, taps "Restore a backup" and
// picks that file, reads what it replaces, confirms, finds everything
// back, and takes the restore back with Undo. The file is handed over as
// the browser's download and upload do (the desktop's file dialogs are
// Fyne's own).
func TestBackupWipeRestore(t *testing.T) {
	uitest.NewApp(t)
	seeded := seed(t)
	if err := store.Save("sabika.edition", map[string]any{"version": 1, "tribute": []int{1, 2}}); err != nil {
		t.Fatal(err)
	}
	s, w := open(t)
	var data []byte
	s.download = func(name string, file []byte) bool { data = file; return strings.HasPrefix(name, "arrayan-backup-") }
	uitest.Tap(t, s.page, "Export and backup")
	uitest.Tap(t, s.page, "Back up everything")
	confirm(t, w, "OK")
	if data == nil {
		t.Fatal("no backup written")
	}
	wipe(t)
	// a new device where one play was kept already
	if err := store.Save("tilescore.alhambra", map[string]any{"players": 2}); err != nil {
		t.Fatal(err)
	}
	s, w = open(t)
	if len(rows(s.page)) != 0 {
		t.Fatal("the wiped device shows plays")
	}
	s.openFile = func(_ fyne.Window, _ []string, _ int, picked func([]byte, error)) {
		picked(data, nil) // the file the player picked
	}
	uitest.Tap(t, s.page, "Export and backup")
	uitest.Tap(t, s.page, "Restore a backup")
	top := w.Canvas().Overlays().Top()
	if !uitest.HasText(top, "Adds: history, sabika.edition") || !uitest.HasText(top, "Replaces on this device: nothing") {
		t.Errorf("the restore dialog says %v", uitest.Texts(top))
	}
	confirm(t, w, "Restore")
	var edition json.RawMessage
	ok, err := store.Load("sabika.edition", &edition, nil)
	var compact bytes.Buffer
	if err == nil {
		err = json.Compact(&compact, edition)
	}
	if !ok || err != nil || !bytes.Contains(compact.Bytes(), []byte(`"tribute":[1,2]`)) {
		t.Errorf("Your copy after the restore: %s %v", edition, err)
	}
	if ok, _ := store.Load("tilescore.alhambra", &edition, nil); !ok {
		t.Error("the restore removed a state the backup does not hold")
	}
	uitest.Tap(t, s.page, "All plays")
	if n := len(rows(s.page)); n != 6 {
		t.Fatalf("%d plays after the restore; want 6", n)
	}
	want, _ := hist.Encode(seeded)
	if got, err := hist.Encode(*savedNow(t)); err != nil || !bytes.Equal(got, want) {
		t.Errorf("the restored history differs from the one backed up (%v):\n%s\nwant\n%s", err, got, want)
	}
	uitest.Tap(t, s.page, "Export and backup")
	uitest.Tap(t, s.page, "Undo the restore")
	if keys, _ := stateKeys(); strings.Join(keys, " ") != "tilescore.alhambra" {
		t.Errorf("after Undo the device holds %v", keys)
	}
	uitest.Tap(t, s.page, "All plays")
	if n := len(rows(s.page)); n != 0 {
		t.Errorf("%d plays after Undo; want 0", n)
	}
}

// TestRestoreRefuses: a foreign file, a newer backup, a bad state name
// and a hostile history inside a backup are refused and nothing changes.
func TestRestoreRefuses(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	before, _ := os.ReadFile(filepath.Join(store.Dir(), Key+".json"))
	s, w := open(t)
	for _, c := range []struct{ file, want string }{
		{`{"arrayan_history": 1, "players": [], "plays": []}`, "not an Arrayán backup"},
		{`<html>`, "not an Arrayán backup"},
		{`{"arrayan_backup": 2, "states": {}}`, "newer version"},
		{`{"arrayan_backup": 1, "created": "", "states": {"../etc": {}}}`, "not a state name"},
		{`{"arrayan_backup": 1, "created": "", "states": {"history": {"arrayan_history": 1, "players": [{"id": 1, "name": ""}], "plays": ""}}}`, "players[0].name"},
		{`{"arrayan_backup": 1, "created": "", "states": {"x": 1}, "extra": true}`, "unknown field"},
		// Each state as its screen loads it (issue 28, item 11).
		{`{"arrayan_backup": 1, "created": "", "states": {"history": null}}`, "states.history: no data"},
		{`{"arrayan_backup": 1, "created": "", "states": {"zzz": {}}}`, `states.zzz: no screen of this app keeps a state named "zzz"`},
		{`{"arrayan_backup": 1, "created": "", "states": {"history.json": {}}}`, "states.history.json: no screen"},
		{`{"arrayan_backup": 1, "created": "", "states": {"refusing.state": {"n": 1}}}`, "states.refusing.state: refused by its screen"},
		{`{"arrayan_backup": 1, "created": "", "states": {"sabika.edition": [` + strings.Repeat(`0,`, 1500000) + `0]}}`, "too large"},
	} {
		if _, err := planRestore([]byte(c.file)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want %q", c.file, err, c.want)
		}
		s.offerRestore([]byte(c.file))
		if top := w.Canvas().Overlays().Top(); top == nil || !uitest.HasText(top, "nothing was changed") {
			t.Errorf("%s: no refusal shown", c.file)
		} else {
			w.Canvas().Overlays().Remove(top)
		}
	}
	after, _ := os.ReadFile(filepath.Join(store.Dir(), Key+".json"))
	if !bytes.Equal(before, after) {
		t.Error("a refused restore changed the history")
	}
}

// FuzzRestore feeds any bytes to the backup reader: never a panic, and a
// backup it accepts names only state keys.
func FuzzRestore(f *testing.F) {
	f.Add([]byte(`{"arrayan_backup": 1, "created": "", "states": {"history": {"arrayan_history": 1, "players": [], "plays": ""}}}`))
	f.Add([]byte(`{"arrayan_backup": 1, "created": "", "states": {"a.b": [1, 2]}}`))
	f.Add([]byte(`{"arrayan_backup": 3}`))
	uitest.NewApp(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		plan, err := planRestore(data)
		if err != nil {
			return
		}
		for key := range plan.states {
			if !stateKey().MatchString(key) || keptAside(key) {
				t.Fatalf("accepted the state name %q", key)
			}
		}
	})
}

// FuzzSavedHistory writes any bytes as the saved history and opens it
// through the real loader (app/store and the engine's check): never a
// panic; a refused file is kept aside and the screen starts empty.
func FuzzSavedHistory(f *testing.F) {
	seedData, err := os.ReadFile("../../scoring/history/testdata/small.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seedData)
	f.Add([]byte(`{"arrayan_state": 1, "data": {"arrayan_history": 1, "players": [{"id": 1, "name": "A"}], "plays": "1|granada|2026-01-01|0||||||1:5:moat=5\n"}}`))
	f.Add([]byte(`{"arrayan_state": 9, "data": {}}`))
	uitest.NewApp(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := os.MkdirAll(store.Dir(), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(store.Dir(), Key+".json"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		h, err := Load()
		kept, _ := filepath.Glob(filepath.Join(store.Dir(), Key+".*-*.json"))
		defer func() {
			for _, k := range kept {
				_ = os.Remove(k)
			}
		}()
		if err != nil {
			if len(h.Plays) != 0 || len(h.Players) != 0 {
				t.Fatal("a refused file was used")
			}
			if len(kept) != 1 {
				t.Fatalf("refused (%v) but kept aside as %v", err, kept)
			}
			if was, _ := os.ReadFile(kept[0]); !bytes.Equal(was, data) {
				t.Fatal("the file kept aside is not the refused one")
			}
			return
		}
		if len(kept) != 0 {
			t.Fatalf("a loaded file was also kept aside: %v", kept)
		}
		if err := h.Check(); err != nil {
			t.Fatalf("loaded a history that fails its check: %v", err)
		}
	})
}

// A backup holds only what a restore takes back: a state file no screen
// keeps now (sabika.yusuf, the standalone Yusuf session of an older
// version) or one its screen refuses is left out and named, so that the
// player's own backup restores (issue 28, item 11).
func TestBackupRestoresWhatItHolds(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	for key, v := range map[string]any{"sabika.yusuf": map[string]any{"round": 2}, "refusing.state": map[string]any{"n": 1}} {
		if err := store.Save(key, v); err != nil {
			t.Fatal(err)
		}
	}
	data, skipped, err := makeBackup(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	plan, err := planRestore(data)
	if err != nil {
		t.Fatalf("this app's own backup is refused: %v", err)
	}
	if _, ok := plan.states[Key]; !ok {
		t.Error("the history is not in the backup")
	}
	if msg := errors.Join(skipped...); msg == nil || !strings.Contains(msg.Error(), "sabika.yusuf") || !strings.Contains(msg.Error(), "refusing.state") {
		t.Errorf("the states left out are not named: %v", msg)
	}
}
