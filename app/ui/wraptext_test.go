package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestWrapTextWrapsAsALabelOncePerWidth: a wrapped text takes the lines a
// wrapped widget.Label takes at the same width, says a new text, and a
// change of its height alone (a list laid out again around it) leaves its
// wrapped lines as they are: its RichText keeps its size, so Fyne wraps
// nothing again.
func TestWrapTextWrapsAsALabelOncePerWidth(t *testing.T) {
	test.NewTempApp(t)
	text := NewWrapText(longWords)
	label := widget.NewLabel(longWords)
	label.Wrapping = fyne.TextWrapWord
	w := test.NewWindow(container.NewVBox(text, label))
	defer w.Close()
	w.Resize(fyne.NewSize(180, 400))
	layOutAt(text, 150)
	layOutAt(label, 150)
	if text.MinSize() != label.MinSize() {
		t.Errorf("at 150 px the text asks for %v, a wrapped label %v", text.MinSize(), label.MinSize())
	}
	if text.MinSize().Height < 2*widget.NewLabel("x").MinSize().Height-1 {
		t.Errorf("at 150 px the text is %v: not wrapped", text.MinSize())
	}

	wrapped := text.rich.Size()
	text.Resize(fyne.NewSize(150, text.MinSize().Height+60))
	text.Resize(fyne.NewSize(150, text.MinSize().Height+10))
	if text.rich.Size() != wrapped {
		t.Errorf("a change of height resized the wrapped lines from %v to %v (wrapped again)", wrapped, text.rich.Size())
	}
	layOutAt(text, 300)
	if text.rich.Size().Width != 300 || text.MinSize().Height >= wrapped.Height {
		t.Errorf("at 300 px the lines are %v, the text %v; at 150 px they were %v", text.rich.Size(), text.MinSize(), wrapped)
	}

	text.SetText("Short")
	if got := text.rich.String(); got != "Short" || text.MinSize().Height != widget.NewLabel("Short").MinSize().Height {
		t.Errorf("after SetText it says %q at %v", got, text.MinSize())
	}
}
