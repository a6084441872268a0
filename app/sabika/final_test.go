package sabika

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

// tapN taps the n-th visible button labelled text.
func tapN(t *testing.T, root fyne.CanvasObject, text string, n int) {
	t.Helper()
	var found []*widget.Button
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = append(found, b)
		}
	})
	if n >= len(found) {
		t.Fatalf("no button %d %q", n, text)
	}
	test.Tap(found[n])
}

// toTheEnd plays Ana and Ben's game to the end of round 5, the wish tiles
// A1 and B1 scored on nothing; at the last tribute before the end both
// hold the same: 6 parias, no dinars or seals, 10 PP.
func toTheEnd(t *testing.T, s *screen) {
	t.Helper()
	startByHand(t, s, "Ana", "Ben")
	for round, tile := range []string{"A1", "", "B1"} {
		confirm(t, s, "Confirm this step")
		if tile != "" {
			tapOption(t, s.body, tile)
		}
		confirm(t, s, "Confirm this step")
		confirm(t, s, "Confirm this step")
		confirm(t, s, "Confirm this step")
		tapOption(t, s.body, "Ana")
		confirm(t, s, "Start round "+strconv.Itoa(round+2))
	}
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step")
	for k, v := range map[string]string{"parias": "6", "dinars": "0", "seals": "0", "pp": "10"} {
		onBoard(t, s, "Ana", k, v)
		onBoard(t, s, "Ben", k, v)
	}
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step")
	tapOption(t, s.body, "Ana")
	confirm(t, s, "Start round 5, the last")
}

// TestFinalScoringTieBrokenByBuildings scores the end of a game where Ana
// and Ben end level on PP (a ranking poem paying Ben 6 as 2nd of 2,
// ruling 7) and Ben wins with more buildings (ES L893).
func TestFinalScoringTieBrokenByBuildings(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	toTheEnd(t, s)
	want(t, s, "End of the game")
	tapOption(t, s.body, "C1")
	for i := range 2 {
		typeIn(t, s.body, "Poem of any colour", i, "2")
		typeIn(t, s.body, "Goods kept", i, "1")
		typeIn(t, s.body, "Trade card PP", i, "3")
		tapN(t, s.body, "Add a major poem", i)
	}
	typeIn(t, s.body, "Major and minor buildings", 0, "3")
	typeIn(t, s.body, "Major and minor buildings", 1, "5")
	typeIn(t, s.body, "Major poem 1 (PP on the card)", 0, "10")
	typeIn(t, s.body, "Major poem 1 (PP on the card)", 1, "4")
	uitest.Tap(t, s.body, "Add a ranking poem")
	tapOption(t, s.body, "Ben")
	typeIn(t, s.body, "Ana", 0, "2")
	typeIn(t, s.body, "Ben", 0, "1")
	// Ana's final tribute without her paria: refused, then the proposal.
	typeIn(t, s.body, "Paria track", 0, "0") // 0: what she holds
	want(t, s, "pays 5 parias, but 6 are due")
	uitest.Tap(t, s.body, "Back to the proposal")
	if uitest.HasText(s.body, "6 are due") {
		t.Fatal("the proposal is refused")
	}
	// 10 PP + 2 wishes − 5 tribute (1 paria, then PP) + 10 poems + 3
	// trade + 1 good = 21 each.
	want(t, s, "Ben wins: tied on 21 PP, with the most buildings (5).")
	confirm(t, s, "Score the end of the game")
	r := s.game.record()
	if !r.Game.Ended || r.Phase != PhaseEnded || len(r.Result.Winners) != 1 || r.Result.Winners[0] != 1 {
		t.Fatalf("ended %v, phase %s, result %+v", r.Game.Ended, r.Phase, r.Result)
	}
	want(t, s, "Final scoring")
	// The finished game stays readable from the list.
	uitest.Tap(t, s.body, "Games")
	want(t, s, "Ended · won by Ben")
	uitest.Tap(t, s.body, "Read")
	want(t, s, "Ben wins: tied on 21 PP, with the most buildings (5).")
}
