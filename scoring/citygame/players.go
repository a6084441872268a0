package citygame

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/tiles"
)

// Rename gives player i a new name (trimmed, not blank, not another
// player's nor the neutral collector's), also in every scoring taken (its
// table and result), so a misspelled name is fixed in the whole record. A
// name is only a label to the scoring (the rulebooks score holdings; ties
// share, or in Granada go to the highest value, never by name), so every
// point stays as it was.
func (r Record) Rename(i int, name string) (Record, error) {
	if err := r.player(i); err != nil {
		return Record{}, err
	}
	name = strings.TrimSpace(name)
	field := fmt.Sprintf("players[%d].name", i)
	for k, p := range r.Players {
		if k != i && p.Name == name || name == "" || r.Neutral != nil && name == r.neutralName() {
			return Record{}, fieldErr(field, errNameTaken.With(message.Params{"Name": strconv.Quote(name)}))
		}
	}
	out := r.clone()
	out.Players[i].Name = name
	for k := range out.Scorings {
		sc := &out.Scorings[k]
		sc.Table.Players = slices.Clone(sc.Table.Players)
		sc.Table.Players[i].Name = name
		sc.Result.Players = slices.Clone(sc.Result.Players)
		sc.Result.Players[i].Name = name
	}
	if err := out.Validate(); err != nil {
		return Record{}, fmt.Errorf("renaming player %d: %w", i, err)
	}
	return out, nil
}

// neutralName is the neutral collector's name: the one given, or the
// game's (Dirk, Pablo).
func (r *Record) neutralName() string {
	if r.Neutral != nil && r.Neutral.Name != "" {
		return r.Neutral.Name
	}
	g, err := r.game()
	if err != nil {
		return ""
	}
	return g.Neutral
}

// RenameNeutral names the 2-player neutral collector ("" gives it back
// the game's name, Dirk or Pablo), also in every scoring taken; the name
// must differ from the players'.
func (r Record) RenameNeutral(name string) (Record, error) {
	if r.Neutral == nil {
		return Record{}, fieldErr("neutral", tiles.TwoPlayersOnly.With(nil))
	}
	name = strings.TrimSpace(name)
	out := r.clone()
	out.Neutral.Name = name
	shown := out.neutralName()
	for _, p := range r.Players {
		if p.Name == shown {
			return Record{}, fieldErr("neutral.name", errNeutralName.With(message.Params{"Name": strconv.Quote(shown)}))
		}
	}
	for k := range out.Scorings {
		sc := &out.Scorings[k]
		if sc.Table.Dummy != nil {
			d := *sc.Table.Dummy
			d.Name = name
			sc.Table.Dummy = &d
		}
		if sc.Result.Dummy != nil {
			d := *sc.Result.Dummy
			d.Name = shown
			sc.Result.Dummy = &d
		}
	}
	if err := out.Validate(); err != nil {
		return Record{}, fmt.Errorf("renaming the neutral collector: %w", err)
	}
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
		return Record{}, fieldErr("neutral", tiles.TwoPlayersOnly.With(nil))
	}
	if k < 0 || k >= len(r.Neutral.Pieces) {
		return Record{}, fieldErr("neutral.pieces", errNoNeutralPiece.With(message.Params{"Index": k}))
	}
	out := r.clone()
	out.Neutral.Pieces = slices.Delete(out.Neutral.Pieces, k, k+1)
	return out, nil
}
