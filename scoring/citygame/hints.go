package citygame

import (
	"cmp"
	"slices"

	"arrayan.io/arrayan/scoring/city"
)

// Hint is one square where a tile may legally go, with what the city's
// longest outer wall (Alhambra) or moat (Granada) would then be.
type Hint struct {
	At      city.Pos
	Longest int
}

// dirs are the steps to the four neighbours, in the order N, E, S, W of
// city's edges.
var dirs = [4]city.Pos{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}}

var edgeOf = [4]city.Edges{city.N, city.E, city.S, city.W}

// Hints lists every empty square of a legal city where a tile with the
// given edge features may go without breaking a building rule (rulings
// 1–4: matching edges, reachable on foot from the start, no hole), in
// reading order, each with the longest outer feature run the city would
// then have. In a city that breaks a rule (a tile just removed left a
// hole, say) the hints are the squares where the tile makes it legal
// again, as Place accepts it there: a tile that fills the hole is offered
// there.
//
// Only squares next to the city are candidates (any other is unreachable);
// each is first checked locally — its shared edges must match its
// neighbours' (ruling 1) and one of them must be open to walk across
// (ruling 4; the city being legal, every neighbour is reachable) — and only
// the survivors are measured by city.Check, which also rules on holes.
// In a city that is not legal every candidate goes to city.Check.
func Hints(cells []city.Cell, tile city.Edges) []Hint {
	legal := city.Check(cells).Legal()
	occupied := make(map[city.Pos]city.Edges, len(cells))
	for _, c := range cells {
		occupied[city.Pos{X: c.X, Y: c.Y}] = c.Features
	}
	candidates := make([]city.Pos, 0, 2*len(cells)+4)
	seen := make(map[city.Pos]bool, 2*len(cells)+4)
	for _, c := range cells {
		for _, d := range dirs {
			p := city.Pos{X: c.X + d.X, Y: c.Y + d.Y}
			if _, taken := occupied[p]; !taken && !seen[p] {
				seen[p] = true
				candidates = append(candidates, p)
			}
		}
	}
	slices.SortFunc(candidates, func(a, b city.Pos) int { return cmp.Or(cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X)) })
	trial := append(make([]city.Cell, 0, len(cells)+1), cells...)
	trial = append(trial, city.Cell{})
	var hints []Hint
	for _, p := range candidates {
		if legal && !fitsLocally(occupied, p, tile) {
			continue
		}
		trial[len(cells)] = city.Cell{X: p.X, Y: p.Y, Features: tile}
		if r := city.Check(trial); r.Legal() {
			hints = append(hints, Hint{At: p, Longest: r.Longest})
		}
	}
	return hints
}

// fitsLocally reports whether a tile at p matches every neighbour's shared
// edge (ruling 1) and can be walked into from one of them (ruling 4).
func fitsLocally(occupied map[city.Pos]city.Edges, p city.Pos, tile city.Edges) bool {
	open := false
	for d, step := range dirs {
		nf, ok := occupied[city.Pos{X: p.X + step.X, Y: p.Y + step.Y}]
		if !ok {
			continue
		}
		mine, theirs := tile&edgeOf[d] != 0, nf&edgeOf[(d+2)%4] != 0
		if mine != theirs {
			return false
		}
		open = open || !mine
	}
	return open
}
