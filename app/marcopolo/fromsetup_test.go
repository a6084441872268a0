package marcopolo

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/setup/deal"
)

// The round helper opened from a dealt setup is a new game from round 1
// with the setup's seats, city bonuses and names; the game it replaced is
// one Undo away (issue 29, item 2).
func TestRoundsFromSetupStartAnewAndUndo(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	r := newRoundsScreen(w)
	w.SetContent(r.root)
	r.change(func(st *roundsState) { st.Round, st.Seats[0].Name = 4, "Ana" })

	setup, err := deal.Deal(deal.Request{Game: deal.MarcoPolo, Players: 2, Options: map[string]string{deal.OptCityBonuses: "random"}, Seed: 29})
	if err != nil {
		t.Fatal(err)
	}
	r = newRoundsFromSetup(w, setup, []string{"Zoë", "Ñandú"})
	w.SetContent(r.root)
	st := r.st()
	if st.Round != 1 || st.Players != 2 || st.Setup != setup.Code || st.Seats[0].Name != "Zoë" || st.Seats[1].Name != "Ñandú" {
		t.Errorf("the new game is round %d, %d players, setup %q, names %q %q", st.Round, st.Players, st.Setup, st.Seats[0].Name, st.Seats[1].Name)
	}
	for _, p := range setup.Setup.MarcoPolo.CityBonuses {
		if st.Bonuses[p.City] != p.Bonus {
			t.Errorf("%s holds %s, the setup placed %s", p.City, st.Bonuses[p.City], p.Bonus)
		}
	}
	if !uitest.HasText(w.Content(), setup.Code) {
		t.Errorf("the setup's code is not shown: %v", uitest.Texts(w.Content()))
	}

	tapUndo(t, w.Content())
	if st := r.st(); st.Round != 4 || st.Seats[0].Name != "Ana" {
		t.Errorf("Undo brought back round %d of %q, want round 4 of Ana", st.Round, st.Seats[0].Name)
	}
}
