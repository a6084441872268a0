package yourcopy

import (
	"fmt"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// pers are the five special counts of a card's bottom, in the book's order
// [ES L1095–1115].
var pers = []yusuf.Per{yusuf.PerMajorBuilding, yusuf.PerMinorBuilding, yusuf.PerPresence, yusuf.PerConsolidated, yusuf.PerPoem}

// discards are the discard icons in the order the editor offers them.
var discards = []yusuf.Discard{yusuf.DiscardNone, yusuf.DiscardRaw, yusuf.DiscardMarble, yusuf.DiscardBoth}

// Bottom kinds of the editor: not chosen yet, fixed PP and/or parias, a
// special count, or nothing.
const (
	bottomUnset = iota - 1
	bottomFixed
	bottomPer
	bottomNothing
)

// cardEditor enters or corrects one of Yusuf's worker cards. It reads like
// the printed card: inside a frame of the deck's colour, its parts top to
// bottom [ES L968–978] (the rondel space, the discard icon, the actions of
// the centre in order, the bottom), each a row of large buttons. A new card
// is preset from the card recorded before it, so that a run of similar
// cards needs only the differences; the first card of a deck is blank and
// every part is chosen explicitly. The card is drawn as it will show in
// play beside (or, on a phone, below) the editor.
type cardEditor struct {
	c     *Copy
	isNew bool
	card  yusuf.Card
	// from is the id of the card a new card was preset from ("" for a
	// blank card).
	from string
	// What the player has chosen so far on a new card.
	spaceSet, discardSet, firstSet, secondSet bool
	bottom                                    int
	// recorded runs after the card is recorded; next asks for the next
	// card to enter.
	recorded func(next bool)
	// rondelRecorded, when not nil, runs after the card's rondel was
	// recorded in the editor and its spaces show.
	rondelRecorded func()

	preview *fyne.Container
	body    *fyne.Container
	// next is the "Record and next card" button of a new card.
	next   *widget.Button
	msg    *widget.Label
	object fyne.CanvasObject
}

// newCardEditor opens the editor on card: a new card of its deck when
// isNew (preset from the recorded card before, when before is not nil),
// else the recorded card with that id.
func newCardEditor(c *Copy, card yusuf.Card, isNew bool, before *yusuf.Card, recorded func(next bool)) *cardEditor {
	ed := &cardEditor{c: c, card: card, isNew: isNew, recorded: recorded, bottom: bottomUnset,
		preview: container.NewStack(), body: container.NewVBox(), msg: errorLine()}
	if isNew && before != nil && before.Deck == card.Deck {
		ed.card = yusuf.Card{Deck: card.Deck, Space: before.Space, Discard: before.Discard,
			Actions: slices.Clone(before.Actions), Bottom: before.Bottom}
		ed.from = before.ID
	}
	ed.card.Actions = slices.Clone(ed.card.Actions) // changed in place, never in the recorded card
	if !isNew || ed.from != "" {
		ed.spaceSet, ed.discardSet, ed.firstSet, ed.secondSet = true, true, true, true
		ed.bottom = bottomKind(ed.card.Bottom)
	}
	frame := canvas.NewRectangle(color.Transparent)
	frame.StrokeColor, frame.StrokeWidth, frame.CornerRadius = deckColour(card.Deck), 3, 12
	editor := container.NewVBox(container.NewStack(frame, container.NewPadded(ed.body)), ed.msg, ed.buttons())
	ed.object = container.New(&ui.ResponsiveGrid{MinCellWidth: ui.ColumnWidth},
		editor, container.NewVBox(ui.Sized(ui.CellCard, ed.preview)))
	ed.rebuild()
	return ed
}

// parts are the first of the card's parts below its band, and the
// "Record and next card" button: what must show of a new card.
func (ed *cardEditor) parts() (first, record fyne.CanvasObject) {
	return ed.body.Objects[1], ed.next
}

// bottomKind is the editor's kind of a recorded bottom.
func bottomKind(b yusuf.Bottom) int {
	switch {
	case b.Per != "":
		return bottomPer
	case b.PP > 0 || b.Parias > 0:
		return bottomFixed
	}
	return bottomNothing
}

// buttons are Record and next card (new cards), Record, and Delete
// (recorded cards).
func (ed *cardEditor) buttons() fyne.CanvasObject {
	record := widget.NewButtonWithIcon(lang.X("yourcopy.card.record", "Record this card"), theme.DocumentSaveIcon(), func() { ed.save(false) })
	if !ed.isNew {
		record.Importance = widget.HighImportance
		del := widget.NewButtonWithIcon(lang.X("yourcopy.card.delete", "Delete this card"), theme.DeleteIcon(), ed.delete)
		del.Importance = widget.DangerImportance
		return container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, record, del)
	}
	ed.next = widget.NewButtonWithIcon(lang.X("yourcopy.card.record-next", "Record and next card"), theme.NavigateNextIcon(), func() { ed.save(true) })
	ed.next.Importance = widget.HighImportance
	return container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, ed.next, record)
}

