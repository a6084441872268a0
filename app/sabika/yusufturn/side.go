package yusufturn

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

// discardScale draws the browsed discards small.
const discardScale = 0.75

// sidePart is always in view: his tiles of the round, his decks and
// discards, his workers and his holdings.
func (s *screen) sidePart() fyne.CanvasObject {
	return container.NewVBox(s.tilesPart(), widget.NewSeparator(), s.decksPart(), widget.NewSeparator(), s.holdingsPart())
}

// tilesPart shows the round's 4 tiles: the revealed ones by worker, the
// rest face down.
func (s *screen) tilesPart() fyne.CanvasObject {
	st := s.st
	row := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair})
	for _, t := range st.Revealed {
		l := widget.NewLabelWithStyle(yourcopy.WorkerName(st.Workers[t].Type), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		l.Truncation = fyne.TextTruncateEllipsis
		row.Add(l)
	}
	for range st.Pile {
		row.Add(widget.NewLabelWithStyle("?", fyne.TextAlignCenter, fyne.TextStyle{}))
	}
	return container.NewVBox(ui.WrappedHeading(lang.X("yusuf.tiles", "His worker tiles this round")), row)
}

// decksPart shows each deck's count and its discard, browsable.
func (s *screen) decksPart() fyne.CanvasObject {
	st := s.st
	box := container.NewVBox(ui.WrappedHeading(lang.X("yusuf.decks", "His decks")))
	for _, w := range dy.Workers {
		d := map[string]any{"Worker": yourcopy.WorkerName(w), "Deck": len(st.Decks[w]), "Discard": len(st.Discards[w])}
		line := ui.Wrapped(lang.X("yusuf.deck", "{{.Worker}}: {{.Deck}} in the deck, {{.Discard}} discarded", d))
		browse := widget.NewButton(lang.X("yusuf.discards", "See the discards"), func() { s.browse(w) })
		if len(st.Discards[w]) == 0 {
			browse.Disable()
		}
		box.Add(container.NewBorder(nil, nil, nil, browse, line))
	}
	return box
}

// browse shows a deck's discards, the top card first, drawn as in play.
func (s *screen) browse(w dy.Worker) {
	discards := s.st.Discards[w]
	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField})
	for i := len(discards) - 1; i >= 0; i-- {
		if card, ok := s.comps.Card(discards[i]); ok {
			grid.Add(yourcopy.DrawnCard(card, discardScale))
		}
	}
	title := lang.X("yusuf.discards.title", "{{.Worker}} discards", map[string]any{"Worker": yourcopy.WorkerName(w)})
	var pop *widget.PopUp
	closeBtn := bigButton(lang.X("yusuf.close", "Close"), nil, func() { pop.Hide() })
	body := container.NewBorder(ui.Heading(title), closeBtn, nil, nil, container.NewVScroll(grid))
	pop = widget.NewModalPopUp(body, s.w.Canvas())
	size := s.w.Canvas().Size()
	pop.Resize(fyne.NewSize(size.Width*0.9, size.Height*0.85))
	pop.Show()
}

// holdingsPart lists where his workers are and what he has taken.
func (s *screen) holdingsPart() fyne.CanvasObject {
	st := s.st
	h := &st.Holdings
	box := container.NewVBox(ui.WrappedHeading(lang.X("yusuf.holdings", "His holdings")))
	var majors, cities, minors []string
	for _, b := range h.MajorBuildings {
		majors = append(majors, typeName(b.Type)+" "+strconv.Itoa(b.Number))
	}
	for _, m := range h.MinorBuildings {
		minors = append(minors, typeName(m))
	}
	for _, c := range h.Cities {
		name := c.Name
		if c.Consolidated {
			name = lang.X("yusuf.city.consolidated", "{{.City}} (consolidated)", map[string]any{"City": c.Name})
		}
		cities = append(cities, name)
	}
	rows := [][2]string{
		{lang.X("yusuf.h.major", "Major buildings"), list(majors)},
		{lang.X("yusuf.h.minor", "Minor buildings"), list(minors)},
		{lang.X("yusuf.h.cities", "Cities"), list(cities)},
		{lang.X("yusuf.h.ships", "Ships in Granada"), strconv.Itoa(h.ShipsInGranada)},
		{lang.X("yusuf.h.minor-poems", "Minor poems"), list(ints(h.MinorPoems))},
		{lang.X("yusuf.h.major-poems", "Major poems"), list(h.MajorPoems)},
		{lang.X("yusuf.h.warehouses", "Warehouse tiles (boxes)"), list(ints(h.Warehouses))},
		{lang.X("yusuf.h.favour", "Favour steps"), strconv.Itoa(h.Favour)},
	}
	for _, ws := range st.Workers {
		where := ws.Space
		if where == "" {
			where = lang.X("yusuf.h.beside", "beside his board")
		}
		if ws.Lying {
			where = lang.X("yusuf.h.lying", "{{.Space}}, lying down", map[string]any{"Space": where})
		}
		rows = append(rows, [2]string{yourcopy.WorkerName(ws.Type), where})
	}
	for _, r := range rows {
		box.Add(ui.Wrapped(r[0] + ": " + r[1]))
	}
	return box
}

// list joins names, or a dash for none.
func list(names []string) string {
	if len(names) == 0 {
		return "—"
	}
	return strings.Join(names, ", ")
}

// ints spells numbers.
func ints(ns []int) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = strconv.Itoa(n)
	}
	return out
}
