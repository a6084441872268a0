package qr

import (
	"image"

	"arrayan.io/arrayan/data/message"
)

// maxFramePixels bounds a camera frame ReadFrame reads: 1920×1080, more
// than the app asks of the camera (it scales frames down to 640 pixels on
// their longer side first).
const maxFramePixels = 1920 * 1080

// What a camera frame that cannot be read says.
var errFrameSize = message.Define("setup.qr.frame-size", "the camera's frame has {{.Bytes}} bytes, not 4 for each of its {{.Width}}×{{.Height}} pixels")

// ReadFrame decodes the first QR code in a camera frame of width×height
// pixels, given as 4 bytes a pixel (red, green, blue, alpha), row after
// row: the pixels a browser's canvas hands out (ImageData.data). A frame
// with no code, or of the wrong size, is an *Error as Read's are.
func ReadFrame(pixels []byte, width, height int) (string, error) {
	if width <= 0 || height <= 0 || width*height > maxFramePixels || len(pixels) != 4*width*height {
		return "", refused(errFrameSize.With(message.Params{"Bytes": len(pixels), "Width": width, "Height": height}), nil)
	}
	frame := &image.NRGBA{Pix: pixels, Stride: 4 * width, Rect: image.Rect(0, 0, width, height)}
	return ReadImage(frame)
}
