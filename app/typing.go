package app

import (
	"sync/atomic"

	"fyne.io/fyne/v2"
)

// typeInto types into the focused field of c as a keyboard does: deleted
// presses of Backspace, then the letters of text, in that order. The web
// build passes on through it what a phone's on-screen keyboard changed in
// the page's input (typing_js.go): Fyne's web driver reads only keydown
// events, whose key is "Unidentified" for those keyboards, and it drops
// every letter outside ASCII (ñ, á, the Cyrillic alphabet) even from a
// real keyboard. Nothing focused: nothing typed.
func typeInto(c fyne.Canvas, deleted int, text string) {
	focused := c.Focused()
	if focused == nil {
		return
	}
	for range deleted {
		focused.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	}
	for _, r := range text {
		focused.TypedRune(r)
	}
}

// typingQueue passes the page's typing on to the app in the order it was
// typed. What the page's input changed (typed) waits for the app's loop
// (do, fyne.Do in the web build), while Fyne's web driver types an ASCII
// key of a hardware keyboard at once: a key typed while a letter still
// waits would come out before it ("Ñandú Zoë" became "Ñand úZoë"), so
// such a key waits behind it (key).
type typingQueue struct {
	// canvas is the canvas typed into.
	canvas func() fyne.Canvas
	// do runs a function on the app's loop, later, in the order given.
	do func(func())
	// pending counts what was given to do and has not run yet.
	pending atomic.Int32
}

// typed types what the page's input changed (see typeInto) on the app's
// loop.
func (q *typingQueue) typed(deleted int, text string) {
	q.queue(func(c fyne.Canvas) { typeInto(c, deleted, text) })
}

// key takes a hardware keyboard's key, named as a keydown event names it
// (modified: Control, Alt or Meta held), when typing still waits on the
// app's loop: a printable ASCII letter, Backspace or Enter then waits
// behind it, and key reports true (the page must not pass the key on to
// Fyne's driver too). With nothing waiting, or another key, it reports
// false and the driver types the key, at once.
func (q *typingQueue) key(name string, modified bool) bool {
	if q.pending.Load() == 0 || modified {
		return false
	}
	switch {
	case name == "Backspace":
		q.typed(1, "")
	case name == "Enter":
		q.queue(func(c fyne.Canvas) {
			if focused := c.Focused(); focused != nil {
				focused.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			}
		})
	case len(name) == 1 && name[0] >= ' ' && name[0] < 0x7f:
		q.typed(0, name)
	default:
		return false
	}
	return true
}

// queue runs f on the canvas on the app's loop, counted as pending until
// it has run.
func (q *typingQueue) queue(f func(fyne.Canvas)) {
	q.pending.Add(1)
	q.do(func() {
		defer q.pending.Add(-1)
		f(q.canvas())
	})
}
