package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/store"
)

// historyLimit caps how many changes a screen can take back, in each
// scope; the history is saved with the value, so it must stay small.
const historyLimit = 50

// historyBudget caps the bytes of the history saved with a value, well
// under app/store's cap on a file: the oldest steps are dropped first.
const historyBudget = store.MaxFileSize / 4

// StateConfig describes a screen's saved state of type T for OpenState.
type StateConfig[T any] struct {
	// Key is the state's name in app/store ("tilescore.alhambra").
	Key string
	// Fresh returns the state of a screen opened for the first time, or
	// whose saved file was refused.
	Fresh func() T
	// Check refuses a loaded state field by field: anything out of range
	// is an error, and the file is then kept aside by app/store and the
	// player told, never trusted.
	Check func(*T) error
	// Clone deep-copies a state for the undo history (maps and slices must
	// not be shared).
	Clone func(T) T
	// Repair, when set, completes a loaded or fresh state (nil maps made,
	// derived fields filled) before the screen sees it.
	Repair func(*T)
	// Restore, when set, lets a screen keep one history per part of its
	// value (SetScope): undo and redo in a scope take back only that
	// scope's part, returning cur with the part as it is in old. Without
	// it, SetScope to another scope forgets the histories, since undoing
	// a whole earlier value would also change the other parts.
	Restore func(scope string, cur, old T) T
}

// history is one scope's undo and redo stacks of whole values, the last
// of each the next to restore; it is saved with the value.
type history[T any] struct {
	Past   []step[T] `json:"past,omitempty"`
	Future []step[T] `json:"future,omitempty"`
}

// step is one value of a history with its JSON, encoded once: a value in
// a history is never changed, and the history is saved on every change.
type step[T any] struct {
	value T
	raw   json.RawMessage
}

// MarshalJSON is the value's JSON, encoded on the first save.
func (s *step[T]) MarshalJSON() ([]byte, error) {
	if s.raw == nil {
		raw, err := json.Marshal(s.value)
		if err != nil {
			return nil, err
		}
		s.raw = raw
	}
	return s.raw, nil
}

// UnmarshalJSON reads the value; it is encoded again when next saved,
// since the screen's Check may bring it up to date.
func (s *step[T]) UnmarshalJSON(data []byte) error { return json.Unmarshal(data, &s.value) }

// State is the scaffold every screen keeps its data in: one typed value T,
// loaded from and saved to app/store under one key, with load and save
// errors shown in the screen's own window, undo and redo of every change
// (the history saved with the value, so that it survives leaving the
// screen and a restart; the keystrokes of one field's edit are one step,
// see Typed), and change → recompute → redraw:
//
//	st := ui.OpenState(w, ui.StateConfig[myState]{Key: "my", Fresh: …, Check: …, Clone: …})
//	st.Recompute = screen.recompute // after every change
//	st.Reload = screen.rebuild      // after undo and redo replace the value
//	st.Change(func(v *myState) { v.Count = n })
//
// Widgets read the value through Get and never write it but through Change.
type State[T any] struct {
	// Recompute runs after every change: it scores the value again and
	// shows the result (the widgets that made the change already show it).
	Recompute func()
	// Reload runs when undo or redo replaces the whole value, so that every
	// widget shows it again; it defaults to Recompute.
	Reload func()

	cfg       StateConfig[T]
	window    fyne.Window
	value     T
	scope     string                 // the part of the value on screen
	histories map[string]*history[T] // each scope's undo and redo
	// undo and redo are made when a screen first asks for them (Buttons,
	// UndoButton, RedoButton): made earlier, a change's enabling drew
	// them unseen (a friend's setup link holds its forms back until its
	// first frame).
	undo, redo *widget.Button
	// inPlace is the bar of a saved value that could not be kept aside,
	// nil when there was none: while it is locked the screen is read-only.
	inPlace *inPlaceBar
	// typing is the entry (Typed) whose keystroke is being handled, nil
	// otherwise; edited is the entry whose keystroke made the last change,
	// nil when the last change (or undo, redo, scope) was anything else.
	typing, edited *widget.Entry
}

