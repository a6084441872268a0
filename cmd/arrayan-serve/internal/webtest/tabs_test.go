package webtest

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// otherTabBar is the beginning of the bar of a tab that does not hold the
// data (app/tabs.go).
const otherTabBar = "~Arrayán is open in another tab"

// secondTab opens a new tab in p's browser, the same profile and storage,
// showing the same phone; it closes with the test, and fails it at its end
// if its page reported errors.
func secondTab(t *testing.T, p *chromiumPage) *chromiumPage {
	t.Helper()
	ctx, cancel := chromedp.NewContext(p.ctx)
	t.Cleanup(cancel)
	view := p.view
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(view.width), int64(view.height), chromedp.EmulateScale(view.scale), chromedp.EmulateMobile)); err != nil {
		t.Fatalf("opening a second tab: %v", err)
	}
	q := &chromiumPage{ctx: ctx, view: view}
	checkErrors(t, q)
	return q
}

// toFront brings p's tab to the front, as the player switching to it.
func toFront(t *testing.T, p *chromiumPage) {
	t.Helper()
	if _, err := chromedp.Call(p.ctx, cdppage.BringToFront, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
}

// dealAgain taps Deal on the setup screen and returns the error dialog's
// words, or "" when there is none within a few seconds.
func dealAgain(t *testing.T, p page) string {
	t.Helper()
	tapOn(t, p, "", "button:Deal")
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		s, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		if s.Overlay {
			return s.texts()
		}
	}
	return ""
}

// TestTwoTabsOneHoldsTheData opens the site twice in one browser: the
// first tab holds the data and saves; the second says so in its bar and
// saves nothing (a deal there is refused in words, the stored setup is
// still the first tab's); "Use this tab" moves the data to it (the page
// reloads and saves again), and the first tab then shows the bar and
// refuses to save: the stored setup stays the second tab's.
func TestTwoTabsOneHoldsTheData(t *testing.T) {
	p, srv := chromiumOnly(t)
	open(t, p, srv.URL+"/")
	firsts := dealSabika(t, p)
	if shows(t, p, otherTabBar) {
		t.Fatal("the only tab says another tab holds the data")
	}

	q := secondTab(t, p)
	open(t, q, srv.URL+"/")
	waitFor(t, q, "", otherTabBar)
	shot(t, q, "phone-second-tab")
	// The app opens on the screen left open: the setup screen.
	if said := dealAgain(t, q); !strings.Contains(said, "another tab of Arrayán holds the data") {
		t.Errorf("a deal in the second tab said %q; want the other tab's refusal", said)
	}
	if got := storage(t, q)[setupKey]; got != firsts {
		t.Fatalf("the second tab saved over the first's setup: %q, was %q", got, firsts)
	}

	var before float64
	if err := q.Eval(`performance.timeOrigin`, &before); err != nil {
		t.Fatal(err)
	}
	tapOn(t, q, "", "button:Use this tab")
	if _, err := waitFirstFrame(q, before); err != nil {
		t.Fatalf("the page did not reload after Use this tab: %v", err)
	}
	time.Sleep(1500 * time.Millisecond)
	if shows(t, q, otherTabBar) {
		t.Fatal("the tab moved to still says another tab holds the data")
	}
	tapOn(t, q, "", "button:Deal")
	seconds := waitStorage(t, q, setupKey, func(v string) bool { return v != firsts && strings.Contains(v, `"shown"`) })

	toFront(t, p)
	waitFor(t, p, "", otherTabBar)
	shot(t, p, "phone-first-tab-after-the-move")
	if said := dealAgain(t, p); !strings.Contains(said, "another tab of Arrayán holds the data") {
		t.Errorf("a deal in the first tab after the move said %q; want the other tab's refusal", said)
	}
	time.Sleep(time.Second)
	if got := storage(t, p)[setupKey]; got != seconds {
		t.Errorf("the first tab saved over the second's setup after the move: %q, was %q", got, seconds)
	}
}
