package qr

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"golang.org/x/image/draw"

	"arrayan.io/arrayan/setup/deal"
)

func TestRoundTripPNG(t *testing.T) {
	for _, code := range []string{"1VHP-1VQE-GJ1N-D3XM", "10W1-YF8G-0Q04-KYEV"} {
		data, err := PNG(code, 256)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if got != code {
			t.Errorf("read %q, want %q", got, code)
		}
	}
}

// A photo-like picture: the QR code scaled, placed off-centre on a grey
// background and saved as JPEG is still read.
func TestReadsJPEGOnBackground(t *testing.T) {
	src, err := Image("1VHP-1VQE-GJ1N-D3XM", 200)
	if err != nil {
		t.Fatal(err)
	}
	canvas := image.NewRGBA(image.Rect(0, 0, 640, 480))
	draw.Draw(canvas, canvas.Bounds(), image.NewUniform(color.Gray{Y: 200}), image.Point{}, draw.Src)
	draw.CatmullRom.Scale(canvas, image.Rect(300, 120, 600, 420), src, src.Bounds(), draw.Over, nil)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, canvas, &jpeg.Options{Quality: 80}); err != nil {
		t.Fatal(err)
	}
	got, err := Read(&buf)
	if err != nil || got != "1VHP-1VQE-GJ1N-D3XM" {
		t.Fatalf("Read = %q, %v", got, err)
	}
}

func TestReadErrors(t *testing.T) {
	if _, err := Read(bytes.NewReader([]byte("not a picture"))); err == nil {
		t.Error("read a QR code from text")
	}
	blank := image.NewGray(image.Rect(0, 0, 100, 100))
	var buf bytes.Buffer
	if err := png.Encode(&buf, blank); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(&buf); !errors.Is(err, ErrNoCode) {
		t.Errorf("blank picture: %v, want ErrNoCode", err)
	}
}

func FuzzRead(f *testing.F) {
	data, _ := PNG("1VHP-1VQE-GJ1N-D3XM", 64)
	f.Add(data)
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	f.Add([]byte("GIF89a"))
	if tiny, err := os.ReadFile(filepath.Join("testdata", "tiny-cmyk-progressive.jpg")); err == nil {
		f.Add(tiny)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = Read(bytes.NewReader(data)) // must not panic
	})
}

func BenchmarkPNG(b *testing.B) {
	for b.Loop() {
		if _, err := PNG("1VHP-1VQE-GJ1N-D3XM", 256); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDealCodeQR is the whole path behind the app's "Deal" button:
// deal the largest setup, encode its code, and draw its QR code as a PNG.
func BenchmarkDealCodeQR(b *testing.B) {
	r := deal.Request{Game: deal.MarcoPolo, Players: 4, Seed: 12345, Options: map[string]string{deal.OptMode: "expert"}}
	for b.Loop() {
		s, err := deal.Deal(r)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := PNG(s.Code, 256); err != nil {
			b.Fatal(err)
		}
	}
}

// jpegClaiming returns a small JPEG whose header claims width×height.
func jpegClaiming(t *testing.T, width, height uint16) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, image.NewGray(image.Rect(0, 0, 8, 8)), nil); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	sof := bytes.Index(data, []byte{0xFF, 0xC0})
	if sof < 0 {
		t.Fatal("no SOF0 marker")
	}
	binary.BigEndian.PutUint16(data[sof+5:], height)
	binary.BigEndian.PutUint16(data[sof+7:], width)
	return data
}

// pngClaiming returns a small 16-bit RGBA PNG whose header claims
// width×height (with the header's checksum mended).
func pngClaiming(t *testing.T, width, height uint32) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewRGBA64(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	ihdr := bytes.Index(data, []byte("IHDR"))
	binary.BigEndian.PutUint32(data[ihdr+4:], width)
	binary.BigEndian.PutUint32(data[ihdr+8:], height)
	binary.BigEndian.PutUint32(data[ihdr+17:], crc32.ChecksumIEEE(data[ihdr:ihdr+17]))
	return data
}

