package yourcopy

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// deckColour tells Yusuf's three decks apart on a drawn card.
func deckColour(w yusuf.Worker) color.Color {
	switch w {
	case yusuf.Alarife:
		return color.NRGBA{R: 0xa8, G: 0x5a, B: 0x16, A: 0xff}
	case yusuf.Comerciante:
		return color.NRGBA{R: 0x1f, G: 0x5c, B: 0x8a, A: 0xff}
	case yusuf.Poetisa:
		return color.NRGBA{R: 0x7a, G: 0x2e, B: 0x6e, A: 0xff}
	}
	return tileMuted
}

// actionColour is the badge colour of an action: the colour of the deck
// that shows it.
func actionColour(a yusuf.Action) color.Color {
	for _, w := range yusuf.Workers {
		for _, b := range yusuf.ActionsOf(w) {
			if a == b {
				return deckColour(w)
			}
		}
	}
	return tileMuted
}

var (
	rawColour    = color.NRGBA{R: 0x8d, G: 0x6e, B: 0x4c, A: 0xff}
	marbleColour = color.NRGBA{R: 0x9a, G: 0xa4, B: 0xad, A: 0xff}
)

// cardNumber is the number of a card within its deck, from its id
// ("alarife-3" → 3), for the card's caption.
func cardNumber(card yusuf.Card) string {
	for i := len(card.ID) - 1; i >= 0; i-- {
		if card.ID[i] < '0' || card.ID[i] > '9' {
			return card.ID[i+1:]
		}
	}
	return card.ID
}

// shownParts tells which parts of a card being entered are chosen yet;
// the others are drawn as "?".
type shownParts struct{ discard, actions, bottom bool }

// allShown is a recorded card: every part chosen.
var allShown = shownParts{true, true, true}

// drawnCard draws one of Yusuf's worker cards as it shows in play, top to
// bottom [ES L968–978]: the rondel space, the discard icon, the actions in
// order and the bottom. scale 1 is the large card of the editor.
func drawnCard(card yusuf.Card, scale float32, shown shownParts) fyne.CanvasObject {
	size := func(n float32) float32 { return n * scale }
	band := canvas.NewRectangle(deckColour(card.Deck))
	band.CornerRadius = size(8)
	caption := WorkerName(card.Deck)
	if n := cardNumber(card); n != "" {
		caption += " · " + n
	}
	title := canvas.NewText(caption, color.White)
	title.TextStyle.Bold = true
	title.TextSize = size(16)
	top := container.NewStack(band, container.NewPadded(title))
	space := card.Space
	if space == "" {
		space = "?"
	}
	to := container.NewHBox(inkText("→", size(24), false), inkText(space, size(24), true))
	rows := []fyne.CanvasObject{top, to, unknownOr(shown.discard, size, func() fyne.CanvasObject { return discardRow(card.Discard, size) }), rule()}
	// The action names and the bottom wrap within the width the rest of
	// the card takes (at least MinTextWidth), so a long one (in Russian)
	// never widens the card nor has it drawn smaller.
	width := max(container.NewVBox(rows...).MinSize().Width, size(MinTextWidth))
	rows = append(rows, unknownOr(shown.actions, size, func() fyne.CanvasObject { return actionRows(card.Actions, size, width) }), rule())
	rows = append(rows, unknownOr(shown.bottom, size, func() fyne.CanvasObject {
		return wrappedInk(bottomText(card.Bottom), size(19), true, width)
	}))
	bg := canvas.NewRectangle(tileFill)
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = deckColour(card.Deck), 3, size(12)
	return container.NewStack(bg, container.NewPadded(container.NewPadded(container.NewVBox(rows...))))
}

// MinTextWidth is the narrowest a card's texts wrap to, at scale 1: a
// card's actions and bottom wrap within it or the width of its other rows.
const MinTextWidth = 200

