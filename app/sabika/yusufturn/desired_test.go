package yusufturn

import (
	"fmt"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// The building type the sultan desires is named at a building question
// once a building-type wish tile is in the tower, and preselected for a
// major building; before, the question says where the board shows it
// (ruling 14; spec A4).
func TestDesiredTypeNamed(t *testing.T) {
	ed := testEdition(true)
	for i := range ed.Wishes {
		ed.Wishes[i].Elements = []data.WishElement{{Per: data.PerType, Type: data.Palace, PP: 1}, {Per: data.PerType, Type: data.Tower, PP: 1}}
	}
	w := openScreen(t, ed, desktop)
	startGame(t, w)
	named := false
	for round := 1; round <= 5 && !named; round++ {
		for turn := 1; turn <= 4; turn++ {
			uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
			for i := 0; pending(t) != nil; i++ {
				q := *pending(t)
				switch {
				case q.Kind != yusuf.AskMajorBuilding && q.Kind != yusuf.AskMinorBuilding:
				case round == 1 && !has(w, "The type the sultan desires: the one shown on the building-type wish tile in play"):
					t.Fatalf("round 1, no wish tile in the tower: the question does not say where the desired type is shown: %v", uitest.Texts(w.Content()))
				case round > 1 && q.Kind == yusuf.AskMajorBuilding:
					if !has(w, "The sultan desires: Palace (the wish tile in the tower).") || !selected(w.Content(), "Palace") {
						t.Fatalf("round %d: the desired Palace is not named and chosen: %v", round, uitest.Texts(w.Content()))
					}
					named = true
				case round > 1:
					if !has(w, "The sultan desires: Tower (the wish tile in the tower).") {
						t.Fatalf("round %d: the desired Tower is not named: %v", round, uitest.Texts(w.Content()))
					}
				}
				answer(t, w, round+turn+i)
			}
			uitest.Tap(t, w.Content(), "Done")
		}
		if round < 5 && !named {
			endRound(t, w, round)
		}
	}
	if !named {
		t.Fatal("no major building was asked after round 1")
	}
}
