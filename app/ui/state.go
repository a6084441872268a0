package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/store"
)

// historyLimit caps how many changes a screen can take back.
const historyLimit = 100

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

// history is one scope's undo and redo stacks of whole values.
type history[T any] struct{ past, future []T }

// State is the scaffold every screen keeps its data in: one typed value T,
// loaded from and saved to app/store under one key, with load and save
// errors shown in the screen's own window, undo and redo of every change,
// and change → recompute → redraw:
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

	cfg        StateConfig[T]
	window     fyne.Window
	value      T
	scope      string                 // the part of the value on screen
	histories  map[string]*history[T] // each scope's undo and redo
	undo, redo *widget.Button
}

// OpenState loads the state saved under cfg.Key, or a fresh one when there
// is none or it is refused; a refusal or read error is shown in w (the
// window the screen was given) and logged. w may be nil in tools and tests
// that have no window: errors are then only logged.
func OpenState[T any](w fyne.Window, cfg StateConfig[T]) *State[T] {
	s := &State[T]{cfg: cfg, window: w, value: cfg.Fresh(), histories: map[string]*history[T]{}}
	if _, err := store.Load(cfg.Key, &s.value, cfg.Check); err != nil {
		s.report("reading "+cfg.Key, err)
	}
	s.repair()
	s.undo = widget.NewButtonWithIcon(lang.X("ui.undo", "Undo"), theme.ContentUndoIcon(), func() { s.Undo() })
	s.redo = widget.NewButtonWithIcon(lang.X("ui.redo", "Redo"), theme.ContentRedoIcon(), func() { s.Redo() })
	s.mark()
	return s
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
// redo history is dropped.
func (s *State[T]) Change(edit func(*T)) {
	h := s.hist()
	h.past = append(h.past, s.cfg.Clone(s.value))
	if len(h.past) > historyLimit {
		h.past = h.past[1:]
	}
	h.future = nil
	edit(&s.value)
	s.repair()
	s.Save()
	s.mark()
	if s.Recompute != nil {
		s.Recompute()
	}
}

// Undo takes the last change back; it reports false when there is none.
func (s *State[T]) Undo() bool { h := s.hist(); return s.step(&h.past, &h.future) }

// Redo makes the last undone change again; it reports false when there is
// none.
func (s *State[T]) Redo() bool { h := s.hist(); return s.step(&h.future, &h.past) }

// CanUndo and CanRedo report whether Undo and Redo have anything to do.
func (s *State[T]) CanUndo() bool { return len(s.histories[s.scope].pastOrNil()) > 0 }

// CanRedo reports whether Redo has anything to do.
func (s *State[T]) CanRedo() bool { return len(s.histories[s.scope].futureOrNil()) > 0 }

func (h *history[T]) pastOrNil() []T {
	if h == nil {
		return nil
	}
	return h.past
}

func (h *history[T]) futureOrNil() []T {
	if h == nil {
		return nil
	}
	return h.future
}

// Buttons returns the screen's Undo and Redo buttons, enabled while they
// have something to do.
func (s *State[T]) Buttons() fyne.CanvasObject {
	return container.NewHBox(s.undo, s.redo)
}

// UndoButton and RedoButton are the buttons Buttons lays out, for screens
// that place them apart.
func (s *State[T]) UndoButton() *widget.Button { return s.undo }

// RedoButton is the Redo button of Buttons.
func (s *State[T]) RedoButton() *widget.Button { return s.redo }

// Save writes the value to app/store (atomically); a failure is shown in
// the screen's window, since the entries would otherwise be lost when the
// app closes.
func (s *State[T]) Save() {
	if err := store.Save(s.cfg.Key, s.value); err != nil {
		s.report("saving "+s.cfg.Key, err)
	}
}

// step moves the value from one history to the other; with Restore, only
// the scope's part of the value is taken from the history.
func (s *State[T]) step(from, to *[]T) bool {
	if len(*from) == 0 {
		return false
	}
	*to = append(*to, s.cfg.Clone(s.value))
	old := (*from)[len(*from)-1]
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
		return
	}
	enable(s.undo, s.CanUndo())
	enable(s.redo, s.CanRedo())
}

func enable(b *widget.Button, on bool) {
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
		dialog.ShowError(err, s.window)
	}
}
