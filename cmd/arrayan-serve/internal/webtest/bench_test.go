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

// firstFrames opens the site in a new browser profile, cold, and then
// reloads it (served by the service worker's cache), and returns both
// times from navigation to the first frame, in milliseconds.
func firstFrames(t *testing.T, dir string) (cold, cached float64) {
	t.Helper()
	t.Run(filepath.Base(filepath.Dir(dir))+"-"+filepath.Base(dir), func(t *testing.T) {
		srv := httptest.NewServer(site.Handler(dir))
		defer srv.Close()
		ctx, _ := browser(t)
		cold = open(t, ctx, srv.URL+"/", phone(390, 844, 3))
		cached = open(t, ctx, srv.URL+"/")
	})
	return cold, cached
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

// TestWebBudget measures Arrayán's web build against a bare Fyne web app
// (one label; ARRAYAN_WEB_BARE_DIR, built by .ci/bench-web.sh) side by side:
// the gzipped size, and the time to the first frame cold and cached over
// ARRAYAN_WEB_PAIRS alternating pairs (default 3). It prints the ratios
// and runs only with ARRAYAN_WEB_BENCH set (make bench-web).
func TestWebBudget(t *testing.T) {
	if os.Getenv("ARRAYAN_WEB_BENCH") == "" {
		t.Skip("the web budget runs with ARRAYAN_WEB_BENCH=1 (make bench-web)")
	}
	app := siteDir(t)
	bare := os.Getenv("ARRAYAN_WEB_BARE_DIR")
	if bare == "" {
		t.Skip("no bare web app (ARRAYAN_WEB_BARE_DIR)")
	}
	pairs := 3
	if n, err := strconv.Atoi(os.Getenv("ARRAYAN_WEB_PAIRS")); err == nil && n > 0 {
		pairs = n
	}
	appSize, bareSize := gzipSize(t, app), gzipSize(t, bare)
	t.Logf("gzipped: arrayan %d bytes, bare %d bytes", appSize, bareSize)
	var appCold, appCached, bareCold, bareCached []float64
	for i := range pairs {
		var ac, aw, bc, bw float64
		if i%2 == 0 {
			bc, bw = firstFrames(t, bare)
			ac, aw = firstFrames(t, app)
		} else {
			ac, aw = firstFrames(t, app)
			bc, bw = firstFrames(t, bare)
		}
		t.Logf("pair %d: cold bare %.0f ms arrayan %.0f ms; cached bare %.0f ms arrayan %.0f ms", i+1, bc, ac, bw, aw)
		appCold, appCached = append(appCold, ac), append(appCached, aw)
		bareCold, bareCached = append(bareCold, bc), append(bareCached, bw)
	}
	t.Logf("size ratio (gzip, budget 1.2): %.2f", float64(appSize)/float64(bareSize))
	t.Logf("first frame ratio, cold (median, budget 1.3): %.2f (%.0f / %.0f ms; median of the pairs' ratios %.2f)", median(appCold)/median(bareCold), median(appCold), median(bareCold), median(ratios(appCold, bareCold)))
	t.Logf("first frame ratio, cached (median, budget 1.3): %.2f (%.0f / %.0f ms; median of the pairs' ratios %.2f)", median(appCached)/median(bareCached), median(appCached), median(bareCached), median(ratios(appCached, bareCached)))
}
