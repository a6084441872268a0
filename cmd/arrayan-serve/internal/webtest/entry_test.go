package webtest

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// Places on the phone's screens (CSS pixels at 390×844), read off the
// screenshots: Alhambra's "Quick score" on the home screen; the first
// player's name and the first number field on the quick score.
const (
	homeQuickScoreX, homeQuickScoreY = 195, 737
	quickNameX, quickNameY           = 220, 515
	quickNumberX, quickNumberY       = 221, 563
)

// TestNumberFieldsAskForTheNumericKeyboard taps a number field of the
// quick score and then a name field: the page's text input (which the
// phone's keyboard types into) asks for the numeric keyboard, then for
// the text keyboard again.
func TestNumberFieldsAskForTheNumericKeyboard(t *testing.T) {
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	tap(t, ctx, homeQuickScoreX, homeQuickScoreY)
	mode := func() string {
		t.Helper()
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(e => (document.activeElement === e ? "focused " : "") + e.inputMode)(document.getElementById("dummyEntry"))`))
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	tap(t, ctx, quickNumberX, quickNumberY)
	if got := mode(); got != "focused numeric" {
		shot(t, ctx, "phone-quickscore-number-tapped")
		t.Errorf("a number field tapped, the page's input is %q; want focused numeric", got)
	}
	tap(t, ctx, quickNameX, quickNameY)
	if got := mode(); got != "focused text" {
		t.Errorf("a name field tapped, the page's input is %q; want focused text", got)
	}
}
