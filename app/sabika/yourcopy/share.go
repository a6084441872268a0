package yourcopy

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/setup/qr"
)

// qrPixels is the side of the QR picture drawn and saved; qrShown its side
// on screen on a phone, qrShownWide on a wider window: a complete copy's
// code is about 1,200 characters, a dense QR code best shown large.
const (
	qrPixels    = 768
	qrShown     = 300
	qrShownWide = 480
)

// maxImport bounds what is read of a picked file (the edition package
// refuses more than its own bound anyway).
const maxImport = 1 << 20

// maxPicture bounds what is read of a QR picture picked in the browser (a
// phone's photo is a few megabytes).
const maxPicture = 32 << 20

// shareView is the Share section: export and import as a file, as pasted
// text and as a text code with its QR code; an import that changes values
// is shown in words first and applied on confirm.
type shareView struct {
	s       *screen
	paste   *widget.Entry
	msg     *widget.Label
	pending *edition.Edition // an import waiting for confirmation
	object  *fyne.Container
}

func newShareView(s *screen) *shareView {
	v := &shareView{s: s, paste: widget.NewMultiLineEntry(), msg: ui.Wrapped(""), object: container.NewVBox()}
	v.paste.SetPlaceHolder(lang.X("yourcopy.share.paste.placeholder", "Paste a SABIKA1- code or the text of an edition file"))
	v.paste.SetMinRowsVisible(3)
	v.paste.Wrapping = fyne.TextWrapBreak
	v.msg.Hide()
	return v
}

// redraw builds the section for the copy as it is now.
func (v *shareView) redraw() {
	v.object.Objects = []fyne.CanvasObject{v.msg}
	if v.pending != nil {
		v.object.Add(v.confirmCard())
	}
	v.object.Add(v.exportCard())
	v.object.Add(v.importCard())
	v.object.Refresh()
}

// tell shows a message at the top of the section (an error in red).
func (v *shareView) tell(msg string, isError bool) {
	v.msg.Importance = widget.SuccessImportance
	if isError {
		v.msg.Importance = widget.DangerImportance
	}
	v.msg.SetText(msg)
	v.msg.Show()
}

// exportCard shows the code with its QR code and the export buttons.
func (v *shareView) exportCard() fyne.CanvasObject {
	e := v.s.c.Get()
	code, err := e.Code()
	if err != nil {
		return ui.Wrapped(lang.X("yourcopy.share.code-failed", "The code could not be made: {{.Err}}", map[string]any{"Err": err.Error()}))
	}
	shown := widget.NewLabel(code)
	shown.Wrapping = fyne.TextWrapBreak
	shown.Selectable = true
	parts := []fyne.CanvasObject{ui.Wrapped(lang.X("yourcopy.share.hint", "Another player imports your copy's values from this QR code, the code or the file."))}
	if img, err := qr.Image(code, qrPixels); err == nil {
		pic := canvas.NewImageFromImage(img)
		pic.FillMode = canvas.ImageFillContain
		side := float32(qrShown)
		if v.s.w != nil && v.s.w.Canvas().Size().Width >= 2*qrShownWide {
			side = qrShownWide
		}
		pic.SetMinSize(fyne.NewSize(side, side))
		parts = append(parts, container.NewCenter(pic))
	} else {
		parts = append(parts, ui.Wrapped(lang.X("yourcopy.share.qr-failed", "The QR code could not be drawn: {{.Err}}", map[string]any{"Err": err.Error()})))
	}
	copyCode := widget.NewButtonWithIcon(lang.X("yourcopy.share.copy", "Copy the code"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(code)
		v.tell(lang.X("yourcopy.share.copied", "The code is on the clipboard."), false)
	})
	saveQR := widget.NewButtonWithIcon(lang.X("yourcopy.share.save-qr", "Save the QR picture"), theme.DocumentSaveIcon(), func() { v.saveQR(code) })
	export := widget.NewButtonWithIcon(lang.X("yourcopy.share.export", "Export a file"), theme.DocumentSaveIcon(), v.exportFile)
	parts = append(parts, shown, container.New(&ui.ResponsiveGrid{MinCellWidth: 200}, copyCode, saveQR, export))
	return titled(lang.X("yourcopy.share.export.title", "Share your copy"), parts...)
}

