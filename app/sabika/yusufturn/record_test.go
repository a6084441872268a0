package yusufturn

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/sabika/edition"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

var (
	phone   = fyne.NewSize(360, 740)
	desktop = fyne.NewSize(1280, 800)
)

// savedGame is the solo game as the record saved it.
func savedGame(t *testing.T) sabika.Record {
	t.Helper()
	var games sabika.Games
	if _, err := store.Load(sabika.StoreKey, &games, func(g *sabika.Games) error { return g.Check() }); err != nil || len(games.Records) != 1 {
		t.Fatalf("saved record: %v, %d games", err, len(games.Records))
	}
	return games.Records[0]
}

// Two full rounds of a solo game played by tapping only: Yusuf's turns
// with every question answered on screen beside the player's steps, the
// record's ends of round scoring his seat, his holdings given to the
// wishes, his PP, parias and seals in his seat after every turn.
func TestTwoRoundsByTapping(t *testing.T) {
	w := openScreen(t, testEdition(true), phone)
	startGame(t, w)
	for round := 1; round <= 2; round++ {
		for turn := 1; turn <= 4; turn++ {
			playTurn(t, w, turn, round*4+turn)
			r := savedGame(t)
			seat := r.Game.Players[r.YusufSeat()]
			if seat.PP != r.Yusuf.PP || seat.Parias != r.Yusuf.Parias || seat.Seals != r.Yusuf.Holdings.Seals {
				t.Fatalf("round %d turn %d: his seat %+v does not show his state", round, turn, seat)
			}
		}
		endRound(t, w, round)
	}
	playTurn(t, w, 1, 0)
	if !has(w, "Round 3 of 5") {
		t.Fatalf("Yusuf's round 3 did not start: %v", uitest.Texts(w.Content()))
	}
	if r := savedGame(t); r.Yusuf.Round != 3 || r.Round() != 3 {
		t.Fatalf("saved game: Yusuf in round %d, the record in %d", r.Yusuf.Round, r.Round())
	}
}

// The record's undo takes a turn back and its redo brings it again; the
// turn played again draws the same card, the engine being deterministic
// from the game's seed.
func TestUndoRedoATurn(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	startGame(t, w)
	first := playTurn(t, w, 1, 0)
	tapUntil(t, w, "Undo", "Yusuf's turn (1 of 4)")
	tapUntil(t, w, "Redo", "Yusuf's turn (2 of 4)")
	tapUntil(t, w, "Undo", "Yusuf's turn (1 of 4)")
	if again := playTurn(t, w, 1, 0); again != first {
		t.Fatalf("played again, the turn drew %q, first %q", again, first)
	}
}

// tapUntil taps the button (Undo or Redo: one per input) until the window
// shows text.
func tapUntil(t *testing.T, w fyne.Window, button, text string) {
	t.Helper()
	for i := 0; !has(w, text); i++ {
		if i == 5 {
			t.Fatalf("%s did not bring back %q: %v", button, text, uitest.Texts(w.Content()))
		}
		uitest.Tap(t, w.Content(), button)
	}
}

// The game is saved after every tap; Solo with Yusuf reopened resumes it.
func TestResumeAfterReopen(t *testing.T) {
	w := openScreen(t, testEdition(true), phone)
	startGame(t, w)
	playTurn(t, w, 1, 1)
	playTurn(t, w, 2, 2)
	w2 := reopen(t, phone)
	if !has(w2, "Yusuf's turn (3 of 4)") {
		t.Fatalf("reopened game not at turn 3: %v", uitest.Texts(w2.Content()))
	}
	playTurn(t, w2, 3, 3)
	if !has(w2, "Yusuf's turn (4 of 4)") {
		t.Fatalf("the resumed game does not go on: %v", uitest.Texts(w2.Content()))
	}
}