// A small file that claims a huge picture is refused from its header,
// before anything is decoded (a 65535×65535 JPEG used to be decoded, and
// a 6000×6000 16-bit PNG passed the old pixel cap at 648 MB of work).
func TestHugeClaimedPicturesAreRefusedBeforeDecoding(t *testing.T) {
	for name, data := range map[string][]byte{
		"jpeg 65535×65535":     jpegClaiming(t, 65535, 65535),
		"png 6000×6000 rgba64": pngClaiming(t, 6000, 6000),
	} {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		before := m.TotalAlloc
		_, err := Read(bytes.NewReader(data))
		if !errors.Is(err, ErrTooLarge) {
			t.Errorf("%s: err = %v, want ErrTooLarge", name, err)
		}
		runtime.ReadMemStats(&m)
		if grew := m.TotalAlloc - before; grew > 8<<20 {
			t.Errorf("%s: refusing took %d MB", name, grew>>20)
		}
	}
}

// The memory accounting saturates instead of overflowing, whatever a
// header claims.
func TestWorkNeverOverflows(t *testing.T) {
	huge := jpegLayout{width: 65535, height: 65535, sampling: [][2]int{{4, 2}, {1, 1}, {1, 1}, {4, 2}}, progressive: true, converted: true}
	if got := huge.work(); got <= maxWork {
		t.Errorf("a 65535×65535 progressive CMYK JPEG takes %d bytes", got)
	}
	for _, c := range []struct{ a, b uint64 }{{1 << 32, 1 << 32}, {math.MaxUint64, 2}} {
		if got := mul(c.a, c.b); got != math.MaxUint64 {
			t.Errorf("mul(%d, %d) = %d, want saturation", c.a, c.b, got)
		}
	}
	if got := add(math.MaxUint64, 1); got != math.MaxUint64 {
		t.Errorf("add overflowed to %d", got)
	}
	for _, cfg := range []image.Config{{Width: 0, Height: 10}, {Width: -5, Height: 10}} {
		if _, err := work(nil, "png", cfg); err == nil {
			t.Errorf("%d×%d picture accepted", cfg.Width, cfg.Height)
		}
	}
}

// allocated is the memory f allocates, in bytes.
func allocated(f func()) uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	before := m.TotalAlloc
	f()
	runtime.ReadMemStats(&m)
	return m.TotalAlloc - before
}

// Pictures of every layout Go decodes differently (progressive CMYK and
// YCbCr JPEGs, baseline grey, interlaced PNG and GIF) are read, and reading
// them allocates no more than the accounting checked against the budget.
func TestReadingStaysWithinItsAccounting(t *testing.T) {
	for _, name := range []string{"cmyk-progressive.jpg", "ycbcr420-progressive.jpg", "gray-baseline.jpg", "rgb-interlaced.png", "gif-interlaced.gif"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want, err := work(data, format, cfg)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var text string
		got := allocated(func() { text, err = Read(bytes.NewReader(data)) })
		if err != nil || text != "1VHP-1VQE-GJ1N-D3XM" {
			t.Errorf("%s: Read = %q, %v", name, text, err)
		}
		if got > want {
			t.Errorf("%s: reading allocated %d bytes, accounted %d", name, got, want)
		}
		t.Logf("%s: allocated %d of %d accounted", name, got, want)
	}
}

// A progressive CMYK JPEG of 4270×4270 pixels (a 261 KB file) passed the
// old 4-bytes-a-pixel check at 127.6 MB and then took some 395 MB: the
// decoder keeps 4 components' coefficients, as int32, besides the pixels.
// It is refused from its header now, having allocated next to nothing.
func TestProgressiveCMYKIsCountedWithItsCoefficients(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "tiny-cmyk-progressive.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	sof := bytes.Index(data, []byte{0xFF, 0xC2})
	if sof < 0 {
		t.Fatal("no SOF2 marker")
	}
	binary.BigEndian.PutUint16(data[sof+5:], 4270)
	binary.BigEndian.PutUint16(data[sof+7:], 4270)
	got := allocated(func() { _, err = Read(bytes.NewReader(data)) })
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("err = %v, want ErrTooLarge", err)
	}
	if got > 8<<20 {
		t.Errorf("refusing took %d MB", got>>20)
	}
}
