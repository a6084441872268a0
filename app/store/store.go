// Package store keeps what the players entered: in JSON files in the app's
// storage folder on the desktop, in the browser's storage on the web (see
// backend; both keep the guarantees below).
//
// Every save replaces its file atomically: a temporary file beside it,
// flushed to disk, renamed over the old one, and the folder flushed too, so
// a crash or a dead battery leaves either the old state or the new one,
// never half a file (temporary files a crash leaves behind are removed the
// next time the folder is used). Every file carries the store's format
// version and is read by the app's one strict reader, data/jsonin. A file
// that cannot be used (not JSON as strictly as that reader takes it,
// refused by the screen's check, too large, or written by a newer version
// of the app) is never trusted and never lost: it is kept aside under a
// new name each time, and the error says where.
//
// The file input and output are the functions readCapped, writeAtomically,
// keepAside and Remove's; decoding and encoding never touch a file.
package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
)

// Format is the version of the file layout this app writes. A file of a
// higher version comes from a newer app and is refused without being lost.
const Format = 1

// MaxFileSize caps how much of a state file is read: no screen saves more
// than a few kilobytes, so anything larger is not ours.
const MaxFileSize = 4 << 20

// ErrNewer is wrapped by the error of a file written by a newer app.
var ErrNewer = errors.New("written by a newer version of Arrayán")