// OpenState loads the state saved under cfg.Key, or a fresh one when there
// is none or it is refused; a refusal or read error is shown in w (the
// window the screen was given) and logged. w may be nil in tools and tests
// that have no window: errors are then only logged.
//
// A refused value that could not be kept aside (store.KeptInPlace: a full
// storage, too many kept aside) would be lost by the first save, which
// the store refuses: the screen opens read-only, every change refused,
// with a bar at its top (WithStateBars) that says why and offers to
// download the value or discard it.
func OpenState[T any](w fyne.Window, cfg StateConfig[T]) *State[T] {
	s := &State[T]{cfg: cfg, window: w, value: cfg.Fresh(), histories: map[string]*history[T]{}}
	if ok, err := store.Load(cfg.Key, &s.value, cfg.Check); err != nil {
		s.report("reading "+cfg.Key, err)
		if store.KeptInPlace(cfg.Key) {
			s.inPlace = newInPlaceBar(w, cfg.Key, s.mark)
			pendingBars.Lock()
			pendingBars.bars = append(pendingBars.bars, s.inPlace.box)
			pendingBars.Unlock()
		}
	} else if ok {
		s.loadHistory()
	}
	s.repair()
	return s
}

// madeButtons makes the Undo and Redo buttons, enabled as the history
// allows, the first time a screen asks for them.
func (s *State[T]) madeButtons() {
	if s.undo != nil {
		return
	}
	s.undo = newButton(lang.X("ui.undo", "Undo"), theme.ContentUndoIcon(), func() { s.Undo() }, s.CanUndo() && !s.ReadOnly())
	s.redo = newButton(lang.X("ui.redo", "Redo"), theme.ContentRedoIcon(), func() { s.Redo() }, s.CanRedo() && !s.ReadOnly())
}

// newButton is widget.NewButtonWithIcon made enabled or not: disabled
// before it is a widget, it is drawn once, when shown, where disabling a
// new button draws it and its icon at once and again when shown (and a
// state's buttons are not always shown).
func newButton(label string, icon fyne.Resource, tapped func(), enabled bool) *widget.Button {
	b := &widget.Button{Text: label, Icon: icon, OnTapped: tapped}
	if !enabled {
		b.Disable()
	}
	b.ExtendBaseWidget(b)
	return b
}

// ReadState returns the value saved under cfg.Key as OpenState gives it
// to its screen (checked, repaired, or fresh), for a screen that continues
// from another's data without changing it. An error is only logged: the
// screen that owns the state shows it when opened.
func ReadState[T any](cfg StateConfig[T]) T {
	v := cfg.Fresh()
	// Peek, not Load: a file refused here stays where it is, for the
	// screen's own OpenState to keep aside and tell (issue 28, item 12).
	if _, err := store.Peek(cfg.Key, &v, cfg.Check); err != nil {
		fyne.LogError("reading "+cfg.Key, err)
	}
	if cfg.Repair != nil {
		cfg.Repair(&v)
	}
	return v
}

// Get returns the current value, to read. Write it only through Change.
func (s *State[T]) Get() *T { return &s.value }

// SetScope makes scope the part of the value on screen (a screen showing
// one game of a list sets the game's own name, the list its name): Undo
// and Redo then work on the changes made in that scope only. The scope
// starts as "".
func (s *State[T]) SetScope(scope string) {
	if scope == s.scope {
		return
	}
	if s.cfg.Restore == nil {
		clear(s.histories)
	}
	s.scope = scope
	s.edited = nil
	s.mark()
}

// Scope is the scope set by SetScope.
func (s *State[T]) Scope() string { return s.scope }

// hist is the history of the scope on screen.
func (s *State[T]) hist() *history[T] {
	h := s.histories[s.scope]
	if h == nil {
		h = &history[T]{}
		s.histories[s.scope] = h
	}
	return h
}

// Change applies edit to the value, keeps the value before it for undo
// (in the scope on screen), saves the result and recomputes. The scope's
// redo history is dropped. A change made by a keystroke in a Typed entry
// right after one made by that entry's keystroke joins its step: Undo
// takes back the whole edit of the field.
func (s *State[T]) Change(edit func(*T)) {
	if s.ReadOnly() {
		s.refuse()
		return
	}
	h := s.hist()
	if s.typing == nil || s.typing != s.edited || len(h.Past) == 0 {
		h.Past = append(h.Past, step[T]{value: s.cfg.Clone(s.value)})
		if len(h.Past) > historyLimit {
			h.Past = h.Past[1:]
		}
	}
	s.edited = s.typing
	h.Future = nil
	edit(&s.value)
	s.repair()
	s.Save()
	s.mark()
	if s.Recompute != nil {
		s.Recompute()
	}
}

