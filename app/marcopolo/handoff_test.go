package marcopolo

import (
	"fmt"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/handover/handovertest"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/scoring/marcopolo"
	"arrayan.io/arrayan/setup/handoff"
)

// scoringInProgress is a 2-player end scoring as a player enters it: one
// player named, the other by default, posts, objective cards (ids 1 and
// 2 of the catalogue: Moscow–Xian, Moscow–Ormuz), goods and a character.
func scoringInProgress() scoringState {
	st := newScoringState()
	st.Players = 2
	st.Seats[0] = seat{Name: "Ana", VP: 52, Coins: 23, Camels: 3, Pepper: 2, Silk: 1, Contracts: 5, Beijing: 2,
		Objectives: [2]int{1, 2}, Posts: []string{"moscow", "xian", "beijing"}}
	st.Seats[1] = seat{VP: 60, Coins: 5, Camels: 1, Contracts: 5, Beijing: 1, Character: "kubilai-khan", Posts: []string{"beijing"}}
	return st
}

// sendScoring saves st as the scoring of a new app, opens the screen and
// taps "Continue on another phone": the text of the QR code shown.
func sendScoring(t *testing.T, st scoringState) string {
	t.Helper()
	uitest.NewApp(t)
	if err := store.Save(scoringKey, st); err != nil {
		t.Fatal(err)
	}
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	uitest.Tap(t, w.Content(), lang.X("handover.open", "Continue on another phone"))
	return handovertest.ShownQR(t, s.root)
}

// receiveScoring starts a second app, with a store of its own, in
// language, and opens link there as the app opens a `#game=` address.
func receiveScoring(t *testing.T, link, language string) (*scoringScreen, fyne.Window) {
	t.Helper()
	w := handovertest.OtherPhone(t, language)
	s := handedOver(w, link)
	w.SetContent(s.root)
	return s, w
}

// TestScoringHandedToAnotherPhone hands a Marco Polo scoring over: the
// QR code's text, opened as a link on a second app with its own store,
// previews every player's total as the engine scores it; Keep makes it
// the scoring there, entry for entry, and Undo brings back the scoring
// that was there.
func TestScoringHandedToAnotherPhone(t *testing.T) {
	sent := scoringInProgress()
	want, err := marcopolo.Score(sent.table())
	if err != nil {
		t.Fatal(err)
	}
	text := sendScoring(t, sent)
	other, w := receiveScoring(t, "https://arrayan.example/"+handoff.Fragment(text), "en")
	before := other.st().clone()
	if reflect.DeepEqual(before, sent) {
		t.Fatal("the second phone's store is not its own")
	}
	for _, p := range want.Players {
		if line := fmt.Sprintf("%s: %d VP", p.Name, p.Total); !uitest.HasText(w.Content(), line) {
			t.Errorf("the preview does not show %q: %v", line, uitest.Texts(w.Content()))
		}
	}
	uitest.Tap(t, w.Content(), "Keep this game")
	if got := *other.st(); !reflect.DeepEqual(got, sent) {
		t.Errorf("the scoring kept differs from the one sent:\n%+v\n%+v", got, sent)
	}
	if !uitest.HasText(w.Content(), fmt.Sprintf("Total: %d VP", want.Players[0].Total)) || !uitest.HasText(w.Content(), "Scoring kept from another phone.") {
		t.Errorf("the scoring kept is not shown with its totals: %v", uitest.Texts(w.Content()))
	}
	uitest.Tap(t, w.Content(), "Undo keeping it")
	if got := *other.st(); !reflect.DeepEqual(got, before) {
		t.Errorf("Undo did not bring back the scoring there: %+v", got)
	}
}

// TestDoctoredScoringRefused opens a link whose text was changed, and one
// handing over a table the engine scores but this screen's check of its
// saved state refuses (one player's own tally): each is refused in
// words, with no Keep, and the scoring there stays as it is.
func TestDoctoredScoringRefused(t *testing.T) {
	text := sendScoring(t, scoringInProgress())
	other, w := receiveScoring(t, handoff.Fragment(handovertest.Doctored(text)), "en")
	before := other.st().clone()
	if !uitest.HasText(w.Content(), "This game cannot be kept: this game's text") || uitest.Button(w.Content(), "Keep this game") != nil {
		t.Errorf("the doctored text is not refused in words: %v", uitest.Texts(w.Content()))
	}
	uitest.Tap(t, w.Content(), "Close")
	if uitest.HasText(w.Content(), "cannot be kept") || !reflect.DeepEqual(*other.st(), before) {
		t.Errorf("the refused scoring left something: %v", uitest.Texts(w.Content()))
	}

	tally, err := handoff.Pack("marcopolo", []byte(`{"game": "marcopolo", "players": [{"name": "Ana", "vp": 52, "coins": 23, "camels": 3,
		"goods": {}, "posts": [], "objectives": [], "contracts": 5}]}`))
	if err != nil {
		t.Fatal(err)
	}
	other.receive(tally)
	if !uitest.HasText(w.Content(), "This game cannot be kept: 1 players saved") || uitest.Button(w.Content(), "Keep this game") != nil {
		t.Errorf("a table the screen's check refuses is offered: %v", uitest.Texts(w.Content()))
	}
	if !reflect.DeepEqual(*other.st(), before) {
		t.Error("the refused scoring changed the one there")
	}
}

// TestScoringHandoffInSpanishAndRussian shows the preview, the scoring
// kept with its hand-over page and a refusal in Spanish and Russian: no
// English on them.
func TestScoringHandoffInSpanishAndRussian(t *testing.T) {
	for _, language := range []string{"es", "ru"} {
		t.Run(language, func(t *testing.T) {
			text := sendScoring(t, scoringInProgress())
			other, w := receiveScoring(t, text, language)
			uitest.NoEnglish(t, w, language)
			uitest.Tap(t, w.Content(), lang.X("handover.keep", "Keep this game"))
			uitest.NoEnglish(t, w, language)
			uitest.Tap(t, w.Content(), lang.X("handover.open", "Continue on another phone"))
			if handovertest.ShownQR(t, other.root) == "" {
				t.Error("the scoring kept shows no QR code")
			}
			uitest.NoEnglish(t, w, language)
			other.receive(handoff.Fragment(text[:len(text)-3]))
			if !uitest.HasText(w.Content(), lang.X("handover.close", "Close")) {
				t.Fatalf("the cut text was not refused: %v", uitest.Texts(w.Content()))
			}
			uitest.NoEnglish(t, w, language)
		})
	}
}
