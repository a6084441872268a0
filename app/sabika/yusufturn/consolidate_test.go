package yusufturn

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
)

// The consolidation help says who gets what in every language: when the
// player consolidates where Yusuf consolidated first, he gets 2 PP instead
// of the 1 dinar and 1 PP that go to the earlier consolidator [ES L1071,
// L635]; it is never "your" dinar and PP.
func TestConsolidationHelpNamesTheEarlierConsolidator(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	startGame(t, w)
	for _, tc := range []struct{ lang, help string }{
		{"en", "Did you just consolidate, on your turn, in a city where Yusuf had consolidated before you? He gets 2 PP instead of the usual 1 dinar and 1 PP of an earlier consolidator."},
		{"es", "¿Acabas de consolidar, en tu turno, en una ciudad donde Yusuf ya había consolidado? Él recibe 2 PP en lugar de 1 dinar y 1 PP, lo habitual para quien consolidó antes."},
		{"ru", "Вы только что в свой ход укрепили торговые отношения с городом, где Юсуф уже укрепил их раньше вас? Он получает 2 ОП вместо обычных 1 ОП и 1 динара тому, кто укрепил отношения раньше."},
	} {
		if err := translation.Use(tc.lang); err != nil {
			t.Fatal(err)
		}
		w := reopen(t, desktop)
		if !has(w, tc.help) {
			t.Errorf("%s: the help is not %q: %v", tc.lang, tc.help, uitest.Texts(w.Content()))
		}
	}
	if err := translation.Use("en"); err != nil {
		t.Fatal(err)
	}
}

// When Yusuf consolidates a city, the turn reminds the player who
// consolidated it before him of their 1 PP and 1 dinar [ES L635 step 3].
func TestHisConsolidationShowsTheEarlierConsolidatorsReward(t *testing.T) {
	// His decks are shuffled by a random seed: a game may end before he
	// consolidates, and another is played.
	for game := 1; game <= 4; game++ {
		if consolidatedInAGame(t) {
			return
		}
	}
	t.Fatal("Yusuf never consolidated in four games of five rounds")
}

// consolidatedInAGame plays a game until Yusuf consolidates and checks the
// reminder then; false when he never did.
func consolidatedInAGame(t *testing.T) bool {
	t.Helper()
	w := openScreen(t, testEdition(true), desktop)
	startGame(t, w)
	for round := 1; round <= 5; round++ {
		for turn := 1; turn <= 4; turn++ {
			if city := playTurnConsolidating(t, w, turn, round*7+turn); city != "" {
				want := fmt.Sprintf("If you consolidated in %s before him, take 1 PP and 1 dinar from the supply.", city)
				if !has(w, want) {
					t.Fatalf("no reminder %q: %v", want, uitest.Texts(w.Content()))
				}
				return true
			}
		}
		if round < 5 {
			endRound(t, w, round)
		}
	}
	return false
}

// playTurnConsolidating plays a turn as playTurn does, but has Yusuf
// consolidate in the first city offered (or the only one that meets the
// trade card, without a question); it returns that city, on screen with
// the turn ("" when he did not consolidate), before Done is tapped.
func playTurnConsolidating(t *testing.T, w fyne.Window, turn, n int) string {
	t.Helper()
	uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
	city := ""
	for i := 0; button(w, "Done") == nil; i++ {
		if i > 6 {
			t.Fatalf("turn %d does not end: %v", turn, uitest.Texts(w.Content()))
		}
		if has(w, "Where does he consolidate?") {
			for _, s := range uitest.Texts(w.Content()) {
				if strings.HasPrefix(s, "Export-city-") && button(w, s) != nil {
					city = s
					break
				}
			}
			if city != "" {
				test.Tap(button(w, city))
				continue
			}
		}
		answer(t, w, n+i)
	}
	for _, s := range uitest.Texts(w.Content()) {
		if c, ok := strings.CutPrefix(s, "Move his ship in "); ok && city == "" {
			city, _, _ = strings.Cut(c, " from the left half")
		}
	}
	if city == "" {
		uitest.Tap(t, w.Content(), "Done")
	}
	return city
}
