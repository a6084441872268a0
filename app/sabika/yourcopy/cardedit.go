package yourcopy

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
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

// Bottom kinds of the editor: fixed PP and/or parias, a special count, or
// nothing.
const (
	bottomUnset = iota - 1
	bottomFixed
	bottomPer
	bottomNothing
)

// cardEditor enters or corrects one of Yusuf's worker cards: every part is
// a row of large buttons, chosen explicitly (nothing is preset on a new
// card), with the card drawn as it will show in play.
type cardEditor struct {
	c     *Copy
	isNew bool
	card  yusuf.Card
	// What the player has chosen so far on a new card.
	spaceSet, discardSet, firstSet, secondSet bool
	bottom                                    int
	// recorded runs after the card is recorded; next asks for the next
	// card to enter.
	recorded func(next bool)

	preview *fyne.Container
	body    *fyne.Container
	msg     *widget.Label
	object  fyne.CanvasObject
}

// newCardEditor opens the editor on card: a new card of its deck when
// isNew, else the recorded card with that id.
func newCardEditor(c *Copy, card yusuf.Card, isNew bool, recorded func(next bool)) *cardEditor {
	ed := &cardEditor{c: c, card: card, isNew: isNew, recorded: recorded, bottom: bottomUnset,
		preview: container.NewStack(), body: container.NewVBox(), msg: errorLine()}
	if !isNew {
		ed.spaceSet, ed.discardSet, ed.firstSet, ed.secondSet = true, true, true, true
		switch {
		case card.Bottom.Per != "":
			ed.bottom = bottomPer
		case card.Bottom.PP > 0 || card.Bottom.Parias > 0:
			ed.bottom = bottomFixed
		default:
			ed.bottom = bottomNothing
		}
	}
	ed.object = container.New(&ui.ResponsiveGrid{MinCellWidth: ui.ColumnWidth},
		container.NewVBox(ui.Sized(ui.CellCard, ed.preview)),
		container.NewVBox(ed.body, ed.msg, ed.buttons()))
	ed.rebuild()
	return ed
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
	next := widget.NewButtonWithIcon(lang.X("yourcopy.card.record-next", "Record and next card"), theme.NavigateNextIcon(), func() { ed.save(true) })
	next.Importance = widget.HighImportance
	return container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, next, record)
}

// rebuild lays the rows out again for the draft and redraws the card.
func (ed *cardEditor) rebuild() {
	ed.body.Objects = nil
	add := func(caption string, o fyne.CanvasObject) {
		ed.body.Add(ui.WrappedHeading(caption))
		ed.body.Add(o)
	}
	if ed.isNew {
		names := make([]string, len(yusuf.Workers))
		for i, w := range yusuf.Workers {
			names[i] = WorkerName(w)
		}
		add(lang.X("yourcopy.card.deck", "Deck"), newChoiceGrid(names, slices.Index(yusuf.Workers, ed.card.Deck), ui.CellButton, func(i int) {
			if yusuf.Workers[i] != ed.card.Deck {
				ed.card = yusuf.Card{Deck: yusuf.Workers[i]}
				ed.spaceSet, ed.discardSet, ed.firstSet, ed.secondSet, ed.bottom = false, false, false, false, bottomUnset
			}
			ed.rebuild()
		}).object)
	}
	add(lang.X("yourcopy.card.space", "Top: the rondel space"), ed.spaceRow())
	add(lang.X("yourcopy.card.discard", "Discard icon"), newChoiceGrid(discardNames(), ed.chosen(ed.discardSet, slices.Index(discards, ed.card.Discard)), ui.CellPair, func(i int) {
		ed.card.Discard, ed.discardSet = discards[i], true
		ed.rebuild()
	}).object)
	ed.actionRows(add)
	ed.bottomRows(add)
	ed.body.Refresh()
	ed.redraw()
}

// chosen is i when set, else -1 (nothing chosen yet).
func (ed *cardEditor) chosen(set bool, i int) int {
	if !set {
		return -1
	}
	return i
}

func discardNames() []string {
	out := make([]string, len(discards))
	for i, d := range discards {
		out[i] = discardName(d)
	}
	return out
}

