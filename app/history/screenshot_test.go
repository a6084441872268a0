package history

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/screenshot"
	"arrayan.io/arrayan/app/internal/uitest"
)

// TestScreenshots renders the history's pages at phone and desktop size,
// light and dark: the list, a play, the statistics of a game and of a
// player, the players, export and backup.
func TestScreenshots(t *testing.T) {
	a := uitest.NewApp(t)
	seed(t)
	page := func(go2 func(s *screen)) func(w fyne.Window) fyne.CanvasObject {
		return func(w fyne.Window) fyne.CanvasObject {
			s := newScreen(w)
			if go2 != nil {
				go2(s)
			}
			return s.page
		}
	}
	screenshot.Take(t, a, "history-list", page(nil), nil)
	screenshot.Take(t, a, "history-play", page(nil), func(w fyne.Window, content fyne.CanvasObject) {
		test.Tap(rows(content)[2]) // the solo game lost to Yusuf
	})
	screenshot.Take(t, a, "history-stats-game", page(func(s *screen) { s.showStats() }), func(w fyne.Window, content fyne.CanvasObject) {
		uitest.Pick(t, uitest.Select(t, content, 0), "Alhambra")
	})
	screenshot.Take(t, a, "history-stats-player", page(func(s *screen) { s.showStats() }), func(w fyne.Window, content fyne.CanvasObject) {
		uitest.Pick(t, uitest.Select(t, content, 0), "Ana (player)")
	})
	screenshot.Take(t, a, "history-players", page(func(s *screen) { s.showPlayers() }), nil)
	screenshot.Take(t, a, "history-transfer", page(func(s *screen) { s.showTransfer() }), nil)
}
