package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// WrapButton is a button whose words wrap onto as many lines as its width
// needs, where a widget.Button's text is cut at a larger text size or in a
// longer language (issue 31, text for arm's length). It is a
// widget.Button without text, which keeps the button's tap, background,
// importance colours, hover, disabled state, focus and keys, with the
// text drawn over it, wrapped and centred in the colour the button gives
// its own text.
type WrapButton struct {
	widget.BaseWidget
	// Text is what the button says; SetText changes it.
	Text string

	button *widget.Button
	label  *widget.RichText

	wantedFor  wantedKey // the text and text size wantedSize was measured for
	wantedSize fyne.Size
}

// NewWrapButton is a button saying text, with icon when it is not nil,
// that runs tapped when tapped.
func NewWrapButton(text string, icon fyne.Resource, tapped func()) *WrapButton {
	b := &WrapButton{Text: text, button: widget.NewButtonWithIcon("", icon, tapped)}
	b.button.Alignment = widget.ButtonAlignLeading
	b.label = widget.NewRichText(&widget.TextSegment{Text: text,
		Style: widget.RichTextStyle{Alignment: fyne.TextAlignCenter, Inline: true}})
	b.label.Wrapping = fyne.TextWrapWord
	b.ExtendBaseWidget(b)
	return b
}

// Button is the widget.Button drawn under the text: what a finger taps,
// and what tests tap and read the state of.
func (b *WrapButton) Button() *widget.Button { return b.button }

// SetText changes what the button says.
func (b *WrapButton) SetText(text string) {
	b.Text = text
	b.Refresh()
}

// SetImportance draws the button in the colours of importance.
func (b *WrapButton) SetImportance(importance widget.Importance) {
	b.button.Importance = importance
	b.button.Refresh()
	b.Refresh()
}

// Enable lets the button be tapped.
func (b *WrapButton) Enable() {
	b.button.Enable()
	b.Refresh()
}

// Disable greys the button out; a tap does nothing.
func (b *WrapButton) Disable() {
	b.button.Disable()
	b.Refresh()
}

// Disabled reports whether the button is greyed out.
func (b *WrapButton) Disabled() bool { return b.button.Disabled() }

// wanted is the button's size with its text on one line, as a
// widget.Button saying the same: a ResponsiveGrid lays such buttons in
// rows by it, and they wrap only where one is wider than the whole row.
func (b *WrapButton) wanted() fyne.Size {
	key := wantedKey{b.Text, b.Theme().Size(theme.SizeNameText), b.button.Icon != nil}
	if key != b.wantedFor {
		// Measured once per text and text size: a grid asks at each layout.
		b.wantedFor = key
		b.wantedSize = widget.NewButtonWithIcon(b.Text, b.button.Icon, nil).MinSize()
	}
	return fyne.NewSize(max(b.wantedSize.Width, b.MinSize().Width), b.wantedSize.Height)
}

// wantedKey is what a button's one-line size depends on.
type wantedKey struct {
	text     string
	textSize float32
	icon     bool
}

// CreateRenderer draws the button with its text over it.
func (b *WrapButton) CreateRenderer() fyne.WidgetRenderer {
	r := &wrapButtonRenderer{b: b}
	r.Refresh()
	return r
}

// textColour is the colour a widget.Button of the same importance and
// state gives its text.
func (b *WrapButton) textColour() fyne.ThemeColorName {
	if b.button.Disabled() {
		return theme.ColorNameDisabled
	}
	switch b.button.Importance {
	case widget.DangerImportance:
		return theme.ColorNameForegroundOnError
	case widget.HighImportance:
		return theme.ColorNameForegroundOnPrimary
	case widget.SuccessImportance:
		return theme.ColorNameForegroundOnSuccess
	case widget.WarningImportance:
		return theme.ColorNameForegroundOnWarning
	}
	return theme.ColorNameForeground
}

// wrapButtonRenderer lays the text over the button, beside its icon.
type wrapButtonRenderer struct{ b *WrapButton }

func (r *wrapButtonRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.b.button, r.b.label}
}

// iconRoom is the width the button's icon takes at its left, with the
// padding after it (0 without an icon).
func (r *wrapButtonRenderer) iconRoom() float32 {
	if r.b.button.Icon == nil {
		return 0
	}
	th := r.b.Theme()
	return th.Size(theme.SizeNameInlineIcon) + th.Size(theme.SizeNameInnerPadding)
}

// MinSize is the wrapped text's size beside the icon, at least a
// widget.Button's height.
func (r *wrapButtonRenderer) MinSize() fyne.Size {
	text := r.b.label.MinSize()
	button := r.b.button.MinSize()
	return fyne.NewSize(max(button.Width, text.Width+r.iconRoom()), max(button.Height, text.Height))
}

func (r *wrapButtonRenderer) Layout(size fyne.Size) {
	r.b.button.Resize(size)
	r.b.button.Move(fyne.Position{})
	room := r.iconRoom()
	text := wrapTo(r.b.label, size.Width-room)
	r.b.label.Move(fyne.NewPos(room, (size.Height-text.Height)/2))
}

// Refresh takes the text and the colour of the button's state anew.
func (r *wrapButtonRenderer) Refresh() {
	seg := r.b.label.Segments[0].(*widget.TextSegment)
	colour := r.b.textColour()
	if seg.Text != r.b.Text || seg.Style.ColorName != colour {
		seg.Text, seg.Style.ColorName = r.b.Text, colour
		r.b.label.Refresh()
	}
	r.Layout(r.b.Size())
}

