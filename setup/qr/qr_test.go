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

func TestFitsNeverOverflows(t *testing.T) {
	for _, c := range []struct {
		w, h, per int
		want      bool
	}{
		{4000, 3000, 6, true},
		{6000, 6000, 11, false},
		{1 << 31, 1 << 31, 8, false},
		{1<<63 - 1, 2, 1, false},
		{2, 1<<63 - 1, 1, false},
		{0, 10, 1, false},
		{-5, 10, 1, false},
	} {
		if got := fits(c.w, c.h, c.per, maxWork); got != c.want {
			t.Errorf("fits(%d, %d, %d) = %v", c.w, c.h, c.per, got)
		}
	}
}
