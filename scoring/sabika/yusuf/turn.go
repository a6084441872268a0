package yusuf

import (
	"fmt"
	"slices"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Event is one thing that happened, for display: Kind says what, the
// other fields the details of that kind.
type Event struct {
	Kind   EventKind `json:"kind"`
	Worker string    `json:"worker,omitempty"`
	Card   string    `json:"card,omitempty"`
	Space  string    `json:"space,omitempty"`
	Action string    `json:"action,omitempty"`
	Detail string    `json:"detail,omitempty"`
	PP     int       `json:"pp,omitempty"`
	Parias int       `json:"parias,omitempty"`
}

// EventKind names what an Event tells; its JSON form is the kind's name.
type EventKind string

// The kinds of events a turn, an end of round or the end of the game gives.
const (
	EventTile          EventKind = "tile"                // his next worker tile revealed (Worker)
	EventReshuffle     EventKind = "reshuffle"           // an empty deck rebuilt from its discard [ES L978]
	EventDraw          EventKind = "draw"                // a card drawn (Card, Space)
	EventRedraw        EventKind = "redraw"              // a card onto his other alarife discarded [ES L995]
	EventMove          EventKind = "move"                // a worker moved from Detail ("": beside his board) to Space
	EventLie           EventKind = "lie"                 // a worker already on Space laid down
	EventDiscardIcon   EventKind = "discard-icon"        // the card's discard icon (Detail) [ES L984]
	EventAction        EventKind = "action"              // an action carried out (Action, Detail)
	EventSkip          EventKind = "skip"                // an action or the turn skipped, Detail says why (ruling 14)
	EventScore         EventKind = "score"               // the card's bottom scored (PP, Parias) [ES L1091]
	EventDiscard       EventKind = "discard"             // the card put on its discard
	EventTurnDone      EventKind = "turn-done"           // the turn is over
	EventFavour        EventKind = "favour"              // his favour counter advanced to step Detail, no benefit [ES L1021–1027]
	EventShipExported  EventKind = "ship-exported"       // a ship from Granada to the left half of city Detail [ES L1053]
	EventSealTaken     EventKind = "seal-taken"          // the seal of city Detail taken, no city bonus [ES L1053]
	EventConsolidated  EventKind = "ship-consolidated"   // his ship in city Detail moved from the left half to the right [ES L1069]
	EventIncome        EventKind = "income"              // his end of round: no income [ES L1117]
	EventWishes        EventKind = "wishes"              // the wishes scored (PP)
	EventTribute       EventKind = "tribute"             // the tribute paid (Parias, PP; Detail the due)
	EventStartPlayer   EventKind = "start-player"        // who starts the next round (Detail: StartYusuf or StartChoice)
	EventTilesShuffled EventKind = "tiles-shuffled"      // his 4 tiles shuffled into a new pile
	EventBonus         EventKind = "consolidation-bonus" // the player consolidated where he had: he gets 2 PP [ES L1071]
	EventPoems         EventKind = "poems"               // final: his major poems' PP
	EventTrade         EventKind = "trade"               // final: the trade card's PP
	EventSeals         EventKind = "seals"               // final: his seals' PP
	EventFinal         EventKind = "final"               // final: his total (PP)
	// EarlierConsolidator reminds the player, when Yusuf consolidates a city
	// (Detail), that if they consolidated it before him they get 1 PP and 1
	// dinar from the supply [ES L635 step 3].
	EarlierConsolidator EventKind = "earlier-consolidator"
)

// EventKinds lists every kind of event, for the screens that word them.
var EventKinds = []EventKind{EventTile, EventReshuffle, EventDraw, EventRedraw, EventMove, EventLie,
	EventDiscardIcon, EventAction, EventSkip, EventScore, EventDiscard, EventTurnDone, EventFavour,
	EventShipExported, EventSealTaken, EventConsolidated, EarlierConsolidator, EventIncome, EventWishes,
	EventTribute, EventStartPlayer, EventTilesShuffled, EventBonus, EventPoems, EventTrade, EventSeals, EventFinal}

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
	// Matching is set, for a consolidation, when every option is known to
	// meet the trade card (each export answered it): only the choice among
	// them is asked, never the trade card again.
	Matching bool `json:"matching,omitempty"`
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

// typeParam is building type t as a message carries it: one of Sabika's
// building types as a sabika.BuildingType, which each caller names in its
// language (the CLI prints the id); anything else (a mistyped answer) as
// given.
func typeParam(t string) any {
	if slices.Contains(sabika.BuildingTypes, sabika.BuildingType(t)) {
		return sabika.BuildingType(t)
	}
	return t
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
		return Step{}, ruleErr(msgGameOver.With(nil))
	case st.Pending != nil:
		return Step{}, ruleErr(msgTurnUnderWay.With(nil))
	case len(st.Pile) == 0:
		return Step{}, ruleErr(msgRoundRevealed.With(message.Params{"Round": st.Round}))
	}
	var ev []Event
	tile := st.Pile[0]
	st.Pile = st.Pile[1:]
	st.Revealed = append(st.Revealed, tile)
	w := st.Workers[tile].Type
	ev = append(ev, Event{Kind: EventTile, Worker: string(w)})
	card, worker, ok := st.drawCard(c, w, &ev)
	if !ok {
		st.Turns++
		ev = append(ev, Event{Kind: EventTurnDone, Worker: string(w)})
		return Step{Events: ev, Done: true}, nil
	}
	ws := &st.Workers[worker]
	if ws.Space == card.Space {
		ev = append(ev, Event{Kind: EventLie, Worker: string(w), Card: card.ID, Space: card.Space})
	} else {
		ev = append(ev, Event{Kind: EventMove, Worker: string(w), Card: card.ID, Space: card.Space, Detail: ws.Space})
		ws.Space = card.Space
	}
	ws.Lying = true
	if card.Discard != yusuf.DiscardNone {
		// [ES L984]: discard the raw material and/or marble of the secondary
		// actions connected to the space.
		ev = append(ev, Event{Kind: EventDiscardIcon, Space: card.Space, Detail: string(card.Discard)})
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
			*ev = append(*ev, Event{Kind: EventReshuffle, Worker: string(w)})
		}
		if len(st.Decks[w]) == 0 {
			break
		}
		id := st.Decks[w][0]
		st.Decks[w] = st.Decks[w][1:]
		card, _ := c.Card(id)
		*ev = append(*ev, Event{Kind: EventDraw, Worker: string(w), Card: id, Space: card.Space})
		worker := st.chooseWorker(c, w, card.Space)
		if st.otherOn(worker, card.Space) {
			// [ES L995]: a card sending an alarife onto the other is
			// discarded unresolved and a new one revealed.
			st.Discards[w] = append(st.Discards[w], id)
			*ev = append(*ev, Event{Kind: EventRedraw, Worker: string(w), Card: id, Space: card.Space})
			continue
		}
		return card, worker, true
	}
	*ev = append(*ev, Event{Kind: EventSkip, Worker: string(w), Detail: "no card of the deck can be resolved"})
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

