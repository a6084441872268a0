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
// the web build, mixing letters outside ASCII (through the page's input)
// with ASCII keys: every key that types or moves in a field waits on the
// app's loop, in the order pressed, so "Ñandú Zoë" stays in order, a
// letter typed after moving left goes where the cursor is, and Enter
// submits the whole name. Shortcuts and Shift alone are left to Fyne's
// driver.
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
	press := func(keys ...string) {
		for _, key := range keys {
			if !q.key(key, false, false) {
				t.Fatalf("the key %q was left to Fyne's driver", key)
			}
		}
	}
	q.typed(0, "Ñ")
	press("a", "n", "d", "x", "Backspace")
	q.typed(0, "ú")
	press(" ", "Z", "o", "ArrowLeft", "ArrowLeft", "Delete", "z", "End")
	q.typed(0, "ë")
	if len(loop) == 0 || name.Text != "" {
		t.Fatalf("the keys were typed at once (%q), beside the app's loop", name.Text)
	}
	press("Enter")
	if q.key("a", true, false) {
		t.Error("Control+A was taken from Fyne's driver")
	}
	if q.key("Shift", false, true) || q.key("Escape", false, false) {
		t.Error("Shift alone or Escape was taken from Fyne's driver")
	}
	for len(loop) > 0 { // the app's loop runs what waits, in order
		f := loop[0]
		loop = loop[1:]
		f()
	}
	if name.Text != "Ñandú zoë" || submitted != "Ñandú zoë" {
		t.Errorf("typed \"Ñandú Zo\", moved back, replaced Z by z, then ë and Enter: the field holds %q, submitted %q", name.Text, submitted)
	}
}

// TestTypingQueueMovesAndPressesAsTheDriverDoes presses Tab and Shift+Tab
// between two fields and a tick box, and Space on the tick box: Tab moves
// the focus forward, Shift+Tab back, and Space ticks the box, as Fyne's
// driver does.
func TestTypingQueueMovesAndPressesAsTheDriverDoes(t *testing.T) {
	test.NewTempApp(t)
	first, second := widget.NewEntry(), widget.NewEntry()
	box := widget.NewCheck("Simple scoring", nil)
	w := test.NewWindow(container.NewVBox(first, second, box))
	defer w.Close()
	w.Resize(fyne.NewSize(300, 300))
	tapToFocus(w, first)
	q := &typingQueue{canvas: w.Canvas, do: func(f func()) { f() }}
	for _, step := range []struct {
		key   string
		shift bool
		want  fyne.Focusable
	}{
		{"Tab", false, second},
		{"Tab", false, box},
		{"Tab", true, second},
		{"Tab", false, box},
	} {
		q.key(step.key, false, step.shift)
		if got := w.Canvas().Focused(); got != step.want {
			t.Fatalf("Tab (Shift %v): focus on %T %p; want %T %p", step.shift, got, got, step.want, step.want)
		}
	}
	q.key(" ", false, false)
	if !box.Checked {
		t.Error("Space on the focused tick box left it unticked")
	}
	if first.Text != "" || second.Text != "" {
		t.Errorf("Tab typed into the fields: %q, %q", first.Text, second.Text)
	}
}
