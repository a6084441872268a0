package webtest

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// shownSetup is the code of the setup on the setup screen, as saved in the
// browser's storage.
func shownSetup(t *testing.T, p page) string {
	t.Helper()
	var envelope struct {
		Data struct {
			Shown string `json:"shown"`
		} `json:"data"`
	}
	saved := storage(t, p)[setupKey]
	if err := json.Unmarshal([]byte(saved), &envelope); err != nil {
		t.Fatalf("the setup screen's saved state %q: %v", saved, err)
	}
	return envelope.Data.Shown
}

// reloadAndTap reloads the page, which reopens the setup screen at its
// top, swipes it up until the button saying text is in view and taps it.
func reloadAndTap(t *testing.T, p page, url, text string) {
	t.Helper()
	open(t, p, url)
	tapAt(t, p, scrollTo(t, p, "", "button:"+text))
}

// downloads lets the page download files into a new folder, and returns
// it and a channel that says when a download is complete.
func downloads(t *testing.T, p *chromiumPage) (string, <-chan string) {
	t.Helper()
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
	if err := chromedp.Listen(p.ctx, downloaded); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.ListenBrowser(p.ctx, downloaded); err != nil {
		t.Fatal(err)
	}
	events := true
	if _, err := chromedp.Call(p.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir, EventsEnabled: &events,
	}); err != nil {
		t.Fatal(err)
	}
	return dir, done
}

// fileChooser makes the page's file pickers come to the test: the channel
// gives the input element of each picker opened.
func fileChooser(t *testing.T, p *chromiumPage) <-chan cdp.BackendNodeID {
	t.Helper()
	chosen := make(chan cdp.BackendNodeID, 1)
	if err := chromedp.Listen(p.ctx, func(ev any) {
		if ev, ok := ev.(*cdppage.EventFileChooserOpened); ok {
			select {
			case chosen <- ev.BackendNodeID:
			default:
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(p.ctx, cdppage.SetInterceptFileChooserDialog, cdppage.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	return chosen
}

// download taps the button saying button (scrolled into view) and waits
// for the browser to save one file of the extension ext in dir, the
// downloads folder of downloads(); it returns the file's path and content.
func download(t *testing.T, p page, dir string, done <-chan string, button, ext string) (string, []byte) {
	t.Helper()
	tapAt(t, p, scrollTo(t, p, "", "button:"+button))
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		shot(t, p, "phone-not-downloaded")
		t.Fatalf("no download within 30 s of tapping %s", button)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*"+ext))
	if err != nil || len(files) != 1 {
		t.Fatalf("downloaded %v (%v); want one %s file", files, err, ext)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	return files[0], data
}

// pick hands the file at path to the page's file picker, which the tap
// tap opens (chosen from fileChooser).
func pick(t *testing.T, p *chromiumPage, chosen <-chan cdp.BackendNodeID, tap func(), path string) {
	t.Helper()
	tap()
	select {
	case node := <-chosen:
		if _, err := chromedp.Call(p.ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{path}, BackendNodeID: node}); err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the tap opened no file picker")
	}
}

// TestQRImageDownloadsAndOpensBack deals a setup, saves its QR image (the
// browser downloads a PNG), deals another, and opens the downloaded image
// through the page's file picker: the first setup is shown again.
func TestQRImageDownloadsAndOpensBack(t *testing.T) {
	p, srv := chromiumOnly(t)
	dir, done := downloads(t, p)
	open(t, p, srv.URL+"/")
	dealSabika(t, p)
	first := shownSetup(t, p)
	shot(t, p, "phone-setup-dealt-in-view")
	path, data := download(t, p, dir, done, "Save QR image", ".png")
	if !strings.HasPrefix(string(data), "\x89PNG") {
		t.Fatalf("the download %s is no PNG", path)
	}

	reloadAndTap(t, p, srv.URL+"/", "Deal")
	shot(t, p, "phone-setup-dealt-again")
	waitStorage(t, p, setupKey, func(string) bool { s := shownSetup(t, p); return s != first && s != "" })

	chosen := fileChooser(t, p)
	pick(t, p, chosen, func() { reloadAndTap(t, p, srv.URL+"/", "Scan a QR image") }, path)
	var got string
	for range 40 {
		time.Sleep(500 * time.Millisecond)
		if got = shownSetup(t, p); got == first {
			break
		}
	}
	shot(t, p, "phone-setup-from-qr-image")
	if got != first {
		t.Errorf("after opening the saved QR image the screen shows %s; want %s", got, first)
	}
}

// TestFullStorageIsToldAndLosesNothing deals a setup, then makes the
// browser's storage refuse every write as full (IndexedDB's put throws a
// QuotaExceededError, refuseWrites) and deals again: the player is told
// that the storage is full, and everything saved before is still there,
// unchanged.
func TestFullStorageIsToldAndLosesNothing(t *testing.T) {
	forEachEngine(t, phoneView, fullStorageIsToldAndLosesNothing, "chromium")
}

// fullStorageIsToldAndLosesNothing is TestFullStorageIsToldAndLosesNothing
// in one engine.
func fullStorageIsToldAndLosesNothing(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	dealSabika(t, p)
	before := storage(t, p)
	open(t, p, srv.URL+"/")
	deal := scrollTo(t, p, "", "button:Deal")
	if err := p.Eval(`(() => {
		window.arrayanLog = [];
		(function (log) {
			console.log = function () { window.arrayanLog.push(Array.from(arguments).join(" ")); log.apply(console, arguments); };
		})(console.log);
	})()`, nil); err != nil {
		t.Fatal(err)
	}
	if err := p.Eval(refuseWrites, nil); err != nil {
		t.Fatal(err)
	}
	tapAt(t, p, deal)
	var logged string
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline) && !strings.Contains(logged, "storage for this site is full"); time.Sleep(200 * time.Millisecond) {
		if err := p.Eval(`window.arrayanLog.join("\n")`, &logged); err != nil {
			t.Fatal(err)
		}
	}
	shot(t, p, "phone-storage-full-told")
	if !strings.Contains(logged, "storage for this site is full") {
		t.Errorf("the app did not say the storage is full; it logged:\n%s", logged)
	}
	after := storage(t, p)
	for k, v := range before {
		if after[k] != v {
			t.Errorf("after the refused save %s is %q; want %q", k, after[k], v)
		}
	}
}
