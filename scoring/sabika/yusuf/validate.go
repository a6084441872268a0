package yusuf

import (
	"fmt"
	"slices"

	"arrayan.io/arrayan/data/naming"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Validate checks a state against Yusuf's components, so that a loaded or
// received state never drives the engine into nonsense: every card once in
// exactly one deck or discard (or in play), the 4 tiles once in the pile or
// face up, the workers on their rondels, no negative value, at most 2 major
// poems, all 9 ships accounted for.
func (st *State) Validate(c *yusuf.Components) error {
	if err := c.Ready(); err != nil {
		return err
	}
	checks := []func(*yusuf.Components) error{st.checkCounters, st.checkTiles, st.checkCards, st.checkWorkers, st.checkHoldings}
	for _, check := range checks {
		if err := check(c); err != nil {
			return fmt.Errorf("yusuf state: %w", err)
		}
	}
	return nil
}

func (st *State) checkCounters(*yusuf.Components) error {
	switch {
	case st.Version != StateVersion:
		return inputErr("version %d, this engine reads %d", st.Version, StateVersion)
	case st.Round < 1 || st.Round > Rounds:
		return inputErr("round %d is not 1–%d", st.Round, Rounds)
	case st.PP < 0 || st.Parias < 0 || st.Shuffles < 0:
		return inputErr("pp, parias and shuffles must not be negative")
	case !slices.Contains(eventLevels, st.Difficulty.Events):
		return inputErr("difficulty.events %q is unknown", st.Difficulty.Events)
	}
	return nil
}

func (st *State) checkTiles(c *yusuf.Components) error {
	all := append(slices.Clone(st.Pile), st.Revealed...)
	slices.Sort(all)
	for i, t := range all {
		if t != i || i >= len(c.Tiles) {
			return inputErr("pile and revealed must hold each of the %d tiles once", len(c.Tiles))
		}
	}
	if len(all) != len(c.Tiles) {
		return inputErr("pile and revealed must hold each of the %d tiles once", len(c.Tiles))
	}
	inPlay := 0
	if st.Pending != nil {
		inPlay = 1
	}
	if st.Turns+inPlay != len(st.Revealed) {
		return inputErr("turns %d does not match %d revealed tiles", st.Turns, len(st.Revealed))
	}
	return nil
}

func (st *State) checkCards(c *yusuf.Components) error {
	for _, w := range yusuf.Workers {
		if st.Decks[w] == nil || st.Discards[w] == nil {
			return inputErr("decks and discards must list the %s deck (an empty list when empty)", w)
		}
	}
	if len(st.Decks) != len(yusuf.Workers) || len(st.Discards) != len(yusuf.Workers) {
		return inputErr("decks and discards hold only alarife, comerciante and poetisa")
	}
	seen := map[string]bool{}
	place := func(id string, w yusuf.Worker) error {
		card, ok := c.Card(id)
		if !ok || card.Deck != w || seen[id] {
			return inputErr("card %q is unknown, in the wrong deck or listed twice", id)
		}
		seen[id] = true
		return nil
	}
	for w, ids := range st.Decks {
		for _, id := range ids {
			if err := place(id, w); err != nil {
				return err
			}
		}
	}
	for w, ids := range st.Discards {
		for _, id := range ids {
			if err := place(id, w); err != nil {
				return err
			}
		}
	}
	if p := st.Pending; p != nil {
		card, _ := c.Card(p.Card)
		if err := place(p.Card, card.Deck); err != nil {
			return err
		}
		if p.Worker < 0 || p.Worker >= len(st.Workers) || p.Next < 0 || p.Next > len(card.Actions) {
			return inputErr("pending turn: worker or next action out of range")
		}
		if p.Question == nil || p.Next >= len(card.Actions) {
			return inputErr("a pending turn waits for the answer to a question of its card")
		}
		if q, _ := st.question(card.Actions[p.Next], card.Space, p.Opposite); q == nil || q.Kind != p.Question.Kind {
			return inputErr("pending question does not match the card's action")
		}
		if st.Workers[p.Worker].Type != card.Deck {
			return inputErr("pending turn: worker %d is not a %s", p.Worker, card.Deck)
		}
	}
	if len(seen) != len(c.Cards) {
		return inputErr("%d of %d cards are in the decks and discards", len(seen), len(c.Cards))
	}
	return nil
}

func (st *State) checkWorkers(c *yusuf.Components) error {
	if len(st.Workers) != len(c.Tiles) {
		return inputErr("%d workers, one per tile (%d)", len(st.Workers), len(c.Tiles))
	}
	spaces := map[string]bool{}
	for i, w := range st.Workers {
		if w.Type != c.Tiles[i] {
			return inputErr("worker %d is %q, its tile shows %q", i, w.Type, c.Tiles[i])
		}
		if w.Space != "" && !slices.Contains(c.Rondels[w.Type], w.Space) {
			return inputErr("worker %d stands on %q, not a space of the %s rondel", i, w.Space, w.Type)
		}
		key := string(w.Type) + "/" + w.Space
		if w.Space != "" && spaces[key] {
			return inputErr("two %s workers on %q", w.Type, w.Space)
		}
		spaces[key] = true
		if w.Lying && w.Space == "" {
			return inputErr("worker %d lies down beside the board: a lying worker is on a space", i)
		}
	}
	return st.checkLying()
}

// checkLying checks that no more workers of a type lie down than tiles of
// that type are face up (a worker lies down on its tile's turn; a turn with
// no resolvable card leaves it standing), so that every tile in the pile
// finds a standing worker [ES L962–995].
func (st *State) checkLying() error {
	lying, revealed := map[yusuf.Worker]int{}, map[yusuf.Worker]int{}
	for _, w := range st.Workers {
		if w.Lying {
			lying[w.Type]++
		}
	}
	for _, t := range st.Revealed {
		revealed[st.Workers[t].Type]++
	}
	for _, w := range yusuf.Workers {
		if lying[w] > revealed[w] {
			return inputErr("%d %s workers lie down but %d of their tiles are face up", lying[w], w, revealed[w])
		}
	}
	return nil
}

func (st *State) checkHoldings(*yusuf.Components) error {
	h := &st.Holdings
	switch {
	case len(h.MajorPoems) > MaxMajorPoems:
		return inputErr("%d major poems, at most %d", len(h.MajorPoems), MaxMajorPoems)
	case h.Seals < 0 || h.Carvings < 0 || h.Favour < 0 || h.ShipsInGranada < 0:
		return inputErr("holdings must not be negative")
	case h.ShipsInGranada+len(h.Cities) != Ships:
		return inputErr("%d ships in Granada and %d cities: he has %d ships", h.ShipsInGranada, len(h.Cities), Ships)
	case h.Seals > len(h.Cities):
		return inputErr("%d seals but presence in %d cities", h.Seals, len(h.Cities))
	case h.Carvings != len(h.MinorPoems)+len(h.MajorPoems):
		return inputErr("carvings %d does not match his %d poems", h.Carvings, len(h.MinorPoems)+len(h.MajorPoems))
	}
	for i, c := range h.Cities {
		if err := naming.Check(c.Name); err != nil {
			return inputErr("holdings.cities[%d].name %v", i, err)
		}
	}
	for _, b := range h.MajorBuildings {
		if !slices.Contains(MajorTypes, b.Type) || b.Number < 1 {
			return inputErr("major building %v is not a type and number", b)
		}
	}
	for _, t := range h.MinorBuildings {
		if !slices.Contains(MinorTypes, t) {
			return inputErr("minor building type %q is unknown", t)
		}
	}
	for _, b := range h.Warehouses {
		if b < 1 {
			return inputErr("a warehouse tile shows at least 1 box")
		}
	}
	for _, p := range h.MinorPoems {
		if p < 1 || p > MinorPoemCount {
			return inputErr("minor poem %d is not 1–%d", p, MinorPoemCount)
		}
	}
	return nil
}
