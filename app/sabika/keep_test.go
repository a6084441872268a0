package sabika

import (
	"testing"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/internal/uitest"
	hist "arrayan.io/arrayan/scoring/history"
)

// TestEndedGameJoinsTheHistory plays Ana and Ben's game to its end by
// taps: the play is in the history with the game's totals, breakdown and
// winner, ending it again after Undo replaces it, and the history screen
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
	s.st.Undo()
	s.game.refresh(true)
	confirm(t, s, "Score the end of the game")
	if f, err = history.Load(); err != nil || len(f.Plays) != 1 {
		t.Errorf("ending the game again keeps %d plays (%v); want 1", len(f.Plays), err)
	}

	// the history screen lists the play with its winner (Ben, on the tie
	// broken by buildings) and totals; tapping it shows the breakdown
	h := uitest.Window(t, nil)
	h.SetContent(history.NewScreen(h))
	uitest.TapText(t, h.Content(), "Won by Ben — Ana 5 · Ben 5")
	for _, want := range []string{"Sabika — ", "Tie broken by the most buildings", "★ 2. Ben — 5", "Sultan's wishes", "Tribute", "Poems"} {
		if !uitest.HasText(h.Content(), want) {
			t.Errorf("the play's breakdown lacks %q: %v", want, uitest.Texts(h.Content()))
		}
	}
}
