package yusuf

import (
	"fmt"
	"testing"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// testComponents are MADE-UP TEST FIXTURES, not Yusuf's printed cards: the
// real cards and rondel spaces are recorded by the player (ruling 15). They
// give every action and every kind of bottom a card, on made-up spaces.
func testComponents() *yusuf.Components {
	c := yusuf.Default()
	c.Rondels = map[yusuf.Worker][]string{
		yusuf.Alarife:     {"test-a1", "test-a2", "test-a3", "test-a4", "test-a5", "test-a6"},
		yusuf.Comerciante: {"test-c1", "test-c2", "test-c3", "test-c4"},
		yusuf.Poetisa:     {"test-p1", "test-p2", "test-p3", "test-p4"},
	}
	bottoms := []yusuf.Bottom{{PP: 1}, {Parias: 1}, {PP: 1, Parias: 1}, {}, {Per: yusuf.PerMajorBuilding},
		{Per: yusuf.PerMinorBuilding}, {Per: yusuf.PerPresence}, {Per: yusuf.PerConsolidated}, {Per: yusuf.PerPoem}, {Parias: 2}}
	discards := []yusuf.Discard{yusuf.DiscardNone, yusuf.DiscardRaw, yusuf.DiscardMarble, yusuf.DiscardBoth}
	for _, w := range yusuf.Workers {
		acts := yusuf.ActionsOf(w)
		for i := range c.DeckSizes[w] {
			var a []yusuf.Action
			switch i % 3 {
			case 1:
				a = []yusuf.Action{acts[i%len(acts)]}
			case 2:
				a = []yusuf.Action{acts[i%len(acts)], acts[(i+1)%len(acts)]}
			}
			rondel := c.Rondels[w]
			c.Cards = append(c.Cards, yusuf.Card{
				ID: fmt.Sprintf("test-%s-%d", w, i+1), Deck: w, Space: rondel[i%len(rondel)],
				Discard: discards[i%len(discards)], Actions: a, Bottom: bottoms[i%len(bottoms)],
			})
		}
	}
	return &c
}

// newTestGame sets up a game on the fixtures.
func newTestGame(t testing.TB, seed uint64) (*yusuf.Components, State) {
	t.Helper()
	c := testComponents()
	st, err := NewGame(c, Setup{Seed: seed, StartCity: "test-city-0"})
	if err != nil {
		t.Fatal(err)
	}
	return c, st
}

// card makes one made-up test card.
func card(id string, deck yusuf.Worker, space string, bottom yusuf.Bottom, actions ...yusuf.Action) yusuf.Card {
	return yusuf.Card{ID: id, Deck: deck, Space: space, Discard: yusuf.DiscardNone, Actions: actions, Bottom: bottom}
}

// setCard replaces the fixture card with the given id.
func setCard(c *yusuf.Components, nc yusuf.Card) {
	for i := range c.Cards {
		if c.Cards[i].ID == nc.ID {
			c.Cards[i] = nc
			return
		}
	}
	panic("no card " + nc.ID)
}

// stack puts the named cards on top of their deck, in order.
func stack(st *State, w yusuf.Worker, ids ...string) {
	rest := []string{}
	for _, id := range append(st.Decks[w], st.Discards[w]...) {
		keep := true
		for _, x := range ids {
			keep = keep && x != id
		}
		if keep {
			rest = append(rest, id)
		}
	}
	st.Decks[w] = append(append([]string{}, ids...), rest...)
	st.Discards[w] = []string{}
}

// pile puts the first tile of worker type w on top of the pile.
func pile(st *State, w yusuf.Worker) {
	for i, t := range st.Pile {
		if st.Workers[t].Type == w {
			st.Pile[0], st.Pile[i] = st.Pile[i], st.Pile[0]
			return
		}
	}
	panic("no tile " + string(w))
}