// decided tells whether the engine answers the question itself: a
// consolidation with one option known to meet the trade card.
func (q *Question) decided() bool {
	return q.Kind == AskConsolidate && q.Matching && len(q.Options) == 1
}

// Answer answers the pending question and goes on with the turn.
func (st *State) Answer(c *yusuf.Components, a Answer) (Step, error) {
	if st.Pending == nil || st.Pending.Question == nil {
		return Step{}, ruleErr(msgNoQuestion.With(nil))
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
		q, skip := st.question(a, card.Space, p.Opposite)
		switch {
		case q != nil && q.decided():
			// One city left that the export said meets the trade card:
			// nothing to ask [ES L1067–1069].
			done, err := st.consolidate(*q, Answer{City: q.Options[0]})
			if err != nil {
				return Step{}, err
			}
			ev = append(ev, done...)
			p.Next++
		case q != nil:
			p.Question = q
			return Step{Events: ev, Question: q}, nil
		default:
			ev = append(ev, Event{Kind: EventSkip, Action: string(a), Detail: skip})
			p.Next++
		}
	}
	ev = append(ev, st.score(card)...)
	st.Discards[card.Deck] = append(st.Discards[card.Deck], card.ID)
	ev = append(ev, Event{Kind: EventDiscard, Worker: string(card.Deck), Card: card.ID})
	st.Pending = nil
	st.Turns++
	ev = append(ev, Event{Kind: EventTurnDone, Worker: string(card.Deck), Card: card.ID})
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
	st.Parias = addTotal(st.Parias, b.Parias)
	return []Event{{Kind: EventScore, Card: card.ID, PP: pp, Parias: b.Parias, Detail: string(b.Per)}}
}

// question returns the question an action needs, or nil and why the action
// is skipped when the engine knows it cannot be carried out (ruling 14).
func (st *State) question(a yusuf.Action, space string, opposite bool) (*Question, string) {
	h := &st.Holdings
	left := false
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
		// [ES L1067–1069]: a city with his ship on the left half that meets
		// the trade card; the export there said whether it does.
		left, q.Matching = false, true
		for _, c := range h.Cities {
			if c.Consolidated {
				continue
			}
			left = true
			if c.Matches == nil || *c.Matches {
				q.Options = append(q.Options, c.Name)
				q.Matching = q.Matching && c.Matches != nil
			}
		}
		switch {
		case !left:
			return nil, "no ship on a left half"
		case len(q.Options) == 0:
			return nil, "none of his cities on a left half meets the trade card"
		}
		q.Kind = AskConsolidate
		q.Rule = "Choose a city of the options that meets the trade card; skip if none does."
		if q.Matching {
			q.Rule = "Each of the options meets the trade card: choose one."
		}
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