// importCard offers the imports: pasted text, a file, a QR picture.
func (v *shareView) importCard() fyne.CanvasObject {
	fromText := widget.NewButton(lang.X("yourcopy.share.import-text", "Import the pasted text"), func() { v.importText(v.paste.Text) })
	fromText.Importance = widget.HighImportance
	fromFile := widget.NewButtonWithIcon(lang.X("yourcopy.share.import-file", "Import a file"), theme.FolderOpenIcon(), func() { v.pick(false) })
	fromQR := widget.NewButtonWithIcon(lang.X("yourcopy.share.import-qr", "Import a QR picture"), theme.FolderOpenIcon(), func() { v.pick(true) })
	return titled(lang.X("yourcopy.share.import.title", "Import another copy's values"),
		ui.Wrapped(lang.X("yourcopy.share.import.hint", "Values the import leaves unknown keep yours; you see what changes before it is applied, and Undo takes it back.")),
		v.paste, fromText,
		container.New(&ui.ResponsiveGrid{MinCellWidth: 200}, fromFile, fromQR))
}

// exportFile asks where to save the edition as JSON.
func (v *shareView) exportFile() {
	data, err := v.s.c.Get().Export()
	if err != nil {
		v.tell(lang.X("yourcopy.share.export-failed", "The file could not be written: {{.Err}}", map[string]any{"Err": err.Error()}), true)
		return
	}
	v.save("arrayan-sabika-copy.json", ".json", data)
}

// saveQR asks where to save the QR picture of code.
func (v *shareView) saveQR(code string) {
	data, err := qr.PNG(code, qrPixels)
	if err != nil {
		v.tell(lang.X("yourcopy.share.export-failed", "The file could not be written: {{.Err}}", map[string]any{"Err": err.Error()}), true)
		return
	}
	v.save("arrayan-sabika-copy.png", ".png", data)
}

// save writes data to a file the player picks.
func (v *shareView) save(name, ext string, data []byte) {
	if ui.Download(name, data) {
		v.tell(lang.X("yourcopy.share.saved", "Saved as {{.Name}}.", map[string]any{"Name": name}), false)
		return
	}
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err == nil && wc != nil {
			_, err = wc.Write(data)
			if cerr := wc.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			v.tell(lang.X("yourcopy.share.export-failed", "The file could not be written: {{.Err}}", map[string]any{"Err": err.Error()}), true)
			return
		}
		if wc != nil {
			v.tell(lang.X("yourcopy.share.saved", "Saved as {{.Name}}.", map[string]any{"Name": wc.URI().Name()}), false)
		}
	}, v.s.w)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	d.Show()
}

// pick asks for a file (an edition file, or a QR picture) and imports it.
func (v *shareView) pick(picture bool) {
	exts := []string{".json", ".txt"}
	if picture {
		exts = []string{".png", ".jpg", ".jpeg", ".gif"}
	}
	limit := maxImport
	if picture {
		limit = maxPicture
	}
	if ui.PickFile(exts, limit, func(_ string, data []byte, err error) {
		if err != nil {
			v.tell(lang.X("yourcopy.share.open-failed", "The file could not be opened: {{.Err}}", map[string]any{"Err": err.Error()}), true)
			return
		}
		if picture {
			v.readQR(bytes.NewReader(data))
			return
		}
		v.importText(string(data))
	}) {
		return
	}
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			v.tell(lang.X("yourcopy.share.open-failed", "The file could not be opened: {{.Err}}", map[string]any{"Err": err.Error()}), true)
			return
		}
		if rc == nil {
			return // cancelled
		}
		defer rc.Close()
		if picture {
			v.readQR(rc)
			return
		}
		data, err := io.ReadAll(io.LimitReader(rc, maxImport))
		if err != nil {
			v.tell(lang.X("yourcopy.share.open-failed", "The file could not be opened: {{.Err}}", map[string]any{"Err": err.Error()}), true)
			return
		}
		v.importText(string(data))
	}, v.s.w)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.Show()
}

