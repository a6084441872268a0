package sabika

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/handover/handovertest"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/sabika/edition"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/sabika/game"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
	"arrayan.io/arrayan/setup/handoff"
)

// handedQR taps "Continue on another phone" on s's open game and reads
// back, with setup/qr's reader, the QR code the page shows.
func handedQR(t *testing.T, s *screen) string {
	t.Helper()
	uitest.Tap(t, s.body, "Continue on another phone")
	return shownQR(t, s)
}

// shownQR reads back the QR code shown on s's page.
func shownQR(t *testing.T, s *screen) string {
	t.Helper()
	return handovertest.ShownQR(t, s.body)
}

// otherPhone starts a second test app, with a store of its own, and opens
// link there as the app opens a `#game=` address (NewHandedOver).
func otherPhone(t *testing.T, link string) (*screen, fyne.Window) {
	t.Helper()
	return otherPhoneIn(t, link, "en")
}

// otherPhoneIn is otherPhone in language.
func otherPhoneIn(t *testing.T, link, language string) (*screen, fyne.Window) {
	t.Helper()
	w := handovertest.OtherPhone(t, language)
	s := testScreens.handedOver(w, link)
	w.SetContent(s.body)
	return s, w
}

// TestRoundFiveHandedToAnotherPhone hands the 4-player game at round 5
// over: the QR code shown holds the game's text, which, opened as a link
// on a second app with its own store, shows the game's round and every
// player's totals; Keep makes it a game there with the same record, and
// Undo takes it off the list again.
func TestRoundFiveHandedToAnotherPhone(t *testing.T) {
	s := openAt(t, PhaseFinal, func(*Record) {})
	sent := s.game.record().Clone()
	text := handedQR(t, s)
	if !uitest.HasText(s.body, text) {
		t.Errorf("the link is not shown beside its QR code: %v", uitest.Texts(s.body))
	}

	other, _ := otherPhone(t, "https://arrayan.example/"+handoff.Fragment(text))
	if len(other.st.Get().Records) != 0 {
		t.Fatal("the second phone's store is not its own")
	}
	want(t, other, "Sabika, 4 players · round 5 of 5")
	card := other.receivedCard()
	for _, p := range sent.Game.Players {
		row := fmt.Sprintf("%s %d %d %d %d", p.Name, p.PP, p.Parias, p.Dinars, p.Seals)
		if !strings.Contains(strings.Join(uitest.Texts(card), " "), row) {
			t.Errorf("the preview does not show %s's totals %q: %v", p.Name, row, uitest.Texts(card))
		}
	}
	uitest.Tap(t, other.body, "Keep this game")
	recs := other.st.Get().Records
	if len(recs) != 1 || other.game == nil || other.game.id != recs[0].ID {
		t.Fatalf("Keep did not open one new game: %d games, %v", len(recs), uitest.Texts(other.body))
	}
	kept := recs[0].Clone()
	kept.ID = sent.ID
	if !reflect.DeepEqual(kept, sent) {
		t.Errorf("the game kept differs from the game sent:\n%+v\n%+v", kept, sent)
	}
	want(t, other, "Kept from another phone as game 1.")
	again, _ := reopen(t) // saved on the second phone
	if n := len(again.st.Get().Records); n != 1 {
		t.Errorf("%d games saved after Keep, not 1", n)
	}

	uitest.Tap(t, other.body, "Undo keeping it")
	if n := len(other.st.Get().Records); n != 0 || other.game != nil {
		t.Errorf("Undo left %d games, the game open: %v", n, other.game != nil)
	}
	want(t, other, "No Sabika game yet")
}

// TestSameGameKeptBeside keeps a game received twice: the second preview
// says the game is already there, and Keep adds it as a new game, the
// first one unchanged. Undo keeping it is offered until the list is shown
// again (then the list's own Undo).
func TestSameGameKeptBeside(t *testing.T) {
	s := openAt(t, PhaseFinal, func(*Record) {})
	text := handedQR(t, s)
	other, w := otherPhone(t, text)
	uitest.Tap(t, other.body, "Keep this game")
	uitest.Tap(t, other.body, "Games")
	uitest.Tap(t, other.body, "Resume")
	if uitest.HasText(other.body, "Undo keeping it") {
		t.Error("the game kept offers to undo keeping it after the list was shown, where other changes may follow")
	}
	other.receive(text)
	w.SetContent(other.body)
	want(t, other, "Game 1 on this phone is this same game")
	uitest.Tap(t, other.body, "Keep this game")
	recs := other.st.Get().Records
	if len(recs) != 2 || recs[0].ID == recs[1].ID {
		t.Fatalf("the same game kept twice: %d games", len(recs))
	}
}

