// Package yusuf holds the components of Yusuf, Sabika's solo automa, as data:
// his 4 worker tiles, his 26 worker cards in three decks and the spaces of
// the rondels his workers move on. Card contents and rondel spaces are
// printed only (spec sabika.md §1.3, §6.10): the player records them once
// from their own copy and nothing here invents them (ruling 15). The edition
// data of data/sabika embeds a Components value.
package yusuf

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/naming"
	"arrayan.io/arrayan/data/sabika"
)

// Worker is a worker type: the deck a card belongs to and the worker a tile
// activates.
type Worker string

// The three worker types, in the rulebook's order [ES L99–121].
const (
	Alarife     Worker = "alarife"
	Comerciante Worker = "comerciante"
	Poetisa     Worker = "poetisa"
)

// Workers lists the worker types in the rulebook's order.
var Workers = []Worker{Alarife, Comerciante, Poetisa}

// Discard is a card's discard icon [ES L984].
type Discard string

// The discard icons: none, the raw material, the marble, or both.
const (
	DiscardNone   Discard = "none"
	DiscardRaw    Discard = "raw"
	DiscardMarble Discard = "marble"
	DiscardBoth   Discard = "both"
)

// Action is one action in the centre of a card (spec §6.5).
type Action string

// Yusuf's actions: the alarife's three, the comerciante's two, the poetisa's one.
const (
	MajorBuilding Action = "major-building"
	MinorBuilding Action = "minor-building"
	Warehouse     Action = "warehouse"
	Export        Action = "export"
	Consolidate   Action = "consolidate"
	Carve         Action = "carve"
)

// actionsOf lists the actions each worker's cards may show [ES L1015–1085].
var actionsOf = map[Worker][]Action{
	Alarife:     {MajorBuilding, MinorBuilding, Warehouse},
	Comerciante: {Export, Consolidate},
	Poetisa:     {Carve},
}

// ActionsOf returns the actions a card of deck w may show.
func ActionsOf(w Worker) []Action { return slices.Clone(actionsOf[w]) }

// Per is a special bottom: +1 PP per thing Yusuf holds [ES L1095–1115].
type Per string

// The five special counts.
const (
	PerMajorBuilding Per = "major-building"
	PerMinorBuilding Per = "minor-building"
	PerPresence      Per = "presence"
	PerConsolidated  Per = "consolidated"
	PerPoem          Per = "poem"
)

var pers = []Per{PerMajorBuilding, PerMinorBuilding, PerPresence, PerConsolidated, PerPoem}

// MaxPrinted bounds every number printed on one of Yusuf's components (a
// card's PP and parias), as every printed value of Sabika is bounded
// (data/sabika MaxPrinted): his engine's sums cannot overflow
// (scoring/sabika/yusuf MaxCount).
const MaxPrinted = sabika.MaxPrinted

// Bottom is what a card scores after its actions: fixed PP and/or parias,
// or one special count, or nothing [ES L1091–1115].
type Bottom struct {
	PP     int `json:"pp,omitempty"`
	Parias int `json:"parias,omitempty"`
	Per    Per `json:"per,omitempty"`
}

// Card is one worker card, resolved top to bottom [ES L968–978].
type Card struct {
	ID      string   `json:"id"`
	Deck    Worker   `json:"deck"`
	Space   string   `json:"space"`
	Discard Discard  `json:"discard"`
	Actions []Action `json:"actions"`
	Bottom  Bottom   `json:"bottom"`
}

// Components are Yusuf's components as the player's copy prints them.
type Components struct {
	// Tiles: the worker shown on each of the 4 worker tiles.
	Tiles []Worker `json:"tiles"`
	// DeckSizes: how many cards each deck holds ("x12 x7 x7" [ES L231]).
	DeckSizes map[Worker]int `json:"deck_sizes"`
	// Rondels: the spaces of each worker's rondel in clockwise order, named
	// as on the board.
	Rondels map[Worker][]string `json:"rondels"`
	// Cards: the worker cards recorded so far.
	Cards []Card `json:"cards"`
}

// TileCount is the number of worker tiles [ES L223 "x4"].
const TileCount = 4

// CardCount is the number of worker cards [ES L231 "x12 x7 x7"].
const CardCount = 26

// Default returns the inferred composition of ruling 15 (2 alarife, 1
// comerciante, 1 poetisa tiles; decks of 12, 7 and 7) with no rondel space
// and no card recorded: those are printed only.
func Default() Components {
	return Components{
		Tiles:     []Worker{Alarife, Alarife, Comerciante, Poetisa},
		DeckSizes: map[Worker]int{Alarife: 12, Comerciante: 7, Poetisa: 7},
		Rondels:   map[Worker][]string{},
	}
}

// Card returns the card with the given id.
func (c *Components) Card(id string) (Card, bool) {
	for _, card := range c.Cards {
		if card.ID == id {
			return card, true
		}
	}
	return Card{}, false
}

