// Package yusuf runs Yusuf, Sabika's solo automa (spec sabika.md §6): his
// setup, every turn step by step, the end of each round and his final score.
// The engine decides everything the rules decide; where only the board knows
// (the sultan's desired type, which tile or card he takes, boxes on a
// warehouse tile, the export city) a turn stops with a Question and goes on
// with the Answer. Every shuffle comes from setup/random seeded from the
// game's seed, so a game replays identically and undo is a replay.
package yusuf

import (
	"errors"
	"slices"

	"arrayan.io/arrayan/data/message"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/setup/random"
)

// StateVersion is the version of the saved State format.
const StateVersion = 1

// MaxCount bounds every number read from the table (a tile's number, boxes,
// a due, PP printed on a card or a wish), as the other Sabika engines
// bound their input; MaxTotal bounds his PP, parias and shuffles, far above
// any game, so that no sum can overflow.
const (
	MaxCount = yusuf.MaxPrinted
	MaxTotal = 1_000_000
)

// Rounds is the number of rounds of a game [ES L956].
const Rounds = 5

// Ships is the number of Yusuf's ships [ES L931].
const Ships = 9

// MaxMajorPoems is the most major poems Yusuf holds [ES L1085].
const MaxMajorPoems = 2

// WorkerState is where one of Yusuf's workers is: Space "" is beside his
// action board (round 1 before its first activation [ES L995]).
type WorkerState struct {
	Type  yusuf.Worker `json:"type"`
	Space string       `json:"space"`
	Lying bool         `json:"lying"`
}

// Building is a major building tile Yusuf took: its printed number and type.
type Building struct {
	Number int    `json:"number"`
	Type   string `json:"type"`
}

// City is a city where Yusuf has a ship: on the left half, or on the right
// half when Consolidated. Matches is whether the city meets the trade
// card, as the export there was answered (nil: not known, the start city
// and states saved before it was kept).
type City struct {
	Name         string `json:"name"`
	Consolidated bool   `json:"consolidated"`
	Matches      *bool  `json:"matches,omitempty"`
}

// Holdings are what Yusuf has taken.
type Holdings struct {
	MajorBuildings []Building `json:"major_buildings"`
	MinorBuildings []string   `json:"minor_buildings"`
	Cities         []City     `json:"cities"`
	Seals          int        `json:"seals"`
	ShipsInGranada int        `json:"ships_in_granada"`
	MinorPoems     []int      `json:"minor_poems"`
	MajorPoems     []string   `json:"major_poems"`
	// Carvings counts the poems carved, which decides minor or major next.
	Carvings int `json:"carvings"`
	// Warehouses holds the boxes shown on each warehouse tile he took.
	Warehouses []int `json:"warehouses"`
	// Favour counts the steps of his favour counter (no benefit, ruling 14).
	Favour int `json:"favour"`
}

// Difficulty is the solo difficulty [ES L1164–1172]. Events concern only
// the human: Yusuf ignores them (ruling 11).
type Difficulty struct {
	Events string `json:"events"` // none | one-positive-two-negative | three-negative
	TenPP  bool   `json:"ten_pp"` // Yusuf starts at 10 PP instead of 5
}

// Pending is a turn under way: the card in play, the worker moved, the
// next action to resolve and the question waiting for an answer.
type Pending struct {
	Card     string    `json:"card"`
	Worker   int       `json:"worker"`
	Next     int       `json:"next"`
	Opposite bool      `json:"opposite,omitempty"`
	Question *Question `json:"question,omitempty"`
}

// State is Yusuf's whole state; it is JSON-serialisable and checked by
// Validate. Decks and the tile pile are listed top first, discard piles
// bottom first (the last entry is the face-up top card).
type State struct {
	Version    int                       `json:"version"`
	Seed       uint64                    `json:"seed"`
	Shuffles   int                       `json:"shuffles"`
	Difficulty Difficulty                `json:"difficulty"`
	Round      int                       `json:"round"`
	Turns      int                       `json:"turns"`
	Pile       []int                     `json:"pile"`
	Revealed   []int                     `json:"revealed"`
	Decks      map[yusuf.Worker][]string `json:"decks"`
	Discards   map[yusuf.Worker][]string `json:"discards"`
	// Activated was never used; states saved by earlier versions carry it
	// as null. Validate refuses any other value.
	Activated *struct{}     `json:"activated,omitempty"`
	Workers   []WorkerState `json:"workers"`
	Holdings  Holdings      `json:"holdings"`
	PP        int           `json:"pp"`
	Parias    int           `json:"parias"`
	Pending   *Pending      `json:"pending,omitempty"`
	Over      bool          `json:"over"`
}

// Setup is what a solo game starts from [ES L923–948].
type Setup struct {
	Seed       uint64     `json:"seed"`
	Difficulty Difficulty `json:"difficulty"`
	// StartCity is the city nearest Granada that meets the trade card's
	// criterion, chosen by the player on equal distance [ES L934].
	StartCity string `json:"start_city"`
}

