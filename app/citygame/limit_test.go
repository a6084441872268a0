package citygame

import (
	"testing"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/game"
	cg "arrayan.io/arrayan/scoring/citygame"
	hist "arrayan.io/arrayan/scoring/history"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestListAtItsLimit: the list never grows past what its loader takes
// (issue 28, item 10: a 61st game was saved, and the next start showed
// none). At maxGames with a finished game whose play is in the history,
// the form says the oldest such game leaves the list, and a start keeps
// maxGames games, which load again; with none finished it says why no
// game can start, and the start button is off; with a finished game whose
// play is not in the history (never kept, or withdrawn), that game stays
// and none starts (review, item 10: it was dropped, and its play lost).
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
	const (
		drop   = "The list holds 60 games: starting one takes the oldest finished game off the list; its play stays in the history."
		full   = "The list holds 60 games and none is finished: delete a game before starting another."
		unkept = "The list holds 60 games and no finished game has its play in the history: delete a game before starting another."
	)
	for _, c := range []struct {
		name       string
		over, kept bool
		tells      string
	}{
		{"finished and kept", true, true, drop},
		{"none finished", false, false, full},
		{"finished, not kept", true, false, unkept},
	} {
		uitest.NewApp(t)
		st := state{Games: make([]entry, maxGames)}
		for i := range st.Games {
			st.Games[i] = entry{ID: i + 1, Record: running}
		}
		if c.over {
			st.Games[5].Record = over
			if c.kept {
				play, err := hist.CityGameResult(tiles.Alhambra(), st.Games[5].ID, over)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := history.Keep(uitest.Window(t, nil), play); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := store.Save(stateKey(tiles.Alhambra()), st); err != nil {
			t.Fatal(err)
		}
		s, w := open(t, tiles.Alhambra())
		if n := len(s.st().Games); n != maxGames {
			t.Fatalf("%s: %d games loaded", c.name, n)
		}
		for _, text := range []string{drop, full, unkept} {
			if uitest.HasText(w.Content(), text) != (text == c.tells) {
				t.Errorf("%s: the form tells %q: %v", c.name, text, text != c.tells)
			}
		}
		uitest.Tap(t, w.Content(), "Start game")
		if n := len(s.st().Games); n != maxGames {
			t.Errorf("%s: %d games after a start", c.name, n)
		}
		s, _ = open(t, tiles.Alhambra())
		if n := len(s.st().Games); n != maxGames {
			t.Errorf("%s: %d games after a restart", c.name, n)
		}
		if c.over && s.st().Games[5].Record.Final() == c.kept {
			t.Errorf("%s: the finished game is still in the list: %v", c.name, c.kept)
		}
	}
}
