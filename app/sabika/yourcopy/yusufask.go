package yourcopy

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// askYusuf opens the part of Yusuf's editor the engine's place names: a
// rondel's spaces, one card (by id, or the next one of a deck), or the
// tiles and decks.
func askYusuf(c *Copy, place yusuf.Place, done func()) fyne.CanvasObject {
	switch {
	case place.Card != "":
		if card, ok := c.Get().Yusuf.Card(place.Card); ok {
			return newCardEditor(c, card, false, func(bool) { done() }).object
		}
	case place.Rondel != "":
		return newRondelEditor(c, place.Rondel, done).object
	case place.Deck != "":
		return newCardAsker(c, place.Deck, done, nil)
	}
	return tilesEditor(c, done)
}

// newCardAsker asks for the missing cards of deck one after the other:
// "Record and next card" opens the next, and done runs when the deck is
// complete or a card was recorded with "Record this card". next, when not
// nil, runs when the next card opens (the screen scrolls up to it).
func newCardAsker(c *Copy, deck yusuf.Worker, done, next func()) fyne.CanvasObject {
	slot := container.NewStack()
	var open func()
	open = func() {
		ed := newCardEditor(c, yusuf.Card{Deck: deck}, true, func(another bool) {
			if another && deckMissing(c.Get().Yusuf, deck) > 0 {
				open()
				if next != nil {
					next()
				}
				return
			}
			done()
		})
		slot.Objects = []fyne.CanvasObject{ed.object}
		slot.Refresh()
	}
	open()
	return slot
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
