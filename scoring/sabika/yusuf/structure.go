package yusuf

import (
	"fmt"
	"slices"

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
		return inputErr("pile", "pile and revealed must hold each of the %d tiles once", yusuf.TileCount)
	}
	for i, t := range all {
		if t != i {
			return inputErr("pile", "pile and revealed must hold each of the %d tiles once", yusuf.TileCount)
		}
	}
	inPlay := 0
	if st.Pending != nil {
		inPlay = 1
	}
	if st.Turns+inPlay != len(st.Revealed) {
		return inputErr("turns", "%d does not match %d revealed tiles", st.Turns, len(st.Revealed))
	}
	return nil
}

// checkCardPlaces checks that the three decks and discard piles are
// listed, and that each of the 26 cards [ES L231 "x12 x7 x7"] is in
// exactly one of them or in play, whatever its face.
func (st *State) checkCardPlaces() error {
	for _, w := range yusuf.Workers {
		if st.Decks[w] == nil || st.Discards[w] == nil {
			return inputErr("decks", "decks and discards must list the %s deck (an empty list when empty)", w)
		}
	}
	if len(st.Decks) != len(yusuf.Workers) || len(st.Discards) != len(yusuf.Workers) {
		return inputErr("decks", "decks and discards hold only alarife, comerciante and poetisa")
	}
	seen := map[string]bool{}
	place := func(id string) error {
		if id == "" || seen[id] {
			return inputErr("decks", "card %q is empty or listed twice", id)
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
			return inputErr("pending", "a worker, the next action and its question")
		}
	}
	if len(seen) != yusuf.CardCount {
		return inputErr("decks", "%d of %d cards are in the decks and discards", len(seen), yusuf.CardCount)
	}
	return nil
}

// checkWorkerPlaces checks a worker per tile, each of a worker type, no
// two of a type on one space, and the workers lying down (checkLying).
func (st *State) checkWorkerPlaces() error {
	if len(st.Workers) != yusuf.TileCount {
		return inputErr("workers", "%d workers, one per tile (%d)", len(st.Workers), yusuf.TileCount)
	}
	spaces := map[string]bool{}
	for i, w := range st.Workers {
		if !slices.Contains(yusuf.Workers, w.Type) {
			return inputErr(fmt.Sprintf("workers[%d].type", i), "worker %d is %q, not alarife, comerciante or poetisa", i, w.Type)
		}
		key := string(w.Type) + "/" + w.Space
		if w.Space != "" && spaces[key] {
			return inputErr(fmt.Sprintf("workers[%d].space", i), "two %s workers on %q", w.Type, w.Space)
		}
		spaces[key] = true
		if w.Lying && w.Space == "" {
			return inputErr(fmt.Sprintf("workers[%d].lying", i), "worker %d lies down beside the board: a lying worker is on a space", i)
		}
	}
	return st.checkLying()
}
