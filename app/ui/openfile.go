package ui

import (
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/message"
)

// OpenFile asks the player for a file ending in one of exts and at most
// maxBytes long: in the browser through its file picker (PickFile, the
// phone's files or gallery), elsewhere through w's file-open dialog. got
// receives the file's content, or why it could not be read (a larger file
// is refused, never cut short); nothing happens when the player cancels.
func OpenFile(w fyne.Window, exts []string, maxBytes int, got func(data []byte, err error)) {
	if PickFile(exts, maxBytes, func(_ string, data []byte, err error) { got(data, err) }) {
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			got(nil, err)
			return
		}
		if r == nil {
			return // cancelled
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, int64(maxBytes)+1))
		if err == nil && len(data) > maxBytes {
			err = store.FileTooLarge.With(message.Params{"Max": maxBytes})
		}
		got(data, err)
	}, w)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.Show()
}
