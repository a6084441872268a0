package citygame

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/alhambra"
	cg "arrayan.io/arrayan/scoring/citygame"
)

// trayTile is a tile of the editor's tray: dragged onto the city it goes
// to the square where the drag ends (one touch a tile); tapped it is held,
// with the squares where it can go marked.
type trayTile struct {
	tileButton
	onDrop func(abs fyne.Position)
	drop   fyne.Position
	moved  bool
}

func newTrayTile(e *editor, pc cg.Piece, tap func(), drop func(fyne.Position)) *trayTile {
	t := &trayTile{tileButton: tileButton{piece: pc, moat: e.s.game.Feature == "moat", onTap: tap}, onDrop: drop}
	t.ExtendBaseWidget(t)
	ui.TouchDraggable(t)
	return t
}

// Dragged follows the pointer. Drivers report where it is now
// (AbsolutePosition); one that does not (the test driver) gives the point
// where the drag began and the whole step.
func (t *trayTile) Dragged(ev *fyne.DragEvent) {
	t.moved = true
	if !ev.AbsolutePosition.IsZero() {
		t.drop = ev.AbsolutePosition
		return
	}
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(t)
	t.drop = abs.Add(ev.Position).Add(ev.Dragged)
}

// DragEnd drops the tile where the pointer let go.
func (t *trayTile) DragEnd() {
	if t.moved && t.onDrop != nil {
		t.onDrop(t.drop)
	}
	t.moved = false
}

// newTray is the Alhambra editor's tray: a button per building type and
// the tiles of the type chosen that are not in play anywhere.
func (e *editor) newTray() fyne.CanvasObject {
	e.trayType = alhambra.Types[0]
	e.trayTypes = container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellButton})
	e.tray = container.NewGridWrap(fyne.NewSize(pickSize, pickSize+20))
	e.trayEmpty = ui.Wrapped("")
	e.trayEmpty.Hide()
	note := ui.Wrapped(lang.X("citygame.tray", "Drag a tile onto its square, or tap it to see where it can go."))
	return container.NewVBox(e.trayTypes, e.tray, e.trayEmpty, note)
}

// showTray fills the tray from the record: the tiles of the chosen type
// still in the box or on the market (cg.Usage).
func (e *editor) showTray(r cg.Record) {
	if e.tray == nil {
		return
	}
	e.trayTypes.Objects = nil
	for _, typ := range alhambra.Types {
		b := widget.NewButton(typeName(typ), func() { e.trayType = typ; e.refresh() })
		if typ == e.trayType {
			b.Importance = widget.HighImportance
		}
		e.trayTypes.Objects = append(e.trayTypes.Objects, b)
	}
	used := cg.Usage(r)
	e.tray.Objects = nil
	for _, t := range alhambra.Tiles() {
		if t.Type != e.trayType || len(used[t.ID]) > 0 {
			continue
		}
		pc, _ := cg.AlhambraPiece(t.ID)
		e.tray.Objects = append(e.tray.Objects, newTrayTile(e, pc, func() {
			e.clear()
			e.held = &pc
			e.refresh()
		}, func(abs fyne.Position) { e.dropAt(pc, abs) }))
	}
	// An emptied tray says why it is empty rather than showing nothing.
	if len(e.tray.Objects) == 0 {
		e.trayEmpty.SetText(lang.X("citygame.tray.empty", "No {{.Type}} tiles left to place.",
			map[string]any{"Type": typeName(e.trayType)}))
		e.trayEmpty.Show()
	} else {
		e.trayEmpty.Hide()
	}
}

// dropAt places a tile dropped at an absolute position on the city's
// square there, or holds it with its green squares when the rules refuse
// that square; a drop outside the city does nothing.
func (e *editor) dropAt(pc cg.Piece, abs fyne.Position) {
	rel := abs.Subtract(fyne.CurrentApp().Driver().AbsolutePositionForObject(e.view))
	if sz := e.view.Size(); rel.X < 0 || rel.Y < 0 || rel.X >= sz.Width || rel.Y >= sz.Height {
		return
	}
	e.placeOrHold(pc, e.view.squareAt(rel))
}
