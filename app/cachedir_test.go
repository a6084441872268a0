package app

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
)

// TestFreshHomeGetsACacheFolder: on a fresh home without ~/.cache, Fyne's
// own step at launch (one mkdir of ~/.cache/fyne through storage, which
// fails without its parent and prints "Failed to create fyne cache
// space") succeeds once PrepareCacheDir has run.
func TestFreshHomeGetsACacheFolder(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CACHE_HOME", "")
	fyneCache := storage.NewFileURI(filepath.Join(home, ".cache", "fyne"))
	if err := storage.CreateListable(fyneCache); err == nil {
		t.Fatal("Fyne's cache folder was made without its parent: the test does not reproduce a fresh home")
	}
	if err := PrepareCacheDir(); err != nil {
		t.Fatal(err)
	}
	if err := storage.CreateListable(fyneCache); err != nil {
		t.Errorf("after PrepareCacheDir, Fyne still cannot make its cache folder: %v", err)
	}
	if info, err := os.Stat(filepath.Join(home, ".cache")); err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("cache folder %v, %v; want a private folder", info, err)
	}
	if err := PrepareCacheDir(); err != nil {
		t.Errorf("a second launch: %v", err)
	}
}
