// Package yourcopy is "Your copy of Sabika": the values printed only on the
// board and tiles of the player's own copy (spec sabika.md §1, §6.10),
// recorded once and shared app-wide (ruling 15). It holds the app's one
// copy of the edition data (Shared), the inline question a screen shows the
// first time it needs a value (Ask), and the screen that shows and edits
// everything recorded, Yusuf's components included (NewScreen).
package yourcopy

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Key is the store key of the edition data.
const Key = "sabika.edition"

// historyLimit caps how many changes the copy can take back.
const historyLimit = 100

// ErrNothing is returned by Undo and Redo when there is nothing to do.
var ErrNothing = errors.New("nothing to undo or redo")

// Copy is the app's edition data: one value, saved under Key after every
// change, with an undo history and listeners. Read it with Get, change it
// only with Update.
type Copy struct {
	cur          *edition.Edition
	past, future []*edition.Edition
	listeners    []func()
}

var (
	sharedMu sync.Mutex
	shared   = map[fyne.App]*Copy{}
)

// Shared returns the app's copy, loading it from the store the first time:
// a file that Edition.Check refuses is kept aside by app/store and the
// player told in w (nil: only logged); no file gives edition.New().
func Shared(w fyne.Window) *Copy {
	translation.Need(translation.YourCopy)
	a := fyne.CurrentApp()
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if c, ok := shared[a]; ok {
		return c
	}
	c := load(w)
	shared[a] = c
	return c
}

// load reads the saved edition, checked field by field.
func load(w fyne.Window) *Copy {
	e := edition.New()
	if _, err := store.Load(Key, e, func(e *edition.Edition) error { return e.Check() }); err != nil {
		fyne.LogError("reading "+Key, err)
		if w != nil {
			dialog.ShowError(errors.New(lang.X("yourcopy.load.refused",
				"The recorded values of your copy could not be used and were kept aside; nothing is recorded now. {{.Err}}",
				map[string]any{"Err": err.Error()})), w)
		}
		e = edition.New()
	}
	repair(e)
	return &Copy{cur: e}
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
func (c *Copy) Get() *edition.Edition { return Clone(c.cur) }

// Update applies change to a copy of the edition, checks it (Edition.Check),
// saves it atomically, keeps the value before it for Undo and tells the
// listeners. On any error nothing changes and the error names the field
// (an *edition.FieldError for a refused value). A change that changes
// nothing is not recorded.
func (c *Copy) Update(change func(*edition.Edition)) error {
	next := Clone(c.cur)
	change(next)
	repair(next)
	if err := next.Check(); err != nil {
		return err
	}
	if reflect.DeepEqual(next, c.cur) {
		return nil
	}
	if err := store.Save(Key, next); err != nil {
		return fmt.Errorf("saving your copy of Sabika: %w", err)
	}
	c.past = append(c.past, c.cur)
	if len(c.past) > historyLimit {
		c.past = c.past[1:]
	}
	c.future = nil
	c.cur = next
	c.notify()
	return nil
}

// Undo takes the last change back (ErrNothing when there is none).
func (c *Copy) Undo() error { return c.step(&c.past, &c.future) }

// Redo makes the last undone change again (ErrNothing when there is none).
func (c *Copy) Redo() error { return c.step(&c.future, &c.past) }

// CanUndo reports whether Undo has anything to do.
func (c *Copy) CanUndo() bool { return len(c.past) > 0 }

// CanRedo reports whether Redo has anything to do.
func (c *Copy) CanRedo() bool { return len(c.future) > 0 }

// step moves the value from one history to the other, saving it first.
func (c *Copy) step(from, to *[]*edition.Edition) error {
	if len(*from) == 0 {
		return ErrNothing
	}
	next := (*from)[len(*from)-1]
	if err := store.Save(Key, next); err != nil {
		return fmt.Errorf("saving your copy of Sabika: %w", err)
	}
	*from = (*from)[:len(*from)-1]
	*to = append(*to, c.cur)
	c.cur = next
	c.notify()
	return nil
}

// OnChange adds f to the functions called after every change, undo and
// redo (screens redraw there).
func (c *Copy) OnChange(f func()) { c.listeners = append(c.listeners, f) }

func (c *Copy) notify() {
	for _, f := range c.listeners {
		f()
	}
}

// Clone deep-copies an edition (no pointer, slice or map shared).
func Clone(e *edition.Edition) *edition.Edition {
	out := *e
	for i, v := range e.Tribute {
		out.Tribute[i] = clonePtr(v)
	}
	for i, v := range e.EventChange {
		out.EventChange[i] = clonePtr(v)
	}
	for i, v := range e.StartDinars {
		out.StartDinars[i] = clonePtr(v)
	}
	for i, t := range e.Wishes {
		out.Wishes[i].Elements = slices.Clone(t.Elements)
	}
	if e.Yusuf != nil {
		y := cloneYusuf(*e.Yusuf)
		out.Yusuf = &y
	}
	return &out
}

func cloneYusuf(y yusuf.Components) yusuf.Components {
	out := y
	out.Tiles = slices.Clone(y.Tiles)
	out.DeckSizes = maps.Clone(y.DeckSizes)
	if y.Rondels != nil {
		out.Rondels = make(map[yusuf.Worker][]string, len(y.Rondels))
		for w, r := range y.Rondels {
			out.Rondels[w] = slices.Clone(r)
		}
	}
	out.Cards = slices.Clone(y.Cards)
	for i, card := range out.Cards {
		out.Cards[i].Actions = slices.Clone(card.Actions)
	}
	return out
}

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
