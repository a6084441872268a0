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
