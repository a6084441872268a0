package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestTypeIntoTypesLettersOutsideASCII types through typeInto, as the web
// build passes on a phone keyboard's input: a name with ñ and á, and a
// Cyrillic one, reach the focused field whole; a keyboard's suggestion
// that replaces the last letters deletes them first; with nothing focused
// nothing is typed.
func TestTypeIntoTypesLettersOutsideASCII(t *testing.T) {
	test.NewTempApp(t)
	name, other := widget.NewEntry(), widget.NewEntry()
	w := test.NewWindow(container.NewVBox(name, other))
	defer w.Close()
	w.Resize(fyne.NewSize(300, 200))

	typeInto(w.Canvas(), 0, "Ñu")
	if name.Text != "" || other.Text != "" {
		t.Fatalf("with nothing focused the fields hold %q and %q; want both empty", name.Text, other.Text)
	}
	tapToFocus(w, name)
	typeInto(w.Canvas(), 0, "Ñandú")
	typeInto(w.Canvas(), 2, "dú Ana")
	if name.Text != "Ñandú Ana" {
		t.Errorf("typed Ñandú, then 2 letters replaced by \"dú Ana\": %q", name.Text)
	}
	tapToFocus(w, other)
	typeInto(w.Canvas(), 0, "Юсуф")
	if other.Text != "Юсуф" {
		t.Errorf("typed Юсуф: %q", other.Text)
	}
}

// tapToFocus taps e and moves the window's focus to it, as a tap does in a
// real window (the test driver's tap leaves the focus where it was).
func tapToFocus(w fyne.Window, e *widget.Entry) {
	test.Tap(e)
	w.Canvas().Focus(e)
}

// TestTypingQueueKeepsTheOrderOfKeys types as a hardware keyboard does in
// the web build, mixing letters outside ASCII (through the page's input,
// waiting on the app's loop) with ASCII keys (Fyne's driver, at once):
// an ASCII key, Backspace or Enter pressed while a letter still waits
// goes behind it, so "Ñandú Zoë" stays in order and Enter submits the
// whole name; with nothing waiting, or with Control held, the key is left
// to the driver.
func TestTypingQueueKeepsTheOrderOfKeys(t *testing.T) {
	test.NewTempApp(t)
	name := widget.NewEntry()
	submitted := ""
	name.OnSubmitted = func(s string) { submitted = s }
	w := test.NewWindow(name)
	defer w.Close()
	tapToFocus(w, name)
	var loop []func()
	q := &typingQueue{canvas: w.Canvas, do: func(f func()) { loop = append(loop, f) }}
	// driver types a key as Fyne's driver does, at once, unless q took it.
	driver := func(key string) {
		if !q.key(key, false) {
			typeInto(w.Canvas(), 0, key)
		}
	}
	q.typed(0, "Ñ")
	for _, key := range []string{"a", "n", "d", "x", "Backspace"} {
		driver(key)
	}
	q.typed(0, "ú")
	for _, key := range []string{" ", "Z", "o"} {
		driver(key)
	}
	q.typed(0, "ë")
	if q.key("Enter", false) != true {
		t.Fatal("Enter pressed while ë waits was left to the driver")
	}
	if q.key("a", true) {
		t.Error("Control+A was taken from the driver")
	}
	if q.key("Shift", false) {
		t.Error("Shift alone was taken from the driver")
	}
	for len(loop) > 0 { // the app's loop runs what waits, in order
		f := loop[0]
		loop = loop[1:]
		f()
	}
	if name.Text != "Ñandú Zoë" || submitted != "Ñandú Zoë" {
		t.Errorf("typed \"Ñandú Zoë\" and Enter: the field holds %q, submitted %q", name.Text, submitted)
	}
	if q.key("b", false) {
		t.Error("with nothing waiting, the key b was taken from the driver")
	}
}
