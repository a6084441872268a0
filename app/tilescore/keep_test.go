package tilescore

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestGranadaQuickScoreJoinsTheHistory: a Granada quick score typed in by
// taps (the rulebook's "Recuento C" of schools), then "Game over: keep it"
// and Keep: the history lists it with the winner and totals.
func TestGranadaQuickScoreJoinsTheHistory(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Granada())
	setPlayers(t, s, w, 3)
	test.Tap(uitest.RadioOption(t, w.Content(), "C"))
	typeInto(s.seats[0].name, "Ana")
	typeInto(s.seats[1].name, "Ben")
	typeInto(s.seats[2].name, "Cai")
	typeInto(s.seats[0].counts["school"].Entry, "4")
	typeInto(s.seats[0].best["school"].Entry, "9")
	typeInto(s.seats[1].counts["school"].Entry, "4")
	typeInto(s.seats[1].best["school"].Entry, "12")
	typeInto(s.seats[2].counts["school"].Entry, "2")
	typeInto(s.seats[2].best["school"].Entry, "5")
	uitest.Tap(t, s.object, "Game over: keep it")
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Keep")
	h := uitest.Window(t, nil)
	h.SetContent(history.NewScreen(h))
	for _, want := range []string{"Granada", "Won by Ben — Ana 20 · Ben 30 · Cai 10"} {
		if !uitest.HasText(h.Content(), want) {
			t.Errorf("the history lacks %q: %v", want, uitest.Texts(h.Content()))
		}
	}
	uitest.TapText(t, h.Content(), "Won by Ben — Ana 20 · Ben 30 · Cai 10")
	for _, want := range []string{"Granada — ", "2. Ben — 30 — winner", "1. Ana — 20", "3. Cai — 10"} {
		if !uitest.HasText(h.Content(), want) {
			t.Errorf("the play's breakdown lacks %q: %v", want, uitest.Texts(h.Content()))
		}
	}
}
