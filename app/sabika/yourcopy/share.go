package yourcopy

import (
	"bytes"
	"errors"
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
// on screen on a phone; a Wide window shows it ui.Tablet wide, the full
// size: the board's code is about 100 characters, the whole copy's some
// 500 and more, a dense QR code best shown large.
const (
	qrPixels = 768
	qrShown  = ui.CellCard
)

// maxImport bounds what is read of a picked file (the edition package
// refuses more than its own bound anyway).
const maxImport = 1 << 20

// maxPicture bounds what is read of a QR picture picked in the browser (a
// phone's photo is a few megabytes).
const maxPicture = 32 << 20

// shareView is the Share section: export and import as a file, as pasted
// text and as a text code with its QR code (the board's values alone, or
// everything); an import that changes values is shown in words first and
// applied on confirm. Each message shows under the buttons that made it.
type shareView struct {
	s     *screen
	paste *widget.Entry
	// exportMsg and importMsg are the messages of the export and import
	// cards, shown under their buttons.
	exportMsg, importMsg *widget.Label
	pending              *edition.Preview  // an import waiting for confirmation
	confirm              fyne.CanvasObject // the card showing it, when shown
	// whole shares everything, Yusuf's parts included, instead of the
	// board's values alone.
	whole  bool
	object *fyne.Container
}

func newShareView(s *screen) *shareView {
	v := &shareView{s: s, paste: widget.NewMultiLineEntry(), exportMsg: ui.Wrapped(""), importMsg: ui.Wrapped(""), object: container.NewVBox()}
	v.paste.SetPlaceHolder(lang.X("yourcopy.share.paste.placeholder", "Paste a SABIKA code or the text of an edition file"))
	v.paste.SetMinRowsVisible(3)
	v.paste.Wrapping = fyne.TextWrapBreak
	v.exportMsg.Hide()
	v.importMsg.Hide()
	return v
}

// redraw builds the section for the copy as it is now.
func (v *shareView) redraw() {
	v.object.Objects = []fyne.CanvasObject{v.exportCard(), v.importCard()}
	v.object.Refresh()
}

// say shows a message in l (an error in red) and scrolls it into view.
func (v *shareView) say(l *widget.Label, msg string, isError bool) {
	l.Importance = widget.SuccessImportance
	if isError {
		l.Importance = widget.DangerImportance
	}
	l.SetText(msg)
	l.Show()
	v.s.reveal(l)
}

// exportCard shows the code with its QR code and the export buttons.
func (v *shareView) exportCard() fyne.CanvasObject {
	e := v.s.c.Get()
	which := 0
	if v.whole {
		which = 1
	}
	choice := newChoiceGrid([]string{
		lang.X("yourcopy.share.board", "The board's values"),
		lang.X("yourcopy.share.whole", "Everything, Yusuf too"),
	}, which, 150, func(i int) {
		v.whole = i == 1
		v.exportMsg.Hide()
		v.s.redraw()
	})
	code, err := e.BoardCode()
	holds := lang.X("yourcopy.share.board.holds", "A short code: the tribute, the event-change symbols, the wish tiles and the starting dinars. Yusuf's rondels and cards are in \"Everything\".")
	if v.whole {
		code, err = e.Code()
		holds = lang.X("yourcopy.share.whole.holds", "Everything recorded, Yusuf's tiles, rondels and cards included: a longer code and a denser QR code.")
	}
	if err != nil {
		return ui.Wrapped(lang.X("yourcopy.share.code-failed", "The code could not be made: {{.Err}}", map[string]any{"Err": strings.Join(refusalLines(err, e), " ")}))
	}
	shown := widget.NewLabel(code)
	shown.Wrapping = fyne.TextWrapBreak
	shown.Selectable = true
	parts := []fyne.CanvasObject{ui.Wrapped(lang.X("yourcopy.share.hint", "Another player imports your copy's values from this QR code, the code or the file.")), choice.object, ui.Wrapped(holds)}
	if img, err := qr.Image(code, qrPixels); err == nil {
		pic := canvas.NewImageFromImage(img)
		pic.FillMode = canvas.ImageFillContain
		side := qrShown
		if v.s.w != nil && v.s.w.Canvas().Size().Width >= ui.Wide {
			side = ui.Tablet
		}
		pic.SetMinSize(fyne.NewSize(side, side))
		parts = append(parts, container.NewCenter(pic))
	} else {
		parts = append(parts, ui.Wrapped(lang.X("yourcopy.share.qr-failed", "The QR code could not be drawn: {{.Err}}", map[string]any{"Err": ui.SayError(err)})))
	}
	copyCode := widget.NewButtonWithIcon(lang.X("yourcopy.share.copy", "Copy the code"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(code)
		v.say(v.exportMsg, lang.X("yourcopy.share.copied", "The code is on the clipboard."), false)
	})
	saveQR := widget.NewButtonWithIcon(lang.X("yourcopy.share.save-qr", "Save the QR picture"), theme.DocumentSaveIcon(), func() { v.saveQR(code) })
	export := widget.NewButtonWithIcon(lang.X("yourcopy.share.export", "Export a file"), theme.DocumentSaveIcon(), v.exportFile)
	parts = append(parts, shown, container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField}, copyCode, saveQR, export), v.exportMsg)
	return titled(lang.X("yourcopy.share.export.title", "Share your copy"), parts...)
}

