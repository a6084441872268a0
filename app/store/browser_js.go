//go:build js

package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"github.com/hack-pad/go-indexeddb/idb"

	"arrayan.io/arrayan/data/message"
)

// current keeps the states in the browser's IndexedDB on the web.
var current backend = browser{}

// The site's database: one object store of states, each the text of its
// state file under its name, and one of notes about the database itself.
const (
	dbName     = "arrayan"
	dbVersion  = 1
	statesName = "states"
	notesName  = "notes"
	// movedNote is the note that the states of localStorage were moved
	// here: written in the same transaction as the states.
	movedNote = "moved-from-localstorage"
)

// keyPrefix is put before a state's name to make its key in localStorage,
// where the states were kept before IndexedDB: "arrayan/state/NAME.json".
const keyPrefix = "arrayan/state/"

// waitLimit is how long an answer of IndexedDB is waited for: far longer
// than any save takes, short enough that a database held by another tab's
// upgrade does not hang the app.
const waitLimit = 20 * time.Second

// What the browser's storage says when it cannot keep a value.
var (
	kindStorageFull = message.Define("store.storage-full", "the browser's storage for this site is full; nothing was changed (clear old games, or other sites' data, in the browser's settings)")
	kindNoStorage   = message.Define("store.no-storage", "this browser window does not let the site keep data (a private window, or storage turned off in the settings): nothing can be saved here")
	kindMoveFailed  = message.Define("store.move-failed", "the data an earlier version saved could not be moved to the browser's new storage ({{.Detail}}): it stays where it was, and nothing can be saved until it is moved (reload the page to try again)")
)

// ErrStorageFull is wrapped by the error of a save the browser refused
// because this site's storage is full.
var ErrStorageFull error = &fault{kindStorageFull.With(nil)}

// ErrNoStorage is wrapped by the error of a save or load in a browser
// window that keeps no data (a private window, or storage turned off).
var ErrNoStorage error = &fault{kindNoStorage.With(nil)}

// browser keeps every state as one string under its name in the object
// store "states" of the site's IndexedDB database "arrayan". Each change
// is one transaction, which the browser applies whole or not at all: the
// all-or-nothing write the store promises. The back-end's calls are
// synchronous: each waits for its transaction to end, as Fyne's own
// IndexedDB storage does (the app's goroutine waits; the page does not).
type browser struct{}

// opened is the database, opened at the first use (not at start: the
// first frame waits for nothing of it), with the states of localStorage
// moved into it. An error stays for the whole visit: ErrNoStorage, or a
// failed move (kindMoveFailed), which keeps every state unreadable and
// unsaved rather than let a save hide what is still in localStorage.
var opened = sync.OnceValues(func() (*idb.Database, error) {
	db, err := open()
	if err != nil {
		return nil, err
	}
	if err := moveFromLocalStorage(db); err != nil {
		return nil, &fault{kindMoveFailed.With(message.Params{"Detail": err.Error()})}
	}
	return db, nil
})

