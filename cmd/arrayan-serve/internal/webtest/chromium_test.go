package webtest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// chromiumPage is a tab of a headless Chromium, driven through the
// DevTools protocol (chromedp). Chromium emulates the whole phone: its
// size, device pixel ratio, touch screen and mobile viewport.
type chromiumPage struct {
	ctx  context.Context
	view viewport
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

// chromium starts a headless Chromium with a new empty profile showing
// view, with the command-line flags of extra too; it closes with the
// test. Tests that need the DevTools protocol itself use its ctx.
func chromium(t *testing.T, view viewport, extra ...chromedp.ExecAllocatorOption) *chromiumPage {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(browserPath(t)),
		chromedp.UserDataDir(t.TempDir()),
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
	opts = append(opts, extra...)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, pageLimit(t))
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(view.width), int64(view.height), chromedp.EmulateScale(view.scale), chromedp.EmulateMobile)); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return &chromiumPage{ctx: ctx, view: view}
}

func (p *chromiumPage) Engine() string { return "chromium" }

func (p *chromiumPage) View() viewport { return p.view }

func (p *chromiumPage) Navigate(url string) error {
	return chromedp.Do(p.ctx, chromedp.Navigate(url))
}

func (p *chromiumPage) Eval(js string, out any) error {
	raw, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](evalWrapped(js), chromedp.EvalAwaitPromise))
	if err != nil {
		return fmt.Errorf("evaluating %.80q: %w", js, err)
	}
	return decodeEval(raw, out)
}

func (p *chromiumPage) Tap(x, y float64) error {
	return chromedp.Do(p.ctx, chromedp.TapXY(x, y))
}

// Drag sends touch events: a step of about 8 pixels every 20 ms.
func (p *chromiumPage) Drag(x0, y0, x1, y1 float64) error {
	touch := func(typ input.DispatchTouchEventType, x, y float64) error {
		points := []*input.TouchPoint{{X: x, Y: y}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			points = []*input.TouchPoint{}
		}
		_, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		return err
	}
	if err := touch(input.DispatchTouchEventTypeTouchStart, x0, y0); err != nil {
		return err
	}
	time.Sleep(100 * time.Millisecond)
	steps := int(max(abs(x1-x0), abs(y1-y0))/8) + 1
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		if err := touch(input.DispatchTouchEventTypeTouchMove, x0+f*(x1-x0), y0+f*(y1-y0)); err != nil {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	return touch(input.DispatchTouchEventTypeTouchEnd, x1, y1)
}

// abs is |v|.
func abs(v float64) float64 { return max(v, -v) }

// Type inserts text as an on-screen keyboard (an input method) does.
func (p *chromiumPage) Type(text string) error {
	_, err := chromedp.Call(p.ctx, input.InsertText, input.InsertTextParams{Text: text})
	return err
}

func (p *chromiumPage) Screenshot() ([]byte, error) {
	return chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
}

// Offline switches the tab's network off (the DevTools protocol's
// network emulation: navigator.onLine is false too).
func (p *chromiumPage) Offline() error {
	_, err := chromedp.Call(p.ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1})
	return err
}
