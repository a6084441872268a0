// Package sabika is the Sabika game record at the table: a game started
// from a dealt setup or by hand, its round track and every player's
// bookkeeping, the guided end of each round in the rulebook's order (spec
// §2.4), the end of the game with a breakdown per player and the winner
// (§2.5, §5), undo and redo of every step, saved after each, and the list
// of games to resume or delete. Every rule, the order of the steps
// included, is scoring/sabika/game's (game.Record): the screens show what
// the engine decides and what each step changes.
package sabika

import (
	"errors"
	"fmt"

	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// StoreKey is the app/store name of the saved games.
const StoreKey = "sabika.games"

// maxGames bounds the saved list; a longer one is not ours.
const maxGames = 200

// errListFull is the refusal to start a game when the list holds maxGames
// games and none has ended: the list saved would be one its loader
// refuses (Games.Check).
var errListFull = errors.New("the list of games is full")

// errNoneKept is the refusal to start a game when the list holds maxGames
// games and no ended one has its play in the history: dropping one would
// lose it (issue 28 review, item 10).
var errNoneKept = errors.New("the list of games is full and no ended game's play is in the history")

// room is what starting one more game does to the list: below maxGames,
// nothing (-1); at it, the oldest ended game whose play is in the history
// (kept: the sources of its plays, history.KeptSources) leaves the list
// (its index); with no game ended, errListFull; with none of those kept,
// errNoneKept. So the app never saves a list its loader refuses (issue
// 28, item 10), nor drops a game whose play was never kept or was
// withdrawn (review, item 10).
func (g *Games) room(kept map[string]bool) (int, error) {
	if len(g.Records) < maxGames {
		return -1, nil
	}
	oldest, ended := -1, false
	for i := range g.Records {
		r := &g.Records[i]
		if r.Phase != PhaseEnded {
			continue
		}
		ended = true
		if kept[playSource(r)] && (oldest < 0 || r.ID < g.Records[oldest].ID) {
			oldest = i
		}
	}
	switch {
	case !ended:
		return -1, errListFull
	case oldest < 0:
		return -1, errNoneKept
	}
	return oldest, nil
}

// The record and its parts are the engine's (scoring/sabika/game), saved
// as its JSON.
type (
	// Record is one game (game.Record).
	Record = game.Record
	// Entry is what is entered for the step in progress (game.Entry).
	Entry = game.Entry
	// FinalAnswer is one player's end-of-game answers (game.FinalAnswer).
	FinalAnswer = game.FinalAnswer
	// Ranking is one ranking major poem (game.Ranking).
	Ranking = game.Ranking
	// Phase is the step in progress (game.Phase).
	Phase = game.Phase
)

// The phases, in the rulebook's order (game.Phases).
const (
	PhaseIncome   = game.PhaseIncome
	PhaseNarrator = game.PhaseNarrator
	PhaseTribute  = game.PhaseTribute
	PhaseStacks   = game.PhaseStacks
	PhaseEvent    = game.PhaseEvent
	PhaseStart    = game.PhaseStart
	PhaseFinal    = game.PhaseFinal
	PhaseEnded    = game.PhaseEnded
)

// Games is the saved list of Sabika games, newest last.
type Games struct {
	// Next numbers the next game started.
	Next    int      `json:"next"`
	Records []Record `json:"records"`
}

// Check refuses a saved list that the screens could not show, field by
// field: a hostile file never reaches a step, and an incomplete one is not
// read as an empty list. A solo game's Yusuf state is checked as far as
// it can be without Your copy (checkChanged with no components): a copy
// corrected since the game began stops his turns in his panel, which says
// why, but hides no game.
func (g *Games) Check() error {
	// The app always writes the list, [] when empty: a file without it, or
	// with null, is incomplete and is not read as no game.
	if g.Records == nil {
		return fmt.Errorf("records: missing or null, not a list of games")
	}
	if len(g.Records) > maxGames {
		return fmt.Errorf("records: at most %d games, not %d", maxGames, len(g.Records))
	}
	ids := map[int]bool{}
	for i := range g.Records {
		r := &g.Records[i]
		if ids[r.ID] || r.ID < 0 || r.ID >= g.Next {
			return fmt.Errorf("records[%d].id: %d is not a new number below %d", i, r.ID, g.Next)
		}
		ids[r.ID] = true
		if err := checkChanged(r, nil); err != nil {
			return fmt.Errorf("records[%d].%w", i, err)
		}
	}
	return nil
}

// checkChanged checks a record loaded or changed on screen: the engine's
// check, a solo game's Yusuf state through his engine's check of what
// needs no components (yusuf.State.ValidateStructure) and, given his
// components yc (Your copy's, when his state changed; nil: not checked),
// through its whole check, so that a copy corrected mid-game stops his
// turns in his panel, not the players' own entries.
func checkChanged(r *Record, yc *dy.Components) error {
	if err := r.Check(); err != nil {
		return err
	}
	if r.Yusuf == nil {
		return nil
	}
	if err := r.Yusuf.ValidateStructure(); err != nil {
		return fmt.Errorf("yusuf: %w", err)
	}
	if yc != nil && yc.Ready() == nil {
		if err := r.Yusuf.Validate(yc); err != nil {
			return fmt.Errorf("yusuf: %w", err)
		}
	}
	return nil
}

// Clone copies the list deeply, for the undo history, Yusuf's state
// included.
func (g Games) Clone() Games {
	c := Games{Next: g.Next, Records: make([]Record, len(g.Records))}
	for i, r := range g.Records {
		c.Records[i] = r.Clone()
	}
	return c
}
