package app

import (
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/ui"
)

// A browser may delete a site's data to make room, and Safari deletes it
// after 7 days without a visit unless the site is on the Home Screen
// (WebKit's tracking prevention, webkit.org/blog/10218): a group that
// meets weekly could lose its games and history (issue 27, item 3). The
// web app asks the browser to keep the data (persist_js.go); where the
// browser does not, the app says once what that risks and how to keep the
// data, and reminds the player to back up as the history grows. The
// desktop keeps its files in the app's own folder, which nothing deletes
// behind the player's back: it asks nothing and says none of this
// (persist_other.go).

// Preference keys of what the app said about the browser's storage.
const (
	// prefToldNotKept holds whether the app has said that the browser may
	// delete the data (said once).
	prefToldNotKept = "storage.told-not-kept"
	// prefRemindedAt holds history.PrefPlaysKept when the app last
	// reminded the player to back up.
	prefRemindedAt = "storage.backup-reminded-at"
)

// backupReminderEvery is how many plays kept since the last backup (or
// the last reminder) bring a reminder to back up: about a month of weekly
// evenings with two or three games each, the most a group would want to
// lose, and seldom enough that the reminder is not a nuisance.
const backupReminderEvery = 10

// storageAnswered takes the browser's answer to the app's asking to keep
// the data (kept: granted, or already granted). It is called once, from
// the app's loop; what the app says waits for the player's next return to
// the home screen (tellAboutStorage), so that it never covers the first
// screen, nor a game in progress.
func (s *Shell) storageAnswered(kept bool) {
	s.storageNotKept = !kept
}

// tellAboutStorage says, when the browser does not keep the data, once
// what that risks and how to keep the data, and later, each time the
// history has grown by backupReminderEvery plays without a backup, that
// it is time to back up. It is called when the player returns to the
// home screen.
func (s *Shell) tellAboutStorage() {
	if !s.storageNotKept {
		return
	}
	p := s.app.Preferences()
	kept := p.Int(history.PrefPlaysKept)
	if !p.Bool(prefToldNotKept) {
		p.SetBool(prefToldNotKept, true)
		p.SetInt(prefRemindedAt, kept)
		ui.ShowNotice(lang.X("storage.title", "Keep your data"),
			lang.X("storage.not-kept", "This browser has not agreed to keep Arrayán's data for good: it may delete it to make room, and Safari deletes it after 7 days without a visit unless Arrayán is on the Home Screen. To keep your games and history, add Arrayán to the Home Screen (Share, then \"Add to Home Screen\"; in Chrome, the menu's \"Install app\"), and back up now and then: History and statistics, Export and backup, Back up everything."),
			s.window)
		return
	}
	if backupReminderDue(kept, p.Int(history.PrefPlaysKeptAtBackup), p.Int(prefRemindedAt)) {
		p.SetInt(prefRemindedAt, kept)
		ui.ShowNotice(lang.X("storage.title", "Keep your data"),
			lang.X("storage.remind", "This browser may delete its data, and plays kept since your last backup: {{.Plays}}. Back up in History and statistics, Export and backup, Back up everything.",
				map[string]any{"Plays": kept - p.Int(history.PrefPlaysKeptAtBackup)}),
			s.window)
	}
}

// backupReminderDue reports whether the plays kept (a running count)
// have grown by backupReminderEvery since both the last backup and the
// last reminder.
func backupReminderDue(kept, atBackup, remindedAt int) bool {
	return kept-max(atBackup, remindedAt) >= backupReminderEvery
}
