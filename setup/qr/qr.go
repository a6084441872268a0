// Package qr draws a setup code as a QR code and reads one back from a
// picture. Codes use only QR's alphanumeric characters (0–9, A–Z and "-"),
// so even a 16-symbol code fits a small, easily scanned symbol.
package qr

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	// Register the decoders of the picture formats a user may pick.
	_ "image/gif"
	_ "image/jpeg"
	_ "image/png"
	"io"

	"github.com/makiuchi-d/gozxing"
	qrreader "github.com/makiuchi-d/gozxing/qrcode"
	qrcode "github.com/skip2/go-qrcode"
)

// PNG returns a PNG of text as a QR code, size pixels square, with medium
// error correction (about 15% of the symbol may be damaged or dirty).
func PNG(text string, size int) ([]byte, error) {
	q, err := symbol(text)
	if err != nil {
		return nil, err
	}
	png, err := q.PNG(size)
	if err != nil {
		return nil, fmt.Errorf("drawing the QR code: %w", err)
	}
	return png, nil
}

// Image returns text as a QR code image, size pixels square, with the same
// error correction as PNG.
func Image(text string, size int) (image.Image, error) {
	q, err := symbol(text)
	if err != nil {
		return nil, err
	}
	return q.Image(size), nil
}

// symbol encodes text as a QR symbol with medium error correction.
func symbol(text string) (*qrcode.QRCode, error) {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil, fmt.Errorf("drawing the QR code: %w", err)
	}
	return q, nil
}

// maxPicture bounds the bytes read from a picked file.
const maxPicture = 32 << 20

// maxWork bounds the memory that reading one picture may take, in bytes:
// the decoded pixels plus what the QR reader builds from them. A 12-megapixel
// phone photo takes about 72 MB.
const maxWork = 128 << 20

// readerBytesPerPixel is what the QR reader adds per pixel: a luminance
// byte, and the binarizer's bit matrices and block tables (rounded up).
const readerBytesPerPixel = 3

// ErrNoCode is returned when a picture holds no readable QR code.
var ErrNoCode = errors.New("no QR code found in the picture")

// ErrTooLarge is returned for a picture whose decoding would take more
// than maxWork bytes.
var ErrTooLarge = errors.New("the picture is too large to read; crop it around the code or take a smaller photo")

// Read decodes the first QR code in a PNG, JPEG or GIF picture and returns
// its text. The work is bounded before anything is decoded, by the size
// the picture's header announces, so that a small file claiming a huge
// picture is refused, and no malformed picture can end the app.
func Read(r io.Reader) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxPicture+1))
	if err != nil {
		return "", fmt.Errorf("reading the picture: %w", err)
	}
	if len(data) > maxPicture {
		return "", fmt.Errorf("the picture is larger than %d MB", maxPicture>>20)
	}
	img, err := decodeBounded(data)
	if err != nil {
		return "", err
	}
	return ReadImage(img)
}

// decodeBounded decodes data after checking, from its header, that the
// decoded picture and the reader's work fit maxWork.
func decodeBounded(data []byte) (img image.Image, err error) {
	defer func() {
		if p := recover(); p != nil {
			img, err = nil, fmt.Errorf("the picture is damaged (%v)", p)
		}
	}()
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("the file is not a PNG, JPEG or GIF picture: %w", err)
	}
	if !fits(cfg.Width, cfg.Height, bytesPerPixel(cfg.ColorModel)+readerBytesPerPixel, maxWork) {
		return nil, fmt.Errorf("%w (%d×%d pixels)", ErrTooLarge, cfg.Width, cfg.Height)
	}
	img, _, err = image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("the file is not a PNG, JPEG or GIF picture: %w", err)
	}
	return img, nil
}

// fits reports whether width×height pixels of perPixel bytes each take at
// most limit bytes, without overflowing whatever the header claims.
func fits(width, height, perPixel int, limit uint64) bool {
	if width <= 0 || height <= 0 {
		return false
	}
	w, h, per := uint64(width), uint64(height), uint64(perPixel)
	if w > limit || h > limit/w {
		return false
	}
	return w*h <= limit/per
}

// bytesPerPixel is what one decoded pixel of the colour model takes.
func bytesPerPixel(m color.Model) int {
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.YCbCrModel, color.NYCbCrAModel:
		return 4 // at most: 4:4:4 chroma plus alpha
	case color.RGBAModel, color.NRGBAModel, color.CMYKModel:
		return 4
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 8 // 16-bit RGBA and anything unknown: the widest
}

// ReadImage decodes the first QR code in img.
func ReadImage(img image.Image) (text string, err error) {
	// gozxing reports most failures as errors, but guard against a panic
	// on a malformed picture so that bad input never ends the app.
	defer func() {
		if p := recover(); p != nil {
			text, err = "", fmt.Errorf("%w (%v)", ErrNoCode, p)
		}
	}()
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoCode, err)
	}
	hints := map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_TRY_HARDER: true}
	res, err := qrreader.NewQRCodeReader().Decode(bmp, hints)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoCode, err)
	}
	return res.GetText(), nil
}
