package history

import (
	"errors"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/message"
	hist "arrayan.io/arrayan/scoring/history"
)

// showTransfer shows export (CSV, JSON) and backup and restore.
func (s *screen) showTransfer() {
	csv := widget.NewButtonWithIcon(lang.X("history.export.csv", "Export as CSV"), theme.DocumentSaveIcon(), func() {
		data, err := hist.CSV(s.file())
		if err != nil {
			s.showError(err)
			return
		}
		s.saveFile("arrayan-plays.csv", ".csv", data)
	})
	jsonBtn := widget.NewButtonWithIcon(lang.X("history.export.json", "Export as JSON"), theme.DocumentSaveIcon(), func() {
		data, err := hist.Encode(*s.file())
		if err != nil {
			s.showError(err)
			return
		}
		s.saveFile("arrayan-history.json", ".json", data)
	})
	backupBtn := widget.NewButtonWithIcon(lang.X("history.backup", "Back up everything"), theme.DownloadIcon(), s.saveBackup)
	backupBtn.Importance = widget.HighImportance
	restore := widget.NewButtonWithIcon(lang.X("history.restore", "Restore a backup"), theme.UploadIcon(), s.pickBackup)
	box := container.NewVBox(
		ui.Heading(lang.X("history.export", "Export the plays")),
		ui.Wrapped(lang.X("history.export.about", "CSV: one row per player per play, for a spreadsheet. JSON: the whole history in the documented format that arrayan-cli history reads.")),
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, csv, jsonBtn),
		ui.Heading(lang.X("history.backup.title", "Backup")),
		ui.Wrapped(lang.X("history.backup.about", "One file with everything Arrayán keeps on this device: every screen's entries, Your copy of Sabika, the players and the plays. Restoring it on another device lists what it replaces and changes nothing until you confirm.")),
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, backupBtn, restore),
	)
	if s.undoRestore != nil {
		undo := widget.NewButtonWithIcon(lang.X("history.restore.undo", "Undo the restore"), theme.ContentUndoIcon(), s.takeBackRestore)
		box.Add(undo)
	}
	s.show(container.NewBorder(container.NewHBox(s.backButton()), nil, nil, nil, container.NewVScroll(box)), s.showTransfer)
}

// saveBackup writes the backup to a file the player chooses.
func (s *screen) saveBackup() {
	data, skipped, err := makeBackup(time.Now())
	if err != nil {
		s.showError(err)
		return
	}
	if len(skipped) > 0 {
		s.showError(errors.Join(skipped...))
	}
	noteBackup()
	s.saveFile("arrayan-backup-"+time.Now().Format("2006-01-02")+".json", ".json", data)
}

// pickBackup reads a backup from a file the player chooses (in the
// browser, one uploaded from the phone's files).
func (s *screen) pickBackup() {
	s.openFile(s.window, []string{".json"}, maxBackupBytes, func(data []byte, err error) {
		if err != nil {
			s.showError(err)
			return
		}
		s.offerRestore(data)
	})
}

// offerRestore lists what the backup in data would replace and restores
// it on confirm; a refused file changes nothing.
func (s *screen) offerRestore(data []byte) {
	plan, err := planRestore(data)
	if err != nil {
		s.showError(kindRefused.With(message.Params{"Problem": err}))
		return
	}
	text := lang.X("history.restore.replaces", "Replaces on this device: {{.Keys}}", map[string]any{"Keys": listOrNone(plan.replaces)}) + "\n" +
		lang.X("history.restore.adds", "Adds: {{.Keys}}", map[string]any{"Keys": listOrNone(plan.adds)})
	msg := ui.Wrapped(text)
	d := dialog.NewCustomConfirm(lang.X("history.restore.title", "Restore this backup?"),
		lang.X("history.restore.apply", "Restore"), lang.X("history.cancel", "Cancel"),
		container.NewVScroll(msg), func(ok bool) {
			if ok {
				s.applyRestore(plan)
			}
		}, s.window)
	d.Resize(fyne.NewSize(min(s.window.Canvas().Size().Width-20, 600), min(s.window.Canvas().Size().Height-40, 420)))
	d.Show()
}

func listOrNone(keys []string) string {
	if len(keys) == 0 {
		return lang.X("history.none", "nothing")
	}
	return strings.Join(keys, ", ")
}

// applyRestore restores the plan and reopens the history from it; Undo
// the restore takes it back.
func (s *screen) applyRestore(plan restorePlan) {
	undo, err := plan.apply()
	if err != nil {
		s.showError(err)
		return
	}
	s.undoRestore = undo
	s.reopen()
	s.showTransfer()
}

// takeBackRestore puts back what the last restore replaced.
func (s *screen) takeBackRestore() {
	if s.undoRestore == nil {
		return
	}
	if err := s.undoRestore(); err != nil {
		s.showError(err)
	}
	s.undoRestore = nil
	s.reopen()
	s.showTransfer()
}
