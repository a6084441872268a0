package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tickBoxParts are the shapes a tick box draws: the focus ring, the box
// and the tick's two strokes.
func tickBoxParts(t *testing.T, b *TickBox) (ring *canvas.Circle, box *canvas.Rectangle, tick []*canvas.Line) {
	t.Helper()
	for _, o := range test.TempWidgetRenderer(t, b).Objects() {
		switch x := o.(type) {
		case *canvas.Circle:
			ring = x
		case *canvas.Rectangle:
			box = x
		case *canvas.Line:
			tick = append(tick, x)
		}
	}
	if ring == nil || box == nil || len(tick) != 2 {
		t.Fatalf("a tick box draws a ring, a box and two strokes; got %v %v %d", ring, box, len(tick))
	}
	return ring, box, tick
}

// TestTickBoxTicksAsACheckDoes: a tap or the space bar ticks and unticks
// the box, telling each change; a disabled box ignores both; the tick and
// the box's colours follow the state.
func TestTickBoxTicksAsACheckDoes(t *testing.T) {
	test.NewTempApp(t)
	var got []bool
	b := NewTickBox(func(on bool) { got = append(got, on) })
	w := test.NewWindow(container.NewVBox(b))
	defer w.Close()
	_, box, tick := tickBoxParts(t, b)
	if !tick[0].Hidden || box.FillColor != theme.Color(theme.ColorNameInputBackground) || box.StrokeColor != theme.Color(theme.ColorNameInputBorder) {
		t.Errorf("an empty box: tick hidden %v, fill %v, edge %v", tick[0].Hidden, box.FillColor, box.StrokeColor)
	}

	test.Tap(b)
	if !b.Checked || tick[0].Hidden || tick[1].Hidden || box.FillColor != theme.Color(theme.ColorNamePrimary) {
		t.Errorf("after a tap: checked %v, tick hidden %v, fill %v", b.Checked, tick[0].Hidden, box.FillColor)
	}
	if tick[0].StrokeColor != theme.Color(theme.ColorNameBackground) {
		t.Errorf("the tick is %v, not the ground's colour", tick[0].StrokeColor)
	}

	w.Canvas().Focus(b)
	test.Type(b, " ")
	if b.Checked || !tick[0].Hidden {
		t.Errorf("after the space bar: checked %v, tick hidden %v", b.Checked, tick[0].Hidden)
	}

	b.Disable()
	test.Tap(b)
	test.Type(b, " ")
	if b.Checked || box.StrokeColor != theme.Color(theme.ColorNameDisabled) {
		t.Errorf("disabled: checked %v, edge %v", b.Checked, box.StrokeColor)
	}
	if len(got) != 2 || !got[0] || got[1] {
		t.Errorf("changes told %v, want ticked then unticked", got)
	}
}

// TestTickBoxIsACheckBoxSize: the box takes the room of a widget.Check
// without text, so that a checklist keeps its layout, and draws its ring
// on focus as a widget.Check does.
func TestTickBoxIsACheckBoxSize(t *testing.T) {
	test.NewTempApp(t)
	b := NewTickBox(nil)
	c := widget.NewCheck("", nil)
	w := test.NewWindow(container.NewVBox(b, c))
	defer w.Close()
	if b.MinSize() != c.MinSize() {
		t.Errorf("tick box %v, check box %v", b.MinSize(), c.MinSize())
	}
	ring, box, _ := tickBoxParts(t, b)
	if box.Size().Width <= 0 || box.Size() != (fyne.Size{Width: box.Size().Width, Height: box.Size().Width}) {
		t.Errorf("the box is %v, not a square", box.Size())
	}
	if box.Position().X+box.Size().Width > b.Size().Width || box.Position().Y+box.Size().Height > b.Size().Height {
		t.Errorf("the box at %v %v leaves the widget's %v", box.Position(), box.Size(), b.Size())
	}
	if ring.FillColor != color.Transparent {
		t.Errorf("an unfocused box rings in %v", ring.FillColor)
	}
	w.Canvas().Focus(b)
	if ring.FillColor != theme.Color(theme.ColorNameFocus) {
		t.Errorf("a focused box rings in %v", ring.FillColor)
	}
	w.Canvas().Unfocus()
	if ring.FillColor != color.Transparent {
		t.Errorf("after the focus left, the box rings in %v", ring.FillColor)
	}
}
