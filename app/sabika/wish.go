package sabika

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// wishForm asks which tile of the letter joins the tower (from the tiles
// recorded in the player's copy) and, per player, only the holdings the
// tower's tiles count (spec §4).
type wishForm struct {
	g      *gameScreen
	object fyne.CanvasObject
}

func newWishForm(g *gameScreen, letter string) *wishForm {
	w := &wishForm{g: g}
	r := g.record()
	ed := g.edition()
	var names []string
	var tiles []int
	for _, t := range ed.TilesOf(letter) {
		if !slices.Contains(r.Game.Tower, t) {
			names = append(names, tileName(ed, t))
			tiles = append(tiles, t)
		}
	}
	sel := ""
	if k := slices.Index(tiles, r.Entry.Tile); k >= 0 {
		sel = names[k]
	}
	box := container.NewVBox(ui.Wrapped(lang.X("sabika.wish.which", "Which tile of letter {{.Letter}} is it?", map[string]any{"Letter": yourcopy.LetterName(letter)})))
	choice := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair})
	for k, t := range tiles {
		ui.Append(choice, tileButton(names[k], ed.Wishes[t].Elements, names[k] == sel, func() {
			if g.change(func(r *Record) { r.Entry.Tile = t }) == nil {
				g.showTileHoldings()
			}
		}))
	}
	ui.Append(box, choice)
	if r.Entry.Tile >= 0 && ed.Wishes[r.Entry.Tile].Elements != nil {
		g.tileHoldings = w.holdings(r)
		ui.Append(box, g.tileHoldings)
	}
	w.object = box
	return w
}

// counted are the elements of the tower with the new tile, the things the
// holdings must tell.
func (w *wishForm) counted(r *Record) []sabika.Element {
	ed := w.g.edition()
	var out []sabika.Element
	for _, t := range append(slices.Clone(r.Game.Tower), r.Entry.Tile) {
		out = append(out, ed.Wishes[t].Elements...)
	}
	return out
}

// holdings lays out each player's holdings for the counted elements.
func (w *wishForm) holdings(r *Record) fyne.CanvasObject {
	els := w.counted(r)
	hs := r.Holdings()
	box := container.NewVBox(ui.WrappedHeading(lang.X("sabika.wish.holdings", "What each player holds")))
	for i, p := range r.Game.Players {
		ui.Append(box, widget.NewSeparator())
		ui.Append(box, ui.WrappedHeading(p.Name))
		var types []data.BuildingType
		kinds := map[data.WishKind]bool{}
		for _, e := range els {
			kinds[e.Per] = true
			if e.Per == data.PerType && !slices.Contains(types, e.Type) {
				types = append(types, e.Type)
			}
		}
		if len(types) > 0 {
			ui.Append(box, ui.Wrapped(lang.X("sabika.wish.types", "Building types held (major or minor):")))
			grid := container.NewGridWithColumns(2)
			for _, ty := range data.BuildingTypes {
				if slices.Contains(types, ty) {
					ui.Append(grid, w.typeCheck(i, ty, slices.Contains(hs[i].Types, ty)))
				}
			}
			ui.Append(box, grid)
		}
		for _, k := range data.WishKinds {
			// The seals counted are those the player holds, entered once
			// with the other holdings: in "What the board shows now"
			// before the end of round, with the end of the game's holdings
			// (game.Final).
			if k == data.PerSeal {
				continue
			}
			if kinds[k] && k != data.PerType {
				ui.Append(box, w.countRow(r, i, k, hs[i]))
			}
		}
	}
	return box
}

func (w *wishForm) typeCheck(player int, ty data.BuildingType, on bool) fyne.CanvasObject {
	c := widget.NewCheck(yourcopy.TypeName(ty), func(held bool) {
		_ = w.g.edit(func(r *Record) {
			hs := r.Holdings()
			hs[player].Types = slices.DeleteFunc(hs[player].Types, func(t data.BuildingType) bool { return t == ty })
			if held {
				hs[player].Types = append(hs[player].Types, ty)
			}
			r.Entry.Holdings = hs
		})
	})
	c.Checked = on
	return c
}

// countRow is one counted quantity of a player; Yusuf gives his minor
// poems for the blue and red poem wishes (ruling 13).
func (w *wishForm) countRow(r *Record, player int, k data.WishKind, h sabika.WishHoldings) fyne.CanvasObject {
	yusuf := r.Game.Players[player].Yusuf()
	if yusuf && (k == data.PerBluePoem || k == data.PerRedPoem) {
		k = minorPoems
	}
	value := map[data.WishKind]int{data.PerPresence: h.Presence, data.PerConsolidated: h.Consolidated, data.PerSeal: h.Seals,
		data.PerBluePoem: h.BluePoems, data.PerRedPoem: h.RedPoems, data.PerPoem: h.Poems, minorPoems: h.MinorPoems}[k]
	return row(kindName(k), w.g.countField(value, func(v int) error {
		return w.g.edit(func(r *Record) {
			hs := r.Holdings()
			x := &hs[player]
			switch k {
			case data.PerPresence:
				x.Presence = v
			case data.PerConsolidated:
				x.Consolidated = v
			case data.PerSeal:
				x.Seals = v
			case data.PerBluePoem:
				x.BluePoems = v
			case data.PerRedPoem:
				x.RedPoems = v
			case data.PerPoem:
				x.Poems = v
			default:
				x.MinorPoems = v
			}
			r.Entry.Holdings = hs
		})
	}))
}

