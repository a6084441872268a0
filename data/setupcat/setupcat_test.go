package setupcat

import (
	"strings"
	"testing"
)

func TestEveryEntryHasASource(t *testing.T) {
	c := MarcoPolo()
	var sources []string
	for _, x := range c.Characters {
		sources = append(sources, x.Source)
	}
	for _, x := range c.Objectives {
		sources = append(sources, x.Source)
	}
	for _, x := range c.CityBonuses {
		sources = append(sources, x.Source)
	}
	for _, x := range c.OutpostBonuses {
		sources = append(sources, x.Source)
	}
	for _, x := range c.CityCards {
		sources = append(sources, x.Source)
	}
	for i, s := range sources {
		if strings.TrimSpace(s) == "" {
			t.Errorf("entry %d has no source", i)
		}
	}
}

// The objective cards are the 18 of the reference sheet, in its order, and
// each small city of the beginner setup gets exactly one bonus.
func TestMarcoPoloFacts(t *testing.T) {
	c := MarcoPolo()
	if o := c.Objectives[0]; o.Cities != [2]string{"moscow", "xian"} || o.VP != 4 || o.Number != 1 {
		t.Errorf("first objective = %+v", o)
	}
	if o := c.Objectives[15]; o.Cities != [2]string{"sumatra", "anxi"} || o.VP != 8 {
		t.Errorf("objective 16 = %+v", o)
	}
	small := map[string]bool{}
	for _, b := range c.CityBonuses {
		small[b.BeginnerCity] = true
	}
	for _, city := range []string{"anxi", "kashgar", "xian", "ormuz", "adana", "kochi"} {
		if !small[city] {
			t.Errorf("no beginner bonus for %s", city)
		}
	}
	for i, card := range c.CityCards {
		if card.Number != i || card.Text == "" {
			t.Errorf("city card %d = %+v", i, card)
		}
	}
}

func TestDecodeRejectsWrongCounts(t *testing.T) {
	if _, err := decode([]byte(`{"characters":[]}`)); err == nil {
		t.Error("a catalogue without characters decoded")
	}
	if _, err := decode([]byte(`{`)); err == nil {
		t.Error("malformed JSON decoded")
	}
}
