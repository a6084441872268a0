package yusufturn

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
)

// checkNewRound checks that Yusuf's panel shows round n from its start:
// the heading, his PP and parias as his seat holds them, and 4 face-down
// tiles.
func checkNewRound(t *testing.T, w fyne.Window, n int, when string) {
	t.Helper()
	r := savedGame(t)
	seat := r.Game.Players[r.YusufSeat()]
	score := fmt.Sprintf("PP: %d · parias: %d", seat.PP, seat.Parias)
	hidden := 0
	for _, s := range uitest.Texts(w.Content()) {
		if s == "?" {
			hidden++
		}
	}
	switch {
	case !has(w, fmt.Sprintf("Yusuf · round %d of 5", n)):
		t.Fatalf("%s: his panel does not show round %d: %v", when, n, uitest.Texts(w.Content()))
	case !has(w, score):
		t.Fatalf("%s: his panel does not show %q: %v", when, score, uitest.Texts(w.Content()))
	case hidden < 4 || !has(w, "Yusuf's turn (1 of 4)"):
		t.Fatalf("%s: not 4 face-down tiles and his first turn (%d): %v", when, hidden, uitest.Texts(w.Content()))
	}
}

// His panel shows the new round as soon as the record starts it, and Undo
// of his first turn brings back that new round, not the last one's view.
func TestNewRoundShownAtOnce(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	startGame(t, w)
	for turn := 1; turn <= 4; turn++ {
		playTurn(t, w, turn, turn)
	}
	endRound(t, w, 1)
	checkNewRound(t, w, 2, "round 2 started")
	playTurn(t, w, 1, 3)
	// one Undo for the turn, one for each answer
	for i := 0; button(w, "Yusuf's turn (1 of 4)") == nil; i++ {
		if i > 8 {
			t.Fatalf("Undo does not take his first turn back: %v", uitest.Texts(w.Content()))
		}
		uitest.Tap(t, w.Content(), "Undo")
	}
	checkNewRound(t, w, 2, "his first turn undone")
}

// A game started in English and played on in Russian names Yusuf's seat
// "Юсуф" once he plays: the record's panels and steps say Юсуф
// everywhere.
func TestYusufSpeltInRussianOnceHePlays(t *testing.T) {
	w := openScreen(t, testEdition(true), phone)
	startGame(t, w)
	if err := translation.Use("ru"); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = translation.Use("en") }()
	w = reopen(t, phone)
	uitest.Tap(t, w.Content(), "Ход Юсуфа (1 из 4)")
	if r := savedGame(t); r.Game.Players[r.YusufSeat()].Name != "Юсуф" {
		t.Fatalf("his seat is named %q in Russian", r.Game.Players[r.YusufSeat()].Name)
	}
	for _, s := range uitest.Texts(w.Content()) {
		if strings.Contains(s, "Yusuf") {
			t.Errorf("%q in Russian", s)
		}
	}
}
