package citygame

import (
	"fmt"
	"maps"
)

// Kinds of Change.
const (
	ChangeName        = "name"         // a player renamed (Old, New)
	ChangeCity        = "city"         // tiles added to or taken from a city
	ChangeReserve     = "reserve"      // tiles added to or taken from a reserve
	ChangeToCounts    = "to-counts"    // a city player now scored from counts
	ChangeToCity      = "to-city"      // a counted player now builds a city
	ChangeCounts      = "counts"       // counts, longest wall/moat or highest values changed
	ChangeNeutral     = "neutral"      // tiles given to or taken from the neutral collector
	ChangeNeutralName = "neutral-name" // the neutral collector renamed (Old, New)
)

// Change is one difference between two records' holdings, as an import
// would make it: the screen lists them before the player applies it.
type Change struct {
	Kind   string
	Player int // index into Record.Players; -1 for the neutral collector
	// Old and New are the names of a rename ("" is the default name).
	Old, New string
	// Added and Removed count the tiles of a city, reserve or the neutral
	// collector's holding; a tile that moved in a city is both.
	Added, Removed int
}

// Changes lists what turning r's holdings into to's changes, player by
// player, then the neutral collector; nothing when they hold the same.
// Tiles are compared by their faces (type, value, edges) and squares, so
// an import that gives a tile a twin's catalogue id changes nothing.
func (r Record) Changes(to Record) []Change {
	var out []Change
	for i := range min(len(r.Players), len(to.Players)) {
		a, b := r.Players[i], to.Players[i]
		if a.Name != b.Name {
			out = append(out, Change{Kind: ChangeName, Player: i, Old: a.Name, New: b.Name})
		}
		switch {
		case !a.Counted && b.Counted:
			out = append(out, Change{Kind: ChangeToCounts, Player: i})
		case a.Counted && !b.Counted:
			out = append(out, Change{Kind: ChangeToCity, Player: i, Added: len(b.City)})
		case a.Counted:
			if !maps.Equal(a.Counts, b.Counts) || a.Feature != b.Feature || !maps.Equal(a.Best, b.Best) {
				out = append(out, Change{Kind: ChangeCounts, Player: i})
			}
		default:
			if add, rem := diff(placedFaces(a.City), placedFaces(b.City)); add+rem > 0 {
				out = append(out, Change{Kind: ChangeCity, Player: i, Added: add, Removed: rem})
			}
			if add, rem := diff(faces(a.Reserve), faces(b.Reserve)); add+rem > 0 {
				out = append(out, Change{Kind: ChangeReserve, Player: i, Added: add, Removed: rem})
			}
		}
	}
	if r.Neutral != nil && to.Neutral != nil {
		if r.Neutral.Name != to.Neutral.Name {
			out = append(out, Change{Kind: ChangeNeutralName, Player: -1, Old: r.Neutral.Name, New: to.Neutral.Name})
		}
		if add, rem := diff(faces(r.Neutral.Pieces), faces(to.Neutral.Pieces)); add+rem > 0 {
			out = append(out, Change{Kind: ChangeNeutral, Player: -1, Added: add, Removed: rem})
		}
	}
	return out
}

// face is what a tile shows: type, value and edges.
func (p Piece) face() string { return fmt.Sprintf("%s %d %s", p.Type, p.Value, p.Edges) }

func faces(ps []Piece) map[string]int {
	m := map[string]int{}
	for _, p := range ps {
		m[p.face()]++
	}
	return m
}

func placedFaces(cs []Placed) map[string]int {
	m := map[string]int{}
	for _, c := range cs {
		m[fmt.Sprintf("%d,%d %s", c.X, c.Y, c.Piece.face())]++
	}
	return m
}

// diff counts what b has beyond a (added) and a beyond b (removed).
func diff(a, b map[string]int) (added, removed int) {
	for k, n := range b {
		added += max(0, n-a[k])
	}
	for k, n := range a {
		removed += max(0, n-b[k])
	}
	return added, removed
}
