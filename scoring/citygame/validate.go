package citygame

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/naming"
	"arrayan.io/arrayan/scoring/tiles"
	"arrayan.io/arrayan/setup/code"
)

// MaxRecordBytes bounds a record read by Load.
const MaxRecordBytes = 4 << 20

// Load reads a saved record as strict JSON (data/jsonin: exact keys, no
// unknown or repeated ones) and validates it; a record of a newer format
// version, or one that fails Validate, is refused with a *FieldError.
func Load(data []byte) (Record, error) {
	if len(data) > MaxRecordBytes {
		return Record{}, fieldErr("", errTooLarge.With(message.Params{"Max": MaxRecordBytes, "Size": len(data)}))
	}
	var r Record
	if err := jsonin.Decode(data, &r); err != nil {
		if e, ok := err.(*jsonin.Error); ok {
			return Record{}, fieldErr(e.Path, errJSON.With(message.Params{"Detail": e.Message}))
		}
		return Record{}, fieldErr("", errJSON.With(message.Params{"Detail": err.Error()}))
	}
	if err := r.Validate(); err != nil {
		return Record{}, err
	}
	return r, nil
}

// Marshal is the record's JSON form, as Load reads it.
func (r Record) Marshal() ([]byte, error) { return json.Marshal(r) }

// Validate checks everything a record must be: its format version, game and
// variant, setup code, 2–6 players with distinct non-blank names and
// colours 0..n−1, a neutral collector exactly in 2-player games, every
// piece a tile of the game used at most once in the whole table, and every
// scoring exactly what scoring its table gives, in round order, with
// running totals that add up. Cities need not be legal (a correction may
// pass through an illegal city); Check reports their violations.
func (r *Record) Validate() error {
	switch {
	case r.Format > FormatVersion:
		return fieldErr("arrayan_game", errNewer.With(message.Params{"Format": r.Format, "Reads": FormatVersion}))
	case r.Format != FormatVersion:
		return fieldErr("arrayan_game", errFormat.With(message.Params{"Want": FormatVersion, "Format": r.Format}))
	}
	g, err := r.game()
	if err != nil {
		return err
	}
	if r.Variant != "" && !slices.Contains(g.Variants, r.Variant) {
		return fieldErr("variant", errVariant.With(message.Params{"Game": g.ID, "Variant": strconv.Quote(r.Variant)}))
	}
	if err := r.validateSetupCode(); err != nil {
		return err
	}
	if err := r.validatePlayers(g); err != nil {
		return err
	}
	if r.Neutral != nil && len(r.Players) != 2 {
		return fieldErr("neutral", tiles.TwoPlayersOnly.With(nil))
	}
	if r.Neutral == nil && len(r.Players) == 2 {
		return fieldErr("neutral", errNeutralRequired.With(nil))
	}
	if r.Neutral != nil {
		if err := naming.Check(r.Neutral.Name); err != nil {
			return fieldErr("neutral.name", said(err))
		}
		if r.Neutral.Deals < 0 || r.Neutral.Deals > 3 {
			return fieldErr("neutral.deals", errDeals.With(message.Params{"Deals": r.Neutral.Deals}))
		}
		for j, p := range r.Neutral.Pieces {
			if _, err := r.checkPiece(p); err != nil {
				return under(fmt.Sprintf("neutral.pieces[%d]", j), err)
			}
		}
	}
	if dup := Duplicates(*r); len(dup) > 0 {
		return fieldErr(dup[0].Paths[1], errUsedTwice.With(message.Params{"Tile": dup[0].Key, "Other": dup[0].Paths[0]}))
	}
	return r.validateScorings()
}

func (r *Record) validatePlayers(g *tiles.Game) error {
	if n := len(r.Players); n < 2 || n > 6 {
		return fieldErr("players", tiles.PlayerCount.With(message.Params{"Count": n}))
	}
	names, colours := map[string]bool{}, map[int]bool{}
	for i, p := range r.Players {
		field := fmt.Sprintf("players[%d]", i)
		if err := naming.Check(p.Name); err != nil {
			return fieldErr(field+".name", said(err))
		}
		if p.Name == "" || names[p.Name] {
			return fieldErr(field+".name", errNameTaken.With(message.Params{"Name": strconv.Quote(p.Name)}))
		}
		names[p.Name] = true
		if p.Colour < 0 || p.Colour >= len(r.Players) || colours[p.Colour] {
			return fieldErr(field+".colour", errColour.With(message.Params{"Max": len(r.Players) - 1, "Colour": p.Colour}))
		}
		colours[p.Colour] = true
		if err := r.validateHolding(g, p, field); err != nil {
			return err
		}
	}
	return nil
}

