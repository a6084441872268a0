package sabika

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
)

// TestTributeStackAndIllegalMixCorrected pays a tribute where a mix that
// does not cover the due, and one paying a seal not held, are refused
// beside their fields; corrected, it is confirmed, the start player lands
// on top of the counter already on his space, and the players correct the
// stack's order as their board shows it (then take it back).
func TestTributeStackAndIllegalMixCorrected(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla")
	confirm(t, s, "Confirm this step") // income
	tapOption(t, s.body, "A1")
	confirm(t, s, "Confirm this step") // narrator: nobody holds anything
	want(t, s, "Tribute under space 2: 3 parias")
	// Holdings as the table shows them: Ana 4 parias, Ben 1.
	onBoard(t, s, "Ana", "parias", "4") // the board shows
	onBoard(t, s, "Ben", "parias", "1")
	// Ruling 8: the track first, then seals, dinars, PP, listed in that
	// order so that the proposal reads as it is made.
	want(t, s, "track 1 · seals 0 · dinars 4 · PP 0")
	// Ben keeps his paria: 4 dinars pay only 2 of the 3 due.
	typeIn(t, s.body, "Paria track", 1, "0")
	want(t, s, "pays 2 parias, but 3 are due")
	if b := uitest.Button(s.body, "Confirm this step"); !b.Disabled() {
		t.Fatal("an illegal mix can be confirmed")
	}
	typeIn(t, s.body, "Seals", 1, "1") // Ben pays a seal he does not hold
	want(t, s, "pays 1 but the player holds 0")
	typeIn(t, s.body, "Seals", 1, "0")
	typeIn(t, s.body, "PP", 1, "1")
	if uitest.HasText(s.body, "the player holds 0") || uitest.HasText(s.body, "3 are due") {
		t.Fatalf("the corrected mix is still refused: %v", uitest.Texts(s.body))
	}
	want(t, s, "After the tribute, Ana chooses the next start player.")
	confirm(t, s, "Confirm this step")
	g := s.game.record().Game
	if g.Players[0].Parias != 1 || g.Players[1].Parias != 1 || g.Players[1].PP != 4 || g.Players[1].Dinars != 1 {
		t.Fatalf("after the tribute: %+v", g.Players)
	}
	want(t, s, "1: Ana / Ben") // Ana moved back onto Ben: on top (ruling 10)
	want(t, s, "No counter is ahead of Ana's, on top of the stack on space 1: Ana chooses")
	uitest.Tap(t, s.body, "Put Ben above Ana")
	want(t, s, "1: Ben / Ana")
	want(t, s, "No counter is ahead of Ben's, on top of the stack on space 1: Ben chooses")
	uitest.Tap(t, s.body, "Undo")
	want(t, s, "1: Ana / Ben")
	uitest.Tap(t, s.body, "Redo")
	want(t, s, "1: Ben / Ana")
	confirm(t, s, "Confirm this step")
	want(t, s, "Ben chooses the start player of the next round:")
}