// spaceRow offers the spaces of the card's rondel, clockwise; a rondel not
// recorded yet is asked for first.
func (ed *cardEditor) spaceRow() fyne.CanvasObject {
	rondel := ed.c.Get().Yusuf.Rondels[ed.card.Deck]
	if len(rondel) == 0 {
		return newRondelEditor(ed.c, ed.card.Deck, ed.rebuild).object
	}
	return newChoiceGrid(rondel, ed.chosen(ed.spaceSet, slices.Index(rondel, ed.card.Space)), ui.CellButton, func(i int) {
		ed.card.Space, ed.spaceSet = rondel[i], true
		ed.rebuild()
	}).object
}

// actionRows offer the first action (or none) and, after one, the second.
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
	add(lang.X("yourcopy.card.first", "Centre: first action"), newChoiceGrid(options(lang.X("yourcopy.card.no-action", "No action")), ed.chosen(ed.firstSet, at(0)), ui.CellPair, func(i int) {
		ed.firstSet = true
		if i == 0 {
			ed.card.Actions, ed.secondSet = nil, true
		} else {
			ed.card.Actions = []yusuf.Action{actions[i-1]}
			ed.secondSet = false
		}
		ed.rebuild()
	}).object)
	if len(ed.card.Actions) == 0 {
		return
	}
	add(lang.X("yourcopy.card.second", "Centre: second action, below the first"), newChoiceGrid(options(lang.X("yourcopy.card.no-second", "No second action")), ed.chosen(ed.secondSet, at(1)), ui.CellPair, func(i int) {
		ed.secondSet = true
		ed.card.Actions = ed.card.Actions[:1]
		if i > 0 {
			ed.card.Actions = append(ed.card.Actions, actions[i-1])
		}
		ed.rebuild()
	}).object)
}

// bottomRows offer the bottom's kind and then its PP and parias or its
// special count.
func (ed *cardEditor) bottomRows(add func(string, fyne.CanvasObject)) {
	kinds := []string{
		lang.X("yourcopy.card.bottom.fixed", "PP and/or parias"),
		lang.X("yourcopy.card.bottom.per", "+1 PP per …"),
		lang.X("yourcopy.card.bottom.nothing", "Nothing"),
	}
	add(lang.X("yourcopy.card.bottom", "Bottom"), newChoiceGrid(kinds, ed.bottom, ui.CellButton, func(i int) {
		ed.bottom = i
		ed.card.Bottom = yusuf.Bottom{}
		ed.rebuild()
	}).object)
	switch ed.bottom {
	case bottomFixed:
		pp := ui.NewNumberField(ed.card.Bottom.PP, false, false, func(v int, _ bool) error {
			ed.card.Bottom.PP = v
			ed.redraw()
			return nil
		})
		parias := ui.NewNumberField(ed.card.Bottom.Parias, false, false, func(v int, _ bool) error {
			ed.card.Bottom.Parias = v
			ed.redraw()
			return nil
		})
		ed.body.Add(container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair},
			container.NewBorder(nil, nil, widget.NewLabel(lang.X("yourcopy.card.pp", "PP")), nil, pp.Object()),
			container.NewBorder(nil, nil, widget.NewLabel(lang.X("yourcopy.card.parias", "Parias")), nil, parias.Object())))
	case bottomPer:
		names := make([]string, len(pers))
		for i, p := range pers {
			names[i] = perName(p)
		}
		ed.body.Add(newChoiceGrid(names, slices.Index(pers, ed.card.Bottom.Per), ui.CellField, func(i int) {
			ed.card.Bottom = yusuf.Bottom{Per: pers[i]}
			ed.rebuild()
		}).object)
	}
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
	case ed.card.Deck == "":
		return lang.X("yourcopy.card.need-deck", "Choose the card's deck.")
	case !ed.spaceSet:
		return lang.X("yourcopy.card.need-space", "Choose the rondel space at the top of the card.")
	case !ed.discardSet:
		return lang.X("yourcopy.card.need-discard", "Choose the discard icon (or none).")
	case !ed.firstSet || !ed.secondSet:
		return lang.X("yourcopy.card.need-actions", "Choose the actions in the centre (or none).")
	case ed.bottom == bottomUnset:
		return lang.X("yourcopy.card.need-bottom", "Choose what the bottom of the card shows.")
	case ed.bottom == bottomFixed && ed.card.Bottom.PP == 0 && ed.card.Bottom.Parias == 0:
		return lang.X("yourcopy.card.need-fixed", "Type the PP and/or parias at the bottom, or choose Nothing.")
	case ed.bottom == bottomPer && ed.card.Bottom.Per == "":
		return lang.X("yourcopy.card.need-per", "Choose what the bottom counts.")
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
