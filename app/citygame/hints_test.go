package citygame

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestHintsNeverContradict: a tile refused where it was tapped is shown in
// hand with the green squares only when there are some, and can go to the
// reserve; a reserve tile that mends a city left broken (a tile taken out
// between the start and another) is offered on that square and placed.
func TestHintsNeverContradict(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra)
	startGame(t, s, w, "Ana", "Ben")
	openCity(t, s, w, 0)
	place(t, s, w, city.Pos{X: 1, Y: 0}, "pavilion-2") // walls N, E, W: W faces the start
	if len(s.editor.view.hints) == 0 || !uitest.HasText(w.Content(), "The green squares are where it can go") {
		t.Errorf("hints %v, message %v", s.editor.view.hints, uitest.Texts(s.editor.message))
	}
	if !holds(s, "pavilion-2") {
		t.Error("the tile in hand is not shown")
	}
	uitest.Tap(t, s.editor.actions, "To reserve")
	if rs := s.record().Players[0].Reserve; len(rs) != 1 || rs[0].ID != "pavilion-2" {
		t.Fatalf("the tile in hand did not go to the reserve: %v", rs)
	}

	place(t, s, w, city.Pos{X: 1, Y: 0}, "arcades-8-a")
	place(t, s, w, city.Pos{X: 2, Y: 0}, "tower-11-a")
	tapSquare(t, s, w, city.Pos{X: 1, Y: 0})
	uitest.Tap(t, s.editor.actions, "To reserve") // the tower is now cut off
	reserve := s.editor.reserve.Objects
	test.Tap(reserve[len(reserve)-1].(*tileButton))
	if _, ok := s.editor.view.hints[city.Pos{X: 1, Y: 0}]; !ok {
		t.Fatalf("the arcades are not offered where they mend the city: %v; %v", s.editor.view.hints, uitest.Texts(s.editor.message))
	}
	if uitest.HasText(s.editor.message, "fits nowhere") {
		t.Error("a tile with a green square said to fit nowhere")
	}
	tapSquare(t, s, w, city.Pos{X: 1, Y: 0})
	r := s.record()
	if _, _, legal := r.Outline(0); !legal || len(s.record().Players[0].City) != 2 {
		t.Errorf("the reserve tile did not mend the city: %v", s.record().Players[0].City)
	}
}

// holds reports whether the editor shows tile id in hand.
func holds(s *screen, id string) bool {
	for _, o := range s.editor.actions.Objects {
		if b, ok := o.(*tileButton); ok && b.piece.ID == id {
			return true
		}
	}
	return false
}
