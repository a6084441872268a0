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

// Continue confirms one entry per step from a record (one the app saved,
// checked first), as Replay does from a start.
func Continue(ed *edition.Edition, r Record, entries []Entry) (Record, error) {
	if err := r.Check(); err != nil {
		return r, err
	}
	for k, e := range entries {
		next, _, err := r.Confirm(ed, e)
		if err != nil {
			return r, &Refused{Entry: k, Round: r.Round(), Phase: r.Phase, Err: err}
		}
		r = next
	}
	return r, nil
}
