package yusuf

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// completeFixture is a MADE-UP TEST FIXTURE (not Yusuf's printed cards):
// the default composition with invented spaces and cards.
func completeFixture() Components {
	c := Default()
	for _, w := range Workers {
		c.Rondels[w] = []string{"test-" + string(w) + "-1", "test-" + string(w) + "-2"}
		for i := range c.DeckSizes[w] {
			c.Cards = append(c.Cards, Card{ID: fmt.Sprintf("test-%s-%d", w, i+1), Deck: w, Space: c.Rondels[w][i%2],
				Discard: DiscardNone, Actions: ActionsOf(w)[:1], Bottom: Bottom{PP: 1}})
		}
	}
	return c
}

// Ruling 15: the defaults are the inferred composition, with nothing printed
// invented; Missing says exactly what is still to be recorded.
func TestDefaultAndMissing(t *testing.T) {
	c := Default()
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	m := c.Missing()
	if len(m) != 6 || m[1].Field != "cards.alarife" || !strings.Contains(m[1].Message, "12 of 12") {
		t.Fatalf("missing %v", m)
	}
	if err := c.Ready(); !errors.Is(err, ErrIncomplete) {
		t.Fatalf("ready: %v", err)
	}
	full := completeFixture()
	if err := full.Ready(); err != nil || len(full.Missing()) != 0 {
		t.Fatal(err, full.Missing())
	}
	full.Cards = full.Cards[:20]
	if m := full.Missing(); len(m) != 1 || !strings.Contains(m[0].Message, "6 of 7 poetisa") {
		t.Fatalf("missing %v", m)
	}
}

// Every broken field is reported with its card and field.
func TestValidatePointsAtCardAndField(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Components)
		card   string
		field  string
	}{
		{"space", func(c *Components) { c.Cards[0].Space = "nowhere" }, "test-alarife-1", "space"},
		{"discard", func(c *Components) { c.Cards[1].Discard = "gold" }, "test-alarife-2", "discard"},
		{"action of another deck", func(c *Components) { c.Cards[2].Actions = []Action{Carve} }, "test-alarife-3", "actions[0]"},
		{"three actions", func(c *Components) { c.Cards[3].Actions = []Action{Warehouse, Warehouse, Warehouse} }, "test-alarife-4", "actions"},
		{"per and pp", func(c *Components) { c.Cards[4].Bottom = Bottom{PP: 1, Per: PerPoem} }, "test-alarife-5", "bottom"},
		{"unknown per", func(c *Components) { c.Cards[4].Bottom = Bottom{Per: "dinar"} }, "test-alarife-5", "bottom.per"},
		{"negative", func(c *Components) { c.Cards[4].Bottom = Bottom{Parias: -1} }, "test-alarife-5", "bottom.parias"},
		{"PP above the bound", func(c *Components) { c.Cards[4].Bottom = Bottom{PP: math.MaxInt} }, "test-alarife-5", "bottom.pp"},
		{"PP 1001", func(c *Components) { c.Cards[4].Bottom = Bottom{PP: MaxPrinted + 1} }, "test-alarife-5", "bottom.pp"},
		{"parias above the bound", func(c *Components) { c.Cards[4].Bottom = Bottom{Parias: MaxPrinted + 1} }, "test-alarife-5", "bottom.parias"},
		{"deck", func(c *Components) { c.Cards[5].Deck = "sultan" }, "test-alarife-6", "deck"},
		{"duplicate id", func(c *Components) { c.Cards[6].ID = "test-alarife-1" }, "test-alarife-1", "id"},
		{"tiles", func(c *Components) { c.Tiles = c.Tiles[:3] }, "", "tiles"},
		{"sizes", func(c *Components) { c.DeckSizes[Poetisa] = 8 }, "", "deck_sizes"},
		{"rondel", func(c *Components) { c.Rondels[Poetisa] = []string{"a", "a"} }, "", "rondels.poetisa[1]"},
		{"rondel space of 41 characters", func(c *Components) { c.Rondels[Poetisa][0] = strings.Repeat("x", 41) }, "", "rondels.poetisa[0]"},
		{"card label of 41 characters", func(c *Components) { c.Cards[7].ID = strings.Repeat("x", 41) }, "#8", "id"},
		{"card space of 41 characters", func(c *Components) { c.Cards[8].Space = strings.Repeat("x", 41) }, "test-alarife-9", "space"},
	} {
		c := completeFixture()
		tc.change(&c)
		var e *Error
		if err := c.Validate(); !errors.As(err, &e) {
			t.Fatalf("%s: no error", tc.name)
		}
		found := false
		for _, p := range e.Problems {
			found = found || (p.Card == tc.card && p.Field == tc.field)
		}
		if !found {
			t.Errorf("%s: problems %v", tc.name, e.Problems)
		}
	}
}

// A rondel space over the name limit is reported once, not repeated in
// every card's problem (a 3.9 MB space would have made a 100 MB message).
func TestOverLongRondelSpaceIsNotRepeated(t *testing.T) {
	c := completeFixture()
	c.Rondels[Poetisa][0] = strings.Repeat("x", 1<<20)
	err := c.Validate()
	if err == nil || len(err.Error()) > 4096 {
		t.Errorf("error of %d bytes", len(fmt.Sprint(err)))
	}
}
