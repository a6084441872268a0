package marcopolo

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/setupscreen"
	"arrayan.io/arrayan/setup/deal"
)

// A name and a character entered on the end-scoring screen are there on
// the round helper, and back: nobody types them twice.
func TestPlayersAreSharedBetweenTheScreens(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	uitest.TypeInto(s.seats[1].name, "Ben")
	uitest.Choose(t, w.Canvas(), s.seats[1].character, "Kubilai Khan")

	r := newRoundsScreen(w)
	w.SetContent(r.root)
	if r.st().Seats[1].Name != "Ben" || r.st().Seats[1].Character != "kubilai-khan" {
		t.Fatalf("the round helper shows %+v", r.st().Seats[1])
	}
	names := uitest.Entries(r.root)
	uitest.TypeInto(names[0], "Ana")

	again := newScoringScreen(w)
	if again.st().Seats[0].Name != "Ana" || again.st().Seats[1].Name != "Ben" {
		t.Errorf("the end scoring shows %q and %q", again.st().Seats[0].Name, again.st().Seats[1].Name)
	}
}

// Taking in the players typed on another screen is a change Undo takes
// back, like typing them; the shared list follows, and survives a restart
// (the screens opened again).
func TestSharedPlayersListUndo(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	r := newRoundsScreen(w)
	w.SetContent(r.root)
	uitest.TypeInto(uitest.Entries(r.root)[0], "Rosa")

	s := newScoringScreen(w)
	w.SetContent(s.root)
	uitest.TypeInto(s.seats[0].name, "Ana")
	if got := s.st().Seats[0].Name; got != "Ana" {
		t.Fatalf("the end scoring shows %q", got)
	}

	r = newRoundsScreen(w)
	w.SetContent(r.root)
	if got := r.st().Seats[0].Name; got != "Ana" {
		t.Fatalf("the round helper took %q", got)
	}
	test.Tap(uitest.Button(r.root, "Undo"))
	if got := r.st().Seats[0].Name; got != "Rosa" {
		t.Fatalf("undoing what the round helper took in gives %q", got)
	}
	if got := newTableState(t).Names[0]; got != "Rosa" {
		t.Errorf("the shared list says %q after the undo", got)
	}
	test.Tap(uitest.Button(r.root, "Redo"))
	if got := newTableState(t).Names[0]; got != "Ana" || r.st().Seats[0].Name != "Ana" {
		t.Errorf("after redo the round helper has %q, the shared list %q", r.st().Seats[0].Name, got)
	}

	// The end scoring, opened again, holds Ana already: nothing to take
	// in; Undo there takes back the name typed, one step for the word.
	s = newScoringScreen(w)
	w.SetContent(s.root)
	test.Tap(uitest.Button(s.root, "Undo"))
	if got := s.st().Seats[0].Name; got != "Rosa" {
		t.Errorf("undo on the end scoring gives %q, want the name it took in before", got)
	}
	test.Tap(uitest.Button(s.root, "Undo"))
	if got := s.st().Seats[0].Name; got != "" || newTableState(t).Names[0] != "" {
		t.Errorf("second undo on the end scoring gives %q", got)
	}
}

// newTableState reads the shared players list as a screen opening does.
func newTableState(t *testing.T) sharedTable {
	t.Helper()
	return *openTable(nil).Get()
}

// A Marco Polo setup with city bonuses at random, opened by its code on the
// setup screen, places the round helper's city bonuses as dealt.
func TestRoundHelperTakesTheDealtCityBonuses(t *testing.T) {
	uitest.NewApp(t)
	dealt, err := deal.Deal(deal.Request{Game: deal.MarcoPolo, Players: 3, Seed: 11, Options: map[string]string{deal.OptCityBonuses: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	beginner := newRoundsState().Bonuses
	moved := 0
	for _, p := range dealt.Setup.MarcoPolo.CityBonuses {
		if beginner[p.City] != p.Bonus {
			moved++
		}
	}
	if moved == 0 {
		t.Fatal("the test setup deals the beginner placement: pick another seed")
	}
	w := uitest.Window(t, nil)
	w.SetContent(setupscreen.New(w, deal.MarcoPolo, nil, nil))
	entries := uitest.Entries(w.Content())
	code := entries[len(entries)-1]
	for _, e := range entries {
		if strings.HasPrefix(e.PlaceHolder, "e.g.") {
			code = e
		}
	}
	uitest.TypeInto(code, dealt.Code)
	uitest.Tap(t, w.Content(), "Open code")

	r := newRoundsScreen(w)
	w.SetContent(r.root)
	for _, p := range dealt.Setup.MarcoPolo.CityBonuses {
		if got := r.st().Bonuses[p.City]; got != p.Bonus {
			t.Errorf("%s holds %q, the setup dealt %q", p.City, got, p.Bonus)
		}
	}
	if r.st().Players != 3 || !uitest.HasText(r.root, dealt.Code) {
		t.Errorf("%d players; the source of the bonuses is not named", r.st().Players)
	}
}
