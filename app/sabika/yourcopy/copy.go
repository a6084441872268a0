// Package yourcopy is "Your copy of Sabika": the values printed only on the
// board and tiles of the player's own copy (spec sabika.md §1, §6.10),
// recorded once and shared app-wide through the store (ruling 15). It holds
// a screen's view of the edition data (Open), the inline question a screen
// shows the first time it needs a value (Ask), and the screen that shows and
// edits everything recorded, Yusuf's components included (NewScreen).
package yourcopy

import (
	"errors"
	"reflect"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Key is the store key of the edition data.
const Key = "sabika.edition"

// ErrNothing is returned by Undo and Redo when there is nothing to do.
var ErrNothing = errors.New("nothing to undo or redo")

// Copy is the edition data as one screen holds it: the app/ui state
// scaffold's value (checked load, atomic save after every change, undo and
// redo), with every change checked field by field first. Read it with Get,
// change it only with Update. Each screen opens its own (Open), reading what
// the last one saved; a screen that shows another's panel hands it its Copy.
type Copy struct {
	st *ui.State[edition.Edition]
}

// Your copy is restored from a backup only as its screen loads it.
func init() { store.Register(Key, func(e *edition.Edition) error { return e.Check() }) }

// Open loads the saved edition for a screen shown in w: a file that
// Edition.Check refuses is kept aside by app/store and the player told in w
// (nil: only logged); no file gives edition.New().
func Open(w fyne.Window) *Copy {
	translation.Need(translation.YourCopy)
	return &Copy{st: ui.OpenState(w, ui.StateConfig[edition.Edition]{
		Key:    Key,
		Fresh:  func() edition.Edition { return *edition.New() },
		Check:  func(e *edition.Edition) error { return e.Check() },
		Clone:  func(e edition.Edition) edition.Edition { return *e.Clone() },
		Repair: repair,
	})}
}

// repair completes an edition: a copy saved without Yusuf's section gets
// the inferred composition of ruling 15.
func repair(e *edition.Edition) {
	if e.Yusuf == nil {
		y := yusuf.Default()
		e.Yusuf = &y
	}
	if e.Yusuf.Rondels == nil {
		e.Yusuf.Rondels = map[yusuf.Worker][]string{}
	}
	if e.Yusuf.DeckSizes == nil {
		e.Yusuf.DeckSizes = map[yusuf.Worker]int{}
	}
}

// Get returns a deep copy of the current edition, to read.
func (c *Copy) Get() *edition.Edition { return c.st.Get().Clone() }

// Update applies change to a copy of the edition and checks it
// (Edition.Check); a refused value changes nothing and the error names the
// field (an *edition.FieldError). Otherwise the scaffold keeps the value
// before it for Undo, saves atomically (a failure is shown in the window)
// and calls the OnChange function. A change that changes nothing is not
// recorded.
func (c *Copy) Update(change func(*edition.Edition)) error {
	next := c.Get()
	change(next)
	repair(next)
	if err := next.Check(); err != nil {
		return err
	}
	if reflect.DeepEqual(next, c.st.Get()) {
		return nil
	}
	c.st.Change(func(e *edition.Edition) { *e = *next })
	return nil
}

// Undo takes the last change back (ErrNothing when there is none).
func (c *Copy) Undo() error {
	if !c.st.Undo() {
		return ErrNothing
	}
	return nil
}

// Redo makes the last undone change again (ErrNothing when there is none).
func (c *Copy) Redo() error {
	if !c.st.Redo() {
		return ErrNothing
	}
	return nil
}

// CanUndo reports whether Undo has anything to do.
func (c *Copy) CanUndo() bool { return c.st.CanUndo() }

// CanRedo reports whether Redo has anything to do.
func (c *Copy) CanRedo() bool { return c.st.CanRedo() }

// Buttons are the scaffold's Undo and Redo buttons of this copy, side by
// side where they fit and one above the other where they do not.
func (c *Copy) Buttons() fyne.CanvasObject { return ui.Row(c.st.UndoButton(), c.st.RedoButton()) }

// OnChange sets the function called after every change, undo and redo
// (the screen holding the copy redraws there).
func (c *Copy) OnChange(f func()) {
	c.st.Recompute = f
	c.st.Reload = f
}
