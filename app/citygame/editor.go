package citygame

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/city"
	cg "arrayan.io/arrayan/scoring/citygame"
)

// editor is one player's city on screen: tap an empty square to pick a
// tile for it, or drag one from the tray (Alhambra) onto its square; tap a
// tile to move, replace, reserve or remove it, drag a tile to move it; the
// reserve below. Every edit is an engine operation;
// the view shows the engine's validation, longest run and hints.
type editor struct {
	s      *screen
	player int

	view     *cityView
	object   fyne.CanvasObject
	status   *widget.Label   // the longest wall or moat, or the rule broken
	problems *fyne.Container // each broken rule in words
	message  *widget.Label   // what a tap will do now
	actions  *fyne.Container // the chosen tile's buttons
	reserve  *fyne.Container
	players  *widget.Select
	panel    *container.Scroll // status, buttons and reserve under the city

	held        *cg.Piece // a tile waiting for a square
	heldReserve int       // its index in the reserve, or -1
	selected    *city.Pos // the tile chosen in the city
	moving      bool      // the chosen tile goes to the next square tapped
	refused     bool      // the tile held was refused on the square tapped

	tray      *fyne.Container // Alhambra: the tiles to drag onto the city
	trayTypes *fyne.Container // a button per building type
	trayType  string          // the type the tray shows
	trayEmpty *widget.Label   // says so when no tile of the type is left
}

func newEditor(s *screen, player int) *editor {
	e := &editor{s: s, player: player, heldReserve: -1}
	e.view = newCityView(s.game.Feature == "moat", e.tapped, e.dragged)
	e.status = ui.Heading("")
	e.problems = container.NewVBox()
	e.message = ui.Wrapped("")
	e.actions = container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellButton})
	e.reserve = container.NewGridWrap(fyne.NewSize(pickSize, pickSize+20))
	back := widget.NewButtonWithIcon(lang.X("citygame.back.game", "Game"), theme.NavigateBackIcon(), func() { s.editor = nil; s.redraw() })
	e.players = widget.NewSelect(nil, func(name string) {
		if k := slices.IndexFunc(s.record().Players, func(p cg.Player) bool { return p.Name == name }); k >= 0 && k != e.player {
			e.player = k
			e.clear()
			e.refresh()
		}
	})
	// A player is always chosen, so the list never shows its placeholder,
	// whose width ("(Select one)") would only widen the bar past a 360 px
	// phone in the app's theme (TestEditorFitsAPhone). Fyne
	// puts its own back for an empty one, hence a space.
	e.players.PlaceHolder = " "
	zoomOut := widget.NewButtonWithIcon("", theme.ZoomOutIcon(), func() { e.view.Zoom(1 / zoomStep) })
	zoomIn := widget.NewButtonWithIcon("", theme.ZoomInIcon(), func() { e.view.Zoom(zoomStep) })
	centre := widget.NewButtonWithIcon("", theme.ViewRestoreIcon(), e.view.Fit) // the whole city
	bar := container.NewBorder(nil, nil, back, container.NewHBox(zoomOut, zoomIn, centre), e.players)
	place := widget.NewButtonWithIcon(lang.X("citygame.place", "Place a tile"), theme.ContentAddIcon(), e.pickToHold)
	toReserve := widget.NewButtonWithIcon(lang.X("citygame.reserve.add", "Add to reserve"), theme.ContentAddIcon(), func() {
		s.pick(func(pc cg.Piece) { e.do(func(r cg.Record) (cg.Record, error) { return r.AddToReserve(e.player, pc) }) })
	})
	tools := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, place, toReserve, s.data.UndoButton(), s.data.RedoButton())
	// Alhambra's tray comes first under the city, so that on a phone too the
	// tiles are dragged without scrolling.
	bottom := container.NewVBox()
	split := splitLayout{}
	if s.game.Feature == "wall" {
		bottom.Add(e.newTray())
		split.tray = true
	}
	bottom.Add(e.status)
	bottom.Add(e.message)
	bottom.Add(e.actions)
	bottom.Add(e.problems)
	bottom.Add(tools)
	bottom.Add(widget.NewLabel(lang.X("citygame.reserve", "Reserve")))
	bottom.Add(e.reserve)
	e.panel = container.NewVScroll(bottom)
	e.object = container.New(split, container.NewVBox(bar, widget.NewSeparator()), e.view, e.panel)
	e.refresh()
	return e
}

// clear forgets the chosen tile and the tile held.
func (e *editor) clear() {
	e.held, e.heldReserve, e.selected, e.moving, e.refused = nil, -1, nil, false, false
}

// do runs an engine operation on the game and forgets the choice made
// when it succeeds.
func (e *editor) do(op func(cg.Record) (cg.Record, error)) {
	if e.s.apply(op) {
		e.clear()
		e.s.redraw()
	}
}

// tapped handles a tap on square p of the city.
func (e *editor) tapped(p city.Pos) {
	switch {
	case p == city.Pos{}:
		e.clear()
	case e.view.tileAt(p):
		if e.selected != nil && *e.selected == p {
			e.clear()
		} else {
			e.clear()
			e.selected = &p
		}
	case e.moving && e.selected != nil:
		from := *e.selected
		e.do(func(r cg.Record) (cg.Record, error) { return r.Move(e.player, from, p) })
		return
	case e.held != nil && e.heldReserve >= 0:
		k := e.heldReserve
		e.do(func(r cg.Record) (cg.Record, error) { return r.FromReserve(e.player, k, p) })
		return
	case e.held != nil:
		pc := *e.held
		e.do(func(r cg.Record) (cg.Record, error) { return r.Place(e.player, pc, p) })
		return
	default:
		e.s.pick(func(pc cg.Piece) { e.placeOrHold(pc, p) })
	}
	e.refresh()
}

// placeOrHold places a picked tile on the square tapped when the rules
// allow it there; otherwise the tile is held and the squares it may go to
// are marked.
func (e *editor) placeOrHold(pc cg.Piece, p city.Pos) {
	next, err := e.s.record().Place(e.player, pc, p)
	if err == nil {
		e.clear()
		e.s.set(next)
		return
	}
	r := e.s.record()
	if _, herr := r.Hints(e.player, pc); herr != nil {
		e.s.refuse(herr)
		return
	}
	e.clear()
	e.held, e.refused = &pc, true
	e.refresh()
}

// pickToHold picks a tile and marks every square it may go to.
func (e *editor) pickToHold() {
	e.s.pick(func(pc cg.Piece) {
		r := e.s.record()
		if _, err := r.Hints(e.player, pc); err != nil {
			e.s.refuse(err)
			return
		}
		e.clear()
		e.held = &pc
		e.refresh()
	})
}

// dragged moves a tile dragged from one square to another.
func (e *editor) dragged(from, to city.Pos) {
	e.do(func(r cg.Record) (cg.Record, error) { return r.Move(e.player, from, to) })
}
