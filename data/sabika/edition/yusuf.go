package edition

import (
	"fmt"
	"slices"
)

// Worker types of Yusuf's tiles and decks [ES L285 O, L948].
const (
	Alarife     = "alarife"
	Comerciante = "comerciante"
	Poetisa     = "poetisa"
)

// Yusuf holds the solo automa's printed components (spec §6.1, §6.10): the
// worker on each of his 4 tiles and his worker cards. Nil entries are
// unknown.
type Yusuf struct {
	// Tiles are the workers of his 4 worker tiles [ES L223]; the default is
	// the inferred 2 alarife, 1 comerciante, 1 poetisa (ruling 15).
	Tiles [4]string `json:"tiles"`
	// Cards are his worker cards as entered, 26 in the box [ES L231].
	Cards []WorkerCard `json:"cards"`
	// Spaces are the labels the player gives his rondel spaces.
	Spaces []string `json:"spaces"`
}

// WorkerCard is one of Yusuf's worker cards (spec §6.1, §6.10).
type WorkerCard struct {
	// Deck is the worker type: alarife, comerciante or poetisa.
	Deck string `json:"deck"`
	// Space is the rondel space at the top, one of Yusuf.Spaces.
	Space string `json:"space"`
	// Discard is the discard icon: none, raw-material, marble or both.
	Discard string `json:"discard"`
	// Actions are 0–2 actions top to bottom, each allowed for the deck.
	Actions []string `json:"actions"`
	// Bottom is what the card scores: kind pp, parias, pp+parias, or a
	// special count, or none.
	Bottom Bottom `json:"bottom"`
}

// Bottom is a worker card's bottom [ES L1091–1115].
type Bottom struct {
	// Kind is none, points (PP and/or parias), major-buildings,
	// minor-buildings, presence, consolidated or poems.
	Kind   string `json:"kind"`
	PP     int    `json:"pp,omitempty"`
	Parias int    `json:"parias,omitempty"`
}

// actionsOf are each deck's actions (spec §6.10).
var actionsOf = map[string][]string{
	Alarife:     {"major-building", "minor-building", "warehouse"},
	Comerciante: {"export", "consolidate"},
	Poetisa:     {"carve"},
}

var discards = []string{"none", "raw-material", "marble", "both"}

var bottomKinds = []string{"none", "points", "major-buildings", "minor-buildings", "presence", "consolidated", "poems"}

// NewYusuf is Yusuf's section with the inferred worker tiles (ruling 15)
// and no cards yet.
func NewYusuf() *Yusuf {
	return &Yusuf{Tiles: [4]string{Alarife, Alarife, Comerciante, Poetisa}}
}

// DeckSizes are the inferred deck sizes, 12/7/7 (ruling 15; spec A20).
var DeckSizes = map[string]int{Alarife: 12, Comerciante: 7, Poetisa: 7}

func (y *Yusuf) unknown() []string {
	var out []string
	for deck, n := range DeckSizes {
		have := 0
		for _, c := range y.Cards {
			if c.Deck == deck {
				have++
			}
		}
		if have < n {
			out = append(out, fmt.Sprintf("yusuf.cards.%s", deck))
		}
	}
	slices.Sort(out)
	return out
}

func (y *Yusuf) check() error {
	for i, t := range y.Tiles {
		if _, ok := actionsOf[t]; !ok {
			return fieldErr(fmt.Sprintf("yusuf.tiles[%d]", i), "a worker tile shows alarife, comerciante or poetisa, not %q", t)
		}
	}
	for i, c := range y.Cards {
		if err := c.check(fmt.Sprintf("yusuf.cards[%d].", i), y.Spaces); err != nil {
			return err
		}
	}
	return nil
}

func (c WorkerCard) check(prefix string, spaces []string) error {
	allowed, ok := actionsOf[c.Deck]
	switch {
	case !ok:
		return fieldErr(prefix+"deck", "must be alarife, comerciante or poetisa, not %q", c.Deck)
	case !slices.Contains(spaces, c.Space):
		return fieldErr(prefix+"space", "%q is not one of Yusuf's rondel spaces", c.Space)
	case !slices.Contains(discards, c.Discard):
		return fieldErr(prefix+"discard", "must be none, raw-material, marble or both, not %q", c.Discard)
	case len(c.Actions) > 2:
		return fieldErr(prefix+"actions", "a card shows at most 2 actions, not %d", len(c.Actions))
	case !slices.Contains(bottomKinds, c.Bottom.Kind):
		return fieldErr(prefix+"bottom.kind", "unknown bottom %q", c.Bottom.Kind)
	case c.Bottom.PP < 0 || c.Bottom.Parias < 0:
		return fieldErr(prefix+"bottom", "PP and parias are 0 or more")
	case c.Bottom.Kind != "points" && (c.Bottom.PP != 0 || c.Bottom.Parias != 0):
		return fieldErr(prefix+"bottom", "only a points bottom gives PP or parias")
	}
	for k, a := range c.Actions {
		if !slices.Contains(allowed, a) {
			return fieldErr(fmt.Sprintf("%sactions[%d]", prefix, k), "%q is not an action of the %s deck", a, c.Deck)
		}
	}
	return nil
}
