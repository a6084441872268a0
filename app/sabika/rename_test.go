package sabika

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
)

// TestRenamePlayerReachesTheGame: a game started by taps with Ana and
// Ben; the roster's rename of "ana" (another case) to Anabel renames her
// in the saved game, which shows Anabel when resumed; Ben stays.
func TestRenamePlayerReachesTheGame(t *testing.T) {
	s, w := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben")
	if err := RenamePlayer(w, "ana", "Anabel"); err != nil {
		t.Fatal(err)
	}
	s2, _ := reopen(t)
	uitest.Tap(t, s2.body, "Resume")
	want(t, s2, "Anabel")
	if p := s2.game.record().Game.Players; p[0].Name != "Anabel" || p[1].Name != "Ben" {
		t.Errorf("the saved game names %s and %s", p[0].Name, p[1].Name)
	}
}
