package yusufturn

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
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
	"arrayan.io/arrayan/scoring/sabika/yusuf"
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

// A saved solo game whose Yusuf state cannot be, whatever Your copy says
// (a card in two decks or gone, an impossible pile, Yusuf in round 3 while
// the game is in round 1), goes through the engine's check of what needs
// no card face on opening: the file is refused, kept aside and the player
// told, and Your copy is not blamed.
func TestDoctoredYusufStateIsRefusedAndKept(t *testing.T) {
	doctored := map[string]func(y *yusuf.State){
		"a card in two decks": func(y *yusuf.State) {
			y.Discards[dy.Poetisa] = append(y.Discards[dy.Poetisa], y.Decks[dy.Alarife][0])
		},
		"an impossible pile": func(y *yusuf.State) { y.Pile = append(y.Pile, y.Pile[0]) },
		"round 3 in round 1": func(y *yusuf.State) { y.Round = 3 },
		// Checks that need no card face: Your copy cannot excuse them.
		"a card gone":      func(y *yusuf.State) { y.Decks[dy.Alarife] = y.Decks[dy.Alarife][1:] },
		"a fifth worker":   func(y *yusuf.State) { y.Workers = append(y.Workers, y.Workers[0]) },
		"turns not played": func(y *yusuf.State) { y.Turns = 3 },
	}
	for name, doctor := range doctored {
		t.Run(name, func(t *testing.T) {
			w := openScreen(t, testEdition(true), phone)
			startGame(t, w)
			playTurn(t, w, 1, 1)
			var games sabika.Games
			if _, err := store.Load(sabika.StoreKey, &games, nil); err != nil || len(games.Records) != 1 || games.Records[0].Yusuf == nil {
				t.Fatalf("saved games: %v, %+v", err, games)
			}
			doctor(games.Records[0].Yusuf)
			if err := store.Save(sabika.StoreKey, games); err != nil {
				t.Fatal(err)
			}
			w2 := reopen(t, phone)
			if w2.Canvas().Overlays().Top() == nil {
				t.Error("refused without a word in the window")
			}
			if has(w2, "no longer match his decks") || has(w2, "Yusuf's turn (2 of 4)") {
				t.Errorf("the doctored game opened: %v", uitest.Texts(w2.Content()))
			}
			kept, _ := filepath.Glob(filepath.Join(store.Dir(), sabika.StoreKey+".broken-*.json"))
			if len(kept) != 1 {
				t.Errorf("the refused file was not kept aside: %v", kept)
			}
		})
	}
}

// FuzzSavedSoloGame writes any bytes as the saved games, seeded with a
// solo game whose Yusuf is set up, and opens "Solo with Yusuf" over them
// through the store and the record's check (Yusuf's state by his engine
// against Your copy), as the app loads them: whatever is accepted opens
// without a panic.
func FuzzSavedSoloGame(f *testing.F) {
	uitest.NewApp(f)
	if err := store.Save(yourcopy.Key, testEdition(true)); err != nil {
		f.Fatal(err)
	}
	w := test.NewWindow(nil)
	w.SetContent(sabika.NewScreens(Panel).NewSoloScreen(w))
	uitest.TypeInto(uitest.Entries(w.Content())[0], "Ana")
	uitest.Tap(f, w.Content(), "Start the game")
	uitest.TypeInto(uitest.Entries(w.Content())[0], "Test-city")
	uitest.Tap(f, w.Content(), "Set Yusuf up")
	w.Close()
	saved, err := os.ReadFile(filepath.Join(store.Dir(), sabika.StoreKey+".json"))
	if err != nil || !bytes.Contains(saved, []byte(`"yusuf": {`)) {
		f.Fatalf("no solo game saved: %v %s", err, saved)
	}
	f.Add(saved)
	f.Fuzz(func(t *testing.T, content []byte) {
		if err := os.WriteFile(filepath.Join(store.Dir(), sabika.StoreKey+".json"), content, 0o600); err != nil {
			t.Fatal(err)
		}
		w := test.NewWindow(nil)
		defer w.Close()
		w.SetContent(sabika.NewScreens(Panel).NewSoloScreen(w))
		kept, _ := filepath.Glob(filepath.Join(store.Dir(), sabika.StoreKey+".*-*.json"))
		for _, k := range kept {
			_ = os.Remove(k)
		}
	})
}

// Your copy's worker tiles corrected by tapping in the middle of a solo
// game, then the app launched again: the saved game is the player's, not
// a forgery, so it opens with its entries and Yusuf's panel says why his
// turns stopped, as it did before the relaunch; nothing is kept aside.
func TestCopyCorrectedMidGameStillOpensAfterRelaunch(t *testing.T) {
	w := openScreen(t, testEdition(true), phone)
	startGame(t, w)
	playTurn(t, w, 1, 1)
	uitest.TypeInto(labelled(t, w.Content(), "Ana", 0), "3")

	// The player corrects the tiles in Your copy: the first shows a
	// comerciante, the third an alarife.
	cw := uitest.Window(t, nil)
	q := yourcopy.Ask(cw, yourcopy.Open(cw), "yusuf.deck_sizes", nil)
	cw.SetContent(q)
	if len(buttons(cw, "Comerciante")) != 4 || len(buttons(cw, "Alarife")) != 4 {
		t.Fatalf("not a choice per tile: %v", uitest.Texts(q))
	}
	test.Tap(buttons(cw, "Comerciante")[0])
	test.Tap(buttons(cw, "Alarife")[2])
	uitest.Tap(t, q, "Record tiles and decks")
	if got := yourcopy.Open(cw).Get().Yusuf.Tiles; got[0] != dy.Comerciante || got[2] != dy.Alarife {
		t.Fatalf("tiles recorded as %v", got)
	}
	const stopped = "Yusuf's cards in Your copy no longer match his decks in this game: record them as they are printed."

	w2 := reopen(t, phone)
	if kept, _ := filepath.Glob(filepath.Join(store.Dir(), sabika.StoreKey+".*-*.json")); len(kept) != 0 {
		t.Fatalf("the player's game was kept aside: %v", kept)
	}
	if top := w2.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a refusal was shown: %v", uitest.Texts(top))
	}
	if !has(w2, stopped) {
		t.Fatalf("the game after the relaunch does not say why Yusuf stopped: %v", uitest.Texts(w2.Content()))
	}
	r := savedGame(t)
	if got := r.Entry.Income; len(got) != 2 || got[1-r.YusufSeat()] != 3 || r.Yusuf == nil || r.Yusuf.Turns != 1 {
		t.Fatalf("the game lost what was entered: income %v, Yusuf %+v", got, r.Yusuf)
	}
}
