package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
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

// writeAll writes every value to a temporary file beside its state file,
// each synced, before any is renamed over its state file: a full disk or
// any write error fails there with nothing replaced. The renames that
// follow write no data and fail only if the folder itself goes away; a
// failure among them leaves the values renamed so far replaced, which is
// why a backup's restore keeps its undo (app/history) on the desktop. Not
// one transaction, then, but as close to one as files allow.
func (f files) writeAll(values map[string][]byte) error {
	if err := os.MkdirAll(Dir(), 0o700); err != nil {
		return fmt.Errorf("creating the state folder: %w", err)
	}
	removeLeftovers(Dir())
	temps := map[string]string{}
	defer func() {
		for _, tmp := range temps {
			os.Remove(tmp) // fails harmlessly once renamed
		}
	}()
	for _, name := range slices.Sorted(maps.Keys(values)) {
		tmp, err := writeTemp(f.location(name), values[name])
		if err != nil {
			return fmt.Errorf("writing %s: %w", name, err)
		}
		temps[name] = tmp
	}
	for _, name := range slices.Sorted(maps.Keys(values)) {
		if err := os.Rename(temps[name], f.location(name)); err != nil {
			return fmt.Errorf("replacing %s: %w", name, err)
		}
	}
	return syncDir(Dir())
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

// names are the regular files NAME.json in Dir (a save's temporary file
// ends otherwise).
func (files) names() ([]string, error) {
	entries, err := os.ReadDir(Dir())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".json"); ok && e.Type().IsRegular() {
			out = append(out, name)
		}
	}
	return out, nil
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
	tmp, err := writeTemp(p, data)
	if err != nil {
		return err
	}
	defer os.Remove(tmp) // fails harmlessly once renamed
	if err := os.Rename(tmp, p); err != nil {
		return err
	}
	return syncDir(filepath.Dir(p))
}

// createTemp is os.CreateTemp; tests replace it to fill the disk.
var createTemp = os.CreateTemp

// writeTemp writes data to a new temporary file beside p, synced, and
// returns its path; nothing is left behind on an error.
func writeTemp(p string, data []byte) (string, error) {
	tmp, err := createTemp(filepath.Dir(p), filepath.Base(p)+tempMarker+"*")
	if err != nil {
		return "", err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if err = errors.Join(err, tmp.Close()); err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
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