// caption is the small name of a part of the card, above its row.
func caption(s string) fyne.CanvasObject {
	t := canvas.NewText(s, theme.Color(theme.ColorNamePlaceHolder))
	t.TextSize = theme.CaptionTextSize()
	return t
}

// band is the card's top band, in its deck's colour: the deck, which card
// of it this is and, on a preset card, the card it was preset from.
func (ed *cardEditor) band() fyne.CanvasObject {
	y := ed.c.Get().Yusuf
	var title string
	switch {
	case !ed.isNew:
		title = lang.X("yourcopy.card.name", "{{.Worker}} card {{.N}}", map[string]any{"Worker": WorkerName(ed.card.Deck), "N": cardNumber(ed.card)})
	default:
		n := y.DeckSizes[ed.card.Deck] - deckMissing(y, ed.card.Deck) + 1
		title = lang.X("yourcopy.card.new", "{{.Worker}} card {{.N}} of {{.Size}}",
			map[string]any{"Worker": WorkerName(ed.card.Deck), "N": n, "Size": y.DeckSizes[ed.card.Deck]})
	}
	bg := canvas.NewRectangle(deckColour(ed.card.Deck))
	bg.CornerRadius = 8
	text := canvas.NewText(title, color.White)
	text.TextStyle.Bold = true
	rows := container.NewVBox(text)
	if ed.from != "" {
		hint := canvas.NewText(lang.X("yourcopy.card.preset", "As card {{.N}}: tap only what differs",
			map[string]any{"N": cardNumber(yusuf.Card{ID: ed.from})}), color.White)
		hint.TextSize = theme.CaptionTextSize()
		rows.Add(hint)
	}
	return container.NewStack(bg, container.NewPadded(rows))
}

// rebuild lays the rows out again for the draft and redraws the card.
func (ed *cardEditor) rebuild() {
	ed.body.Objects = []fyne.CanvasObject{ed.band()}
	add := func(name string, o fyne.CanvasObject) {
		ed.body.Add(caption(name))
		ed.body.Add(o)
	}
	add(lang.X("yourcopy.card.space", "Top: the rondel space"), ed.spaceRow())
	add(lang.X("yourcopy.card.discard", "Discard icon"), newChoiceGrid(discardShortNames(), ed.chosen(ed.discardSet, slices.Index(discards, ed.card.Discard)), discardCell, func(i int) {
		ed.card.Discard, ed.discardSet = discards[i], true
		ed.rebuild()
	}).object)
	ed.actionRows(add)
	ed.bottomRows(add)
	ed.body.Refresh()
	ed.redraw()
}

// discardCell is the narrowest button of the discard row: its four short
// names stand in one row on a phone.
const discardCell float32 = 72

// chosen is i when set, else -1 (nothing chosen yet).
func (ed *cardEditor) chosen(set bool, i int) int {
	if !set {
		return -1
	}
	return i
}

// discardShortNames are the discard icons as the editor's buttons name
// them, short enough for one row.
func discardShortNames() []string {
	return []string{
		lang.X("yourcopy.card.discard.none", "None"),
		lang.X("yourcopy.card.discard.raw", "Raw"),
		lang.X("yourcopy.card.discard.marble", "Marble"),
		lang.X("yourcopy.card.discard.both", "Both"),
	}
}

