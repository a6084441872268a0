package citygame

import (
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/game"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
	"arrayan.io/arrayan/setup/deal"
)

// openFromSetup deals a 3-player setup of g and opens the screen from it
// with names.
func openFromSetup(t *testing.T, g *tiles.Game, options map[string]string, names ...string) (fyne.Window, *deal.Setup) {
	t.Helper()
	setup, err := deal.Deal(deal.Request{Game: g.ID.String(), Players: len(names), Options: options, Seed: 29})
	if err != nil {
		t.Fatal(err)
	}
	w := uitest.Window(t, nil)
	w.Resize(fyne.NewSize(360, 740))
	root := NewFromSetup(g, w, setup, names)
	w.SetContent(root)
	return w, setup
}

// A game started from a dealt setup while another is in progress is a new
// game beside it: the game in progress stays in the list, and the list's
// Undo takes the new one back (issue 29, item 2). Granada's setup dealt
// for the simple scoring starts a game with it.
func TestGameFromSetupKeepsTheGameInProgress(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Granada())
	startGame(t, s, w, "Ana", "Ben")

	w, setup := openFromSetup(t, tiles.Granada(), map[string]string{deal.OptScoring: "simple"}, "Zoë", "", "Iñaki")
	s = newScreen(tiles.Granada(), w) // the same saved list, read again
	games := s.st().Games
	if len(games) != 2 || games[0].Record.Players[0].Name != "Ana" {
		t.Fatalf("the game in progress is gone: %+v", games)
	}
	r := games[1].Record
	if r.SetupCode != setup.Code || r.Variant != "simple" || len(r.Players) != 3 ||
		r.Players[0].Name != "Zoë" || r.Players[1].Name != "Player 2" || r.Players[2].Name != "Iñaki" {
		t.Errorf("the new game is %+v, want the setup %s's simple scoring and its 3 names", r, setup.Code)
	}
	if !uitest.HasText(w.Content(), "Setup code: "+setup.Code) {
		t.Errorf("the new game does not show its setup's code: %v", uitest.Texts(w.Content()))
	}

	w.SetContent(s.root)
	s.show(-1)
	uitest.Tap(t, w.Content(), "Undo")
	if games := s.st().Games; len(games) != 1 || games[0].Record.Players[0].Name != "Ana" {
		t.Errorf("Undo left %+v, want the game in progress alone", games)
	}
}

// At the list's limit a dealt setup starts no game by itself: the list
// opens with the new-game form first, in view, filled with the setup's
// code, seats and names, and saying what a start does to the list.
func TestGameFromSetupAtTheListsLimitAsksFirst(t *testing.T) {
	uitest.NewApp(t)
	running, err := cg.New(game.Alhambra, "", "", []string{"Ana", "Ben", "Cai"})
	if err != nil {
		t.Fatal(err)
	}
	st := state{Games: make([]entry, maxGames)}
	for i := range st.Games {
		st.Games[i] = entry{ID: i + 1, Record: running}
	}
	if err := store.Save(stateKey(tiles.Alhambra()), st); err != nil {
		t.Fatal(err)
	}
	w, setup := openFromSetup(t, tiles.Alhambra(), nil, "Zoë", "Ñandú")
	const full = "The list holds 60 games and none is finished: delete a game before starting another."
	if !uitest.HasText(w.Content(), full) {
		t.Errorf("the form does not say why no game starts: %v", uitest.Texts(w.Content()))
	}
	entries := uitest.Entries(w.Content())
	if len(entries) < 3 || entries[0].Text != "Zoë" || entries[1].Text != "Ñandú" || entries[2].Text != setup.Code {
		t.Fatalf("the form is not filled with the setup's names and code: %v", uitest.Texts(w.Content()))
	}
	uitest.InView(t, w.Canvas(), entries[2])
	s := newScreen(tiles.Alhambra(), w)
	if n := len(s.st().Games); n != maxGames {
		t.Errorf("%d games saved, want the %d there were", n, maxGames)
	}
}
