package citygame

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// picker is the open tile picker; the test fails when there is none.
func picker(t *testing.T, w fyne.Window) fyne.CanvasObject {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no picker open")
	}
	return top
}

// TestGranadaPicker picks Granada faces by tapping type, value and moat
// edges: a value in play is greyed, a fourth moat is explained and
// refused, and the longest moat of the city follows.
func TestGranadaPicker(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Granada())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	openCity(t, s, w, 0)
	tapSquare(t, s, w, city.Pos{X: 1, Y: 0})
	p := picker(t, w)
	uitest.Choose(t, w.Canvas(), uitest.Select(t, p, 0), "Park")
	uitest.Tap(t, p, "5")
	uitest.Tap(t, p, "Choose")
	if c := s.record().Players[0].City; len(c) != 1 || c[0].Piece.Type != "park" || c[0].Piece.Value != 5 || c[0].Piece.Edges != "" {
		t.Fatalf("placed %v, want park 5 without moats", c)
	}
	tapSquare(t, s, w, city.Pos{X: 2, Y: 0})
	p = picker(t, w)
	uitest.Choose(t, w.Canvas(), uitest.Select(t, p, 0), "Park")
	if b := uitest.Button(p, "5"); b == nil || !b.Disabled() {
		t.Error("park 5, in play, is not greyed")
	}
	uitest.Tap(t, p, "6")
	for _, e := range []string{"N", "E", "S", "W"} {
		test.Tap(uitest.Check(t, p, e))
	}
	choose := uitest.Button(p, "Choose")
	if !choose.Disabled() || !uitest.HasText(p, "at most 3 moats") {
		t.Errorf("four moats not refused and explained: %v", uitest.Texts(p))
	}
	test.Tap(uitest.Check(t, p, "W"))
	if choose.Disabled() || uitest.HasText(p, "at most 3 moats") {
		t.Errorf("three moats refused: %v", uitest.Texts(p))
	}
	test.Tap(choose)
	c := s.record().Players[0].City
	if len(c) != 2 || c[1].Piece.Edges != "NES" || c[1].Piece.Value != 6 {
		t.Fatalf("placed %v, want park 6 with moats N, E, S", c)
	}
	if !uitest.HasText(w.Content(), "Longest moat: 3") || len(s.editor.view.run) != 3 {
		t.Errorf("moat 3 not shown (%d edges highlighted): %v", len(s.editor.view.run), uitest.Texts(w.Content()))
	}
}

// TestCountsMode scores a player from counts typed in (Count instead)
// beside players with cities, then switches the player back to a city.
func TestCountsMode(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	test.Tap(buttons(w.Content(), "Count instead")[1])
	form := picker(t, w)
	fields := uitest.Entries(form) // pavilion … tower, then the wall
	if len(fields) != 7 {
		t.Fatalf("%d fields, want 6 types and the wall", len(fields))
	}
	uitest.TypeInto(fields[0], "9") // the box holds 7 pavilions
	if !uitest.HasText(form, "The box holds 7; 7 left for this player") {
		t.Errorf("9 pavilions not refused: %v", uitest.Texts(form))
	}
	uitest.TypeInto(fields[0], "2")
	uitest.TypeInto(fields[6], "9") // 2 buildings carry at most 6 walls (3 each)
	if !uitest.HasText(form, "At most 6 with these buildings") {
		t.Errorf("a wall of 9 on 2 buildings not refused: %v", uitest.Texts(form))
	}
	uitest.TypeInto(fields[6], "3")
	uitest.Tap(t, form, "OK")
	if !uitest.HasText(w.Content(), "Counted: Pavilion 2 · Longest wall: 3") {
		t.Errorf("counts not shown: %v", uitest.Texts(w.Content()))
	}
	takeScoring(t, w, "1")
	// Round 1: the most pavilions score 1 (Ben alone), a wall of 3 scores 3.
	if got := s.record().Scorings[0].Running; !reflect.DeepEqual(got, []int{0, 4, 0}) {
		t.Errorf("running %v, want [0 4 0]", got)
	}
	uitest.Tap(t, w.Content(), "Build a city instead")
	if s.record().Players[1].Counted || len(buttons(w.Content(), "City")) != 3 {
		t.Error("Ben did not go back to a city")
	}
	uitest.Tap(t, w.Content(), "Undo")
	if !s.record().Players[1].Counted {
		t.Error("undo did not bring the counts back")
	}
}

// TestZoomKeepsTouchTargets: zooming out below a 44 px square gives an
// overview where a tap zooms in on the square tapped (to a 44 px touch
// target, nothing placed); the next tap lands on its square.
func TestZoomKeepsTouchTargets(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	openCity(t, s, w, 0)
	zoomOut := s.editor.object.(*fyne.Container).Objects[0]
	var out *widget.Button
	uitest.Walk(zoomOut, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Icon != nil && b.Icon.Name() == theme.ZoomOutIcon().Name() {
			out = b
		}
	})
	for range 10 {
		test.Tap(out)
	}
	tapSquare(t, s, w, city.Pos{X: 1, Y: 0})
	if side := s.editor.view.side(); side < 44 || w.Canvas().Overlays().Top() != nil {
		t.Errorf("a tap on the overview did not zoom in to a touch target: %.0f px", side)
	}
	place(t, s, w, city.Pos{X: 1, Y: 0}, "arcades-8-a")
	if c := s.record().Players[0].City; len(c) != 1 || c[0].X != 1 {
		t.Errorf("a tap after zooming out placed %v", c)
	}
}
