package ui

import (
	"errors"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/store"
)

// inPlaceBar is the bar at the top of a screen whose saved value could
// not be used nor kept aside (store.KeptInPlace): it says that the screen
// is read-only and why, and offers to download the value and, at the
// player's word, to discard it, with Undo (issue 27, item 2).
type inPlaceBar struct {
	key    string
	window fyne.Window
	// locked is true while the value is kept in place: the screen's
	// changes are refused.
	locked bool
	// undo takes a discard back; nil when there is none to take back.
	undo func() error
	// changed runs when the screen may save again, or no longer may.
	changed func()

	why      *widget.Label
	download *widget.Button
	discard  *widget.Button
	takeBack *widget.Button
	box      *fyne.Container
}

// newInPlaceBar makes the bar of the state key, locked.
func newInPlaceBar(w fyne.Window, key string, changed func()) *inPlaceBar {
	b := &inPlaceBar{key: key, window: w, locked: true, changed: changed}
	b.why = Wrapped(lang.X("ui.inplace.why", "Read only: the saved data of this screen cannot be used, and it could not be kept aside. So that it is not lost, nothing here is saved until you download it, or discard it."))
	b.why.Importance = widget.WarningImportance
	b.download = widget.NewButtonWithIcon(lang.X("ui.inplace.download", "Download the saved data"), theme.DownloadIcon(), b.saveCopy)
	b.discard = widget.NewButtonWithIcon(lang.X("ui.inplace.discard", "Discard it"), theme.DeleteIcon(), b.throwAway)
	b.takeBack = widget.NewButtonWithIcon(lang.X("ui.inplace.undo", "Undo the discard"), theme.ContentUndoIcon(), b.undoDiscard)
	b.takeBack.Hide()
	b.box = container.NewVBox(b.why, container.NewHBox(b.download, b.discard, b.takeBack), NewSeparator())
	return b
}

// saveCopy hands the saved value, as it is stored, to the player: a
// download in the browser, a file-save dialog elsewhere.
func (b *inPlaceBar) saveCopy() {
	data, err := store.Raw(b.key)
	if err != nil {
		b.show(err)
		return
	}
	name := "arrayan-" + b.key + ".json"
	if Download(name, data) {
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			if err != nil {
				b.show(err)
			}
			return
		}
		_, err = w.Write(data)
		if err = errors.Join(err, w.Close()); err != nil {
			b.show(err)
		}
	}, b.window)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// throwAway discards the value kept in place: the screen saves again, and
// Undo puts the value back until the screen's first change.
func (b *inPlaceBar) throwAway() {
	undo, err := store.Discard(b.key)
	if err != nil {
		b.show(err)
		return
	}
	b.undo = undo
	b.setLocked(false)
}

// undoDiscard puts the discarded value back: the screen is read-only again.
func (b *inPlaceBar) undoDiscard() {
	if b.undo == nil {
		return
	}
	if err := b.undo(); err != nil {
		b.show(err)
		return
	}
	b.undo = nil
	b.setLocked(true)
}

// setLocked shows the bar read-only (why, with Download and Discard) or
// after a discard (that the screen saves again, with Undo).
func (b *inPlaceBar) setLocked(locked bool) {
	b.locked = locked
	if locked {
		SetText(b.why, lang.X("ui.inplace.why", "Read only: the saved data of this screen cannot be used, and it could not be kept aside. So that it is not lost, nothing here is saved until you download it, or discard it."))
		b.why.Importance = widget.WarningImportance
		b.download.Show()
		b.discard.Show()
		b.takeBack.Hide()
	} else {
		SetText(b.why, lang.X("ui.inplace.discarded", "The saved data that could not be used was discarded: this screen saves again."))
		b.why.Importance = widget.MediumImportance
		b.download.Hide()
		b.discard.Hide()
		b.takeBack.Show()
	}
	b.box.Refresh()
	b.changed()
}

// saved is told that the screen saved a change after a discard: the
// discard can no longer be taken back, and the bar goes.
func (b *inPlaceBar) saved() {
	b.undo = nil
	b.box.Hide()
}

// show shows err in the bar's window.
func (b *inPlaceBar) show(err error) {
	fyne.LogError("the saved "+b.key, err)
	if b.window != nil {
		ShowError(err, b.window)
	}
}

// pendingBars are the bars of the states opened since the last screen
// was shown (WithStateBars).
var pendingBars struct {
	sync.Mutex
	bars []fyne.CanvasObject
}

// WithStateBars puts above content the bars of the states its screen
// opened read-only (a saved value that could not be kept aside); content
// as it is when there is none. The app's navigator calls it on every
// screen it shows, right after making it.
func WithStateBars(content fyne.CanvasObject) fyne.CanvasObject {
	pendingBars.Lock()
	bars := pendingBars.bars
	pendingBars.bars = nil
	pendingBars.Unlock()
	if len(bars) == 0 {
		return content
	}
	return container.NewBorder(container.NewVBox(bars...), nil, nil, nil, content)
}
