package qr

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
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
