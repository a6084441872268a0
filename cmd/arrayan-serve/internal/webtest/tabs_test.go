package webtest

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"
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

// toFront brings p's tab to the front, as the player switching to it: a
// tab in the back draws nothing and answers no touch.
func toFront(t *testing.T, p *chromiumPage) {
	t.Helper()
	c := chromedp.FromContext(p.ctx)
	if c == nil || c.Target == nil {
		t.Fatal("no tab to bring to the front")
	}
	if _, err := chromedp.CallBrowser(p.ctx, target.ActivateTarget, target.ActivateTargetParams{TargetID: c.Target.TargetID}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(p.ctx, cdppage.BringToFront, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	var state string
	if err := p.Eval(`document.visibilityState`, &state); err != nil {
		t.Fatal(err)
	}
	t.Logf("the first tab is %s", state)
}

// dealButton swipes the setup screen up, then down, a little at a time
// until its Deal button is in view, and returns it.
func dealButton(t *testing.T, p page) widget {
	t.Helper()
	for i := range 18 {
		s, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		if w, ok := s.lookup("", "button:Deal"); ok {
			return w
		}
		if i < 6 {
			swipe(t, p, 195, 250, 700)
		} else {
			swipe(t, p, 195, 700, 250)
		}
	}
	shot(t, p, "no-deal-button")
	t.Fatal("no Deal button after swiping up and down the setup screen")
	return widget{}
}

// refusedSave taps w, a button that saves, and returns the error
// dialog's words, closed with its OK, or "" when there is none within a
// few seconds.
func refusedSave(t *testing.T, p page, w widget) string {
	t.Helper()
	tapAt(t, p, w)
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		s, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		if s.Overlay {
			tapOn(t, p, "", "button:OK")
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
	if said := refusedSave(t, q, dealButton(t, q)); !strings.Contains(said, "another tab of Arrayán holds the data") {
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
	reloaded := false
	for deadline := time.Now().Add(2 * time.Minute); !reloaded && time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		// An evaluation as the page goes fails: asked again.
		_, err := waitFirstFrame(q, before)
		reloaded = err == nil
	}
	if !reloaded {
		t.Fatal("the page did not reload after Use this tab")
	}
	time.Sleep(1500 * time.Millisecond)
	if shows(t, q, otherTabBar) {
		t.Fatal("the tab moved to still says another tab holds the data")
	}
	tapAt(t, q, dealButton(t, q))
	seconds := waitStorage(t, q, setupKey, func(v string) bool { return v != firsts && strings.Contains(v, `"shown"`) })

	toFront(t, p)
	waitFor(t, p, "", otherTabBar)
	shot(t, p, "phone-first-tab-after-the-move")
	// A part dealt again, below the setup the screen shows.
	if said := refusedSave(t, p, scrollTo(t, p, "~The rest stays", "button:~")); !strings.Contains(said, "another tab of Arrayán holds the data") {
		t.Errorf("a part dealt again in the first tab after the move said %q; want the other tab's refusal", said)
	}
	time.Sleep(time.Second)
	if got := storage(t, p)[setupKey]; got != seconds {
		t.Errorf("the first tab saved over the second's setup after the move: %q, was %q", got, seconds)
	}
}
