package tiles

import (
	"slices"
	"sync"

	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/data/citybox"
	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/granada"
	"arrayan.io/arrayan/scoring/city"
)

// Game describes one of the two games for the scorer and the screens.
type Game struct {
	ID      game.ID  // game.Alhambra or game.Granada, the table's game
	Types   []string // the building types in printed order
	Feature string   // the edge feature and its points key: "wall" or "moat"
	Neutral string   // the 2-player neutral collector's default name
	// Variants are the accepted values of Table.Variant besides "" (which
	// means "standard").
	Variants []string
	// TieByValue: equal counts are ordered by the highest value of the type
	// each holds (Granada, ruling 6), instead of sharing the points of the
	// places they occupy (Alhambra, ruling 5).
	TieByValue bool
	// MaxFeatures is the most featured edges a building tile can have.
	MaxFeatures int
	// Rounds names the three scorings as the rulebooks print them (Table.Round
	// 1 to 3): Alhambra's first, second and third scoring as 1, 2, 3;
	// Granada's scorings A, B, C (reference granada.md, "Scoring").
	Rounds []string

	box    map[string]int
	lo, hi map[string]int
	// Alhambra only: how many tiles the box holds per type index and price
	// (0 to maxPrice), and per type index, price and walls.
	prices [][maxPrice + 1]int
	faces  [][maxPrice + 1][16]int
}

// maxPrice bounds the prices printed on Alhambra's tiles.
const maxPrice = 13

// boxPrice is how many tiles of a type (index) and price the box holds.
func (g *Game) boxPrice(typ, price int) int {
	if price < 0 || price > maxPrice {
		return 0
	}
	return g.prices[typ][price]
}

// boxFace is how many tiles of a type (index), price and walls the box holds.
func (g *Game) boxFace(typ, price int, walls city.Edges) int {
	if price < 0 || price > maxPrice {
		return 0
	}
	return g.faces[typ][price][walls&15]
}

// Alhambra returns the game Alhambra, the same *Game at every call.
func Alhambra() *Game { return alhambraGame() }

// Granada returns the game Granada, the same *Game at every call.
func Granada() *Game { return granadaGame() }

// The two games are made from their catalogues at first use, not at start:
// the browser's first frame waits for package set-up.
var (
	alhambraGame = sync.OnceValue(newAlhambra)
	granadaGame  = sync.OnceValue(newGranada)
)

// GameByID finds a game by its ID.
func GameByID(id game.ID) (*Game, bool) {
	switch id {
	case game.Alhambra:
		return Alhambra(), true
	case game.Granada:
		return Granada(), true
	}
	return nil, false
}

func newAlhambra() *Game {
	g := &Game{
		ID: game.Alhambra, Types: alhambra.Types, Feature: "wall", Neutral: alhambra.Neutral,
		Variants: []string{"standard"}, MaxFeatures: 3, Rounds: []string{"1", "2", "3"},
		box: map[string]int{}, lo: map[string]int{}, hi: map[string]int{},
		prices: make([][maxPrice + 1]int, len(alhambra.Types)), faces: make([][maxPrice + 1][16]int, len(alhambra.Types)),
	}
	for _, t := range alhambra.Tiles() {
		walls, err := city.ParseEdges(t.Walls)
		if err != nil {
			panic("alhambra tile " + t.ID + ": " + err.Error())
		}
		g.box[t.Type]++
		if g.lo[t.Type] == 0 || t.Price < g.lo[t.Type] {
			g.lo[t.Type] = t.Price
		}
		g.hi[t.Type] = max(g.hi[t.Type], t.Price)
		i := alhambra.TypeIndex(t.Type)
		g.prices[i][t.Price]++
		g.faces[i][t.Price][walls]++
	}
	return g
}

func newGranada() *Game {
	g := &Game{
		ID: game.Granada, Types: granada.Types(), Feature: "moat", Neutral: granada.Neutral,
		Variants: []string{"standard", "simple"}, TieByValue: true, MaxFeatures: granada.MaxMoats(), Rounds: []string{"A", "B", "C"},
		box: map[string]int{}, lo: map[string]int{}, hi: map[string]int{},
	}
	for _, t := range g.Types {
		g.box[t] = granada.PerType()
		g.lo[t], g.hi[t] = granada.MinValue(), granada.MaxValue()
	}
	return g
}

// HasType reports whether typ is one of the game's building types.
func (g *Game) HasType(typ string) bool { _, ok := g.box[typ]; return ok }

// NamedTypes are the game's types as a message lists them, each named in
// the caller's language.
func (g *Game) NamedTypes() citybox.BuildingTypes {
	types := make(citybox.BuildingTypes, len(g.Types))
	for i, t := range g.Types {
		types[i] = citybox.BuildingType(t)
	}
	return types
}

// NamedType is typ as a message's parameter: one of the game's types as a
// citybox.BuildingType, which each caller names in its language (the CLI
// prints the id); anything else, such as a type mistyped in a file, as
// given.
func (g *Game) NamedType(typ string) any {
	if g.HasType(typ) {
		return citybox.BuildingType(typ)
	}
	return typ
}

// BoxCount is how many buildings of a type the box holds (0 for an unknown
// type): Alhambra 7 to 11 by type, Granada 12 faces of every type.
func (g *Game) BoxCount(typ string) int { return g.box[typ] }

// ValueRange is the range of values printed on a type's tiles: Alhambra's
// cheapest and dearest price of the type, Granada 2–13. Both are 0 for an
// unknown type.
func (g *Game) ValueRange(typ string) (lo, hi int) { return g.lo[typ], g.hi[typ] }

// hasVariant reports whether v is "" or one of g.Variants.
func (g *Game) hasVariant(v string) bool { return v == "" || slices.Contains(g.Variants, v) }

// PlacePoints returns what the paid places of a type score in a round
// (1–3): element 0 for the 1st place, 1 for the 2nd, … (round 1 pays one
// place, round 2 two, round 3 three; later places score 0). total is the
// number of buildings of that type in all cities and the neutral
// collector's holding: Granada's standard scoring multiplies it by 3/2/1,
// the other tables ignore it. variant is "" or "standard", or "simple"
// (Granada's fixed points). It returns nil for an unknown round, type or
// variant.
//
// Examples: Alhambra round 2 towers → [13 6]; Granada round 3 with 10
// schools in play → [30 20 10]; Granada simple round 2 → [10 3].
func (g *Game) PlacePoints(round int, variant, typ string, total int) []int {
	if !g.HasType(typ) || !g.hasVariant(variant) {
		return nil
	}
	if g.ID == game.Alhambra {
		return alhambra.Points(round, typ)
	}
	if variant == "simple" {
		return granada.SimplePoints(round)
	}
	p := granada.Multipliers(round)
	for i := range p {
		p[i] *= total
	}
	return p
}
