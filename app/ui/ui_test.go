package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestNumberFieldRefusesNegativesBesideTheField(t *testing.T) {
	test.NewTempApp(t)
	accepted := -1
	f := NewNumberField(0, false, false, func(v int, _ bool) error { accepted = v; return nil })
	test.Tap(f.Minus)
	if v, _ := f.Value(); v != 0 || accepted != -1 || f.Message.Text != "Cannot be negative" || !f.Message.Visible() {
		t.Errorf("value %d, accepted %d, message %q", v, accepted, f.Message.Text)
	}
	w := test.NewWindow(f.Object())
	defer w.Close()
	test.Tap(f.Entry)
	f.Entry.TypedShortcut(&fyne.ShortcutSelectAll{}) // type over the 0 shown
	test.Type(f.Entry, "4")
	if v, _ := f.Value(); v != 4 || accepted != 4 || f.Message.Visible() {
		t.Errorf("value %d, accepted %d, message %q", v, accepted, f.Message.Text)
	}
}

func TestNumberChoiceReportsNumbers(t *testing.T) {
	test.NewTempApp(t)
	got := 0
	c := NumberChoice(2, 4, 3, func(n int) { got = n })
	if len(c.Options) != 3 || c.Selected != "3" || got != 0 {
		t.Fatalf("options %v, selected %q, changed to %d", c.Options, c.Selected, got)
	}
	test.Tap(c.buttons[2])
	if got != 4 || c.Selected != "4" || c.buttons[2].Importance != widget.HighImportance || c.buttons[1].Importance == widget.HighImportance {
		t.Errorf("after tapping 4: changed to %d, selected %q", got, c.Selected)
	}
	got = 0
	test.Tap(c.buttons[2])
	if got != 0 {
		t.Errorf("tapping the chosen number again reported %d", got)
	}
}

// TestChoiceBreaksIntoRowsWhereItsWordsDoNotFit: a choice's buttons share
// one row where their words fit, and go one under the other, each whole,
// where they do not (a larger text size on a phone).
func TestChoiceBreaksIntoRowsWhereItsWordsDoNotFit(t *testing.T) {
	test.NewTempApp(t)
	c := NewChoice([]string{"Setup code", "By hand"}, "By hand", nil)
	w := test.NewWindow(c)
	defer w.Close()
	for _, width := range []float32{400, 150} {
		w.Resize(fyne.NewSize(width, 300))
		c.Resize(fyne.NewSize(width, c.MinSize().Height))
		c.Resize(fyne.NewSize(width, c.MinSize().Height))
		first, second := c.buttons[0], c.buttons[1]
		oneRow := first.Position().Y == second.Position().Y
		if oneRow != (width == 400) {
			t.Errorf("%.0f px wide: in one row = %v", width, oneRow)
		}
		for _, b := range c.buttons {
			if b.Size().Width < b.MinSize().Width {
				t.Errorf("%.0f px wide: %q is %.0f px wide of the %.0f it needs", width, b.Text, b.Size().Width, b.MinSize().Width)
			}
		}
		if !oneRow && c.MinSize().Height < first.MinSize().Height+second.MinSize().Height {
			t.Errorf("%.0f px wide: in two rows, the choice asks for %.0f px of height", width, c.MinSize().Height)
		}
	}
}
