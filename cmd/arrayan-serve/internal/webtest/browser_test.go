package webtest

import (
	"context"
	"errors"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

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
func browser(t *testing.T, userData string) (context.Context, string) {
	t.Helper()
	dir := siteDir(t)
	srv := httptest.NewServer(site.Handler(dir))
	t.Cleanup(srv.Close)
	if userData == "" {
		userData = t.TempDir()
	}
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
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 4*time.Minute)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	return ctx, srv.URL + "/"
}

// phone emulates a mobile screen of width×height CSS pixels at the given
// device pixel ratio, with touch.
func phone(width, height int64, scale float64) chromedp.Action[chromedp.Void] {
	return chromedp.EmulateViewport(width, height, chromedp.EmulateScale(scale), chromedp.EmulateMobile)
}

// waitFirstFrame waits for the page's mark of the app's first frame and
// returns its time in milliseconds from navigation.
func waitFirstFrame(ctx context.Context) (float64, error) {
	for range 1200 {
		at, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`window.arrayanFirstFrame || 0`))
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

func TestExplore(t *testing.T) {
	ctx, url := browser(t, "")
	if err := chromedp.Do(ctx, phone(390, 844, 3), chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	at, err := waitFirstFrame(ctx)
	if err != nil {
		t.Fatal(err)
	}
	first, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("first frame at %.0f ms", at)
	os.WriteFile(filepath.Join(shotDir(t), "explore-first.png"), first, 0o644)
	time.Sleep(3 * time.Second)
	later, _ := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	info, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify({w: innerWidth, h: innerHeight, dpr: devicePixelRatio, cw: document.querySelector("canvas").width, ch: document.querySelector("canvas").height, keys: Object.keys(localStorage)})`))
	t.Log(info)
	os.WriteFile(filepath.Join(shotDir(t), "explore-later.png"), later, 0o644)
}
