package ui

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fill is an area of one theme colour, drawn as a one-pixel picture
// stretched over it rather than as a rectangle. Without a graphics card
// (Chromium's software WebGL, which a browser falls back to on a phone
// whose GPU it does not trust) a rectangle is shaded pixel by pixel by a
// program compiled at its first use: five filled buttons took a tenth of
// a second of a frame, where five pictures of the same size took a
// hundredth (README, the web budget). Its colour follows the theme.
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

// Refresh repaints the pixel in the app theme's colour now (the theme or
// its variant may have changed). It reads the app's theme, not the one a
// container may override for its part of the page: on a FlatPage the
// primary colour is transparent, and a main button's Fill is the primary.
func (r *fillRenderer) Refresh() {
	th := fyne.CurrentApp().Settings().Theme()
	c := color.NRGBAModel.Convert(th.Color(r.fill.colour, fyne.CurrentApp().Settings().ThemeVariant())).(color.NRGBA)
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

// MainButton is b as a high-importance button, its filled background a
// Fill beneath it. On a FlatPage the button draws no rectangle of its
// own and the Fill shows through; elsewhere it looks the same, drawn
// twice. It taps, hovers and focuses as b does.
func MainButton(b *widget.Button) fyne.CanvasObject {
	b.Importance = widget.HighImportance
	return container.NewStack(NewFill(theme.ColorNamePrimary, fyne.Size{}), b)
}

// FlatPage is a page drawn with a transparent primary colour, so that its
// main buttons (MainButton) are filled by their Fills alone, and with no
// scroll bar, as phone apps scroll: the shadow at its edge tells there is
// more. Its first frame then draws pictures only, and in the browser no
// rectangle program is compiled for it. It is one theme override for the
// whole page: Fyne keeps the fonts of each override apart and reads them
// again for it, so an override per button would read the bold font once
// for each (a hundredth of a second each in the browser).
func FlatPage(page *container.Scroll) fyne.CanvasObject {
	return container.NewThemeOverride(page, flatPage{})
}

// flatPage is the app's theme with a transparent primary colour and scroll
// bar: a high-importance button under it paints no background, and the
// Fill beneath shows through (its text keeps the colour for text on
// primary).
type flatPage struct{}

func (flatPage) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNamePrimary || n == theme.ColorNameScrollBar {
		return color.Transparent
	}
	return fyne.CurrentApp().Settings().Theme().Color(n, v)
}

func (flatPage) Font(s fyne.TextStyle) fyne.Resource {
	return fyne.CurrentApp().Settings().Theme().Font(s)
}

func (flatPage) Icon(n fyne.ThemeIconName) fyne.Resource {
	return fyne.CurrentApp().Settings().Theme().Icon(n)
}

func (flatPage) Size(n fyne.ThemeSizeName) float32 {
	return fyne.CurrentApp().Settings().Theme().Size(n)
}
