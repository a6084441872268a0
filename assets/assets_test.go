package assets

import (
	"bytes"
	"flag"
	"image"
	"image/draw"
	"image/png"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "write icon-128.rgba from icon-128.png")

// TestSmallIconImageIsTheSmallIcon: the pixels the home screen shows are
// the PNG's every pixel, in RGBA (with -update, they are written so).
func TestSmallIconImageIsTheSmallIcon(t *testing.T) {
	decoded, err := png.Decode(bytes.NewReader(SmallIcon.Content()))
	if err != nil {
		t.Fatal(err)
	}
	want := image.NewRGBA(decoded.Bounds())
	draw.Draw(want, want.Rect, decoded, decoded.Bounds().Min, draw.Src)
	if *update {
		if err := os.WriteFile("icon-128.rgba", want.Pix, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Skip("icon-128.rgba written: run the test again")
	}
	got := SmallIconImage()
	if got.Rect != want.Rect || got.Rect.Dx() != smallIconSide || got.Stride != want.Stride {
		t.Fatalf("the icon is %v with a stride of %d, want %v (%d px) with %d", got.Rect, got.Stride, want.Rect, smallIconSide, want.Stride)
	}
	if !bytes.Equal(got.Pix, want.Pix) {
		t.Fatal("icon-128.rgba is not icon-128.png's pixels: run go test ./assets -update")
	}
	if SmallIconImage() != got {
		t.Error("the icon is made again at each use")
	}
}