// NewGame sets Yusuf up: PP 5 (or 10), paria 0, favour at the start, one
// ship consolidated on StartCity with its seal, 8 ships in Granada, workers
// beside his board, the tiles and each deck shuffled [ES L931–948].
func NewGame(c *yusuf.Components, s Setup) (State, error) {
	if err := c.Ready(); err != nil {
		return State{}, err
	}
	if s.Difficulty.Events == "" {
		s.Difficulty.Events = "none"
	}
	if !slices.Contains(yusuf.EventLevels, s.Difficulty.Events) {
		return State{}, inputErr("difficulty.events", yusuf.UnknownEvents.With(message.Params{"Events": s.Difficulty.Events}))
	}
	if err := checkCityName(s.StartCity); err != nil {
		return State{}, Within("start_city", err)
	}
	st := State{
		Version: StateVersion, Seed: s.Seed, Difficulty: s.Difficulty, Round: 1, PP: 5,
		Decks: map[yusuf.Worker][]string{}, Discards: map[yusuf.Worker][]string{},
		Holdings: Holdings{
			Cities: []City{{Name: s.StartCity, Consolidated: true}}, Seals: data.YusufStartSeals, ShipsInGranada: Ships - 1,
			MajorBuildings: []Building{}, MinorBuildings: []string{}, MinorPoems: []int{}, MajorPoems: []string{}, Warehouses: []int{},
		},
	}
	if s.Difficulty.TenPP {
		st.PP = 10
	}
	for i, t := range c.Tiles {
		st.Workers = append(st.Workers, WorkerState{Type: t})
		st.Pile = append(st.Pile, i)
	}
	st.Revealed = []int{}
	st.shuffle(len(st.Pile), func(i, j int) { st.Pile[i], st.Pile[j] = st.Pile[j], st.Pile[i] })
	for _, w := range yusuf.Workers {
		deck := []string{}
		for _, card := range c.Cards {
			if card.Deck == w {
				deck = append(deck, card.ID)
			}
		}
		st.shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		st.Decks[w] = deck
		st.Discards[w] = []string{}
	}
	return st, nil
}

// shuffle permutes n elements with a stream derived from the seed and the
// number of shuffles so far, so that every shuffle of a game differs and a
// replay repeats them all.
func (st *State) shuffle(n int, swap func(i, j int)) {
	random.New(random.Derive(st.Seed, uint64(st.Shuffles))).Shuffle(n, swap)
	st.Shuffles = addTotal(st.Shuffles, 1) // saturates: never a count the next call refuses
}

// Counts are the special bottoms' counts (and the wishes'), taken from the
// holdings as they are now.
func (h *Holdings) count(p yusuf.Per) int {
	switch p {
	case yusuf.PerMajorBuilding:
		return len(h.MajorBuildings)
	case yusuf.PerMinorBuilding:
		return len(h.MinorBuildings)
	case yusuf.PerPresence:
		return len(h.Cities)
	case yusuf.PerConsolidated:
		return h.consolidated()
	case yusuf.PerPoem:
		return len(h.MinorPoems) + len(h.MajorPoems)
	}
	return 0
}

func (h *Holdings) consolidated() int {
	n := 0
	for _, c := range h.Cities {
		if c.Consolidated {
			n++
		}
	}
	return n
}

func (h *Holdings) city(name string) int {
	return slices.IndexFunc(h.Cities, func(c City) bool { return c.Name == name })
}

// addPP adds PP, never below 0 (ruling 12) and never above MaxTotal, so
// that no answer is one the next call refuses.
func (st *State) addPP(n int) { st.PP = addTotal(st.PP, n) }

// addTotal is a + n within 0..MaxTotal: a sum saturates, never wraps (a is
// within the bounds; n may be any int).
func addTotal(a, n int) int {
	switch {
	case n > MaxTotal-a:
		return MaxTotal
	case n < -a:
		return 0
	}
	return a + n
}

// InputError is input that is not usable (exit 2 in the CLI): Field is the
// path of the offending field within the value the engine was given
// ("holdings.cities[1].name" in a State, "city" in an Answer), Msg what is
// wrong with it.
type InputError struct {
	Field string
	Msg   message.Message
}

// Error names the field and what is wrong with it, in English.
func (e *InputError) Error() string {
	if e.Field == "" {
		return e.Msg.Error()
	}
	return e.Field + ": " + e.Msg.Error()
}

// Said is what is wrong, pointing at the field (for app/ui.SayError).
func (e *InputError) Said() message.Message { return e.Msg.At(0, e.Field) }

// ErrorCode is the CLI contract's code.
func (e *InputError) ErrorCode() string { return "bad-input" }

// ErrorDetails names the field.
func (e *InputError) ErrorDetails() map[string]any { return map[string]any{"field": e.Field} }

// inputErr is an InputError of field saying m.
func inputErr(field string, m message.Message) error { return &InputError{field, m} }

// outOfRange says that value is not within min..max.
func outOfRange(value, low, high int) message.Message {
	return msgRange.With(message.Params{"Value": value, "Min": low, "Max": high})
}

// Within places an input error of a value inside a larger input: the field
// "city" of the value given as "answers[2]" becomes "answers[2].city".
// Other errors are returned as they are.
func Within(prefix string, err error) error {
	var in *InputError
	if !errors.As(err, &in) {
		return err
	}
	field := prefix
	if in.Field != "" {
		field += "." + in.Field
	}
	return &InputError{field, in.Msg}
}

// RuleError is an answer or a step that breaks a rule of the game (exit 3).
type RuleError struct{ Msg message.Message }

// Error is the rule broken, in English.
func (e *RuleError) Error() string { return e.Msg.Error() }

// Said is the rule broken (for app/ui.SayError).
func (e *RuleError) Said() message.Message { return e.Msg }

// ErrorCode is the CLI contract's code.
func (e *RuleError) ErrorCode() string { return "illegal-step" }

// RuleBroken marks a broken game rule (exit 3 in the CLI).
func (e *RuleError) RuleBroken() bool { return true }

// ruleErr is a RuleError saying m.
func ruleErr(m message.Message) error { return &RuleError{m} }
