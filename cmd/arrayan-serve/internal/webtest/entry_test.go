package webtest

import (
	"net/http/httptest"
	"testing"
	"time"
)

// TestNumberFieldsAskForTheNumericKeyboard taps a number field of the
// quick score and then a name field: the page's text input (which the
// phone's keyboard types into) asks for the numeric keyboard, then for
// the text keyboard again.
func TestNumberFieldsAskForTheNumericKeyboard(t *testing.T) {
	forEachEngine(t, phoneView, numberFieldsAskForTheNumericKeyboard)
}

// numberFieldsAskForTheNumericKeyboard is
// TestNumberFieldsAskForTheNumericKeyboard in one engine.
func numberFieldsAskForTheNumericKeyboard(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	tapOn(t, p, "Alhambra", "Quick score")
	// mode waits up to 10 s for the page's input to be as want says, and
	// returns what it is.
	mode := func(want string) string {
		t.Helper()
		var got string
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline) && got != want; time.Sleep(100 * time.Millisecond) {
			if err := p.Eval(`(e => (document.activeElement === e ? "focused " : "") + e.inputMode)(document.getElementById("dummyEntry"))`, &got); err != nil {
				t.Fatal(err)
			}
		}
		return got
	}
	tapOn(t, p, "entry:Player 1", "entry:0") // the first player's first number
	if got := mode("focused numeric"); got != "focused numeric" {
		shot(t, p, "phone-quickscore-number-tapped")
		t.Errorf("a number field tapped, the page's input is %q; want focused numeric", got)
	}
	tapOn(t, p, "", "entry:Player 1")
	if got := mode("focused text"); got != "focused text" {
		t.Errorf("a name field tapped, the page's input is %q; want focused text", got)
	}
}
