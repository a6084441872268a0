package setupscreen

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/setup/code"
	"arrayan.io/arrayan/setup/deal"
)

// A setup code the engine refuses, for each reason it gives (a wrong
// symbol, a wrong length, a mistyped check, a newer format, fields that
// make no setup), and a picture the QR reader refuses are said in Spanish
// and in Russian: no English sentence of the engine's reaches the screen.
func TestRefusedCodeInThePlayersLanguage(t *testing.T) {
	noSetup, err := code.Encode(code.Fields{Game: 0, Players: 7}) // Sabika is for 1 to 4
	if err != nil {
		t.Fatal(err)
	}
	refused := map[string]string{
		"symbol":   "1VHP-1VQE-GJ1N-D3X!",
		"short":    "1VHP",
		"length":   "1VHP-1VQE-GJ1N-D3XMM",
		"check":    "1VHP-1VQE-GJ1N-D3XX",
		"newer":    "2333-3333-3333-333D",
		"no setup": noSetup,
	}
	for _, l := range []string{"es", "ru"} {
		t.Run(l, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(l); err != nil {
				t.Fatal(err)
			}
			s, w := open(t, deal.Alhambra)
			for why, text := range refused {
				if _, err := deal.FromCode(text); err == nil {
					t.Fatalf("%s: the engine deals %q", why, text)
				}
				uitest.TypeInto(s.codeEntry, text)
				uitest.Tap(t, w.Content(), lang.X("setup.code.open", "Open code"))
				if !s.codeMessage.Visible() || s.codeMessage.Text == "" {
					t.Errorf("%s: %q shows no message", why, text)
				}
				uitest.NoEnglish(t, w, l)
			}
			// a picture the QR reader refuses, as the file picker hands
			// it over (no picker is driven in a test)
			var blank bytes.Buffer
			if err := png.Encode(&blank, image.NewGray(image.Rect(0, 0, 64, 64))); err != nil {
				t.Fatal(err)
			}
			for why, picture := range map[string][]byte{"not a picture": []byte("not a picture"), "no code": blank.Bytes()} {
				s.readQR(bytes.NewReader(picture))
				if !s.codeMessage.Visible() || !strings.HasPrefix(s.codeMessage.Text, lang.X("setup.qr.unreadable", "")) {
					t.Errorf("%s: shows %q", why, s.codeMessage.Text)
				}
				uitest.NoEnglish(t, w, l)
			}
		})
	}
}

// On a phone, with a few last setups under the code field and the page at
// its top, a refused code's reason shows whole beside the field in Spanish
// and in Russian too, whose words run longer than English.
func TestRefusedCodeInViewOnAPhone(t *testing.T) {
	for _, l := range []string{"es", "ru"} {
		t.Run(l, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(l); err != nil {
				t.Fatal(err)
			}
			w := uitest.Window(t, nil)
			w.Resize(fyne.NewSize(360, 740))
			s := newScreen(w, deal.Alhambra, nil)
			w.SetContent(s.object)
			for range 6 {
				uitest.Tap(t, w.Content(), lang.X("setup.deal", "Deal"))
			}
			for _, text := range []string{"1VHP-1VQE-GJ1N-D3XX", "2333-3333-3333-333D", "1VHP-1VQE-GJ1N-D3X!"} {
				s.scroll.ScrollToTop()
				uitest.TypeInto(s.codeEntry, text)
				uitest.Tap(t, w.Content(), lang.X("setup.code.open", "Open code"))
				if !s.codeMessage.Visible() {
					t.Fatalf("%q: no message", text)
				}
				uitest.InView(t, w.Canvas(), s.codeMessage)
				uitest.InView(t, w.Canvas(), s.codeEntry)
			}
		})
	}
}
