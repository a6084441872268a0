package assets

import (
	"bytes"
	"image/color"
	"image/png"
	"testing"
)

// TestSmallIconImageIsTheSmallIcon: the decoded icon the home screen shows
// is the PNG's every pixel, in RGBA.
func TestSmallIconImageIsTheSmallIcon(t *testing.T) {
	want, err := png.Decode(bytes.NewReader(SmallIcon.Content()))
	if err != nil {
		t.Fatal(err)
	}
	got := SmallIconImage()
	if got.Bounds() != want.Bounds() || got.Bounds().Dx() != 128 {
		t.Fatalf("decoded icon is %v, want %v (128 px)", got.Bounds(), want.Bounds())
	}
	b := got.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if g, w := color.RGBAModel.Convert(got.At(x, y)), color.RGBAModel.Convert(want.At(x, y)); g != w {
				t.Fatalf("pixel (%d,%d) is %v, want %v", x, y, g, w)
			}
		}
	}
	if SmallIconImage() != got {
		t.Error("the icon is decoded again at each use")
	}
}
