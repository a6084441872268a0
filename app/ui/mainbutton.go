package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// MainButton is the filled button of a page's main action: bold text (and
// an icon before it) in the colour for text on primary, on a Fill of the
// primary colour. It is drawn as pictures and text only, where a
// high-importance widget.Button shades a rectangle, which in the browser's
// software WebGL costs each of its pixels on a phone's first frame and a
// program compiled at its first use (README, the web budget). It taps,
// shows the pointer's hover and the keyboard's focus, and Space or Return
// taps it when it has the focus, as a widget.Button does.
type MainButton struct {
	widget.BaseWidget
	// Text is what the button says.
	Text string
	// Icon is drawn before the text (nil for none).
	Icon fyne.Resource
	// OnTapped runs when the button is tapped.
	OnTapped func()

	hovered, focused bool
}

// NewMainButton is a main button saying text, with icon before it (nil for
// none), that runs tapped when tapped.
func NewMainButton(text string, icon fyne.Resource, tapped func()) *MainButton {
	b := &MainButton{Text: text, Icon: icon, OnTapped: tapped}
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
	r.icon = canvas.NewImageFromResource(nil)
	r.icon.FillMode = canvas.ImageFillContain
	r.Refresh()
	return r
}

// mainButtonRenderer lays the icon and the text out in the middle of the
// button, with the padding of a widget.Button around them, so that a main
// button is as large as a widget.Button saying the same.
type mainButtonRenderer struct {
	button                   *MainButton
	background, hover, focus *Fill
	icon                     *canvas.Image
	text                     *canvas.Text
	// iconOf and iconColour are what the icon was last drawn from: a
	// hover or a focus redraws neither it nor the text.
	iconOf     fyne.Resource
	iconColour color.Color
}

func (r *mainButtonRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.background, r.hover, r.focus, r.icon, r.text}
}

// padding is the space around the text on each side, a widget.Button's.
func (r *mainButtonRenderer) padding() float32 {
	return r.button.Theme().Size(theme.SizeNameInnerPadding)
}

func (r *mainButtonRenderer) iconSize() float32 {
	if r.button.Icon == nil {
		return 0
	}
	return r.button.Theme().Size(theme.SizeNameInlineIcon)
}

// content is the size of the icon, the gap and the text side by side, at
// least an icon high even without one, as a widget.Button's.
func (r *mainButtonRenderer) content() fyne.Size {
	th := r.button.Theme()
	text := r.text.MinSize()
	icon := r.iconSize()
	w := text.Width
	if icon > 0 {
		w += icon + th.Size(theme.SizeNamePadding)
	}
	return fyne.NewSize(w, fyne.Max(text.Height, th.Size(theme.SizeNameInlineIcon)))
}

func (r *mainButtonRenderer) MinSize() fyne.Size {
	p := r.padding()
	return r.content().AddWidthHeight(2*p, 2*p)
}

func (r *mainButtonRenderer) Layout(size fyne.Size) {
	for _, f := range []*Fill{r.background, r.hover, r.focus} {
		f.Resize(size)
	}
	content := r.content()
	x := (size.Width - content.Width) / 2
	icon := r.iconSize()
	r.icon.Resize(fyne.NewSquareSize(icon))
	r.icon.Move(fyne.NewPos(x, (size.Height-icon)/2))
	if icon > 0 {
		x += icon + r.button.Theme().Size(theme.SizeNamePadding)
	}
	text := r.text.MinSize()
	r.text.Resize(text)
	r.text.Move(fyne.NewPos(x, (size.Height-text.Height)/2))
}

// Refresh takes the button's text, icon, hover and focus, and the theme's
// colours and sizes, anew.
func (r *mainButtonRenderer) Refresh() {
	th := r.button.Theme()
	onPrimary := th.Color(theme.ColorNameForegroundOnPrimary, fyne.CurrentApp().Settings().ThemeVariant())
	size := th.Size(theme.SizeNameText)
	if r.text.Text != r.button.Text || r.text.Color != onPrimary || r.text.TextSize != size {
		r.text.Text, r.text.Color, r.text.TextSize = r.button.Text, onPrimary, size
		r.text.Refresh()
	}
	if r.iconOf != r.button.Icon || r.iconColour != onPrimary {
		r.iconOf, r.iconColour = r.button.Icon, onPrimary
		r.icon.Resource = nil
		r.icon.Hidden = r.button.Icon == nil
		if r.button.Icon != nil {
			r.icon.Resource = theme.NewColoredResource(r.button.Icon, theme.ColorNameForegroundOnPrimary)
		}
		r.icon.Refresh()
	}
	r.hover.Hidden = !r.button.hovered
	r.focus.Hidden = !r.button.focused
	for _, f := range []*Fill{r.background, r.hover, r.focus} {
		f.Refresh()
	}
	r.Layout(r.button.Size())
}

func (r *mainButtonRenderer) Destroy() {}