// Typed makes the keystrokes in e one undo step per edit: the changes they
// make (through Change, from e's OnChanged) one after another join one
// step, until Enter is pressed in e, or another entry or any other change,
// undo, redo or scope comes between. Call it after setting e.OnChanged
// and e.OnSubmitted (a NumberField's Entry has them set already).
func (s *State[T]) Typed(e *widget.Entry) {
	changed, submitted := e.OnChanged, e.OnSubmitted
	e.OnChanged = func(text string) {
		s.typing = e
		defer func() { s.typing = nil }()
		if changed != nil {
			changed(text)
		}
	}
	e.OnSubmitted = func(text string) {
		if s.edited == e {
			s.edited = nil
		}
		if submitted != nil {
			submitted(text)
		}
	}
}

// ReadOnly reports whether the screen's changes are refused: its saved
// value could not be used nor kept aside, and the player has not
// discarded it (OpenState).
func (s *State[T]) ReadOnly() bool { return s.inPlace != nil && s.inPlace.locked }

// refuse takes a refused change off the screen: the widget that made it
// shows the value again (the bar at the top says why).
func (s *State[T]) refuse() {
	switch {
	case s.Reload != nil:
		s.Reload()
	case s.Recompute != nil:
		s.Recompute()
	}
}

// Undo takes the last change back; it reports false when there is none.
func (s *State[T]) Undo() bool { h := s.hist(); return s.move(&h.Past, &h.Future) }

// Redo makes the last undone change again; it reports false when there is
// none.
func (s *State[T]) Redo() bool { h := s.hist(); return s.move(&h.Future, &h.Past) }

// CanUndo and CanRedo report whether Undo and Redo have anything to do.
func (s *State[T]) CanUndo() bool { return len(s.histories[s.scope].pastOrNil()) > 0 }

// CanRedo reports whether Redo has anything to do.
func (s *State[T]) CanRedo() bool { return len(s.histories[s.scope].futureOrNil()) > 0 }

func (h *history[T]) pastOrNil() []step[T] {
	if h == nil {
		return nil
	}
	return h.Past
}

func (h *history[T]) futureOrNil() []step[T] {
	if h == nil {
		return nil
	}
	return h.Future
}

// Buttons returns the screen's Undo and Redo buttons, enabled while they
// have something to do.
func (s *State[T]) Buttons() fyne.CanvasObject {
	s.madeButtons()
	return container.NewHBox(s.undo, s.redo)
}

// UndoButton and RedoButton are the buttons Buttons lays out, for screens
// that place them apart.
func (s *State[T]) UndoButton() *widget.Button {
	s.madeButtons()
	return s.undo
}

// RedoButton is the Redo button of Buttons.
func (s *State[T]) RedoButton() *widget.Button {
	s.madeButtons()
	return s.redo
}

// Save writes the value and its history to app/store (atomically, in one
// file); a failure is shown in the screen's window, since the entries
// would otherwise be lost when the app closes.
func (s *State[T]) Save() {
	if s.ReadOnly() {
		return // the store would refuse it; the bar says why
	}
	if err := store.SaveWithHistory(s.cfg.Key, s.value, s.encodeHistory()); err != nil {
		s.report("saving "+s.cfg.Key, err)
		return
	}
	if s.inPlace != nil {
		s.inPlace.saved()
	}
}

// encodeHistory is the histories as saved, the oldest steps dropped until
// they fit historyBudget; nil when there is nothing to save or it cannot
// be encoded (the value is saved all the same).
func (s *State[T]) encodeHistory() json.RawMessage {
	for {
		kept := false
		for _, h := range s.histories {
			kept = kept || len(h.Past) > 0 || len(h.Future) > 0
		}
		if !kept {
			return nil
		}
		data, err := marshalHistories(s.histories)
		if err != nil {
			fyne.LogError("encoding the history of "+s.cfg.Key, err)
			return nil
		}
		if len(data) <= historyBudget {
			return data
		}
		for _, h := range s.histories {
			h.Past = dropOldest(h.Past)
			h.Future = dropOldest(h.Future)
		}
	}
}

