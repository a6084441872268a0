package webtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	_ "image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/chromedp/chromedp"

	"arrayan.io/arrayan/cmd/arrayan-serve/internal/site"
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

// browserPath is Chromium: ARRAYAN_CHROMIUM, or chromium on the PATH.
func browserPath(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("ARRAYAN_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium (make test-web installs it)")
	return ""
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

// browser starts a headless Chromium with a new empty profile and serves
// the site to it; the context dies with the test.
func browser(t *testing.T) (context.Context, *httptest.Server) {
	t.Helper()
	return browserOn(t, siteDir(t))
}

// browserOn is browser for the site in dir.
func browserOn(t *testing.T, dir string) (context.Context, *httptest.Server) {
	t.Helper()
	return browserWithin(t, dir, 4*time.Minute)
}

// browserWithin is browserOn for a test that may take up to limit.
func browserWithin(t *testing.T, dir string, limit time.Duration) (context.Context, *httptest.Server) {
	t.Helper()
	srv := httptest.NewServer(site.Handler(dir))
	t.Cleanup(srv.Close)
	userData := t.TempDir()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(browserPath(t)),
		chromedp.UserDataDir(userData),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-gl", "angle"),
		chromedp.Flag("use-angle", "swiftshader"),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	// The page's console and uncaught exceptions are shown when a test
	// fails.
	var mu sync.Mutex
	var console []string
	errs := &pageLog{}
	t.Cleanup(func() {
		if t.Failed() {
			mu.Lock()
			defer mu.Unlock()
			t.Logf("the page's console:\n%s", strings.Join(console, "\n"))
		}
	})
	ctx, cancelCtx := chromedp.NewContext(actx, chromedp.WithListener(func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			for _, arg := range ev.Args {
				console = append(console, fmt.Sprintf("console.%s: %s", ev.Type, arg.Value))
			}
		case *runtime.EventExceptionThrown:
			text := ev.ExceptionDetails.Text
			if ex := ev.ExceptionDetails.Exception; ex != nil && ex.Description != "" {
				text += " " + ex.Description
			}
			console = append(console, "exception: "+text)
			errs.add("exception: " + text)
		}
		if ev, ok := ev.(*runtime.EventConsoleAPICalled); ok {
			for _, arg := range ev.Args {
				if v := string(arg.Value); goFailed(v) {
					errs.add(fmt.Sprintf("console.%s: %s", ev.Type, v))
				}
			}
		}
	}))
	ctx = context.WithValue(ctx, pageLogKey{}, errs)
	ctx, cancelTimeout := context.WithTimeout(ctx, limit)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: nestedCallWatch}); err != nil {
		t.Fatalf("watching for nested calls: %v", err)
	}
	return ctx, srv
}

// pageLog keeps a page's errors: uncaught exceptions, Go panics and fatal
// errors, and the Go program's exit.
type pageLog struct {
	mu   sync.Mutex
	errs []string
}

func (l *pageLog) add(e string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.errs = append(l.errs, e)
}

func (l *pageLog) list() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.errs...)
}

type pageLogKey struct{}

// pageErrors are the errors of the page that ctx drives.
func pageErrors(ctx context.Context) []string {
	if l, ok := ctx.Value(pageLogKey{}).(*pageLog); ok {
		return l.list()
	}
	return nil
}

// goFailed reports whether a console line says the Go program panicked,
// failed or exited, or was called into from inside its own call: Go prints
// "panic: …" or "fatal error: …", wasm_exec.js "exit code: N" when the
// program ends, and nestedCallWatch "nested call into Go: …".
func goFailed(line string) bool {
	line = strings.Trim(line, `"`)
	return strings.HasPrefix(line, "panic: ") || strings.HasPrefix(line, "fatal error: ") ||
		strings.Contains(line, "exit code:") || strings.HasPrefix(line, "nested call into Go")
}

// phone emulates a mobile screen of width×height CSS pixels at the given
// device pixel ratio, with touch.
func phone(width, height int64, scale float64) chromedp.Action[chromedp.Void] {
	return chromedp.EmulateViewport(width, height, chromedp.EmulateScale(scale), chromedp.EmulateMobile)
}

