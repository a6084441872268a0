package webtest

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Places on the phone's setup screen (CSS pixels at 390×844), read off the
// screenshots: "Save QR image" under the QR code of a dealt setup once Deal
// has scrolled to it; Deal and "Scan a QR image" once the top of the page
// is swiped up by swipeUp pixels of finger travel.
const (
	saveQRX, saveQRY = 195, 376
	swipeUp          = 300
	dealX, dealY     = 195, 551
	scanQRX, scanQRY = 195, 768
)

// shownSetup is the code of the setup on the setup screen, as saved in the
// browser's storage.
func shownSetup(t *testing.T, ctx context.Context) string {
	t.Helper()
	var envelope struct {
		Data struct {
			Shown string `json:"shown"`
		} `json:"data"`
	}
	saved := storage(t, ctx)[setupKey]
	if err := json.Unmarshal([]byte(saved), &envelope); err != nil {
		t.Fatalf("the setup screen's saved state %q: %v", saved, err)
	}
	return envelope.Data.Shown
}

// reloadAtDealAndScan reloads the page, which reopens the setup screen at
// its top, and swipes it up so that Deal and "Scan a QR image" are both in
// view.
func reloadAtDealAndScan(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	open(t, ctx, url)
	swipe(t, ctx, 195, 700, 700-swipeUp)
}

// TestQRImageDownloadsAndOpensBack deals a setup, saves its QR image (the
// browser downloads a PNG), deals another, and opens the downloaded image
// through the page's file picker: the first setup is shown again.
func TestQRImageDownloadsAndOpensBack(t *testing.T) {
	ctx, srv := browser(t)
	dir := t.TempDir()
	done := make(chan string, 1)
	downloaded := func(ev any) {
		if ev, ok := ev.(*cdpbrowser.EventDownloadProgress); ok && ev.State == cdpbrowser.DownloadProgressStateCompleted {
			select {
			case done <- ev.GUID:
			default:
			}
		}
	}
	// The download's events come on the page's session or the browser's.
	if err := chromedp.Listen(ctx, downloaded); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.ListenBrowser(ctx, downloaded); err != nil {
		t.Fatal(err)
	}
	events := true
	if _, err := chromedp.Call(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir, EventsEnabled: &events,
	}); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	tap(t, ctx, homeDealSabikaX, homeDealSabikaY)
	tap(t, ctx, dealButtonX, dealButtonY)
	first := shownSetup(t, ctx)
	shot(t, ctx, "phone-setup-dealt-in-view")
	tap(t, ctx, saveQRX, saveQRY)
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		shot(t, ctx, "phone-qr-not-saved")
		t.Fatal("no download within 30 s of tapping Save QR image")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.png"))
	if err != nil || len(files) != 1 {
		t.Fatalf("downloaded %v (%v); want one PNG", files, err)
	}
	if data, err := os.ReadFile(files[0]); err != nil || !strings.HasPrefix(string(data), "\x89PNG") {
		t.Fatalf("the download %s is no PNG (%v)", files[0], err)
	}

	reloadAtDealAndScan(t, ctx, srv.URL+"/")
	shot(t, ctx, "phone-setup-deal-and-scan")
	tap(t, ctx, dealX, dealY)
	if second := shownSetup(t, ctx); second == first || second == "" {
		t.Fatalf("the second deal shows %q; want a setup other than %s", second, first)
	}

	chosen := make(chan cdp.BackendNodeID, 1)
	if err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*page.EventFileChooserOpened); ok {
			select {
			case chosen <- ev.BackendNodeID:
			default:
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	reloadAtDealAndScan(t, ctx, srv.URL+"/")
	tap(t, ctx, scanQRX, scanQRY)
	select {
	case node := <-chosen:
		if _, err := chromedp.Call(ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: files, BackendNodeID: node}); err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("tapping Scan a QR image opened no file picker")
	}
	var got string
	for range 40 {
		time.Sleep(500 * time.Millisecond)
		if got = shownSetup(t, ctx); got == first {
			break
		}
	}
	shot(t, ctx, "phone-setup-from-qr-image")
	if got != first {
		t.Errorf("after opening the saved QR image the screen shows %s; want %s", got, first)
	}
}

// TestFullStorageIsToldAndLosesNothing deals a setup, then makes the
// browser's storage refuse every write as full (setItem throws a
// QuotaExceededError) and deals again: the player is told that the storage
// is full, and everything saved before is still there, unchanged.
func TestFullStorageIsToldAndLosesNothing(t *testing.T) {
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	tap(t, ctx, homeDealSabikaX, homeDealSabikaY)
	tap(t, ctx, dealButtonX, dealButtonY)
	before := storage(t, ctx)
	if before[setupKey] == "" {
		t.Fatal("dealing saved nothing")
	}
	reloadAtDealAndScan(t, ctx, srv.URL+"/")
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`
		window.arrayanLog = [];
		(function (log) {
			console.log = function () { window.arrayanLog.push(Array.from(arguments).join(" ")); log.apply(console, arguments); };
		})(console.log);
		Storage.prototype.setItem = function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };`)); err != nil {
		t.Fatal(err)
	}
	tap(t, ctx, dealX, dealY)
	shot(t, ctx, "phone-storage-full-told")
	logged, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.arrayanLog.join("\n")`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(logged, "storage for this site is full") {
		t.Errorf("the app did not say the storage is full; it logged:\n%s", logged)
	}
	after := storage(t, ctx)
	for k, v := range before {
		if after[k] != v {
			t.Errorf("after the refused save %s is %q; want %q", k, after[k], v)
		}
	}
}
