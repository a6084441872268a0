package citygame

import (
	"errors"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	cg "arrayan.io/arrayan/scoring/citygame"
)

// transferCard exports the game's holdings as the input of `arrayan-cli
// score` (cg.Record.Export), to the clipboard or a file, and imports such
// a file back (cg.Record.Import); a refused file changes nothing.
func (s *screen) transferCard() fyne.CanvasObject {
	copyOut := widget.NewButtonWithIcon(lang.X("citygame.export.copy", "Copy as JSON"), theme.ContentCopyIcon(), s.exportClipboard)
	save := widget.NewButtonWithIcon(lang.X("citygame.export.file", "Save as file"), theme.DocumentSaveIcon(), s.exportFile)
	paste := widget.NewButtonWithIcon(lang.X("citygame.import.paste", "Paste JSON"), theme.ContentPasteIcon(), s.importPasted)
	open := widget.NewButtonWithIcon(lang.X("citygame.import.file", "Open a file"), theme.FolderOpenIcon(), s.importFile)
	note := ui.Wrapped(lang.X("citygame.transfer.note", "The holdings of every player as `arrayan-cli score` reads them, for the next scoring."))
	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, copyOut, save, paste, open)
	return widget.NewCard(lang.X("citygame.transfer", "Export and import"), "", container.NewVBox(note, grid))
}

// exportClipboard puts the export on the clipboard.
func (s *screen) exportClipboard() {
	data, err := s.record().Export()
	if err != nil {
		s.refuse(err)
		return
	}
	fyne.CurrentApp().Clipboard().SetContent(string(data))
}

// exportFile writes the export to a file the player chooses.
func (s *screen) exportFile() {
	data, err := s.record().Export()
	if err != nil {
		s.refuse(err)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			s.showErr(err)
			return
		}
		_, err = w.Write(data)
		s.showErr(errors.Join(err, w.Close()))
	}, s.window)
	d.SetFileName(s.game.ID + "-score.json")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// importPasted reads an export pasted into a text box.
func (s *screen) importPasted() {
	e := widget.NewMultiLineEntry()
	e.SetMinRowsVisible(8)
	e.SetPlaceHolder(lang.X("citygame.import.hint", "Paste the JSON here"))
	d := dialog.NewCustomConfirm(lang.X("citygame.import.paste", "Paste JSON"), lang.X("citygame.import", "Import"), lang.X("citygame.cancel", "Cancel"), e, func(ok bool) {
		if ok {
			s.importData([]byte(e.Text))
		}
	}, s.window)
	d.Resize(dialogSize(s.window))
	d.Show()
}

// importFile reads an export from a file the player chooses.
func (s *screen) importFile() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			s.showErr(err)
			return
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, cg.MaxRecordBytes+1))
		if err != nil {
			s.showErr(err)
			return
		}
		s.importData(data)
	}, s.window)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// importData replaces the holdings with a file's; a malformed or foreign
// file is refused with the engine's reason and nothing changes.
func (s *screen) importData(data []byte) {
	r, err := s.record().Import(data)
	if err != nil {
		dialog.ShowError(errors.New(lang.X("citygame.import.refused", "This file cannot be imported; nothing was changed.")+"\n"+err.Error()), s.window)
		return
	}
	s.set(r)
}

// showErr shows err when there is one.
func (s *screen) showErr(err error) {
	if err != nil {
		dialog.ShowError(err, s.window)
	}
}
