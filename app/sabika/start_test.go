package sabika

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/scoring/sabika/game"
	"arrayan.io/arrayan/setup/deal"
)

// TestStartFromSetupCode types a dealt setup's code: the game takes its
// seats, wish letters, trade card and events, and the starting dinars of
// the copy by turn position from the start player.
func TestStartFromSetupCode(t *testing.T) {
	setup, err := deal.Deal(deal.Request{Game: deal.Sabika, Players: 3, Seed: 4242, Options: map[string]string{deal.OptEvents: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := openScreen(t, testEdition())
	es := uitest.Entries(s.body)
	uitest.TypeInto(es[0], setup.Code)
	es = uitest.Entries(s.body)
	for i, n := range []string{"Ana", "Ben", "Carla"} {
		uitest.TypeInto(es[i+1], n)
	}
	tapOption(t, s.body, "Ben")
	uitest.Tap(t, s.body, "Start the game")
	if s.game == nil {
		t.Fatalf("no game opened: %v", uitest.Texts(s.body))
	}
	r := s.game.record()
	sd := setup.Setup.Sabika
	if r.Code != setup.Code || r.Game.Wishes != [3]string{sd.Wishes[0], sd.Wishes[1], sd.Wishes[2]} || r.Game.TradeCard != sd.TradeCard {
		t.Fatalf("game %+v from setup %+v", r.Game, sd)
	}
	want(t, s, fmt.Sprintf("Active event %d · future event %d", sd.Events.Active, sd.Events.Future))
	names := []string{"Ana", "Ben", "Carla"}
	start := -1
	for i, seat := range setup.Setup.Seats {
		if p := r.Game.Players[i]; p.Name != names[seat.Player-1] {
			t.Errorf("seat %d holds %s, the setup seats player %d", i, p.Name, seat.Player)
		}
		if names[seat.Player-1] == "Ben" {
			start = i
		}
	}
	if r.Game.StartPlayer != start {
		t.Fatalf("start player %d, Ben sits at %d", r.Game.StartPlayer, start)
	}
	for k := range 3 { // the copy's dinars by turn position: 4, 5, 6
		if d := r.Game.Players[(start+k)%3].Dinars; d != 4+k {
			t.Errorf("turn position %d starts with %d dinars, want %d", k+1, d, 4+k)
		}
	}
}

// TestEventChangeAfterTheTribute ends round 2 of a game with events on a
// space that carries the symbol: the future event becomes active after
// the tribute and the last one is turned up (RU L855–857).
func TestEventChangeAfterTheTribute(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	tapOption(t, s.body, "By hand")
	test.Tap(uitest.Check(t, s.body, "Advanced mode: events"))
	typeIn(t, s.body, "Active event", 0, "8")
	typeIn(t, s.body, "Future event", 0, "5")
	startByHand(t, s, "Ana", "Ben")
	want(t, s, "Active event 8 · future event 5")
	// Every step of the end of round has its own number, in order, out of
	// the six a game with events has (game.RoundEndPhases).
	want(t, s, "End of round 1 · step 1 of 6: income")
	confirm(t, s, "Confirm this step")
	want(t, s, "step 2 of 6: narrator")
	tapOption(t, s.body, "A1")
	confirm(t, s, "Confirm this step")
	want(t, s, "step 3 of 6: tribute")
	confirm(t, s, "Confirm this step")
	want(t, s, "step 4 of 6: paria stacks")
	confirm(t, s, "Confirm this step")
	want(t, s, "step 5 of 6: event change") // no symbol above space 2
	confirm(t, s, "Confirm this step")
	want(t, s, "step 6 of 6: start player")
	tapOption(t, s.body, "Ana")
	confirm(t, s, "Start round 2")
	for range 4 {
		confirm(t, s, "Confirm this step")
	}
	want(t, s, "Turn up the last event: which number is it?")
	if b := uitest.Button(s.body, "Confirm this step"); !b.Disabled() {
		t.Fatal("the change can be confirmed without the event turned up")
	}
	typeIn(t, s.body, "Event", 0, "12")
	want(t, s, "Active event: 8, now 5")
	want(t, s, "Future event: 5, now 12")
	confirm(t, s, "Confirm this step")
	want(t, s, "Active event 5 · future event 12")
}

// TestSoloAgainstYusufByHand starts a solo game by hand: Yusuf sits first
// and starts, receives no income, and pays his tribute with his track and
// then PP, never by a mix the player enters (ES L1133, ruling 12).
func TestSoloAgainstYusufByHand(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana")
	r := s.game.record()
	if len(r.Game.Players) != 2 || !r.Game.Players[0].Yusuf() || r.Game.StartPlayer != 0 || r.Game.Players[1].Dinars != 5 {
		t.Fatalf("solo game %+v", r.Game)
	}
	want(t, s, "No income")
	confirm(t, s, "Confirm this step")
	tapOption(t, s.body, "A1")
	confirm(t, s, "Confirm this step")
	want(t, s, "Yusuf pays with his paria track first, then PP")
	if n := len(uitest.Entries(s.body)); n != 3+4+4 { // Yusuf's holdings (no dinars), Ana's holdings and mix
		t.Fatalf("%d fields in a solo tribute", n)
	}
	confirm(t, s, "Confirm this step")
	if y := s.game.record().Game.Players[0]; y.PP != 2 || y.Parias != 0 {
		t.Fatalf("Yusuf after a tribute of 3 with no parias: %+v", y)
	}
	want(t, s, "No counter is ahead of Yusuf's, on top of the stack on space 0: he is the start player.") // not "the most advanced" of counters all on 0
}

// TestYusufPanelHook plugs a panel into a solo game through YusufPanel, as
// app/sabika/yusufturn does: it is shown beside the steps, and what it
// changes through the handle (Yusuf's PP and his wish holdings) feeds the
// player's steps.
func TestYusufPanelHook(t *testing.T) {
	t.Cleanup(func() { testScreens.yusuf = nil })
	testScreens.yusuf = func(w fyne.Window, h *Handle) fyne.CanvasObject {
		return widget.NewButton("Yusuf scores", func() {
			err := h.Change(func(r *Record) {
				seat := r.YusufSeat()
				r.Game.Players[seat].PP = 9
				hs := r.Holdings()
				hs[seat].Presence = 4
				r.Entry.Holdings = hs
			})
			if err != nil {
				t.Error(err)
			}
		})
	}
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana")
	confirm(t, s, "Confirm this step") // income
	tapOption(t, s.body, "A1")
	uitest.Tap(t, s.body, "Yusuf scores")
	if got := field(t, s.body, "City with presence", 0).Text; got != "4" {
		t.Fatalf("Yusuf's presence shows %q", got)
	}
	want(t, s, "Yusuf: PP from 9 to 13") // A1: 1 PP per city with presence
	uitest.Tap(t, s.body, "Undo")
	if uitest.HasText(s.body, "Yusuf: PP from 9") || s.game.record().Game.Players[0].PP != 5 {
		t.Fatal("Undo left the panel's change")
	}
}

// A name over 40 characters is refused where it is typed: its field shows
// the error, the start player's list does not lay it out, and no game
// starts (a 3.9 MB name once hung the screen on every launch).
func TestOverLongNameIsRefused(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	tapOption(t, s.body, "By hand")
	tapOption(t, s.body, "2")
	es := uitest.Entries(s.body)
	long := strings.Repeat("я", 41)
	uitest.TypeInto(es[0], "Ana")
	uitest.TypeInto(es[1], long)
	if err := es[1].Validate(); err == nil {
		t.Error("the field takes a name of 41 characters")
	}
	if err := es[0].Validate(); err != nil {
		t.Errorf("the field refuses Ana: %v", err)
	}
	uitest.Tap(t, s.body, "Start the game")
	if s.game != nil {
		t.Fatal("a game started with a name of 41 characters")
	}
	if !uitest.HasText(s.body, "A name has at most 40 characters.") {
		t.Errorf("no refusal shown: %v", uitest.Texts(s.body))
	}
	for _, text := range uitest.Texts(s.body) {
		if strings.Contains(text, long) && text != es[1].Text {
			t.Errorf("the name is laid out outside its field: %.50q", text)
		}
	}
}

// The engine's refusal of a wish letter twice (game.ErrWishLetters) is
// told in the player's words, and no game starts.
func TestWishLetterTwiceIsRefused(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	tapOption(t, s.body, "By hand")
	var bs []*widget.Button
	uitest.Walk(s.body, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "A" {
			bs = append(bs, b)
		}
	})
	if len(bs) != 3 {
		t.Fatalf("%d buttons A for the wish spaces", len(bs))
	}
	test.Tap(bs[1]) // space 4: A, as space 2
	uitest.Tap(t, s.body, "Start the game")
	if s.game != nil {
		t.Fatal("a game started with wish letters A, A, C")
	}
	want(t, s, "one tile of each letter, A, B, C once each, not A, A, C")
}

// Two players typed with one name, or with names equal but for case or
// the spaces around them (one player to the history, issue 28 item 6),
// are refused in the player's words (the engine's game.ErrNameTwice), and
// no game starts.
func TestSameNameTwiceIsRefused(t *testing.T) {
	for _, second := range []string{"Ana", "ana", "Ana "} {
		s, _ := openScreen(t, testEdition())
		tapOption(t, s.body, "By hand")
		tapOption(t, s.body, "2")
		es := uitest.Entries(s.body)
		uitest.TypeInto(es[0], "Ana")
		uitest.TypeInto(es[1], second)
		uitest.Tap(t, s.body, "Start the game")
		if s.game != nil {
			t.Fatalf("a game started with Ana and %q", second)
		}
		want(t, s, "a name of its own")
	}
}

// TestListAtItsLimit: the list never grows past what its loader takes
// (issue 28, item 10: a 201st game was saved, and the next start showed
// none). At maxGames with an ended game whose play is in the history, the
// form says the oldest such game leaves the list, and starting one keeps
// maxGames games, which load again; with none ended it says why no game
// can start, and none does; with an ended game whose play is not in the
// history (never kept, or withdrawn), that game stays and none starts
// (review, item 10: it was dropped, and its play lost).
func TestListAtItsLimit(t *testing.T) {
	raw, err := os.ReadFile("../../scoring/sabika/game/testdata/game-4p.record.json")
	if err != nil {
		t.Fatal(err)
	}
	var ended Record
	if err := json.Unmarshal(raw, &ended); err != nil {
		t.Fatal(err)
	}
	running, err := game.Start{Names: []string{"Ana", "Ben"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1}.Record(testEdition())
	if err != nil {
		t.Fatal(err)
	}
	const (
		drop   = "The list holds 200 games: starting this one takes the oldest ended game (started 2026-01-02) off the list; its play stays in the history."
		full   = "The list holds 200 games and none has ended: delete a game before starting another."
		unkept = "The list holds 200 games and no ended game has its play in the history: delete a game before starting another."
	)
	for _, c := range []struct {
		name        string
		ended, kept bool
		tells       string
	}{
		{"ended and kept", true, true, drop},
		{"none ended", false, false, full},
		{"ended, not kept", true, false, unkept},
	} {
		s, _ := openScreen(t, testEdition()) // a new app, with the copy
		g := Games{Next: maxGames, Records: make([]Record, maxGames)}
		for i := range g.Records {
			g.Records[i] = running.Clone()
			g.Records[i].ID, g.Records[i].Started = i, "2026-11-23T10:00:00Z"
		}
		if c.ended {
			g.Records[7] = ended.Clone()
			g.Records[7].ID, g.Records[7].Started = 7, "2026-01-02T10:00:00Z"
			if c.kept {
				s.keepPlay(&g.Records[7])
			}
		}
		if err := store.Save(StoreKey, g); err != nil {
			t.Fatal(err)
		}
		s, _ = reopen(t)
		if n := len(s.st.Get().Records); n != maxGames {
			t.Fatalf("%s: %d games loaded", c.name, n)
		}
		s.show(-1)
		for _, text := range []string{drop, full, unkept} {
			if uitest.HasText(s.body, text) != (text == c.tells) {
				t.Errorf("%s: the form tells %q: %v", c.name, text, text != c.tells)
			}
		}
		s.add(running.Clone())
		if n := len(s.st.Get().Records); n != maxGames {
			t.Errorf("%s: %d games after a start", c.name, n)
		}
		stays := slices.ContainsFunc(s.st.Get().Records, func(r Record) bool { return r.Phase == PhaseEnded })
		if c.ended && stays == c.kept {
			t.Errorf("%s: the ended game is still in the list: %v", c.name, stays)
		}
		s, _ = reopen(t)
		if n := len(s.st.Get().Records); n != maxGames {
			t.Errorf("%s: %d games after a restart", c.name, n)
		}
	}
}

// TestDoctoredRecordRefusedByTheList: the list's check is the engine's
// (Games.Check, Record.Check), so a saved game whose winner is not the
// one its scores make is refused, never shown (issue 28, item 1).
func TestDoctoredRecordRefusedByTheList(t *testing.T) {
	raw, err := os.ReadFile("../../scoring/sabika/game/testdata/game-4p.record.json")
	if err != nil {
		t.Fatal(err)
	}
	var r Record
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatal(err)
	}
	r.Started = "2026-11-23T10:00:00Z"
	g := Games{Next: 1, Records: []Record{r}}
	if err := g.Check(); err != nil {
		t.Fatalf("the game as played: %v", err)
	}
	g.Records[0].Result.Winners = []int{2}
	if err := g.Check(); err == nil || !strings.HasPrefix(err.Error(), "records[0].result.winners") {
		t.Errorf("a doctored winner: %v", err)
	}
}

// TestListReadsTheOldResultKeys: a list saved before issue 30, its ended
// game's result under the Go field names ("Players", "Winners"), opens
// with the game as saved today in snake_case, and is saved so.
func TestListReadsTheOldResultKeys(t *testing.T) {
	read := func(file string) []byte {
		t.Helper()
		raw, err := os.ReadFile("../../scoring/sabika/game/testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		return raw
	}
	var current Record
	if err := json.Unmarshal(read("game-4p.record.json"), &current); err != nil {
		t.Fatal(err)
	}
	openScreen(t, testEdition())
	old := `{"arrayan_state": 1, "data": {"next": 1, "records": [` + string(read("game-4p.record-go-keys.json")) + `]}}`
	if err := os.WriteFile(filepath.Join(store.Dir(), StoreKey+".json"), []byte(old), 0o600); err != nil {
		t.Fatal(err)
	}
	s, _ := reopen(t)
	got := s.st.Get().Records
	if len(got) != 1 || !reflect.DeepEqual(got[0], current) {
		t.Fatalf("the old list opens as %+v", got)
	}
	if err := store.Save(StoreKey, s.st.Get()); err != nil {
		t.Fatal(err)
	}
	saved, err := os.ReadFile(filepath.Join(store.Dir(), StoreKey+".json"))
	if err != nil || strings.Contains(string(saved), `"Winners"`) || !strings.Contains(string(saved), `"winners"`) {
		t.Errorf("saved again as %.200s… (%v)", saved, err)
	}
}