// readQR imports the code a QR picture holds.
func (v *shareView) readQR(r io.Reader) {
	text, err := qr.Read(r)
	if err != nil {
		v.tell(lang.X("yourcopy.share.qr-unreadable", "No code could be read from this picture. Try a sharper, straighter picture of the QR code."), true)
		return
	}
	v.importText(text)
}

// importText reads a code or a file's text and, when it changes values,
// shows the changes for confirmation; a refused text changes nothing.
func (v *shareView) importText(text string) {
	text = strings.TrimSpace(text)
	var got *edition.Edition
	var err error
	if strings.HasPrefix(text, "{") {
		got, err = edition.Import([]byte(text))
	} else {
		got, err = edition.FromCode(text)
	}
	if err != nil {
		v.pending = nil
		v.tell(importRefusal(err), true)
		v.s.redraw()
		return
	}
	merged := mergeImport(v.s.c.Get(), got)
	if len(edition.Diff(v.s.c.Get(), merged)) == 0 {
		v.pending = nil
		v.tell(lang.X("yourcopy.share.same", "This import holds nothing new: your copy stays as it is."), false)
	} else {
		v.pending = merged
		v.msg.Hide()
	}
	v.s.redraw()
}

// importRefusal words why an import was refused.
func importRefusal(err error) string {
	var fe *edition.FieldError
	if errors.As(err, &fe) {
		switch fe.Field {
		case "game":
			return lang.X("yourcopy.share.other-game", "Not imported: this is not Sabika edition data ({{.Err}}). Nothing was changed.", map[string]any{"Err": fe.Message})
		case "format":
			return lang.X("yourcopy.share.newer", "Not imported: this was made by a newer version of Arrayán; update the app to read it. Nothing was changed.")
		case "code":
			return lang.X("yourcopy.share.bad-code", "Not imported: this code is mistyped or incomplete ({{.Err}}). Nothing was changed.", map[string]any{"Err": fe.Message})
		}
	}
	return lang.X("yourcopy.share.malformed", "Not imported: this is not readable Sabika edition data ({{.Err}}). Nothing was changed.", map[string]any{"Err": err.Error()})
}

// confirmCard lists what the pending import changes, with Apply and Cancel.
func (v *shareView) confirmCard() fyne.CanvasObject {
	rows := container.NewVBox()
	for _, line := range diffWords(v.s.c.Get(), v.pending) {
		rows.Add(ui.Wrapped("• " + line))
	}
	apply := widget.NewButtonWithIcon(lang.X("yourcopy.share.apply", "Apply these changes"), theme.ConfirmIcon(), v.apply)
	apply.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon(lang.X("yourcopy.share.cancel", "Cancel"), theme.CancelIcon(), func() {
		v.pending = nil
		v.tell(lang.X("yourcopy.share.cancelled", "Nothing was imported."), false)
		v.s.redraw()
	})
	return titled(lang.X("yourcopy.share.changes", "This import changes:"), rows, container.New(&ui.ResponsiveGrid{MinCellWidth: 150}, apply, cancel))
}

// apply records the pending import (Undo takes it back).
func (v *shareView) apply() {
	next := v.pending
	v.pending = nil
	if err := v.s.c.Update(func(e *edition.Edition) { *e = *Clone(next) }); err != nil {
		v.tell(importRefusal(fmt.Errorf("applying the import: %w", err)), true)
	} else {
		v.tell(lang.X("yourcopy.share.applied", "Imported. Undo takes it back."), false)
	}
	v.s.redraw()
}