// TestDoctoredGameRefused opens a link whose text was changed: the
// checksum refuses it, in words, with no Keep, and nothing is kept.
func TestDoctoredGameRefused(t *testing.T) {
	s := openAt(t, PhaseFinal, func(*Record) {})
	other, _ := otherPhone(t, handoff.Fragment(handovertest.Doctored(handedQR(t, s))))
	want(t, other, "This game cannot be kept: this game's text")
	if uitest.Button(other.body, "Keep this game") != nil {
		t.Error("a refused game offers Keep")
	}
	uitest.Tap(t, other.body, "Close")
	if len(other.st.Get().Records) != 0 || uitest.HasText(other.body, "cannot be kept") {
		t.Errorf("the refused game left something: %v", uitest.Texts(other.body))
	}
}

// TestSoloGameCarriesYusuf hands a solo game over with Yusuf's automa
// state: the preview names the solo game and the game kept holds his
// state as it was sent.
func TestSoloGameCarriesYusuf(t *testing.T) {
	uitest.NewApp(t)
	r := soloGame(t)
	if err := store.Save(yourcopy.Key, testEdition()); err != nil {
		t.Fatal(err)
	}
	if err := store.Save(StoreKey, Games{Next: 1, Records: []Record{r}}); err != nil {
		t.Fatal(err)
	}
	s, _ := reopen(t)
	s.show(0)
	other, _ := otherPhone(t, handedQR(t, s))
	want(t, other, "Sabika, solo game with Yusuf")
	uitest.Tap(t, other.body, "Keep this game")
	recs := other.st.Get().Records
	if len(recs) != 1 || recs[0].Yusuf == nil || !reflect.DeepEqual(*recs[0].Yusuf, *r.Yusuf) {
		t.Fatalf("Yusuf's state did not come over: %d games", len(recs))
	}
}

// TestHandoffInSpanishAndRussian shows the handover page, the preview
// and a refusal in Spanish and Russian: no English on them.
func TestHandoffInSpanishAndRussian(t *testing.T) {
	for _, language := range []string{"es", "ru"} {
		t.Run(language, func(t *testing.T) {
			openAt(t, PhaseFinal, func(*Record) {})
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(language); err != nil {
				t.Fatal(err)
			}
			s, _ := reopen(t)
			s.show(0)
			uitest.Tap(t, s.body, lang.X("handover.open", "Continue on another phone"))
			uitest.NoEnglish(t, s.w, language)
			fitsAPhone(t, s.w)
			text := shownQR(t, s)
			other, w := otherPhoneIn(t, text, language)
			uitest.NoEnglish(t, w, language)
			fitsAPhone(t, w)
			other.receive(handoff.Fragment(text[:len(text)-3]))
			if !uitest.HasText(other.body, lang.X("handover.close", "Close")) {
				t.Fatalf("the cut text was not refused: %v", uitest.Texts(other.body))
			}
			uitest.NoEnglish(t, w, language)
		})
	}
}

// fitsAPhone fails when w's page is wider than a phone's 360 points.
func fitsAPhone(t *testing.T, w fyne.Window) {
	t.Helper()
	if width := w.Content().MinSize().Width; width > 360 {
		t.Errorf("the page is %v wide, wider than a phone: %v", width, uitest.Texts(w.Content()))
	}
}

