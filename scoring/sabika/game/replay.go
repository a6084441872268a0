package game

import (
	"fmt"

	"arrayan.io/arrayan/data/sabika/edition"
)

// Refused is a replay's first entry that could not be confirmed: its index,
// the record's round and phase then, and the step's error.
type Refused struct {
	Entry int
	Round int
	Phase Phase
	Err   error
}

// Error names the entry, its step and why it was refused.
func (e *Refused) Error() string {
	return fmt.Sprintf("entries[%d] (round %d, %s): %v", e.Entry, e.Round, e.Phase, e.Err)
}

// Unwrap is the step's error.
func (e *Refused) Unwrap() error { return e.Err }

// Replay starts a game and confirms one entry per step, in order, as the
// players would at the table; the record's log holds what every step
// changed. On the first entry refused it returns the record before it and
// a *Refused. Fewer entries than a whole game leave the record on the step
// that comes next.
func Replay(ed *edition.Edition, start Start, entries []Entry) (Record, error) {
	r, err := start.Record(ed)
	if err != nil {
		return Record{}, err
	}
	return Continue(ed, r, entries)
}

// PoemOneKept, as an entry's PoemOne (Confirm, and a replay's entries),
// is the holder of minor poem 1* left out: the holder is kept as it is, at
// every step (ruling 17). A replay's reader sets it before decoding an
// entry, so that an entry without "poem_one" keeps the holder and one with
// "poem_one": 0 says that nobody holds it.
const PoemOneKept = -1

// forReplay readies a replay's entry e for the step in progress of r: the
// holder of minor poem 1* left out is kept, and one given to a step that
// does not ask for it (any but the start player's) is refused unless it
// is the holder already (ruling 17, 18; the first entry of a continued
// record gives back the app's entry, which carries the holder); holdings
// are counted in full, as "sabika wishes" takes them, and checked as it
// checks them (consolidated cities among those with presence, the poem
// cards).
func (r *Record) forReplay(e *Entry) error {
	if e.PoemOne != PoemOneKept && r.Phase != PhaseStart && e.PoemOne != r.Entry.PoemOne {
		return badEntry("poem_one", "not an entry of the %s step: the holder of minor poem 1* is entered at the start player's (ruling 17)", r.Phase)
	}
	if len(e.Holdings) == len(r.Game.Players) {
		return checkHoldings(e.Holdings, r.Game, true)
	}
	return nil
}

// Continue confirms one entry per step from a record (one the app saved,
// checked first, an ended one's result scored again from its final entry
// with ed: Record.checkRescored), as Replay does from a start.
func Continue(ed *edition.Edition, r Record, entries []Entry) (Record, error) {
	if err := r.Check(); err != nil {
		return r, err
	}
	if err := r.checkRescored(ed); err != nil {
		return r, err
	}
	for k, e := range entries {
		if err := r.forReplay(&e); err != nil {
			return r, &Refused{Entry: k, Round: r.Round(), Phase: r.Phase, Err: err}
		}
		next, _, err := r.Confirm(ed, e)
		if err != nil {
			return r, &Refused{Entry: k, Round: r.Round(), Phase: r.Phase, Err: err}
		}
		r = next
	}
	return r, nil
}
