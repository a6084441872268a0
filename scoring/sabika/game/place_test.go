package game

import "testing"

// Every place a step changes reads back from the path Diff writes, and a
// path Diff never writes is no place: the screens read the typed place,
// never the path.
func TestChangePlaces(t *testing.T) {
	var places []Place
	for seat := 1; seat <= 4; seat++ {
		for _, f := range HoldingFields {
			places = append(places, Place{Seat: seat, Field: f})
		}
	}
	for _, f := range GameFields {
		places = append(places, Place{Field: f, Index: map[bool]int{true: 3}[f == FieldTrack]})
	}
	for _, p := range places {
		got, ok := Change{Path: p.Path()}.Place()
		if !ok || got != p {
			t.Errorf("%+v: path %q reads %+v, %v", p, p.Path(), got, ok)
		}
	}
	if i, f, ok := (Change{Path: "players[2].dinars"}).Holding(); !ok || i != 2 || f != FieldDinars {
		t.Errorf("players[2].dinars: %d %q %v", i, f, ok)
	}
	for _, path := range []string{"", "players[1].name", "players[-1].pp", "players[+1].pp", "players[1]pp", "players[].pp",
		"track[1", "track[x]", "track", "events", "players[99999999999999999999].pp"} {
		if p, ok := (Change{Path: path}).Place(); ok {
			t.Errorf("%q reads as %+v", path, p)
		}
	}
}

// TestHoldingKnowsEveryHoldingAndNothingElse: each of a player's holdings
// reads its own value (holding, and Holding for the screens), and any
// other field is no holding (it once read the seals for anything unknown).
func TestHoldingKnowsEveryHoldingAndNothingElse(t *testing.T) {
	p := Player{PP: 1, Parias: 2, Dinars: 3, Seals: 4}
	for _, c := range []struct {
		field ChangeField
		want  int
		ok    bool
	}{
		{FieldPP, 1, true},
		{FieldParias, 2, true},
		{FieldDinars, 3, true},
		{FieldSeals, 4, true},
		{FieldTrack, 0, false},
		{FieldNarrator, 0, false},
		{"", 0, false},
		{"seal", 0, false},
	} {
		got, ok := p.holding(c.field)
		if ok != c.ok || (ok && *got != c.want) {
			t.Errorf("holding(%q) = %v, %v; want %d, %v", c.field, got, ok, c.want, c.ok)
		}
		if v, ok := p.Holding(c.field); ok != c.ok || v != c.want {
			t.Errorf("Holding(%q) = %d, %v; want %d, %v", c.field, v, ok, c.want, c.ok)
		}
	}
	for _, f := range HoldingFields {
		if _, ok := p.holding(f); !ok {
			t.Errorf("HoldingFields lists %q, which holding does not know", f)
		}
	}
}
