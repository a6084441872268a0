package citygame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/screenshot"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/scoring/city"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// grow places each piece on the legal square nearest the start, if any.
func grow(t testing.TB, r cg.Record, player int, pieces []cg.Piece) cg.Record {
	t.Helper()
	for _, pc := range pieces {
		hints, err := r.Hints(player, pc)
		if err != nil || len(hints) == 0 {
			continue
		}
		best := hints[0]
		for _, h := range hints {
			if abs(h.At.X)+abs(h.At.Y) < abs(best.At.X)+abs(best.At.Y) {
				best = h
			}
		}
		if r, err = r.Place(player, pc, best.At); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// midGame is a 4-player Alhambra game after the first scoring, the
// catalogue dealt round the table, about 9 tiles a city.
func midGame(t testing.TB) cg.Record {
	r, err := cg.New("alhambra", "", "", []string{"Ana", "Ben", "Cai", "Dan"})
	if err != nil {
		t.Fatal(err)
	}
	hands := make([][]cg.Piece, 4)
	for k, tile := range alhambra.Tiles()[:40] {
		pc, _ := cg.AlhambraPiece(tile.ID)
		hands[k%4] = append(hands[k%4], pc)
	}
	for i := range hands {
		r = grow(t, r, i, hands[i][:4])
	}
	if r, err = r.TakeScoring(); err != nil {
		t.Fatal(err)
	}
	for i := range hands {
		r = grow(t, r, i, hands[i][4:])
	}
	return r
}

// granadaCity is a 3-player Granada game whose first city has a moat run.
func granadaCity(t testing.TB) cg.Record {
	r, err := cg.New("granada", "", "", []string{"Lola", "Pedro", "Irene"})
	if err != nil {
		t.Fatal(err)
	}
	faces := []struct {
		typ   string
		value int
		moats city.Edges
	}{
		{"school", 9, city.N}, {"arena", 11, city.N}, {"park", 4, city.N | city.E}, {"market", 6, city.W | city.N},
		{"library", 8, city.S}, {"hostel", 3, 0}, {"hospital", 12, city.S}, {"district", 7, city.E}, {"bathhouse", 5, city.S | city.E},
	}
	var pieces []cg.Piece
	for _, f := range faces {
		pieces = append(pieces, cg.GranadaPiece(f.typ, f.value, f.moats))
	}
	return grow(t, r, 0, pieces)
}

func TestScreenshots(t *testing.T) {
	a := uitest.NewApp(t)
	shot := func(g *tiles.Game, r cg.Record, view int) func(w fyne.Window) fyne.CanvasObject {
		return func(w fyne.Window) fyne.CanvasObject {
			if err := store.Save(stateKey(g), state{Games: []entry{{ID: 1, Record: r}}}); err != nil {
				t.Fatal(err)
			}
			s := newScreen(g, w)
			if view >= 0 {
				s.show(0)
			}
			if view > 0 {
				s.edit(0)
			}
			return s.root
		}
	}
	// The Granada picker with four moats ticked: the refusal is said.
	fourMoats := func(w fyne.Window, content fyne.CanvasObject) {
		uitest.Tap(t, content, lang.X("citygame.place", "Place a tile"))
		top := w.Canvas().Overlays().Top()
		for _, k := range []int{0, 1, 2, 3} {
			test.Tap(uitest.Check(t, top, edgeName(k)))
		}
	}
	pickAlhambra := func(w fyne.Window, content fyne.CanvasObject) {
		uitest.Tap(t, content, lang.X("citygame.place", "Place a tile"))
	}
	counts := func(w fyne.Window, content fyne.CanvasObject) {
		uitest.Tap(t, content, lang.X("citygame.use.counts", "Count instead"))
	}
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range translation.Languages {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		screenshot.Take(t, a, code+"-alhambra-citygame-list", shot(tiles.Alhambra(), midGame(t), -1), nil)
		screenshot.Take(t, a, code+"-alhambra-citygame-city", shot(tiles.Alhambra(), midGame(t), 1), nil)
		screenshot.Take(t, a, code+"-alhambra-citygame-game", shot(tiles.Alhambra(), midGame(t), 0), nil)
		screenshot.Take(t, a, code+"-alhambra-citygame-picker", shot(tiles.Alhambra(), midGame(t), 1), pickAlhambra)
		screenshot.Take(t, a, code+"-granada-citygame-city", shot(tiles.Granada(), granadaCity(t), 1), nil)
		screenshot.Take(t, a, code+"-granada-citygame-counts", shot(tiles.Granada(), granadaCity(t), 0), counts)
		screenshot.Take(t, a, code+"-granada-citygame-picker", shot(tiles.Granada(), granadaCity(t), 1), fourMoats)
	}
}