// importCard offers the imports (pasted text, a file, a QR picture), then
// right under their buttons the message or the changes to confirm.
func (v *shareView) importCard() fyne.CanvasObject {
	fromText := widget.NewButton(lang.X("yourcopy.share.import-text", "Import the pasted text"), func() { v.importText(v.paste.Text) })
	fromText.Importance = widget.HighImportance
	fromFile := widget.NewButtonWithIcon(lang.X("yourcopy.share.import-file", "Import a file"), theme.FolderOpenIcon(), func() { v.pick(false) })
	fromQR := widget.NewButtonWithIcon(lang.X("yourcopy.share.import-qr", "Import a QR picture"), theme.FolderOpenIcon(), func() { v.pick(true) })
	parts := []fyne.CanvasObject{
		ui.Wrapped(lang.X("yourcopy.share.import.hint", "Values the import leaves unknown keep yours; you see what changes before it is applied, and Undo takes it back.")),
		v.paste, fromText,
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField}, fromFile, fromQR), v.importMsg,
	}
	v.confirm = nil
	if v.pending != nil {
		v.confirm = v.confirmCard()
		parts = append(parts, v.confirm)
	}
	return titled(lang.X("yourcopy.share.import.title", "Import another copy's values"), parts...)
}

// exportFile asks where to save the edition as JSON.
func (v *shareView) exportFile() {
	data, err := v.s.c.Get().Export()
	if err != nil {
		v.say(v.exportMsg, lang.X("yourcopy.share.export-failed", "The file could not be written: {{.Err}}", map[string]any{"Err": ui.SayError(err)}), true)
		return
	}
	v.save("arrayan-sabika-copy.json", ".json", data)
}

// saveQR asks where to save the QR picture of code.
func (v *shareView) saveQR(code string) {
	data, err := qr.PNG(code, qrPixels)
	if err != nil {
		v.say(v.exportMsg, lang.X("yourcopy.share.export-failed", "The file could not be written: {{.Err}}", map[string]any{"Err": ui.SayError(err)}), true)
		return
	}
	v.save("arrayan-sabika-copy.png", ".png", data)
}

