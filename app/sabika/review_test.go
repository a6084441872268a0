package sabika

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
)

// TestStackReorderIsLogged corrects a stack's order as the board shows it
// and confirms: the log of confirmed steps keeps the new order, so that a
// finished game tells who was on top (ruling 10).
func TestStackReorderIsLogged(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla")
	confirm(t, s, "Confirm this step") // income
	tapOption(t, s.body, "A1")
	confirm(t, s, "Confirm this step") // narrator
	typeIn(t, s.body, "Paria track", 0, "4")
	typeIn(t, s.body, "Paria track", 2, "1")
	typeIn(t, s.body, "Paria track", 3, "0") // Ben keeps his paria
	typeIn(t, s.body, "PP", 3, "1")
	confirm(t, s, "Confirm this step") // tribute: Ana lands on Ben
	uitest.Tap(t, s.body, "Put Ben above Ana")
	confirm(t, s, "Confirm this step")
	want(t, s, "Round 1, paria stacks: paria track order Ben / Ana")
	uitest.Tap(t, s.body, "Undo")
	want(t, s, "1: Ben / Ana")
	uitest.Tap(t, s.body, "Undo")
	want(t, s, "1: Ana / Ben")
	if uitest.HasText(s.body, "Round 1, paria stacks") {
		t.Fatal("an undone step stays in the log")
	}
}