// Problem is one thing wrong or missing in the components; Card and Field
// point at it ("" when it concerns the whole set); Message is Msg in
// English, Msg what a screen words; Place is where it is, typed, for a
// screen to open its editor and name it.
type Problem struct {
	Card    string          `json:"card,omitempty"`
	Field   string          `json:"field"`
	Message string          `json:"message"`
	Msg     message.Message `json:"-"`
	Place   Place           `json:"-"`
}

// problem is a Problem of card's field saying m; a card's problem is at
// that card.
func problem(card, field string, m message.Message) Problem {
	return Problem{Card: card, Field: field, Message: m.String(), Msg: m.At(0, field), Place: Place{Card: card}}
}

// problemAt is a Problem of field saying m, at place.
func problemAt(place Place, field string, m message.Message) Problem {
	p := problem(place.Card, field, m)
	p.Place = place
	return p
}

// nameProblem says why a name is refused by naming.Check (too long), or
// returns false.
func nameProblem(name string) (message.Message, bool) {
	var long *naming.TooLongError
	if errors.As(naming.Check(name), &long) {
		return long.Said(), true
	}
	return message.Message{}, false
}

// String is the problem in English, with its card and field.
func (p Problem) String() string {
	if p.Card != "" {
		return fmt.Sprintf("card %s: %s: %s", p.Card, p.Field, p.Message)
	}
	return fmt.Sprintf("%s: %s", p.Field, p.Message)
}

// Error is a validation failure listing every problem.
type Error struct{ Problems []Problem }

// Said is the first problem, pointing at its field.
func (e *Error) Said() message.Message { return e.Problems[0].Msg }

// Error lists every problem in English.
func (e *Error) Error() string {
	parts := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		parts[i] = p.String()
	}
	return "yusuf components: " + strings.Join(parts, "; ")
}

// ErrorCode is the CLI contract's code for unusable input.
func (e *Error) ErrorCode() string { return "bad-input" }

// Validate checks the components as far as they are recorded: every
// recorded value must be legal; missing cards are not an error here (see
// Missing). It returns an *Error listing every problem.
func (c *Components) Validate() error {
	var ps []Problem
	add := func(card, field string, m message.Message) { ps = append(ps, problem(card, field, m)) }
	ps = append(ps, c.checkTilesAndSizes()...)
	for _, w := range sortedRondelKeys(c.Rondels) {
		if !slices.Contains(Workers, w) {
			add("", "rondels", msgUnknownWorker.With(message.Params{"Worker": w}))
			continue
		}
		ps = append(ps, rondelProblems(w, c.Rondels[w])...)
	}
	ids := map[string]bool{}
	count := map[Worker]int{}
	for i, card := range c.Cards {
		name := card.ID
		if m, long := nameProblem(name); long {
			name = fmt.Sprintf("#%d", i+1)
			add(name, "id", m)
		} else if strings.TrimSpace(name) == "" {
			name = fmt.Sprintf("#%d", i+1)
			add(name, "id", msgEmpty.With(nil))
		} else if ids[card.ID] {
			add(name, "id", msgIDTwice.With(nil))
		}
		ids[card.ID] = true
		count[card.Deck]++
		ps = append(ps, c.checkCard(name, card)...)
	}
	for _, w := range Workers {
		if size, ok := c.DeckSizes[w]; ok && count[w] > size {
			add("", "cards", msgDeckOverfull.With(message.Params{"Count": count[w], "Worker": w, "Size": size}))
		}
	}
	if len(ps) > 0 {
		return &Error{ps}
	}
	return nil
}

// rondelProblems checks the spaces of w's rondel: each named, within
// naming's length, and written once (a card names its space by its name,
// so two spaces of one name could not be told apart, spec §6.10).
func rondelProblems(w Worker, spaces []string) []Problem {
	var ps []Problem
	for i, s := range spaces {
		field, place := fmt.Sprintf("rondels.%s[%d]", w, i), Place{Rondel: w, Space: s}
		if m, long := nameProblem(s); long {
			ps = append(ps, problemAt(place, field, m))
		} else if strings.TrimSpace(s) == "" {
			ps = append(ps, problemAt(place, field, msgEmpty.With(nil)))
		} else if slices.Contains(spaces[:i], s) {
			ps = append(ps, problemAt(place, field, msgSpaceRepeated.With(message.Params{"Space": s})))
		}
	}
	return ps
}

