package webtest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCityTableExportsAndImportsBack starts a two-player game of Alhambra
// with cities, saves its table as a file (the browser downloads the JSON),
// and opens the file back through the page's file picker: the import
// changes nothing, and says so. Then a copy of the file with the first
// player renamed is opened: the import lists the rename, and applying it
// saves it in the browser's storage and shows it.
func TestCityTableExportsAndImportsBack(t *testing.T) {
	p, srv := chromiumOnly(t)
	dir, done := downloads(t, p)
	chosen := fileChooser(t, p)
	open(t, p, srv.URL+"/")
	tapOn(t, p, "Alhambra", "Game with cities")
	tapOn(t, p, "Players", "button:2")
	tapOn(t, p, "", "button:Start game")
	saved, data := download(t, p, dir, done, "Save as file", ".json")
	var table map[string]any
	if err := json.Unmarshal(data, &table); err != nil {
		t.Fatalf("the download is not JSON: %v\n%s", err, data)
	}
	players, _ := table["players"].([]any)
	if table["game"] != "alhambra" || len(players) != 2 {
		t.Fatalf("the download is not the two-player Alhambra table:\n%s", data)
	}

	// importFile opens the file at path through the page's file picker.
	importFile := func(path string) {
		t.Helper()
		pick(t, p, chosen, func() { tapAt(t, p, scrollTo(t, p, "", "button:Open a file")) }, path)
	}
	importFile(saved)
	waitFor(t, p, "", "~nothing changes")
	shot(t, p, "phone-city-import-unchanged")
	tapOn(t, p, "", "button:OK")

	const renamed = "Zoraida"
	players[0].(map[string]any)["name"] = renamed
	changed, err := json.Marshal(table)
	if err != nil {
		t.Fatal(err)
	}
	renamedPath := filepath.Join(t.TempDir(), "alhambra-renamed.json")
	if err := os.WriteFile(renamedPath, changed, 0o644); err != nil {
		t.Fatal(err)
	}
	importFile(renamedPath)
	waitFor(t, p, "", "~"+renamed)
	shot(t, p, "phone-city-import-changes")
	tapOn(t, p, "", "button:Apply these changes")
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		saved := ""
		for k, v := range storage(t, p) {
			if strings.HasPrefix(k, "arrayan/state/") && strings.Contains(v, renamed) {
				saved = k
			}
		}
		if saved != "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after applying the import no saved state has %s: %v", renamed, storage(t, p))
		}
	}
	waitFor(t, p, "", "~"+renamed)
	shot(t, p, "phone-city-imported")
}
