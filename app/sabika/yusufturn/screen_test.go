package yusufturn

import (
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

var (
	phone   = fyne.NewSize(360, 740)
	desktop = fyne.NewSize(1280, 800)
)

// Two full rounds played by tapping only: every turn's questions answered
// on screen, the ends of round filled in; then undo and redo.
func TestTwoRoundsByTapping(t *testing.T) {
	w := openScreen(t, testEdition(true), phone)
	startGame(t, w)
	for round := 1; round <= 2; round++ {
		for turn := 1; turn <= 4; turn++ {
			if card := playTurn(t, w, turn, round*4+turn); card == "" {
				t.Logf("round %d turn %d: no card could be carried out", round, turn)
			}
		}
		endRound(t, w, round)
	}
	if !has(w, "Round 3 of 5") {
		t.Fatalf("not in round 3: %v", uitest.Texts(w.Content()))
	}
	var saved Session
	if _, err := store.Load(storeKey, &saved, check); err != nil {
		t.Fatal(err)
	}
	repair(&saved)
	if got := saved.play.state.Round; got != 3 {
		t.Fatalf("saved game in round %d, want 3", got)
	}
	if turns := countKind(saved.Inputs, inTurn); turns != 8 {
		t.Fatalf("%d turns saved, want 8", turns)
	}
}

// countKind counts the inputs of a kind.
func countKind(ins []Input, kind string) int {
	n := 0
	for _, in := range ins {
		if in.Kind == kind {
			n++
		}
	}
	return n
}

// Undo takes a turn back (a replay of one input fewer) and redo plays the
// same card again: the engine is deterministic from the game's seed.
func TestUndoRedoATurn(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	startGame(t, w)
	first := playTurn(t, w, 1, 0)
	for uitest.Button(w.Content(), "Yusuf's turn (1 of 4)") == nil {
		uitest.Tap(t, w.Content(), "Undo")
	}
	if !has(w, "Yusuf's turn (1 of 4)") {
		t.Fatalf("undo did not take the turn back: %v", uitest.Texts(w.Content()))
	}
	for uitest.Button(w.Content(), "Yusuf's turn (2 of 4)") == nil {
		if b := button(w, "Redo"); b == nil || b.Disabled() {
			t.Fatal("redo ran out before the turn came back")
		}
		uitest.Tap(t, w.Content(), "Redo")
	}
	uitest.Tap(t, w.Content(), "Undo")
	if b := button(w, "Redo"); b.Disabled() {
		t.Fatal("redo is not offered after an undo")
	}
	uitest.Tap(t, w.Content(), "Redo")
	again := replayedCard(t)
	if first != "" && again != first {
		t.Fatalf("redo drew %q, the turn drew %q", again, first)
	}
}

// replayedCard is the caption of the last card in the saved game.
func replayedCard(t *testing.T) string {
	t.Helper()
	var s Session
	if _, err := store.Load(storeKey, &s, check); err != nil {
		t.Fatal(err)
	}
	repair(&s)
	for w, d := range s.play.state.Discards {
		if len(d) > 0 {
			if c, ok := s.Components.Card(d[len(d)-1]); ok {
				return workerName(w) + " · " + c.ID[len(string(c.Deck))+1:]
			}
		}
	}
	return ""
}

// The game is saved after every tap and resumes where it was after the
// app is reopened.
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

// While his components are missing the game refuses to start and says
// exactly what is missing, each with the way to record it in Your copy.
func TestMissingComponentsRefused(t *testing.T) {
	w := openScreen(t, testEdition(false), phone)
	if !has(w, "Yusuf cannot play yet") || button(w, "Start the solo game") != nil {
		t.Fatalf("the game is offered without his components: %v", uitest.Texts(w.Content()))
	}
	c := dy.Default()
	for _, p := range c.Missing() {
		if !has(w, missingText(&c, p)) {
			t.Errorf("missing %s not told: %v", p.Field, uitest.Texts(w.Content()))
		}
	}
	for _, want := range []string{"The spaces of the Alarife rondel.", "12 of the 12 Alarife cards.", "7 of the 7 Poetisa cards."} {
		if !has(w, want) {
			t.Errorf("%q not shown", want)
		}
	}
	uitest.Tap(t, w.Content(), "Record now")
	if has(w, "The spaces of the Alarife rondel.") && len(uitest.Entries(w.Content())) == 0 {
		t.Fatalf("Record now opened no editor: %v", uitest.Texts(w.Content()))
	}
}

// A hostile or broken saved game is refused field by field, never
// trusted: an answer the engine refuses, an unknown input, a wrong version.
func TestCheckRefusesBrokenGames(t *testing.T) {
	good := Session{Version: sessionVersion, Started: true, Components: testComponents(), Inputs: []Input{{Kind: inTurn}}}
	good.Setup.StartCity = "x"
	if err := check(&good); err != nil {
		t.Fatalf("a good game refused: %v", err)
	}
	for name, s := range map[string]Session{
		"version":    {Version: 9},
		"inputs":     {Version: sessionVersion, Inputs: []Input{{Kind: inTurn}}},
		"kind":       {Version: sessionVersion, Started: true, Components: testComponents(), Setup: good.Setup, Inputs: []Input{{Kind: "x"}}},
		"components": {Version: sessionVersion, Started: true, Components: dy.Default(), Setup: good.Setup},
		"no answer":  {Version: sessionVersion, Started: true, Components: testComponents(), Setup: good.Setup, Inputs: []Input{{Kind: inAnswer}}},
	} {
		if err := check(&s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
