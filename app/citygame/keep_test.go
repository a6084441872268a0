package citygame

import (
	"strconv"
	"testing"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/city"
	hist "arrayan.io/arrayan/scoring/history"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestThirdScoringJoinsTheHistory plays TestFourPlayerGame's three
// scorings by taps: after the third the play is in the history with the
// running totals (Ana 59, Ben 62, Cai 39, Dan 48), Ben the winner, and
// points by category adding up to each total; the history screen lists
// it, and a tap opens its breakdown.
func TestThirdScoringJoinsTheHistory(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	names := []string{"Ana", "Ben", "Cai", "Dan"}
	startGame(t, s, w, names...)
	rounds := [][]move{
		{{0, "arcades-8-a", 1, 0}, {1, "tower-11-b", 1, 0}, {2, "garden-10-c", 1, 0}, {3, "pavilion-6", 1, 0}, {3, "pavilion-8", -1, 0}},
		{{0, "tower-11-a", 2, 0}, {1, "tower-11-c", -1, 0}, {2, "garden-12", -1, 0}, {3, "arcades-9", 2, 0}},
		{{0, "garden-9", 3, 0}, {1, "chambers-10", 0, 1}, {2, "garden-10-a", 2, 0}, {3, "pavilion-7", 3, 0}},
	}
	var f hist.File
	var err error
	for k, moves := range rounds {
		openCity(t, s, w, 0)
		for _, m := range moves {
			choosePlayer(t, s, w, names[m.player])
			place(t, s, w, city.Pos{X: m.x, Y: m.y}, m.id)
		}
		uitest.Tap(t, w.Content(), "Game")
		takeScoring(t, w, strconv.Itoa(k+1))
		if f, err = history.Load(); err != nil {
			t.Fatal(err)
		}
		if k < 2 && len(f.Plays) != 0 {
			t.Fatalf("a play kept after scoring %d", k+1)
		}
	}
	if len(f.Plays) != 1 {
		t.Fatalf("%d plays kept after the third scoring", len(f.Plays))
	}
	p := f.Plays[0]
	for i, want := range []int{59, 62, 39, 48} {
		if f.Name(p.Seats[i].Player) != names[i] || p.Seats[i].Total != want {
			t.Errorf("seat %d: %s %d; want %s %d", i, f.Name(p.Seats[i].Player), p.Seats[i].Total, names[i], want)
		}
	}
	if len(p.Winners) != 1 || p.Winners[0] != 1 || p.Game != "alhambra" {
		t.Errorf("kept %+v", p)
	}

	h := uitest.Window(t, nil)
	h.SetContent(history.NewScreen(h))
	uitest.TapText(t, h.Content(), "Won by Ben — Ana 59 · Ben 62 · Cai 39 · Dan 48")
	for _, want := range []string{"Alhambra — ", "2. Ben — 62 — winner", "1. Ana — 59"} {
		if !uitest.HasText(h.Content(), want) {
			t.Errorf("the play's breakdown lacks %q: %v", want, uitest.Texts(h.Content()))
		}
	}
}
