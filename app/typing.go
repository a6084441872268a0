package app

import "fyne.io/fyne/v2"

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

// typingQueue passes the page's typing on to the app, on the app's loop,
// in the order it was typed: what the page's input changed (typed), and
// every key of a hardware keyboard that types or moves in a field (key).
// Fyne 2.8.1's web driver hands each keydown to the app on a new
// goroutine, beside the app's loop (clicks and taps it puts on the loop):
// digits typed fast into a field raced the screen's redrawing ("slice
// bounds out of range" in Fyne's RichText, in WebKit) and came out of
// order behind a letter outside ASCII ("Ñandú Zoë" became "Ñand úZoë").
type typingQueue struct {
	// canvas is the canvas typed into.
	canvas func() fyne.Canvas
	// do runs a function on the app's loop, later, in the order given.
	do func(func())
}

// typed types what the page's input changed (see typeInto) on the app's
// loop.
func (q *typingQueue) typed(deleted int, text string) {
	q.queue(func(c fyne.Canvas) { typeInto(c, deleted, text) })
}

// key takes a hardware keyboard's key, named as a keydown event names it
// (modified: Control, Alt or Meta held; shift: Shift held), and reports
// whether it did: a printable ASCII letter, or a key that edits or moves
// (typingKey), with no Control, Alt or Meta held. The app's loop then
// types it as Fyne's driver would, in its turn, and the page must not pass
// the key on to Fyne's driver too. Other keys (shortcuts, Escape, Shift
// alone) are left to the driver.
func (q *typingQueue) key(name string, modified, shift bool) bool {
	if modified {
		return false
	}
	if key, ok := typingKey(name); ok {
		q.queue(func(c fyne.Canvas) { pressKey(c, key, shift) })
		return true
	}
	if len(name) == 1 && name[0] >= ' ' && name[0] < 0x7f {
		r := rune(name[0])
		q.queue(func(c fyne.Canvas) { typeRune(c, r) })
		return true
	}
	return false
}

// queue runs f on the canvas on the app's loop.
func (q *typingQueue) queue(f func(fyne.Canvas)) {
	q.do(func() { f(q.canvas()) })
}

// typingKey is Fyne's name of a key that edits or moves in a field, named
// as a keydown event names it; ok is false for any other key. Enter is
// Fyne's Return, as its driver names it.
func typingKey(name string) (key fyne.KeyName, ok bool) {
	switch name {
	case "Backspace":
		return fyne.KeyBackspace, true
	case "Delete":
		return fyne.KeyDelete, true
	case "Enter":
		return fyne.KeyReturn, true
	case "Tab":
		return fyne.KeyTab, true
	case "ArrowLeft":
		return fyne.KeyLeft, true
	case "ArrowRight":
		return fyne.KeyRight, true
	case "ArrowUp":
		return fyne.KeyUp, true
	case "ArrowDown":
		return fyne.KeyDown, true
	case "Home":
		return fyne.KeyHome, true
	case "End":
		return fyne.KeyEnd, true
	case "PageUp":
		return fyne.KeyPageUp, true
	case "PageDown":
		return fyne.KeyPageDown, true
	}
	return "", false
}

// pressKey presses key on c as Fyne's driver does: Tab moves the focus to
// the next field (with Shift, the one before) unless the focused widget
// takes tabs; any other key goes to the focused widget. Nothing focused:
// nothing pressed.
func pressKey(c fyne.Canvas, key fyne.KeyName, shift bool) {
	focused := c.Focused()
	if key == fyne.KeyTab {
		if tabbable, ok := focused.(fyne.Tabbable); !ok || !tabbable.AcceptsTab() {
			if shift {
				c.FocusPrevious()
			} else {
				c.FocusNext()
			}
			return
		}
	}
	if focused != nil {
		focused.TypedKey(&fyne.KeyEvent{Name: key})
	}
}

// typeRune types r into the focused widget as Fyne's driver does: Space is
// pressed as a key first (a focused button, tick box or choice reads it
// so), then typed as a letter. Nothing focused: nothing typed.
func typeRune(c fyne.Canvas, r rune) {
	focused := c.Focused()
	if focused == nil {
		return
	}
	if r == ' ' {
		focused.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	}
	focused.TypedRune(r)
}
