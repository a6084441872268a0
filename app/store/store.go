// Package store keeps what the players entered in JSON files in the app's
// storage folder.
//
// Every save replaces its file atomically: a temporary file beside it,
// flushed to disk, renamed over the old one, and the folder flushed too, so
// a crash or a dead battery leaves either the old state or the new one,
// never half a file (temporary files a crash leaves behind are removed the
// next time the folder is used). Every file carries the store's format
// version. A file that cannot be used (not JSON, refused by the screen's
// check, too large, or written by a newer version of the app) is never
// trusted and never lost: it is kept aside under a new name each time, and
// the error says where.
package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
)

// Format is the version of the file layout this app writes. A file of a
// higher version comes from a newer app and is refused without being lost.
const Format = 1

// MaxFileSize caps how much of a state file is read: no screen saves more
// than a few kilobytes, so anything larger is not ours.
const MaxFileSize = 4 << 20

// tempMarker is in the name of every temporary file a save writes.
const tempMarker = ".tmp-"

// ErrNewer is wrapped by the error of a file written by a newer app.
var ErrNewer = errors.New("written by a newer version of Arrayán")

// validName keeps state names to plain file names.
var validName = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]*$`)

// envelope is a state file: the store's format version, the screen's
// data and, when the screen keeps one, its undo history. A file without a
// history (written before there was one) reads as one with none, and an
// older app reading a newer file ignores the history.
type envelope struct {
	Format  int             `json:"arrayan_state"`
	Data    json.RawMessage `json:"data"`
	History json.RawMessage `json:"history,omitempty"`
}

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

// Save writes v as the JSON state file name, atomically.
func Save(name string, v any) error { return SaveWithHistory(name, v, nil) }

// SaveWithHistory writes v as the JSON state file name, atomically, with
// history (already encoded; nil for none) in the same file, so that the
// value and the steps that led to it are never out of step after a crash.
// When the file would be over MaxFileSize with the history, it is saved
// without it: the value is never lost for its history.
func SaveWithHistory(name string, v any, history json.RawMessage) error {
	p, err := path(name)
	if err != nil {
		return err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encoding %s: %w", name, err)
	}
	file, err := json.MarshalIndent(envelope{Format: Format, Data: data}, "", " ")
	if err != nil {
		return fmt.Errorf("encoding %s: %w", name, err)
	}
	if withHistory, err := appendHistory(file, history); err != nil {
		return fmt.Errorf("encoding the history of %s: %w", name, err)
	} else if len(withHistory) <= MaxFileSize {
		file = withHistory
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return fmt.Errorf("creating the state folder: %w", err)
	}
	removeLeftovers(filepath.Dir(p))
	if err := writeAtomically(p, file); err != nil {
		return fmt.Errorf("saving %s: %w", name, err)
	}
	return nil
}

// appendHistory adds history to an indented envelope as its last field,
// compact: a history is long and read by no one but the app, so it is not
// indented again on every save.
func appendHistory(file []byte, history json.RawMessage) ([]byte, error) {
	if history == nil {
		return file, nil
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, history); err != nil {
		return nil, err
	}
	end := bytes.LastIndexByte(file, '}')
	out := make([]byte, 0, len(file)+compact.Len()+16)
	out = append(out, bytes.TrimRight(file[:end], "\n")...)
	out = append(out, ",\n \"history\": "...)
	out = append(out, compact.Bytes()...)
	return append(out, "\n}"...), nil
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
// crash's leftover rather than another save under way.
const leftoverAge = time.Minute

var cleaned sync.Map // folders already cleaned in this run

// removeLeftovers deletes, once per run and folder, the temporary files
// that a crash in the middle of a save left behind.
func removeLeftovers(dir string) {
	if _, done := cleaned.LoadOrStore(dir, true); done {
		return
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.Contains(e.Name(), ".json"+tempMarker) {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > leftoverAge {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// Load reads the state file name into v, after check (when not nil)
// accepts the decoded value. It reports false, with no error, when nothing
// was saved yet. On any error v is left exactly as it was; a file that was
// read but cannot be used is kept aside under a new name (named in the
// error), so that nothing of it is lost by the next save.
func Load[T any](name string, v *T, check func(*T) error) (bool, error) {
	p, err := path(name)
	if err != nil {
		return false, err
	}
	removeLeftovers(filepath.Dir(p))
	data, err := readCapped(p)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, keepAside(p, name, "broken", fmt.Errorf("reading %s: %w", name, err))
	}
	var decoded T
	if err := decode(data, &decoded); err != nil {
		kind := "broken"
		if errors.Is(err, ErrNewer) {
			kind = "newer"
		}
		return false, keepAside(p, name, kind, fmt.Errorf("reading %s: %w", name, err))
	}
	if check != nil {
		if err := check(&decoded); err != nil {
			return false, keepAside(p, name, "broken", fmt.Errorf("reading %s: %w", name, err))
		}
	}
	*v = decoded
	return true, nil
}

// LoadHistory returns the undo history saved with the state file name
// (SaveWithHistory), or nil when there is none: nothing saved yet, a file
// from before histories, or one that cannot be read (Load reports and
// keeps aside such a file; a history is never worth a second report).
func LoadHistory(name string) json.RawMessage {
	p, err := path(name)
	if err != nil {
		return nil
	}
	data, err := readCapped(p)
	if err != nil {
		return nil
	}
	var env envelope
	if json.Unmarshal(data, &env) != nil || env.Format <= 0 || env.Format > Format {
		return nil
	}
	return env.History
}

// readCapped reads the file at p, refusing one over MaxFileSize.
func readCapped(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("the file is larger than %d bytes", MaxFileSize)
	}
	return data, nil
}

// decode unpacks a state file into v. A file without the envelope is the
// layout before format versions (format 0): the whole file is the data.
func decode(data []byte, v any) error {
	var env envelope
	if err := json.Unmarshal(data, &env); err == nil && env.Format != 0 {
		if env.Format > Format {
			return fmt.Errorf("format %d, %w (this one reads up to %d)", env.Format, ErrNewer, Format)
		}
		if env.Format < 0 || len(env.Data) == 0 {
			return errors.New("no data in the file")
		}
		data = env.Data
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("more than one value in the file")
	}
	return nil
}

// keepAside renames the unusable file at p to NAME.KIND-TIME.json (a
// number added while that name exists), so that every such file is kept,
// and returns why with where it went.
func keepAside(p, name, kind string, why error) error {
	stamp := time.Now().UTC().Format("20060102T150405")
	for n := 1; n < 1000; n++ {
		suffix := ""
		if n > 1 {
			suffix = fmt.Sprintf("-%d", n)
		}
		kept := filepath.Join(filepath.Dir(p), fmt.Sprintf("%s.%s-%s%s.json", name, kind, stamp, suffix))
		if _, err := os.Lstat(kept); err == nil {
			continue
		}
		if err := os.Rename(p, kept); err != nil {
			return fmt.Errorf("%w (and keeping it aside failed: %v)", why, err)
		}
		return fmt.Errorf("%w; the file is kept as %s", why, kept)
	}
	return fmt.Errorf("%w (too many files kept aside already; it stays where it is)", why)
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
