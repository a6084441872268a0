package citygame

import (
	gameid "arrayan.io/arrayan/data/game"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arrayan.io/arrayan/data/granada"
	"arrayan.io/arrayan/scoring/city"
)

// key names a tile for the usage checks: Alhambra its catalogue id, Granada
// its face, type and value ("park 5"), each of which exists once
// (reference granada.md: values 2–13 once per type).
func (p Piece) key() string {
	if p.ID != "" {
		return p.ID
	}
	return p.Type + " " + strconv.Itoa(p.Value)
}

// whereIs is the path of the first place holding the tile with this key,
// or "".
func (r *Record) whereIs(key string) string {
	for i, p := range r.Players {
		for k, c := range p.City {
			if c.Piece.key() == key {
				return fmt.Sprintf("players[%d].city[%d]", i, k)
			}
		}
		for k, pc := range p.Reserve {
			if pc.key() == key {
				return fmt.Sprintf("players[%d].reserve[%d]", i, k)
			}
		}
	}
	if r.Neutral != nil {
		for k, pc := range r.Neutral.Pieces {
			if pc.key() == key {
				return fmt.Sprintf("neutral.pieces[%d]", k)
			}
		}
	}
	return ""
}

// Key is the name Usage gives a piece: the Alhambra catalogue id, or the
// Granada type and value.
func (p Piece) Key() string { return p.key() }

// Usage maps every tile in play anywhere in the table (every city, reserve
// and the neutral collector's holding) to the JSON paths of the places
// holding it, in record order: "players[0].city[3]",
// "players[1].reserve[0]", "neutral.pieces[2]". A picker marks these tiles
// used. Counted players hold no identified tiles.
func Usage(r Record) map[string][]string {
	used := map[string][]string{}
	for i, p := range r.Players {
		for k, c := range p.City {
			used[c.Piece.key()] = append(used[c.Piece.key()], fmt.Sprintf("players[%d].city[%d]", i, k))
		}
		for k, pc := range p.Reserve {
			used[pc.key()] = append(used[pc.key()], fmt.Sprintf("players[%d].reserve[%d]", i, k))
		}
	}
	if r.Neutral != nil {
		for k, pc := range r.Neutral.Pieces {
			used[pc.key()] = append(used[pc.key()], fmt.Sprintf("neutral.pieces[%d]", k))
		}
	}
	return used
}

// Duplicate is one tile used in more than one place, with every place.
type Duplicate struct {
	Key   string
	Paths []string
}

// Duplicates lists the tiles used twice or more, by key.
func Duplicates(r Record) []Duplicate {
	seen := map[string]bool{}
	twice := false
	r.eachPiece(func(pc Piece) {
		twice = twice || seen[pc.key()]
		seen[pc.key()] = true
	})
	if !twice {
		return nil
	}
	var out []Duplicate
	for key, paths := range Usage(r) {
		if len(paths) > 1 {
			out = append(out, Duplicate{Key: key, Paths: paths})
		}
	}
	slices.SortFunc(out, func(a, b Duplicate) int { return strings.Compare(a.Key, b.Key) })
	return out
}

// eachPiece calls f for every piece in play.
func (r *Record) eachPiece(f func(Piece)) {
	for _, p := range r.Players {
		for _, c := range p.City {
			f(c.Piece)
		}
		for _, pc := range p.Reserve {
			f(pc)
		}
	}
	if r.Neutral != nil {
		for _, pc := range r.Neutral.Pieces {
			f(pc)
		}
	}
}

// Problem is why a piece may not come into play now (PieceProblem).
type Problem string

// The problems PieceProblem reports: none, a face the box does not have
// (reference granada.md: value 2–13, at most 3 moats; Alhambra: not the
// catalogue's tile), or a tile already in play somewhere on the table.
const (
	NoProblem    Problem = ""
	BadValue     Problem = "value"
	TooManyMoats Problem = "moats"
	NotInTheBox  Problem = "box"
	InPlay       Problem = "in play"
)

// PieceProblem says why pc may not be placed, reserved or given now, for a
// picker to explain before the players choose it; NoProblem when it may.
func (r Record) PieceProblem(pc Piece) Problem {
	edges, err := city.ParseEdges(pc.Edges)
	switch {
	case err != nil:
		return NotInTheBox
	case r.Game == gameid.Granada && (pc.Value < granada.MinValue() || pc.Value > granada.MaxValue()):
		return BadValue
	case r.Game == gameid.Granada && edges.Count() > granada.MaxMoats():
		return TooManyMoats
	}
	if _, err := r.checkPiece(pc); err != nil {
		return NotInTheBox
	}
	if r.whereIs(pc.key()) != "" {
		return InPlay
	}
	return NoProblem
}
