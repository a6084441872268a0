package citygame

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestRenamePlayerReachesTheGame: a game started by taps with Ana and Ben;
// the roster's rename of "ana" (another case) to Anabel renames her in the
// saved game, which shows Anabel when opened again; a rename to Ben, the
// other player's name, is refused and the game keeps her name.
func TestRenamePlayerReachesTheGame(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben")
	rename := RenamePlayer(tiles.Alhambra())
	if err := rename(w, "ana", "Anabel"); err != nil {
		t.Fatal(err)
	}
	if err := rename(w, "Anabel", "Ben"); err == nil {
		t.Error("renaming Anabel to Ben, the other player, was not refused")
	}
	s2, w2 := open(t, tiles.Alhambra())
	if s2.open < 0 || !uitest.HasText(w2.Content(), "Anabel") || uitest.HasText(w2.Content(), "Ana ") {
		t.Errorf("the game reopened shows %v", uitest.Texts(w2.Content()))
	}
	if rec := s2.st().Games[0].Record; rec.Players[0].Name != "Anabel" || rec.Players[1].Name != "Ben" {
		t.Errorf("the saved game names %s and %s", rec.Players[0].Name, rec.Players[1].Name)
	}
}
