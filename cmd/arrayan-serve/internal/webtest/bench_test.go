package webtest

import (
	"compress/gzip"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"arrayan.io/arrayan/cmd/arrayan-serve/internal/site"
)

// gzipSize is what a site's files weigh gzipped (-9), as sent to the
// browser: the page, Go's loader and the WebAssembly.
func gzipSize(t *testing.T, dir string) int64 {
	t.Helper()
	var total int64
	for _, name := range []string{"index.html", "wasm_exec.js", "arrayan.wasm"} {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		var n countingWriter
		zw, _ := gzip.NewWriterLevel(&n, gzip.BestCompression)
		if _, err := io.Copy(zw, f); err != nil {
			t.Fatal(err)
		}
		zw.Close()
		f.Close()
		total += int64(n)
	}
	return total
}

type countingWriter int64

func (c *countingWriter) Write(p []byte) (int, error) {
	*c += countingWriter(len(p))
	return len(p), nil
}

// visits are the times from navigation to the first frame, in
// milliseconds, of one browser's visits to a site: the first (cold), the
// second (the site served by the service worker's cache, at once, while
// Chromium may still be compiling the first visit's WebAssembly in the
// background) and the median of three later ones, as a player who comes
// back to it: each after a pause (laterPause); and, in another new
// profile, a first visit by a setup link (the bare app ignores the link:
// its first frame is the measure of a first visit).
type visits struct{ cold, second, later, link float64 }

// laterVisits is how many visits after the second make "later".
const laterVisits = 3

// laterPause is how long the browser is left alone before a later visit.
// After each visit Chromium compiles the code that ran most with its
// optimising compiler, in the background, for a second or two; on this
// 2-core machine a visit that starts at once shares a core with that work,
// more so for the larger program, which a player coming back never sees.
const laterPause = 3 * time.Second

// firstFrames opens the site in a new browser profile, cold, and then
// again and again, each time once the last visit has drawn and settled.
func firstFrames(t *testing.T, dir string) visits {
	t.Helper()
	var v visits
	t.Run(filepath.Base(filepath.Dir(dir))+"-"+filepath.Base(dir), func(t *testing.T) {
		srv := httptest.NewServer(site.Handler(dir))
		defer srv.Close()
		p := chromium(t, phoneView)
		v.cold = open(t, p, srv.URL+"/")
		v.second = open(t, p, srv.URL+"/")
		servedByWorker(t, p, "the second visit")
		var later []float64
		for range laterVisits {
			time.Sleep(laterPause)
			later = append(later, open(t, p, srv.URL+"/"))
			servedByWorker(t, p, "a later visit")
		}
		v.later = median(later)
	})
	v.link = firstVisit(t, dir, benchSetupLink, false)
	return v
}

// servedByWorker fails the test unless the page shown was served by the
// site's service worker: the cached visits are measured only so.
func servedByWorker(t *testing.T, p page, visit string) {
	t.Helper()
	var served bool
	if err := p.Eval(`!!(navigator.serviceWorker && navigator.serviceWorker.controller)`, &served); err != nil || !served {
		t.Fatalf("%s was not served by the service worker (%v)", visit, err)
	}
}

// each is one measure of every pair's visits.
func each(v []visits, of func(visits) float64) []float64 {
	out := make([]float64, len(v))
	for i := range v {
		out[i] = of(v[i])
	}
	return out
}

// ratios is each pair's a/b.
func ratios(a, b []float64) []float64 {
	r := make([]float64, len(a))
	for i := range a {
		r[i] = a[i] / b[i]
	}
	return r
}

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// A phone slower than this machine: Chromium's CPU throttled 4× and
// Chrome DevTools' "Fast 4G" network preset (devtools-frontend,
// front_end/core/sdk/NetworkManager.ts, Fast4GConditions: 9 Mbit/s down
// and 1.5 Mbit/s up, each derated to 0.9, and 60 ms × 2.75 of latency).
const (
	slowCPU          = 4
	fast4GLatency    = 60 * 2.75                   // ms
	fast4GDownload   = 9 * 1000 * 1000 / 8 * 0.9   // bytes a second
	fast4GUpload     = 1.5 * 1000 * 1000 / 8 * 0.9 // bytes a second
	throttledDefault = 3                           // pairs
)

// throttle makes a Chromium tab the slower phone on a mobile network.
func throttle(t *testing.T, p *chromiumPage) {
	t.Helper()
	if _, err := chromedp.Call(p.ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatalf("enabling the network domain: %v", err)
	}
	rule := network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: []*network.Conditions{{
		Latency: fast4GLatency, DownloadThroughput: fast4GDownload, UploadThroughput: fast4GUpload,
		ConnectionType: network.ConnectionTypeCellular4g,
	}}}
	if _, err := chromedp.Call(p.ctx, network.EmulateNetworkConditionsByRule, rule); err != nil {
		t.Fatalf("throttling the network: %v", err)
	}
	if _, err := chromedp.Call(p.ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: slowCPU}); err != nil {
		t.Fatalf("throttling the CPU: %v", err)
	}
}

