package citygame

import (
	"errors"
	"fmt"
	"slices"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// The operations below never change their input: each returns a new record
// (or the error and the zero record), so a screen keeps earlier records
// for undo and redo. A piece given to an operation must be a tile
// of the game (checkPiece) not in play elsewhere (Usage), except where it
// moves.

// Place puts a piece into player i's city at p. Building rules (rulebooks,
// "construir la Alhambra" / "construcción de la ciudad"; rulings 1–4): the
// square must be one of Hints' for the piece, so the city stays legal.
func (r Record) Place(i int, pc Piece, at city.Pos) (Record, error) {
	if err := r.cityPlayer(i); err != nil {
		return Record{}, err
	}
	if err := r.notInPlay(pc); err != nil {
		return Record{}, err
	}
	if err := r.legalAt(i, pc, at); err != nil {
		return Record{}, err
	}
	out := r.clone()
	p := &out.Players[i]
	p.City = append(p.City, Placed{X: at.X, Y: at.Y, Piece: pc})
	return out, nil
}

// legalAt checks that a piece may go on the empty square at of player i's
// city: the city with it must break no building rule (on a legal city this
// is exactly Hints' answer; see TestHintsMatchFullValidation).
func (r *Record) legalAt(i int, pc Piece, at city.Pos) error {
	edges, err := r.checkPiece(pc)
	if err != nil {
		return err
	}
	trial := append(r.Cells(i), city.Cell{X: at.X, Y: at.Y, Features: edges})
	if !city.Check(trial).Legal() {
		return fieldErr(fmt.Sprintf("players[%d].city", i), errIllegalAt.With(message.Params{"Type": typeParam(r.Game, pc.Type), "Value": pc.Value, "X": at.X, "Y": at.Y}))
	}
	return nil
}

// Move takes the tile at from in player i's city to the empty square to;
// the city must be legal afterwards (the rulebooks let a player rebuild
// only into a legal city).
func (r Record) Move(i int, from, to city.Pos) (Record, error) {
	k, err := r.cellAt(i, from)
	if err != nil {
		return Record{}, err
	}
	without := r.clone()
	p := &without.Players[i]
	pc := p.City[k].Piece
	p.City = slices.Delete(p.City, k, k+1)
	if err := without.legalAt(i, pc, to); err != nil {
		return Record{}, err
	}
	p.City = slices.Insert(p.City, k, Placed{X: to.X, Y: to.Y, Piece: pc})
	return without, nil
}

// Replace puts another piece on an occupied square of player i's city (a
// correction: the city may become illegal, and Check says why).
func (r Record) Replace(i int, at city.Pos, pc Piece) (Record, error) {
	k, err := r.cellAt(i, at)
	if err != nil {
		return Record{}, err
	}
	if _, err := r.checkPiece(pc); err != nil {
		return Record{}, err
	}
	old := r.Players[i].City[k].Piece
	if err := r.notInPlay(pc); err != nil && pc != old {
		return Record{}, err
	}
	out := r.clone()
	out.Players[i].City[k].Piece = pc
	return out, nil
}

// Remove takes the tile at a square of player i's city out of the game (a
// correction; the city may become illegal).
func (r Record) Remove(i int, at city.Pos) (Record, error) {
	k, err := r.cellAt(i, at)
	if err != nil {
		return Record{}, err
	}
	out := r.clone()
	out.Players[i].City = slices.Delete(out.Players[i].City, k, k+1)
	return out, nil
}

// ToReserve moves the tile at a square of player i's city to their reserve
// (rulebooks: a tile may always go to the reserve; the city left behind may
// break a rule, which Check reports).
func (r Record) ToReserve(i int, at city.Pos) (Record, error) {
	k, err := r.cellAt(i, at)
	if err != nil {
		return Record{}, err
	}
	out := r.clone()
	p := &out.Players[i]
	p.Reserve = append(p.Reserve, p.City[k].Piece)
	p.City = slices.Delete(p.City, k, k+1)
	return out, nil
}

// AddToReserve puts a piece not yet in play into player i's reserve.
func (r Record) AddToReserve(i int, pc Piece) (Record, error) {
	if err := r.cityPlayer(i); err != nil {
		return Record{}, err
	}
	if err := r.notInPlay(pc); err != nil {
		return Record{}, err
	}
	out := r.clone()
	out.Players[i].Reserve = append(out.Players[i].Reserve, pc)
	return out, nil
}

// FromReserve places reserve tile k of player i into their city at a legal
// square.
func (r Record) FromReserve(i, k int, at city.Pos) (Record, error) {
	if err := r.cityPlayer(i); err != nil {
		return Record{}, err
	}
	if k < 0 || k >= len(r.Players[i].Reserve) {
		return Record{}, fieldErr(fmt.Sprintf("players[%d].reserve", i), errNoReserveTile.With(message.Params{"Index": k}))
	}
	pc := r.Players[i].Reserve[k]
	if err := r.legalAt(i, pc, at); err != nil {
		return Record{}, err
	}
	out := r.clone()
	p := &out.Players[i]
	p.Reserve = slices.Delete(p.Reserve, k, k+1)
	p.City = append(p.City, Placed{X: at.X, Y: at.Y, Piece: pc})
	return out, nil
}

// DropReserve takes reserve tile k of player i out of the game (a
// correction).
func (r Record) DropReserve(i, k int) (Record, error) {
	if err := r.cityPlayer(i); err != nil {
		return Record{}, err
	}
	if k < 0 || k >= len(r.Players[i].Reserve) {
		return Record{}, fieldErr(fmt.Sprintf("players[%d].reserve", i), errNoReserveTile.With(message.Params{"Index": k}))
	}
	out := r.clone()
	out.Players[i].Reserve = slices.Delete(out.Players[i].Reserve, k, k+1)
	return out, nil
}

// SetCounts switches player i to counts mode with these counts, longest
// wall/moat and (Granada) highest values, as the quick score takes them;
// nil counts switch back to an empty city.
func (r Record) SetCounts(i int, counts map[string]int, feature int, best map[string]int) (Record, error) {
	if err := r.player(i); err != nil {
		return Record{}, err
	}
	out := r.clone()
	p := &out.Players[i]
	p.City, p.Reserve = nil, nil
	p.Counted, p.Counts, p.Feature, p.Best = counts != nil, cloneMap(counts), feature, cloneMap(best)
	if counts == nil {
		p.Feature, p.Best = 0, nil
	}
	if err := out.Validate(); err != nil {
		return Record{}, err
	}
	return out, nil
}

// GiveNeutral hands a piece to the neutral collector: a player's gift in a
// 2-player game (rulebooks, "Variante para 2 jugadores"), or one of the
// random tiles of a deal that Reminder calls for (then CompleteDeal).
func (r Record) GiveNeutral(pc Piece) (Record, error) {
	if r.Neutral == nil {
		return Record{}, fieldErr("neutral", tiles.TwoPlayersOnly.With(nil))
	}
	if err := r.notInPlay(pc); err != nil {
		return Record{}, err
	}
	out := r.clone()
	out.Neutral.Pieces = append(out.Neutral.Pieces, pc)
	return out, nil
}

// CompleteDeal marks the neutral collector's due deal (Reminder) as done.
func (r Record) CompleteDeal() (Record, error) {
	if _, due := r.Reminder(0); !due {
		return Record{}, fieldErr("neutral.deals", errNoDealDue.With(nil))
	}
	out := r.clone()
	out.Neutral.Deals++
	return out, nil
}

// TakeScoring scores the next round (1, 2, 3) from the holdings as they
// are now, with tiles.Score (the code of `arrayan-cli score`), and freezes
// its points into the running totals. The rulebooks' three scorings: two
// when their cards are drawn, the third at the end of the game.
func (r Record) TakeScoring() (Record, error) {
	return r.TakeScoringOf(len(r.Scorings) + 1)
}

// ErrScoringTaken is the refusal of TakeScoringOf for a scoring taken
// already: a second tap of a "Take scoring" button changes nothing.
var ErrScoringTaken = errors.New("this scoring is taken already")

// TakeScoringOf takes scoring round (1, 2, 3) as TakeScoring does, only
// when it is the next one: asking twice for the same scoring takes it
// once (the second is refused with ErrScoringTaken).
func (r Record) TakeScoringOf(round int) (Record, error) {
	if round <= len(r.Scorings) {
		return Record{}, fmt.Errorf("scoring %d: %w", round, ErrScoringTaken)
	}
	if len(r.Scorings) == 3 {
		return Record{}, fieldErr("scorings", errScoringsTaken.With(nil))
	}
	if round != len(r.Scorings)+1 {
		return Record{}, fieldErr("scorings", errScoringOrder.With(message.Params{"Next": len(r.Scorings) + 1, "Round": round}))
	}
	t, err := r.Table()
	if err != nil {
		return Record{}, err
	}
	res, err := tiles.Score(t)
	if err != nil {
		return Record{}, err
	}
	prev := make([]int, len(r.Players))
	if n := len(r.Scorings); n > 0 {
		prev = r.Scorings[n-1].Running
	}
	out := r.clone()
	if rem, due := r.Reminder(r.BagLeft()); due && rem.Left() == 0 {
		out.Neutral.Deals++ // every tile of the deal is entered: it is done
	}
	out.Scorings = append(out.Scorings, Scoring{Round: t.Round, Table: t, Result: res, Running: running(prev, res)})
	return out, nil
}

// cityPlayer checks that player i exists and builds a city.
func (r *Record) cityPlayer(i int) error {
	if err := r.player(i); err != nil {
		return err
	}
	if r.Players[i].Counted {
		return fieldErr(fmt.Sprintf("players[%d]", i), errCounted.With(nil))
	}
	return nil
}

// cellAt finds the index of the tile at a square of player i's city.
func (r *Record) cellAt(i int, at city.Pos) (int, error) {
	if err := r.cityPlayer(i); err != nil {
		return 0, err
	}
	for k, c := range r.Players[i].City {
		if c.X == at.X && c.Y == at.Y {
			return k, nil
		}
	}
	return 0, fieldErr(fmt.Sprintf("players[%d].city", i), errNoTileAt.With(message.Params{"X": at.X, "Y": at.Y}))
}

// notInPlay checks a piece and refuses it when it is already in play.
func (r *Record) notInPlay(pc Piece) error {
	if _, err := r.checkPiece(pc); err != nil {
		return err
	}
	if where := r.whereIs(pc.key()); where != "" {
		return fieldErr(where, errInPlay.With(message.Params{"Tile": pc.key()}))
	}
	return nil
}