// wrappedInk draws s in lines no wider than width, broken between words
// (a word wider than width keeps a line of its own).
func wrappedInk(s string, size float32, bold bool, width float32) fyne.CanvasObject {
	style := fyne.TextStyle{Bold: bold}
	box := container.New(layout.NewCustomPaddedVBoxLayout(0))
	line := ""
	for _, word := range strings.Fields(s) {
		next := word
		if line != "" {
			next = line + " " + word
		}
		if line != "" && fyne.MeasureText(next, size, style).Width > width {
			box.Add(inkText(line, size, bold))
			next = word
		}
		line = next
	}
	if line != "" || len(box.Objects) == 0 {
		box.Add(inkText(line, size, bold))
	}
	return box
}

// unknownOr draws a part once chosen, "?" before.
func unknownOr(known bool, size func(float32) float32, draw func() fyne.CanvasObject) fyne.CanvasObject {
	if known {
		return draw()
	}
	q := inkText("?", size(19), true)
	q.Color = tileMuted
	return q
}

// rule is a thin line between a card's parts.
func rule() fyne.CanvasObject {
	line := canvas.NewRectangle(tileStroke)
	line.SetMinSize(fyne.NewSize(0, 1))
	return line
}

// actionRows draws the centre of a card: its actions numbered in order,
// or that there is none.
func actionRows(actions []yusuf.Action, size func(float32) float32, width float32) fyne.CanvasObject {
	box := container.NewVBox()
	if len(actions) == 0 {
		none := inkText(lang.X("yourcopy.card.no-action", "No action"), size(18), false)
		none.Color = tileMuted
		box.Add(none)
	}
	for i, a := range actions {
		mark := badge(actionColour(a), strconv.Itoa(i+1), size(34))
		room := width - mark.MinSize().Width - theme.Padding()
		box.Add(container.NewHBox(mark, container.NewCenter(wrappedInk(ActionName(a), size(19), true, room))))
	}
	return box
}

// discardRow shows the discard icon: a raw-material and/or a marble badge,
// or that there is none.
func discardRow(d yusuf.Discard, size func(float32) float32) fyne.CanvasObject {
	row := container.NewHBox()
	if d == yusuf.DiscardRaw || d == yusuf.DiscardBoth {
		row.Add(badge(rawColour, "×", size(26)))
	}
	if d == yusuf.DiscardMarble || d == yusuf.DiscardBoth {
		row.Add(badge(marbleColour, "×", size(26)))
	}
	label := inkText(discardName(d), size(17), false)
	if d == yusuf.DiscardNone {
		label.Color = tileMuted
	}
	row.Add(container.NewCenter(label))
	return row
}

// bottomText words a card's bottom: "2 PP · 1 paria", a special count, or
// nothing [ES L1091–1115].
func bottomText(b yusuf.Bottom) string {
	switch {
	case b.Per != "":
		return perName(b.Per)
	case b.PP > 0 && b.Parias > 0:
		return ppText(b.PP) + " · " + pariasText(b.Parias)
	case b.PP > 0:
		return ppText(b.PP)
	case b.Parias > 0:
		return pariasText(b.Parias)
	}
	return lang.X("yourcopy.card.no-bottom", "Nothing at the bottom")
}

// choiceGrid is a grid of large buttons, one chosen (in the primary
// colour): quick to tap at the table, wrapping on a phone.
type choiceGrid struct {
	buttons []*widget.Button
	chosen  int
	object  *fyne.Container
}

// newChoiceGrid lays out options, selected chosen (-1: none); changed gets
// the index a tap chooses.
func newChoiceGrid(options []string, selected int, minWidth float32, changed func(int)) *choiceGrid {
	g := &choiceGrid{chosen: selected, object: container.New(&ui.ResponsiveGrid{MinCellWidth: minWidth})}
	for i, opt := range options {
		b := widget.NewButton(opt, func() {
			g.choose(i)
			changed(i)
		})
		g.buttons = append(g.buttons, b)
		g.object.Add(b)
	}
	g.choose(selected)
	return g
}

// choose shows option i as the chosen one.
func (g *choiceGrid) choose(i int) {
	g.chosen = i
	for j, b := range g.buttons {
		imp := widget.MediumImportance
		if j == i {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}