// firstVisit is the time to the first frame of a first visit to dir's
// site at path ("/", or a setup link) in a new browser profile, by the
// slower phone when slow.
func firstVisit(t *testing.T, dir, path string, slow bool) float64 {
	t.Helper()
	var at float64
	name := "first-visit-" + filepath.Base(dir)
	if slow {
		name = "throttled-" + filepath.Base(dir)
	}
	t.Run(name, func(t *testing.T) {
		srv := httptest.NewServer(site.Handler(dir))
		defer srv.Close()
		p := chromium(t, phoneView)
		if slow {
			throttle(t, p)
		}
		at = open(t, p, srv.URL+path)
	})
	return at
}

// benchSetupLink is the link a friend's phone opens from a dealt setup's
// QR code (TestSetupLinkOpensTheSetup's).
const benchSetupLink = "/#setup=11R3-XYJ1-1G09-F03T"

// budgetLine logs one measure's ratio of the medians against the budget.
func budgetLine(t *testing.T, name string, a, b []float64) {
	t.Helper()
	t.Logf("first frame ratio, %s (median, budget 1.3): %.2f (%.0f / %.0f ms; median of the pairs' ratios %.2f)",
		name, median(a)/median(b), median(a), median(b), median(ratios(a, b)))
}

// TestWebBudget measures Arrayán's web build against a bare Fyne web app
// (one label; ARRAYAN_WEB_BARE_DIR, built by .ci/bench-web.sh) side by side:
// the gzipped size, and the time to the first frame cold, on the second
// visit and on later visits (both cached), and of a first visit by a setup
// link, over ARRAYAN_WEB_PAIRS alternating pairs (default 5); then first
// visits by a slower phone (CPU 4× slower, Fast 4G) to the home screen and
// by a setup link over ARRAYAN_WEB_THROTTLED_PAIRS pairs (default 3, 0 to
// skip). It prints the ratios and runs only with ARRAYAN_WEB_BENCH set
// (make bench-web).
func TestWebBudget(t *testing.T) {
	if os.Getenv("ARRAYAN_WEB_BENCH") == "" {
		t.Skip("the web budget runs with ARRAYAN_WEB_BENCH=1 (make bench-web)")
	}
	app := siteDir(t)
	bare := os.Getenv("ARRAYAN_WEB_BARE_DIR")
	if bare == "" {
		t.Skip("no bare web app (ARRAYAN_WEB_BARE_DIR)")
	}
	pairs := 5
	if n, err := strconv.Atoi(os.Getenv("ARRAYAN_WEB_PAIRS")); err == nil && n > 0 {
		pairs = n
	}
	appSize, bareSize := gzipSize(t, app), gzipSize(t, bare)
	t.Logf("gzipped: arrayan %d bytes, bare %d bytes", appSize, bareSize)
	var appVisits, bareVisits []visits
	for i := range pairs {
		var a, b visits
		if i%2 == 0 {
			b, a = firstFrames(t, bare), firstFrames(t, app)
		} else {
			a, b = firstFrames(t, app), firstFrames(t, bare)
		}
		t.Logf("pair %d: cold bare %.0f ms arrayan %.0f ms; second visit bare %.0f ms arrayan %.0f ms; later visits bare %.0f ms arrayan %.0f ms; setup link bare %.0f ms arrayan %.0f ms",
			i+1, b.cold, a.cold, b.second, a.second, b.later, a.later, b.link, a.link)
		appVisits, bareVisits = append(appVisits, a), append(bareVisits, b)
	}
	t.Logf("size ratio (gzip, budget 1.2): %.2f", float64(appSize)/float64(bareSize))
	for _, k := range []struct {
		name string
		of   func(visits) float64
	}{
		{"cold", func(v visits) float64 { return v.cold }},
		{"second visit", func(v visits) float64 { return v.second }},
		{"later visits", func(v visits) float64 { return v.later }},
		{"setup link, cold", func(v visits) float64 { return v.link }},
	} {
		budgetLine(t, k.name, each(appVisits, k.of), each(bareVisits, k.of))
	}

	slowPairs := throttledDefault
	if n, err := strconv.Atoi(os.Getenv("ARRAYAN_WEB_THROTTLED_PAIRS")); err == nil && n >= 0 {
		slowPairs = n
	}
	var slowBare, slowHome, slowLink []float64
	for i := range slowPairs {
		b := firstVisit(t, bare, "/", true)
		h := firstVisit(t, app, "/", true)
		l := firstVisit(t, app, benchSetupLink, true)
		t.Logf("throttled pair %d: bare %.0f ms, arrayan's home %.0f ms, its setup link %.0f ms", i+1, b, h, l)
		slowBare, slowHome, slowLink = append(slowBare, b), append(slowHome, h), append(slowLink, l)
	}
	if slowPairs > 0 {
		budgetLine(t, "first visit, CPU 4× slower and Fast 4G", slowHome, slowBare)
		budgetLine(t, "setup link's first visit, CPU 4× slower and Fast 4G", slowLink, slowBare)
	}
}
