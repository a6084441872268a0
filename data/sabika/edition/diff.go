package edition

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Change is one value an import would change: the path in the file, the
// value before and after as JSON ("null" for unknown or absent), and what
// it is, for the app to say in words: Part names the section, Index the
// space, tile or seat (from 0), Key the worker or the card's ID.
type Change struct {
	Path  string `json:"path"`
	Old   string `json:"old"`
	New   string `json:"new"`
	Part  Part   `json:"part"`
	Index int    `json:"index,omitempty"`
	Key   string `json:"key,omitempty"`
}

// Part is the section of the edition a Change is in.
type Part string

// The parts of an edition a change can be in.
const (
	PartTribute     Part = "tribute"
	PartEventChange Part = "event_change"
	PartWishLetter  Part = "wish_letter"
	PartWish        Part = "wish"
	PartStartDinars Part = "start_dinars"
	PartYusufTiles  Part = "yusuf_tiles"
	PartRondel      Part = "yusuf_rondel"
	PartCard        Part = "yusuf_card"
)

// Diff lists what changes from a to b, in file order, so the app can show
// an import before applying it (and undo by keeping a). Yusuf's cards are
// compared one by one by ID; an empty list and no list are the same
// (`"actions": null` and `[]` change nothing).
func Diff(a, b *Edition) []Change {
	var out []Change
	add := func(c Change, x, y any) {
		c.Old, c.New = asJSON(x), asJSON(y)
		out = append(out, c)
	}
	for i := range a.Tribute {
		if !reflect.DeepEqual(a.Tribute[i], b.Tribute[i]) {
			add(Change{Path: fmt.Sprintf("tribute[%d]", i), Part: PartTribute, Index: i}, a.Tribute[i], b.Tribute[i])
		}
	}
	for i := range a.EventChange {
		if !reflect.DeepEqual(a.EventChange[i], b.EventChange[i]) {
			add(Change{Path: fmt.Sprintf("event_change[%d]", i), Part: PartEventChange, Index: i}, a.EventChange[i], b.EventChange[i])
		}
	}
	for i := range a.Wishes {
		if a.Wishes[i].Letter != b.Wishes[i].Letter {
			add(Change{Path: fmt.Sprintf("wishes[%d].letter", i), Part: PartWishLetter, Index: i}, a.Wishes[i].Letter, b.Wishes[i].Letter)
		}
		if !reflect.DeepEqual(a.Wishes[i].Elements, b.Wishes[i].Elements) {
			add(Change{Path: fmt.Sprintf("wishes[%d].elements", i), Part: PartWish, Index: i}, a.Wishes[i].Elements, b.Wishes[i].Elements)
		}
	}
	for i := range a.StartDinars {
		if !reflect.DeepEqual(a.StartDinars[i], b.StartDinars[i]) {
			add(Change{Path: fmt.Sprintf("start_dinars[%d]", i), Part: PartStartDinars, Index: i}, a.StartDinars[i], b.StartDinars[i])
		}
	}
	return append(out, diffYusuf(components(a), components(b))...)
}

// components is e's Yusuf section, or the inferred default of ruling 15.
func components(e *Edition) yusuf.Components {
	if e.Yusuf == nil {
		return yusuf.Default()
	}
	return *e.Yusuf
}

// diffYusuf lists the changes to Yusuf's tiles and deck sizes, each
// rondel and each card.
func diffYusuf(a, b yusuf.Components) []Change {
	var out []Change
	if !slices.Equal(a.Tiles, b.Tiles) || !maps.Equal(a.DeckSizes, b.DeckSizes) {
		type tiles struct {
			Tiles     []yusuf.Worker       `json:"tiles"`
			DeckSizes map[yusuf.Worker]int `json:"deck_sizes"`
		}
		out = append(out, Change{Path: "yusuf.tiles", Part: PartYusufTiles,
			Old: asJSON(tiles{a.Tiles, a.DeckSizes}), New: asJSON(tiles{b.Tiles, b.DeckSizes})})
	}
	for _, w := range yusuf.Workers {
		if !slices.Equal(a.Rondels[w], b.Rondels[w]) {
			out = append(out, Change{Path: "yusuf.rondels." + string(w), Part: PartRondel, Key: string(w),
				Old: asJSON(nonEmpty(a.Rondels[w])), New: asJSON(nonEmpty(b.Rondels[w]))})
		}
	}
	card := func(id string, old, new *yusuf.Card) Change {
		return Change{Path: "yusuf.cards[" + id + "]", Part: PartCard, Key: id, Old: asJSON(old), New: asJSON(new)}
	}
	for _, c := range b.Cards {
		if old, ok := a.Card(c.ID); !ok {
			out = append(out, card(c.ID, nil, &c))
		} else if !sameCard(old, c) {
			out = append(out, card(c.ID, &old, &c))
		}
	}
	for _, c := range a.Cards {
		if _, ok := b.Card(c.ID); !ok {
			out = append(out, card(c.ID, &c, nil))
		}
	}
	return out
}

// sameCard compares two cards, an empty action list equal to none.
func sameCard(a, b yusuf.Card) bool {
	return a.ID == b.ID && a.Deck == b.Deck && a.Space == b.Space && a.Discard == b.Discard &&
		a.Bottom == b.Bottom && slices.Equal(a.Actions, b.Actions)
}

// nonEmpty is s, or nil when empty (shown as "null": nothing recorded).
func nonEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

func asJSON(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(data)
}