// waitFirstFrame waits for the app's first frame in a page other than the
// one that started at before (its performance.timeOrigin) and returns its
// time in milliseconds from navigation.
func waitFirstFrame(ctx context.Context, before float64) (float64, error) {
	for range 1200 {
		at, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`performance.timeOrigin != `+strconv.FormatFloat(before, 'f', -1, 64)+` && window.arrayanFirstFrame || 0`))
		if err != nil {
			return 0, err
		}
		if at > 0 {
			return at, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return 0, errors.New("no first frame within two minutes")
}

// open navigates to url and waits for the app's first frame.
func open(t *testing.T, ctx context.Context, url string, actions ...chromedp.Action[chromedp.Void]) float64 {
	t.Helper()
	before, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`performance.timeOrigin`))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, append(actions, chromedp.Navigate(url))...); err != nil {
		t.Fatal(err)
	}
	at, err := waitFirstFrame(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond) // the app settles its input after the first frame
	return at
}

// shot saves a screenshot as NAME.png in the screenshot folder and
// returns it.
func shot(t *testing.T, ctx context.Context, name string) image.Image {
	t.Helper()
	png, img := capture(t, ctx)
	save(t, name, png)
	return img
}

// shotChanged waits up to 10 s for the screen to differ from before by at
// least share (the app draws what a touch changed a frame or more after
// it, later on a busy machine), saves the screenshot as NAME.png and
// returns it with the share of its pixels that differ.
func shotChanged(t *testing.T, ctx context.Context, name string, before image.Image, share float64) (image.Image, float64) {
	t.Helper()
	var png []byte
	var img image.Image
	var d float64
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		png, img = capture(t, ctx)
		if d = differing(before, img); d >= share || time.Now().After(deadline) {
			break
		}
	}
	save(t, name, png)
	return img, d
}

// capture takes a screenshot: the PNG and its picture.
func capture(t *testing.T, ctx context.Context) ([]byte, image.Image) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	img, _, err := image.Decode(bytes.NewReader(png))
	if err != nil {
		t.Fatal(err)
	}
	return png, img
}

// save writes a screenshot as NAME.png in the screenshot folder.
func save(t *testing.T, name string, png []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(shotDir(t), name+".png"), png, 0o644); err != nil {
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

// storage returns the page's localStorage.
func storage(t *testing.T, ctx context.Context) map[string]string {
	t.Helper()
	got, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]string](`Object.fromEntries(Object.entries(localStorage))`))
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// setupKey is the setup screen's state in the browser's storage: the
// store's key for "setup.screen".
const setupKey = "arrayan/state/setup.screen.json"

// dealSabika opens Sabika's "Deal a setup" from the home screen, taps Deal
// and waits until the dealt setup is saved; it returns the saved state.
func dealSabika(t *testing.T, ctx context.Context) string {
	t.Helper()
	tapOn(t, ctx, "Sabika", "Deal a setup")
	tapOn(t, ctx, "", "button:Deal")
	return waitStorage(t, ctx, setupKey, func(v string) bool { return strings.Contains(v, `"shown"`) })
}

