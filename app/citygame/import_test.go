package citygame

import (
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/tiles"
)

// pasteImport pastes text into the import box and taps Import.
func pasteImport(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	uitest.Tap(t, w.Content(), "Paste JSON")
	uitest.TypeInto(uitest.Entries(w.Canvas().Overlays().Top())[0], text)
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Import")
}

// TestImportListsChangesFirst: a pasted file's changes are listed in words
// and nothing changes until "Apply these changes"; Cancel keeps the game,
// Undo takes an applied import back. A file whose city breaks a building
// rule (two start tiles on one square) is refused with the rule in words.
func TestImportListsChangesFirst(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben")
	before := s.record()
	start := `{"x":0,"y":0,"start":true}`
	file := `{"game":"alhambra","round":1,"players":[{"name":"Ana","city":[` + start + `,{"x":0,"y":-1,"type":"tower","value":11,"walls":"N"}]},{"name":"Bea","city":[` + start + `]}],"dummy":{"name":"","buildings":[{"type":"pavilion","value":2}]}}`
	pasteImport(t, w, file)
	for _, want := range []string{"Ana's city: 1 tile placed", "Ben is renamed Bea", "Dirk: 1 tile added"} {
		if !overlayHas(w, want) {
			t.Errorf("%q not listed: %v", want, uitest.Texts(w.Canvas().Overlays().Top()))
		}
	}
	if len(s.record().Players[0].City) != 0 {
		t.Fatal("the import applied before Apply")
	}
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Cancel")
	if s.record().Players[1].Name != "Ben" {
		t.Fatal("Cancel applied the import")
	}
	pasteImport(t, w, file)
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Apply these changes")
	if r := s.record(); len(r.Players[0].City) != 1 || r.Players[1].Name != "Bea" || len(r.Neutral.Pieces) != 1 {
		t.Fatalf("applied import gave %+v", r.Players)
	}
	uitest.Tap(t, w.Content(), "Undo")
	if s.record().Players[1].Name != "Ben" || len(s.record().Players[0].City) != 0 {
		t.Error("Undo did not take the import back")
	}
	broken := `{"game":"alhambra","round":1,"players":[{"name":"Ana","city":[` + start + `,` + start + `]},{"name":"Ben","city":[` + start + `]}],"dummy":{"name":"","buildings":[]}}`
	pasteImport(t, w, broken)
	if !overlayHas(w, "nothing was changed") || !overlayHas(w, "Ana: The city needs its one start tile.") {
		t.Errorf("the broken rule is not said: %v", uitest.Texts(w.Canvas().Overlays().Top()))
	}
	if s.record().Players[0].City != nil && len(s.record().Players[0].City) != 0 || s.record().Players[1].Name != before.Players[1].Name {
		t.Error("a refused import changed the game")
	}
}
