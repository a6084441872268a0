package edition

import (
	"testing"

	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Each refused value (the first listed) says, typed, where it is (its part, its index, the
// card, rondel or deck of Yusuf's it concerns) and why (the message's
// code), so that a screen names it without reading its field path.
func TestCheckSaysThePlaceTyped(t *testing.T) {
	cases := []struct {
		name string
		edit func(e *Edition)
		want FieldError // its Part, Index, Card, Yusuf.Rondel and Deck
		code string
	}{
		{"tribute", func(e *Edition) { e.Tribute[2] = intp(sabika.MaxPrinted + 1) },
			FieldError{Part: PartTribute, Index: 2}, "sabika.range"},
		{"start dinars", func(e *Edition) { e.StartDinars[3] = intp(-1) },
			FieldError{Part: PartStartDinars, Index: 3}, "sabika.range"},
		{"letter", func(e *Edition) { e.Wishes[5].Letter = "D" },
			FieldError{Part: PartWishLetter, Index: 5}, "sabika.edition.wish-letter"},
		{"no element", func(e *Edition) { e.Wishes[1].Elements = []sabika.WishElement{} },
			FieldError{Part: PartWish, Index: 1}, "sabika.wish.tile-empty"},
		{"unknown wish", func(e *Edition) { e.Wishes[4].Elements[0].Per = "gold" },
			FieldError{Part: PartWish, Index: 4}, "sabika.wish.element-per"},
		{"unknown type", func(e *Edition) {
			e.Wishes[6].Elements = []sabika.WishElement{{Per: sabika.PerType, Type: "hut"}}
		}, FieldError{Part: PartWish, Index: 6}, "sabika.wish.element-type"},
		{"a type not of a building type", func(e *Edition) { e.Wishes[7].Elements[0].Type = sabika.Palace },
			FieldError{Part: PartWish, Index: 7}, "sabika.wish.element-typeless"},
		{"negative element PP", func(e *Edition) { e.Wishes[8].Elements[0].PP = -1 },
			FieldError{Part: PartWish, Index: 8}, "sabika.range"},
		{"element PP 1001", func(e *Edition) { e.Wishes[0].Elements[0].PP = sabika.MaxPrinted + 1 },
			FieldError{Part: PartWish}, "sabika.range"},
		{"a tile", func(e *Edition) { e.Yusuf.Tiles[1] = "sultan" },
			FieldError{Part: PartYusufTiles}, "sabika.yusuf.components.unknown-worker"},
		{"a deck size", func(e *Edition) { e.Yusuf.DeckSizes[yusuf.Poetisa] = 0 }, // and the decks no longer hold 26
			FieldError{Part: PartYusufTiles, Deck: yusuf.Poetisa}, "sabika.yusuf.components.deck-needed"},
		{"a rondel's space", func(e *Edition) { e.Yusuf.Rondels[yusuf.Alarife] = []string{"Mexuar", "Mexuar"} },
			FieldError{Part: PartRondel, Yusuf: yusuf.Place{Rondel: yusuf.Alarife}}, "sabika.yusuf.components.space-repeated"},
		{"the rondels", func(e *Edition) { e.Yusuf.Rondels["sultan"] = []string{"Mexuar"} },
			FieldError{Part: PartRondel}, "sabika.yusuf.components.unknown-worker"},
		{"a card", func(e *Edition) {
			e.Yusuf.Rondels[yusuf.Poetisa] = []string{"1"}
			e.Yusuf.Cards = []yusuf.Card{{ID: "p1", Deck: yusuf.Poetisa, Space: "1", Discard: yusuf.DiscardNone, Actions: []yusuf.Action{yusuf.Export}}}
		}, FieldError{Part: PartCard, Card: "p1"}, "sabika.yusuf.components.card-action"},
		{"the cards", func(e *Edition) {
			e.Yusuf.Rondels[yusuf.Poetisa] = []string{"1"}
			e.Yusuf.DeckSizes[yusuf.Poetisa], e.Yusuf.DeckSizes[yusuf.Alarife] = 1, 18
			for _, id := range []string{"p1", "p2"} {
				e.Yusuf.Cards = append(e.Yusuf.Cards, yusuf.Card{ID: id, Deck: yusuf.Poetisa, Space: "1", Discard: yusuf.DiscardNone})
			}
		}, FieldError{Part: PartCard}, "sabika.yusuf.components.deck-overfull"},
		{"the format", func(e *Edition) { e.Format = 0 }, FieldError{}, "sabika.edition.format"},
	}
	for _, c := range cases {
		e := filled()
		c.edit(e)
		ps := e.Problems()
		if len(ps) == 0 {
			t.Errorf("%s: no problem", c.name)
			continue
		}
		p := ps[0]
		if p.Part != c.want.Part || p.Index != c.want.Index || p.Card != c.want.Card || p.Yusuf.Rondel != c.want.Yusuf.Rondel ||
			p.Deck != c.want.Deck || p.Msg.Code != c.code {
			t.Errorf("%s: %+v, want %+v saying %s", c.name, *p, c.want, c.code)
		}
	}
}
