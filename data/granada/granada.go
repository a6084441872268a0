// Package granada holds the component facts of Granada that scoring needs.
//
// Sources: shared/rules/granada-rulebook-es.txt ("Material de juego":
// 54 double-sided tiles, 9 types with values 2–13 once per type, an even
// face backed by the next odd value, rivers (moats) on up to 3 edges, the
// same edges on both faces; "Recuentos" A/B/C; "Recuento sencillo") and
// shared/reference/granada.md. Which face backs which, and the moat edges of
// each tile, are not known to the project, so a scorer takes each tile's
// type, value and moats as entered and checks them against these facts.
package granada

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
)

// Neutral is the rulebook's name for the imaginary third player of
// 2-player games (ES L323); the money deck and the collector's start tiles
// are the same as Alhambra's (data/citybox).
const Neutral = "Pablo"

//go:embed granada.json
var factsJSON []byte

// factsFile is granada.json: every fact with its source.
type factsFile struct {
	Types []typeFact `json:"types"`
	Tiles struct {
		Count int `json:"count"`
	} `json:"tiles"`
	Values struct {
		Min int `json:"min"`
		Max int `json:"max"`
	} `json:"values"`
	Moats struct {
		Max int `json:"max"`
	} `json:"moats"`
	Multipliers struct {
		Places [][]int `json:"places"`
	} `json:"multipliers"`
	Simple struct {
		Places [][]int `json:"places"`
	} `json:"simple"`
}

// typeFact is one building type of granada.json.
type typeFact struct {
	Slug   string `json:"slug"`
	Source string `json:"source"`
}

// facts decodes granada.json when it is first asked for, not at start: the
// browser's first frame waits for package set-up and shows none of it.
var facts = sync.OnceValue(func() *factsFile {
	var f factsFile
	if err := json.Unmarshal(factsJSON, &f); err != nil {
		panic(fmt.Sprintf("granada: granada.json: %v", err))
	}
	return &f
})

// Types returns the nine building types in the rulebook's order. The slice
// is the caller's own.
func Types() []string {
	types := make([]string, len(facts().Types))
	for i, t := range facts().Types {
		types[i] = t.Slug
	}
	return types
}

// TileCount is the number of double-sided building tiles in the box.
func TileCount() int { return facts().Tiles.Count }

// MinValue is the lowest face value; each type has every value from
// MinValue to MaxValue exactly once.
func MinValue() int { return facts().Values.Min }

// MaxValue is the highest face value.
func MaxValue() int { return facts().Values.Max }

// PerType is how many faces (and so buildings) of one type exist.
func PerType() int { return MaxValue() - MinValue() + 1 }

// MaxMoats is the most edges of one tile carrying a moat.
func MaxMoats() int { return facts().Moats.Max }

// PerPair is the number of tiles of each value pair 2/3, 4/5, …, 12/13: an
// even face has the next odd value on its back, so the 9 faces of an even
// value and the 9 of the odd value above it share 9 tiles.
func PerPair() int { return TileCount() / (PerType() / 2) }

// Pair returns the value pair (even, odd) of a face value: 2 and 3 both
// give (2, 3). It is meaningful for values MinValue() to MaxValue().
func Pair(value int) (even, odd int) {
	even = value &^ 1
	return even, even + 1
}

// TypeIndex is the position of typ in Types(), or -1.
func TypeIndex(typ string) int {
	return slices.IndexFunc(facts().Types, func(t typeFact) bool { return t.Slug == typ })
}

// Multipliers returns the multiplier (A ×1; B ×2, ×1; C ×3, ×2, ×1, the
// rulebook's "Recuento A/B/C") of each paid place (1st, 2nd, …) in a
// scoring round (1–3 for A–C), or nil for another round. The slice is the
// caller's own.
func Multipliers(round int) []int {
	if round < 1 || round > 3 {
		return nil
	}
	return append([]int(nil), facts().Multipliers.Places[round-1]...)
}

// SimplePoints returns the fixed points (A 3; B 10, 3; C 18, 10, 3, the
// rulebook's "Recuento sencillo") of each paid place in the simple
// variant for a scoring round (1–3), or nil for another round. The slice is
// the caller's own.
func SimplePoints(round int) []int {
	if round < 1 || round > 3 {
		return nil
	}
	return append([]int(nil), facts().Simple.Places[round-1]...)
}

// RoundName is the letter printed on the scoring card of a round: A, B, C.
func RoundName(round int) string {
	if round < 1 || round > 3 {
		return ""
	}
	return string(rune('A' + round - 1))
}
