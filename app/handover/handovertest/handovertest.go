// Package handovertest helps the UI tests of "Continue on another phone"
// (app/handover): it reads back the QR code a hand-over page shows, with
// setup/qr's reader, as the other phone's camera would, starts the other
// phone, and doctors a text.
package handovertest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
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

// OtherPhone starts a second test app, with a store of its own, speaking
// language, and a phone-sized window of it (360×740) for the screen that
// receives a game; English is the app's language again after the test.
func OtherPhone(t testing.TB, language string) fyne.Window {
	t.Helper()
	uitest.NewApp(t)
	if err := translation.Use(language); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = translation.Use("en") })
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(360, 740))
	return w
}

// Doctored is text with its middle character changed, as a doctored or
// misread text would be.
func Doctored(text string) string {
	i := len(text) / 2
	swap := byte('A')
	if text[i] == 'A' {
		swap = 'B'
	}
	return text[:i] + string(swap) + text[i+1:]
}
