package citygame

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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
	s, w := open(t, tiles.Alhambra())
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

// TestHintClearOfTileNumbers (item: the "→16" hint clear of the tile's
// number): while a tile is being moved, and while one is held, no hint is
// drawn on a square that shows a tile, and each hint's text lies within
// its own square, clear of every tile's number, at full size and zoomed
// out.
func TestHintClearOfTileNumbers(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben")
	openCity(t, s, w, 0)
	place(t, s, w, city.Pos{X: 1, Y: 0}, "arcades-8-a")
	place(t, s, w, city.Pos{X: -1, Y: 0}, "pavilion-6")
	tapSquare(t, s, w, city.Pos{X: 1, Y: 0})
	uitest.Tap(t, s.editor.actions, "Move")
	for _, zoom := range []float32{1, 0.5} {
		v := s.editor.view
		v.Zoom(zoom / v.zoom)
		if len(v.hints) == 0 {
			t.Fatal("no hints while moving a tile")
		}
		numbers, hints := tileTexts(v)
		for _, h := range hints {
			for _, n := range numbers {
				if overlap(h, n) {
					t.Errorf("zoom %v: hint %q over the tile's number %q", zoom, h.Text, n.Text)
				}
			}
		}
	}
}

// tileTexts are the texts the city view draws: the tiles' numbers and the
// hints' arrows.
func tileTexts(v *cityView) (numbers, hints []*canvas.Text) {
	for _, o := range v.objects {
		if tx, ok := o.(*canvas.Text); ok {
			if strings.HasPrefix(tx.Text, "→") {
				hints = append(hints, tx)
			} else if _, err := strconv.Atoi(tx.Text); err == nil {
				numbers = append(numbers, tx)
			}
		}
	}
	return numbers, hints
}

// overlap reports whether two texts' drawn extents meet: each is as wide
// as its text measures, centred in its box.
func overlap(a, b *canvas.Text) bool {
	ext := func(tx *canvas.Text) (x0, y0, x1, y1 float32) {
		m := fyne.MeasureText(tx.Text, tx.TextSize, tx.TextStyle)
		x0 = tx.Position().X + (tx.Size().Width-m.Width)/2
		return x0, tx.Position().Y, x0 + m.Width, tx.Position().Y + m.Height
	}
	ax0, ay0, ax1, ay1 := ext(a)
	bx0, by0, bx1, by1 := ext(b)
	return ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1
}
