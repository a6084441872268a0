package sabika

import (
	"fmt"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

// checkN returns the n-th visible check box labelled text.
func checkN(t *testing.T, root fyne.CanvasObject, text string, n int) *widget.Check {
	t.Helper()
	var found []*widget.Check
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == text {
			found = append(found, c)
		}
	})
	if n >= len(found) {
		t.Fatalf("no check box %d %q", n, text)
	}
	return found[n]
}

// TestFourPlayersEndOfRoundThree plays a 4-player game to the end of
// round 3 by tapping and typing, and checks that the two tiles in the
// tower are each scored for every player from the holdings typed.
func TestFourPlayersEndOfRoundThree(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla", "Dan")
	// Round 1: the A tile joins the tower.
	confirm(t, s, "Confirm this step")
	want(t, s, "step 2 of 5")
	tapOption(t, s.body, "A1")
	for i, v := range []string{"1", "0", "2", "0"} {
		typeIn(t, s.body, "City with presence", i, v)
	}
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step") // tribute
	confirm(t, s, "Confirm this step") // stacks
	tapOption(t, s.body, "Ana")
	// Ana holds minor poem 1* and becomes start player: 2 PP (ES L901).
	pp := s.game.record().Game.Players[0].PP
	tapRadio(t, s.body, "Ana", 1)
	want(t, s, fmt.Sprintf("Ana: PP from %d to %d", pp, pp+2))
	confirm(t, s, "Start round 2")
	// Round 2: no wish; the era changes.
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step")
	confirm(t, s, "Confirm this step")
	want(t, s, "Era change")
	tapOption(t, s.body, "Ana")
	confirm(t, s, "Start round 3")
	// Round 3: income, then the B tile joins and both tiles score.
	typeIn(t, s.body, "Ana", 0, "3")
	confirm(t, s, "Confirm this step")
	want(t, s, "End of round 3 · step 2 of 5")
	tapOption(t, s.body, "B1")
	before := s.game.record().Game.Players
	presence := []string{"3", "0", "2", "1"}
	seals := []string{"1", "2", "0", "0"}
	for i := range 4 {
		typeIn(t, s.body, "City with presence", i, presence[i])
		onBoard(t, s, before[i].Name, "seals", seals[i])
	}
	test.Tap(checkN(t, s.body, "Fountain", 0)) // Ana
	test.Tap(checkN(t, s.body, "Fountain", 2)) // Carla
	want(t, s, "PP of each tile in the tower")
	// A1: 1 PP per presence; B1: 2 PP per seal, 3 PP for a fountain.
	gains := []int{3 + 2 + 3, 0 + 4, 2 + 3, 1}
	for i, p := range before {
		want(t, s, fmt.Sprintf("%s: PP from %d to %d", p.Name, p.PP, p.PP+gains[i]))
	}
	confirm(t, s, "Confirm this step")
	after := s.game.record().Game
	if len(after.Tower) != 2 || after.Narrator != 4 {
		t.Fatalf("tower %v, narrator %d", after.Tower, after.Narrator)
	}
	for i, p := range after.Players {
		if p.PP != before[i].PP+gains[i] {
			t.Errorf("%s: %d PP, want %d", p.Name, p.PP, before[i].PP+gains[i])
		}
	}
	want(t, s, "Tribute under space 4: 5 parias")
}

// TestWholeFourPlayerGame plays a whole 4-player game with events by
// taps: every end of round (both event changes included) and the final
// scoring, which ends the game with a winner.
func TestWholeFourPlayerGame(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	tapOption(t, s.body, "By hand")
	test.Tap(uitest.Check(t, s.body, "Advanced mode: events"))
	typeIn(t, s.body, "Active event", 0, "14")
	typeIn(t, s.body, "Future event", 0, "5")
	startByHand(t, s, "Ana", "Ben", "Carla", "Dan")
	for round, tile := range []string{"A1", "", "B1", ""} {
		typeIn(t, s.body, "Carla", 0, "2") // income
		confirm(t, s, "Confirm this step")
		if tile != "" {
			tapOption(t, s.body, tile)
		}
		confirm(t, s, "Confirm this step") // narrator
		confirm(t, s, "Confirm this step") // tribute: the proposals
		confirm(t, s, "Confirm this step") // stacks
		if round == 1 {
			typeIn(t, s.body, "Event", 0, "9")
		}
		confirm(t, s, "Confirm this step") // event change
		tapOption(t, s.body, "Dan")
		next := "Start round " + strconv.Itoa(round+2)
		if round == 3 {
			next = "Start round 5, the last"
		}
		confirm(t, s, next)
	}
	if ev := s.game.record().Game.Events; ev.Active != 9 || ev.Future != 0 || ev.Changes != 2 {
		t.Fatalf("events after round 4: %+v", ev)
	}
	tapOption(t, s.body, "C1")
	typeIn(t, s.body, "Major and minor buildings", 2, "6")
	confirm(t, s, "Score the end of the game")
	r := s.game.record()
	if !r.Game.Ended || r.Result == nil || len(r.Log) != 4*6+1 {
		t.Fatalf("ended %v, %d steps logged", r.Game.Ended, len(r.Log))
	}
	want(t, s, " wins")
}