// spaceRow offers the spaces of the card's rondel, clockwise; a rondel not
// recorded yet is asked for first.
func (ed *cardEditor) spaceRow() fyne.CanvasObject {
	rondel := ed.c.Get().Yusuf.Rondels[ed.card.Deck]
	if len(rondel) == 0 {
		return newRondelEditor(ed.c, ed.card.Deck, func() {
			ed.rebuild()
			if ed.rondelRecorded != nil {
				ed.rondelRecorded()
			}
		}).object
	}
	return newChoiceGrid(rondel, ed.chosen(ed.spaceSet, slices.Index(rondel, ed.card.Space)), ui.CellButton, func(i int) {
		ed.card.Space, ed.spaceSet = rondel[i], true
		ed.rebuild()
	}).object
}

// actionRows offer the first action (or none) and, after one, the second
// (its row shown but disabled before).
func (ed *cardEditor) actionRows(add func(string, fyne.CanvasObject)) {
	actions := yusuf.ActionsOf(ed.card.Deck)
	options := func(none string) []string {
		out := []string{none}
		for _, a := range actions {
			out = append(out, ActionName(a))
		}
		return out
	}
	at := func(n int) int {
		if len(ed.card.Actions) <= n {
			return 0
		}
		return slices.Index(actions, ed.card.Actions[n]) + 1
	}
	add(lang.X("yourcopy.card.first", "Centre: first action"), newChoiceGrid(options(lang.X("yourcopy.card.no-action", "No action")), ed.chosen(ed.firstSet, at(0)), ui.CellButton, func(i int) {
		ed.firstSet = true
		switch {
		case i == 0:
			ed.card.Actions, ed.secondSet = nil, true
		case len(ed.card.Actions) == 0:
			// a first action where there was none: no second one until
			// one is tapped, as most cards print
			ed.card.Actions, ed.secondSet = []yusuf.Action{actions[i-1]}, true
		default:
			ed.card.Actions[0] = actions[i-1] // the second stays as it was
		}
		ed.rebuild()
	}).object)
	second := newChoiceGrid(options(lang.X("yourcopy.card.no-second", "No second action")), ed.chosen(ed.secondSet && len(ed.card.Actions) > 0, at(1)), ui.CellButton, func(i int) {
		ed.secondSet = true
		ed.card.Actions = ed.card.Actions[:1]
		if i > 0 {
			ed.card.Actions = append(ed.card.Actions, actions[i-1])
		}
		ed.rebuild()
	})
	if len(ed.card.Actions) == 0 {
		// shown all the same, so that the card keeps its height (its
		// Record button stays where it was) when a first action is chosen
		for _, b := range second.buttons {
			b.Disable()
		}
	}
	add(lang.X("yourcopy.card.second", "Centre: second action, below the first"), second.object)
}

