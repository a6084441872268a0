// Package edition holds a player's Sabika edition data: the values printed
// only on the board and tiles of their own copy, which the rulebook text
// never states (spec §1; ruling 15: asked once, saved, never guessed). An
// unknown value is nil. The format is versioned (Format, Game) and grows by
// sections: Yusuf's components (spec §6.10) have their own.
package edition

import (
	"fmt"

	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// FormatVersion is the version this code writes and the newest it reads.
const FormatVersion = 1

// GameID names the game in the file.
const GameID = "sabika"

// Edition is the edition data of one copy of Sabika.
type Edition struct {
	Format int    `json:"format"`
	Game   string `json:"game"`
	// Tribute is the tribute printed under round-track spaces 2–5 (index 0 is
	// space 2); space 6 is the rulebook's 6 [ES L778, L849].
	Tribute [4]*int `json:"tribute"`
	// EventChange tells, for spaces 2–6 (index 0 is space 2), whether the
	// event-change symbol is printed above it [RU L855–857].
	EventChange [5]*bool `json:"event_change"`
	// Wishes are the 9 sultan's-wish tiles, 3 of each letter [ES L76–82].
	Wishes [sabika.WishTiles]WishTile `json:"wishes"`
	// StartDinars are the starting dinars by turn position 1–4 [ES L299 T3].
	StartDinars [4]*int `json:"start_dinars"`
	// Yusuf holds the solo automa's components (data/sabika/yusuf, the
	// same model the automa engine runs on), when recorded.
	Yusuf *yusuf.Components `json:"yusuf,omitempty"`
}

// WishTile is one wish tile: its letter (on its back) and, once entered,
// its elements.
type WishTile struct {
	Letter   string               `json:"letter"`
	Elements []sabika.WishElement `json:"elements"`
}

// New is an edition with nothing known but the wish tiles' letters, 3 of
// each in letter order, and Yusuf's inferred worker tiles (ruling 15).
func New() *Edition {
	y := yusuf.Default()
	e := &Edition{Format: FormatVersion, Game: GameID, Yusuf: &y}
	for i := range e.Wishes {
		e.Wishes[i].Letter = sabika.WishLetters[i/3]
	}
	return e
}

// TributeAt is the tribute under round-track space 2–6 and whether it is
// known (space 6: the rulebook's 6).
func (e *Edition) TributeAt(space int) (int, bool) {
	if space == sabika.TrackSpaces {
		return sabika.FinalTribute, true
	}
	if space < 2 || space > 5 || e.Tribute[space-2] == nil {
		return 0, false
	}
	return *e.Tribute[space-2], true
}

// EventChangeAt tells whether space 2–6 carries the event-change symbol and
// whether that is known.
func (e *Edition) EventChangeAt(space int) (bool, bool) {
	if space < 2 || space > sabika.TrackSpaces || e.EventChange[space-2] == nil {
		return false, false
	}
	return *e.EventChange[space-2], true
}

// TilesOf lists the indices of the wish tiles with the given letter.
func (e *Edition) TilesOf(letter string) []int {
	var out []int
	for i, t := range e.Wishes {
		if t.Letter == letter {
			out = append(out, i)
		}
	}
	return out
}

// Unknown lists the paths of every value still unknown, in file order
// ("tribute[0]", "event_change[2]", "wishes[4].elements",
// "start_dinars[1]", then Yusuf's), so the app can ask for one the first
// time it needs it.
func (e *Edition) Unknown() []string {
	var out []string
	for i, v := range e.Tribute {
		if v == nil {
			out = append(out, fmt.Sprintf("tribute[%d]", i))
		}
	}
	for i, v := range e.EventChange {
		if v == nil {
			out = append(out, fmt.Sprintf("event_change[%d]", i))
		}
	}
	for i, t := range e.Wishes {
		if t.Elements == nil {
			out = append(out, fmt.Sprintf("wishes[%d].elements", i))
		}
	}
	for i, v := range e.StartDinars {
		if v == nil {
			out = append(out, fmt.Sprintf("start_dinars[%d]", i))
		}
	}
	if e.Yusuf != nil {
		for _, p := range e.Yusuf.Missing() {
			out = append(out, "yusuf."+p.Field)
		}
	}
	return out
}