// marshalHistories is json.Marshal(hs), written out here: each step's JSON,
// encoded once (step.MarshalJSON), is copied as it is, where json.Marshal
// would check and compact the JSON of every step kept on every save.
func marshalHistories[T any](hs map[string]*history[T]) ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, scope := range slices.Sorted(maps.Keys(hs)) {
		if i > 0 {
			b.WriteByte(',')
		}
		key, err := json.Marshal(scope)
		if err != nil {
			return nil, err
		}
		b.Write(key)
		b.WriteByte(':')
		h := hs[scope]
		if h == nil {
			b.WriteString("null")
			continue
		}
		b.WriteByte('{')
		parts := 0
		for _, part := range []struct {
			name  string
			steps []step[T]
		}{{"past", h.Past}, {"future", h.Future}} {
			if len(part.steps) == 0 {
				continue // omitempty
			}
			if parts++; parts > 1 {
				b.WriteByte(',')
			}
			b.WriteString(`"` + part.name + `":[`)
			for j := range part.steps {
				if j > 0 {
					b.WriteByte(',')
				}
				raw, err := part.steps[j].MarshalJSON()
				if err != nil {
					return nil, err
				}
				b.Write(raw)
			}
			b.WriteByte(']')
		}
		b.WriteByte('}')
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// dropOldest removes the step farthest from the value: the first.
func dropOldest[T any](steps []T) []T {
	if len(steps) == 0 {
		return steps
	}
	return steps[1:]
}

// loadHistory takes the history saved with the value. Every step must
// pass the screen's Check, like the value: a scope with a refused step
// starts with no history (logged), since undo must never bring back what
// the screen refuses; a history that cannot be read is dropped likewise.
func (s *State[T]) loadHistory() {
	raw := store.LoadHistory(s.cfg.Key)
	if raw == nil {
		return
	}
	var saved map[string]*history[T]
	if err := json.Unmarshal(raw, &saved); err != nil {
		fyne.LogError("reading the history of "+s.cfg.Key, err)
		return
	}
	for scope, h := range saved {
		if h == nil {
			continue
		}
		if err := s.checkSteps(h); err != nil {
			fyne.LogError(fmt.Sprintf("reading the history of %s, scope %q", s.cfg.Key, scope), err)
			continue
		}
		h.Past = h.Past[max(len(h.Past)-historyLimit, 0):]
		h.Future = h.Future[max(len(h.Future)-historyLimit, 0):]
		s.histories[scope] = h
	}
}

// checkSteps refuses a history holding a step the screen's Check refuses.
func (s *State[T]) checkSteps(h *history[T]) error {
	if s.cfg.Check == nil {
		return nil
	}
	for _, steps := range [][]step[T]{h.Past, h.Future} {
		for i := range steps {
			if err := s.cfg.Check(&steps[i].value); err != nil {
				return fmt.Errorf("step %d: %w", i+1, err)
			}
		}
	}
	return nil
}

// move moves the value from one history to the other; with Restore, only
// the scope's part of the value is taken from the history.
func (s *State[T]) move(from, to *[]step[T]) bool {
	if len(*from) == 0 || s.ReadOnly() {
		return false
	}
	s.edited = nil
	*to = append(*to, step[T]{value: s.cfg.Clone(s.value)})
	old := (*from)[len(*from)-1].value
	*from = (*from)[:len(*from)-1]
	if s.cfg.Restore != nil {
		s.value = s.cfg.Restore(s.scope, s.cfg.Clone(s.value), old)
	} else {
		s.value = old
	}
	s.repair()
	s.Save()
	s.mark()
	switch {
	case s.Reload != nil:
		s.Reload()
	case s.Recompute != nil:
		s.Recompute()
	}
	return true
}

func (s *State[T]) repair() {
	if s.cfg.Repair != nil {
		s.cfg.Repair(&s.value)
	}
}

// mark enables the buttons that have something to do.
func (s *State[T]) mark() {
	if s.undo == nil {
		return // not on a screen yet: made enabled as they should be
	}
	Enable(s.undo, s.CanUndo() && !s.ReadOnly())
	Enable(s.redo, s.CanRedo() && !s.ReadOnly())
}

// Enable enables b when on, else disables it; b is redrawn only when it
// switches.
func Enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// report logs err and shows it in the screen's window.
func (s *State[T]) report(what string, err error) {
	fyne.LogError(what, err)
	if s.window != nil {
		ShowError(err, s.window)
	}
}
