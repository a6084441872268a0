package webtest

import (
	"encoding/json"
	"testing"

	cdpbrowser "github.com/chromedp/cdproto/browser"
)

// TestBackupHoldsTheBrowsersStates deals a setup (the setup screen's
// state is saved in the browser's storage), then backs up everything from
// the history screen: the downloaded backup holds that state as the
// browser keeps it (the backup once listed the desktop's state folder
// only, and was empty in the browser).
func TestBackupHoldsTheBrowsersStates(t *testing.T) {
	p, srv := chromiumOnly(t)
	dir, done := downloads(t, p)
	// The data kept for good: the home screen says nothing of the storage.
	setPersistentStorage(t, p, srv.URL, cdpbrowser.PermissionSettingGranted)
	open(t, p, srv.URL+"/")
	dealSabika(t, p)
	stored := storage(t, p)[setupKey]
	if stored == "" {
		t.Fatal("the dealt setup is not in the browser's storage")
	}
	open(t, p, srv.URL+"/") // on the setup screen, left open
	tapOn(t, p, "", "button:Back")
	tapAt(t, p, scrollTo(t, p, "", "History and statistics"))
	tapOn(t, p, "", "button:Export and backup")
	waitFor(t, p, "", "button:Back up everything")
	_, data := download(t, p, dir, done, "Back up everything", ".json")
	var backup struct {
		Version int                        `json:"arrayan_backup"`
		States  map[string]json.RawMessage `json:"states"`
	}
	if err := json.Unmarshal(data, &backup); err != nil || backup.Version != 1 {
		t.Fatalf("the download is no backup (%v): %.200s", err, data)
	}
	var file struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal([]byte(stored), &file); err != nil {
		t.Fatal(err)
	}
	got, ok := backup.States["setup.screen"]
	if !ok {
		t.Fatalf("the backup holds %d states, not the setup screen's: %.300s", len(backup.States), data)
	}
	if !jsonEqual(t, got, file.Data) {
		t.Errorf("the backup's setup state %s differs from the stored %s", got, file.Data)
	}
}

// jsonEqual reports whether a and b are the same JSON value.
func jsonEqual(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatal(err)
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}
