package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// WrapText is a text that wraps at word boundaries, as a wrapped
// widget.Label does, but that wraps its words again only when its width
// changes. A widget.Label wraps its text anew at every change of its size,
// its height too: in a list its height changes as the list is laid out
// again around it (each line's height follows the lines' wrapped texts),
// and a setup's checklist wrapped each step three or four times at the
// same width before a friend's setup link drew its first frame, a fifth
// of that frame's work in the browser (issue 27).
type WrapText struct {
	widget.BaseWidget
	// Text is what it says; SetText changes it.
	Text string

	rich *widget.RichText
}

// NewWrapText is a wrapped text saying text.
func NewWrapText(text string) *WrapText {
	t := &WrapText{Text: text}
	t.rich = widget.NewRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyleInline})
	t.rich.Wrapping = fyne.TextWrapWord
	t.ExtendBaseWidget(t)
	return t
}

// SetText changes what it says.
func (t *WrapText) SetText(text string) {
	t.Text = text
	t.Refresh()
}

// CreateRenderer draws the text.
func (t *WrapText) CreateRenderer() fyne.WidgetRenderer { return &wrapTextRenderer{t: t} }

type wrapTextRenderer struct{ t *WrapText }

func (r *wrapTextRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.t.rich} }

// MinSize is the text's size wrapped at its width (before its first
// layout, at no width: a word a line, as a widget.Label's).
func (r *wrapTextRenderer) MinSize() fyne.Size { return r.t.rich.MinSize() }

// Layout wraps the text when the width changed, then gives it the height
// its lines take without wrapping it again (RichText.Resize wraps at any
// change of size; its BaseWidget's Resize only places the lines wrapped:
// wrapTo).
func (r *wrapTextRenderer) Layout(size fyne.Size) { wrapTo(r.t.rich, size.Width) }

// wrapTo wraps rich's words at width when it was not wrapped at that width
// already, gives it the height its lines take, and returns that size.
func wrapTo(rich *widget.RichText, width float32) fyne.Size {
	if width != rich.Size().Width {
		rich.Resize(fyne.NewSize(width, rich.Size().Height))
	}
	size := fyne.NewSize(width, rich.MinSize().Height)
	rich.BaseWidget.Resize(size)
	return size
}

// Refresh takes the text anew, wrapped at the width it has.
func (r *wrapTextRenderer) Refresh() {
	seg := r.t.rich.Segments[0].(*widget.TextSegment)
	if seg.Text != r.t.Text {
		seg.Text = r.t.Text
	}
	r.t.rich.Refresh()
	r.Layout(r.t.Size())
}

func (r *wrapTextRenderer) Destroy() {}
