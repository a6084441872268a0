package citygame

import (
	"errors"
	"strings"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/message"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// transferCard exports the game's holdings as the input of `arrayan-cli
// score` (cg.Record.Export), to the clipboard or a file, and imports such
// a file back (cg.Record.Import) after listing what it changes; a refused
// file changes nothing.
func (s *screen) transferCard() fyne.CanvasObject {
	copyOut := widget.NewButtonWithIcon(lang.X("citygame.export.copy", "Copy as JSON"), theme.ContentCopyIcon(), s.exportClipboard)
	save := widget.NewButtonWithIcon(lang.X("citygame.export.file", "Save as file"), theme.DocumentSaveIcon(), s.exportFile)
	paste := widget.NewButtonWithIcon(lang.X("citygame.import.paste", "Paste JSON"), theme.ContentPasteIcon(), s.importPasted)
	open := widget.NewButtonWithIcon(lang.X("citygame.import.file", "Open a file"), theme.FolderOpenIcon(), s.importFile)
	note := ui.Wrapped(lang.X("citygame.transfer.note", "The holdings of every player as `arrayan-cli score` reads them, for the next scoring."))
	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, copyOut, save, paste, open)
	return ui.NewCard(lang.X("citygame.transfer", "Export and import"), "", container.NewVBox(note, grid))
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

// exportFile writes the export to a file the player chooses; in the
// browser it downloads the file.
func (s *screen) exportFile() {
	data, err := s.record().Export()
	if err != nil {
		s.refuse(err)
		return
	}
	if ui.Download(s.exportName(), data) {
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
	d.SetFileName(s.exportName())
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

// exportName is the export's file name.
func (s *screen) exportName() string { return s.game.ID.String() + "-score.json" }

// importFile reads an export from a file the player chooses: in the
// browser through its file picker (the phone's files).
func (s *screen) importFile() {
	ui.OpenFile(s.window, []string{".json"}, cg.MaxRecordBytes, func(data []byte, err error) {
		if err != nil {
			s.showErr(err)
			return
		}
		s.importData(data)
	})
}

// importData reads a file's holdings (cg.Record.Import) and lists what
// they change (cg.Record.Changes) before anything is applied: "Apply these
// changes" replaces the holdings (Undo takes them back), Cancel keeps the
// game. A malformed or foreign file, or one whose cities break a building
// rule, is refused with every reason and nothing changes.
func (s *screen) importData(data []byte) {
	from := s.record()
	to, err := from.Import(data)
	if err != nil {
		s.refuseImport(err)
		return
	}
	changes := from.Changes(to)
	if len(changes) == 0 {
		dialog.ShowInformation(lang.X("citygame.import", "Import"), lang.X("citygame.change.none", "The file holds what this game holds already; nothing changes."), s.window)
		return
	}
	list := container.NewVBox()
	for _, c := range changes {
		for _, line := range s.changeLines(to, c) {
			list.Add(ui.Wrapped("• " + line))
		}
	}
	d := dialog.NewCustomConfirm(lang.X("citygame.import.title", "The import changes:"), lang.X("citygame.import.apply", "Apply these changes"), lang.X("citygame.cancel", "Cancel"),
		container.NewVScroll(list), func(ok bool) {
			if ok {
				s.set(to)
			}
		}, s.window)
	size := dialogSize(s.window)
	d.Resize(fyne.NewSize(size.Width, min(size.Height, list.MinSize().Height+200)))
	d.Show()
}

// refuseImport says why a file was refused: the broken building rules one
// by one in words, or the engine's reason.
func (s *screen) refuseImport(err error) {
	why := importReason(err)
	var ie *cg.ImportError
	if errors.As(err, &ie) && len(ie.Violations) > 0 {
		lines := make([]string, 0, len(ie.Violations))
		for _, v := range ie.Violations {
			lines = append(lines, s.violationText(v))
		}
		why = strings.Join(lines, "\n")
	}
	s.refuseText(lang.X("citygame.import.refused", "This file cannot be imported; nothing was changed.") + "\n" + why)
}

// importReason is why the engine refused a file, in the player's words,
// after the place in the file it points at (a JSON path of the file).
func importReason(err error) string {
	m, ok := message.Of(err)
	if !ok || m.Field == "" {
		return ui.SayError(err)
	}
	return m.Field + ": " + ui.Say(m)
}

// violationText is one violation of an imported file in words.
func (s *screen) violationText(v tiles.Violation) string {
	var text string
	switch v.Rule {
	case "too-many":
		text = lang.X("citygame.rule.too-many", "More tiles of one kind than the box holds.")
	case "impossible-tile":
		text = lang.X("citygame.rule.impossible", "A tile the box does not have.")
	default:
		text = ruleText(v.Rule, s.game.Feature == "moat")
	}
	if v.Player == "" {
		return text
	}
	return v.Player + ": " + text
}

// changeLines says one change of an import in words, naming the players
// as the file names them.
func (s *screen) changeLines(to cg.Record, c cg.Change) []string {
	name := s.neutralName(to)
	if c.Player >= 0 {
		name = to.Players[c.Player].Name
	}
	var out []string
	switch c.Kind {
	case cg.ChangeName, cg.ChangeNeutralName:
		old, to := c.Old, c.New
		if c.Kind == cg.ChangeNeutralName {
			old, to = orDefault(old, s.game.Neutral), orDefault(to, s.game.Neutral)
		}
		out = append(out, lang.X("citygame.change.name", "{{.Old}} is renamed {{.New}}", map[string]any{"Old": old, "New": to}))
	case cg.ChangeToCounts:
		out = append(out, lang.X("citygame.change.tocounts", "{{.Name}} is scored from counts instead of a city", map[string]any{"Name": name}))
	case cg.ChangeToCity:
		out = append(out, translation.XN("citygame.change.tocity", "{{.Name}} builds a city again, of {{.Count}} tiles", c.Added, map[string]any{"Name": name, "Count": c.Added}))
	case cg.ChangeCounts:
		out = append(out, lang.X("citygame.change.counts", "{{.Name}}'s counts change", map[string]any{"Name": name}))
	case cg.ChangeCity:
		if c.Added > 0 {
			out = append(out, translation.XN("citygame.change.city.added", "{{.Name}}'s city: {{.Count}} tile placed", c.Added, map[string]any{"Name": name, "Count": c.Added}))
		}
		if c.Removed > 0 {
			out = append(out, translation.XN("citygame.change.city.removed", "{{.Name}}'s city: {{.Count}} tile taken away", c.Removed, map[string]any{"Name": name, "Count": c.Removed}))
		}
	case cg.ChangeReserve:
		if c.Added > 0 {
			out = append(out, translation.XN("citygame.change.reserve.added", "{{.Name}}'s reserve: {{.Count}} tile added", c.Added, map[string]any{"Name": name, "Count": c.Added}))
		}
		if c.Removed > 0 {
			out = append(out, translation.XN("citygame.change.reserve.removed", "{{.Name}}'s reserve: {{.Count}} tile taken away", c.Removed, map[string]any{"Name": name, "Count": c.Removed}))
		}
	case cg.ChangeNeutral:
		if c.Added > 0 {
			out = append(out, translation.XN("citygame.change.neutral.added", "{{.Name}}: {{.Count}} tile added", c.Added, map[string]any{"Name": name, "Count": c.Added}))
		}
		if c.Removed > 0 {
			out = append(out, translation.XN("citygame.change.neutral.removed", "{{.Name}}: {{.Count}} tile taken away", c.Removed, map[string]any{"Name": name, "Count": c.Removed}))
		}
	}
	return out
}

// orDefault is name, or def when name is blank.
func orDefault(name, def string) string {
	if name == "" {
		return def
	}
	return name
}

// showErr shows a file error when there is one, in the player's words.
func (s *screen) showErr(err error) {
	if err != nil {
		s.refuseText(ui.SayError(err))
	}
}
