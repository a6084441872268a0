package history

import (
	"errors"

	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
)

// What a backup and its restore say when they refuse: each a code with its
// parameters, worded in the player's language by ui.SayError.
var (
	kindRefused         = message.Define("backup.refused", "This file cannot be restored; nothing was changed.\n{{.Problem}}")
	kindNotBackup       = message.Define("backup.not-backup", "this is not an Arrayán backup")
	kindBackupNewer     = message.Define("backup.newer", "this backup comes from a newer version of Arrayán (format {{.Version}}; this one reads {{.Reads}})")
	kindBackupForm      = message.Define("backup.form", "reading the backup: it is not written in the backup's form")
	kindBackupFormAt    = message.Define("backup.form-at", "reading the backup: {{.Field}} is not written in the backup's form")
	kindBackupVersion   = message.Define("backup.version", "reading the backup: arrayan_backup must be {{.Want}}")
	kindBackupCount     = message.Define("backup.count", "reading the backup: it holds {{.Count}} states (1 to {{.Max}})")
	kindBackupStateName = message.Define("backup.state-name", "reading the backup: \"{{.Key}}\" is not a state name")
	kindBackupStateSize = message.Define("backup.state-size", "reading the backup: states.{{.Key}} is larger than {{.Max}} bytes")
	kindBackupState     = message.Define("backup.state", "reading the backup: states.{{.Key}}: {{.Problem}}")
	kindRestoring       = message.Define("backup.restoring", "restoring {{.Key}}: {{.Problem}}")
	kindLeftOut         = message.Define("backup.left-out", "left out of the backup: {{.Key}}: {{.Problem}}")
	kindHistoryTooFull  = message.Define("history.full-export", "the history is full ({{.Plays}} plays): export it as JSON, then delete the oldest plays")
)

// malformedBackup is a backup the strict reader refused: the player is
// told where (Said), the log and the tests read the reader's own English
// detail (Error).
type malformedBackup struct{ err *jsonin.Error }

// Error is the reader's account.
func (e *malformedBackup) Error() string { return "reading the backup: " + e.err.Error() }

// Said names the place.
func (e *malformedBackup) Said() message.Message {
	if e.err.Path == "" {
		return kindBackupForm.With(nil)
	}
	return kindBackupFormAt.With(message.Params{"Field": e.err.Path})
}

// readingBackup is the refusal of a backup the strict reader could not
// read: a malformedBackup when the reader named what is wrong.
func readingBackup(err error) error {
	var j *jsonin.Error
	if errors.As(err, &j) {
		return &malformedBackup{j}
	}
	return kindBackupForm.With(nil)
}
