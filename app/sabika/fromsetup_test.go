package sabika

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/setup/deal"
)

// A game started from a dealt setup while another is in progress (a solo
// game, which "Solo with Yusuf" would resume) opens the new-game form
// first, in view, filled with the setup's code, seats and names; the game
// in progress stays in the list, and the start adds the new game beside it
// (issue 29, item 2).
func TestNewGameFromSetupKeepsTheGameInProgress(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana")
	for _, players := range []int{1, 3} {
		setup, err := deal.Deal(deal.Request{Game: deal.Sabika, Players: players, Seed: 29})
		if err != nil {
			t.Fatal(err)
		}
		names := []string{"Zoë", "", "Iñaki"}[:players]
		w := test.NewWindow(nil)
		t.Cleanup(w.Close)
		w.SetContent(testScreens.NewGameFromSetup(w, setup.Code, names))
		w.Resize(fyne.NewSize(360, 740))
		entries := uitest.Entries(w.Content())
		if len(entries) < players+1 || entries[0].Text != setup.Code {
			t.Fatalf("%d players: the form is not first with the setup's code: %v", players, uitest.Texts(w.Content()))
		}
		uitest.InView(t, w.Canvas(), entries[0])
		for i, name := range names {
			if entries[i+1].Text != name {
				t.Errorf("%d players: name %d is %q, want %q", players, i+1, entries[i+1].Text, name)
			}
		}
		uitest.Tap(t, w.Content(), "Start the game")
	}
	s, _ = reopen(t)
	recs := s.st.Get().Records
	if len(recs) != 3 || recs[0].Game.Players[1].Name != "Ana" || len(recs[1].Game.Players) != 2 || len(recs[2].Game.Players) != 3 {
		t.Fatalf("the list holds %+v, want the game in progress, the solo game and the 3-player game", recs)
	}
	var seated []string // in the setup's seat order, the engine's
	for _, p := range recs[2].Game.Players {
		seated = append(seated, p.Name)
	}
	slices.Sort(seated)
	if want := []string{"Iñaki", "Player 2", "Zoë"}; !slices.Equal(seated, want) {
		t.Errorf("the 3-player game seats %q, want %q", seated, want)
	}
}
