package citygame

import (
	"fmt"
	"slices"
	"strings"
)

// Rename gives player i a new name (trimmed, not blank, not another
// player's). Names are written into every scoring's table, so a name is
// fixed once the first scoring is taken.
func (r Record) Rename(i int, name string) (Record, error) {
	if err := r.player(i); err != nil {
		return Record{}, err
	}
	name = strings.TrimSpace(name)
	field := fmt.Sprintf("players[%d].name", i)
	if len(r.Scorings) > 0 {
		return Record{}, fieldErr(field, "names are fixed once a scoring is taken")
	}
	for k, p := range r.Players {
		if k != i && p.Name == name || name == "" {
			return Record{}, fieldErr(field, "must be given and differ from the other players' (%q)", name)
		}
	}
	out := r.clone()
	out.Players[i].Name = name
	return out, nil
}

// NextColour gives player i the next colour (0 to players−1, round), and
// the player who had it player i's old one, so colours stay distinct.
func (r Record) NextColour(i int) (Record, error) {
	if err := r.player(i); err != nil {
		return Record{}, err
	}
	out := r.clone()
	old := out.Players[i].Colour
	next := (old + 1) % len(out.Players)
	for k := range out.Players {
		if out.Players[k].Colour == next {
			out.Players[k].Colour = old
		}
	}
	out.Players[i].Colour = next
	return out, nil
}

// DropNeutral takes piece k of the neutral collector's holding out of the
// game (a correction).
func (r Record) DropNeutral(k int) (Record, error) {
	if r.Neutral == nil {
		return Record{}, fieldErr("neutral", "only in 2-player games")
	}
	if k < 0 || k >= len(r.Neutral.Pieces) {
		return Record{}, fieldErr("neutral.pieces", "no piece %d", k)
	}
	out := r.clone()
	out.Neutral.Pieces = slices.Delete(out.Neutral.Pieces, k, k+1)
	return out, nil
}
