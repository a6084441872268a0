package citygame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/ui"
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

// With Alhambra's tray the city takes 45% of the height below ui.Roomy and
// its usual 58% from there on; without the tray always 58%.
func TestSplitFollowsTheRoomyBreakpoint(t *testing.T) {
	for _, c := range []struct {
		tray  bool
		width float32
		share float32
	}{
		{true, 360, 0.45}, {true, ui.Roomy - 1, 0.45}, {true, ui.Roomy, 0.58},
		{false, 360, 0.58}, {false, ui.Roomy - 1, 0.58},
	} {
		bar, city, panel := canvas.NewRectangle(nil), canvas.NewRectangle(nil), canvas.NewRectangle(nil)
		bar.SetMinSize(fyne.NewSize(10, 100))
		splitLayout{tray: c.tray}.Layout([]fyne.CanvasObject{bar, city, panel}, fyne.NewSize(c.width, 1100))
		if got, want := city.Size().Height, 1000*c.share; got != want {
			t.Errorf("tray %v at %v wide: the city is %v high, want %v", c.tray, c.width, got, want)
		}
	}
}
