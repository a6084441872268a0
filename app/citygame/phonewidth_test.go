package citygame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestEditorFitsAPhoneInTheAppsTheme opens the city editor with the app's
// own theme (its larger paddings, as the app and the browser show it, not
// the test driver's theme): on a 360 px phone it asks for no more width
// than the phone has. Its bar once did, through the player list's
// placeholder, which it never shows (a player is always chosen), and the
// browser cut the editor's right edge off.
func TestEditorFitsAPhoneInTheAppsTheme(t *testing.T) {
	for _, game := range []*tiles.Game{tiles.Alhambra, tiles.Granada} {
		a := uitest.NewApp(t)
		a.Settings().SetTheme(ui.TableTheme{Mode: ui.ThemeLight})
		s, w := open(t, game)
		w.Resize(fyne.NewSize(360, 740))
		startGame(t, s, w, "Ana", "Ben", "Cai")
		test.Tap(buttons(w.Content(), "City")[0])
		if s.editor == nil {
			t.Fatalf("%s: no city editor after tapping City", game.ID)
		}
		if got := s.editor.object.MinSize().Width; got > 360 {
			t.Errorf("%s: the city editor needs %.0f px on a 360 px phone", game.ID, got)
		}
	}
}
