package citygame

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/handover/handovertest"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/scoring/city"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
	"arrayan.io/arrayan/setup/handoff"
)

// scoredAlhambra is a 3-player Alhambra game after its first scoring,
// each tile placed through the engine's Place (the tiles of
// scoring/citygame's TestFourPlayerGame's first round).
func scoredAlhambra(t *testing.T) cg.Record {
	t.Helper()
	r, err := cg.New("alhambra", "", "", []string{"Ana", "Ben", "Cai"})
	if err != nil {
		t.Fatal(err)
	}
	for i, id := range []string{"arcades-8-a", "tower-11-b", "garden-10-c"} {
		pc, ok := cg.AlhambraPiece(id)
		if !ok {
			t.Fatalf("no tile %s", id)
		}
		if r, err = r.Place(i, pc, city.Pos{X: 1}); err != nil {
			t.Fatal(err)
		}
	}
	if r, err = r.TakeScoring(); err != nil {
		t.Fatal(err)
	}
	return r
}

// sendingPhone saves r as the one Alhambra game of a new app, opens the
// screen on it and taps "Continue on another phone": the text of the QR
// code shown.
func sendingPhone(t *testing.T, r cg.Record) string {
	t.Helper()
	uitest.NewApp(t)
	if err := store.Save(stateKey(tiles.Alhambra()), state{Games: []entry{{ID: 1, Record: r}}}); err != nil {
		t.Fatal(err)
	}
	s, w := open(t, tiles.Alhambra())
	uitest.Tap(t, w.Content(), lang.X("citygame.resume", "Resume"))
	uitest.Tap(t, w.Content(), lang.X("handover.open", "Continue on another phone"))
	text := handovertest.ShownQR(t, s.root)
	if !uitest.HasText(s.root, text) {
		t.Errorf("the link is not shown beside its QR code: %v", uitest.Texts(s.root))
	}
	return text
}

// receivingPhone starts a second app, with a store of its own, in
// language, and opens link there as the app opens a `#game=` address.
func receivingPhone(t *testing.T, link, language string) (*screen, fyne.Window) {
	t.Helper()
	w := handovertest.OtherPhone(t, language)
	s := handedOver(tiles.Alhambra(), w, link)
	w.SetContent(s.root)
	return s, w
}

// TestCityGameHandedToAnotherPhone hands an Alhambra game with a scoring
// taken over: the QR code's text, opened as a link on a second app with
// its own store, previews the game with the players' running totals;
// Keep makes it a game there with the same record and totals, and Undo
// takes it off the list again.
func TestCityGameHandedToAnotherPhone(t *testing.T) {
	sent := scoredAlhambra(t)
	text := sendingPhone(t, sent)
	other, w := receivingPhone(t, "https://arrayan.example/"+handoff.Fragment(text), "en")
	if len(other.st().Games) != 0 {
		t.Fatal("the second phone's store is not its own")
	}
	if !uitest.HasText(w.Content(), "Alhambra, 3 players · 1 scoring taken") {
		t.Errorf("the preview does not say what the game is: %v", uitest.Texts(w.Content()))
	}
	for _, rank := range sent.Ranking() {
		line := fmt.Sprintf("%d. %s %d", rank.Place, sent.Players[rank.Player].Name, rank.Total)
		if !uitest.HasText(w.Content(), line) {
			t.Errorf("the preview does not show %q: %v", line, uitest.Texts(w.Content()))
		}
	}
	uitest.Tap(t, w.Content(), "Keep this game")
	games := other.st().Games
	if len(games) != 1 || other.open != 0 {
		t.Fatalf("Keep did not open one new game: %d games, %v", len(games), uitest.Texts(w.Content()))
	}
	if !reflect.DeepEqual(games[0].Record.Ranking(), sent.Ranking()) || games[0].Record.Players[0].Name != "Ana" {
		t.Errorf("the game kept has other totals: %v, sent %v", games[0].Record.Ranking(), sent.Ranking())
	}
	if !uitest.HasText(w.Content(), "Kept from another phone.") {
		t.Errorf("no note of the game kept: %v", uitest.Texts(w.Content()))
	}
	uitest.Tap(t, w.Content(), "Undo keeping it")
	if n := len(other.st().Games); n != 0 || other.open >= 0 {
		t.Errorf("Undo left %d games, the game open: %v", n, other.open >= 0)
	}
}

// TestKeptBesideTheGamesThere keeps a received game on a phone with a
// game of its own: the new game gets a number of its own and the game
// there is unchanged.
func TestKeptBesideTheGamesThere(t *testing.T) {
	text := sendingPhone(t, scoredAlhambra(t))
	uitest.NewApp(t)
	mine, err := cg.New("alhambra", "", "", []string{"Eva", "Fer"})
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Save(stateKey(tiles.Alhambra()), state{Games: []entry{{ID: 1, Record: mine}}}); err != nil {
		t.Fatal(err)
	}
	w := uitest.Window(t, nil)
	s := newScreen(tiles.Alhambra(), w)
	s.receive(text)
	w.SetContent(s.root)
	uitest.Tap(t, w.Content(), "Keep this game")
	games := s.st().Games
	if len(games) != 2 || games[0].ID == games[1].ID || !reflect.DeepEqual(games[0].Record, mine) {
		t.Fatalf("the game kept is not beside the one there: %d games", len(games))
	}
}

// TestDoctoredCityGameRefused opens a link whose text was changed, and one
// of a Granada game on the Alhambra screen: each is refused in words,
// with no Keep, and nothing is kept.
func TestDoctoredCityGameRefused(t *testing.T) {
	text := sendingPhone(t, scoredAlhambra(t))
	other, w := receivingPhone(t, handoff.Fragment(handovertest.Doctored(text)), "en")
	if !uitest.HasText(w.Content(), "This game cannot be kept: this game's text") {
		t.Errorf("the doctored text is not refused in words: %v", uitest.Texts(w.Content()))
	}
	if uitest.Button(w.Content(), "Keep this game") != nil {
		t.Error("a refused game offers Keep")
	}
	uitest.Tap(t, w.Content(), "Close")
	if len(other.st().Games) != 0 || uitest.HasText(w.Content(), "cannot be kept") {
		t.Errorf("the refused game left something: %v", uitest.Texts(w.Content()))
	}

	granada, err := cg.New("granada", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	packed, err := handoff.Pack("granada", saved(t, granada))
	if err != nil {
		t.Fatal(err)
	}
	other.receive(packed)
	if !uitest.HasText(w.Content(), "This is a game of Granada: this screen keeps games of Alhambra only.") || uitest.Button(w.Content(), "Keep this game") != nil {
		t.Errorf("a Granada game is offered on the Alhambra screen: %v", uitest.Texts(w.Content()))
	}
}

// TestCityHandoffInSpanishAndRussian shows the hand-over page, the
// preview and a refusal in Spanish and Russian: no English on them.
func TestCityHandoffInSpanishAndRussian(t *testing.T) {
	for _, language := range []string{"es", "ru"} {
		t.Run(language, func(t *testing.T) {
			text := sendingPhone(t, scoredAlhambra(t))
			other, w := receivingPhone(t, text, language)
			uitest.NoEnglish(t, w, language)
			uitest.Tap(t, w.Content(), lang.X("handover.keep", "Keep this game"))
			uitest.Tap(t, w.Content(), lang.X("handover.open", "Continue on another phone"))
			if handovertest.ShownQR(t, other.root) != text {
				t.Error("the game kept hands over another text")
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

// saved is a record's JSON as the app saves it.
func saved(t *testing.T, r cg.Record) []byte {
	t.Helper()
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
