package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TickBox is a check box without text (its text is beside it, wrapped:
// a setup's checklist, WrapCheck) drawn with shapes rather than icons.
// It is a widget.Check, whose state, tap, keys, focus and disabled state
// it keeps, with the box a widget.Check draws at its left: the same size,
// colours and place. A widget.Check draws its box with two themed
// pictures, which Fyne recolours and decodes from their SVG text at every
// refresh and resize, four times as the box is first shown; a setup link's
// checklist held a friend's first frame back by a tenth of a second and
// more in the browser for it (issue 27). Shapes cost nothing to make.
type TickBox struct {
	widget.Check
	// focused and hovered are the Check's own, which it does not share,
	// for the renderer to draw.
	focused, hovered bool
}

// NewTickBox is a tick box whose changed gets each new state.
func NewTickBox(changed func(bool)) *TickBox {
	t := &TickBox{}
	t.OnChanged = changed
	t.ExtendBaseWidget(t)
	return t
}

// FocusGained draws the focus ring, as a widget.Check does.
func (t *TickBox) FocusGained() {
	t.focused = !t.Disabled()
	t.Check.FocusGained()
}

// FocusLost takes the focus ring away.
func (t *TickBox) FocusLost() {
	t.focused = false
	t.Check.FocusLost()
}

// Hide hides the box and takes its focus ring away.
func (t *TickBox) Hide() {
	t.focused = false
	t.Check.Hide()
}

// MouseIn is called when a desktop pointer enters the box.
func (t *TickBox) MouseIn(e *desktop.MouseEvent) { t.MouseMoved(e) }

// MouseMoved rings the box while a desktop pointer is over it.
func (t *TickBox) MouseMoved(e *desktop.MouseEvent) {
	if !t.Disabled() {
		min := t.MinSize()
		t.hovered = e.Position.X <= min.Width && e.Position.Y <= min.Height
	}
	t.Check.MouseMoved(e)
}

// MouseOut is called when a desktop pointer leaves the box.
func (t *TickBox) MouseOut() {
	t.hovered = false
	t.Check.MouseOut()
}

// CreateRenderer draws the box with shapes.
func (t *TickBox) CreateRenderer() fyne.WidgetRenderer {
	r := &tickBoxRenderer{t: t,
		ring:  canvas.NewCircle(color.Transparent),
		box:   canvas.NewRectangle(color.Transparent),
		short: canvas.NewLine(color.Transparent),
		long:  canvas.NewLine(color.Transparent),
	}
	r.Refresh()
	return r
}

// tickBoxRenderer draws the focus ring, the box and, when ticked, the
// tick: two strokes.
type tickBoxRenderer struct {
	t           *TickBox
	ring        *canvas.Circle
	box         *canvas.Rectangle
	short, long *canvas.Line
}

func (r *tickBoxRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.ring, r.box, r.short, r.long}
}

// MinSize is a widget.Check's without text: the icon and an inner
// padding all round.
func (r *tickBoxRenderer) MinSize() fyne.Size {
	th := r.t.Theme()
	pad := 2 * th.Size(theme.SizeNameInnerPadding)
	text := fyne.MeasureText("", th.Size(theme.SizeNameText), fyne.TextStyle{})
	return fyne.NewSize(th.Size(theme.SizeNameInlineIcon)+pad, text.Height+pad)
}

// Layout places the ring and the box where a widget.Check places them;
// the box is the square a Material check-box icon draws, 18 of its 24
// units, with its corners and strokes in the same proportions.
func (r *tickBoxRenderer) Layout(size fyne.Size) {
	th := r.t.Theme()
	inner := th.Size(theme.SizeNameInnerPadding)
	border := th.Size(theme.SizeNameInputBorder)
	icon := th.Size(theme.SizeNameInlineIcon)

	ring := fyne.NewSquareSize(icon + inner)
	r.ring.Resize(ring)
	r.ring.Move(fyne.NewPos(border, (size.Height-ring.Height)/2))

	unit := icon / 24
	at := fyne.NewPos(inner/2+border, (size.Height-icon)/2)
	r.box.Move(at.AddXY(3*unit, 3*unit))
	r.box.Resize(fyne.NewSquareSize(18 * unit))
	r.box.CornerRadius = 2 * unit
	r.box.StrokeWidth = 2 * unit
	r.short.StrokeWidth, r.long.StrokeWidth = 2*unit, 2*unit
	// The Material tick: down from (6, 12) to (10, 16), up to (18, 8).
	r.short.Position1, r.short.Position2 = at.AddXY(6*unit, 12*unit), at.AddXY(10*unit, 16*unit)
	r.long.Position1, r.long.Position2 = at.AddXY(10*unit-unit/2, 16*unit), at.AddXY(18*unit, 8*unit)
}

// Refresh takes the state's colours: an empty box edged in the input
// border's colour; a ticked one filled with the primary colour and the
// tick in the ground's; both grey when disabled.
func (r *tickBoxRenderer) Refresh() {
	th := r.t.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	colour := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	ticked := r.t.Checked && !r.t.Partial
	switch {
	case r.t.Disabled() && ticked:
		r.box.FillColor, r.box.StrokeColor = colour(theme.ColorNameDisabled), colour(theme.ColorNameDisabled)
	case r.t.Disabled():
		r.box.FillColor, r.box.StrokeColor = colour(theme.ColorNameInputBackground), colour(theme.ColorNameDisabled)
	case ticked:
		r.box.FillColor, r.box.StrokeColor = colour(theme.ColorNamePrimary), colour(theme.ColorNamePrimary)
	default:
		r.box.FillColor, r.box.StrokeColor = colour(theme.ColorNameInputBackground), colour(theme.ColorNameInputBorder)
	}
	r.short.StrokeColor, r.long.StrokeColor = colour(theme.ColorNameBackground), colour(theme.ColorNameBackground)
	r.short.Hidden, r.long.Hidden = !ticked, !ticked
	switch {
	case r.t.focused:
		r.ring.FillColor = colour(theme.ColorNameFocus)
	case r.t.hovered:
		r.ring.FillColor = colour(theme.ColorNameHover)
	default:
		r.ring.FillColor = color.Transparent
	}
	r.Layout(r.t.Size())
	canvas.Refresh(r.t)
}

func (r *tickBoxRenderer) Destroy() {}
