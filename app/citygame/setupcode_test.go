package citygame

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/tiles"
	"arrayan.io/arrayan/setup/deal"
)

// TestSetupCodeTypedIn: the dealt setup's code typed into the new-game
// form is kept and shown with the game; a code of another table's deal is
// refused with the reason, and no game is started.
func TestSetupCodeTypedIn(t *testing.T) {
	uitest.NewApp(t)
	code := func(game string, players int) string {
		s, err := deal.Deal(deal.Request{Game: game, Players: players, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		return s.Code
	}
	s, w := open(t, tiles.Alhambra())
	uitest.Tap(t, w.Content(), "3")
	entries := uitest.Entries(w.Content())
	uitest.TypeInto(entries[3], code(deal.Granada, 3)) // after the 3 names
	uitest.Tap(t, w.Content(), "Start game")
	if s.open >= 0 || len(s.st().Games) != 0 || !overlayHas(w, "not the code of a 3-player game of Alhambra") {
		t.Fatalf("a Granada code started an Alhambra game: %v", uitest.Texts(w.Content()))
	}
	w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
	good := code(deal.Alhambra, 3)
	uitest.TypeInto(entries[3], good)
	uitest.Tap(t, w.Content(), "Start game")
	if s.open < 0 || s.record().SetupCode != good || !uitest.HasText(w.Content(), "Setup code: "+good) {
		t.Errorf("the code is not kept and shown: %v", uitest.Texts(w.Content()))
	}
}
