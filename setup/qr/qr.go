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
	"math"
	"math/bits"

	"github.com/makiuchi-d/gozxing"
	qrreader "github.com/makiuchi-d/gozxing/qrcode"
	qrcode "github.com/skip2/go-qrcode"

	"arrayan.io/arrayan/data/message"
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
// what the decoder allocates (pixels, a progressive JPEG's coefficients, a
// colour conversion's copy) plus what the QR reader builds from the pixels.
// A 12-megapixel baseline phone photo takes about 100 MB.
const maxWork = 128 << 20

// readerBytesPerPixel is what the QR reader adds per pixel: a grey byte
// (see grey), the reader's own luminance byte, and the binarizer's bit
// matrices and block tables (rounded up).
const readerBytesPerPixel = 3

// ErrNoCode is in the chain of Read's error when a picture holds no
// readable QR code.
var ErrNoCode = errors.New("no QR code found in the picture")

// ErrTooLarge is in the chain of Read's error for a picture whose decoding
// would take more than maxWork bytes.
var ErrTooLarge = errors.New("the picture is too large to read")

// What a picture that yields no code says.
var (
	errRead          = message.Define("setup.qr.read", "reading the picture: {{.Err}}")
	errLarger        = message.Define("setup.qr.larger", "the picture is larger than {{.MB}} MB")
	errDamaged       = message.Define("setup.qr.damaged", "the picture is damaged ({{.Detail}})")
	errDamagedHeader = message.Define("setup.qr.damaged-jpeg", "the picture is damaged (no readable JPEG frame header)")
	errNotPicture    = message.Define("setup.qr.not-picture", "the file is not a PNG, JPEG or GIF picture: {{.Detail}}")
	errTooLarge      = message.Define("setup.qr.too-large", "the picture is too large to read; crop it around the code or take a smaller photo ({{.Width}}×{{.Height}} pixels)")
	errNoPixels      = message.Define("setup.qr.no-pixels", "the picture has no pixels ({{.Width}}×{{.Height}})")
	errNoCode        = message.Define("setup.qr.no-code", "no QR code found in the picture: {{.Detail}}")
)

// Error is a picture that yields no code: what it says, and the cause in
// its chain (ErrNoCode, ErrTooLarge, or the reader's or decoder's error).
type Error struct {
	said  message.Message
	cause error
}

// refused is the *Error that says m, caused by cause (or nil).
func refused(m message.Message, cause error) *Error { return &Error{said: m, cause: cause} }

// Error returns the message in English.
func (e *Error) Error() string { return e.said.Error() }

// Said is what the error says, for the app to word in the player's
// language.
func (e *Error) Said() message.Message { return e.said }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.cause }

// Read decodes the first QR code in a PNG, JPEG or GIF picture and returns
// its text. The work is bounded before anything is decoded, by the size
// and layout the picture's header announces, so that a small file claiming
// a huge picture is refused, and no malformed picture can end the app.
func Read(r io.Reader) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxPicture+1))
	if err != nil {
		return "", refused(errRead.With(message.Params{"Err": err.Error()}), err)
	}
	if len(data) > maxPicture {
		return "", refused(errLarger.With(message.Params{"MB": maxPicture >> 20}), nil)
	}
	img, err := decodeBounded(data)
	if err != nil {
		return "", err
	}
	return ReadImage(img)
}

// decodeBounded decodes data after checking, from its header, that the
// decoder's and the reader's work fit maxWork.
func decodeBounded(data []byte) (img image.Image, err error) {
	defer func() {
		if p := recover(); p != nil {
			img, err = nil, refused(errDamaged.With(message.Params{"Detail": fmt.Sprint(p)}), nil)
		}
	}()
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, refused(errNotPicture.With(message.Params{"Detail": err.Error()}), err)
	}
	need, err := work(data, format, cfg)
	if err != nil {
		return nil, err
	}
	if need > maxWork {
		return nil, refused(errTooLarge.With(message.Params{"Width": cfg.Width, "Height": cfg.Height}), ErrTooLarge)
	}
	img, _, err = image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, refused(errNotPicture.With(message.Params{"Detail": err.Error()}), err)
	}
	return img, nil
}

// work is the memory, in bytes, that decoding the picture in data (of the
// given format and header) and reading a code from it take, as Go's
// decoders allocate it; it saturates instead of overflowing, whatever the
// header claims.
func work(data []byte, format string, cfg image.Config) (uint64, error) {
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return 0, refused(errNoPixels.With(message.Params{"Width": cfg.Width, "Height": cfg.Height}), nil)
	}
	pixels := mul(uint64(cfg.Width), uint64(cfg.Height))
	var decoding uint64
	switch format {
	case "jpeg":
		l, err := readJPEGLayout(data)
		if err != nil {
			return 0, err
		}
		decoding = l.work()
	case "png":
		decoding = mul(pixels, pngBytesPerPixel(data))
	default:
		// GIF: one palette index a pixel, copied once more when the
		// frame is interlaced; anything else at the widest pixel.
		decoding = mul(pixels, bytesPerPixel(cfg.ColorModel)*2)
	}
	return add(decoding, mul(pixels, readerBytesPerPixel)), nil
}