// soloGame is scoring/sabika/game's solo fixture after its first end of
// round, replayed through the engine, with Yusuf's state set up by his
// engine on made-up components (as setup/handoff's tests do).
func soloGame(t *testing.T) Record {
	t.Helper()
	raw, err := os.ReadFile("../../scoring/sabika/game/testdata/game-solo.json")
	if err != nil {
		t.Fatal(err)
	}
	var in struct {
		Edition json.RawMessage   `json:"edition"`
		Start   game.Start        `json:"start"`
		Entries []json.RawMessage `json:"entries"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		t.Fatal(err)
	}
	ed, err := edition.Import(in.Edition)
	if err != nil {
		t.Fatal(err)
	}
	entries := make([]game.Entry, 6)
	for i := range entries {
		entries[i] = game.FreshEntry()
		entries[i].PoemOne = game.PoemOneKept
		if err := json.Unmarshal(in.Entries[i], &entries[i]); err != nil {
			t.Fatal(err)
		}
	}
	r, err := game.Replay(ed, in.Start, entries)
	if err != nil {
		t.Fatal(err)
	}
	st, err := yusuf.NewGame(testComponents(), yusuf.Setup{Seed: 7, StartCity: "test-city-0"})
	if err != nil {
		t.Fatal(err)
	}
	r.Yusuf = &st
	r.Started = "2026-11-23T10:00:00Z"
	return r
}

// testComponents are MADE-UP TEST FIXTURES, not Yusuf's printed cards
// (the real ones are recorded by the player, ruling 15): a copy of
// scoring/sabika/yusuf's fixture_test.go, every action and kind of bottom
// on a card, on made-up spaces.
func testComponents() *dy.Components {
	c := dy.Default()
	c.Rondels = map[dy.Worker][]string{
		dy.Alarife:     {"test-a1", "test-a2", "test-a3", "test-a4", "test-a5", "test-a6"},
		dy.Comerciante: {"test-c1", "test-c2", "test-c3", "test-c4"},
		dy.Poetisa:     {"test-p1", "test-p2", "test-p3", "test-p4"},
	}
	bottoms := []dy.Bottom{{PP: 1}, {Parias: 1}, {PP: 1, Parias: 1}, {}, {Per: dy.PerMajorBuilding},
		{Per: dy.PerMinorBuilding}, {Per: dy.PerPresence}, {Per: dy.PerConsolidated}, {Per: dy.PerPoem}, {Parias: 2}}
	discards := []dy.Discard{dy.DiscardNone, dy.DiscardRaw, dy.DiscardMarble, dy.DiscardBoth}
	for _, w := range dy.Workers {
		acts := dy.ActionsOf(w)
		for i := range c.DeckSizes[w] {
			var a []dy.Action
			switch i % 3 {
			case 1:
				a = []dy.Action{acts[i%len(acts)]}
			case 2:
				a = []dy.Action{acts[i%len(acts)], acts[(i+1)%len(acts)]}
			}
			rondel := c.Rondels[w]
			c.Cards = append(c.Cards, dy.Card{
				ID: fmt.Sprintf("test-%s-%d", w, i+1), Deck: w, Space: rondel[i%len(rondel)],
				Discard: discards[i%len(discards)], Actions: a, Bottom: bottoms[i%len(bottoms)],
			})
		}
	}
	return &c
}

// TestLongGameShownInParts shows a text longer than one QR code: its
// parts (handoff.Split) one after the other, numbered, by Next and
// Previous and on their own every handover.CycleEvery, each QR code holding its
// part.
func TestLongGameShownInParts(t *testing.T) {
	s := openAt(t, PhaseFinal, func(*Record) {})
	text := "AR1:" + strings.Repeat("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", 100)
	parts, err := handoff.Split(text)
	if err != nil || len(parts) != 3 {
		t.Fatalf("the text splits in %d parts, %v; want 3", len(parts), err)
	}
	s.showHandover(0, text, nil)
	want(t, s, "Part 1 of 3")
	if !raceDetector { // the cycle's ticks touch the page from their goroutine, as fyne.Do does in tests
		time.Sleep(handover.CycleEvery + handover.CycleEvery/2)
		if uitest.HasText(s.body, "Part 1 of 3") {
			t.Errorf("the parts do not change on their own: %v", uitest.Texts(s.body))
		}
	}
	uitest.Tap(t, s.body, "Previous") // by hand from now on
	uitest.Tap(t, s.body, "Next")
	uitest.Tap(t, s.body, "Next")
	uitest.Tap(t, s.body, "Next")
	part := s.body.Objects[0]
	label := func() string {
		for _, l := range uitest.Texts(part) {
			if strings.HasPrefix(l, "Part ") {
				return l
			}
		}
		return ""
	}
	shown := label()
	n := strings.Fields(shown)[1] // 1, 2 or 3, two taps after where the cycle stood
	i := int(n[0] - '1')
	if got := shownQR(t, s); got != parts[i] {
		t.Errorf("%s: its QR code holds %.20q, not part %s", shown, got, n)
	}
	time.Sleep(handover.CycleEvery + handover.CycleEvery/2)
	if label() != shown {
		t.Errorf("after a tap, the parts still change on their own: %s, then %s", shown, label())
	}
	uitest.Tap(t, s.body, "Back to the game")
	if s.game == nil || uitest.HasText(s.body, "Part 1 of 3") {
		t.Errorf("Back did not show the game: %v", uitest.Texts(s.body))
	}
}

// TestOtherGameNotKeptHere opens a link handing over an Alhambra game:
// the Sabika screen says which game it is, offers no Keep and keeps
// nothing.
func TestOtherGameNotKeptHere(t *testing.T) {
	r, err := citygame.New("alhambra", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	text, err := handoff.Pack(gameid.Alhambra, data)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := otherPhone(t, handoff.Fragment(text))
	want(t, other, "This is a game of Alhambra: this screen keeps Sabika games only.")
	if uitest.Button(other.body, "Keep this game") != nil || len(other.st.Get().Records) != 0 {
		t.Error("an Alhambra game is offered or kept as a Sabika game")
	}
}
