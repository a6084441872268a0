//go:build js

package store

import (
	"fmt"
	"io/fs"
	"syscall/js"

	"arrayan.io/arrayan/data/message"
)

// current keeps the states in the browser's local storage on the web.
var current backend = browser{}

// keyPrefix is put before a state's name to make its storage key, the
// same path its file has on the desktop: "arrayan/state/NAME.json".
const keyPrefix = "arrayan/state/"

// What the browser's storage says when it cannot keep a value.
var (
	kindStorageFull = message.Define("store.storage-full", "the browser's storage for this site is full; nothing was changed (clear old games, or other sites' data, in the browser's settings)")
	kindNoStorage   = message.Define("store.no-storage", "this browser window does not let the site keep data (a private window, or storage turned off in the settings): nothing can be saved here")
)

// fault is an error value of the store that says a message: a pointer,
// so that errors.Is finds it.
type fault struct{ said message.Message }

// Error is the message in English.
func (f *fault) Error() string { return f.said.String() }

// Said is the message.
func (f *fault) Said() message.Message { return f.said }

// ErrStorageFull is wrapped by the error of a save the browser refused
// because this site's storage is full.
var ErrStorageFull error = &fault{kindStorageFull.With(nil)}

// ErrNoStorage is wrapped by the error of a save or load in a browser
// window that keeps no data (a private window, or storage turned off).
var ErrNoStorage error = &fault{kindNoStorage.With(nil)}

// browser keeps every state as one string under its key in
// window.localStorage. One setItem replaces a value whole or throws with
// the old value untouched, which is the all-or-nothing write the store
// promises.
type browser struct{}

func key(name string) string { return keyPrefix + name + ".json" }

// storage returns window.localStorage, or ErrNoStorage where reaching it
// throws (some private windows) or it is missing.
func storage() (s js.Value, err error) {
	defer catch(&err)
	s = js.Global().Get("localStorage")
	if s.IsUndefined() || s.IsNull() {
		return js.Value{}, ErrNoStorage
	}
	return s, nil
}

// catch turns an exception thrown by the browser (or an unexpected value
// from it) into an error in words, so that storage never stops the app.
func catch(err *error) {
	r := recover()
	if r == nil {
		return
	}
	jsErr, ok := r.(js.Error)
	if !ok {
		*err = fmt.Errorf("the browser's storage answered unexpectedly: %v", r)
		return
	}
	switch jsErr.Get("name").String() {
	case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
		*err = ErrStorageFull
	case "SecurityError":
		*err = ErrNoStorage
	default:
		*err = fmt.Errorf("the browser refused: %s", jsErr.Error())
	}
}

func (browser) read(name string) (data []byte, err error) {
	defer catch(&err)
	s, err := storage()
	if err != nil {
		return nil, err
	}
	v := s.Call("getItem", key(name))
	if v.IsNull() || v.IsUndefined() {
		return nil, fs.ErrNotExist
	}
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("the stored value is a %s, not text", v.Type())
	}
	text := v.String()
	if len(text) > MaxFileSize {
		return nil, fmt.Errorf("the value is larger than %d bytes", MaxFileSize)
	}
	return []byte(text), nil
}

func (browser) write(name string, data []byte) (err error) {
	defer catch(&err)
	s, err := storage()
	if err != nil {
		return err
	}
	s.Call("setItem", key(name), string(data))
	return nil
}

func (browser) exists(name string) (found bool) {
	defer func() {
		if recover() != nil {
			found = false
		}
	}()
	s, err := storage()
	if err != nil {
		return false
	}
	return !s.Call("getItem", key(name)).IsNull()
}

// rename copies the value to its new key first and only then removes the
// old one, so that a full storage leaves the value where it was.
func (browser) rename(from, to string) (where string, err error) {
	defer catch(&err)
	s, err := storage()
	if err != nil {
		return "", err
	}
	v := s.Call("getItem", key(from))
	if v.IsNull() {
		return "", fs.ErrNotExist
	}
	s.Call("setItem", key(to), v)
	s.Call("removeItem", key(from))
	return fmt.Sprintf("%q in this browser's storage for the site", key(to)), nil
}

func (browser) remove(name string) (err error) {
	defer catch(&err)
	s, err := storage()
	if err != nil {
		return err
	}
	if s.Call("getItem", key(name)).IsNull() {
		return fs.ErrNotExist
	}
	s.Call("removeItem", key(name))
	return nil
}
