package setupscreen

import (
	"bytes"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/setup/deal"
	"arrayan.io/arrayan/setup/qr"
)

// TestQRCarriesTheSiteLink builds with a site address: the QR picture a
// setup saves holds the web app's link to it, and reading that picture
// back (or typing the link) opens the same setup.
func TestQRCarriesTheSiteLink(t *testing.T) {
	uitest.NewApp(t)
	old := siteAddress
	siteAddress = "https://arrayan.example/play/"
	t.Cleanup(func() { siteAddress = old })
	want, err := deal.Deal(deal.Request{Game: deal.Alhambra, Players: 3, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	link := "https://arrayan.example/play/#setup=" + want.Code
	if got := qrText(want.Code); got != link {
		t.Fatalf("the QR code holds %q; want %q", got, link)
	}
	png, err := qr.PNG(qrText(want.Code), qrPixels)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := open(t, deal.Sabika)
	s.readQR(bytes.NewReader(png))
	if s.current == nil || s.current.Code != want.Code {
		t.Fatalf("the link's QR picture opened %+v", s.current)
	}
	s2, _ := open(t, deal.Sabika)
	uitest.TypeInto(s2.codeEntry, link)
	s2.openCode()
	if s2.current == nil || s2.current.Code != want.Code {
		t.Fatalf("the typed link opened %+v", s2.current)
	}
}

// TestQRWithoutSiteAddressIsThePlainCode keeps today's QR code when the
// build knows no site address.
func TestQRWithoutSiteAddressIsThePlainCode(t *testing.T) {
	if siteAddress != "" {
		t.Skip("built with a site address")
	}
	if got := qrText("11R3-XYJ1-1G09-F03T"); got != "11R3-XYJ1-1G09-F03T" {
		t.Errorf("the QR code holds %q", got)
	}
}
