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