// validateHolding checks one player's city and reserve, or their counts.
func (r *Record) validateHolding(g *tiles.Game, p Player, field string) error {
	if p.Counted {
		if p.City != nil || p.Reserve != nil {
			return fieldErr(field, errCountedEmpty.With(nil))
		}
		for typ, n := range p.Counts {
			if !g.HasType(typ) || n < 0 || n > tiles.MaxCount {
				return fieldErr(field+".counts."+typ, errCount.With(message.Params{"Game": g.ID, "Max": tiles.MaxCount, "Count": n}))
			}
		}
		for typ := range p.Best {
			if !g.TieByValue || !g.HasType(typ) {
				return fieldErr(field+".best."+typ, errBestType.With(nil))
			}
		}
		if p.Feature < 0 || p.Feature > tiles.MaxCount*g.MaxFeatures {
			return fieldErr(field+".feature", errFeature.With(message.Params{"Feature": p.Feature}))
		}
		return nil
	}
	if p.Counts != nil || p.Best != nil || p.Feature != 0 {
		return fieldErr(field, errCountsOnly.With(nil))
	}
	for j, c := range p.City {
		f := fmt.Sprintf("%s.city[%d]", field, j)
		if c.X == 0 && c.Y == 0 {
			return fieldErr(f, errStartSquare.With(nil))
		}
		if c.X < -tiles.MaxCoord || c.X > tiles.MaxCoord || c.Y < -tiles.MaxCoord || c.Y > tiles.MaxCoord {
			return fieldErr(f, tiles.CoordRange.With(message.Params{"Max": tiles.MaxCoord}))
		}
		if _, err := r.checkPiece(c.Piece); err != nil {
			return under(f+".piece", err)
		}
	}
	for j, pc := range p.Reserve {
		if _, err := r.checkPiece(pc); err != nil {
			return under(fmt.Sprintf("%s.reserve[%d]", field, j), err)
		}
	}
	return nil
}

// validateScorings re-scores every scoring's table and compares.
func (r *Record) validateScorings() error {
	if len(r.Scorings) > 3 {
		return fieldErr("scorings", errScoringCount.With(message.Params{"Count": len(r.Scorings)}))
	}
	prev := make([]int, len(r.Players))
	for k, s := range r.Scorings {
		field := fmt.Sprintf("scorings[%d]", k)
		if s.Round != k+1 || s.Table.Round != k+1 || s.Table.Game != r.Game {
			return fieldErr(field+".round", errScoringRound.With(message.Params{"Round": k + 1, "Game": r.Game}))
		}
		if len(s.Table.Players) != len(r.Players) {
			return fieldErr(field+".table.players", errScoringPlayers.With(message.Params{"Count": len(r.Players)}))
		}
		for i, p := range s.Table.Players {
			if p.Name != r.Players[i].Name {
				return fieldErr(fmt.Sprintf("%s.table.players[%d].name", field, i), errScoringName.With(message.Params{"Name": strconv.Quote(r.Players[i].Name)}))
			}
		}
		res, err := tiles.Score(s.Table)
		if err != nil {
			return fieldErr(field+".table", errNoScore.With(message.Params{"Reason": err}))
		}
		if !reflect.DeepEqual(res, s.Result) {
			return fieldErr(field+".result", errResult.With(nil))
		}
		want := running(prev, res)
		if !reflect.DeepEqual(want, s.Running) {
			return fieldErr(field+".running", errRunning.With(message.Params{"Want": fmt.Sprint(want)}))
		}
		prev = want
	}
	return nil
}

// running adds a scoring's totals to the previous running totals.
func running(prev []int, res tiles.Result) []int {
	out := make([]int, len(prev))
	for i := range prev {
		out[i] = prev[i] + res.Players[i].Total
	}
	return out
}

// validateSetupCode checks that a dealt setup's code (setup/code) reads and
// names this game and this many players: a code of another table's deal
// would mislead whoever deals the setup again from the record.
func (r *Record) validateSetupCode() error {
	if r.SetupCode == "" {
		return nil
	}
	f, err := code.Decode(r.SetupCode)
	if err != nil {
		return fieldErr("setup_code", said(err))
	}
	if g := gameid.All(); int(f.Game) >= len(g) || g[f.Game] != r.Game || int(f.Players) != len(r.Players) {
		return fieldErr("setup_code", errSetupCode.With(message.Params{"Players": len(r.Players), "Game": r.Game}))
	}
	return nil
}