// open opens the database, creating its object stores the first time.
// A browser without IndexedDB, or one that refuses it (some private
// windows, storage turned off), is ErrNoStorage.
func open() (db *idb.Database, err error) {
	defer func() {
		if r := recover(); r != nil { // idb.Global panics without IndexedDB
			db, err = nil, ErrNoStorage
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	req, err := idb.Global().Open(ctx, dbName, dbVersion, func(db *idb.Database, _, _ uint) error {
		for _, name := range []string{statesName, notesName} {
			if _, err := db.CreateObjectStore(name, idb.ObjectStoreOptions{}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrNoStorage, err)
	}
	db, err = req.Await(ctx)
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrNoStorage, err)
	}
	return db, nil
}

// said turns what IndexedDB answered into the store's errors: a full
// storage (a transaction aborted with a QuotaExceededError) is
// ErrStorageFull, a refused one ErrNoStorage.
func said(err error) error {
	if err == nil {
		return nil
	}
	switch exceptionName(err) {
	case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
		return ErrStorageFull
	case "SecurityError", "InvalidStateError":
		return fmt.Errorf("%w (%v)", ErrNoStorage, err)
	}
	return fmt.Errorf("the browser's storage refused: %w", err)
}

// exceptionName is the name of the DOMException err is, or "".
func exceptionName(err error) string {
	for _, name := range []string{"QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED", "SecurityError", "InvalidStateError"} {
		if errors.Is(err, idb.NewDOMException(name)) {
			return name
		}
	}
	return ""
}

// change runs do in one read-write transaction of the states (and the
// notes) and waits for the transaction to end: all of do's writes are
// kept, or none.
func change(db *idb.Database, do func(states, notes *idb.ObjectStore) error) error {
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	txn, err := db.Transaction(idb.TransactionReadWrite, statesName, notesName)
	if err != nil {
		return said(err)
	}
	states, err := txn.ObjectStore(statesName)
	if err != nil {
		return said(err)
	}
	notes, err := txn.ObjectStore(notesName)
	if err != nil {
		return said(err)
	}
	if err := do(states, notes); err != nil {
		_ = txn.Abort()
		return said(err)
	}
	if err := txn.Await(ctx); err != nil {
		return said(err)
	}
	return nil
}

// get returns the values of names, nil for a name without one, from one
// read-only transaction: every request is made before any answer is
// waited for, so that the transaction stays open for all of them.
func get(db *idb.Database, store string, names ...string) ([]js.Value, error) {
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	txn, err := db.Transaction(idb.TransactionReadOnly, store)
	if err != nil {
		return nil, said(err)
	}
	s, err := txn.ObjectStore(store)
	if err != nil {
		return nil, said(err)
	}
	reqs := make([]*idb.Request, len(names))
	for i, name := range names {
		if reqs[i], err = s.Get(js.ValueOf(name)); err != nil {
			return nil, said(err)
		}
	}
	values := make([]js.Value, len(names))
	for i, req := range reqs {
		v, err := req.Await(ctx)
		if err == nil && ctx.Err() != nil {
			err = ctx.Err()
		}
		if err != nil {
			return nil, said(err)
		}
		if !v.IsUndefined() && !v.IsNull() {
			values[i] = v
		}
	}
	return values, nil
}

// text is a stored value as the bytes of its state file.
func text(v js.Value) ([]byte, error) {
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("the stored value is a %s, not text", v.Type())
	}
	s := v.String()
	if len(s) > MaxFileSize {
		return nil, FileTooLarge.With(message.Params{"Max": MaxFileSize})
	}
	return []byte(s), nil
}

// read returns the value of name. A window that keeps no data has none:
// nothing was ever saved there, and its screens open fresh.
func (browser) read(name string) ([]byte, error) {
	db, err := opened()
	if errors.Is(err, ErrNoStorage) {
		return nil, fs.ErrNotExist
	}
	if err != nil {
		return nil, err
	}
	values, err := get(db, statesName, name)
	if err != nil {
		return nil, err
	}
	if values[0].IsUndefined() {
		return nil, fs.ErrNotExist
	}
	return text(values[0])
}

func (browser) write(name string, data []byte) error {
	return browser{}.writeAll(map[string][]byte{name: data})
}

// writeAll puts every value in one transaction: all of them, or none.
func (browser) writeAll(values map[string][]byte) error {
	db, err := opened()
	if err != nil {
		return err
	}
	return change(db, func(states, _ *idb.ObjectStore) error {
		for name, data := range values {
			if _, err := states.PutKey(js.ValueOf(name), js.ValueOf(string(data))); err != nil {
				return err
			}
		}
		return nil
	})
}

func (browser) exists(name string) bool {
	db, err := opened()
	if err != nil {
		return false
	}
	values, err := get(db, statesName, name)
	return err == nil && !values[0].IsUndefined()
}

// rename puts the value under its new name and deletes the old one in one
// transaction, so that a full storage leaves the value where it was.
func (browser) rename(from, to string) (string, error) {
	db, err := opened()
	if err != nil {
		return "", err
	}
	values, err := get(db, statesName, from)
	if err != nil {
		return "", err
	}
	if values[0].IsUndefined() {
		return "", fs.ErrNotExist
	}
	err = change(db, func(states, _ *idb.ObjectStore) error {
		if _, err := states.PutKey(js.ValueOf(to), values[0]); err != nil {
			return err
		}
		_, err := states.Delete(js.ValueOf(from))
		return err
	})
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%q in this browser's storage for the site", to), nil
}

func (browser) remove(name string) error {
	db, err := opened()
	if err != nil {
		return err
	}
	values, err := get(db, statesName, name)
	if err != nil {
		return err
	}
	if values[0].IsUndefined() {
		return fs.ErrNotExist
	}
	return change(db, func(states, _ *idb.ObjectStore) error {
		_, err := states.Delete(js.ValueOf(name))
		return err
	})
}

// names are the keys of the states' object store, read in one read-only
// transaction; a window that keeps no data has none.
func (browser) names() ([]string, error) {
	db, err := opened()
	if errors.Is(err, ErrNoStorage) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	txn, err := db.Transaction(idb.TransactionReadOnly, statesName)
	if err != nil {
		return nil, said(err)
	}
	states, err := txn.ObjectStore(statesName)
	if err != nil {
		return nil, said(err)
	}
	req, err := states.GetAllKeys()
	if err != nil {
		return nil, said(err)
	}
	keys, err := req.Await(ctx)
	if err != nil {
		return nil, said(err)
	}
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		if k.Type() == js.TypeString {
			out = append(out, k.String())
		}
	}
	return out, nil
}

