package webtest

import (
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"
)

// longTests may take longer than a browser's usual four minutes (pageLimit).
var longTests = map[string]time.Duration{"TestWalkThroughTheWholeApp": time.Hour, "TestGameHandedToAnotherProfile": 10 * time.Minute, "TestNoHuntingAtTheTable": 20 * time.Minute, "TestTwoTabsOneHoldsTheData": 10 * time.Minute, "TestYusufsTurnReadAloud": 10 * time.Minute}

// pageLimit is how long a test may drive one browser: four minutes, or
// longer for the tests in longTests.
func pageLimit(t *testing.T) time.Duration {
	top, _, _ := strings.Cut(t.Name(), "/")
	if d, ok := longTests[top]; ok {
		return d
	}
	return 4 * time.Minute
}

// wheeler is a page that scrolls with a mouse's wheel where a finger's
// swipe does not (WebKit).
type wheeler interface {
	Wheel(x, y, dy float64) error
}

// pageWalker walks the app in one engine's page (see walk).
type pageWalker struct {
	t *testing.T
	p page
}

func (w pageWalker) look() (screen, error)  { return visible(w.p) }
func (w pageWalker) tap(x, y float64) error { return w.p.Tap(x, y) }
func (w pageWalker) swipe(x, y0, y1 float64) error {
	if wh, ok := w.p.(wheeler); ok {
		return wh.Wheel(x, (y0+y1)/2, y0-y1)
	}
	return w.p.Drag(x, y0, x, y1)
}
func (w pageWalker) typeText(text string) error { return w.p.Type(text) }
func (w pageWalker) pageErrors() []string       { return pageErrors(w.t, w.p) }
func (w pageWalker) save(name string)           { shot(w.t, w.p, name) }
func (w pageWalker) size() (width, height float64) {
	v := w.p.View()
	return float64(v.width), float64(v.height)
}

// newPageWalk is a walk in p.
func newPageWalk(t *testing.T, p page) *walk {
	w := pageWalker{t, p}
	width, height := w.size()
	return &walk{t: t, w: w, width: width, height: height}
}

// TestWalkThroughTheWholeApp opens every screen after every other one and
// then walks at random (see walk), on a phone in each engine (the pairs in
// Chromium alone unless ARRAYAN_WALK_PAIRS=all). WebKit's
// WebDriver has no touch: there its taps are clicks and a swipe is a turn
// of the mouse's wheel.
func TestWalkThroughTheWholeApp(t *testing.T) {
	forEachEngine(t, phoneView, func(t *testing.T, p page, srv *httptest.Server) {
		open(t, p, srv.URL+"/")
		// Every ordered pair of screens takes some 650 actions, ten minutes
		// or more in each engine: in CI's time they are opened in Chromium,
		// and in WebKit and Firefox with ARRAYAN_WALK_PAIRS=all.
		if p.Engine() != "chromium" && os.Getenv("ARRAYAN_WALK_PAIRS") != "all" {
			t.Setenv("ARRAYAN_WALK_PAIRS", "0")
		}
		k := newPageWalk(t, p)
		runWalk(t, k.w, k.width, k.height)
	})
}

// TestQuickScoreAfterQuickScore is the sequence that crashed the web build
// built with Fyne's fyneDo migration in every run: Alhambra's quick score,
// Back, then Granada's (docs/web.md, "One Fyne mode").
func TestQuickScoreAfterQuickScore(t *testing.T) {
	forEachEngine(t, phoneView, func(t *testing.T, p page, srv *httptest.Server) {
		open(t, p, srv.URL+"/")
		k := newPageWalk(t, p)
		k.all = []opener{{"", "History and statistics"}, {"Alhambra", "Quick score"}, {"Granada", "Quick score"}}
		k.open(opener{"Alhambra", "Quick score"})
		k.home()
		k.open(opener{"Granada", "Quick score"})
		waitFor(t, p, "", "entry:Player 1")
		k.home()
		k.check()
	})
}
