// Package handovertest helps the UI tests of "Continue on another phone"
// (app/handover): it reads back the QR code a hand-over page shows, with
// setup/qr's reader, as the other phone's camera would.
package handovertest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/setup/qr"
)

// ShownQR is the text of the QR code shown under root (the first image
// of a hand-over page's QR size), read back by setup/qr; the test fails
// when there is none or it cannot be read.
func ShownQR(t testing.TB, root fyne.CanvasObject) string {
	t.Helper()
	var img *canvas.Image
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if i, ok := o.(*canvas.Image); ok && i.Image != nil && i.MinSize().Width == handover.QRShown && img == nil {
			img = i
		}
	})
	if img == nil {
		t.Fatalf("no QR code shown: %v", uitest.Texts(root))
	}
	text, err := qr.ReadImage(img.Image)
	if err != nil {
		t.Fatalf("the QR code shown cannot be read: %v", err)
	}
	return text
}