// TestPhoneLayoutFromTheFirstFrame opens the site on a 390×844 phone at a
// device pixel ratio of 3: the first frame fills the phone's screen, drawn
// at two device pixels per CSS pixel (the page's cap), and is already the
// settled phone layout (one column, phone text size), not a desktop's that
// a resize later corrects. Only the scroll bar, a few pixels, comes after
// it (ui.HoldScrollBars), and Go's garbage collector, held until then
// (app.HoldCollector), runs again.
func TestPhoneLayoutFromTheFirstFrame(t *testing.T) {
	ctx, srv := browser(t)
	at := open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	first := shot(t, ctx, "phone-first-frame")
	t.Logf("first frame %.0f ms after navigation", at)
	canvas, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(c => [c.width, c.height, c.getBoundingClientRect().width])(document.querySelector("canvas"))`))
	if err != nil {
		t.Fatal(err)
	}
	// The page draws at most two device pixels per CSS pixel (index.html,
	// capPixelRatio): 780×1688 on this phone of three.
	if canvas[0] != 780 || canvas[1] != 1688 || canvas[2] != 390 {
		t.Errorf("canvas %v; want 780×1688 pixels (two per CSS pixel), 390 CSS pixels wide", canvas)
	}
	waitUntil(t, ctx, "the scroll bars shown after the first frame", func(s screen) bool { return s.ScrollBars })
	waitUntil(t, ctx, "garbage collection again after the first frame", func(s screen) bool { return s.Collecting })
	if now, err := visible(ctx); err != nil {
		t.Fatal(err)
	} else if !now.HeldAtStart {
		t.Error("Go's garbage collector ran as the window was made; the app holds it until the first frame (app.HoldCollector)")
	}
	time.Sleep(time.Second)
	settled := shot(t, ctx, "phone-home")
	// The scroll bar, at the right edge, may come between the two shots.
	if d := differing(withoutRightEdge(first), withoutRightEdge(settled)); d > 0.005 {
		t.Errorf("%.1f%% of the first frame changed once settled: it was not laid out for the phone", 100*d)
	}
}

// TestScreenshotsAtPhoneAndTabletSizes saves the home and setup screens at
// phone (portrait and landscape) and tablet sizes.
func TestScreenshotsAtPhoneAndTabletSizes(t *testing.T) {
	for _, size := range []struct {
		name          string
		width, height int64
		scale         float64
	}{
		{"phone-landscape", 844, 390, 3},
		{"tablet", 820, 1180, 2},
	} {
		t.Run(size.name, func(t *testing.T) {
			ctx, srv := browser(t)
			open(t, ctx, srv.URL+"/", phone(size.width, size.height, size.scale))
			time.Sleep(2 * time.Second)
			shot(t, ctx, size.name+"-home")
		})
	}
}

// TestSavedDataSurvivesReloadAndOffline deals a setup by tapping, reloads
// the page (the setup is still there), then stops the server and switches
// the network off: a reload still opens the app, from the service worker's
// cache, with the same saved data.
func TestSavedDataSurvivesReloadAndOffline(t *testing.T) {
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	saved := dealSabika(t, ctx)
	if !strings.Contains(saved, `"arrayan_state": 1`) {
		t.Fatalf("after dealing, the setup screen's state in storage is %q; want the store's envelope", saved)
	}
	shot(t, ctx, "phone-setup-dealt")

	// The service worker has the whole site before the network goes.
	ready, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.serviceWorker.ready
		.then(() => caches.keys())
		.then(names => Promise.all(names.map(n => caches.open(n).then(c => c.match("arrayan.wasm")))))
		.then(hits => hits.some(h => !!h))`, chromedp.EvalAwaitPromise))
	if err != nil || !ready {
		t.Fatalf("the service worker did not cache the site: %v", err)
	}

	open(t, ctx, srv.URL+"/")
	if got := storage(t, ctx)[setupKey]; got != saved {
		t.Fatalf("after a reload the saved setup is %q; want %q", got, saved)
	}
	waitFor(t, ctx, "", "button:Deal") // the app reopens on the setup screen
	reloaded := shot(t, ctx, "phone-setup-after-reload")

	srv.Close()
	if _, err := chromedp.Call(ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, srv.URL+"/")
	if got := storage(t, ctx)[setupKey]; got != saved {
		t.Fatalf("offline the saved setup is %q; want %q", got, saved)
	}
	waitFor(t, ctx, "", "button:Deal")
	offline := shot(t, ctx, "phone-setup-offline")
	if d := differing(reloaded, offline); d > 0.01 {
		t.Errorf("offline the setup screen differs from online by %.1f%% of its pixels", 100*d)
	}
}

// TestHostileValueIsKeptAside puts a value the setup screen's check
// refuses into storage: opening the screen keeps it aside under a new key
// (nothing lost) and the player is told.
func TestHostileValueIsKeptAside(t *testing.T) {
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	hostile := `{"arrayan_state": 1, "data": {"recent": "<script>alert(1)</script>", "x": [1e999]}}`
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`localStorage.setItem("`+setupKey+`", `+strconv.Quote(hostile)+`)`)); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, srv.URL+"/")
	tapOn(t, ctx, "Sabika", "Deal a setup")
	waitFor(t, ctx, "", "~setup.screen.broken-") // the player is told where it is kept
	shot(t, ctx, "phone-hostile-value-told")
	kept := ""
	for k, v := range storage(t, ctx) {
		if strings.HasPrefix(k, "arrayan/state/setup.screen.broken-") && v == hostile {
			kept = k
		}
	}
	if kept == "" {
		t.Fatalf("the refused value was not kept aside: %v", storage(t, ctx))
	}
	if got, ok := storage(t, ctx)[setupKey]; ok && got == hostile {
		t.Error("the refused value is still under the screen's key")
	}
}

