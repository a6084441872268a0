package store

// backend is where saved states live: files in the app's storage folder on
// the desktop (files), the browser's IndexedDB on the web (browser).
// Every state is one whole value under its name; names are checked by the
// store before they get here.
type backend interface {
	// read returns the saved value of name, or an error wrapping
	// fs.ErrNotExist when nothing is saved under it. A value over
	// MaxFileSize is refused.
	read(name string) ([]byte, error)
	// write replaces the value of name by data, all or nothing: after an
	// error the old value is still there, whole.
	write(name string, data []byte) error
	// writeAll replaces the value of every name of values by its data, as
	// one change as far as the back-end can (a backup's restore): in the
	// browser one transaction, all or nothing; on the desktop see
	// files.writeAll.
	writeAll(values map[string][]byte) error
	// exists tells whether anything is saved under name.
	exists(name string) bool
	// rename moves the value of from to the free name to, and says where
	// it now is in words the player can follow.
	rename(from, to string) (string, error)
	// remove deletes the value of name; an error wraps fs.ErrNotExist when
	// there was none.
	remove(name string) error
	// names lists every name a value is saved under, those kept aside
	// included, in no order; none where nothing was ever saved.
	names() ([]string, error)
}

// files is the back-end of the desktop and of every test; it builds on
// every platform so that the store's tests build everywhere too.
var _ backend = files{}
