package sabika

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// A last event typed that is already on the board (the active one, just
// made active by the change) is refused in the engine's words, and the step cannot be
// confirmed: 3 distinct tiles of 14 (RU L845–851).
func TestDuplicateEventRefusedOnScreen(t *testing.T) {
	s := openAt(t, PhaseEvent, func(r *Record) { r.Game.Narrator, r.Game.Tower = 3, []int{0} }) // active 8, future 2
	typeIn(t, s.body, "Event", 0, "2")
	want(t, s, "This cannot be confirmed: events: event 2 is drawn twice")
	if b := uitest.Button(s.body, "Confirm this step"); !b.Disabled() {
		t.Fatal("a duplicate event can be confirmed")
	}
	typeIn(t, s.body, "Event", 0, "11")
	confirm(t, s, "Confirm this step")
	if ev := s.game.record().Game.Events; ev.Active != 2 || ev.Future != 11 {
		t.Errorf("events %+v", ev)
	}
}

// A player who cannot pay the tribute in full is told what goes unpaid
// and why: everything payable is paid, the rest forgiven (ruling 12).
func TestUnpayableTributeSaysWhatIsForgiven(t *testing.T) {
	s := openAt(t, PhaseTribute, func(r *Record) {
		r.Game.Events = nil
		p := &r.Game.Players[3] // Dan: 1 dinar, 14 PP, no parias
		p.PP, p.Dinars = 2, 1
	})
	want(t, s, "Owes 5 parias.")
	want(t, s, "Can pay only 2: every step of the paria track, every seal, every pair of dinars and every PP held. The other 3 are forgiven")
}

// The end of the game's tribute is named by what is owed: 7 under event
// 8 (ruling 11), not "Tribute of 6".
func TestFinalTributeNamedByTheDue(t *testing.T) {
	s := openAt(t, PhaseFinal, func(*Record) {})
	confirm(t, s, "Score the end of the game")
	want(t, s, "Tribute of 7")
	if uitest.HasText(s.body, "Tribute of 6") {
		t.Error("the tribute under event 8 is still named 6")
	}
}

// Counts are worded with the plural form of each language: 1 paria, 1
// tile (English, Spanish), and Russian's one/few/many.
func TestPluralsInEveryLanguage(t *testing.T) {
	cases := []struct {
		lang, want string
	}{
		{"en", "Owes 1 paria."}, {"es", "Debe 1 paria."}, {"ru", "Нужно заплатить податей: 1."},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(c.lang); err != nil {
				t.Fatal(err)
			}
			translation.Need(translation.Sabika)
			if got := translation.XN("sabika.tribute.owesplain", "", 1, map[string]any{"Due": 1}); got != c.want {
				t.Errorf("%q, want %q", got, c.want)
			}
		})
	}
	uitest.NewApp(t)
	s := openAt(t, PhaseTribute, func(r *Record) {
		r.Game.Events = nil
		r.Game.Narrator, r.Game.Tower = 2, []int{0}
	})
	want(t, s, "Tribute under space 2: 3 parias")
	s = openAt(t, PhaseNarrator, func(r *Record) { r.Game.Narrator, r.Game.Tower, r.Entry.Tile = 1, nil, 0; r.Entry.Holdings = nil })
	want(t, s, "The wish tile joins the tower (1 tile)")
}

// The log of confirmed steps names the players, never their seat
// numbers: the start player changes from Ana to Ben, not from 0 to 1.
func TestLogNamesPlayers(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla")
	confirm(t, s, "Confirm this step")
	tapOption(t, s.body, "A1")
	for range 3 {
		confirm(t, s, "Confirm this step")
	}
	tapOption(t, s.body, "Ben")
	confirm(t, s, "Start round 2")
	want(t, s, "start player Ana to Ben")
	if uitest.HasText(s.body, "start player 0 to 1") {
		t.Error("the log numbers the seats")
	}
}

// A game started by hand with one event both active and future is refused
// in words (3 distinct tiles, RU L845–851).
func TestStartWithOneEventTwiceRefused(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	tapOption(t, s.body, "By hand")
	test.Tap(uitest.Check(t, s.body, "Advanced mode: events"))
	typeIn(t, s.body, "Active event", 0, "5")
	typeIn(t, s.body, "Future event", 0, "5")
	tapOption(t, s.body, "By hand")
	tapOption(t, s.body, "2")
	uitest.Tap(t, s.body, "Start the game")
	if s.game != nil {
		t.Fatal("a game started with event 5 active and future")
	}
	want(t, s, "event 5 is drawn twice")
}

// A holding set to the board is listed with what the step changes before
// the confirm, as the log words it after.
func TestBoardCorrectionShownBeforeConfirm(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla")
	onBoard(t, s, "Ben", "pp", "9")
	want(t, s, "• Ben PP corrected 5 to 9")
	confirm(t, s, "Confirm this step")
	want(t, s, "Round 1, income: Ben PP corrected 5 to 9")
}

// TestChooserSaysWhyTheCounterIsAhead: a counter alone farthest along is
// "the most advanced"; one that leads by being on top of a shared space's
// stack (every counter on 0, say) is said to be on top of that stack,
// for a player and for Yusuf (ES L821–825, L1127).
func TestChooserSaysWhyTheCounterIsAhead(t *testing.T) {
	uitest.NewApp(t)
	for _, c := range []struct {
		players []game.Player
		track   sabika.Track
		want    string
	}{
		{[]game.Player{{Name: "Ana", Parias: 3}, {Name: "Ben", Parias: 1}}, sabika.Track{0, 1},
			"Ana's counter is the most advanced: Ana chooses the next start player."},
		{[]game.Player{{Name: "Ana"}, {Name: "Ben"}}, sabika.Track{1, 0},
			"No counter is ahead of Ben's, on top of the stack on space 0: Ben chooses the next start player."},
		{[]game.Player{{Name: "Yusuf", Automa: "yusuf", Parias: 2}, {Name: "Ana"}}, sabika.Track{0, 1},
			"Yusuf's counter is the most advanced: he is the start player."},
		{[]game.Player{{Name: "Yusuf", Automa: "yusuf", Parias: 2}, {Name: "Ana", Parias: 2}}, sabika.Track{0, 1},
			"No counter is ahead of Yusuf's, on top of the stack on space 2: he is the start player."},
	} {
		if got := chooserText(game.State{Players: c.players, Track: c.track}); got != c.want {
			t.Errorf("%+v, track %v: %q, want %q", c.players, c.track, got, c.want)
		}
	}
}
