package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// MainButton is the filled button of a page's main action: bold text in
// the colour for text on primary, on a Fill of the primary colour, with no
// icon (an icon's SVG picture is read, recoloured and drawn in Go, which
// in the browser was a tenth of a second of a first visit's first frame:
// docs/web.md, the web budget). It is drawn as pictures and text only, where a
// high-importance widget.Button shades a rectangle, which in the browser's
// software WebGL costs each of its pixels on a phone's first frame and a
// program compiled at its first use (docs/web.md, the web budget). It taps,
// shows the pointer's hover and the keyboard's focus, and Space or Return
// taps it when it has the focus, as a widget.Button does.
type MainButton struct {
	widget.BaseWidget
	// Text is what the button says.
	Text string
	// OnTapped runs when the button is tapped.
	OnTapped func()

	hovered, focused bool
}

// NewMainButton is a main button saying text that runs tapped when tapped.
func NewMainButton(text string, tapped func()) *MainButton {
	b := &MainButton{Text: text, OnTapped: tapped}
	b.ExtendBaseWidget(b)
	return b
}

// Tapped runs the button's action.
func (b *MainButton) Tapped(*fyne.PointEvent) {
	if b.OnTapped != nil {
		b.OnTapped()
	}
}

// MouseIn shows the pointer's hover.
func (b *MainButton) MouseIn(*desktop.MouseEvent) { b.setHovered(true) }

// MouseMoved is part of desktop.Hoverable.
func (b *MainButton) MouseMoved(*desktop.MouseEvent) {}

// MouseOut hides the pointer's hover.
func (b *MainButton) MouseOut() { b.setHovered(false) }

func (b *MainButton) setHovered(on bool) {
	b.hovered = on
	b.Refresh()
}

// FocusGained shows the keyboard's focus.
func (b *MainButton) FocusGained() {
	b.focused = true
	b.Refresh()
}

// FocusLost hides the keyboard's focus.
func (b *MainButton) FocusLost() {
	b.focused = false
	b.Refresh()
}

// TypedRune taps the button on Space, as a widget.Button does.
func (b *MainButton) TypedRune(r rune) {
	if r == ' ' {
		b.Tapped(nil)
	}
}

// TypedKey taps the button on Return or Enter.
func (b *MainButton) TypedKey(e *fyne.KeyEvent) {
	if e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter {
		b.Tapped(nil)
	}
}

// CreateRenderer draws the button.
func (b *MainButton) CreateRenderer() fyne.WidgetRenderer {
	r := &mainButtonRenderer{
		button:     b,
		background: NewFill(theme.ColorNamePrimary, fyne.Size{}),
		hover:      NewFill(theme.ColorNameHover, fyne.Size{}),
		focus:      NewFill(theme.ColorNameFocus, fyne.Size{}),
		text:       canvas.NewText(b.Text, nil),
	}
	r.text.TextStyle = fyne.TextStyle{Bold: true}
	r.Refresh()
	return r
}

// mainButtonRenderer lays the text out in the middle of the button, with
// the padding of a widget.Button around it, so that a main button is as
// large as a widget.Button saying the same.
type mainButtonRenderer struct {
	button                   *MainButton
	background, hover, focus *Fill
	text                     *canvas.Text
}

func (r *mainButtonRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.background, r.hover, r.focus, r.text}
}

// padding is the space around the text on each side, a widget.Button's.
func (r *mainButtonRenderer) padding() float32 {
	return r.button.Theme().Size(theme.SizeNameInnerPadding)
}

// content is the text's size, at least an icon high, as a widget.Button's.
func (r *mainButtonRenderer) content() fyne.Size {
	text := r.text.MinSize()
	return fyne.NewSize(text.Width, fyne.Max(text.Height, r.button.Theme().Size(theme.SizeNameInlineIcon)))
}

func (r *mainButtonRenderer) MinSize() fyne.Size {
	p := r.padding()
	return r.content().AddWidthHeight(2*p, 2*p)
}

func (r *mainButtonRenderer) Layout(size fyne.Size) {
	for _, f := range []*Fill{r.background, r.hover, r.focus} {
		f.Resize(size)
	}
	text := r.text.MinSize()
	r.text.Resize(text)
	r.text.Move(fyne.NewPos((size.Width-text.Width)/2, (size.Height-text.Height)/2))
}

// Refresh takes the button's text, hover and focus, and the theme's
// colours and sizes, anew.
func (r *mainButtonRenderer) Refresh() {
	th := r.button.Theme()
	onPrimary := th.Color(theme.ColorNameForegroundOnPrimary, fyne.CurrentApp().Settings().ThemeVariant())
	size := th.Size(theme.SizeNameText)
	if r.text.Text != r.button.Text || r.text.Color != onPrimary || r.text.TextSize != size {
		r.text.Text, r.text.Color, r.text.TextSize = r.button.Text, onPrimary, size
		r.text.Refresh()
	}
	r.hover.Hidden = !r.button.hovered
	r.focus.Hidden = !r.button.focused
	for _, f := range []*Fill{r.background, r.hover, r.focus} {
		f.Refresh()
	}
	r.Layout(r.button.Size())
}

func (r *mainButtonRenderer) Destroy() {}
