package citygame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/tiles"
)

// renameButtons are the pencil buttons of the game view (players in
// order, then the neutral collector).
func renameButtons(root fyne.CanvasObject) []*widget.Button {
	var out []*widget.Button
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == theme.DocumentCreateIcon().Name() {
			out = append(out, b)
		}
	})
	return out
}

// typeInDialog types text into the open dialog's field and taps OK.
func typeInDialog(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog open")
	}
	uitest.TypeInto(uitest.Entries(top)[0], text)
	uitest.Tap(t, top, "OK")
}

// TestRenameAfterScoringAndNeutral: a name misspelled at the start is
// fixed after a scoring (the scoring keeps its points under the new
// name), and the neutral collector can be given a name.
func TestRenameAfterScoringAndNeutral(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Bne")
	uitest.Tap(t, w.Content(), "Deal done")
	takeScoring(t, w, "1")
	pencils := renameButtons(w.Content())
	if len(pencils) != 3 {
		t.Fatalf("%d rename buttons, want 2 players and the collector", len(pencils))
	}
	test.Tap(pencils[1])
	typeInDialog(t, w, "Ben")
	r := s.record()
	if r.Players[1].Name != "Ben" || r.Scorings[0].Result.Players[1].Name != "Ben" {
		t.Fatalf("renamed to %q, scoring says %q", r.Players[1].Name, r.Scorings[0].Result.Players[1].Name)
	}
	if !uitest.HasText(w.Content(), "Ben") || uitest.HasText(w.Content(), "Bne") {
		t.Errorf("the new name is not shown everywhere: %v", uitest.Texts(w.Content()))
	}
	test.Tap(renameButtons(w.Content())[2])
	typeInDialog(t, w, "Tío Dirk")
	if !uitest.HasText(w.Content(), "Tío Dirk (neutral collector)") {
		t.Errorf("the collector's new name is not shown: %v", uitest.Texts(w.Content()))
	}
	// A player may not take the collector's name: refused, nothing changes.
	test.Tap(renameButtons(w.Content())[0])
	typeInDialog(t, w, "Tío Dirk")
	if s.record().Players[0].Name != "Ana" || !overlayHas(w, "This name cannot be used: must be given and differ from the other players' (\"Tío Dirk\")") {
		t.Errorf("a player took the collector's name: %q", s.record().Players[0].Name)
	}
}
