package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// NewCard is widget.NewCard with content that is not refreshed before it
// is first laid out. A card refreshes its content when its renderer is
// made (Fyne's cardRenderer.applyTheme), which happens as the page is
// first measured, before anything has a size: every text in the card was
// then wrapped at width zero, word by word, and every themed icon
// recoloured, all of it done again once the page is laid out. In the
// browser that was a third of a setup link's wait for its first frame
// (issue 27). Refreshes after the first layout (a theme or language
// change) reach the content as before.
func NewCard(title, subtitle string, content fyne.CanvasObject) *widget.Card {
	if content == nil {
		return widget.NewCard(title, subtitle, nil)
	}
	return widget.NewCard(title, subtitle, newLaidOutFirst(content))
}

// laidOutFirst holds content whose refreshes wait for its first layout.
type laidOutFirst struct {
	widget.BaseWidget
	content fyne.CanvasObject
}

func newLaidOutFirst(content fyne.CanvasObject) *laidOutFirst {
	l := &laidOutFirst{content: content}
	l.ExtendBaseWidget(l)
	return l
}

// CreateRenderer shows the content at the holder's whole size.
func (l *laidOutFirst) CreateRenderer() fyne.WidgetRenderer { return laidOutFirstRenderer{l} }

type laidOutFirstRenderer struct{ l *laidOutFirst }

func (r laidOutFirstRenderer) Layout(size fyne.Size) { r.l.content.Resize(size) }

func (r laidOutFirstRenderer) MinSize() fyne.Size { return r.l.content.MinSize() }

// Refresh passes the refresh on once the content has been laid out; before
// that its widgets are made as they are measured and drawn as laid out.
func (r laidOutFirstRenderer) Refresh() {
	if !r.l.Size().IsZero() {
		r.l.content.Refresh()
	}
}

func (r laidOutFirstRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.l.content} }

func (r laidOutFirstRenderer) Destroy() {}
