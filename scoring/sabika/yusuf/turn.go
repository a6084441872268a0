package yusuf

import (
	"fmt"
	"slices"

	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Event is one thing that happened, for display. Kind is one of: tile,
// reshuffle, draw, redraw, move, lie, discard-icon, action, skip, score,
// discard, turn-done, earlier-consolidator (EarlierConsolidator), income,
// wishes, tribute, start-player, tiles-shuffled, consolidation-bonus,
// poems, trade, seals, final.
type Event struct {
	Kind   string `json:"kind"`
	Worker string `json:"worker,omitempty"`
	Card   string `json:"card,omitempty"`
	Space  string `json:"space,omitempty"`
	Action string `json:"action,omitempty"`
	Detail string `json:"detail,omitempty"`
	PP     int    `json:"pp,omitempty"`
	Parias int    `json:"parias,omitempty"`
}

// QuestionKind names what only the board can tell.
type QuestionKind string

// The questions a turn may ask.
const (
	// AskMajorBuilding: the tile he takes (ruling 14: the current era's
	// highest number of the desired type, else the highest number); the
	// answer gives Type and Number.
	AskMajorBuilding QuestionKind = "major-building"
	// AskMinorBuilding: the card he takes (rightmost column first, each
	// from the top, the first of the desired type, else the first); Type.
	AskMinorBuilding QuestionKind = "minor-building"
	// AskWarehouse: the boxes on the warehouse tiles next to his space,
	// nearest first (0 to 2 numbers); the engine picks.
	AskWarehouse QuestionKind = "warehouse"
	// AskWarehouseOpposite: the same next to the opposite warehouse space.
	AskWarehouseOpposite QuestionKind = "warehouse-opposite"
	// AskExport: the city he exports to by the rule and its fallbacks;
	// City (one where he has no presence yet), Seal (the city had a seal)
	// and Matches (it meets the trade card).
	AskExport QuestionKind = "export"
	// AskConsolidate: which of Options meets the trade card (City), or Skip.
	AskConsolidate QuestionKind = "consolidate"
	// AskMinorPoem: the available minor poem with the highest number (Number).
	AskMinorPoem QuestionKind = "carve-minor"
	// AskMajorPoem: the available major poem with the last letter (Code).
	AskMajorPoem QuestionKind = "carve-major"
)

// Question is what the engine needs from the board to go on. Options lists
// the allowed choices where they are finite; Skip is always allowed and
// means the action cannot be carried out (ruling 14).
type Question struct {
	Kind    QuestionKind `json:"kind"`
	Action  yusuf.Action `json:"action"`
	Space   string       `json:"space"`
	Options []string     `json:"options,omitempty"`
	// Presence lists, for an export, the cities where he has presence: the
	// distances are measured from Granada or from them, and they are not
	// choices (he never has two ships in one city).
	Presence []string `json:"presence,omitempty"`
	Rule     string   `json:"rule"`
}

// Answer answers the pending Question; only the fields of its kind count.
type Answer struct {
	Skip    bool   `json:"skip,omitempty"`
	Type    string `json:"type,omitempty"`
	Number  int    `json:"number,omitempty"`
	Code    string `json:"code,omitempty"`
	Boxes   []int  `json:"boxes,omitempty"`
	City    string `json:"city,omitempty"`
	Seal    bool   `json:"seal,omitempty"`
	Matches bool   `json:"matches,omitempty"`
}

// Step is what one call of the turn API returns: the events for display and
// either a Question or Done.
type Step struct {
	Events   []Event   `json:"events"`
	Question *Question `json:"question,omitempty"`
	Done     bool      `json:"done"`
}

// Major and minor building types, as data/sabika lists them.
var (
	MajorTypes = typeNames(sabika.MajorBuildingTypes)
	MinorTypes = typeNames(sabika.MinorBuildingTypes)
)

// typeNames are the types' names as the answers and the saved state give
// them.
func typeNames(types []sabika.BuildingType) []string {
	out := make([]string, len(types))
	for i, t := range types {
		out[i] = string(t)
	}
	return out
}

// MinorPoemCount is the number of minor poems (numbered 1–22) [ES L169].
const MinorPoemCount = 22

// StartTurn takes Yusuf's next turn (spec §6.4): it reveals the top tile,
// draws the card (rebuilding an empty deck from its shuffled discard),
// applies the alarife rule, moves and lays the worker down, applies the
// discard icon and resolves the actions until a question or the end.
func (st *State) StartTurn(c *yusuf.Components) (Step, error) {
	switch {
	case st.Over:
		return Step{}, ruleErr("the game is over")
	case st.Pending != nil:
		return Step{}, ruleErr("a turn is under way: answer its question first")
	case len(st.Pile) == 0:
		return Step{}, ruleErr("all 4 tiles of round %d are revealed: end the round", st.Round)
	}
	var ev []Event
	tile := st.Pile[0]
	st.Pile = st.Pile[1:]
	st.Revealed = append(st.Revealed, tile)
	w := st.Workers[tile].Type
	ev = append(ev, Event{Kind: "tile", Worker: string(w)})
	card, worker, ok := st.drawCard(c, w, &ev)
	if !ok {
		st.Turns++
		ev = append(ev, Event{Kind: "turn-done", Worker: string(w)})
		return Step{Events: ev, Done: true}, nil
	}
	ws := &st.Workers[worker]
	if ws.Space == card.Space {
		ev = append(ev, Event{Kind: "lie", Worker: string(w), Card: card.ID, Space: card.Space})
	} else {
		ev = append(ev, Event{Kind: "move", Worker: string(w), Card: card.ID, Space: card.Space, Detail: ws.Space})
		ws.Space = card.Space
	}
	ws.Lying = true
	if card.Discard != yusuf.DiscardNone {
		// [ES L984]: discard the raw material and/or marble of the secondary
		// actions connected to the space.
		ev = append(ev, Event{Kind: "discard-icon", Space: card.Space, Detail: string(card.Discard)})
	}
	st.Pending = &Pending{Card: card.ID, Worker: worker}
	return st.resume(c, ev)
}

// drawCard draws until a card can be resolved (spec §6.4 steps 2–3) and
// returns it with the worker it moves. ok is false when no card of the deck
// can be resolved (every one sends him onto the other alarife).
func (st *State) drawCard(c *yusuf.Components, w yusuf.Worker, ev *[]Event) (yusuf.Card, int, bool) {
	for draws := 0; draws <= c.DeckSizes[w]; draws++ {
		if len(st.Decks[w]) == 0 {
			// [ES L978]: an empty deck is rebuilt from its own discard, shuffled.
			d := slices.Clone(st.Discards[w])
			st.shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
			st.Decks[w], st.Discards[w] = d, []string{}
			*ev = append(*ev, Event{Kind: "reshuffle", Worker: string(w)})
		}
		if len(st.Decks[w]) == 0 {
			break
		}
		id := st.Decks[w][0]
		st.Decks[w] = st.Decks[w][1:]
		card, _ := c.Card(id)
		*ev = append(*ev, Event{Kind: "draw", Worker: string(w), Card: id, Space: card.Space})
		worker := st.chooseWorker(c, w, card.Space)
		if st.otherOn(worker, card.Space) {
			// [ES L995]: a card sending an alarife onto the other is
			// discarded unresolved and a new one revealed.
			st.Discards[w] = append(st.Discards[w], id)
			*ev = append(*ev, Event{Kind: "redraw", Worker: string(w), Card: id, Space: card.Space})
			continue
		}
		return card, worker, true
	}
	*ev = append(*ev, Event{Kind: "skip", Worker: string(w), Detail: "no card of the deck can be resolved"})
	return yusuf.Card{}, 0, false
}

// chooseWorker picks the worker of type w to activate: the only one; on the
// first activation of a type with two standing workers, the one closest
// clockwise to the space (ruling 14; both beside the board: the first);
// afterwards the one still standing. One already on the space is the
// closest, ahead of one beside the board, which is also placed in 0 steps
// [ES L988–995].
func (st *State) chooseWorker(c *yusuf.Components, w yusuf.Worker, space string) int {
	best, bestSteps := -1, 0
	for i, ws := range st.Workers {
		if ws.Type != w || ws.Lying {
			continue
		}
		steps := clockwise(c.Rondels[w], ws.Space, space)
		onSpace := steps == bestSteps && ws.Space == space
		if best < 0 || steps < bestSteps || onSpace {
			best, bestSteps = i, steps
		}
	}
	return best
}

// clockwise counts the steps from one space to another along the rondel;
// from beside the board the worker is placed directly (0 steps).
func clockwise(rondel []string, from, to string) int {
	i, j := slices.Index(rondel, from), slices.Index(rondel, to)
	if i < 0 || j < 0 {
		return 0
	}
	return (j - i + len(rondel)) % len(rondel)
}

// otherOn reports whether another worker of the same type stands or lies
// on the space.
func (st *State) otherOn(worker int, space string) bool {
	for i, ws := range st.Workers {
		if i != worker && ws.Type == st.Workers[worker].Type && ws.Space == space {
			return true
		}
	}
	return false
}

// Answer answers the pending question and goes on with the turn.
func (st *State) Answer(c *yusuf.Components, a Answer) (Step, error) {
	if st.Pending == nil || st.Pending.Question == nil {
		return Step{}, ruleErr("no question is waiting for an answer")
	}
	q := *st.Pending.Question
	ev, err := st.apply(q, a)
	if err != nil {
		return Step{}, err
	}
	st.Pending.Question = nil
	if q.Kind != AskWarehouse || len(a.Boxes) > 0 || a.Skip {
		st.Pending.Next++
		st.Pending.Opposite = false
	} else {
		st.Pending.Opposite = true
	}
	return st.resume(c, ev)
}

// resume resolves the card's actions from the pending one on, top to
// bottom [ES L1009], then scores the bottom and discards the card.
func (st *State) resume(c *yusuf.Components, ev []Event) (Step, error) {
	p := st.Pending
	card, _ := c.Card(p.Card)
	for p.Next < len(card.Actions) {
		a := card.Actions[p.Next]
		if q, skip := st.question(a, card.Space, p.Opposite); q != nil {
			p.Question = q
			return Step{Events: ev, Question: q}, nil
		} else {
			ev = append(ev, Event{Kind: "skip", Action: string(a), Detail: skip})
			p.Next++
		}
	}
	ev = append(ev, st.score(card)...)
	st.Discards[card.Deck] = append(st.Discards[card.Deck], card.ID)
	ev = append(ev, Event{Kind: "discard", Worker: string(card.Deck), Card: card.ID})
	st.Pending = nil
	st.Turns++
	ev = append(ev, Event{Kind: "turn-done", Worker: string(card.Deck), Card: card.ID})
	return Step{Events: ev, Done: true}, nil
}

// score gains the card's bottom [ES L1091–1115]; a special count includes
// what this card's actions just gained.
func (st *State) score(card yusuf.Card) []Event {
	b := card.Bottom
	pp := b.PP
	if b.Per != "" {
		pp = st.Holdings.count(b.Per)
	}
	if pp == 0 && b.Parias == 0 {
		return nil
	}
	st.addPP(pp)
	st.Parias += b.Parias
	return []Event{{Kind: "score", Card: card.ID, PP: pp, Parias: b.Parias, Detail: string(b.Per)}}
}

// question returns the question an action needs, or nil and why the action
// is skipped when the engine knows it cannot be carried out (ruling 14).
func (st *State) question(a yusuf.Action, space string, opposite bool) (*Question, string) {
	h := &st.Holdings
	q := &Question{Action: a, Space: space}
	switch a {
	case yusuf.MajorBuilding:
		q.Kind, q.Options = AskMajorBuilding, MajorTypes
		q.Rule = "Of the current era's major buildings take the highest number of the type the sultan desires; none of that type: the highest number. Give its type and number, or skip if none is left."
	case yusuf.MinorBuilding:
		q.Kind, q.Options = AskMinorBuilding, MinorTypes
		q.Rule = "Search the minor buildings column by column from the rightmost, each from the top; take the first of the desired type, none: the first card. Give its type, or skip if the display is empty."
	case yusuf.Warehouse:
		q.Kind = AskWarehouse
		q.Rule = "Give the boxes on each warehouse tile next to his space, nearest first (none left: no number)."
		if opposite {
			q.Kind = AskWarehouseOpposite
			q.Rule = "None was left there: give the boxes on each warehouse tile next to the opposite warehouse space, nearest first."
		}
	case yusuf.Export:
		if h.ShipsInGranada == 0 {
			return nil, "no ship left in Granada"
		}
		q.Kind = AskExport
		for _, c := range h.Cities {
			q.Presence = append(q.Presence, c.Name)
		}
		q.Rule = "He exports to a city with a seal that meets the trade card, closest to Granada or to a city where he has presence (listed in presence). Only matching cities without a seal: one where he has no presence. No matching city: a city with a seal; none: the closest city. Give the city, whether it had a seal and whether it meets the trade card."
	case yusuf.Consolidate:
		for _, c := range h.Cities {
			if !c.Consolidated {
				q.Options = append(q.Options, c.Name)
			}
		}
		if len(q.Options) == 0 {
			return nil, "no ship on a left half"
		}
		q.Kind = AskConsolidate
		q.Rule = "Choose a city of the options that meets the trade card; skip if none does."
	case yusuf.Carve:
		if st.nextCarvingMajor() {
			q.Kind = AskMajorPoem
			q.Rule = "Give the code of the available major poem with the last letter, or skip if none is available."
		} else {
			q.Kind = AskMinorPoem
			q.Rule = "Give the number of the available minor poem with the highest number, or skip if none is available."
		}
	default:
		return nil, fmt.Sprintf("unknown action %q", a)
	}
	return q, ""
}

// nextCarvingMajor tells whether the next carving is a major poem: carvings
// alternate minor, major, minor… and at 2 major poems only minor ones
// follow [ES L1079–1085; ruling 14].
func (st *State) nextCarvingMajor() bool {
	return st.Holdings.Carvings%2 == 1 && len(st.Holdings.MajorPoems) < MaxMajorPoems
}

// LastCarvingMajor tells whether his last carving was a major poem: the
// 2nd and 4th carvings are, the others minor (the alternation of
// nextCarvingMajor with at most 2 major poems) [ES L1079–1085; ruling 14].
func (h *Holdings) LastCarvingMajor() bool { return h.Carvings == 2 || h.Carvings == 4 }
