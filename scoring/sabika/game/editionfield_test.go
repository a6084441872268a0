package game

import (
	"testing"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// The paths of your copy's fields read as typed fields, so that the
// screen asking for one reads no path; anything else is no field.
func TestReadEditionField(t *testing.T) {
	cases := []struct {
		path string
		want EditionField
		ok   bool
	}{
		{"tribute[1]", EditionField{Part: PartTribute, Index: 1}, true},
		{"tribute[3]", EditionField{Part: PartTribute, Index: 3}, true},
		{"tribute[4]", EditionField{}, false},
		{"event_change[0]", EditionField{Part: PartEventChange}, true},
		{"event_change[5]", EditionField{}, false},
		{"start_dinars[2]", EditionField{Part: PartStartDinars, Index: 2}, true},
		{"start_dinars[2].x", EditionField{}, false},
		{"wishes[8].elements", EditionField{Part: PartWishes, Index: 8, Rest: ".elements"}, true},
		{"wishes[4]", EditionField{Part: PartWishes, Index: 4}, true},
		{"wishes[9]", EditionField{}, false},
		{"wishes[1]x", EditionField{}, false},
		{"yusuf", EditionField{Part: PartYusuf}, true},
		{"yusuf.cards.alarife", EditionField{Part: PartYusuf, Rest: ".cards.alarife", Yusuf: yusuf.Place{Deck: yusuf.Alarife}}, true},
		{"yusuf.cards[poetisa-2]", EditionField{Part: PartYusuf, Rest: ".cards[poetisa-2]", Yusuf: yusuf.Place{Card: "poetisa-2"}}, true},
		{"yusuf.rondels.comerciante[1]", EditionField{Part: PartYusuf, Rest: ".rondels.comerciante[1]", Yusuf: yusuf.Place{Rondel: yusuf.Comerciante}}, true},
		{"yusuf.tiles", EditionField{Part: PartYusuf, Rest: ".tiles"}, true},
		{"yusufx", EditionField{}, false},
		{"tribute[-1]", EditionField{}, false},
		{"trade[1]", EditionField{}, false},
		{"", EditionField{}, false},
	}
	for _, c := range cases {
		got, ok := ReadEditionField(c.path)
		if got != c.want || ok != c.ok {
			t.Errorf("%q: %+v %v, want %+v %v", c.path, got, ok, c.want, c.ok)
		}
	}
	if f, ok := (&Unknown{Field: "tribute[2]"}).Edition(); !ok || f != (EditionField{Part: PartTribute, Index: 2}) {
		t.Errorf("Unknown tribute[2]: %+v %v", f, ok)
	}
}