// moveFromLocalStorage moves the states an earlier version kept in
// localStorage (keys "arrayan/state/NAME.json") into db, once: all of
// them are put in one transaction with the note that they were moved,
// read back and compared, and only then are their keys removed from
// localStorage. Any failure leaves localStorage as it is, and is
// returned. Once the note is there, a key still left (a removal that
// failed) is removed only when db holds the same value; one that differs
// (written since by a tab of the earlier version) is left alone, never
// moved over newer saves nor deleted.
func moveFromLocalStorage(db *idb.Database) (err error) {
	defer func() {
		if r := recover(); r != nil { // reaching localStorage threw
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	local := js.Global().Get("localStorage")
	if local.IsUndefined() || local.IsNull() {
		return nil // nothing kept there
	}
	old := map[string]string{} // state name → its value
	for i := range local.Length() {
		key := local.Call("key", i)
		if key.Type() != js.TypeString {
			continue
		}
		name, ok := strings.CutPrefix(key.String(), keyPrefix)
		if name, ok = strings.CutSuffix(name, ".json"); !ok || name == "" {
			continue
		}
		old[name] = local.Call("getItem", key).String()
	}
	notes, err := get(db, notesName, movedNote)
	if err != nil {
		return err
	}
	if notes[0].IsUndefined() {
		if err := copyChecked(db, old); err != nil {
			return err
		}
	}
	names := slices.Sorted(maps.Keys(old))
	now, err := get(db, statesName, names...)
	if err != nil {
		return err
	}
	for i, name := range names {
		if now[i].Type() == js.TypeString && now[i].String() == old[name] {
			local.Call("removeItem", keyPrefix+name+".json")
		}
	}
	return nil
}

// copyChecked puts the values of old in db with the note that they were
// moved, in one transaction, then reads them back and compares.
func copyChecked(db *idb.Database, old map[string]string) error {
	err := change(db, func(states, notes *idb.ObjectStore) error {
		for name, value := range old {
			if _, err := states.PutKey(js.ValueOf(name), js.ValueOf(value)); err != nil {
				return err
			}
		}
		_, err := notes.PutKey(js.ValueOf(movedNote), js.ValueOf(time.Now().UTC().Format(time.RFC3339)))
		return err
	})
	if err != nil {
		return fmt.Errorf("copying: %w", err)
	}
	names := slices.Sorted(maps.Keys(old))
	back, err := get(db, statesName, names...)
	if err != nil {
		return fmt.Errorf("reading the copy back: %w", err)
	}
	for i, name := range names {
		if back[i].Type() != js.TypeString || back[i].String() != old[name] {
			// Without the note the next visit copies them again.
			_ = change(db, func(_, notes *idb.ObjectStore) error {
				_, err := notes.Delete(js.ValueOf(movedNote))
				return err
			})
			return fmt.Errorf("the copy of %s differs", name)
		}
	}
	return nil
}
