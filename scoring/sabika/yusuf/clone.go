package yusuf

import (
	"maps"
	"slices"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Clone copies the state deeply: the copy shares no slice, map or pointer
// with st, so that changing one never changes the other (undo keeps the
// states before each change).
func (st State) Clone() State {
	c := st
	c.Pile = slices.Clone(st.Pile)
	c.Revealed = slices.Clone(st.Revealed)
	c.Decks = cloneDecks(st.Decks)
	c.Discards = cloneDecks(st.Discards)
	if st.Activated != nil {
		c.Activated = &struct{}{}
	}
	c.Workers = slices.Clone(st.Workers)
	c.Holdings = st.Holdings.clone()
	if st.Pending != nil {
		p := *st.Pending
		if p.Question != nil {
			q := p.Question.clone()
			p.Question = &q
		}
		c.Pending = &p
	}
	return c
}

// Equal tells whether two states are the same in every field, as their
// JSON forms would be (a nil and an empty list alike).
func (st *State) Equal(o *State) bool {
	if st == nil || o == nil {
		return st == o
	}
	return st.Version == o.Version && st.Seed == o.Seed && st.Shuffles == o.Shuffles &&
		st.Difficulty == o.Difficulty && st.Round == o.Round && st.Turns == o.Turns &&
		slices.Equal(st.Pile, o.Pile) && slices.Equal(st.Revealed, o.Revealed) &&
		equalDecks(st.Decks, o.Decks) && equalDecks(st.Discards, o.Discards) &&
		(st.Activated == nil) == (o.Activated == nil) && slices.Equal(st.Workers, o.Workers) &&
		st.Holdings.equal(&o.Holdings) && st.PP == o.PP && st.Parias == o.Parias &&
		st.Pending.equal(o.Pending) && st.Over == o.Over
}

func cloneDecks(d map[yusuf.Worker][]string) map[yusuf.Worker][]string {
	if d == nil {
		return nil
	}
	c := make(map[yusuf.Worker][]string, len(d))
	for w, cards := range d {
		c[w] = slices.Clone(cards)
	}
	return c
}

func equalDecks(a, b map[yusuf.Worker][]string) bool {
	return maps.EqualFunc(a, b, func(x, y []string) bool { return slices.Equal(x, y) })
}

func (h Holdings) clone() Holdings {
	c := h
	c.MajorBuildings = slices.Clone(h.MajorBuildings)
	c.MinorBuildings = slices.Clone(h.MinorBuildings)
	c.Cities = slices.Clone(h.Cities)
	for i, city := range c.Cities {
		if city.Matches != nil {
			m := *city.Matches
			c.Cities[i].Matches = &m
		}
	}
	c.MinorPoems = slices.Clone(h.MinorPoems)
	c.MajorPoems = slices.Clone(h.MajorPoems)
	c.Warehouses = slices.Clone(h.Warehouses)
	return c
}

func (h *Holdings) equal(o *Holdings) bool {
	return slices.Equal(h.MajorBuildings, o.MajorBuildings) && slices.Equal(h.MinorBuildings, o.MinorBuildings) &&
		slices.EqualFunc(h.Cities, o.Cities, func(a, b City) bool {
			return a.Name == b.Name && a.Consolidated == b.Consolidated && equalBool(a.Matches, b.Matches)
		}) &&
		h.Seals == o.Seals && h.ShipsInGranada == o.ShipsInGranada && slices.Equal(h.MinorPoems, o.MinorPoems) &&
		slices.Equal(h.MajorPoems, o.MajorPoems) && h.Carvings == o.Carvings &&
		slices.Equal(h.Warehouses, o.Warehouses) && h.Favour == o.Favour
}

func (p *Pending) equal(o *Pending) bool {
	if p == nil || o == nil {
		return p == o
	}
	return p.Card == o.Card && p.Worker == o.Worker && p.Next == o.Next && p.Opposite == o.Opposite &&
		p.Question.equal(o.Question)
}

func (q Question) clone() Question {
	q.Options = slices.Clone(q.Options)
	q.Presence = slices.Clone(q.Presence)
	return q
}

func (q *Question) equal(o *Question) bool {
	if q == nil || o == nil {
		return q == o
	}
	return q.Kind == o.Kind && q.Action == o.Action && q.Space == o.Space && q.Matching == o.Matching &&
		slices.Equal(q.Options, o.Options) && slices.Equal(q.Presence, o.Presence) && q.Rule == o.Rule
}

func equalBool(a, b *bool) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
