package citygame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestChosenTileButtonsDoNotOverlap: on a phone, choosing a tile and then
// Move adds buttons to the panel under the city; the panel lays out again,
// so no button lies over another. A tile that can go nowhere else says so.
func TestChosenTileButtonsDoNotOverlap(t *testing.T) {
	uitest.NewApp(t)
	if err := store.Save(stateKey(tiles.Alhambra()), state{Games: []entry{{ID: 1, Record: midGame(t)}}}); err != nil {
		t.Fatal(err)
	}
	s, w := open(t, tiles.Alhambra())
	w.Resize(fyne.NewSize(360, 740))
	uitest.Tap(t, w.Content(), "Resume")
	openCity(t, s, w, 0)
	// Ana's first tile, pavilion 6 at (-1, 0), holds the arcades at (-2, 0).
	tapSquare(t, s, w, city.Pos{X: -1, Y: 0})
	uitest.Tap(t, w.Content(), "Move")
	if !uitest.HasText(w.Content(), "cannot go anywhere else") {
		t.Errorf("no word on a tile that cannot move: %v", uitest.Texts(w.Content()))
	}
	var rects []struct {
		text     string
		pos, end fyne.Position
	}
	d := fyne.CurrentApp().Driver()
	uitest.Walk(s.editor.panel.Content, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Visible() {
			p := d.AbsolutePositionForObject(b)
			rects = append(rects, struct {
				text     string
				pos, end fyne.Position
			}{b.Text, p, p.Add(b.Size())})
		}
	})
	for i, a := range rects {
		for _, b := range rects[i+1:] {
			if a.pos.X < b.end.X && b.pos.X < a.end.X && a.pos.Y < b.end.Y && b.pos.Y < a.end.Y {
				t.Errorf("%q and %q overlap", a.text, b.text)
			}
		}
	}
}