func (r *wrapButtonRenderer) Destroy() {}

// WrapCheck is a check box whose words wrap onto as many lines as its
// width needs, where a widget.Check's text is cut at a larger text size
// or in a longer language. It is a tick box (a widget.Check without text,
// TickBox), which keeps the box, its tap, focus and keys and its disabled
// state, with the text beside it; a tap on the text ticks the box too, as
// on a widget.Check.
type WrapCheck struct {
	widget.BaseWidget
	// Text is what the check says.
	Text string

	check *TickBox
	label *widget.RichText
}

// NewWrapCheck is a check box saying text whose changed gets each new
// state.
func NewWrapCheck(text string, changed func(bool)) *WrapCheck {
	c := &WrapCheck{Text: text, check: NewTickBox(changed)}
	c.label = widget.NewRichText(&widget.TextSegment{Text: text,
		Style: widget.RichTextStyle{Inline: true, ColorName: theme.ColorNameForeground}})
	c.label.Wrapping = fyne.TextWrapWord
	c.ExtendBaseWidget(c)
	return c
}

// Check is the box drawn at the left: its state, and what tests tap and
// read.
func (c *WrapCheck) Check() *TickBox { return c.check }

// SetChecked ticks the box or not, calling its OnChanged on a change.
func (c *WrapCheck) SetChecked(on bool) { c.check.SetChecked(on) }

// Checked reports whether the box is ticked.
func (c *WrapCheck) Checked() bool { return c.check.Checked }

// Enable lets the box be ticked.
func (c *WrapCheck) Enable() {
	c.check.Enable()
	c.Refresh()
}

// Disable greys the check out; a tap does nothing.
func (c *WrapCheck) Disable() {
	c.check.Disable()
	c.Refresh()
}

// Tapped on the text ticks or unticks the box, as a tap on a
// widget.Check's text does.
func (c *WrapCheck) Tapped(*fyne.PointEvent) {
	if !c.check.Disabled() {
		c.check.SetChecked(!c.check.Checked)
	}
}

// CreateRenderer draws the box and the text beside it.
func (c *WrapCheck) CreateRenderer() fyne.WidgetRenderer {
	r := &wrapCheckRenderer{c: c}
	r.Refresh()
	return r
}

// wrapCheckRenderer lays the box at the left and the text beside it.
type wrapCheckRenderer struct{ c *WrapCheck }

func (r *wrapCheckRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.c.check, r.c.label}
}

// boxRoom is the width of the box and its focus ring, where a
// widget.Check's text starts (less the text's own padding).
func (r *wrapCheckRenderer) boxRoom() float32 {
	th := r.c.Theme()
	return th.Size(theme.SizeNameInlineIcon) + 2*th.Size(theme.SizeNameInputBorder)
}

func (r *wrapCheckRenderer) MinSize() fyne.Size {
	box := r.c.check.MinSize()
	text := r.c.label.MinSize()
	return fyne.NewSize(max(box.Width, r.boxRoom()+text.Width), max(box.Height, text.Height))
}

func (r *wrapCheckRenderer) Layout(size fyne.Size) {
	box := r.c.check.MinSize()
	r.c.check.Resize(box)
	r.c.check.Move(fyne.NewPos(0, (size.Height-box.Height)/2))
	room := r.boxRoom()
	text := wrapTo(r.c.label, size.Width-room)
	r.c.label.Move(fyne.NewPos(room, (size.Height-text.Height)/2))
}

// Refresh takes the text and the disabled state's colour anew.
func (r *wrapCheckRenderer) Refresh() {
	seg := r.c.label.Segments[0].(*widget.TextSegment)
	colour := theme.ColorNameForeground
	if r.c.check.Disabled() {
		colour = theme.ColorNameDisabled
	}
	if seg.Text != r.c.Text || seg.Style.ColorName != colour {
		seg.Text, seg.Style.ColorName = r.c.Text, colour
		r.c.label.Refresh()
	}
	r.Layout(r.c.Size())
}

func (r *wrapCheckRenderer) Destroy() {}

// WrapCard is a card whose title wraps onto as many lines as it needs,
// where a widget.Card's title is one line cut at a phone's edge at a
// larger text size: a bold label of the card title's size above content.
func WrapCard(title string, content fyne.CanvasObject) *Card {
	head := WrappedHeading(title)
	head.SizeName = theme.SizeNameHeadingText
	return NewCard("", "", container.NewVBox(head, content))
}

// WrapSelect is a widget.Select whose chosen option wraps onto as many
// lines as the select's width needs, where a widget.Select cuts it short
// with "…" (a long option at a larger text size). Everything else is the
// embedded widget.Select's: its options, pop-up, keys and state.
type WrapSelect struct {
	widget.Select
}

// NewWrapSelect is a select offering options whose changed gets each
// new choice.
func NewWrapSelect(options []string, changed func(string)) *WrapSelect {
	s := &WrapSelect{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer draws a widget.Select whose text wraps instead of being
// cut short.
func (s *WrapSelect) CreateRenderer() fyne.WidgetRenderer {
	r := s.Select.CreateRenderer()
	for _, o := range r.Objects() {
		if text, ok := o.(*widget.RichText); ok {
			text.Wrapping = fyne.TextWrapWord
			text.Truncation = fyne.TextTruncateOff
		}
	}
	return r
}
