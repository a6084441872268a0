// Package qr draws a setup code as a QR code and reads one back from a
// picture. Codes use only QR's alphanumeric characters (0–9, A–Z and "-"),
// so even a 16-symbol code fits a small, easily scanned symbol.
package qr

import (
	"bytes"
	"errors"
	"fmt"
	"image"
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

// ErrNoCode is returned when a picture holds no readable QR code.
var ErrNoCode = errors.New("no QR code found in the picture")

// Read decodes the first QR code in a PNG, JPEG or GIF picture and returns
// its text.
func Read(r io.Reader) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxPicture+1))
	if err != nil {
		return "", fmt.Errorf("reading the picture: %w", err)
	}
	if len(data) > maxPicture {
		return "", fmt.Errorf("the picture is larger than %d MB", maxPicture>>20)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", fmt.Errorf("the file is not a PNG, JPEG or GIF picture: %w", err)
	}
	if cfg.Width*cfg.Height > 40_000_000 {
		return "", fmt.Errorf("the picture is too large (%d×%d pixels)", cfg.Width, cfg.Height)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return "", fmt.Errorf("the file is not a PNG, JPEG or GIF picture: %w", err)
	}
	return ReadImage(img)
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
