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
