package citygame

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/scoring/city"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// bigCity grows player 0's city with every catalogue tile that fits,
// each on the legal square nearest the start (cg.Hints), pass after pass;
// the tiles that fit nowhere go to the reserve.
func bigCity(tb testing.TB) cg.Record {
	r, err := cg.New("alhambra", "", "", []string{"Ana", "Ben", "Cai"})
	if err != nil {
		tb.Fatal(err)
	}
	left := alhambra.Tiles()
	for pass := 0; pass < 6 && len(left) > 0; pass++ {
		var rest []alhambra.Tile
		for _, t := range left {
			pc, _ := cg.AlhambraPiece(t.ID)
			hints, _ := r.Hints(0, pc)
			if len(hints) == 0 {
				rest = append(rest, t)
				continue
			}
			best := hints[0]
			for _, h := range hints {
				if abs(h.At.X)+abs(h.At.Y) < abs(best.At.X)+abs(best.At.Y) {
					best = h
				}
			}
			if r, err = r.Place(0, pc, best.At); err != nil {
				tb.Fatal(err)
			}
		}
		left = rest
	}
	for _, t := range left {
		pc, _ := cg.AlhambraPiece(t.ID)
		if r, err = r.AddToReserve(0, pc); err != nil {
			tb.Fatal(err)
		}
	}
	return r
}

func abs(n int) int { return max(n, -n) }

// BenchmarkEditRedraw is one edit of a 54-tile city (its last tile to
// the reserve and back, alternately) followed by what the screen does
// after it: validation, outline and longest run (editor.refresh), the
// rescoring of the table (tiles.Score), and a redraw of the city view in
// the software test renderer at its size on a phone (360×430) and on a
// desktop (1280×560). Saving (app/store's atomic write) is left out.
func BenchmarkEditRedraw(b *testing.B) {
	for _, size := range []fyne.Size{{Width: 360, Height: 430}, {Width: 1280, Height: 560}} {
		b.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(b *testing.B) { benchEdit(b, size, false) })
	}
	// The whole editor (bar, city, status, buttons, reserve) in a phone's
	// window, for comparison: the software renderer repaints all of it.
	b.Run("editor-360x740", func(b *testing.B) { benchEdit(b, fyne.NewSize(360, 740), true) })
}

func benchEdit(b *testing.B, size fyne.Size, whole bool) {
	uitest.NewApp(b)
	r := bigCity(b)
	if n := len(r.Players[0].City); n != 54 {
		b.Fatalf("a city of %d tiles", n)
	}
	s, _ := open(b, tiles.Alhambra())
	s.data.Get().Games = []entry{{Record: r}}
	s.show(0)
	s.edit(0)
	var content fyne.CanvasObject = s.editor.view
	if whole {
		content = s.root
	}
	w := test.NewWindow(content)
	defer w.Close()
	w.Resize(size)
	last := r.Players[0].City[len(r.Players[0].City)-1]
	at := city.Pos{X: last.X, Y: last.Y}
	w.Canvas().Capture()
	for i := 0; b.Loop(); i++ {
		cur := s.record()
		var next cg.Record
		var err error
		if i%2 == 0 {
			next, err = cur.ToReserve(0, at)
		} else {
			next, err = cur.FromReserve(0, len(cur.Players[0].Reserve)-1, at)
		}
		if err != nil {
			b.Fatal(err)
		}
		s.data.Get().Games[0].Record = next
		s.editor.refresh()
		t, err := next.Table()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := tiles.Score(t); err != nil {
			b.Fatal(err)
		}
		w.Canvas().Capture()
	}
}

// BenchmarkHints is the placement hints of one tile over every free
// square of a big city, as the editor marks them.
func BenchmarkHints(b *testing.B) {
	r := bigCity(b)
	var pc cg.Piece
	// The last tile placed is taken out again, so the city has 53 tiles
	// and every free square is a candidate for it.
	last := r.Players[0].City[len(r.Players[0].City)-1]
	r, err := r.Remove(0, city.Pos{X: last.X, Y: last.Y})
	if err != nil {
		b.Fatal(err)
	}
	pc = last.Piece
	for b.Loop() {
		if _, err := r.Hints(0, pc); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEmptyWindow is the floor under BenchmarkEditRedraw: a capture
// of an empty window of the same sizes in the software test renderer.
func BenchmarkEmptyWindow(b *testing.B) {
	for _, size := range []fyne.Size{{Width: 360, Height: 430}, {Width: 1280, Height: 560}} {
		b.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(b *testing.B) {
			uitest.NewApp(b)
			w := test.NewWindow(nil)
			defer w.Close()
			w.Resize(size)
			for b.Loop() {
				w.Canvas().Capture()
			}
		})
	}
}
