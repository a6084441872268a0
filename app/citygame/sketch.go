package citygame

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"arrayan.io/arrayan/scoring/city"
)

// fill is a rectangle of one colour at (x, y), w×h, in the view's units.
type fill struct {
	x, y, w, h float32
	c          color.NRGBA
}

// sketch is a drawing in two parts: filled rectangles (the city view paints
// them all into one raster image, which the renderers draw far faster than
// many rectangles) and marks drawn over them (texts, the start tile's
// disc), kept as canvas objects.
type sketch struct {
	fills []fill
	texts []fyne.CanvasObject
}

// rect adds a rectangle of colour c.
func (sk *sketch) rect(x, y, w, h float32, c color.Color) {
	sk.fills = append(sk.fills, fill{x, y, w, h, color.NRGBAModel.Convert(c).(color.NRGBA)})
}

// square adds the square at (x, y) filled with c, inset by 2.
func (sk *sketch) square(x, y, side float32, c color.Color) {
	sk.rect(x+2, y+2, side-4, side-4, c)
}

// band adds a thick band along edge e of the square at (x, y), inside it.
func (sk *sketch) band(e city.Edges, x, y, side float32, c color.Color, width float32) {
	switch e {
	case city.N:
		sk.rect(x, y, side, width, c)
	case city.E:
		sk.rect(x+side-width, y, width, side, c)
	case city.S:
		sk.rect(x, y+side-width, side, width, c)
	default:
		sk.rect(x, y, width, side, c)
	}
}

// frame adds a thick frame round the square at (x, y), as four bands.
func (sk *sketch) frame(x, y, side float32, c color.Color) {
	sk.frameWidth(x, y, side, c, max(4, side*0.08))
}

// frameWidth adds a frame w wide round the square at (x, y).
func (sk *sketch) frameWidth(x, y, side float32, c color.Color, w float32) {
	for _, e := range []city.Edges{city.N, city.E, city.S, city.W} {
		sk.band(e, x, y, side, c, w)
	}
}

// objects is the sketch as canvas objects: a rectangle per fill, then the
// texts (for small drawings such as a picker's tile).
func (sk *sketch) objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, 0, len(sk.fills)+len(sk.texts))
	for _, f := range sk.fills {
		r := canvas.NewRectangle(f.c)
		r.Move(fyne.NewPos(f.x, f.y))
		r.Resize(fyne.NewSize(f.w, f.h))
		out = append(out, r)
	}
	return append(out, sk.texts...)
}

// raster paints every fill, clipped to size, into one image at scale
// pixels per unit, covering only the fills' bounds; nil when nothing shows.
func (sk *sketch) raster(size fyne.Size, scale float32) *canvas.Image {
	x0, y0, x1, y1 := size.Width, size.Height, float32(0), float32(0)
	for _, f := range sk.fills {
		x0, y0 = min(x0, max(0, f.x)), min(y0, max(0, f.y))
		x1, y1 = max(x1, min(size.Width, f.x+f.w)), max(y1, min(size.Height, f.y+f.h))
	}
	if x1 <= x0 || y1 <= y0 {
		return nil
	}
	px := func(v float32) int { return int(math.Round(float64(v * scale))) }
	img := image.NewRGBA(image.Rect(0, 0, px(x1-x0), px(y1-y0)))
	for _, f := range sk.fills {
		r := image.Rect(px(f.x-x0), px(f.y-y0), px(f.x-x0+f.w), px(f.y-y0+f.h))
		paintRect(img, r.Intersect(img.Rect), f.c)
	}
	out := canvas.NewImageFromImage(img)
	out.FillMode = canvas.ImageFillStretch
	out.ScaleMode = canvas.ImageScalePixels
	out.Move(fyne.NewPos(x0, y0))
	out.Resize(fyne.NewSize(x1-x0, y1-y0))
	return out
}

// paintRect fills r of img with c, blended over what is there.
func paintRect(img *image.RGBA, r image.Rectangle, c color.NRGBA) {
	if r.Empty() || c.A == 0 {
		return
	}
	a := uint32(c.A)
	sr, sg, sb := uint32(c.R)*a/255, uint32(c.G)*a/255, uint32(c.B)*a/255
	keep := 255 - a
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]
		for i := 0; i < len(row); i += 4 {
			if keep == 0 {
				row[i], row[i+1], row[i+2], row[i+3] = uint8(sr), uint8(sg), uint8(sb), 255
				continue
			}
			row[i] = uint8(sr + uint32(row[i])*keep/255)
			row[i+1] = uint8(sg + uint32(row[i+1])*keep/255)
			row[i+2] = uint8(sb + uint32(row[i+2])*keep/255)
			row[i+3] = uint8(a + uint32(row[i+3])*keep/255)
		}
	}
}