// validName keeps state names to plain file names. It is compiled at first
// use, not at start: the browser's first frame waits for package set-up.
var validName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9][a-z0-9.-]*$`) })

// envelope is a state file: the store's format version, the screen's
// data and, when the screen keeps one, its undo history. A file without a
// history (written before there was one) reads as one with none, and an
// older app reading a newer file ignores the history.
type envelope struct {
	Format  int             `json:"arrayan_state"`
	Data    json.RawMessage `json:"data"`
	History json.RawMessage `json:"history,omitempty"`
}

// checkName refuses a state name that is no plain file name.
func checkName(name string) error {
	if !validName().MatchString(name) {
		return kindName.With(message.Params{"Name": name})
	}
	return nil
}

// Save writes v as the JSON state file name, atomically.
func Save(name string, v any) error { return SaveWithHistory(name, v, nil) }

// ErrTooLarge is the refusal of a save whose file would be over
// MaxFileSize, which Load would refuse.
var ErrTooLarge = errors.New("the state is too large to save")

// SaveWithHistory writes v as the JSON state file name, atomically, with
// history (already encoded; nil for none) in the same file, so that the
// value and the steps that led to it are never out of step after a crash.
// When the file would be over MaxFileSize with the history, it is saved
// without it: the value is never lost for its history.
func SaveWithHistory(name string, v any, history json.RawMessage) error {
	if err := writeAllowed(); err != nil {
		return err
	}
	if err := checkName(name); err != nil {
		return err
	}
	if err := refuseInPlace(name); err != nil {
		return err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return &Error{Key: name, Saving: true, Err: fmt.Errorf("encoding %s: %w", name, err)}
	}
	file, err := json.MarshalIndent(envelope{Format: Format, Data: data}, "", " ")
	if err != nil {
		return &Error{Key: name, Saving: true, Err: fmt.Errorf("encoding %s: %w", name, err)}
	}
	if len(file) > MaxFileSize {
		// Never write what Load refuses as too large: the file saved
		// before stays (issue 28, item 11).
		return &Error{Key: name, Saving: true, Err: fmt.Errorf("saving %s: %w", name, &tooLargeError{size: len(file)})}
	}
	if withHistory, err := appendHistory(file, history); err != nil {
		return &Error{Key: name, Saving: true, Err: fmt.Errorf("encoding the history of %s: %w", name, err)}
	} else if len(withHistory) <= MaxFileSize {
		file = withHistory
	}
	if err := current.write(name, file); err != nil {
		return &Error{Key: name, Saving: true, Err: fmt.Errorf("saving %s: %w", name, err)}
	}
	return nil
}

// SaveAll writes every state of states (each its screen's data, checked
// by the caller with CheckData) as one change: in the browser one
// transaction, all of them or none; on the desktop every file is written
// before any replaces its state file (files.writeAll). A state that could
// not be kept aside (KeptInPlace) refuses the whole, and so does one whose
// file would be over MaxFileSize.
func SaveAll(states map[string]json.RawMessage) error {
	files := map[string][]byte{}
	for name, data := range states {
		if err := checkName(name); err != nil {
			return err
		}
		if err := refuseInPlace(name); err != nil {
			return err
		}
		file, err := json.MarshalIndent(envelope{Format: Format, Data: data}, "", " ")
		if err != nil {
			return &Error{Key: name, Saving: true, Err: fmt.Errorf("encoding %s: %w", name, err)}
		}
		if len(file) > MaxFileSize {
			return &Error{Key: name, Saving: true, Err: fmt.Errorf("saving %s: %w", name, &tooLargeError{size: len(file)})}
		}
		files[name] = file
	}
	if err := current.writeAll(files); err != nil {
		return fmt.Errorf("saving %d states: %w", len(files), err)
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

// Load reads the state file name into v, after check (when not nil)
// accepts the decoded value. It reports false, with no error, when nothing
// was saved yet. On any error v is left exactly as it was; a file that was
// read but cannot be used is kept aside under a new name (named in the
// error), so that nothing of it is lost by the next save.
func Load[T any](name string, v *T, check func(*T) error) (bool, error) {
	ok, err := load(name, v, check, keepAside)
	if err == nil {
		inPlace.Delete(name) // what is there now is usable: saves may replace it
	}
	return ok, err
}

// Peek reads the state file name into v as Load does, but leaves a file
// it cannot use where it is: for a screen that only reads another
// screen's state (the last setup dealt), so that the file is kept aside,
// and the player told, by its own screen when it opens (issue 28, item
// 12), never moved without a word.
func Peek[T any](name string, v *T, check func(*T) error) (bool, error) {
	return load(name, v, check, func(_, _ string, err *Error) error { return err })
}

// load is Load and Peek; aside is what becomes of a file that cannot be
// used (keepAside, or nothing).
func load[T any](name string, v *T, check func(*T) error, aside func(name, kind string, err *Error) error) (bool, error) {
	if err := checkName(name); err != nil {
		return false, err
	}
	data, err := current.read(name)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, aside(name, "broken", &Error{Key: name, Err: fmt.Errorf("reading %s: %w", name, err)})
	}
	var decoded T
	if err := decode(data, &decoded); err != nil {
		kind := "broken"
		if errors.Is(err, ErrNewer) {
			kind = "newer"
		}
		return false, aside(name, kind, &Error{Key: name, Err: fmt.Errorf("reading %s: %w", name, err)})
	}
	if check != nil {
		if err := check(&decoded); err != nil {
			return false, aside(name, "broken", &Error{Key: name, Err: fmt.Errorf("reading %s: %w", name, refused(err))})
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
	if checkName(name) != nil {
		return nil
	}
	data, err := current.read(name)
	if err != nil {
		return nil
	}
	var env envelope
	if jsonin.Decode(data, &env) != nil || env.Format <= 0 || env.Format > Format {
		return nil
	}
	return env.History
}

// formatKey is the member of a state file that holds its format version.
const formatKey = "arrayan_state"

// decode unpacks a state file into v, reading it with the app's one
// strict reader (data/jsonin): exactly one JSON value, every member
// spelled exactly as written, none twice, none unknown, numbers that fit.
// A file is either the envelope (the format version, a whole number from
// 1, and the data, nothing else) or, without a format member, the layout
// before format versions (format 0: the whole file is the data), read as
// strictly. Null data is no state: it is refused rather than read as an
// empty one.
//
// A usable envelope, what the app writes, is read the short way
// (readOnce); anything else is read again step by step (decodeStepwise),
// which names what is wrong. Both take the same files.
func decode(data []byte, v any) error {
	if readOnce(data, v) {
		return nil
	}
	reflect.ValueOf(v).Elem().SetZero() // what the short way left half read
	return decodeStepwise(data, v)
}

// rawEnvelope is the envelope with its members as they are written.
type rawEnvelope struct {
	Format  json.RawMessage `json:"arrayan_state"`
	Data    json.RawMessage `json:"data"`
	History json.RawMessage `json:"history,omitempty"`
}

// readOnce reads an envelope of a format this app reads, with data that
// is not null, into v, strictly, and reports whether it could; it takes
// exactly the files decodeStepwise takes as envelopes.
func readOnce(data []byte, v any) bool {
	var env rawEnvelope
	if jsonin.Decode(data, &env) != nil || env.Format == nil || env.Data == nil || string(env.Data) == "null" {
		return false
	}
	var format int
	if jsonin.Decode(env.Format, &format) != nil || format < 1 || format > Format {
		return false
	}
	return jsonin.Decode(env.Data, v) == nil
}

// decodeStepwise is decode step by step: which layout the file has, its
// format version, the envelope, then its data, each refused in words.
func decodeStepwise(data []byte, v any) error {
	if !jsonin.Valid(data) {
		// Not JSON at all (trailing garbage, invalid UTF-8): say so, rather
		// than read it as the layout before versions and name a member.
		var value json.RawMessage
		if err := jsonin.Decode(data, &value); err != nil {
			return err
		}
	}
	member := formatMember(data)
	if member == nil {
		return decodeData(data, v)
	}
	var format int
	if err := jsonin.Decode(member, &format); err != nil || format < 1 {
		return kindFormat.With(message.Params{"Member": string(member)})
	}
	if format > Format {
		return &newerError{format: format}
	}
	var env envelope
	if err := jsonin.Decode(data, &env); err != nil {
		return err
	}
	if len(env.Data) == 0 {
		return kindNoData.With(nil)
	}
	if err := decodeData(env.Data, v); err != nil {
		return inData(err)
	}
	return nil
}

// formatMember returns the last formatKey member of the JSON object that
// is the whole of data, or nil when data is no such object or has no such
// member. Only which layout the file has is probed here: a key twice is
// let through, so that the strict reading of decode names it rather than
// the envelope being read as the layout before versions.
func formatMember(data []byte) json.RawMessage {
	if !jsonin.Valid(data) {
		return nil
	}
	var members map[string]json.RawMessage // a name given twice: the last one
	if json.Unmarshal(data, &members) != nil {
		return nil
	}
	return members[formatKey]
}

// inData names an error of the envelope's data as the file's member
// ("data.records[0].name"), as the strict reader names the envelope's own.
func inData(err error) error {
	var e *jsonin.Error
	if !errors.As(err, &e) {
		return fmt.Errorf("data: %w", err)
	}
	p := "data"
	switch {
	case strings.HasPrefix(e.Path, "["):
		p += e.Path
	case e.Path != "":
		p += "." + e.Path
	}
	return &jsonin.Error{Path: p, Message: e.Message}
}

// decodeData reads a screen's data strictly into v; null is refused.
func decodeData(data []byte, v any) error {
	if bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		return kindNoData.With(nil)
	}
	return jsonin.Decode(data, v)
}

// keepAside moves the unusable state name to NAME.KIND-TIME (a number
// added while that name exists), so that every such value is kept, and
// returns why with where it went.
func keepAside(name, kind string, why *Error) error {
	stamp := time.Now().UTC().Format("20060102T150405")
	for n := 1; n < 1000; n++ {
		suffix := ""
		if n > 1 {
			suffix = fmt.Sprintf("-%d", n)
		}
		kept := fmt.Sprintf("%s.%s-%s%s", name, kind, stamp, suffix)
		if current.exists(kept) {
			continue
		}
		where, err := current.rename(name, kept)
		if err != nil {
			inPlace.Store(name, true)
			why.AsideFailed = err
			why.Err = fmt.Errorf("%w (and keeping it aside failed: %v)", why.Err, err)
			return why
		}
		why.Where = where
		why.Err = fmt.Errorf("%w; the file is kept as %s", why.Err, where)
		return why
	}
	inPlace.Store(name, true)
	why.Stays = true
	why.Err = fmt.Errorf("%w (too many files kept aside already; it stays where it is)", why.Err)
	return why
}

// inPlace holds, by state name, the values that Load could not use nor
// keep aside: they stay where they are, and nothing may replace them but
// the player's own Discard (issue 27, item 2: one tap on Deal replaced a
// refused value that a full storage could not keep aside).
var inPlace sync.Map // string → true

// KeptInPlace reports whether the saved value of name could not be used
// nor kept aside when last loaded: saves over it are refused (ErrInPlace)
// until the player discards it (Discard) or it is loaded fine.
func KeptInPlace(name string) bool {
	_, ok := inPlace.Load(name)
	return ok
}

// refuseInPlace is the refusal of a save over a value kept in place.
func refuseInPlace(name string) error {
	if !KeptInPlace(name) {
		return nil
	}
	return &Error{Key: name, Saving: true, Err: fmt.Errorf("saving %s: %w", name, ErrInPlace)}
}

// Raw returns the saved value of name as it is stored, unread: what the
// player downloads of a value kept in place, to keep it elsewhere.
func Raw(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	data, err := current.read(name)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", name, err)
	}
	return data, nil
}

// Discard deletes the saved value of name at the player's word, even one
// kept in place, and returns what takes it back: the same bytes written
// again, and saves over them refused again.
func Discard(name string) (undo func() error, err error) {
	data, err := Raw(name)
	if err != nil {
		return nil, err
	}
	if err := current.remove(name); err != nil {
		return nil, fmt.Errorf("discarding %s: %w", name, err)
	}
	wasInPlace := KeptInPlace(name)
	inPlace.Delete(name)
	return func() error {
		if err := current.write(name, data); err != nil {
			return &Error{Key: name, Saving: true, Err: fmt.Errorf("saving %s again: %w", name, err)}
		}
		if wasInPlace {
			inPlace.Store(name, true)
		}
		return nil
	}, nil
}

// Names lists the name of every state saved on this device, sorted, those
// kept aside (NAME.KIND-TIME) included: the desktop's state files, the
// browser's stored states.
func Names() ([]string, error) {
	names, err := current.names()
	if err != nil {
		return nil, fmt.Errorf("listing the saved states: %w", err)
	}
	slices.Sort(names)
	return names, nil
}

// Remove deletes the state name; removing what was never saved is no
// error. A value kept in place is refused (ErrInPlace): only Discard
// deletes it.
func Remove(name string) error {
	if err := writeAllowed(); err != nil {
		return err
	}
	if err := checkName(name); err != nil {
		return err
	}
	if err := refuseInPlace(name); err != nil {
		return err
	}
	if err := current.remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("removing %s: %w", name, err)
	}
	return nil
}
