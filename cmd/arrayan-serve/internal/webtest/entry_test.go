package webtest

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestNumberFieldsAskForTheNumericKeyboard taps a number field of the
// quick score and then a name field: the page's text input (which the
// phone's keyboard types into) asks for the numeric keyboard, then for
// the text keyboard again.
func TestNumberFieldsAskForTheNumericKeyboard(t *testing.T) {
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	tapOn(t, ctx, "Alhambra", "Quick score")
	// mode waits up to 10 s for the page's input to be as want says, and
	// returns what it is.
	mode := func(want string) string {
		t.Helper()
		var got string
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline) && got != want; time.Sleep(100 * time.Millisecond) {
			var err error
			got, err = chromedp.Run(ctx, chromedp.Evaluate[string](`(e => (document.activeElement === e ? "focused " : "") + e.inputMode)(document.getElementById("dummyEntry"))`))
			if err != nil {
				t.Fatal(err)
			}
		}
		return got
	}
	tapOn(t, ctx, "entry:Player 1", "entry:0") // the first player's first number
	if got := mode("focused numeric"); got != "focused numeric" {
		shot(t, ctx, "phone-quickscore-number-tapped")
		t.Errorf("a number field tapped, the page's input is %q; want focused numeric", got)
	}
	tapOn(t, ctx, "", "entry:Player 1")
	if got := mode("focused text"); got != "focused text" {
		t.Errorf("a name field tapped, the page's input is %q; want focused text", got)
	}
}
