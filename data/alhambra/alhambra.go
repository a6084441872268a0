// Package alhambra holds the components of Alhambra that scoring needs: the
// 54 building tiles and the start tile (embedded tiles.json, each entry with
// its own id and its sources) and the points table of the three scorings.
//
// Sources: shared/reference/alhambra.md (the component sheet), checked tile
// by tile against thoun/bga-alhambra modules/php/Buildings.php and
// lukfugl/alhambra trunk/db/tiles.yml; the points table is the rulebook's
// (shared/rules/alhambra-rulebook-es.txt, "Recuentos de puntos").
package alhambra

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
)

// Neutral is the rulebook's name for the imaginary third player of
// 2-player games (ES L303); the money deck and the collector's start tiles
// are the same as Granada's (data/citybox).
const Neutral = "Dirk"

// Tile is one tile of the box. Walls lists the walled edges in the order
// N, E, S, W ("" for none), N pointing towards y−1 with every tile roofs up
// like the start tile.
type Tile struct {
	ID     string `json:"id"`
	Type   string `json:"type"`
	Price  int    `json:"price"`
	Walls  string `json:"walls"`
	Source string `json:"source"`
}

// Types are the six building types in the printed order (cheapest first).
var Types = []string{"pavilion", "seraglio", "arcades", "chambers", "garden", "tower"}

// points[round-1][type index] are the points of the paid places of a
// scoring: 1st only in round 1, 1st/2nd in round 2, 1st/2nd/3rd in round 3.
var points = [3][6][]int{
	{{1}, {2}, {3}, {4}, {5}, {6}},
	{{8, 1}, {9, 2}, {10, 3}, {11, 4}, {12, 5}, {13, 6}},
	{{16, 8, 1}, {17, 9, 2}, {18, 10, 3}, {19, 11, 4}, {20, 12, 5}, {21, 13, 6}},
}

// Points returns the points of the paid places (1st, 2nd, …) for a type in a
// scoring round (1–3); nil for an unknown type or round. The slice is the
// caller's own.
func Points(round int, typ string) []int {
	i := TypeIndex(typ)
	if i < 0 || round < 1 || round > 3 {
		return nil
	}
	return append([]int(nil), points[round-1][i]...)
}

// TypeIndex is the position of typ in Types, or -1.
func TypeIndex(typ string) int { return slices.Index(Types, typ) }

//go:embed tiles.json
var tilesJSON []byte

// box is tiles.json decoded.
type box struct {
	Start Tile   `json:"start"`
	Tiles []Tile `json:"tiles"`
}

// catalogue decodes tiles.json when it is first asked for, not at start:
// the browser's first frame waits for package set-up and shows no tile.
var catalogue = sync.OnceValue(func() *box {
	var c box
	if err := json.Unmarshal(tilesJSON, &c); err != nil {
		panic(fmt.Sprintf("alhambra: tiles.json: %v", err))
	}
	return &c
})

// Tiles returns the 54 building tiles, by type in the order of Types and by
// price within a type. The slice is the caller's own.
func Tiles() []Tile { return append([]Tile(nil), catalogue().Tiles...) }

// Start returns the start tile (type "start", no walls, price 0).
func Start() Tile { return catalogue().Start }
