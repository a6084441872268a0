package citygame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestEditorFitsAPhone opens the city editor (in the app's theme, as every
// UI test, with its larger paddings): on a 360 px phone it asks for no
// more width than the phone has. Its bar once did, through the player
// list's placeholder, which it never shows (a player is always chosen),
// and the browser cut the editor's right edge off.
func TestEditorFitsAPhone(t *testing.T) {
	for _, game := range []*tiles.Game{tiles.Alhambra(), tiles.Granada()} {
		uitest.NewApp(t)
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
