package ui_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// inPlaceKey is the state of the read-only screen's tests: 232 bytes, a
// name whose file and save's temporary file ("NAME.json.tmp-" and up to
// 10 digits: 252) the system takes, but whose name kept aside
// ("NAME.newer-YYYYMMDDTHHMMSS.json": 259) is over its 255 (ENAMETOOLONG),
// so that keeping it aside fails as a full disk makes it fail, with no
// fault injected.
var inPlaceKey = "scaffold.inplace." + strings.Repeat("x", 215)

// unusable is a state file from a newer version: refused, never lost.
const unusable = `{"arrayan_state": 99, "data": {"n": 4}}`

// savedValue is the state file of inPlaceKey as it is on disk, "" when
// there is none.
func savedValue(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(store.Dir(), inPlaceKey+".json"))
	if os.IsNotExist(err) {
		return ""
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// openInPlace saves an unusable value under inPlaceKey that cannot be kept
// aside, and opens a counter screen on it as the app's navigator shows it
// (ui.WithStateBars), with a button that adds one.
func openInPlace(t *testing.T) (*ui.State[counter], fyne.Window) {
	t.Helper()
	cfg := counterConfig()
	cfg.Key = inPlaceKey
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	if err := os.MkdirAll(store.Dir(), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(store.Dir(), inPlaceKey+".json"), []byte(unusable), 0o600); err != nil {
		t.Fatal(err)
	}
	st := ui.OpenState(w, cfg)
	add := widget.NewButton("+1", func() { st.Change(func(c *counter) { c.N++ }) })
	w.SetContent(ui.WithStateBars(container.NewVBox(add, st.Buttons())))
	w.Resize(fyne.NewSize(390, 700))
	for _, o := range w.Canvas().Overlays().List() { // the load's error, read
		w.Canvas().Overlays().Remove(o)
	}
	return st, w
}

// TestValueNotKeptAsideOpensReadOnly opens, in each language, a screen
// whose saved value could not be kept aside (the system refused its name): the
// bar at the top says why, a tap that changes the value changes nothing
// and saves nothing; Discard, at the player's tap, deletes it, Undo puts
// it back read-only, and after a second Discard the screen saves again.
func TestValueNotKeptAsideOpensReadOnly(t *testing.T) {
	for _, language := range []string{"en", "es", "ru"} {
		t.Run(language, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(language); err != nil {
				t.Fatal(err)
			}
			st, w := openInPlace(t)
			root := w.Content()
			why := lang.X("ui.inplace.why", "Read only: …")
			if !uitest.HasText(root, why) {
				t.Fatalf("no bar saying why among %v", uitest.Texts(root))
			}
			if language != "en" {
				uitest.NoEnglish(t, w, language)
			}
			uitest.Tap(t, root, "+1")
			if st.Get().N != 1 || savedValue(t) != unusable || !st.ReadOnly() {
				t.Fatalf("after a tap: n=%d, saved %q", st.Get().N, savedValue(t))
			}

			uitest.Tap(t, root, lang.X("ui.inplace.discard", "Discard it"))
			if savedValue(t) != "" || st.ReadOnly() {
				t.Fatalf("after Discard: saved %q, read-only %v", savedValue(t), st.ReadOnly())
			}
			if !uitest.HasText(root, lang.X("ui.inplace.discarded", "…discarded")) {
				t.Errorf("the bar does not say the data was discarded: %v", uitest.Texts(root))
			}
			uitest.Tap(t, root, lang.X("ui.inplace.undo", "Undo the discard"))
			if savedValue(t) != unusable || !st.ReadOnly() {
				t.Fatalf("after Undo: saved %q, read-only %v", savedValue(t), st.ReadOnly())
			}
			uitest.Tap(t, root, "+1")
			if savedValue(t) != unusable {
				t.Fatalf("a tap after Undo saved %q", savedValue(t))
			}

			uitest.Tap(t, root, lang.X("ui.inplace.discard", "Discard it"))
			uitest.Tap(t, root, "+1")
			if st.Get().N != 2 || !strings.Contains(savedValue(t), `"n": 2`) {
				t.Errorf("after Discard and a tap: n=%d, saved %q", st.Get().N, savedValue(t))
			}
			if uitest.HasText(root, lang.X("ui.inplace.discarded", "…discarded")) {
				t.Error("the bar stays after the screen saved again")
			}
			if language != "en" {
				uitest.NoEnglish(t, w, language)
			}
		})
	}
}

// TestValueNotKeptAsideCanBeDownloaded taps Download on the desktop: a
// file-save dialog opens, the value still where it was.
func TestValueNotKeptAsideCanBeDownloaded(t *testing.T) {
	uitest.NewApp(t)
	_, w := openInPlace(t)
	uitest.Tap(t, w.Content(), "Download the saved data")
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Error("no file-save dialog")
	}
	if savedValue(t) != unusable {
		t.Errorf("the value is now %q", savedValue(t))
	}
}
