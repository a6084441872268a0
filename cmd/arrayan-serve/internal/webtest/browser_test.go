package webtest

import (
	"bytes"
	"errors"
	"image"
	_ "image/png"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// siteDir is the web build under test: ARRAYAN_WEB_DIR, or build/web of
// this checkout.
func siteDir(t *testing.T) string {
	t.Helper()
	if os.Getenv("ARRAYAN_WEB_TEST") == "" {
		t.Skip("browser tests run with ARRAYAN_WEB_TEST=1 (make test-web)")
	}
	dir := os.Getenv("ARRAYAN_WEB_DIR")
	if dir == "" {
		dir = "../../../../build/web"
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(abs, "arrayan.wasm")); err != nil {
		t.Skipf("no web build in %s (make web): %v", abs, err)
	}
	return abs
}

// shotDir is where screenshots go: ARRAYAN_WEB_SHOTS, or build/web-shots.
func shotDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("ARRAYAN_WEB_SHOTS")
	if dir == "" {
		dir = "../../../../build/web-shots"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// waitFirstFrame waits for the app's first frame in a page other than the
// one that started at before (its performance.timeOrigin) and returns its
// time in milliseconds from navigation.
func waitFirstFrame(p page, before float64) (float64, error) {
	for range 1200 {
		var at float64
		if err := p.Eval(`performance.timeOrigin != `+strconv.FormatFloat(before, 'f', -1, 64)+` && window.arrayanFirstFrame || 0`, &at); err != nil {
			return 0, err
		}
		if at > 0 {
			return at, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return 0, errors.New("no first frame within two minutes")
}

// open navigates to url (a reload when the page is there) and waits for
// the app's first frame; it returns its time in milliseconds from
// navigation.
func open(t *testing.T, p page, url string) float64 {
	t.Helper()
	var before float64
	if err := p.Eval(`performance.timeOrigin`, &before); err != nil {
		t.Fatal(err)
	}
	started := time.Now()
	if err := p.Navigate(url); err != nil {
		t.Fatalf("opening %s in %s: %v", url, p.Engine(), err)
	}
	loaded := time.Since(started)
	at, err := waitFirstFrame(p, before)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: the page loaded in %.1f s, its first frame %.1f s after navigation", p.Engine(), loaded.Seconds(), at/1000)
	time.Sleep(1500 * time.Millisecond) // the app settles its input after the first frame
	return at
}

// shot saves a screenshot as ENGINE-NAME.png in the screenshot folder and
// returns it.
func shot(t *testing.T, p page, name string) image.Image {
	t.Helper()
	png, img := capture(t, p)
	save(t, p, name, png)
	return img
}

// shotChanged waits up to 10 s for the screen to differ from before by at
// least share (the app draws what a touch changed a frame or more after
// it, later on a busy machine), saves the screenshot as ENGINE-NAME.png and
// returns it with the share of its pixels that differ.
func shotChanged(t *testing.T, p page, name string, before image.Image, share float64) (image.Image, float64) {
	t.Helper()
	var png []byte
	var img image.Image
	var d float64
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		png, img = capture(t, p)
		if d = differing(before, img); d >= share || time.Now().After(deadline) {
			break
		}
	}
	save(t, p, name, png)
	return img, d
}

// capture takes a screenshot: the PNG and its picture.
func capture(t *testing.T, p page) ([]byte, image.Image) {
	t.Helper()
	png, err := p.Screenshot()
	if err != nil {
		t.Fatalf("a screenshot in %s: %v", p.Engine(), err)
	}
	img, _, err := image.Decode(bytes.NewReader(png))
	if err != nil {
		t.Fatal(err)
	}
	return png, img
}

// save writes a screenshot as ENGINE-NAME.png in the screenshot folder.
func save(t *testing.T, p page, name string, png []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(shotDir(t), p.Engine()+"-"+name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// withoutRightEdge is a screenshot without its right-most 5% (where a
// scroll bar is drawn).
func withoutRightEdge(img image.Image) image.Image {
	r := img.Bounds()
	r.Max.X -= r.Dx() / 20
	return img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(r)
}

// differing is the share of pixels that differ between two pictures of one
// size (1 when the sizes differ).
func differing(a, b image.Image) float64 {
	if a.Bounds() != b.Bounds() {
		return 1
	}
	n, total := 0, 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			total++
			if a.At(x, y) != b.At(x, y) {
				n++
			}
		}
	}
	return float64(n) / float64(total)
}

// storage returns the states the app keeps in the page's IndexedDB
// (app/store's browser back-end), each under the key its file has on the
// desktop, "arrayan/state/NAME.json" (the key it had in localStorage).
func storage(t *testing.T, p page) map[string]string {
	t.Helper()
	var got map[string]string
	if err := p.Eval(idbStates, &got); err != nil {
		t.Fatal(err)
	}
	return got
}

// setupKey is the setup screen's state in the browser's storage: the
// store's key for "setup.screen".
const setupKey = "arrayan/state/setup.screen.json"

// dealSabika opens Sabika's "Deal a setup" from the home screen, taps Deal
// and waits until the dealt setup is saved; it returns the saved state.
func dealSabika(t *testing.T, p page) string {
	t.Helper()
	tapOn(t, p, "Sabika", "Deal a setup")
	tapOn(t, p, "", "button:Deal")
	return waitStorage(t, p, setupKey, func(v string) bool { return strings.Contains(v, `"shown"`) })
}

// TestPhoneLayoutFromTheFirstFrame opens the site on a 390×844 phone at a
// device pixel ratio of 3: the first frame fills the phone's screen, drawn
// at two device pixels per CSS pixel (the page's cap), and is already the
// settled phone layout (one column, phone text size), not a desktop's that
// a resize later corrects. Only the scroll bar, a few pixels, comes after
// it (ui.HoldScrollBars), and Go's garbage collector, held until then
// (app.HoldCollector), runs again.
//
// WebKitGTK emulates no device pixel ratio: there the phone has one device
// pixel per CSS pixel, and its canvas is 390×844.
func TestPhoneLayoutFromTheFirstFrame(t *testing.T) {
	forEachEngine(t, phoneView, func(t *testing.T, p page, srv *httptest.Server) {
		open(t, p, srv.URL+"/")
		first := shot(t, p, "phone-first-frame")
		var canvas []float64
		if err := p.Eval(`(c => [c.width, c.height, c.getBoundingClientRect().width])(document.querySelector("canvas"))`, &canvas); err != nil {
			t.Fatal(err)
		}
		// The page draws at most two device pixels per CSS pixel
		// (index.html, capPixelRatio): 780×1688 on this phone of three.
		k := min(2, p.View().scale)
		if len(canvas) != 3 || canvas[0] != 390*k || canvas[1] != 844*k || canvas[2] != 390 {
			t.Errorf("canvas %v; want %g×%g pixels (%g per CSS pixel), 390 CSS pixels wide", canvas, 390*k, 844*k, k)
		}
		laidOutForThePhone(t, p, first)
	})
}

// laidOutForThePhone checks the app after its first frame, first: the
// scroll bars and garbage collection come back, the collector was held as
// the window was made, and the settled screen is the first frame but for
// the scroll bar.
func laidOutForThePhone(t *testing.T, p page, first image.Image) {
	t.Helper()
	waitUntil(t, p, "the scroll bars shown after the first frame", func(s screen) bool { return s.ScrollBars })
	waitUntil(t, p, "garbage collection again after the first frame", func(s screen) bool { return s.Collecting })
	if now, err := visible(p); err != nil {
		t.Fatal(err)
	} else if !now.HeldAtStart {
		t.Error("Go's garbage collector ran as the window was made; the app holds it until the first frame (app.HoldCollector)")
	}
	time.Sleep(time.Second)
	settled := shot(t, p, "phone-home")
	// The scroll bar, at the right edge, may come between the two shots.
	if d := differing(withoutRightEdge(first), withoutRightEdge(settled)); d > 0.005 {
		t.Errorf("%.1f%% of the first frame changed once settled: it was not laid out for the phone", 100*d)
	}
}

// TestScreenshotsAtPhoneAndTabletSizes saves the home screen at a phone's
// landscape and a tablet's sizes, for people to look at: in Chromium only,
// which emulates both devices whole.
func TestScreenshotsAtPhoneAndTabletSizes(t *testing.T) {
	for _, size := range []struct {
		name string
		view viewport
	}{
		{"phone-landscape", viewport{844, 390, 3}},
		{"tablet", viewport{820, 1180, 2}},
	} {
		t.Run(size.name, func(t *testing.T) {
			forEachEngine(t, size.view, func(t *testing.T, p page, srv *httptest.Server) {
				open(t, p, srv.URL+"/")
				time.Sleep(2 * time.Second)
				shot(t, p, size.name+"-home")
			}, "chromium")
		})
	}
}

// TestSavedDataSurvivesReloadAndOffline deals a setup by tapping, reloads
// the page (the setup is still there), then stops the server and switches
// the network off (where the engine can: page.Offline): a reload still
// opens the app, from the service worker's cache, with the same saved
// data.
func TestSavedDataSurvivesReloadAndOffline(t *testing.T) {
	forEachEngine(t, phoneView, savedDataSurvivesReloadAndOffline)
}

// savedDataSurvivesReloadAndOffline is TestSavedDataSurvivesReloadAndOffline
// in one engine.
func savedDataSurvivesReloadAndOffline(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	saved := dealSabika(t, p)
	if !strings.Contains(saved, `"arrayan_state": 1`) {
		t.Fatalf("after dealing, the setup screen's state in storage is %q; want the store's envelope", saved)
	}
	shot(t, p, "phone-setup-dealt")

	// The service worker has the whole site before the network goes.
	var ready bool
	if err := p.Eval(`navigator.serviceWorker.ready
		.then(() => caches.keys())
		.then(names => Promise.all(names.map(n => caches.open(n).then(c => c.match("arrayan.wasm")))))
		.then(hits => hits.some(h => !!h))`, &ready); err != nil || !ready {
		t.Fatalf("the service worker did not cache the site: %v", err)
	}

	open(t, p, srv.URL+"/")
	if got := storage(t, p)[setupKey]; got != saved {
		t.Fatalf("after a reload the saved setup is %q; want %q", got, saved)
	}
	waitFor(t, p, "", "button:Deal") // the app reopens on the setup screen
	reloaded := shot(t, p, "phone-setup-after-reload")

	srv.Close()
	if err := p.Offline(); err != nil {
		t.Fatalf("taking %s off the network: %v", p.Engine(), err)
	}
	open(t, p, srv.URL+"/")
	if got := storage(t, p)[setupKey]; got != saved {
		t.Fatalf("offline the saved setup is %q; want %q", got, saved)
	}
	waitFor(t, p, "", "button:Deal")
	offline := shot(t, p, "phone-setup-offline")
	if d := differing(reloaded, offline); d > 0.01 {
		t.Errorf("offline the setup screen differs from online by %.1f%% of its pixels", 100*d)
	}
}

// TestHostileValueIsKeptAside puts a value the setup screen's check
// refuses into storage: opening the screen keeps it aside under a new key
// (nothing lost) and the player is told.
func TestHostileValueIsKeptAside(t *testing.T) {
	forEachEngine(t, phoneView, hostileValueIsKeptAside, "chromium")
}

// hostileValueIsKeptAside is TestHostileValueIsKeptAside in one engine.
func hostileValueIsKeptAside(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	hostile := `{"arrayan_state": 1, "data": {"recent": "<script>alert(1)</script>", "x": [1e999]}}`
	putStates(t, p, map[string]string{setupKey: hostile})
	open(t, p, srv.URL+"/")
	tapOn(t, p, "Sabika", "Deal a setup")
	waitFor(t, p, "", "~setup.screen.broken-") // the player is told where it is kept
	shot(t, p, "phone-hostile-value-told")
	kept := ""
	for k, v := range storage(t, p) {
		if strings.HasPrefix(k, "arrayan/state/setup.screen.broken-") && v == hostile {
			kept = k
		}
	}
	if kept == "" {
		t.Fatalf("the refused value was not kept aside: %v", storage(t, p))
	}
	if got, ok := storage(t, p)[setupKey]; ok && got == hostile {
		t.Error("the refused value is still under the screen's key")
	}
}

// TestSetupLinkOpensTheSetup opens the site at …/#setup=CODE: the setup
// screen opens on that setup, keeps it in storage, and the address loses
// its fragment (a reload does not open it again).
func TestSetupLinkOpensTheSetup(t *testing.T) {
	const code = "11R3-XYJ1-1G09-F03T" // arrayan-cli setup --game sabika --players 2 --seed 4242
	forEachEngine(t, phoneView, func(t *testing.T, p page, srv *httptest.Server) {
		open(t, p, srv.URL+"/#setup="+code)
		time.Sleep(time.Second)
		shot(t, p, "phone-setup-link")
		if got := storage(t, p)[setupKey]; !strings.Contains(got, code) {
			t.Errorf("after the link the setup screen's state is %q; want the code %s in it", got, code)
		}
		var hash string
		if err := p.Eval(`location.hash`, &hash); err != nil || hash != "" {
			t.Errorf("the address still ends in %q (%v)", hash, err)
		}
	})
}

// TestNewVersionReplacesTheCacheAndKeepsTheData serves the site, deals a
// setup, then serves a new version of the site (another service worker
// version): after reloads only the new version's cache is left, and the
// saved setup is still there.
func TestNewVersionReplacesTheCacheAndKeepsTheData(t *testing.T) {
	forEachEngine(t, phoneView, newVersionReplacesTheCacheAndKeepsTheData)
}

// newVersionReplacesTheCacheAndKeepsTheData is
// TestNewVersionReplacesTheCacheAndKeepsTheData in one engine, on a copy
// of the site served by a server of its own.
func newVersionReplacesTheCacheAndKeepsTheData(t *testing.T, p page, _ *httptest.Server) {
	dir := t.TempDir()
	src := siteDir(t)
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		if err := os.Link(filepath.Join(src, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			data, err := os.ReadFile(filepath.Join(src, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, e.Name()), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	srv := serve(t, dir)
	open(t, p, srv.URL+"/")
	saved := dealSabika(t, p)
	before := cacheNames(t, p)

	sw, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(dir, "sw.js")) // a hard link to the build's file
	next := strings.Replace(string(sw), `const VERSION = "`, `const VERSION = "next-`, 1)
	if err := os.WriteFile(filepath.Join(dir, "sw.js"), []byte(next), 0o644); err != nil {
		t.Fatal(err)
	}
	// The browser looks for a new service worker a moment after a page has
	// loaded and then installs and activates it in the background, which
	// takes seconds on a busy machine: the player reopens the page, then
	// the test waits (up to 20 s a visit, three visits) for the swap.
	onlyNext := func(names []string) bool {
		return len(names) == 1 && strings.HasPrefix(names[0], "arrayan-next-")
	}
	var after []string
visits:
	for range 3 {
		open(t, p, srv.URL+"/")
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
			if after = cacheNames(t, p); onlyNext(after) {
				break visits
			}
		}
	}
	if !onlyNext(after) {
		t.Errorf("caches %v before, %v after the new version; want only the new one", before, after)
	}
	if got := storage(t, p)[setupKey]; got != saved {
		t.Errorf("after the new version the saved setup is %q; want %q", got, saved)
	}
}

// cacheNames lists the page's caches once its service worker is ready.
func cacheNames(t *testing.T, p page) []string {
	t.Helper()
	var names []string
	if err := p.Eval(`navigator.serviceWorker.ready.then(() => caches.keys())`, &names); err != nil {
		t.Fatal(err)
	}
	return names
}

// swipe drags one finger from (x, y0) to (x, y1) and lets the app draw.
func swipe(t *testing.T, p page, x, y0, y1 float64) {
	t.Helper()
	if err := p.Drag(x, y0, x, y1); err != nil {
		t.Fatalf("a swipe in %s: %v", p.Engine(), err)
	}
	time.Sleep(time.Second)
}

// TestSwipeScrollsTheHomeScreen swipes up on the phone's home screen: the
// list of games scrolls (Granada's and Marco Polo's buttons come up), and a
// tap after it still opens a screen. Not in WebKit, which has no touch
// (webkitPage).
func TestSwipeScrollsTheHomeScreen(t *testing.T) {
	forEachEngine(t, phoneView, swipeScrollsTheHomeScreen, "chromium", "firefox")
}

// swipeScrollsTheHomeScreen is TestSwipeScrollsTheHomeScreen in one engine.
func swipeScrollsTheHomeScreen(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	waitFor(t, p, "", "Sabika")
	if shows(t, p, "End scoring") {
		t.Fatal("Marco Polo's End scoring is in view before a swipe: nothing to scroll to")
	}
	before := shot(t, p, "phone-home-before-swipe")
	swipe(t, p, 195, 700, 200)
	if _, d := shotChanged(t, p, "phone-home-swiped", before, 0.05); d < 0.05 {
		t.Fatalf("a swipe changed %.1f%% of the screen: it did not scroll", 100*d)
	}
	tapOn(t, p, "", "End scoring") // swiped up into view
	waitFor(t, p, "", "button:Back")
	shot(t, p, "phone-swiped-then-tapped")
}
