package yourcopy

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// yusufView shows Yusuf's components: what a solo game still needs, his
// tiles and decks, his rondels and every recorded card drawn, per deck.
func (s *screen) yusufView() fyne.CanvasObject {
	y := s.c.Get().Yusuf
	box := container.NewVBox(s.missingCard(y))
	tiles := make([]string, len(y.Tiles))
	for i, t := range y.Tiles {
		tiles[i] = WorkerName(t)
	}
	sizes := make([]string, 0, len(yusuf.Workers))
	for _, w := range yusuf.Workers {
		sizes = append(sizes, WorkerName(w)+" "+strconv.Itoa(y.DeckSizes[w]))
	}
	box.Add(ui.WrappedHeading(lang.X("yourcopy.yusuf.tiles", "Worker tiles and decks")))
	box.Add(s.valueRow(lang.X("yourcopy.yusuf.tiles.caption", "Tiles"), strings.Join(tiles, ", "), "yusuf.tiles"))
	box.Add(s.valueRow(lang.X("yourcopy.yusuf.decks.caption", "Cards per deck"), strings.Join(sizes, ", "), "yusuf.deck_sizes"))
	box.Add(ui.WrappedHeading(lang.X("yourcopy.yusuf.rondels", "Rondel spaces, clockwise")))
	for _, w := range yusuf.Workers {
		value := notRecorded()
		if r := y.Rondels[w]; len(r) > 0 {
			value = numbered(r)
		}
		box.Add(s.valueRow(WorkerName(w), value, yusufField(yusuf.Place{Rondel: w})))
	}
	for _, w := range yusuf.Workers {
		box.Add(s.deckView(y, w))
	}
	return box
}

// missingCard lists what a solo game still needs, each with the button
// that records it, or says that Yusuf is ready.
func (s *screen) missingCard(y *yusuf.Components) fyne.CanvasObject {
	missing := y.Missing()
	if len(missing) == 0 {
		ready := ui.Wrapped(lang.X("yourcopy.yusuf.ready", "Yusuf's components are all recorded: a solo game can start."))
		ready.Importance = widget.SuccessImportance
		return ready
	}
	rows := container.NewVBox(ui.WrappedHeading(lang.X("yourcopy.yusuf.missing", "What a solo game with Yusuf still needs")))
	for _, p := range missing {
		var what string
		switch {
		case p.Place.Rondel != "":
			what = lang.X("yourcopy.yusuf.missing.rondel", "The spaces of the {{.Worker}} rondel",
				map[string]any{"Worker": WorkerName(p.Place.Rondel)})
		default:
			w := p.Place.Deck
			n := deckMissing(y, w)
			what = translation.XN("yourcopy.yusuf.missing.cards", "{{.N}} {{.Worker}} cards of {{.Size}}", n,
				map[string]any{"N": n, "Worker": WorkerName(w), "Size": y.DeckSizes[w]})
		}
		field := yusufField(p.Place)
		rows.Add(container.NewBorder(nil, nil, nil,
			widget.NewButtonWithIcon(lang.X("yourcopy.record", "Record"), theme.DocumentCreateIcon(), func() { s.ask(field) }),
			ui.Wrapped(what)))
	}
	return ui.NewCard("", "", rows)
}

// deckView shows one deck: how many cards are recorded, a button for the
// next, and every recorded card drawn with its Edit button.
func (s *screen) deckView(y *yusuf.Components, w yusuf.Worker) fyne.CanvasObject {
	var cards []yusuf.Card
	for _, c := range y.Cards {
		if c.Deck == w {
			cards = append(cards, c)
		}
	}
	head := ui.WrappedHeading(lang.X("yourcopy.yusuf.deck", "{{.Worker}} deck: {{.N}} of {{.Size}} cards recorded",
		map[string]any{"Worker": WorkerName(w), "N": len(cards), "Size": y.DeckSizes[w]}))
	box := container.NewVBox(head)
	if deckMissing(y, w) > 0 {
		add := widget.NewButtonWithIcon(lang.X("yourcopy.yusuf.add", "Enter the {{.Worker}} cards", map[string]any{"Worker": WorkerName(w)}),
			theme.ContentAddIcon(), func() { s.ask(yusufField(yusuf.Place{Deck: w})) })
		add.Importance = widget.HighImportance
		box.Add(add)
	}
	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField})
	for _, card := range cards {
		edit := widget.NewButtonWithIcon(lang.X("yourcopy.yusuf.edit", "Edit card {{.N}}", map[string]any{"N": cardNumber(card)}),
			theme.DocumentCreateIcon(), func() { s.ask(yusufField(yusuf.Place{Card: card.ID})) })
		grid.Add(container.NewVBox(drawnCard(card, 0.85, allShown), edit))
	}
	box.Add(grid)
	return box
}

// yusufField is the path of your copy's field (Ask) that opens the editor
// of place in Yusuf's components.
func yusufField(place yusuf.Place) string { return "yusuf." + place.Path() }

// numbered lists a rondel's spaces in order: "1. Palacio · 2. Torre".
func numbered(spaces []string) string {
	parts := make([]string, len(spaces))
	for i, sp := range spaces {
		parts[i] = strconv.Itoa(i+1) + ". " + sp
	}
	return strings.Join(parts, " · ")
}