// bottomRows offer the bottom as the card prints it: its PP and parias
// (typed), or one special count, or nothing. A
// number typed clears the special count and a special count the numbers,
// in place: the field typed into keeps the keyboard.
func (ed *cardEditor) bottomRows(add func(string, fyne.CanvasObject)) {
	var pp, parias *ui.NumberField
	names := make([]string, len(pers))
	for i, p := range pers {
		names[i] = perName(p)
	}
	per := widget.NewSelect(names, nil)
	per.PlaceHolder = lang.X("yourcopy.card.bottom.per", "+1 PP per …")
	nothing := widget.NewButton(lang.X("yourcopy.card.bottom.nothing", "Nothing"), nil)
	syncing := false
	show := func() {
		syncing = true
		empty := ed.bottom == bottomUnset
		pp.SetValue(ed.card.Bottom.PP, empty)
		parias.SetValue(ed.card.Bottom.Parias, empty)
		if i := slices.Index(pers, ed.card.Bottom.Per); i >= 0 {
			per.SetSelectedIndex(i)
		} else {
			per.ClearSelected()
		}
		nothing.Importance = widget.MediumImportance
		if ed.bottom == bottomNothing {
			nothing.Importance = widget.HighImportance
		}
		nothing.Refresh()
		syncing = false
		ed.redraw()
	}
	number := func(set func(v int)) func(int, bool) error {
		return func(v int, _ bool) error {
			if syncing {
				return nil
			}
			ed.card.Bottom.Per = ""
			set(v)
			ed.bottom = bottomKind(ed.card.Bottom)
			syncing = true
			per.ClearSelected()
			nothing.Importance = widget.MediumImportance
			if ed.bottom == bottomNothing {
				nothing.Importance = widget.HighImportance
			}
			nothing.Refresh()
			syncing = false
			ed.redraw()
			return nil
		}
	}
	pp = ui.NewNumberField(0, true, true, number(func(v int) { ed.card.Bottom.PP = v }))
	parias = ui.NewNumberField(0, true, true, number(func(v int) { ed.card.Bottom.Parias = v }))
	for _, f := range []*ui.NumberField{pp, parias} {
		f.Minus.Hide() // typed: both fields stand in one row on a phone
		f.Plus.Hide()
	}
	per.OnChanged = func(string) {
		if syncing || per.SelectedIndex() < 0 {
			return
		}
		ed.card.Bottom, ed.bottom = yusuf.Bottom{Per: pers[per.SelectedIndex()]}, bottomPer
		show()
	}
	nothing.OnTapped = func() {
		ed.card.Bottom, ed.bottom = yusuf.Bottom{}, bottomNothing
		show()
	}
	show()
	numbers := container.NewGridWithColumns(2,
		container.NewBorder(nil, nil, caption(lang.X("yourcopy.card.pp", "PP")), nil, pp.Object()),
		container.NewBorder(nil, nil, caption(lang.X("yourcopy.card.parias", "Parias")), nil, parias.Object()))
	add(lang.X("yourcopy.card.bottom", "Bottom"), container.NewBorder(nil, nil, nil, nothing, numbers))
	ed.body.Add(per) // the whole row: a special count's name is long
}

// redraw draws the card as the editor now shows it.
func (ed *cardEditor) redraw() {
	ed.preview.Objects = []fyne.CanvasObject{drawnCard(ed.card, 1, shownParts{ed.discardSet, ed.firstSet && ed.secondSet, ed.bottom != bottomUnset})}
	if ed.object != nil {
		ed.object.Refresh() // lays the card and the rows out again at their new heights
	}
}

// missing names the first part of the card not chosen yet, or "".
func (ed *cardEditor) missing() string {
	switch {
	case !ed.spaceSet:
		return lang.X("yourcopy.card.need-space", "Choose the rondel space at the top of the card.")
	case !ed.discardSet:
		return lang.X("yourcopy.card.need-discard", "Choose the discard icon (or none).")
	case !ed.firstSet || !ed.secondSet:
		return lang.X("yourcopy.card.need-actions", "Choose the actions in the centre (or none).")
	case ed.bottom == bottomUnset:
		return lang.X("yourcopy.card.need-bottom", "Choose what the bottom of the card shows.")
	}
	return ""
}

// save records the card (a new card gets the next free id of its deck).
func (ed *cardEditor) save(next bool) {
	if m := ed.missing(); m != "" {
		tell(ed.msg, m)
		return
	}
	card := ed.card
	err := ed.c.Update(func(e *edition.Edition) {
		if ed.isNew {
			card.ID = nextCardID(e.Yusuf, card.Deck)
			e.Yusuf.Cards = append(e.Yusuf.Cards, card)
			return
		}
		for i := range e.Yusuf.Cards {
			if e.Yusuf.Cards[i].ID == card.ID {
				e.Yusuf.Cards[i] = card
			}
		}
	})
	if err != nil {
		tell(ed.msg, refusal(err))
		return
	}
	tell(ed.msg, "")
	ed.recorded(next)
}

// delete removes the recorded card (Undo brings it back).
func (ed *cardEditor) delete() {
	id := ed.card.ID
	if err := ed.c.Update(func(e *edition.Edition) {
		e.Yusuf.Cards = slices.DeleteFunc(e.Yusuf.Cards, func(c yusuf.Card) bool { return c.ID == id })
	}); err != nil {
		tell(ed.msg, refusal(err))
		return
	}
	ed.recorded(false)
}

// nextCardID is the first "DECK-N" no card uses.
func nextCardID(y *yusuf.Components, deck yusuf.Worker) string {
	for n := 1; ; n++ {
		id := fmt.Sprintf("%s-%d", deck, n)
		if _, used := y.Card(id); !used {
			return id
		}
	}
}