// save writes data to a file the player picks.
func (v *shareView) save(name, ext string, data []byte) {
	if ui.Download(name, data) {
		v.say(v.exportMsg, lang.X("yourcopy.share.saved", "Saved as {{.Name}}.", map[string]any{"Name": name}), false)
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
			v.say(v.exportMsg, lang.X("yourcopy.share.export-failed", "The file could not be written: {{.Err}}", map[string]any{"Err": ui.SayError(err)}), true)
			return
		}
		if wc != nil {
			v.say(v.exportMsg, lang.X("yourcopy.share.saved", "Saved as {{.Name}}.", map[string]any{"Name": wc.URI().Name()}), false)
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
	ui.OpenFile(v.s.w, exts, limit, func(data []byte, err error) {
		if err != nil {
			v.say(v.importMsg, lang.X("yourcopy.share.open-failed", "The file could not be opened: {{.Err}}", map[string]any{"Err": ui.SayError(err)}), true)
			return
		}
		if picture {
			v.readQR(bytes.NewReader(data))
			return
		}
		v.importText(string(data))
	})
}

// readQR imports the code a QR picture holds.
func (v *shareView) readQR(r io.Reader) {
	text, err := qr.Read(r)
	if err != nil {
		v.say(v.importMsg, lang.X("yourcopy.share.qr-unreadable", "No code could be read from this picture. Try a sharper, straighter picture of the QR code."), true)
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
	v.pending = nil
	if err != nil {
		v.s.redraw()
		v.say(v.importMsg, importRefusal(err), true)
		return
	}
	p := edition.PreviewImport(v.s.c.Get(), got)
	if len(p.Changes) == 0 {
		v.s.redraw()
		v.say(v.importMsg, lang.X("yourcopy.share.same", "This import holds nothing new: your copy stays as it is."), false)
		return
	}
	v.pending = &p
	v.importMsg.Hide()
	v.s.redraw()
	v.s.reveal(v.confirm)
}

// importRefusal words why an import was refused: what the text is, and
// every value refused, in the player's language.
func importRefusal(err error) string {
	var fe *edition.FieldError
	if !errors.As(err, &fe) {
		return lang.X("yourcopy.share.malformed", "Not imported: this is not readable Sabika edition data. Nothing was changed.")
	}
	switch fe.Kind {
	case edition.KindGame:
		return lang.X("yourcopy.share.other-game", "Not imported: this is another game's data, not Sabika's. Nothing was changed.")
	case edition.KindNewer:
		return lang.X("yourcopy.share.newer", "Not imported: this was made by a newer version of Arrayán; update the app to read it. Nothing was changed.")
	case edition.KindCode:
		return lang.X("yourcopy.share.bad-code", "Not imported: this code is mistyped or incomplete; copy it again whole. Nothing was changed.")
	case edition.KindNotData:
		return lang.X("yourcopy.share.not-data", "Not imported: this is neither a Sabika edition file nor a SABIKA code. Nothing was changed.")
	case edition.KindField:
		return lang.X("yourcopy.share.malformed", "Not imported: this is not readable Sabika edition data. Nothing was changed.")
	}
	return lang.X("yourcopy.share.refused", "Not imported: these values cannot be right. Nothing was changed.") + "\n• " + strings.Join(refusalLines(err, nil), "\n• ")
}

// confirmCard lists what the pending import changes, with Apply and
// Cancel; when the import's values would not fit with this copy's (a
// rondel renamed that recorded cards use), it names each conflict and
// offers only Cancel.
func (v *shareView) confirmCard() fyne.CanvasObject {
	p := v.pending
	rows := container.NewVBox()
	for _, line := range diffWords(v.s.c.Get(), p.Result, p.Changes) {
		rows.Add(ui.Wrapped("• " + line))
	}
	cancel := widget.NewButtonWithIcon(lang.X("yourcopy.share.cancel", "Cancel"), theme.CancelIcon(), func() {
		v.pending = nil
		v.s.redraw()
		v.say(v.importMsg, lang.X("yourcopy.share.cancelled", "Nothing was imported."), false)
	})
	if !p.CanApply() {
		conflicts := container.NewVBox()
		for _, c := range p.Conflicts {
			conflicts.Add(ui.Wrapped("• " + problemWords(c, p.Result)))
		}
		warn := ui.Wrapped(lang.X("yourcopy.share.conflicts", "It cannot be applied: with these changes, these values of your copy would not fit. Change them first (or import a code that holds them too):"))
		warn.Importance = widget.DangerImportance
		return titled(lang.X("yourcopy.share.changes", "This import changes:"), rows, warn, conflicts, container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, cancel))
	}
	apply := widget.NewButtonWithIcon(lang.X("yourcopy.share.apply", "Apply these changes"), theme.ConfirmIcon(), v.apply)
	apply.Importance = widget.HighImportance
	return titled(lang.X("yourcopy.share.changes", "This import changes:"), rows, container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, apply, cancel))
}

// apply records the pending import (Undo takes it back).
func (v *shareView) apply() {
	next := v.pending.Result
	v.pending = nil
	err := v.s.c.Update(func(e *edition.Edition) { *e = *next.Clone() })
	v.s.redraw()
	if err != nil {
		v.say(v.importMsg, lang.X("yourcopy.share.refused", "Not imported: these values cannot be right. Nothing was changed.")+"\n• "+strings.Join(refusalLines(err, next), "\n• "), true)
	} else {
		v.say(v.importMsg, lang.X("yourcopy.share.applied", "Imported. Undo takes it back."), false)
	}
}
