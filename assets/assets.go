// Package assets embeds Arrayán's own artwork: the app icon (icon.svg is
// the source; icon.png is rendered from it for packaging, and icon-128.png
// scaled down from icon.png, with 8-bit colour, for the window and, its
// pixels in icon-128.rgba, the home screen; icon-192.png, scaled the same
// way, is the web app's install icon, used by the web site only).
package assets

import (
	_ "embed"
	"fmt"
	"image"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

//go:embed icon-128.png
var smallIconPNG []byte

// Icon is the app icon at 512 px, for packages and stores.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)

// SmallIcon is the app icon at 128 px: the window's icon, and
// (SmallIconImage) the home screen's mark.
var SmallIcon = fyne.NewStaticResource("icon-128.png", smallIconPNG)

// smallIconSide is SmallIcon's width and height in pixels.
const smallIconSide = 128

//go:embed icon-128.rgba
var smallIconPixels []byte

// smallIconImage is icon-128.rgba as a picture; empty if the file were not
// the icon's size (a test reads it).
var smallIconImage = func() *image.RGBA {
	if len(smallIconPixels) != smallIconSide*smallIconSide*4 {
		fyne.LogError("reading the embedded app icon", fmt.Errorf("icon-128.rgba has %d bytes, want %d", len(smallIconPixels), smallIconSide*smallIconSide*4))
		return image.NewRGBA(image.Rectangle{})
	}
	return &image.RGBA{Pix: smallIconPixels, Stride: smallIconSide * 4, Rect: image.Rect(0, 0, smallIconSide, smallIconSide)}
}()

// SmallIconImage is SmallIcon's pixels as the GPU takes them (RGBA), for
// the home screen's mark. They are embedded as they are
// (icon-128.rgba, written from icon-128.png by the package's test with
// -update, which checks them against the PNG at every run): in the browser,
// decoding the PNG at start was some 45 ms of the first frame's wait on a
// first visit (docs/web.md, the web budget), and a picture made from the
// resource would be decoded at each resize and refresh. The picture is
// shared: never draw into it.
func SmallIconImage() *image.RGBA { return smallIconImage }