// pngBytesPerPixel is what Go's PNG decoder allocates per pixel for the
// picture whose IHDR starts data: 1 byte for a palette index, 4 for 8-bit
// samples and 8 for 16-bit ones (grey with a transparent colour becomes
// NRGBA, which the header alone does not tell, so grey counts as colour),
// twice over when interlaced (each pass has its own image).
func pngBytesPerPixel(data []byte) uint64 {
	const depthAt, colourAt, interlaceAt = 24, 25, 28 // signature 8, chunk head 8, then IHDR's fields
	if len(data) <= interlaceAt {
		return 16 // cannot happen after DecodeConfig; count the widest
	}
	per := uint64(4)
	switch {
	case data[colourAt] == 3:
		per = 1
	case data[depthAt] == 16:
		per = 8
	}
	if data[interlaceAt] != 0 {
		per *= 2
	}
	return per
}

// bytesPerPixel is what one decoded pixel of the colour model takes.
func bytesPerPixel(m color.Model) uint64 {
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.RGBAModel, color.NRGBAModel, color.CMYKModel, color.YCbCrModel, color.NYCbCrAModel:
		return 4
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 8 // 16-bit RGBA and anything unknown: the widest
}

// mul is a×b, or the largest uint64 when that overflows.
func mul(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	if hi != 0 {
		return math.MaxUint64
	}
	return lo
}

// add is a+b, or the largest uint64 when that overflows.
func add(a, b uint64) uint64 {
	sum, carry := bits.Add64(a, b, 0)
	if carry != 0 {
		return math.MaxUint64
	}
	return sum
}

// ReadImage decodes the first QR code in img.
func ReadImage(img image.Image) (text string, err error) {
	// gozxing reports most failures as errors, but guard against a panic
	// on a malformed picture so that bad input never ends the app.
	defer func() {
		if p := recover(); p != nil {
			text, err = "", refused(errNoCode.With(message.Params{"Detail": fmt.Sprint(p)}), ErrNoCode)
		}
	}()
	bmp, err := gozxing.NewBinaryBitmapFromImage(grey(img))
	if err != nil {
		return "", refused(errNoCode.With(message.Params{"Detail": err.Error()}), ErrNoCode)
	}
	hints := map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_TRY_HARDER: true}
	res, err := qrreader.NewQRCodeReader().Decode(bmp, hints)
	if err != nil {
		return "", refused(errNoCode.With(message.Params{"Detail": err.Error()}), ErrNoCode)
	}
	return res.GetText(), nil
}

// grey returns img as the grey levels the QR reader works on, with the
// reader's own formula ((r+2g+b)/4 over white). The reader would take each
// pixel through image.Image's At, which boxes every colour of a YCbCr or
// CMYK picture on the heap (about 4 bytes of garbage a pixel); the typed
// accessors here box nothing.
func grey(img image.Image) *image.Gray {
	if g, ok := img.(*image.Gray); ok {
		return g
	}
	at := colourAt(img)
	b := img.Bounds()
	out := image.NewGray(b)
	i := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := at(x, y)
			lum := (r + 2*g + bl) * 255 / (4 * 0xffff)
			out.Pix[i] = byte((lum*a + (0xffff-a)*255) / 0xffff)
			i++
		}
	}
	return out
}

// colourAt returns a function giving img's colour at a point as
// premultiplied 16-bit RGBA, through the picture type's typed accessor.
func colourAt(img image.Image) func(x, y int) (r, g, b, a uint32) {
	switch m := img.(type) {
	case *image.YCbCr:
		return func(x, y int) (r, g, b, a uint32) { return m.YCbCrAt(x, y).RGBA() }
	case *image.NYCbCrA:
		return func(x, y int) (r, g, b, a uint32) { return m.NYCbCrAAt(x, y).RGBA() }
	case *image.CMYK:
		return func(x, y int) (r, g, b, a uint32) { return m.CMYKAt(x, y).RGBA() }
	case *image.RGBA:
		return func(x, y int) (r, g, b, a uint32) { return m.RGBAAt(x, y).RGBA() }
	case *image.NRGBA:
		return func(x, y int) (r, g, b, a uint32) { return m.NRGBAAt(x, y).RGBA() }
	case *image.RGBA64:
		return func(x, y int) (r, g, b, a uint32) { return m.RGBA64At(x, y).RGBA() }
	case *image.NRGBA64:
		return func(x, y int) (r, g, b, a uint32) { return m.NRGBA64At(x, y).RGBA() }
	case *image.Gray16:
		return func(x, y int) (r, g, b, a uint32) { return m.Gray16At(x, y).RGBA() }
	}
	// Paletted pictures' colours are boxed once, in the palette.
	return func(x, y int) (r, g, b, a uint32) { return img.At(x, y).RGBA() }
}
