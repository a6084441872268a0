package yusufturn

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/app/store"
)

// openRecord shows the Sabika game record (Game bookkeeping) with Your
// copy holding ed, as the home screen opens it.
func openRecord(t *testing.T) fyne.Window {
	t.Helper()
	uitest.NewApp(t)
	if err := store.Save("sabika.edition", testEdition(true)); err != nil {
		t.Fatal(err)
	}
	w := test.NewWindow(nil)
	w.SetContent(sabika.NewScreen(w))
	w.Resize(phone)
	t.Cleanup(w.Close)
	return w
}

// confirmStep taps the record's step button.
func confirmStep(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	b := button(w, text)
	if b == nil || b.Disabled() {
		t.Fatalf("%q cannot be tapped: %v", text, uitest.Texts(w.Content()))
	}
	test.Tap(b)
}

// A solo game of the record: Yusuf set up in his panel, his 4 turns
// played by tapping beside the player's steps, his PP, parias and seals in
// his seat after every turn, his holdings given to the wishes, the
// record's end of round scoring his seat, and his next round starting from
// what it left.
func TestSoloGameInTheRecord(t *testing.T) {
	w := openRecord(t)
	test.Tap(uitest.RadioOption(t, w.Content(), "By hand"))
	test.Tap(uitest.RadioOption(t, w.Content(), "1"))
	uitest.TypeInto(uitest.Entries(w.Content())[0], "Ana")
	uitest.Tap(t, w.Content(), "Start the game")
	if !has(w, "Set Yusuf up") {
		t.Fatalf("no Yusuf panel in a solo game: %v", uitest.Texts(w.Content()))
	}
	entries := uitest.Entries(w.Content())
	uitest.TypeInto(entries[0], "Test-city")
	uitest.Tap(t, w.Content(), "Set Yusuf up")
	for turn := 1; turn <= 4; turn++ {
		playTurn(t, w, turn, turn)
	}
	if !has(w, "Yusuf's 4 turns of round 1 are played") {
		t.Fatalf("round 1 not done: %v", uitest.Texts(w.Content()))
	}
	confirmStep(t, w, "Confirm this step") // income
	test.Tap(uitest.RadioOption(t, w.Content(), "A1"))
	uitest.Tap(t, w.Content(), "Give Yusuf's holdings to the sultan's wishes")
	confirmStep(t, w, "Confirm this step") // narrator and wishes
	for i := 0; i < 4 && button(w, "Start round 2") == nil; i++ {
		if b := button(w, "Confirm this step"); b != nil {
			test.Tap(b)
			continue
		}
		test.Tap(uitest.RadioOption(t, w.Content(), "Ana"))
	}
	confirmStep(t, w, "Start round 2")
	playTurn(t, w, 1, 9)
	if !has(w, "Round 2 of 5") {
		t.Fatalf("Yusuf's round 2 did not start: %v", uitest.Texts(w.Content()))
	}
	var games sabika.Games
	if _, err := store.Load(sabika.StoreKey, &games, func(g *sabika.Games) error { return g.Check() }); err != nil || len(games.Records) != 1 {
		t.Fatalf("saved record: %v", err)
	}
	r := games.Records[0]
	seat := r.Game.Players[r.YusufSeat()]
	if r.Yusuf == nil || seat.PP != r.Yusuf.PP || seat.Parias != r.Yusuf.Parias || seat.Seals != r.Yusuf.Holdings.Seals {
		t.Fatalf("his seat %+v does not show his state", seat)
	}
	// The record's undo takes his turn back; the panel offers it again.
	uitest.Tap(t, w.Content(), "Undo")
	if !has(w, "Yusuf's turn (1 of 4)") || has(w, "Done") {
		t.Fatalf("undo in the record did not take his turn back: %v", uitest.Texts(w.Content()))
	}
}
