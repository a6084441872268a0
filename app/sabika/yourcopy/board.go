package yourcopy

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
)

// boardView shows what is recorded of the board and the wish tiles: the
// tribute and event-change symbol of each round-track space, the starting
// dinars by turn position, and the 9 wish tiles drawn.
func (s *screen) boardView() fyne.CanvasObject {
	e := s.c.Get()
	track := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField})
	for space := 2; space <= sabika.TrackSpaces; space++ {
		track.Add(s.spaceCard(e, space))
	}
	dinars := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField})
	for i := range e.StartDinars {
		dinars.Add(s.valueRow(lang.X("yourcopy.board.dinars", "{{.Nth}} player in turn order", map[string]any{"Nth": seatNth(i + 1)}),
			intValue(e.StartDinars[i], dinarsText), fmt.Sprintf("start_dinars[%d]", i)))
	}
	tiles := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard})
	for i, t := range e.Wishes {
		edit := ui.NewWrapButton(lang.X("yourcopy.board.edit-tile", "Edit tile {{.Letter}} · {{.N}} of 3",
			map[string]any{"Letter": LetterName(t.Letter), "N": i%3 + 1}), theme.DocumentCreateIcon(), func() {
			s.ask(fmt.Sprintf("wishes[%d].elements", i))
		})
		tiles.Add(container.NewVBox(drawnTile(i, t), edit))
	}
	return container.NewVBox(
		ui.Wrapped(lang.X("yourcopy.intro", "The values printed only on your copy's board, tiles and Yusuf's cards: recorded once, used by every game.")),
		ui.WrappedHeading(lang.X("yourcopy.board.track", "Round track")),
		ui.Wrapped(lang.X("yourcopy.board.track.hint", "Under each space the tribute (parias) due; above some, the event-change symbol of the advanced mode. The last space's tribute, 6, is the rulebook's.")),
		track,
		ui.WrappedHeading(lang.X("yourcopy.board.dinars.title", "Starting dinars by turn position")),
		dinars,
		ui.WrappedHeading(lang.X("yourcopy.board.wishes", "Sultan's wish tiles")),
		ui.Wrapped(lang.X("yourcopy.board.wishes.hint", "Each tile as the app reads it: compare it with your tile and correct it if it differs.")),
		tiles)
}

// spaceCard shows one round-track space: its tribute and its symbol.
func (s *screen) spaceCard(e *edition.Edition, space int) fyne.CanvasObject {
	title := ui.WrappedHeading(lang.X("yourcopy.board.space", "Space {{.N}}", map[string]any{"N": space}))
	var tribute fyne.CanvasObject
	if space == sabika.TrackSpaces {
		tribute = ui.Wrapped(lang.X("yourcopy.board.tribute", "Tribute: {{.Value}}", map[string]any{"Value": pariasText(sabika.FinalTribute)}) +
			" " + lang.X("yourcopy.board.rulebook", "(rulebook)"))
	} else {
		tribute = s.valueRow(lang.X("yourcopy.board.tribute.caption", "Tribute"), intValue(e.Tribute[space-2], pariasText), fmt.Sprintf("tribute[%d]", space-2))
	}
	symbol := s.valueRow(lang.X("yourcopy.board.symbol", "Event-change symbol"), boolValue(e.EventChange[space-2]), fmt.Sprintf("event_change[%d]", space-2))
	return ui.NewCard("", "", container.NewVBox(title, tribute, symbol))
}

// valueRow is one recorded value: its caption, the value or "not recorded
// yet" marked, and a button opening the question that records it.
func (s *screen) valueRow(caption, value, field string) fyne.CanvasObject {
	shown := widget.NewLabel(caption + ": " + value)
	button := widget.NewButtonWithIcon(lang.X("yourcopy.change", "Change"), theme.DocumentCreateIcon(), func() { s.ask(field) })
	if value == notRecorded() {
		shown.Importance = widget.WarningImportance
		shown.TextStyle.Bold = true
		button.SetText(lang.X("yourcopy.record", "Record"))
		button.Importance = widget.HighImportance
	}
	shown.Wrapping = fyne.TextWrapWord
	return container.NewBorder(nil, nil, nil, button, shown)
}

// intValue words a number or "not recorded yet".
func intValue(v *int, words func(int) string) string {
	if v == nil {
		return notRecorded()
	}
	return words(*v)
}

// boolValue words a symbol that is there, not there, or not recorded yet.
func boolValue(v *bool) string {
	switch {
	case v == nil:
		return notRecorded()
	case *v:
		return lang.X("yourcopy.symbol.yes", "printed")
	}
	return lang.X("yourcopy.symbol.no", "none")
}

// dinarsText is "n dinars".
func dinarsText(n int) string {
	return translation.XN("yourcopy.dinars", "{{.N}} dinars", n, map[string]any{"N": n})
}
