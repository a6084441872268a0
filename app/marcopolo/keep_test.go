package marcopolo

import (
	"testing"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/internal/uitest"
	hist "arrayan.io/arrayan/scoring/history"
)

// TestGameOverKeepsThePlay: the end scoring filled in by taps, "Game over:
// keep it" and Keep put the play in the history with its winner and
// totals; a camels tie-break is kept as such.
func TestGameOverKeepsThePlay(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	fillContractExample(t, s, w)
	uitest.Tap(t, s.root, "Game over: keep it")
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Keep")
	if !uitest.HasText(s.root, "Kept in the history") {
		t.Error("the button does not say the play was kept")
	}
	h := uitest.Window(t, nil)
	h.SetContent(history.NewScreen(h))
	for _, want := range []string{"The Voyages of Marco Polo", "Won by Ben — Ana 76 · Ben 82"} {
		if !uitest.HasText(h.Content(), want) {
			t.Errorf("the history lacks %q: %v", want, uitest.Texts(h.Content()))
		}
	}
	uitest.TapText(t, h.Content(), "Won by Ben — Ana 76 · Ben 82")
	for _, want := range []string{"2. Ben — 82 — winner", "1. Ana — 76", "Objective cards", "Beijing", "Contracts"} {
		if !uitest.HasText(h.Content(), want) {
			t.Errorf("the play's breakdown lacks %q: %v", want, uitest.Texts(h.Content()))
		}
	}

	// a tie on points broken by camels
	w2 := uitest.Window(t, nil)
	s2 := newScoringScreen(w2)
	w2.SetContent(s2.root)
	uitest.Tap(t, s2.root, "Reset all")
	uitest.TypeInto(s2.seats[1].camels.Entry, "4")
	uitest.Tap(t, s2.root, "Game over: keep it")
	uitest.Tap(t, w2.Canvas().Overlays().Top(), "Keep")
	var f hist.File
	var err error
	if f, err = history.Load(); err != nil || len(f.Plays) != 2 {
		t.Fatalf("%d plays kept (%v)", len(f.Plays), err)
	}
	if p := f.Plays[1]; p.TieBreak != hist.TieCamels || len(p.Winners) != 1 || p.Winners[0] != 1 {
		t.Errorf("the camels' tie kept as %+v", p)
	}
}
