package citygame

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/data/granada"
	"arrayan.io/arrayan/scoring/city"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// pickSize is a tile's side in the picker and the reserve: a touch target.
const pickSize = 64

// tileButton is one tile drawn as it lies (colour, value, walls or moats)
// that a tap chooses; a used tile is dimmed, marked and not tappable.
type tileButton struct {
	widget.BaseWidget
	piece cg.Piece
	moat  bool
	used  bool
	onTap func()
}

func newTileButton(g *tiles.Game, pc cg.Piece, used bool, tap func()) *tileButton {
	b := &tileButton{piece: pc, moat: g.Feature == "moat", used: used, onTap: tap}
	b.ExtendBaseWidget(b)
	return b
}

// Tapped chooses the tile unless it is used.
func (b *tileButton) Tapped(*fyne.PointEvent) {
	if !b.used && b.onTap != nil {
		b.onTap()
	}
}

// MinSize is a tile and its caption.
func (b *tileButton) MinSize() fyne.Size { return fyne.NewSize(pickSize, pickSize+20) }

// CreateRenderer draws the tile and, when used, a veil and a mark.
func (b *tileButton) CreateRenderer() fyne.WidgetRenderer {
	var sk sketch
	drawPiece(&sk, b.piece, false, b.moat, 0, 0, pickSize)
	objs := sk.objects()
	caption := canvas.NewText(typeName(b.piece.Type), theme.Color(theme.ColorNameForeground))
	caption.TextSize = 11
	caption.Alignment = fyne.TextAlignCenter
	caption.Move(fyne.NewPos(0, pickSize))
	caption.Resize(fyne.NewSize(pickSize, 18))
	objs = append(objs, caption)
	if b.used {
		veil := canvas.NewRectangle(withAlpha(theme.Color(theme.ColorNameBackground), 0xb8))
		veil.Resize(fyne.NewSize(pickSize, pickSize))
		mark := canvas.NewText(lang.X("citygame.used", "used"), theme.Color(theme.ColorNameForeground))
		mark.TextStyle.Bold = true
		mark.TextSize = 12 // fits a tile's width in every language
		mark.Alignment = fyne.TextAlignCenter
		mark.Move(fyne.NewPos(0, 2))
		mark.Resize(fyne.NewSize(pickSize, 16))
		objs = append(objs, veil, mark)
	}
	return widget.NewSimpleRenderer(container.NewWithoutLayout(objs...))
}

// pick opens the tile picker of the game; chosen gets the tile.
func (s *screen) pick(chosen func(cg.Piece)) {
	if s.game.Feature == "moat" {
		s.pickGranada(chosen)
		return
	}
	s.pickAlhambra(chosen)
}

// pickAlhambra shows the 54 tiles of data/alhambra, filtered by type and
// price, those in play anywhere (cg.Usage) marked used.
func (s *screen) pickAlhambra(chosen func(cg.Piece)) {
	used := cg.Usage(s.record())
	all := lang.X("citygame.filter.all", "All")
	types := append([]string{all}, mapNames(alhambra.Types)...)
	prices := []string{all}
	for _, t := range alhambra.Tiles() {
		if p := strconv.Itoa(t.Price); !slices.Contains(prices, p) {
			prices = append(prices, p)
		}
	}
	slices.SortFunc(prices[1:], func(a, b string) int { x, _ := strconv.Atoi(a); y, _ := strconv.Atoi(b); return x - y })
	grid := container.NewGridWrap(fyne.NewSize(pickSize, pickSize+20))
	var d dialog.Dialog
	typeSel, priceSel := widget.NewSelect(types, nil), widget.NewSelect(prices, nil)
	fill := func(string) {
		grid.Objects = nil
		for _, t := range alhambra.Tiles() {
			if typeSel.Selected != all && typeName(t.Type) != typeSel.Selected || priceSel.Selected != all && strconv.Itoa(t.Price) != priceSel.Selected {
				continue
			}
			pc, _ := cg.AlhambraPiece(t.ID)
			grid.Add(newTileButton(s.game, pc, len(used[t.ID]) > 0, func() { d.Hide(); chosen(pc) }))
		}
		grid.Refresh()
	}
	typeSel.SetSelected(all)
	priceSel.SetSelected(all)
	typeSel.OnChanged, priceSel.OnChanged = fill, fill
	fill("")
	filters := container.NewGridWithColumns(2,
		container.NewVBox(widget.NewLabel(lang.X("citygame.filter.type", "Type")), typeSel),
		container.NewVBox(widget.NewLabel(lang.X("citygame.filter.price", "Price")), priceSel))
	d = dialog.NewCustom(lang.X("citygame.pick", "Choose a tile"), lang.X("citygame.cancel", "Cancel"),
		container.NewBorder(filters, nil, nil, nil, container.NewVScroll(grid)), s.window)
	d.Resize(dialogSize(s.window))
	d.Show()
}

