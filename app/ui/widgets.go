package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Heading is a bold label, the caption of a part of a screen.
func Heading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// WrappedHeading is a bold caption that wraps at word boundaries, so that
// a sentence or a long Russian caption still fits a phone.
func WrappedHeading(text string) *widget.Label {
	l := Heading(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Wrapped is a label that wraps at word boundaries, for text that must fit
// a phone in every language.
func Wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Swatch is a dot of colour c, side pixels wide and outlined so that a
// light colour shows on a light background, centred in its cell: it tells
// a player's column or pieces apart.
func Swatch(c color.Color, side float32) fyne.CanvasObject {
	dot := canvas.NewCircle(c)
	dot.StrokeColor = theme.Color(theme.ColorNameForeground)
	dot.StrokeWidth = 1
	return container.NewCenter(container.NewGridWrap(fyne.NewSize(side, side), dot))
}

// Player marker colours: distinct and colour-blind-friendly, readable on
// both themes. They only label players on screen.
var (
	Red    = color.NRGBA{R: 0xd5, G: 0x3e, B: 0x2f, A: 0xff}
	Blue   = color.NRGBA{R: 0x2f, G: 0x6f, B: 0xd5, A: 0xff}
	Green  = color.NRGBA{R: 0x2e, G: 0x9e, B: 0x4f, A: 0xff}
	Yellow = color.NRGBA{R: 0xf2, G: 0xc1, B: 0x2e, A: 0xff}
	Orange = color.NRGBA{R: 0xf0, G: 0x84, B: 0x1a, A: 0xff}
	White  = color.NRGBA{R: 0xf4, G: 0xf1, B: 0xea, A: 0xff}
	Purple = color.NRGBA{R: 0x8a, G: 0x4f, B: 0xc2, A: 0xff}
	Black  = color.NRGBA{R: 0x30, G: 0x30, B: 0x30, A: 0xff}
)

// PlayerColours are the marker colours a player can pick, in the order a
// tap on a colour button cycles through them.
var PlayerColours = []color.Color{Red, Blue, Green, Yellow, Orange, White, Purple, Black}

// NumberChoice is a row of the numbers lo to hi, one always chosen
// (selected first); changed gets each new choice.
func NumberChoice(lo, hi, selected int, changed func(n int)) *Choice {
	labels := make([]string, 0, hi-lo+1)
	for n := lo; n <= hi; n++ {
		labels = append(labels, strconv.Itoa(n))
	}
	return NewChoice(labels, strconv.Itoa(selected), func(v string) {
		if n, err := strconv.Atoi(v); err == nil {
			changed(n)
		}
	})
}

// Row lays objs out in one row of equal cells while they fit, as
// container.NewGridWithColumns(len(objs)) does, and in as many rows as
// they need where they do not (a larger text size, a longer language), so
// that a button's words are never cut.
func Row(objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&ResponsiveGrid{MaxColumns: max(len(objs), 1), cols: len(objs)}, objs...)
}

// Choice is a row of buttons of equal width, one of them chosen (shown
// in the primary colour): a radio group that fits a phone, since the
// buttons share the row's width instead of each taking a radio's room,
// and break into rows when their words do not fit one.
type Choice struct {
	widget.BaseWidget
	// Options are the buttons' labels, in order.
	Options []string
	// Selected is the chosen option.
	Selected string
	// OnChanged gets the option a tap chooses, when it is a new one.
	OnChanged func(string)

	buttons []*widget.Button
	wraps   []*WrapButton // the buttons' wrapping faces, for NewWrapChoice
	row     *fyne.Container
}

// NewChoice returns a row of options with selected chosen.
func NewChoice(options []string, selected string, changed func(string)) *Choice {
	c := &Choice{Options: options, Selected: selected, OnChanged: changed}
	cells := make([]fyne.CanvasObject, 0, len(options))
	for _, opt := range options {
		b := widget.NewButton(opt, func() { c.choose(opt) })
		c.buttons = append(c.buttons, b)
		cells = append(cells, b)
	}
	c.row = Row(cells...)
	c.mark()
	c.ExtendBaseWidget(c)
	return c
}

// NewWrapChoice is NewChoice with buttons whose words wrap onto more lines
// where an option is wider than the whole row (a sentence at a larger text
// size), where NewChoice's would be cut.
func NewWrapChoice(options []string, selected string, changed func(string)) *Choice {
	c := &Choice{Options: options, Selected: selected, OnChanged: changed}
	cells := make([]fyne.CanvasObject, 0, len(options))
	for _, opt := range options {
		b := NewWrapButton(opt, nil, func() { c.choose(opt) })
		c.buttons = append(c.buttons, b.Button())
		c.wraps = append(c.wraps, b)
		cells = append(cells, b)
	}
	c.row = Row(cells...)
	c.mark()
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer draws the row of buttons.
func (c *Choice) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(c.row) }

func (c *Choice) choose(opt string) {
	if opt == c.Selected {
		return
	}
	c.Selected = opt
	c.mark()
	if c.OnChanged != nil {
		c.OnChanged(opt)
	}
}

// mark shows the chosen button in the primary colour.
func (c *Choice) mark() {
	for i, b := range c.buttons {
		imp := widget.MediumImportance
		if c.Options[i] == c.Selected {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
			if c.wraps != nil {
				c.wraps[i].Refresh() // its text in the colour of the importance
			}
		}
	}
}

// Append adds objs to c without laying c out, for a container being built:
// Container.Add lays out every object again at each add (measuring wrapped
// text at the width of a container not yet placed), while a container is
// laid out anyway when its parent places it, or by Relayout.
func Append(c *fyne.Container, objs ...fyne.CanvasObject) {
	c.Objects = append(c.Objects, objs...)
}

// Relayout lays c's objects out at c's size, as Container.Add does after
// adding: for a container already shown, once its objects are appended.
func Relayout(c *fyne.Container) {
	if c.Layout != nil {
		c.Layout.Layout(c.Objects, c.Size())
	}
}

// ShowNew lays c out and has it drawn again, for a container whose objects
// were all made anew: Container.Refresh would also refresh every widget
// below it, each of which has just been made from the current value (on a
// phone, redrawing every icon and measuring every text a second time).
func ShowNew(c *fyne.Container) {
	Relayout(c)
	canvas.Refresh(c)
}

// SetText shows text in l, redrawing l only when its text changes
// (Label.SetText measures and draws the text again even when it is the
// same).
func SetText(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}
