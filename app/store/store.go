// Package store keeps what the players entered in JSON files in the app's
// storage folder. Every save replaces its file atomically (a temporary file,
// flushed to disk, then renamed over the old one), so a crash or a dead
// battery leaves either the old state or the new one, never half a file.
package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"

	"fyne.io/fyne/v2"
	"github.com/natefinch/atomic"
)

// validName keeps state names to plain file names.
var validName = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]*$`)

// Dir is the folder the state files live in: "state" under the app's
// storage root.
func Dir() string {
	return filepath.Join(fyne.CurrentApp().Storage().RootURI().Path(), "state")
}

func path(name string) (string, error) {
	if !validName.MatchString(name) {
		return "", fmt.Errorf("state name %q: use lowercase letters, digits, dots and dashes", name)
	}
	return filepath.Join(Dir(), name+".json"), nil
}

// Save writes v as JSON to the state file name, atomically.
func Save(name string, v any) error {
	p, err := path(name)
	if err != nil {
		return err
	}
	data, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return fmt.Errorf("encoding %s: %w", name, err)
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return fmt.Errorf("creating the state folder: %w", err)
	}
	if err := atomic.WriteFile(p, bytes.NewReader(data)); err != nil {
		return fmt.Errorf("saving %s: %w", name, err)
	}
	return nil
}

// Load reads the state file name into v. It reports false, with no error,
// when nothing was saved yet. A file that cannot be decoded is an error, v
// is left as it was, and the file is kept aside as NAME.broken.json so that
// the next save loses nothing of it.
func Load(name string, v any) (bool, error) {
	p, err := path(name)
	if err != nil {
		return false, err
	}
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("reading %s: %w", name, err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		kept := filepath.Join(filepath.Dir(p), name+".broken.json")
		if mvErr := os.Rename(p, kept); mvErr != nil {
			return false, fmt.Errorf("reading %s: %w (and keeping it aside failed: %v)", name, err, mvErr)
		}
		return false, fmt.Errorf("reading %s: %w; the file is kept as %s", name, err, kept)
	}
	return true, nil
}

// Remove deletes the state file name; removing what was never saved is no
// error.
func Remove(name string) error {
	p, err := path(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("removing %s: %w", name, err)
	}
	return nil
}
