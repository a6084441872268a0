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
}

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

	cfg          StateConfig[T]
	window       fyne.Window
	value        T
	past, future []T
	undo, redo   *widget.Button
}

// OpenState loads the state saved under cfg.Key, or a fresh one when there
// is none or it is refused; a refusal or read error is shown in w (the
// window the screen was given) and logged. w may be nil in tools and tests
// that have no window: errors are then only logged.
func OpenState[T any](w fyne.Window, cfg StateConfig[T]) *State[T] {
	s := &State[T]{cfg: cfg, window: w, value: cfg.Fresh()}
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

// Change applies edit to the value, keeps the value before it for undo,
// saves the result and recomputes. Redo history is dropped.
func (s *State[T]) Change(edit func(*T)) {
	s.past = append(s.past, s.cfg.Clone(s.value))
	if len(s.past) > historyLimit {
		s.past = s.past[1:]
	}
	s.future = nil
	edit(&s.value)
	s.repair()
	s.Save()
	s.mark()
	if s.Recompute != nil {
		s.Recompute()
	}
}

// Undo takes the last change back; it reports false when there is none.
func (s *State[T]) Undo() bool { return s.step(&s.past, &s.future) }

// Redo makes the last undone change again; it reports false when there is
// none.
func (s *State[T]) Redo() bool { return s.step(&s.future, &s.past) }

// CanUndo and CanRedo report whether Undo and Redo have anything to do.
func (s *State[T]) CanUndo() bool { return len(s.past) > 0 }

// CanRedo reports whether Redo has anything to do.
func (s *State[T]) CanRedo() bool { return len(s.future) > 0 }

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

// step moves the value from one history to the other.
func (s *State[T]) step(from, to *[]T) bool {
	if len(*from) == 0 {
		return false
	}
	*to = append(*to, s.cfg.Clone(s.value))
	s.value = (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
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