func sortedRondelKeys(m map[Worker][]string) []Worker {
	keys := make([]Worker, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// checkTilesAndSizes checks the tile composition and the deck sizes.
func (c *Components) checkTilesAndSizes() []Problem {
	var ps []Problem
	if len(c.Tiles) != TileCount {
		ps = append(ps, problem("", "tiles", msgTileCount.With(message.Params{"Count": len(c.Tiles), "Box": TileCount})))
	}
	for i, t := range c.Tiles {
		if !slices.Contains(Workers, t) {
			ps = append(ps, problem("", fmt.Sprintf("tiles[%d]", i), msgUnknownWorker.With(message.Params{"Worker": t})))
		}
	}
	for _, w := range Workers {
		if slices.Contains(c.Tiles, w) && c.DeckSizes[w] < 1 {
			ps = append(ps, problem("", "deck_sizes."+string(w), msgDeckNeeded.With(nil)))
		}
	}
	for w, n := range c.DeckSizes {
		if !slices.Contains(Workers, w) || n < 0 {
			ps = append(ps, problem("", "deck_sizes."+string(w), msgDeckSize.With(message.Params{"Size": n})))
		}
	}
	if m, wrong := message.Of(CheckDeckTotal(c.DeckSizes)); wrong {
		ps = append(ps, problem("", "deck_sizes", m))
	}
	return ps
}

// CheckDeckTotal refuses deck sizes that do not add up to the box's
// CardCount cards (ruling 15: the player's copy may split them otherwise,
// never hold more or fewer); the error is a message.Message pointing at
// "deck_sizes". It is the one check of the total: the screen that edits
// the sizes calls it.
func CheckDeckTotal(sizes map[Worker]int) error {
	total := 0
	for _, n := range sizes {
		total += n
	}
	if total != CardCount {
		return msgDeckTotal.With(message.Params{"Total": total, "Box": CardCount}).At(0, "deck_sizes")
	}
	return nil
}

// checkCard checks one recorded card field by field.
func (c *Components) checkCard(name string, card Card) []Problem {
	var ps []Problem
	add := func(field string, m message.Message) { ps = append(ps, problem(name, field, m)) }
	if !slices.Contains(Workers, card.Deck) {
		add("deck", msgCardDeck.With(message.Params{"Deck": card.Deck}))
		return ps
	}
	// A card off its rondel is at the card, its rondel and the space the
	// rondel lacks: the rondel's editor says which card to change first.
	off := Place{Card: name, Rondel: card.Deck, Space: card.Space}
	if m, long := nameProblem(card.Space); long {
		add("space", m)
	} else if rondel := c.Rondels[card.Deck]; len(rondel) > 0 && !slices.Contains(rondel, card.Space) {
		if slices.ContainsFunc(rondel, func(s string) bool { return naming.Check(s) != nil }) {
			ps = append(ps, problemAt(off, "space", NotOnRondel.With(message.Params{"Space": card.Space, "Worker": card.Deck}))) // its list is refused, not repeated
		} else {
			ps = append(ps, problemAt(off, "space", msgNotOnRondelOf.With(message.Params{"Space": card.Space, "Worker": card.Deck, "Spaces": strings.Join(rondel, ", ")})))
		}
	} else if strings.TrimSpace(card.Space) == "" {
		add("space", msgEmpty.With(nil))
	}
	switch card.Discard {
	case DiscardNone, DiscardRaw, DiscardMarble, DiscardBoth:
	default:
		add("discard", msgCardDiscard.With(message.Params{"Discard": card.Discard}))
	}
	if len(card.Actions) > 2 {
		add("actions", msgCardActions.With(message.Params{"Count": len(card.Actions)}))
	}
	for i, a := range card.Actions {
		if !slices.Contains(actionsOf[card.Deck], a) {
			add(fmt.Sprintf("actions[%d]", i), msgCardAction.With(message.Params{"Action": a, "Worker": card.Deck}))
		}
	}
	b := card.Bottom
	switch {
	case b.PP < 0 || b.PP > MaxPrinted:
		add("bottom.pp", sabika.OutOfRange.With(message.Params{"Max": MaxPrinted, "Value": b.PP}))
	case b.Parias < 0 || b.Parias > MaxPrinted:
		add("bottom.parias", sabika.OutOfRange.With(message.Params{"Max": MaxPrinted, "Value": b.Parias}))
	case b.Per != "" && !slices.Contains(pers, b.Per):
		add("bottom.per", msgUnknownCount.With(message.Params{"Per": b.Per}))
	case b.Per != "" && (b.PP != 0 || b.Parias != 0):
		add("bottom", msgSpecialCount.With(nil))
	}
	return ps
}

// Missing lists what must still be recorded before Yusuf can play: the
// rondels without spaces and, per deck, how many cards are still to be
// entered. It is empty when the components are complete.
func (c *Components) Missing() []Problem {
	var ps []Problem
	count := map[Worker]int{}
	for _, card := range c.Cards {
		count[card.Deck]++
	}
	for _, w := range Workers {
		if len(c.Rondels[w]) == 0 {
			ps = append(ps, problemAt(Place{Rondel: w}, "rondels."+string(w), msgRondelMissing.With(message.Params{"Worker": w})))
		}
		if n := c.DeckSizes[w] - count[w]; n > 0 {
			ps = append(ps, problemAt(Place{Deck: w}, "cards."+string(w), msgCardsMissing.With(message.Params{"Count": n, "Size": c.DeckSizes[w], "Worker": w})))
		}
	}
	return ps
}

// ErrIncomplete is returned by Ready when cards or rondels are missing.
var ErrIncomplete = errors.New("yusuf components are not fully recorded")

// Ready reports whether the components are valid and complete, so that a
// game can start; the error names every problem or missing part.
func (c *Components) Ready() error {
	if err := c.Validate(); err != nil {
		return err
	}
	if m := c.Missing(); len(m) > 0 {
		return fmt.Errorf("%w: %w", ErrIncomplete, &Error{m})
	}
	return nil
}
