package ui

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fill is an area of one theme colour, drawn as a one-pixel picture
// stretched over it rather than as a rectangle. Without a graphics card
// (Chromium's software WebGL, which a browser falls back to on a phone
// whose GPU it does not trust) a rectangle is shaded pixel by pixel by a
// program compiled at its first use: five filled buttons took a tenth of
// a second of a frame, where five pictures of the same size took a
// hundredth (docs/web.md, the web budget). Its colour follows the theme.
type Fill struct {
	widget.BaseWidget
	colour fyne.ThemeColorName
	min    fyne.Size
}

// NewFill is a Fill of the theme colour named colour, at least min in size.
func NewFill(colour fyne.ThemeColorName, min fyne.Size) *Fill {
	f := &Fill{colour: colour, min: min}
	f.ExtendBaseWidget(f)
	return f
}

// CreateRenderer draws the fill.
func (f *Fill) CreateRenderer() fyne.WidgetRenderer {
	picture := canvas.NewImageFromImage(image.NewNRGBA(image.Rect(0, 0, 1, 1)))
	picture.FillMode = canvas.ImageFillStretch
	picture.ScaleMode = canvas.ImageScalePixels
	r := &fillRenderer{fill: f, picture: picture}
	r.Refresh()
	return r
}

type fillRenderer struct {
	fill    *Fill
	picture *canvas.Image
}

func (r *fillRenderer) Layout(size fyne.Size) { r.picture.Resize(size) }

func (r *fillRenderer) MinSize() fyne.Size { return r.fill.min }

// Refresh repaints the pixel in the theme's colour now (the theme or its
// variant may have changed).
func (r *fillRenderer) Refresh() {
	c := color.NRGBAModel.Convert(r.fill.Theme().Color(r.fill.colour, fyne.CurrentApp().Settings().ThemeVariant())).(color.NRGBA)
	pixel := r.picture.Image.(*image.NRGBA)
	if pixel.NRGBAAt(0, 0) == c {
		return
	}
	pixel.SetNRGBA(0, 0, c)
	r.picture.Refresh()
}

func (r *fillRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.picture} }

func (r *fillRenderer) Destroy() {}

// NewSeparator is a separator line drawn as a Fill (widget.Separator is a
// rectangle).
func NewSeparator() *Fill {
	return NewFill(theme.ColorNameSeparator, fyne.NewSquareSize(theme.SeparatorThicknessSize()))
}
