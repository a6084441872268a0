package sabika

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/setupscreen"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/setup/deal"
)

// Names typed in "Deal a setup" carry into the game started from that
// setup: nobody types them twice.
func TestDealtNamesCarryIntoTheGame(t *testing.T) {
	uitest.NewApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	w.SetContent(setupscreen.New(w, deal.Sabika, nil, nil))
	w.Resize(fyne.NewSize(360, 740))
	uitest.Tap(t, w.Content(), "Deal")
	var names []*widget.Entry
	for _, e := range uitest.Entries(w.Content()) {
		if e.PlaceHolder == "Player 1" || e.PlaceHolder == "Player 2" {
			names = append(names, e)
		}
	}
	if len(names) != 2 {
		t.Fatalf("%d name fields on the setup screen", len(names))
	}
	uitest.TypeInto(names[0], "Ana")
	uitest.TypeInto(names[1], "Ben")
	if err := store.Save(yourcopy.Key, testEdition()); err != nil {
		t.Fatal(err)
	}
	s, _ := reopen(t)
	uitest.Tap(t, s.body, "Start the game")
	if s.game == nil {
		t.Fatalf("no game opened: %v", uitest.Texts(s.body))
	}
	got := map[string]bool{}
	for _, p := range s.game.record().Game.Players {
		got[p.Name] = true
	}
	if !got["Ana"] || !got["Ben"] {
		t.Errorf("players %+v, not the names typed for the setup", s.game.record().Game.Players)
	}
}

// The holder of minor poem 1* is remembered from round to round, with
// its 2 dinars of income already entered (ES L901), and the building
// types ticked at a wish are ticked at the next.
func TestRememberedHoldingsOnScreen(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla")
	confirm(t, s, "Confirm this step")
	tapOption(t, s.body, "A1")
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step")
	tapOption(t, s.body, "Ben")
	tapRadio(t, s.body, "Carla", 1) // Carla holds minor poem 1*
	confirm(t, s, "Start round 2")
	if got := field(t, s.body, "Carla", 0).Text; got != "2" {
		t.Fatalf("Carla's income shows %q, not the 2 dinars of minor poem 1*", got)
	}
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step") // no wish in round 2
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step")
	if sel := poemOneGroup(t, s).Selected; sel != "Carla" {
		t.Fatalf("minor poem 1* is held by %q, not Carla as chosen last round", sel)
	}
	tapOption(t, s.body, "Ana")
	confirm(t, s, "Start round 3")
	confirm(t, s, "Confirm this step")
	tapOption(t, s.body, "B1") // counts fountains
	test.Tap(checkN(t, s.body, "Fountain", 1))
	confirm(t, s, "Confirm this step")
	if r := s.game.record(); len(r.Types) != 3 || len(r.Types[1]) != 1 {
		t.Fatalf("types kept %v", r.Types)
	}
}

// poemOneGroup is the radio group naming minor poem 1*'s holder.
func poemOneGroup(t *testing.T, s *screen) *widget.RadioGroup {
	t.Helper()
	var found *widget.RadioGroup
	uitest.Walk(s.body, func(o fyne.CanvasObject) {
		if rg, ok := o.(*widget.RadioGroup); ok && len(rg.Options) > 0 && rg.Options[0] == "Nobody" {
			found = rg
		}
	})
	if found == nil {
		t.Fatal("no choice of minor poem 1*'s holder")
	}
	return found
}
