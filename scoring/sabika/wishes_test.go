package sabika

import (
	"slices"
	"testing"

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
	}
	for _, c := range cases {
		_, err := ScoreWishes(c.tower, []WishHoldings{c.h})
		ie, isInput := err.(*InputError)
		if !isInput || ie.Field != c.field {
			t.Errorf("%s: %v, want an error on %s", c.name, err, c.field)
		}
	}
}