// scores is the PP each tower tile pays each player, and their sum
// (sabika.ScoreWishes, as the engine scored them).
func (w *wishForm) scores(r *Record, tower []int) fyne.CanvasObject {
	ed := w.g.edition()
	tiles := make([]sabika.Tile, len(tower))
	var head []string
	for i, t := range tower {
		tiles[i] = ed.Wishes[t].Elements
		head = append(head, tileName(ed, t))
	}
	head = append(head, holdingName(game.FieldPP, inColumn)) // the tiles' sum
	hs := r.Holdings()
	for i := range hs {
		hs[i].Yusuf = r.Game.Players[i].Yusuf()
	}
	scores, err := sabika.ScoreWishes(tiles, hs)
	if err != nil {
		return errorLine(describeError(err))
	}
	cw := columnWidth(head)
	grid := container.NewVBox(headRow(ui.WrappedHeading(lang.X("sabika.col.player", "Player")), head, cw))
	for i, sc := range scores {
		name := widget.NewLabel(r.Game.Players[i].Name)
		name.Truncation = fyne.TextTruncateEllipsis
		cells := numberCells(sc.Tiles, false)
		cells = append(cells, numberCells([]int{sc.Total}, true)...)
		ui.Append(grid, tableRow(name, cells, cw))
	}
	return container.NewVBox(ui.WrappedHeading(lang.X("sabika.wish.scores", "PP of each tile in the tower")), grid)
}

// elementText words one element of a wish tile.
func elementText(e sabika.Element) string {
	args := map[string]any{"PP": e.PP, "Type": yourcopy.TypeName(e.Type)}
	switch e.Per {
	case data.PerType:
		return lang.X("sabika.el.type", "{{.PP}} PP if you hold a building of type {{.Type}}", args)
	case data.PerPresence:
		return lang.X("sabika.el.presence", "{{.PP}} PP per city with presence", args)
	case data.PerConsolidated:
		return lang.X("sabika.el.consolidated", "{{.PP}} PP per consolidated city", args)
	case data.PerSeal:
		return lang.X("sabika.el.seal", "{{.PP}} PP per seal", args)
	case data.PerBluePoem:
		return lang.X("sabika.el.blue", "{{.PP}} PP per blue poem", args)
	case data.PerRedPoem:
		return lang.X("sabika.el.red", "{{.PP}} PP per red poem", args)
	}
	return lang.X("sabika.el.poem", "{{.PP}} PP per poem of any colour", args)
}

// kindName names a counted quantity: a wish kind by its one name
// (yourcopy.KindName), Yusuf's minor poems, which count for both colours
// (ruling 13), by their own.
func kindName(k data.WishKind) string {
	if k == minorPoems {
		return lang.X("sabika.kind.minor", "Minor poems (blue and red)")
	}
	return yourcopy.KindName(k)
}

// minorPoems is the count of Yusuf's minor poems, asked for the blue and
// the red poem wishes (ruling 13).
const minorPoems data.WishKind = "minor"

// tileButton is one wish tile to choose: its name and what it scores,
// read on the button before the tap (the chosen one ticked); a tile not
// recorded in the player's copy says so.
func tileButton(name string, els []sabika.Element, chosen bool, tapped func()) fyne.CanvasObject {
	b := widget.NewButton("", tapped)
	lines := make([]string, len(els))
	for i, e := range els {
		lines[i] = elementText(e)
	}
	if els == nil {
		lines = []string{lang.X("sabika.wish.unrecorded", "Not recorded in your copy yet")}
	}
	head := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	if chosen {
		head.SetText(lang.X("sabika.wish.chosen", "{{.Tile}}: chosen", map[string]any{"Tile": name}))
		head.Importance = widget.SuccessImportance
	}
	return container.NewStack(b, container.NewVBox(head, ui.Wrapped(strings.Join(lines, "\n"))))
}

// showTileHoldings brings the holdings the tile just chosen counts whole
// into view, its first field focused: the answer's follow-up shows
// without a swipe (issue 29).
func (g *gameScreen) showTileHoldings() {
	if h := g.tileHoldings; h != nil && g.yusufNext[0] == nil { // else Yusuf's panel holds the next action (toStep)
		ui.BringIntoView(g.scroll, h, h)
		ui.FocusFirstEntry(g.s.w.Canvas(), h)
	}
}
