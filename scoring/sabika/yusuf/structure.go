package yusuf

import (
	"fmt"
	"slices"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// ValidateStructure checks a state as far as it can be checked without
// Yusuf's components as the player's copy prints them: the counters, the
// holdings, the 4 tiles once each in the pile or face up and matching the
// turns, a worker per tile on no shared space, every deck and discard pile
// listed, each of the 26 cards once in one place. It is what a saved state
// must pass whatever the copy says now: the card faces, rondel spaces and
// tile types (Validate) may have been corrected in the copy since the game
// began, which stops his turns but does not make the state a forgery.
func (st *State) ValidateStructure() error {
	checks := []func() error{
		func() error { return st.checkCounters(nil) },
		st.checkTileOrder,
		st.checkCardPlaces,
		st.checkWorkerPlaces,
		func() error { return st.checkHoldings(nil) },
	}
	for _, check := range checks {
		if err := check(); err != nil {
			return fmt.Errorf("yusuf state: %w", err)
		}
	}
	return nil
}

// checkTileOrder checks that each of the 4 tiles is once in the pile or
// face up [ES L223 "x4"], and that the turns played match the face-up ones.
func (st *State) checkTileOrder() error {
	all := append(slices.Clone(st.Pile), st.Revealed...)
	slices.Sort(all)
	if len(all) != yusuf.TileCount {
		return inputErr("pile", msgTilesOnce.With(message.Params{"Count": yusuf.TileCount}))
	}
	for i, t := range all {
		if t != i {
			return inputErr("pile", msgTilesOnce.With(message.Params{"Count": yusuf.TileCount}))
		}
	}
	inPlay := 0
	if st.Pending != nil {
		inPlay = 1
	}
	if st.Turns+inPlay != len(st.Revealed) {
		return inputErr("turns", msgTurnsMismatch.With(message.Params{"Turns": st.Turns, "Revealed": len(st.Revealed)}))
	}
	return nil
}

// checkCardPlaces checks that the three decks and discard piles are
// listed, and that each of the 26 cards [ES L231 "x12 x7 x7"] is in
// exactly one of them or in play, whatever its face.
func (st *State) checkCardPlaces() error {
	for _, w := range yusuf.Workers {
		if st.Decks[w] == nil || st.Discards[w] == nil {
			return inputErr("decks", msgDeckListed.With(message.Params{"Worker": w}))
		}
	}
	if len(st.Decks) != len(yusuf.Workers) || len(st.Discards) != len(yusuf.Workers) {
		return inputErr("decks", msgDecksWorkers.With(nil))
	}
	seen := map[string]bool{}
	place := func(id string) error {
		if id == "" || seen[id] {
			return inputErr("decks", msgCardTwice.With(message.Params{"Card": id}))
		}
		seen[id] = true
		return nil
	}
	for _, piles := range []map[yusuf.Worker][]string{st.Decks, st.Discards} {
		for _, ids := range piles {
			for _, id := range ids {
				if err := place(id); err != nil {
					return err
				}
			}
		}
	}
	if p := st.Pending; p != nil {
		if err := place(p.Card); err != nil {
			return err
		}
		if p.Worker < 0 || p.Worker >= len(st.Workers) || p.Next < 0 || p.Question == nil {
			return inputErr("pending", msgPendingParts.With(nil))
		}
	}
	if len(seen) != yusuf.CardCount {
		return inputErr("decks", msgCardsCount.With(message.Params{"Seen": len(seen), "Count": yusuf.CardCount}))
	}
	return nil
}

// checkWorkerPlaces checks a worker per tile, each of a worker type, no
// two of a type on one space, and the workers lying down (checkLying).
func (st *State) checkWorkerPlaces() error {
	if len(st.Workers) != yusuf.TileCount {
		return inputErr("workers", msgWorkersCount.With(message.Params{"Workers": len(st.Workers), "Tiles": yusuf.TileCount}))
	}
	spaces := map[string]bool{}
	for i, w := range st.Workers {
		if !slices.Contains(yusuf.Workers, w.Type) {
			return inputErr(fmt.Sprintf("workers[%d].type", i), msgWorkerType.With(message.Params{"Worker": i, "Type": w.Type}))
		}
		key := string(w.Type) + "/" + w.Space
		if w.Space != "" && spaces[key] {
			return inputErr(fmt.Sprintf("workers[%d].space", i), msgTwoWorkers.With(message.Params{"Type": w.Type, "Space": w.Space}))
		}
		spaces[key] = true
		if w.Lying && w.Space == "" {
			return inputErr(fmt.Sprintf("workers[%d].lying", i), msgWorkerLying.With(message.Params{"Worker": i}))
		}
	}
	return st.checkLying()
}
