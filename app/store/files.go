package store

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/data/message"
)

// tempMarker is in the name of every temporary file a save writes.
const tempMarker = ".tmp-"

// Dir is the folder the state files live in: "state" under the app's
// storage root.
func Dir() string {
	return filepath.Join(fyne.CurrentApp().Storage().RootURI().Path(), "state")
}

// files keeps every state as NAME.json in Dir, each save replacing its
// file atomically.
type files struct{}

func (files) location(name string) string {
	return filepath.Join(Dir(), name+".json")
}

func (f files) read(name string) ([]byte, error) {
	p := f.location(name)
	removeLeftovers(filepath.Dir(p))
	return readCapped(p)
}

func (f files) write(name string, data []byte) error {
	p := f.location(name)
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return fmt.Errorf("creating the state folder: %w", err)
	}
	removeLeftovers(filepath.Dir(p))
	return writeAtomically(p, data)
}

func (f files) exists(name string) bool {
	_, err := os.Lstat(f.location(name))
	return err == nil
}

func (f files) rename(from, to string) (string, error) {
	kept := f.location(to)
	if err := os.Rename(f.location(from), kept); err != nil {
		return "", err
	}
	return kept, nil
}

func (f files) remove(name string) error {
	return os.Remove(f.location(name))
}

// readCapped reads the file at p, refusing one over MaxFileSize and
// anything but a regular file: a FIFO or a device in the storage folder
// would block the loader or never end (issue 28, item 16).
func readCapped(p string) ([]byte, error) {
	info, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, kindNotRegular.With(message.Params{"Name": filepath.Base(p)})
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, kindNotRegular.With(message.Params{"Name": filepath.Base(p)})
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, FileTooLarge.With(message.Params{"Max": MaxFileSize})
	}
	return data, nil
}

// writeAtomically replaces the file at p by data: a temporary file in the
// same folder is written and synced, renamed over p, and the folder is
// synced so that the rename itself survives a power cut.
func writeAtomically(p string, data []byte) error {
	dir := filepath.Dir(p)
	tmp, err := os.CreateTemp(dir, filepath.Base(p)+tempMarker+"*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		return err
	}
	return syncDir(dir)
}

// syncDir flushes the folder's entries to disk. Systems that cannot sync
// a folder (Windows) report it as an error that is no failure of the save.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) && !errors.Is(err, os.ErrPermission) {
		return fmt.Errorf("syncing the state folder: %w", err)
	}
	return nil
}

// leftoverAge is how old a temporary file must be before it is taken for a
// crash's leftover rather than another save under way (a save takes
// milliseconds; another instance of the app may be saving).
const leftoverAge = 10 * time.Second

var cleaned sync.Map // folders with no leftover left, in this run

// removeLeftovers deletes the temporary files that a crash in the middle
// of a save left behind. A folder is swept at each read and write until
// none is left: a leftover too young to be told from a save under way is
// removed at a later one, once older than leftoverAge, rather than kept
// until the next run.
func removeLeftovers(dir string) {
	if _, done := cleaned.Load(dir); done {
		return
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	young := false
	for _, e := range entries {
		if !strings.Contains(e.Name(), ".json"+tempMarker) {
			continue
		}
		info, err := e.Info()
		switch {
		case err != nil:
		case time.Since(info.ModTime()) > leftoverAge:
			os.Remove(filepath.Join(dir, e.Name()))
		default:
			young = true
		}
	}
	if !young {
		cleaned.Store(dir, true)
	}
}
