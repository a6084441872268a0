package citygame

// History is the undo and redo stacks of a screen: every operation's
// result is pushed with Do; Undo and Redo step back and forth. Records are
// values that operations never change, so keeping them is safe.
type History struct {
	past   []Record // past[len-1] is the current record
	future []Record
}

// NewHistory starts a history at r.
func NewHistory(r Record) *History { return &History{past: []Record{r}} }

// Current is the record shown now.
func (h *History) Current() Record { return h.past[len(h.past)-1] }

// Do makes r current and forgets what could be redone.
func (h *History) Do(r Record) {
	h.past = append(h.past, r)
	h.future = h.future[:0]
}

// CanUndo reports whether there is an earlier record.
func (h *History) CanUndo() bool { return len(h.past) > 1 }

// CanRedo reports whether an undone record can come back.
func (h *History) CanRedo() bool { return len(h.future) > 0 }

// Undo goes back one record and returns it (the current one when there is
// nothing to undo).
func (h *History) Undo() Record {
	if h.CanUndo() {
		h.future = append(h.future, h.past[len(h.past)-1])
		h.past = h.past[:len(h.past)-1]
	}
	return h.Current()
}

// Redo goes forward one record and returns it.
func (h *History) Redo() Record {
	if h.CanRedo() {
		h.past = append(h.past, h.future[len(h.future)-1])
		h.future = h.future[:len(h.future)-1]
	}
	return h.Current()
}
