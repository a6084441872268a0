package history

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
)

// TestBrowserDownloadsAndUploads: in the browser (ui.Download and
// ui.PickFile report true) the CSV and JSON exports, the play's picture
// and the backup are downloaded, not offered in a file dialog, and a
// backup uploaded from the phone's files is offered for restore.
func TestBrowserDownloadsAndUploads(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	s, w := open(t)
	got := map[string][]byte{}
	s.download = func(name string, data []byte) bool { got[name] = data; return true }
	var upload []byte
	s.openFile = func(_ fyne.Window, exts []string, _ int, picked func([]byte, error)) {
		if strings.Join(exts, " ") != ".json" {
			t.Errorf("the picker asks for %v", exts)
		}
		picked(upload, nil)
	}
	dismiss := func(what string) {
		t.Helper()
		top := w.Canvas().Overlays().Top()
		if top == nil || !uitest.HasText(top, "Saved in your downloads as") {
			t.Fatalf("%s: no word of the download", what)
		}
		uitest.Tap(t, top, "OK")
	}
	export := func(button string) {
		t.Helper()
		uitest.Tap(t, s.page, button)
		dismiss(button)
	}
	uitest.Tap(t, s.page, "Export and backup")
	export("Export as CSV")
	export("Export as JSON")
	export("Back up everything")
	uitest.Tap(t, s.page, "All plays")
	test.Tap(rows(s.page)[0])
	export("Save as picture")

	var backup string
	for name, data := range got {
		switch {
		case name == "arrayan-plays.csv":
			if !bytes.Contains(data, []byte("Ana")) {
				t.Errorf("the CSV holds %q", data)
			}
		case name == "arrayan-history.json":
			if !bytes.Contains(data, []byte(`"arrayan_history"`)) {
				t.Errorf("the JSON holds %q", data)
			}
		case strings.HasPrefix(name, "arrayan-backup-"):
			backup = name
		case strings.HasSuffix(name, ".png"):
			if _, err := png.Decode(bytes.NewReader(data)); err != nil {
				t.Errorf("the picture %s: %v", name, err)
			}
		default:
			t.Errorf("downloaded %s", name)
		}
	}
	if len(got) != 4 || backup == "" {
		t.Fatalf("downloaded %d files: %v", len(got), keys(got))
	}

	upload = got[backup]
	if err := store.Remove(Key); err != nil {
		t.Fatal(err)
	}
	uitest.Tap(t, s.page, "All plays")
	uitest.Tap(t, s.page, "Export and backup")
	uitest.Tap(t, s.page, "Restore a backup")
	top := w.Canvas().Overlays().Top()
	if top == nil || !uitest.HasText(top, "Restore this backup?") {
		t.Fatal("the uploaded backup is not offered for restore")
	}
}

func keys(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
