package sabika

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"arrayan.io/arrayan/data/message"

	data "arrayan.io/arrayan/data/sabika"
)

func TestScoreTile(t *testing.T) {
	buildings := Tile{{Per: data.PerType, Type: data.Palace, PP: 2}, {Per: data.PerType, Type: data.Garden, PP: 1}, {Per: data.PerType, Type: data.Gate, PP: 3}}
	cases := []struct {
		name string
		tile Tile
		h    WishHoldings
		want int
	}{
		{"ruling 13: once per shown type held", buildings, WishHoldings{Types: []data.BuildingType{data.Palace, data.Tower, data.Garden}}, 3},
		{"no shown type", buildings, WishHoldings{Types: []data.BuildingType{data.Window}}, 0},
		{"per city with presence", Tile{{Per: data.PerPresence, PP: 1}}, WishHoldings{Presence: 4}, 4},
		{"per consolidated city", Tile{{Per: data.PerConsolidated, PP: 2}}, WishHoldings{Consolidated: 3}, 6},
		{"per seal", Tile{{Per: data.PerSeal, PP: 2}}, WishHoldings{Seals: 2}, 4},
		{"per blue poem", Tile{{Per: data.PerBluePoem, PP: 2}}, WishHoldings{BluePoems: 2, RedPoems: 5}, 4},
		{"per red poem", Tile{{Per: data.PerRedPoem, PP: 1}}, WishHoldings{BluePoems: 2, RedPoems: 5}, 5},
		{"per poem of any colour", Tile{{Per: data.PerPoem, PP: 1}}, WishHoldings{BluePoems: 1, RedPoems: 1, Poems: 4}, 4},
		{"ruling 13: Yusuf's minors are blue", Tile{{Per: data.PerBluePoem, PP: 2}}, WishHoldings{Yusuf: true, MinorPoems: 3}, 6},
		{"ruling 13: and red", Tile{{Per: data.PerRedPoem, PP: 1}}, WishHoldings{Yusuf: true, MinorPoems: 3}, 3},
		{"ruling 13: Yusuf's every poem card", Tile{{Per: data.PerPoem, PP: 1}}, WishHoldings{Yusuf: true, MinorPoems: 3, Poems: 5}, 5},
	}
	for _, c := range cases {
		if got := ScoreTile(c.tile, c.h); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

// Every tile in the tower scores at each wish scoring (ES L774): the first
// tile scores at the end of rounds 1, 3 and 5.
func TestScoreWishesEveryTowerTile(t *testing.T) {
	tower := []Tile{{{Per: data.PerSeal, PP: 1}}, {{Per: data.PerPresence, PP: 2}}, {{Per: data.PerPoem, PP: 1}}}
	h := []WishHoldings{{Seals: 2, Presence: 1, Poems: 3}, {}}
	for n, want := range []int{2, 4, 7} {
		got, err := ScoreWishes(tower[:n+1], h)
		if err != nil || got[0].Total != want || len(got[0].Tiles) != n+1 || got[1].Total != 0 {
			t.Errorf("%d tiles: %+v, %v; want %d", n+1, got, err, want)
		}
	}
	got, _ := ScoreWishes(tower, h)
	if !slices.Equal(got[0].Tiles, []int{2, 2, 3}) {
		t.Errorf("per tile %v", got[0].Tiles)
	}
}

func TestScoreWishesRefuses(t *testing.T) {
	ok := Tile{{Per: data.PerSeal, PP: 1}}
	cases := []struct {
		name  string
		tower []Tile
		h     WishHoldings
		field string
	}{
		{"4 tiles", []Tile{ok, ok, ok, ok}, WishHoldings{}, "tower"},
		{"empty tile", []Tile{{}}, WishHoldings{}, "tower[0]"},
		{"unknown kind", []Tile{{{Per: "ships", PP: 1}}}, WishHoldings{}, "tower[0][0].per"},
		{"unknown type", []Tile{{{Per: data.PerType, Type: "mosque", PP: 1}}}, WishHoldings{}, "tower[0][0].type"},
		{"type on a seal", []Tile{{{Per: data.PerSeal, Type: data.Palace, PP: 1}}}, WishHoldings{}, "tower[0][0].type"},
		{"negative PP", []Tile{ok, {{Per: data.PerSeal, PP: -1}}}, WishHoldings{}, "tower[1][0].pp"},
		{"negative count", []Tile{ok}, WishHoldings{Seals: -1}, "players[0].seals"},
		{"unknown held type", []Tile{ok}, WishHoldings{Types: []data.BuildingType{"hut"}}, "players[0].types[0]"},
		{"minor poems for a human", []Tile{ok}, WishHoldings{MinorPoems: 1}, "players[0].minor_poems"},
		{"colours for Yusuf", []Tile{ok}, WishHoldings{Yusuf: true, BluePoems: 1}, "players[0].blue_poems"},
		// every count within its bound, so that no sum overflows
		{"tile PP above the bound", []Tile{{{Per: data.PerSeal, PP: 1 << 62}}}, WishHoldings{Seals: 2}, "tower[0][0].pp"},
		{"10 seals (ES L60–64)", []Tile{ok}, WishHoldings{Seals: 10}, "players[0].seals"},
		{"10 cities with presence (ES L275)", []Tile{ok}, WishHoldings{Presence: 10}, "players[0].presence"},
		{"10 consolidated cities", []Tile{ok}, WishHoldings{Presence: 9, Consolidated: 10}, "players[0].consolidated"},
		{"23 blue poems (ES L169)", []Tile{ok}, WishHoldings{BluePoems: 23, Poems: 23}, "players[0].blue_poems"},
		{"poems above the box", []Tile{ok}, WishHoldings{Poems: 1 << 62}, "players[0].poems"},
		{"Yusuf's minor poems above the box", []Tile{ok}, WishHoldings{Yusuf: true, MinorPoems: 23, Poems: 23}, "players[0].minor_poems"},
		{"a type listed twice", []Tile{ok}, WishHoldings{Types: []data.BuildingType{data.Palace, data.Gate, data.Palace}}, "players[0].types[2]"},
	}
	for _, c := range cases {
		hs := []WishHoldings{c.h}
		if c.h.Yusuf {
			hs = append(hs, WishHoldings{}) // a solo game
		}
		_, err := ScoreWishes(c.tower, hs)
		ie, isInput := err.(*InputError)
		if !isInput || ie.Field != c.field {
			t.Errorf("%s: %v, want an error on %s", c.name, err, c.field)
		}
	}
}

// The wishes check the table as the tribute does: 1 to 4 players, Yusuf
// only in a solo game of one player and Yusuf.
func TestScoreWishesChecksTheTable(t *testing.T) {
	tower := []Tile{{{Per: data.PerSeal, PP: 1}}}
	yusuf := WishHoldings{Yusuf: true}
	cases := []struct {
		name    string
		players []WishHoldings
		ok      bool
	}{
		{"no player", nil, false},
		{"5 players", make([]WishHoldings, 5), false},
		{"6 players", make([]WishHoldings, 6), false},
		{"two Yusufs", []WishHoldings{yusuf, yusuf}, false},
		{"Yusuf alone", []WishHoldings{yusuf}, false},
		{"Yusuf among 3", []WishHoldings{{}, yusuf, {}}, false},
		{"1 player", make([]WishHoldings, 1), true},
		{"4 players", make([]WishHoldings, 4), true},
		{"a solo game", []WishHoldings{{}, yusuf}, true},
	}
	for _, c := range cases {
		_, err := ScoreWishes(tower, c.players)
		var ie *InputError
		switch {
		case c.ok && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case !c.ok && (!errors.As(err, &ie) || ie.Field != "players"):
			t.Errorf("%s: %v, want an error on players", c.name, err)
		}
	}
}

// Holdings given in full must be possible (cli.md: exit 2): consolidated
// cities have presence, and the poem cards are the minor poems plus at
// most 2 major poems (ES L686; Yusuf ES L1083); the tower of a scoring is
// not empty (ES L774).
func TestCheckWishScoringRefusesImpossibleHoldings(t *testing.T) {
	ok := []Tile{{{Per: data.PerSeal, PP: 1}}}
	cases := []struct {
		name  string
		tower []Tile
		h     WishHoldings
		field string // "" when possible
	}{
		{"consolidated above presence", ok, WishHoldings{Presence: 2, Consolidated: 3}, "players[0].consolidated"},
		{"consolidated without presence", ok, WishHoldings{Consolidated: 1}, "players[0].consolidated"},
		{"every city consolidated", ok, WishHoldings{Presence: 9, Consolidated: 9}, ""},
		{"poems below blue + red", ok, WishHoldings{BluePoems: 2, RedPoems: 1, Poems: 2}, "players[0].poems"},
		{"a colour without its card", ok, WishHoldings{BluePoems: 1}, "players[0].poems"},
		{"3 major poems (ES L686)", ok, WishHoldings{BluePoems: 1, RedPoems: 1, Poems: 5}, "players[0].poems"},
		{"2 major poems", ok, WishHoldings{BluePoems: 1, RedPoems: 1, Poems: 4}, ""},
		{"23 minor poems (ES L169)", ok, WishHoldings{BluePoems: 12, RedPoems: 11, Poems: 23}, "players[0].blue_poems"},
		{"Yusuf: poems below his minor poems", ok, WishHoldings{Yusuf: true, MinorPoems: 3, Poems: 2}, "players[0].poems"},
		{"Yusuf: 3 major poems (ES L1083)", ok, WishHoldings{Yusuf: true, MinorPoems: 3, Poems: 6}, "players[0].poems"},
		{"Yusuf: 2 major poems", ok, WishHoldings{Yusuf: true, MinorPoems: 3, Poems: 5}, ""},
		{"Yusuf: no poem", ok, WishHoldings{Yusuf: true}, ""},
		{"an empty tower", []Tile{}, WishHoldings{}, "tower"},
		{"no tower", nil, WishHoldings{}, "tower"},
		{"out of range first", ok, WishHoldings{Presence: 1, Consolidated: 1 << 62}, "players[0].consolidated"},
	}
	for _, c := range cases {
		hs := []WishHoldings{c.h}
		if c.h.Yusuf {
			hs = append(hs, WishHoldings{})
		}
		err := CheckWishScoring(c.tower, hs)
		var ie *InputError
		switch {
		case c.field == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.field != "" && (!errors.As(err, &ie) || ie.Field != c.field):
			t.Errorf("%s: %v, want an error on %s", c.name, err, c.field)
		}
	}
}

// No input within the bounds overflows a wish sum: the largest tile PP on
// the largest count of 3 tiles.
func TestScoreWishesAtTheBounds(t *testing.T) {
	tile := Tile{{Per: data.PerPoem, PP: MaxQuantity}, {Per: data.PerSeal, PP: MaxQuantity}}
	h := WishHoldings{Poems: MaxMinorPoems + MaxMajorPoems, Seals: MaxSeals}
	got, err := ScoreWishes([]Tile{tile, tile, tile}, []WishHoldings{h})
	want := 3 * MaxQuantity * (MaxMinorPoems + MaxMajorPoems + MaxSeals)
	if err != nil || got[0].Total != want {
		t.Errorf("%+v %v, want %d", got, err, want)
	}
}

// Holdings a wish scoring refuses say why with the engine's message: its
// code, its values and the player and count it points at.
func TestWishRefusalsSayTheirMessage(t *testing.T) {
	cases := []struct {
		name    string
		players []WishHoldings
		path    string
		code    string
		seat    int
		field   string
		params  message.Params
	}{
		{"presence beyond the map", []WishHoldings{{}, {Presence: 10}}, "players[1].presence", "sabika.range", 2, "presence",
			message.Params{"Max": MaxCities, "Value": 10}},
		{"a type twice", []WishHoldings{{Types: []data.BuildingType{data.Palace, data.Palace}}}, "players[0].types[1]", "sabika.wish.type-twice", 1, "types",
			message.Params{"Type": data.Palace}},
		{"consolidated without presence", []WishHoldings{{Consolidated: 2, Presence: 1, Poems: 0}}, "players[0].consolidated", "sabika.wish.consolidated", 1, "consolidated",
			message.Params{"Consolidated": 2, "Presence": 1}},
		{"Yusuf's blue poems", []WishHoldings{{}, {Yusuf: true, BluePoems: 1}}, "players[1].blue_poems", "sabika.wish.yusuf-minor", 2, "blue_poems", nil},
		{"five players", make([]WishHoldings, 5), "players", "sabika.input.players", 0, "players", message.Params{"Max": MaxPlayers, "Count": 5}},
	}
	for _, c := range cases {
		err := CheckWholeHoldings(c.players)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Field != c.path {
			t.Errorf("%s: %v, want an *InputError at %s", c.name, err, c.path)
			continue
		}
		if m := ie.Said(); m.Code != c.code || m.Seat != c.seat || m.Field != c.field || !reflect.DeepEqual(m.Params, c.params) {
			t.Errorf("%s: says %+v", c.name, m)
		}
	}
}
