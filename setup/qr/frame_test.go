package qr

import (
	"errors"
	"image"
	"image/color"
	"testing"

	"golang.org/x/image/draw"
)

// cameraFrame is what a browser's canvas hands out of a camera's frame:
// 640×480 pixels, 4 bytes each, the QR code of text drawn smaller and off
// centre on a grey table, a little blurred by the scaling.
func cameraFrame(t *testing.T, text string) []byte {
	t.Helper()
	src, err := Image(text, 200)
	if err != nil {
		t.Fatal(err)
	}
	frame := image.NewNRGBA(image.Rect(0, 0, 640, 480))
	draw.Draw(frame, frame.Bounds(), image.NewUniform(color.Gray{Y: 170}), image.Point{}, draw.Src)
	draw.CatmullRom.Scale(frame, image.Rect(250, 140, 470, 360), src, src.Bounds(), draw.Over, nil)
	return frame.Pix
}

// A camera frame's pixels give the code of the QR code in it, a setup
// code or a setup link alike.
func TestReadFrameReadsTheCode(t *testing.T) {
	for _, text := range []string{"1VHP-1VQE-GJ1N-D3XM", "https://example.org/arrayan/#setup=11R3-XYJ1-1G09-F03T"} {
		got, err := ReadFrame(cameraFrame(t, text), 640, 480)
		if err != nil || got != text {
			t.Errorf("ReadFrame = %q, %v; want %q", got, err, text)
		}
	}
}

// A frame without a code, or whose pixels do not match its size, is an
// *Error; one without a code has ErrNoCode in its chain.
func TestReadFrameRefusals(t *testing.T) {
	blank := make([]byte, 4*64*48)
	for i := range blank {
		blank[i] = 255
	}
	_, err := ReadFrame(blank, 64, 48)
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrNoCode) {
		t.Errorf("a blank frame: %v; want an *Error with ErrNoCode", err)
	}
	for _, c := range []struct {
		name         string
		bytes, width int
		height       int
	}{
		{"short", 10, 64, 48},
		{"long", 4*64*48 + 4, 64, 48},
		{"no width", 0, 0, 48},
		{"negative", 4 * 64 * 48, -64, -48},
		{"huge", 16, 1 << 20, 1 << 20},
	} {
		_, err := ReadFrame(make([]byte, c.bytes), c.width, c.height)
		if !errors.As(err, &e) || e.Said().Code != "setup.qr.frame-size" {
			t.Errorf("%s frame: %v; want setup.qr.frame-size", c.name, err)
		}
	}
}
