// Package assets embeds Arrayán's own artwork: the app icon (icon.svg is
// the source; icon.png is rendered from it for packaging, and icon-128.png
// scaled down from icon.png, with 8-bit colour, for the window and the home
// screen; icon-192.png, scaled the same way, is the web app's install icon,
// used by the web site only).
package assets

import (
	"bytes"
	_ "embed"
	"image"
	"image/draw"
	"image/png"
	"sync"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

//go:embed icon-128.png
var smallIconPNG []byte

// Icon is the app icon at 512 px, for packages and stores.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)

// SmallIcon is the app icon at 128 px: the window's icon, and decoded
// (SmallIconImage) the home screen's mark. Decoding it takes a fraction of
// the large icon's time, which counts at start-up.
var SmallIcon = fyne.NewStaticResource("icon-128.png", smallIconPNG)

// SmallIconImage is SmallIcon decoded, once, into the pixels the GPU takes
// (RGBA), for the home screen's mark. A picture made from the resource is
// decoded each time it is resized or refreshed (twice before the home
// screen's first frame) and converted to RGBA at each drawing: in the
// browser that was a few milliseconds of the first frame's wait each time.
// It is empty only if the embedded file were not a PNG (a test reads it).
var SmallIconImage = sync.OnceValue(func() *image.RGBA {
	decoded, err := png.Decode(bytes.NewReader(smallIconPNG))
	if err != nil {
		fyne.LogError("decoding the embedded app icon", err)
		return image.NewRGBA(image.Rectangle{})
	}
	pixels := image.NewRGBA(decoded.Bounds())
	draw.Draw(pixels, pixels.Rect, decoded, decoded.Bounds().Min, draw.Src)
	return pixels
})
