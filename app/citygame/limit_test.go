package citygame

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/game"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestListAtItsLimit: the list never grows past what its loader takes
// (issue 28, item 10: a 61st game was saved, and the next start showed
// none). At maxGames with a finished game, the form says the oldest
// finished one leaves the list, and a start keeps maxGames games, which
// load again; with none finished it says why no game can start, and the
// start button is off.
func TestListAtItsLimit(t *testing.T) {
	running, err := cg.New(game.Alhambra, "", "", []string{"Ana", "Ben", "Cai"})
	if err != nil {
		t.Fatal(err)
	}
	over := running
	for range 3 {
		if over, err = over.TakeScoring(); err != nil {
			t.Fatal(err)
		}
	}
	for _, withOver := range []bool{true, false} {
		uitest.NewApp(t)
		st := state{Games: make([]entry, maxGames)}
		for i := range st.Games {
			st.Games[i] = entry{ID: i + 1, Record: running}
		}
		if withOver {
			st.Games[5].Record = over
		}
		if err := store.Save(stateKey(tiles.Alhambra()), st); err != nil {
			t.Fatal(err)
		}
		s, w := open(t, tiles.Alhambra())
		if n := len(s.st().Games); n != maxGames {
			t.Fatalf("%d games loaded", n)
		}
		tellsDrop := uitest.HasText(w.Content(), "The list holds 60 games: starting one takes the oldest finished game off the list; its play stays in the history.")
		tellsFull := uitest.HasText(w.Content(), "The list holds 60 games and none is finished: delete a game before starting another.")
		if tellsDrop != withOver || tellsFull == withOver {
			t.Errorf("finished game %v: the form tells drop %v, full %v", withOver, tellsDrop, tellsFull)
		}
		uitest.Tap(t, w.Content(), "Start game")
		if n := len(s.st().Games); n != maxGames {
			t.Errorf("finished game %v: %d games after a start", withOver, n)
		}
		s, _ = open(t, tiles.Alhambra())
		if n := len(s.st().Games); n != maxGames {
			t.Errorf("finished game %v: %d games after a restart", withOver, n)
		}
		if withOver && s.st().Games[5].Record.Final() {
			t.Error("the finished game is still in the list")
		}
	}
}
