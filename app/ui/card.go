package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Card is a widget.Card, with its title, subtitle and content, outlined
// by a thin line rather than drawn on Fyne's background with a soft
// shadow. Fyne draws that background and its shadow with a program run
// for every pixel of the card; without a graphics card (Chromium's
// software WebGL, which a phone whose GPU the browser does not trust
// falls back to) two cards filling a phone's screen took a quarter of a
// second of the first frame, where the four lines of an outline are
// pictures (Fill) that cost next to nothing (issue 27; docs/web.md, the
// web budget). Everything else is the widget.Card's.
type Card struct {
	widget.Card
}

// NewCard is a card titled title and subtitle around content. Its content
// is not refreshed before it is first laid out: a card refreshes its
// content when its renderer is made (Fyne's cardRenderer.applyTheme),
// which happens as the page is first measured, before anything has a
// size: every text in the card was then wrapped at width zero, word by
// word, and every themed icon recoloured, all of it done again once the
// page is laid out. In the browser that was a third of a setup link's
// wait for its first frame (issue 27). Refreshes after the first layout
// (a theme or language change) reach the content as before.
func NewCard(title, subtitle string, content fyne.CanvasObject) *Card {
	c := &Card{}
	c.Title, c.Subtitle = title, subtitle
	if content != nil {
		c.Content = newLaidOutFirst(content)
	}
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer is the widget.Card's, its background hidden, under an
// outline.
func (c *Card) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{card: c, inner: c.Card.CreateRenderer()}
	for i := range r.edges {
		r.edges[i] = NewFill(theme.ColorNameSeparator, fyne.Size{})
	}
	r.hideBackground()
	return r
}

// cardRenderer draws a widget.Card's title and content, within four edges.
type cardRenderer struct {
	card  *Card
	inner fyne.WidgetRenderer
	edges [4]*Fill // top, bottom, left, right
}

// hideBackground hides the rectangle the widget.Card draws behind its
// content (its first object): Fyne keeps it hidden through refreshes.
func (r *cardRenderer) hideBackground() {
	for _, o := range r.inner.Objects() {
		if background, ok := o.(*canvas.Rectangle); ok {
			background.Hide()
			return
		}
	}
}

// Layout places the widget.Card's parts, and the outline where it draws
// its background: half a padding within the card's edges.
func (r *cardRenderer) Layout(size fyne.Size) {
	r.inner.Layout(size)
	inset := r.card.Theme().Size(theme.SizeNamePadding) / 2
	line := theme.SeparatorThicknessSize()
	inner := size.SubtractWidthHeight(2*inset, 2*inset)
	at := fyne.NewSquareOffsetPos(inset)
	top, bottom, left, right := r.edges[0], r.edges[1], r.edges[2], r.edges[3]
	top.Move(at)
	top.Resize(fyne.NewSize(inner.Width, line))
	bottom.Move(at.AddXY(0, inner.Height-line))
	bottom.Resize(fyne.NewSize(inner.Width, line))
	left.Move(at)
	left.Resize(fyne.NewSize(line, inner.Height))
	right.Move(at.AddXY(inner.Width-line, 0))
	right.Resize(fyne.NewSize(line, inner.Height))
}

func (r *cardRenderer) MinSize() fyne.Size { return r.inner.MinSize() }

// Objects are the outline, then the widget.Card's parts.
func (r *cardRenderer) Objects() []fyne.CanvasObject {
	objects := []fyne.CanvasObject{r.edges[0], r.edges[1], r.edges[2], r.edges[3]}
	return append(objects, r.inner.Objects()...)
}

// Refresh refreshes the widget.Card's parts and the outline's colour.
func (r *cardRenderer) Refresh() {
	r.inner.Refresh()
	r.hideBackground()
	for _, e := range r.edges {
		e.Refresh()
	}
	r.Layout(r.card.Size())
}

func (r *cardRenderer) Destroy() { r.inner.Destroy() }

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
