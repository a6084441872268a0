package app

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	gamedata "arrayan.io/arrayan/data/game"
	hist "arrayan.io/arrayan/scoring/history"
)

// TestBackupReminderDue: a reminder once the plays kept have grown by
// backupReminderEvery since both the last backup and the last reminder.
func TestBackupReminderDue(t *testing.T) {
	for _, tc := range []struct {
		kept, atBackup, remindedAt int
		want                       bool
	}{
		{0, 0, 0, false},
		{backupReminderEvery - 1, 0, 0, false},
		{backupReminderEvery, 0, 0, true},
		{backupReminderEvery, 0, backupReminderEvery, false},    // reminded at this count
		{2 * backupReminderEvery, 0, backupReminderEvery, true}, // grown again since
		{backupReminderEvery + 3, 5, 0, false},                  // a backup since
		{backupReminderEvery + 5, 5, 0, true},
		{backupReminderEvery + 5, 2, 5, true},
	} {
		if got := backupReminderDue(tc.kept, tc.atBackup, tc.remindedAt); got != tc.want {
			t.Errorf("backupReminderDue(%d, %d, %d) = %v; want %v", tc.kept, tc.atBackup, tc.remindedAt, got, tc.want)
		}
	}
}

// openAndBack opens Alhambra's quick score and taps Back to the home
// screen, and returns the top dialog then (nil for none).
func openAndBack(t *testing.T, w fyne.Window, s *Shell, back string) fyne.CanvasObject {
	t.Helper()
	if !s.Open("alhambra.score") {
		t.Fatal("no alhambra.score")
	}
	uitest.Tap(t, w.Content(), back)
	return w.Canvas().Overlays().Top()
}

// keepPlays keeps n finished games in the history, as the games' screens
// do.
func keepPlays(t *testing.T, n int) {
	t.Helper()
	for range n {
		if _, err := history.Keep(nil, hist.Result{Game: gamedata.Granada, Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Winners: []int{0},
			Seats: []hist.ResultSeat{{Name: "Ana", Total: 70}, {Name: "Ben", Total: 50}}}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestStorageNotKeptIsSaidOnceAndBackupsReminded: where the browser does
// not keep the data, the first return to the home screen says once what
// that risks and how to keep the data (in the player's language), and
// after backupReminderEvery plays kept without a backup a return home
// reminds to back up, once for them.
func TestStorageNotKeptIsSaidOnceAndBackupsReminded(t *testing.T) {
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, tc := range []struct{ language, back, notice, remind, ok string }{
		{"en", "Back", "Safari deletes it after 7 days", "plays kept since your last backup: 10", "OK"},
		{"es", "Volver", "Safari los borra tras 7 días", "partidas guardadas desde tu última copia de seguridad: 10", "OK"},
		{"ru", "Назад", "Safari удаляет их через 7 дней", "партий сохранено после последней резервной копии: 10", "OK"},
	} {
		t.Run(tc.language, func(t *testing.T) {
			a := uitest.NewApp(t)
			a.Preferences().SetString(ui.PrefLanguage, tc.language)
			w, s := NewMainWindow(a)
			w.Resize(fyne.NewSize(360, 740))
			t.Cleanup(w.Close)
			if top := openAndBack(t, w, s, tc.back); top != nil {
				t.Fatalf("a dialog before the browser's answer: %v", uitest.Texts(top))
			}
			s.storageAnswered(false)
			top := openAndBack(t, w, s, tc.back)
			if top == nil || !uitest.HasText(top, tc.notice) {
				t.Fatalf("no word of the browser that may delete the data; the dialog: %v", top)
			}
			if tc.language != "en" {
				uitest.NoEnglish(t, w, tc.language)
			}
			uitest.Tap(t, top, tc.ok)
			if top := openAndBack(t, w, s, tc.back); top != nil {
				t.Fatalf("said a second time: %v", uitest.Texts(top))
			}

			keepPlays(t, backupReminderEvery-1)
			if top := openAndBack(t, w, s, tc.back); top != nil {
				t.Fatalf("a reminder after %d plays: %v", backupReminderEvery-1, uitest.Texts(top))
			}
			keepPlays(t, 1)
			top = openAndBack(t, w, s, tc.back)
			if top == nil || !uitest.HasText(top, tc.remind) {
				t.Fatalf("no reminder to back up after %d plays; the dialog: %v", backupReminderEvery, top)
			}
			if tc.language != "en" {
				uitest.NoEnglish(t, w, tc.language)
			}
			uitest.Tap(t, top, tc.ok)
			if top := openAndBack(t, w, s, tc.back); top != nil {
				t.Fatalf("reminded a second time for the same plays: %v", uitest.Texts(top))
			}
		})
	}
}

// TestStorageKeptSaysNothing: where the browser keeps the data, and on
// the desktop (which asks nothing), nothing is said, however many plays
// are kept without a backup.
func TestStorageKeptSaysNothing(t *testing.T) {
	w, s := newShell(t)
	keepPlays(t, backupReminderEvery)
	if top := openAndBack(t, w, s, "Back"); top != nil {
		t.Fatalf("the desktop said: %v", uitest.Texts(top))
	}
	s.storageAnswered(true)
	if top := openAndBack(t, w, s, "Back"); top != nil {
		t.Fatalf("said with the data kept: %v", uitest.Texts(top))
	}
}
