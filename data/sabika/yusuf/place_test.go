package yusuf

import (
	"errors"
	"testing"
)

// Every problem says where it is, typed: the rondel and its space, the card
// (and, off its rondel, the rondel and the space it lacks), the deck still
// missing cards, or nothing for the tiles and deck sizes; each place's path
// reads back as the same editor.
func TestProblemsArePlaced(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Components)
		code   string
		place  Place
	}{
		{"a space written twice", func(c *Components) { c.Rondels[Poetisa] = []string{"Mexuar", "Torre", "Mexuar"} },
			"sabika.yusuf.components.space-repeated", Place{Rondel: Poetisa, Space: "Mexuar"}},
		{"an empty space", func(c *Components) { c.Rondels[Poetisa] = append(c.Rondels[Poetisa], " ") },
			"sabika.yusuf.components.empty", Place{Rondel: Poetisa, Space: " "}},
		{"a space too long", func(c *Components) { c.Rondels[Alarife][0] = string(make([]rune, 200)) },
			"naming.too-long", Place{Rondel: Alarife, Space: string(make([]rune, 200))}},
		{"a card off the rondel's new list", func(c *Components) { c.Rondels[Comerciante] = []string{"test-comerciante-1", "Zoco"} },
			"sabika.yusuf.components.not-on-rondel-of", Place{Card: "test-comerciante-2", Rondel: Comerciante, Space: "test-comerciante-2"}},
		{"an unknown discard", func(c *Components) { c.Cards[0].Discard = "gold" },
			"sabika.yusuf.components.card-discard", Place{Card: "test-alarife-1"}},
		{"decks of 27 cards", func(c *Components) { c.DeckSizes[Alarife] = 13 },
			"sabika.yusuf.components.deck-total", Place{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := completeFixture()
			tc.change(&c)
			var bad *Error
			if !errors.As(c.Validate(), &bad) {
				t.Fatal("not refused")
			}
			p := bad.Problems[0]
			if p.Msg.Code != tc.code || p.Place != tc.place {
				t.Errorf("%s at %+v, want %s at %+v", p.Msg.Code, p.Place, tc.code, tc.place)
			}
			path := p.Field // a card's field is below the card, as the edition writes it
			if p.Card != "" {
				path = "cards[" + p.Card + "]." + p.Field
			}
			if got := ReadPlace(path); got.Path() != tc.place.Path() {
				t.Errorf("field %q reads as %+v, want the editor of %+v", path, got, tc.place)
			}
		})
	}
}

// A rondel still blank and a deck still short are placed at their editors.
func TestMissingIsPlaced(t *testing.T) {
	c := completeFixture()
	c.Rondels[Poetisa] = nil
	c.Cards = c.Cards[1:]
	want := []Place{{Deck: Alarife}, {Rondel: Poetisa}}
	got := c.Missing()
	if len(got) != 2 {
		t.Fatalf("missing %v", got)
	}
	for i, p := range got {
		if p.Place != want[i] || ReadPlace(p.Field) != want[i] {
			t.Errorf("%s at %+v (path reads %+v), want %+v", p.Field, p.Place, ReadPlace(p.Field), want[i])
		}
	}
}

// The paths of the components' editors read as typed places and write back
// the same; any other path is the tiles and deck sizes.
func TestReadPlace(t *testing.T) {
	for _, tc := range []struct {
		path string
		want Place
	}{
		{"rondels.alarife", Place{Rondel: Alarife}},
		{".rondels.poetisa[2]", Place{Rondel: Poetisa}},
		{"rondels.sultan", Place{}},
		{"cards[poetisa-3]", Place{Card: "poetisa-3"}},
		{"cards[poetisa-3].space", Place{Card: "poetisa-3"}},
		{"cards[]", Place{}},
		{"cards.comerciante", Place{Deck: Comerciante}},
		{"cards.sultan", Place{}},
		{"cards", Place{}},
		{"tiles", Place{}},
		{"", Place{}},
	} {
		got := ReadPlace(tc.path)
		if got != tc.want {
			t.Errorf("%q: %+v, want %+v", tc.path, got, tc.want)
		}
		if got != (Place{}) && ReadPlace(got.Path()) != got {
			t.Errorf("%q: path %q does not read back", tc.path, got.Path())
		}
	}
}