// TestSetupLinkOpensTheSetup opens the site at …/#setup=CODE: the setup
// screen opens on that setup, keeps it in storage, and the address loses
// its fragment (a reload does not open it again).
func TestSetupLinkOpensTheSetup(t *testing.T) {
	const code = "11R3-XYJ1-1G09-F03T" // arrayan-cli setup --game sabika --players 2 --seed 4242
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/#setup="+code, phone(390, 844, 3))
	time.Sleep(time.Second)
	shot(t, ctx, "phone-setup-link")
	if got := storage(t, ctx)[setupKey]; !strings.Contains(got, code) {
		t.Errorf("after the link the setup screen's state is %q; want the code %s in it", got, code)
	}
	hash, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.hash`))
	if err != nil || hash != "" {
		t.Errorf("the address still ends in %q (%v)", hash, err)
	}
}

// TestNewVersionReplacesTheCacheAndKeepsTheData serves the site, deals a
// setup, then serves a new version of the site (another service worker
// version): after reloads only the new version's cache is left, and the
// saved setup is still there.
func TestNewVersionReplacesTheCacheAndKeepsTheData(t *testing.T) {
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
	ctx, srv := browserOn(t, dir)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	saved := dealSabika(t, ctx)
	before := cacheNames(t, ctx)

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
		open(t, ctx, srv.URL+"/")
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
			if after = cacheNames(t, ctx); onlyNext(after) {
				break visits
			}
		}
	}
	if !onlyNext(after) {
		t.Errorf("caches %v before, %v after the new version; want only the new one", before, after)
	}
	if got := storage(t, ctx)[setupKey]; got != saved {
		t.Errorf("after the new version the saved setup is %q; want %q", got, saved)
	}
}

// cacheNames lists the page's caches once its service worker is ready.
func cacheNames(t *testing.T, ctx context.Context) []string {
	t.Helper()
	names, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`navigator.serviceWorker.ready.then(() => caches.keys())`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// swipe drags one finger from (x, y0) to (x, y1) in small steps.
func swipe(t *testing.T, ctx context.Context, x, y0, y1 float64) {
	t.Helper()
	touch := func(typ input.DispatchTouchEventType, y float64) {
		points := []*input.TouchPoint{{X: x, Y: y}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			points = []*input.TouchPoint{}
		}
		if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points}); err != nil {
			t.Fatal(err)
		}
	}
	touch(input.DispatchTouchEventTypeTouchStart, y0)
	step := 20.0
	if y1 < y0 {
		step = -step
	}
	for y := y0 + step; (step > 0 && y <= y1) || (step < 0 && y >= y1); y += step {
		touch(input.DispatchTouchEventTypeTouchMove, y)
		time.Sleep(16 * time.Millisecond)
	}
	touch(input.DispatchTouchEventTypeTouchEnd, y1)
	time.Sleep(time.Second)
}

// TestSwipeScrollsTheHomeScreen swipes up on the phone's home screen: the
// list of games scrolls (Granada's and Marco Polo's buttons come up), and a
// tap after it still opens a screen.
func TestSwipeScrollsTheHomeScreen(t *testing.T) {
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	waitFor(t, ctx, "", "Sabika")
	if shows(t, ctx, "End scoring") {
		t.Fatal("Marco Polo's End scoring is in view before a swipe: nothing to scroll to")
	}
	before := shot(t, ctx, "phone-home-before-swipe")
	swipe(t, ctx, 195, 700, 200)
	if _, d := shotChanged(t, ctx, "phone-home-swiped", before, 0.05); d < 0.05 {
		t.Fatalf("a swipe changed %.1f%% of the screen: it did not scroll", 100*d)
	}
	tapOn(t, ctx, "", "End scoring") // swiped up into view
	waitFor(t, ctx, "", "button:Back")
	shot(t, ctx, "phone-swiped-then-tapped")
}
