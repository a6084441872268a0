package yusuf

import (
	"errors"
	"reflect"
	"testing"

	"arrayan.io/arrayan/data/message"
)

// Every problem of the components says a message (code, parameters, the
// field it points at) besides its English, and the error of Validate says
// its first problem.
func TestProblemsSayCodeParamsAndField(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Components)
		code   string
		params message.Params
		field  string
	}{
		{"decks of 27 cards", func(c *Components) { c.DeckSizes[Alarife] = 13 },
			"sabika.yusuf.components.deck-total", message.Params{"Total": 27, "Box": CardCount}, "deck_sizes"},
		{"an unknown discard", func(c *Components) { c.Cards[0].Discard = "gold" },
			"sabika.yusuf.components.card-discard", message.Params{"Discard": Discard("gold")}, "discard"},
		{"a space off the rondel", func(c *Components) { c.Cards[0].Space = "nowhere" },
			"sabika.yusuf.components.not-on-rondel-of",
			message.Params{"Space": "nowhere", "Worker": Alarife, "Spaces": "test-alarife-1, test-alarife-2"}, "space"},
		{"a PP over the printed bound", func(c *Components) { c.Cards[0].Bottom.PP = MaxPrinted + 1 },
			"sabika.range", message.Params{"Max": MaxPrinted, "Value": MaxPrinted + 1}, "bottom.pp"},
		{"five tiles", func(c *Components) { c.Tiles = append(c.Tiles, Poetisa) },
			"sabika.yusuf.components.tile-count", message.Params{"Count": 5, "Box": TileCount}, "tiles"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := completeFixture()
			tc.change(&c)
			err := c.Validate()
			var bad *Error
			if !errors.As(err, &bad) {
				t.Fatalf("not refused: %v", err)
			}
			m, ok := message.Of(err)
			if !ok || m.Code != tc.code || !reflect.DeepEqual(m.Params, tc.params) || m.Field != tc.field {
				t.Errorf("said %s %v at %q, want %s %v at %q", m.Code, m.Params, m.Field, tc.code, tc.params, tc.field)
			}
			if p := bad.Problems[0]; p.Message != p.Msg.String() {
				t.Errorf("English %q differs from the message's %q", p.Message, p.Msg.String())
			}
		})
	}
}

// CheckDeckTotal is the one check of the decks' total: 26 cards pass,
// anything else is refused pointing at the deck sizes.
func TestCheckDeckTotal(t *testing.T) {
	if err := CheckDeckTotal(Default().DeckSizes); err != nil {
		t.Errorf("the rulebook's decks refused: %v", err)
	}
	err := CheckDeckTotal(map[Worker]int{Alarife: 11, Comerciante: 7, Poetisa: 7})
	m, ok := message.Of(err)
	if !ok || m.Code != "sabika.yusuf.components.deck-total" || m.Field != "deck_sizes" || m.Params["Total"] != 25 {
		t.Errorf("25 cards: %v (%+v)", err, m)
	}
	if err.Error() != "the decks hold 25 cards, the box holds 26" {
		t.Errorf("English %q", err.Error())
	}
}
