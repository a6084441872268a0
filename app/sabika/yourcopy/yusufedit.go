package yourcopy

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// rondelEditor records the spaces of one worker's rondel, clockwise, one
// per line, named as the player sees them on the board (spec §6.10).
type rondelEditor struct {
	object fyne.CanvasObject
}

// newRondelEditor opens the editor of w's rondel; done runs after a
// recording.
func newRondelEditor(c *Copy, w yusuf.Worker, done func()) *rondelEditor {
	entry := widget.NewMultiLineEntry()
	entry.SetText(strings.Join(c.Get().Yusuf.Rondels[w], "\n"))
	entry.SetMinRowsVisible(5)
	entry.SetPlaceHolder(lang.X("yourcopy.rondel.placeholder", "One space per line, clockwise"))
	preview := ui.Wrapped("")
	lines := func() []string {
		var out []string
		for _, l := range strings.Split(entry.Text, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				out = append(out, l)
			}
		}
		return out
	}
	show := func(string) { preview.SetText(numbered(lines())) }
	entry.OnChanged = show
	show("")
	msg := errorLine()
	save := widget.NewButton(lang.X("yourcopy.rondel.record", "Record the spaces"), func() {
		spaces := lines()
		if problem := rondelInputProblem(spaces); problem != "" {
			tell(msg, problem)
			return
		}
		before := c.Get()
		if err := c.Update(func(e *edition.Edition) { e.Yusuf.Rondels[w] = spaces }); err != nil {
			tell(msg, rondelRefusal(err, before))
			return
		}
		tell(msg, "")
		done()
	})
	save.Importance = widget.HighImportance
	words := lang.X("yourcopy.ask.rondel", "What are the spaces of the {{.Worker}} rondel, clockwise, as the board names them?",
		map[string]any{"Worker": WorkerName(w)})
	return &rondelEditor{object: question(words, container.NewVBox(entry, preview), msg, save)}
}

// tilesEditor records Yusuf's 4 worker tiles and the size of each deck
// (ruling 15: the inferred 2/1/1 tiles and 12/7/7 decks are the defaults,
// corrected here).
func tilesEditor(c *Copy, done func()) fyne.CanvasObject {
	y := c.Get().Yusuf
	tiles := slices.Clone(y.Tiles)
	for len(tiles) < yusuf.TileCount {
		tiles = append(tiles, "")
	}
	names := make([]string, len(yusuf.Workers))
	for i, w := range yusuf.Workers {
		names[i] = WorkerName(w)
	}
	rows := container.NewVBox()
	for i := range yusuf.TileCount {
		rows.Add(widget.NewLabel(lang.X("yourcopy.tiles.tile", "Worker tile {{.N}}", map[string]any{"N": i + 1})))
		rows.Add(newChoiceGrid(names, slices.Index(yusuf.Workers, tiles[i]), ui.CellButton, func(j int) { tiles[i] = yusuf.Workers[j] }).object)
	}
	sizes := map[yusuf.Worker]int{}
	deckRow := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField})
	for _, w := range yusuf.Workers {
		sizes[w] = y.DeckSizes[w]
		f := ui.NewNumberField(sizes[w], false, false, func(v int, _ bool) error { sizes[w] = v; return nil })
		deckRow.Add(container.NewBorder(nil, nil, widget.NewLabel(WorkerName(w)), nil, f.Object()))
	}
	msg := errorLine()
	save := widget.NewButton(lang.X("yourcopy.tiles.record", "Record tiles and decks"), func() {
		if err := yusuf.CheckDeckTotal(sizes); err != nil {
			tell(msg, lang.X("yourcopy.refused", "Not recorded: {{.Err}}", map[string]any{"Err": ui.SayError(err)}))
			return
		}
		if err := c.Update(func(e *edition.Edition) {
			e.Yusuf.Tiles = slices.DeleteFunc(slices.Clone(tiles), func(w yusuf.Worker) bool { return w == "" })
			e.Yusuf.DeckSizes = sizes
		}); err != nil {
			tell(msg, refusal(err))
			return
		}
		tell(msg, "")
		done()
	})
	save.Importance = widget.HighImportance
	words := lang.X("yourcopy.ask.tiles", "Which worker does each of Yusuf's 4 worker tiles show, and how many cards does each deck hold?")
	hint := ui.Wrapped(lang.X("yourcopy.tiles.hint", "Preset from the rulebook's component list (2 alarife, 1 comerciante, 1 poetisa; 12, 7 and 7 cards): correct them if your copy differs."))
	decks := container.NewVBox(ui.WrappedHeading(lang.X("yourcopy.tiles.decks", "Cards per deck")), deckRow)
	return question(words, container.NewVBox(hint, rows, decks), msg, save)
}

// rondelInputProblem says what keeps the typed list from being a list of
// spaces at all (nothing typed, a name longer than a name may be), before
// the engine checks it as Yusuf's rondel (yusuf.Components.Validate).
func rondelInputProblem(spaces []string) string {
	if len(spaces) == 0 {
		return lang.X("yourcopy.rondel.empty", "Type the names of the rondel's spaces, one per line.")
	}
	for _, sp := range spaces {
		if ui.NameError(sp) != nil {
			return ui.NameTooLong()
		}
	}
	return ""
}
