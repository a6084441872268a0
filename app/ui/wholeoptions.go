package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// WholeOptions holds a select and tells NameBeside the room its longest
// option needs whole: a widget.Select asks only for its placeholder's and
// shortens a longer choice with "…", so that NameBeside would keep the
// name beside it on a narrow phone and leave the choice cut short. Its
// least size stays the select's, so that an option longer than a phone
// is shortened rather than pushing the screen past the phone's edge.
type WholeOptions struct {
	widget.BaseWidget
	// Select is the select held.
	Select *widget.Select

	shown fyne.CanvasObject // the select as drawn: Select, or its WrapSelect
}

// NewWholeOptions holds sel.
func NewWholeOptions(sel *widget.Select) *WholeOptions {
	w := &WholeOptions{Select: sel, shown: sel}
	w.ExtendBaseWidget(w)
	return w
}

// NewWholeWrapOptions holds sel, a select whose choice wraps where even
// the whole row is too narrow for it.
func NewWholeWrapOptions(sel *WrapSelect) *WholeOptions {
	w := &WholeOptions{Select: &sel.Select, shown: sel}
	w.ExtendBaseWidget(w)
	return w
}

// CreateRenderer draws the select over all the room.
func (w *WholeOptions) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(w.shown)
}

// wanted is the select's least size, at least as wide as its longest
// option with the padding and the arrow a widget.Select draws around it.
func (w *WholeOptions) wanted() fyne.Size {
	least := w.Select.MinSize()
	th := w.Select.Theme()
	text := float32(0)
	for _, o := range w.Select.Options {
		text = max(text, fyne.MeasureText(o, th.Size(theme.SizeNameText), fyne.TextStyle{}).Width)
	}
	pad := th.Size(theme.SizeNameInnerPadding)
	least.Width = max(least.Width, text+4*pad+th.Size(theme.SizeNameInlineIcon))
	return least
}
