package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
)

// BackupVersion is the format version of the backup file.
//
// A backup is one JSON object holding everything the app keeps: every
// state key of app/store (the screens' states, Your copy of Sabika under
// sabika.edition, the roster and the plays under history) with its data
// as the screen saved it:
//
//	{"arrayan_backup": 1, "created": "2026-11-26T20:00:00Z",
//	 "states": {"history": {…}, "sabika.edition": {…}, …}}
//
// A file of a newer version, or without arrayan_backup (a foreign file),
// is refused and nothing changes.
const BackupVersion = 1

// Limits of a backup file.
const (
	maxBackupKeys  = 500
	maxBackupBytes = 64 << 20
)

// stateKey is the form of a state key (app/store's names), without the
// files kept aside. It is compiled at first use, not at start: the
// browser's first frame waits for package set-up.
var stateKey = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9][a-z0-9.-]{0,63}$`) })

// backup is the backup file.
type backup struct {
	Version int                        `json:"arrayan_backup"`
	Created string                     `json:"created"`
	States  map[string]json.RawMessage `json:"states"`
}

// keptAside reports a state file name that app/store wrote when it kept
// a refused file aside, or a save's temporary file.
func keptAside(key string) bool {
	return strings.Contains(key, ".broken-") || strings.Contains(key, ".newer-") || strings.Contains(key, ".tmp-")
}

// stateKeys lists the state keys saved on this device (app/store's
// names, those kept aside left out): on the desktop its files, in the
// browser its stored states.
func stateKeys() ([]string, error) {
	names, err := store.Names()
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, name := range names {
		if stateKey().MatchString(name) && !keptAside(name) {
			keys = append(keys, name)
		}
	}
	return keys, nil
}

// makeBackup writes every saved state into one backup file. A state file
// that app/store refuses is kept aside by it, left out, and named in the
// returned error list, as is one that a restore would refuse; the backup
// holds the rest.
func makeBackup(now time.Time) ([]byte, []error, error) {
	keys, err := stateKeys()
	if err != nil {
		return nil, nil, err
	}
	b := backup{Version: BackupVersion, Created: now.UTC().Format(time.RFC3339), States: map[string]json.RawMessage{}}
	var skipped []error
	for _, key := range keys {
		var raw json.RawMessage
		ok, err := store.Load(key, &raw, nil)
		if err != nil {
			skipped = append(skipped, err)
			continue
		}
		if !ok {
			continue
		}
		// Only what a restore takes back: a state no screen keeps now (a
		// file an older version wrote, as its standalone sabika.yusuf) or
		// one its screen's check refuses would make the whole backup one
		// that no restore takes (store.CheckData, issue 28, item 11).
		if err := store.CheckData(key, raw); err != nil {
			skipped = append(skipped, kindLeftOut.With(message.Params{"Key": key, "Problem": err}))
			continue
		}
		b.States[key] = raw
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(b); err != nil {
		return nil, nil, fmt.Errorf("writing the backup: %w", err)
	}
	return buf.Bytes(), skipped, nil
}

// restorePlan is a checked backup and what restoring it would do.
type restorePlan struct {
	states   map[string][]byte
	replaces []string // keys saved on this device that the backup replaces
	adds     []string // keys the device does not have yet
	created  string
}

// planRestore reads a backup strictly and says what it would replace; a
// foreign file, a newer version, a malformed key or value, a state no
// screen keeps, or one its screen's check refuses (store.CheckData) is
// refused.
func planRestore(data []byte) (restorePlan, error) {
	if len(data) > maxBackupBytes {
		return restorePlan{}, store.FileTooLarge.With(message.Params{"Max": maxBackupBytes})
	}
	var probe struct {
		Version *int `json:"arrayan_backup"`
	}
	if err := json.Unmarshal(data, &probe); err != nil || probe.Version == nil {
		return restorePlan{}, kindNotBackup.With(nil)
	}
	if *probe.Version > BackupVersion {
		return restorePlan{}, kindBackupNewer.With(message.Params{"Version": *probe.Version, "Reads": BackupVersion})
	}
	var b backup
	if err := jsonin.Decode(data, &b); err != nil {
		return restorePlan{}, readingBackup(err)
	}
	if b.Version != BackupVersion {
		return restorePlan{}, kindBackupVersion.With(message.Params{"Want": BackupVersion})
	}
	if len(b.States) == 0 || len(b.States) > maxBackupKeys {
		return restorePlan{}, kindBackupCount.With(message.Params{"Count": len(b.States), "Max": maxBackupKeys})
	}
	plan := restorePlan{states: map[string][]byte{}, created: b.Created}
	have, err := stateKeys()
	if err != nil {
		return restorePlan{}, err
	}
	for _, key := range slices.Sorted(maps.Keys(b.States)) {
		v := b.States[key]
		if !stateKey().MatchString(key) || keptAside(key) {
			return restorePlan{}, kindBackupStateName.With(message.Params{"Key": key})
		}
		if len(v) > store.MaxFileSize {
			return restorePlan{}, kindBackupStateSize.With(message.Params{"Key": key, "Max": store.MaxFileSize})
		}
		// Each state as its screen would load it, before anything is
		// replaced: an unknown name, null or a refused value stops the
		// restore (issue 28, item 11).
		if err := store.CheckData(key, v); err != nil {
			return restorePlan{}, kindBackupState.With(message.Params{"Key": key, "Problem": err})
		}
		plan.states[key] = bytes.Clone(v)
		if slices.Contains(have, key) {
			plan.replaces = append(plan.replaces, key)
		} else {
			plan.adds = append(plan.adds, key)
		}
	}
	return plan, nil
}

// apply saves every state of the plan as one change (store.SaveAll: in
// the browser one transaction, all of them or none), and returns what
// takes it back: the states it replaced saved again, the ones it added
// removed. After a failure the undo runs all the same: on the desktop a
// failure among the files' renames can leave some states replaced
// (store.SaveAll), and elsewhere it changes nothing.
func (plan restorePlan) apply() (undo func() error, err error) {
	before := map[string]json.RawMessage{}
	for _, key := range plan.replaces {
		var raw json.RawMessage
		if ok, err := store.Load(key, &raw, nil); err == nil && ok {
			before[key] = raw
		}
	}
	undo = func() error {
		var errs []error
		for key := range plan.states {
			if raw, ok := before[key]; ok {
				errs = append(errs, store.Save(key, raw))
			} else {
				errs = append(errs, store.Remove(key))
			}
		}
		return errors.Join(errs...)
	}
	states := map[string]json.RawMessage{}
	for key, data := range plan.states {
		states[key] = data
	}
	if err := store.SaveAll(states); err != nil {
		key := strings.Join(slices.Sorted(maps.Keys(plan.states)), ", ")
		var failed *store.Error
		if errors.As(err, &failed) {
			key = failed.Key
		} else {
			_ = undo()
		}
		return nil, kindRestoring.With(message.Params{"Key": key, "Problem": err})
	}
	return undo, nil
}

// Preference keys of the backup bookkeeping: how many plays Keep has kept
// on this device, and how many it had kept when the last backup was made.
// Their difference is the plays a backup does not hold yet, which the web
// app reminds to back up (app/persist.go).
const (
	PrefPlaysKept         = "history.plays-kept"
	PrefPlaysKeptAtBackup = "history.plays-kept-at-backup"
)

// countKept counts a play kept (PrefPlaysKept).
func countKept() {
	if a := fyne.CurrentApp(); a != nil {
		a.Preferences().SetInt(PrefPlaysKept, a.Preferences().Int(PrefPlaysKept)+1)
	}
}

// noteBackup records that a backup holds every play kept so far
// (PrefPlaysKeptAtBackup).
func noteBackup() {
	if a := fyne.CurrentApp(); a != nil {
		a.Preferences().SetInt(PrefPlaysKeptAtBackup, a.Preferences().Int(PrefPlaysKept))
	}
}
