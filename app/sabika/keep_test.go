package sabika

import (
	"testing"
	"time"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	hist "arrayan.io/arrayan/scoring/history"
)

// TestEndedGameJoinsTheHistory plays Ana and Ben's game to its end by
// taps: the play is in the history with the game's totals, breakdown and
// winner, ending it again after a tap on Undo replaces it, and the history screen
// lists it and opens its breakdown when tapped.
func TestEndedGameJoinsTheHistory(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	toTheEnd(t, s)
	tapOption(t, s.body, "C1")
	typeIn(t, s.body, "Major and minor buildings", 1, "5")
	confirm(t, s, "Score the end of the game")
	r := s.game.record()
	var f hist.File
	var err error
	if f, err = history.Load(); err != nil || len(f.Plays) != 1 {
		t.Fatalf("%d plays kept (%v)", len(f.Plays), err)
	}
	p := f.Plays[0]
	if p.Game != "sabika" || len(p.Seats) != 2 || f.Name(p.Seats[0].Player) != "Ana" || f.Name(p.Seats[1].Player) != "Ben" {
		t.Fatalf("kept %+v with roster %v", p, f.Players)
	}
	for i, sc := range r.Result.Players {
		if p.Seats[i].Total != sc.Total {
			t.Errorf("seat %d kept %d PP; the game says %d", i, p.Seats[i].Total, sc.Total)
		}
	}
	if len(p.Winners) != len(r.Result.Winners) || p.Winners[0] != r.Result.Winners[0] {
		t.Errorf("winners %v; the game says %v", p.Winners, r.Result.Winners)
	}
	uitest.Tap(t, s.body, "Undo")
	confirm(t, s, "Score the end of the game")
	if f, err = history.Load(); err != nil || len(f.Plays) != 1 {
		t.Errorf("ending the game again keeps %d plays (%v); want 1", len(f.Plays), err)
	}

	// the history screen lists the play with its winner (Ben, on the tie
	// broken by buildings) and totals; tapping it shows the breakdown
	h := uitest.Window(t, nil)
	h.SetContent(history.NewScreen(h))
	uitest.TapText(t, h.Content(), "Won by Ben — Ana 5 · Ben 5")
	for _, want := range []string{"Sabika — ", "Tie broken by the most buildings", "2. Ben — 5 — winner", "Sultan's wishes", "Tribute", "Poems"} {
		if !uitest.HasText(h.Content(), want) {
			t.Errorf("the play's breakdown lacks %q: %v", want, uitest.Texts(h.Content()))
		}
	}
}

// TestLaterGameWithTheSameNumberIsKeptBeside: after the list of games is
// lost (wiped, or kept aside as broken) the next game gets number 1 again;
// when it ends it joins the history beside the first game's play instead
// of replacing it.
func TestLaterGameWithTheSameNumberIsKeptBeside(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	toTheEnd(t, s)
	tapOption(t, s.body, "C1")
	typeIn(t, s.body, "Major and minor buildings", 1, "5")
	confirm(t, s, "Score the end of the game")
	first := s.game.record().ID
	if err := store.Remove(StoreKey); err != nil {
		t.Fatal(err)
	}
	s, _ = reopen(t)
	s.now = func() time.Time { return time.Now().Add(24 * time.Hour) } // next day's game
	toTheEnd(t, s)
	tapOption(t, s.body, "C1")
	typeIn(t, s.body, "Major and minor buildings", 0, "5")
	confirm(t, s, "Score the end of the game")
	if id := s.game.record().ID; id != first {
		t.Fatalf("the second game is number %d, the first %d: no clash to test", id, first)
	}
	f, err := history.Load()
	if err != nil || len(f.Plays) != 2 {
		t.Fatalf("%d plays kept (%v); want 2", len(f.Plays), err)
	}
	if f.Plays[0].Winners[0] != 1 || f.Plays[1].Winners[0] != 0 {
		t.Errorf("winners %v and %v; want Ben, then Ana", f.Plays[0].Winners, f.Plays[1].Winners)
	}
}
