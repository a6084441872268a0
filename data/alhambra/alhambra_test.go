package alhambra

import (
	"sort"
	"strconv"
	"strings"
	"testing"
)

// reference is the tile table of shared/reference/alhambra.md, copied as
// printed there (walls in the sheet's own letter order, "–" for none).
var reference = map[string]string{
	"pavilion": "2 NEW · 3 SW · 4 ES · 5 NW · 6 N · 7 E · 8 –",
	"seraglio": "3 ESW · 4 NE · 5 SW · 6 ES · 7 W · 8 S · 9 –",
	"arcades":  "4 NES · 5 NW · 6 SW · 6 NE · 7 ES · 8 N · 8 E · 9 – · 10 –",
	"chambers": "5 NSW · 6 ES · 7 SW · 7 NE · 8 NW · 9 W · 9 S · 10 – · 11 –",
	"garden":   "6 ESW · 7 NSW · 8 SW · 8 NE · 8 NW · 9 E · 10 N · 10 W · 10 – · 11 – · 12 S",
	"tower":    "7 NEW · 8 NES · 9 ES · 9 NE · 9 NW · 10 W · 11 N · 11 S · 11 – · 12 – · 13 E",
}

func canonical(walls string) string {
	var b strings.Builder
	for _, c := range "NESW" {
		if strings.ContainsRune(walls, c) {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func TestCatalogueMatchesReference(t *testing.T) {
	var want []string
	for typ, row := range reference {
		for _, item := range strings.Split(row, " · ") {
			price, walls, _ := strings.Cut(item, " ")
			if walls == "–" {
				walls = ""
			}
			want = append(want, typ+" "+price+" "+canonical(walls))
		}
	}
	var got []string
	for _, tile := range Tiles() {
		got = append(got, tile.Type+" "+strconv.Itoa(tile.Price)+" "+tile.Walls)
	}
	sort.Strings(want)
	sort.Strings(got)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("catalogue differs from the reference sheet:\ngot\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestCatalogueFacts(t *testing.T) {
	tiles := Tiles()
	if len(tiles) != 54 {
		t.Fatalf("%d tiles, want 54", len(tiles))
	}
	wantCount := map[string]int{"pavilion": 7, "seraglio": 7, "arcades": 9, "chambers": 9, "garden": 11, "tower": 11}
	wantRange := map[string][2]int{"pavilion": {2, 8}, "seraglio": {3, 9}, "arcades": {4, 10}, "chambers": {5, 11}, "garden": {6, 12}, "tower": {7, 13}}
	count := map[string]int{}
	lo := map[string]int{}
	hi := map[string]int{}
	ids := map[string]bool{}
	for i, tile := range tiles {
		if ids[tile.ID] {
			t.Errorf("id %q twice", tile.ID)
		}
		ids[tile.ID] = true
		if TypeIndex(tile.Type) < 0 {
			t.Errorf("%s: unknown type %q", tile.ID, tile.Type)
		}
		if i > 0 {
			prev := tiles[i-1]
			if TypeIndex(prev.Type) > TypeIndex(tile.Type) || prev.Type == tile.Type && prev.Price > tile.Price {
				t.Errorf("%s is out of order after %s", tile.ID, prev.ID)
			}
		}
		if canonical(tile.Walls) != tile.Walls {
			t.Errorf("%s: walls %q not in NESW order or with other letters", tile.ID, tile.Walls)
		}
		// The sheet's "no tile has walls on opposite edges" holds for the
		// two-wall tiles (all corners); a three-wall tile necessarily has one
		// opposite pair.
		if tile.Walls == "NS" || tile.Walls == "EW" || len(tile.Walls) > 3 {
			t.Errorf("%s: walls on opposite edges (%s)", tile.ID, tile.Walls)
		}
		if tile.Source == "" {
			t.Errorf("%s: no source", tile.ID)
		}
		count[tile.Type]++
		if lo[tile.Type] == 0 || tile.Price < lo[tile.Type] {
			lo[tile.Type] = tile.Price
		}
		if tile.Price > hi[tile.Type] {
			hi[tile.Type] = tile.Price
		}
	}
	for typ, n := range wantCount {
		if count[typ] != n {
			t.Errorf("%s: %d tiles, want %d", typ, count[typ], n)
		}
		if r := wantRange[typ]; lo[typ] != r[0] || hi[typ] != r[1] {
			t.Errorf("%s: prices %d–%d, want %d–%d", typ, lo[typ], hi[typ], r[0], r[1])
		}
	}
	for _, id := range []string{"garden-8-a", "garden-8-b", "garden-8-c", "arcades-6-a", "pavilion-2", "tower-13"} {
		if !ids[id] {
			t.Errorf("no tile %q", id)
		}
	}
	if s := Start(); s.ID != "start" || s.Walls != "" || s.Source == "" {
		t.Errorf("start tile %+v", s)
	}
}

func TestPoints(t *testing.T) {
	for _, c := range []struct {
		round int
		typ   string
		want  string
	}{
		{1, "chambers", "[4]"},      // rulebook: most chambers in round 1 gets 4
		{2, "tower", "[13 6]"},      // rulebook: towers in round 2
		{3, "pavilion", "[16 8 1]"}, // rulebook: pavilions in round 3
		{3, "tower", "[21 13 6]"},
		{1, "castle", "[]"},
		{4, "tower", "[]"},
	} {
		got := sprint(Points(c.round, c.typ))
		if got != c.want {
			t.Errorf("Points(%d, %s) = %s, want %s", c.round, c.typ, got, c.want)
		}
	}
	p := Points(3, "garden")
	p[0] = 99
	if Points(3, "garden")[0] != 20 {
		t.Error("Points shares its slice with the table")
	}
}

func sprint(p []int) string {
	s := make([]string, len(p))
	for i, v := range p {
		s[i] = strconv.Itoa(v)
	}
	return "[" + strings.Join(s, " ") + "]"
}
