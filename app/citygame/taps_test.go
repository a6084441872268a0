package citygame

import (
	"cmp"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/scoring/city"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// plannedTile is one tile of a city to enter and its square.
type plannedTile struct {
	id string
	at city.Pos
}

// plan20 lays out a legal 20-tile Alhambra city type by type, each tile
// on the legal square nearest the start (the engine's hints) at most rows
// squares above or below it (3 keeps it within a desktop window's view).
func plan20(t *testing.T, rows int) []plannedTile {
	t.Helper()
	r, err := cg.New("alhambra", "", "", []string{"A", "B", "C"})
	if err != nil {
		t.Fatal(err)
	}
	var out []plannedTile
	placed := map[string]bool{}
	byWalls := slices.Clone(alhambra.Tiles())
	slices.SortStableFunc(byWalls, func(a, b alhambra.Tile) int { return cmp.Compare(len(a.Walls), len(b.Walls)) })
	for pass := 1; pass <= 3 && len(out) < 20; pass++ {
		for _, typ := range alhambra.Types {
			n := 0
			for _, tl := range byWalls {
				if tl.Type != typ || placed[tl.ID] || len(out) == 20 || n == 4*pass {
					continue
				}
				pc, _ := cg.AlhambraPiece(tl.ID)
				hints, _ := r.Hints(0, pc)
				hints = slices.DeleteFunc(hints, func(h cg.Hint) bool { return h.At.Y < -rows || h.At.Y > rows })
				if len(hints) == 0 {
					continue
				}
				best := slices.MinFunc(hints, func(a, b cg.Hint) int {
					return cmp.Compare(abs(a.At.X)+abs(a.At.Y), abs(b.At.X)+abs(b.At.Y))
				})
				if r, err = r.Place(0, pc, best.At); err != nil {
					t.Fatal(err)
				}
				out = append(out, plannedTile{tl.ID, best.At})
				placed[tl.ID] = true
				n++
			}
		}
	}
	if len(out) != 20 {
		t.Fatalf("planned %d tiles", len(out))
	}
	return out
}

// TestAlhambraCityTaps (goal: a 20-tile Alhambra city in at most 30
// taps), at desktop and phone sizes: from the game, one tap opens the
// city; each tile is one drag from the editor's tray onto its square, and a
// tap on a building type changes the tray's type. Every tap and drag is
// counted, and the tray tile, its type's button and the square lie within
// the window when used: no scroll is needed.
func TestAlhambraCityTaps(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(1280, 800), fyne.NewSize(360, 740)} {
		uitest.NewApp(t)
		s, w := open(t, tiles.Alhambra())
		w.Resize(size)
		startGame(t, s, w, "Ana", "Ben", "Cai")
		planned := plan20(t, 3)

		taps := 0
		test.Tap(buttons(w.Content(), "City")[0])
		taps++
		shown := alhambra.Types[0]
		for _, p := range planned {
			pc, _ := cg.AlhambraPiece(p.id)
			if pc.Type != shown {
				uitest.InView(t, w.Canvas(), uitest.Button(s.editor.trayTypes, typeName(pc.Type)))
				uitest.Tap(t, s.editor.trayTypes, typeName(pc.Type))
				taps++
				shown = pc.Type
			}
			uitest.InView(t, w.Canvas(), trayTileOf(t, s, p.id))
			from := trayTilePos(t, s, p.id)
			to := at(s, p.at)
			if view := s.editor.view; !inside(to, fyne.CurrentApp().Driver().AbsolutePositionForObject(view), view.Size()) {
				t.Fatalf("%v: square %v at %v is outside the city's view", size, p.at, to)
			}
			test.Drag(w.Canvas(), from, to.X-from.X, to.Y-from.Y)
			taps++
		}
		r := s.record()
		if n := len(r.Players[0].City); n != 20 {
			t.Fatalf("%v: %d tiles placed, want 20: %v", size, n, r.Players[0].City)
		}
		if _, _, legal := r.Outline(0); !legal {
			t.Errorf("%v: the city entered breaks a building rule", size)
		}
		if taps > 30 {
			t.Errorf("%v: a 20-tile city took %d taps, want at most 30", size, taps)
		}
		t.Logf("%v: 20 tiles in %d taps", size, taps)
	}
}

// inside reports whether p lies within the rectangle at origin o of size sz.
func inside(p, o fyne.Position, sz fyne.Size) bool {
	return p.X >= o.X && p.Y >= o.Y && p.X <= o.X+sz.Width && p.Y <= o.Y+sz.Height
}

// trayTileOf is tile id in the editor's tray; the test fails when the tray
// does not show it.
func trayTileOf(t *testing.T, s *screen, id string) *trayTile {
	t.Helper()
	for _, o := range s.editor.tray.Objects {
		if tt, ok := o.(*trayTile); ok && tt.piece.ID == id {
			return tt
		}
	}
	t.Fatalf("tile %s is not in the tray", id)
	return nil
}

// trayTilePos is the centre of tile id in the editor's tray, on the
// canvas; the test fails when the tray does not show it.
func trayTilePos(t *testing.T, s *screen, id string) fyne.Position {
	t.Helper()
	for _, o := range s.editor.tray.Objects {
		if tt, ok := o.(*trayTile); ok && tt.piece.ID == id {
			p := fyne.CurrentApp().Driver().AbsolutePositionForObject(tt)
			return p.Add(fyne.NewPos(pickSize/2, pickSize/2))
		}
	}
	t.Fatalf("tile %s is not in the tray", id)
	return fyne.Position{}
}

// TestCityOpensFitted: a 20-tile city opened on a phone is shown whole,
// every tile inside the view, and zooming out as far as it goes keeps it
// whole; the fit button brings the whole city back after panning away.
func TestCityOpensFitted(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	planned := plan20(t, 1) // a long city, wider than a phone at full size
	r := s.record()
	for _, p := range planned {
		pc, _ := cg.AlhambraPiece(p.id)
		var err error
		if r, err = r.Place(0, pc, p.at); err != nil {
			t.Fatal(err)
		}
	}
	s.set(r) // the city as a game saved earlier holds it
	w.Resize(fyne.NewSize(360, 740))
	openCity(t, s, w, 0)
	whole := func(when string) {
		v := s.editor.view
		for _, p := range append(planned, plannedTile{at: city.Pos{}}) {
			c, half := v.squareCentre(p.at), v.side()/2
			if c.X-half < 0 || c.Y-half < 0 || c.X+half > v.Size().Width || c.Y+half > v.Size().Height {
				t.Errorf("%s: square %v lies outside the %v view", when, p.at, v.Size())
				return
			}
		}
	}
	t.Logf("opened: view %v, zoom %.2f", s.editor.view.Size(), s.editor.view.zoom)
	whole("opened")
	test.Drag(w.Canvas(), at(s, city.Pos{X: 0, Y: 3}), 300, 300) // pan far away
	uitest.Walk(s.editor.object, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Icon != nil && b.Icon.Name() == theme.ViewRestoreIcon().Name() {
			test.Tap(b)
		}
	})
	whole("fitted again")
}
