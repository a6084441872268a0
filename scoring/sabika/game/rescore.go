package game

import (
	"fmt"
	"reflect"
	"slices"

	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika"
)

// beforeFinal is an ended record as it stood before its final step: the
// state with the final step's changes taken back (each path to its old
// value; the corrections typed at that step stay, as the step scored
// them), the step's entry (kept in the record: Confirm), no result.
func (r *Record) beforeFinal() Record {
	b := r.Clone()
	last := b.Log[len(b.Log)-1]
	b.Log = b.Log[:len(b.Log)-1]
	b.Phase, b.Result, b.Game.Ended = PhaseFinal, nil, false
	for _, c := range last.Changes {
		if i, f, ok := c.Holding(); ok { // a player's index (checkLog)
			if held, ok := b.Game.Players[i].holding(f); ok {
				*held = c.Old
				continue
			}
		}
		switch c.Path {
		case "narrator":
			b.Game.Narrator = c.Old
		case "tower":
			b.Game.Tower = b.Game.Tower[:min(c.Old, len(b.Game.Tower))]
		}
	}
	return b
}

// checkRescored refuses an ended record whose result is not what its own
// final entry scores: the end of the game (Final, spec §2.5) is scored
// again from the state before it (beforeFinal) with the copy ed, and the
// breakdown, totals, tribute and winners must be the record's, as must
// the state the step leaves (issue 28, item 1: a result and log edited
// together were believed). The error is a *BadRecord naming the first
// field that differs ("result.players[2].points.poems").
func (r *Record) checkRescored(ed *edition.Edition) error {
	if r.Phase != PhaseEnded || len(r.Log) == 0 {
		return nil
	}
	b := r.beforeFinal()
	st, _, res, err := b.step(ed)
	if err != nil {
		return badRecord("entry", "the final scoring refuses the record's own final entry: %v", err)
	}
	if err := sameResult(*res, *r.Result); err != nil {
		return err
	}
	if d := Diff(st, r.Game); len(d) > 0 {
		return badRecord("game."+d[0].Path, "%d, where the final entry scores %d", d[0].New, d[0].Old)
	}
	if !slices.Equal(Diff(b.Game, st), r.Log[len(r.Log)-1].Changes) {
		return badRecord(fmt.Sprintf("log[%d].changes", len(r.Log)-1), "not what the final entry scores")
	}
	return nil
}

// sameResult refuses a result got that is not want, naming the first
// field that differs.
func sameResult(want, got sabika.FinalResult) error {
	for i, w := range want.Players {
		g := got.Players[i]
		field := fmt.Sprintf("result.players[%d]", i)
		wp, gp := reflect.ValueOf(w.Points), reflect.ValueOf(g.Points)
		for k := range wp.NumField() {
			if wv, gv := wp.Field(k).Int(), gp.Field(k).Int(); wv != gv {
				tag := wp.Type().Field(k).Tag.Get("json")
				return badRecord(field+".points."+tag, "%d, where the final entry scores %d", gv, wv)
			}
		}
		if !reflect.DeepEqual(w.Tribute, g.Tribute) {
			return badRecord(field+".tribute", "not the final tribute the final entry pays")
		}
		if w.Total != g.Total {
			return badRecord(field+".total", "%d, where the final entry scores %d", g.Total, w.Total)
		}
	}
	if !slices.Equal(want.Winners, got.Winners) {
		return badRecord("result.winners", "%v, where the final entry makes %v", got.Winners, want.Winners)
	}
	return nil
}
