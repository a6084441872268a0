package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// maxErrorWidth bounds an error dialog's width on a wide window, so that
// its lines stay readable; phoneErrorWidth is its width when the window
// has no size yet (the app opening on a screen whose state is refused),
// which fits the narrowest phone.
const (
	maxErrorWidth   = 560
	phoneErrorWidth = 280
)

// ShowError shows err in w as Fyne's error dialog does, but as wide as
// the window allows (phoneErrorWidth to maxErrorWidth), its whole message
// wrapped above the OK button: a refusal of a saved file names where the
// file is kept, and Fyne's own dialog, sized to a wrapped label's narrow
// minimum, was squeezed to about 90 px on a phone, the name hidden behind
// its OK button (issue 28, item 14). The error is worded in the player's
// language (SayError).
func ShowError(err error, w fyne.Window) { ShowNotice(lang.L("Error"), SayError(err), w) }

// widthLayout lays its one object out at a set width, as tall as it
// needs at that width (a wrapped label's height).
type widthLayout struct{ width float32 }

// MinSize is the set width and the object's height at it.
func (l widthLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) == 0 {
		return fyne.NewSize(l.width, 0)
	}
	o := objects[0]
	if o.Size().Width != l.width {
		o.Resize(fyne.NewSize(l.width, o.MinSize().Height))
	}
	return fyne.NewSize(l.width, o.MinSize().Height)
}

// Layout gives the object the whole size.
func (l widthLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// ShowNotice shows text under title in w, in a dialog as wide as the
// window allows (as ShowError's), with an OK button.
func ShowNotice(title, text string, w fyne.Window) {
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	width := float32(phoneErrorWidth)
	if c := w.Canvas(); c != nil && c.Size().Width > phoneErrorWidth+4*theme.Padding() {
		width = min(maxErrorWidth, c.Size().Width-4*theme.Padding())
	}
	dialog.NewCustom(title, lang.L("OK"), container.New(widthLayout{width}, msg), w).Show()
}
