package yourcopy

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// AskYusuf is the inline question for the part of Yusuf's components the
// engine's typed place names (a yusuf.Problem's Place): a rondel's spaces,
// one card (by id, or the next one of a deck), or the tiles and decks.
// Confirming records it with c.Update and calls done.
func AskYusuf(c *Copy, place yusuf.Place, done func()) fyne.CanvasObject {
	translation.Need(translation.YourCopy)
	return askYusuf(c, place, done)
}

// askYusuf opens the part of Yusuf's editor place names.
func askYusuf(c *Copy, place yusuf.Place, done func()) fyne.CanvasObject {
	switch {
	case place.Card != "":
		if card, ok := c.Get().Yusuf.Card(place.Card); ok {
			return newCardEditor(c, card, false, nil, func(bool) { done() }).object
		}
	case place.Rondel != "":
		return newRondelEditor(c, place.Rondel, done).object
	case place.Deck != "":
		return newCardAsker(c, place.Deck, done, nil)
	}
	return tilesEditor(c, done)
}

// newCardAsker asks for the missing cards of deck (or, when it is
// complete, of the next deck with cards missing) one after the other,
// then those of the decks after it: "Record and next card" opens the next
// card, preset from the card of its deck recorded last (the first card of
// a deck is blank), and done runs when every deck is complete or a card was recorded
// with "Record this card". next, when not nil, runs once the next card
// shows, and after a rondel was recorded in it, with the first of its
// parts and its "Record and next card" button (the screen brings them
// into view).
func newCardAsker(c *Copy, deck yusuf.Worker, done func(), next func(first, record fyne.CanvasObject)) fyne.CanvasObject {
	slot := container.NewStack()
	var open func(deck yusuf.Worker) *cardEditor
	show := func(ed *cardEditor) {
		if next != nil {
			next(ed.parts())
		}
	}
	open = func(deck yusuf.Worker) *cardEditor {
		ed := newCardEditor(c, yusuf.Card{Deck: deck}, true, lastCard(c.Get().Yusuf, deck), func(another bool) {
			following := nextDeck(c.Get().Yusuf, deck)
			if !another || following == "" {
				done()
				return
			}
			show(open(following))
		})
		ed.rondelRecorded = func() { show(ed) }
		slot.Objects = []fyne.CanvasObject{ed.object}
		slot.Refresh()
		return ed
	}
	if first := nextDeck(c.Get().Yusuf, deck); first != "" {
		deck = first // deck is complete: the next deck with cards missing
	}
	open(deck)
	return slot
}

// lastCard is the card of deck recorded last, or nil.
func lastCard(y *yusuf.Components, deck yusuf.Worker) *yusuf.Card {
	for i := len(y.Cards) - 1; i >= 0; i-- {
		if y.Cards[i].Deck == deck {
			return &y.Cards[i]
		}
	}
	return nil
}

// nextDeck is the deck whose cards are asked next: deck while some of its
// cards are missing, else the first deck after it (in the rulebook's
// order, then from the first) with cards missing, or "" when every deck is
// complete.
func nextDeck(y *yusuf.Components, deck yusuf.Worker) yusuf.Worker {
	i := slices.Index(yusuf.Workers, deck)
	for k := range yusuf.Workers {
		if w := yusuf.Workers[(i+k)%len(yusuf.Workers)]; deckMissing(y, w) > 0 {
			return w
		}
	}
	return ""
}

// deckMissing is how many cards of deck are still to be recorded.
func deckMissing(y *yusuf.Components, deck yusuf.Worker) int {
	n := y.DeckSizes[deck]
	for _, card := range y.Cards {
		if card.Deck == deck {
			n--
		}
	}
	return max(n, 0)
}