// pickGranada asks for a Granada tile's face: type, value (a value of the
// type in play elsewhere is marked used) and moat edges. The engine checks
// the face against reference granada.md (values 2–13, at most 3 moats,
// each type and value once in play) when it is placed.
func (s *screen) pickGranada(chosen func(cg.Piece)) {
	used := cg.Usage(s.record())
	types := granada.Types()
	typ := types[0]
	value := 0
	var moats city.Edges
	var d dialog.Dialog
	preview := container.NewStack()
	problem := ui.Wrapped("")
	problem.Importance = widget.DangerImportance
	values := container.NewGridWithColumns(6)
	choose := widget.NewButtonWithIcon(lang.X("citygame.choose", "Choose"), theme.ConfirmIcon(), func() {
		d.Hide()
		chosen(cg.GranadaPiece(typ, value, moats))
	})
	choose.Importance = widget.HighImportance
	var redraw func()
	body := container.NewVBox()
	scroll := container.NewVScroll(body)
	redraw = func() {
		values.Objects = nil
		for v := granada.MinValue(); v <= granada.MaxValue(); v++ {
			b := widget.NewButton(strconv.Itoa(v), func() { value = v; redraw() })
			if v == value {
				b.Importance = widget.HighImportance
			}
			if len(used[cg.GranadaPiece(typ, v, 0).Key()]) > 0 {
				b.Disable()
			}
			values.Add(b)
		}
		values.Refresh()
		pc := cg.GranadaPiece(typ, max(value, granada.MinValue()), moats)
		preview.Objects = []fyne.CanvasObject{container.NewCenter(newTileButton(s.game, cg.GranadaPiece(typ, value, moats), false, nil))}
		preview.Refresh()
		why := s.record().PieceProblem(pc)
		if value == 0 && why == cg.InPlay {
			why = cg.NoProblem // no value chosen yet
		}
		problem.SetText(problemText(why))
		scroll.Refresh() // the explanation's height changes the page
		if value == 0 || why != cg.NoProblem {
			choose.Disable()
		} else {
			choose.Enable()
		}
	}
	typeSel := widget.NewSelect(mapNames(types), func(name string) {
		typ = types[slices.Index(mapNames(types), name)]
		value = 0
		redraw()
	})
	typeSel.SetSelected(typeName(typ))
	edges := container.NewGridWithColumns(4)
	for k, e := range []city.Edges{city.N, city.E, city.S, city.W} {
		edges.Add(widget.NewCheck(edgeName(k), func(on bool) {
			if on {
				moats |= e
			} else {
				moats &^= e
			}
			redraw()
		}))
	}
	redraw()
	body.Objects = append(body.Objects, typeSel, widget.NewLabel(lang.X("citygame.value", "Value")), values,
		ui.Wrapped(lang.X("citygame.value.used", "Greyed values of this type are in play already (each type and value exists once).")),
		widget.NewLabel(lang.X("citygame.moats", "Moats")), edges, preview, problem, choose)
	d = dialog.NewCustom(lang.X("citygame.pick", "Choose a tile"), lang.X("citygame.cancel", "Cancel"), scroll, s.window)
	d.Resize(dialogSize(s.window))
	d.Show()
}

// problemText says in words why the engine refuses a face (PieceProblem;
// reference granada.md), "" when it does not.
func problemText(p cg.Problem) string {
	switch p {
	case cg.NoProblem:
		return ""
	case cg.TooManyMoats:
		return lang.X("citygame.problem.moats", "A Granada tile has at most 3 moats: untick one.")
	case cg.InPlay:
		return lang.X("citygame.problem.inplay", "This type and value is in play already.")
	case cg.BadValue:
		return lang.X("citygame.problem.value", "Values run from 2 to 13.")
	}
	return lang.X("citygame.problem.box", "No tile of the box looks like this.")
}

// edgeName is the name of edge k (0 north, 1 east, 2 south, 3 west).
func edgeName(k int) string {
	return []string{
		lang.X("citygame.edge.n", "N"), lang.X("citygame.edge.e", "E"),
		lang.X("citygame.edge.s", "S"), lang.X("citygame.edge.w", "W"),
	}[k]
}

// mapNames translates type slugs.
func mapNames(types []string) []string {
	out := make([]string, len(types))
	for i, t := range types {
		out[i] = typeName(t)
	}
	return out
}
