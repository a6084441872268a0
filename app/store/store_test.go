package store

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
)

type sample struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

func useTempStorage(t *testing.T) {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	test.NewTempApp(t)
}

func TestSaveThenLoad(t *testing.T) {
	useTempStorage(t)
	if err := Save("tiles.alhambra", sample{"Ana", 3}); err != nil {
		t.Fatal(err)
	}
	var got sample
	ok, err := Load("tiles.alhambra", &got)
	if err != nil || !ok || got != (sample{"Ana", 3}) {
		t.Fatalf("Load = %v, %v, %+v", ok, err, got)
	}
	if err := Save("tiles.alhambra", sample{"Ben", 4}); err != nil {
		t.Fatal(err)
	}
	if _, err := Load("tiles.alhambra", &got); err != nil || got.Name != "Ben" {
		t.Fatalf("after a second save: %v %+v", err, got)
	}
	left, _ := filepath.Glob(filepath.Join(Dir(), "*"))
	if len(left) != 1 {
		t.Errorf("the state folder holds %v; want only the state file", left)
	}
}

func TestNothingSavedYet(t *testing.T) {
	useTempStorage(t)
	var got sample
	ok, err := Load("never", &got)
	if ok || err != nil {
		t.Fatalf("Load = %v, %v", ok, err)
	}
}

func TestCorruptFileIsAnErrorAndLeavesTheValue(t *testing.T) {
	useTempStorage(t)
	if err := os.MkdirAll(Dir(), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(Dir(), "broken.json"), []byte(`{"name": "An`), 0o600); err != nil {
		t.Fatal(err)
	}
	got := sample{"keep", 1}
	if ok, err := Load("broken", &got); ok || err == nil {
		t.Fatalf("Load = %v, %v", ok, err)
	}
	if got != (sample{"keep", 1}) {
		t.Errorf("a failed load changed the value to %+v", got)
	}
	if _, err := os.Stat(filepath.Join(Dir(), "broken.broken.json")); err != nil {
		t.Errorf("the unreadable file was not kept aside: %v", err)
	}
}

func TestBadNamesAreRefused(t *testing.T) {
	useTempStorage(t)
	for _, name := range []string{"", "../escape", "Upper", "a/b"} {
		if err := Save(name, 1); err == nil {
			t.Errorf("Save(%q) succeeded", name)
		}
	}
}

func TestRemove(t *testing.T) {
	useTempStorage(t)
	if err := Remove("never"); err != nil {
		t.Errorf("removing what was never saved: %v", err)
	}
	if err := Save("gone", sample{"x", 1}); err != nil {
		t.Fatal(err)
	}
	if err := Remove("gone"); err != nil {
		t.Fatal(err)
	}
	var got sample
	if ok, _ := Load("gone", &got); ok {
		t.Error("the state is still there after Remove")
	}
}
