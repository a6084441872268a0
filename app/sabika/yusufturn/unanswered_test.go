package yusufturn

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

// An export confirmed with its city typed but the board's state (a seal
// or not, the trade card met or not) unchosen is refused, saying which
// question waits, and the question stays; the state chosen, the export
// is carried out without a Confirm (issue 29: no question taken as
// "no"). The city's field has the focus as the question comes up.
func TestExportNeedsTheSealAnswered(t *testing.T) {
	e := testEdition(true)
	for i, c := range e.Yusuf.Cards {
		e.Yusuf.Cards[i].Actions = nil
		if c.Deck == dy.Comerciante {
			e.Yusuf.Cards[i].Actions = []dy.Action{dy.Export}
		}
	}
	w := openScreen(t, e, phone)
	startGame(t, w)
	for turn := 1; !has(w, "To which city does he export?"); turn++ {
		if turn > 4 {
			t.Fatalf("no export in 4 turns: %v", uitest.Texts(w.Content()))
		}
		uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
		if !has(w, "To which city does he export?") {
			uitest.Tap(t, w.Content(), "Done")
		}
	}
	if city := uitest.Entries(w.Content())[0]; w.Canvas().Focused() != city {
		t.Errorf("the city's field has not the focus (%T)", w.Canvas().Focused())
	}
	uitest.TypeInto(uitest.Entries(w.Content())[0], "Baza")
	uitest.Tap(t, w.Content(), "Confirm")
	if !has(w, "Refused: answer whether the city had a seal") || pending(t) == nil {
		t.Fatalf("an unanswered seal is not refused: %v", uitest.Texts(w.Content()))
	}
	test.Tap(choiceOption(t, w.Content(), 0, "No seal · meets the trade card")) // the answer goes
	if pending(t) != nil || savedGame(t).Yusuf.Holdings.Seals != 1 {
		t.Fatalf("the answered export is not carried out (seals %d): %v", savedGame(t).Yusuf.Holdings.Seals, uitest.Texts(w.Content()))
	}
}
