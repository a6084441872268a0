package citygame

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// open shows the game companion of g in a desktop-sized window.
func open(t testing.TB, g *tiles.Game) (*screen, fyne.Window) {
	t.Helper()
	w := uitest.Window(t, nil)
	s := newScreen(g, w)
	w.SetContent(s.root)
	return s, w
}

// buttons are the visible buttons labelled text, in tree order.
func buttons(root fyne.CanvasObject, text string) []*widget.Button {
	var out []*widget.Button
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			out = append(out, b)
		}
	})
	return out
}

// startGame fills the new-game form with names (tapping the player count)
// and starts it.
func startGame(t testing.TB, s *screen, w fyne.Window, names ...string) {
	t.Helper()
	uitest.Tap(t, w.Content(), strconv.Itoa(len(names)))
	entries := uitest.Entries(w.Content())
	for i, n := range names {
		uitest.TypeInto(entries[i], n)
	}
	uitest.Tap(t, w.Content(), "Start game")
	if s.open < 0 {
		t.Fatalf("no game opened: %v", uitest.Texts(w.Content()))
	}
}

// openCity taps the City button of player i.
func openCity(t testing.TB, s *screen, w fyne.Window, i int) {
	t.Helper()
	bs := buttons(w.Content(), "City")
	if i >= len(bs) {
		t.Fatalf("no City button %d", i)
	}
	test.Tap(bs[i])
	if s.editor == nil || s.editor.player != i {
		t.Fatalf("the city of player %d did not open", i)
	}
}

// at is where square p of the open city is on the canvas.
func at(s *screen, p city.Pos) fyne.Position {
	v := s.editor.view
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(v)
	return abs.Add(v.squareCentre(p))
}

// tapSquare taps square p of the open city.
func tapSquare(t testing.TB, s *screen, w fyne.Window, p city.Pos) {
	t.Helper()
	test.TapCanvas(w.Canvas(), at(s, p))
}

// dragTile drags from square a to square b of the open city.
func dragTile(s *screen, w fyne.Window, a, b city.Pos) {
	from, to := at(s, a), at(s, b)
	test.Drag(w.Canvas(), to, to.X-from.X, to.Y-from.Y)
}

// pickTile taps the tile with catalogue id in the open picker.
func pickTile(t testing.TB, w fyne.Window, id string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no picker open")
	}
	var found *tileButton
	uitest.Walk(top, func(o fyne.CanvasObject) {
		if b, ok := o.(*tileButton); ok && b.piece.ID == id && found == nil {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no tile %s in the picker", id)
	}
	test.Tap(found)
}

// place taps an empty square and picks a tile for it.
func place(t testing.TB, s *screen, w fyne.Window, p city.Pos, id string) {
	t.Helper()
	tapSquare(t, s, w, p)
	pickTile(t, w, id)
}

// choosePlayer picks player name in the editor's drop-down.
func choosePlayer(t testing.TB, s *screen, w fyne.Window, name string) {
	t.Helper()
	uitest.Choose(t, w.Canvas(), s.editor.players, name)
}

// takeScoring taps "Take scoring round" and confirms it in the dialog.
func takeScoring(t testing.TB, w fyne.Window, round string) {
	t.Helper()
	uitest.Tap(t, w.Content(), "Take scoring "+round)
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("Take scoring %s asked nothing", round)
	}
	uitest.Tap(t, top, "Take scoring "+round)
}