// While his components are missing Yusuf is not set up: the panel says
// exactly what is missing, each with the way to record it in Your copy.
func TestMissingComponentsRefused(t *testing.T) {
	w := openScreen(t, testEdition(false), phone)
	uitest.TypeInto(uitest.Entries(w.Content())[0], "Ana")
	uitest.Tap(t, w.Content(), "Start the game")
	if !has(w, "Yusuf cannot play yet") || button(w, "Set Yusuf up") != nil || button(w, "Yusuf's turn (1 of 4)") != nil {
		t.Fatalf("Yusuf is offered without his components: %v", uitest.Texts(w.Content()))
	}
	c := dy.Default()
	for _, p := range c.Missing() {
		if !has(w, missingText(&c, p)) {
			t.Errorf("missing %s not told", p.Field)
		}
	}
	for _, want := range []string{"The spaces of the Alarife rondel.", "12 of the 12 Alarife cards.", "7 of the 7 Poetisa cards."} {
		if !has(w, want) {
			t.Errorf("%q not shown", want)
		}
	}
	before := len(uitest.Entries(w.Content()))
	uitest.Tap(t, w.Content(), "Record now")
	if len(uitest.Entries(w.Content())) <= before {
		t.Fatalf("Record now opened no editor: %v", uitest.Texts(w.Content()))
	}
}

// A card deleted from Your copy during a game (on its own screen, then
// back to the game) stops Yusuf until his cards match his decks again,
// saying what is missing.
func TestCardsChangedMidGame(t *testing.T) {
	w := openScreen(t, testEdition(true), phone)
	startGame(t, w)
	playTurn(t, w, 1, 1)
	err := yourcopy.Open(w).Update(func(e *edition.Edition) { e.Yusuf.Cards = e.Yusuf.Cards[1:] })
	if err != nil {
		t.Fatal(err)
	}
	w = reopen(t, phone)
	if !has(w, "no longer match his decks") || !has(w, "1 of the 12 Alarife cards.") || button(w, "Yusuf's turn (2 of 4)") != nil {
		t.Fatalf("Yusuf plays on with a card missing: %v", uitest.Texts(w.Content()))
	}
}

// Yusuf's panel fits a phone in every language: a question, a turn
// reviewed and the next turn, reopened in English, Spanish and Russian.
func TestPanelFitsAPhone(t *testing.T) {
	w := openScreen(t, testEdition(true), phone)
	startGame(t, w)
	for turn := 1; turn <= 4; turn++ {
		uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
		for _, code := range translation.Languages {
			if err := translation.Use(code); err != nil {
				t.Fatal(err)
			}
			w2 := reopen(t, phone)
			if got := w2.Content().MinSize().Width; got > phone.Width {
				t.Errorf("%s, turn %d: the page needs %v px", code, turn, got)
			}
		}
		if err := translation.Use("en"); err != nil {
			t.Fatal(err)
		}
		w = reopen(t, phone)
		for i := 0; button(w, "Done") == nil; i++ {
			answer(t, w, i)
		}
		uitest.Tap(t, w.Content(), "Done")
	}
}

// The discards are browsable: the card just played is drawn in its deck's
// discard, and Close hands the panel back.
func TestBrowseTheDiscards(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	startGame(t, w)
	played := playTurn(t, w, 1, 1)
	for _, b := range buttons(w, "See the discards") {
		if b.Disabled() {
			continue
		}
		test.Tap(b)
		top := w.Canvas().Overlays().Top()
		if top == nil || !uitest.HasText(top, played) {
			t.Fatalf("the discard does not show %q", played)
		}
		uitest.Tap(t, top, "Close")
		if w.Canvas().Overlays().Top() != nil {
			t.Fatal("Close left the discards open")
		}
		return
	}
	t.Fatal("no discard to see after a turn")
}

// buttons are the visible buttons labelled text.
func buttons(w fyne.Window, text string) []*widget.Button {
	var out []*widget.Button
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			out = append(out, b)
		}
	})
	return out
}
