package webtest

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"golang.org/x/image/draw"

	"arrayan.io/arrayan/setup/deal"
	"arrayan.io/arrayan/setup/qr"
)

// cameraCode is the setup the fake camera films: arrayan-cli setup --game
// sabika --players 2 --seed 4242.
const cameraCode = "11R3-XYJ1-1G09-F03T"

// cameraWidth and cameraHeight are the fake camera's frame size.
const cameraWidth, cameraHeight = 640, 480

// cameraFPS is the fake camera's frame rate.
const cameraFPS = 10

// watchStreams is put in the page before it loads: it keeps every stream
// the page gets from getUserMedia in window.testStreams, so that the test
// can tell whether the app stopped the camera (every track "ended").
const watchStreams = `(function () {
	window.testStreams = [];
	var md = navigator.mediaDevices, get = md && md.getUserMedia && md.getUserMedia.bind(md);
	if (!get) { return; }
	md.getUserMedia = function (c) {
		return get(c).then(function (s) { window.testStreams.push(s); return s; });
	};
})();`

// cameraStopped is true when the page got a stream and every track of
// every stream has ended.
const cameraStopped = `window.testStreams.length > 0 && window.testStreams.every(s => s.getTracks().every(t => t.readyState === "ended"))`

// standInDetector is a BarcodeDetector put in the page in place of the
// browser's (Chromium on Linux has none): it "reads" a QR code of no setup
// in the first 5 frames it is asked about, then the setup link of
// cameraCode, and counts the frames in window.testDetections.
const standInDetector = `window.testDetections = 0;
window.BarcodeDetector = class {
	constructor(o) { if (!o || !o.formats || !o.formats.includes("qr_code")) { throw new TypeError("no such format"); } }
	detect(source) {
		window.testDetections++;
		const text = window.testDetections <= 5 ? "https://example.org/menu" : "https://example.org/arrayan/#setup=` + cameraCode + `";
		return Promise.resolve(source.readyState >= 2 ? [{rawValue: text, format: "qr_code"}] : []);
	}
};`

// failingDetector is a BarcodeDetector that fails as one without the
// service behind it does, counting its calls in window.testDetections.
const failingDetector = `window.testDetections = 0;
window.BarcodeDetector = class {
	detect() {
		window.testDetections++;
		return Promise.reject(new DOMException("Barcode detection service unavailable.", "NotSupportedError"));
	}
};`

// TestCameraScanOpensTheSetup films a QR code of no setup for 3 s, then a
// setup's, with Chromium's fake camera (a Y4M video the test writes):
// tapping "Scan with the camera" on the setup screen opens the live view
// over the app, which says that the first code holds no setup and reads
// on; the setup of the second opens, kept in storage, with the camera
// stopped and the view gone. Frames are read by:
//   - the browser's BarcodeDetector, where Chromium has one (not on Linux:
//     skipped there);
//   - a stand-in BarcodeDetector (standInDetector) with a video of the
//     first code alone, so that only the detector's answers open the
//     setup;
//   - the app's own decoder (setup/qr) after a BarcodeDetector that fails
//     (failingDetector), asked once;
//   - the app's own decoder, BarcodeDetector taken away.
func TestCameraScanOpensTheSetup(t *testing.T) {
	if _, err := deal.FromCode(cameraCode); err != nil {
		t.Fatalf("the filmed code deals nothing: %v", err)
	}
	both := writeCameraVideo(t, []videoPart{{"https://example.org/menu", 3 * cameraFPS}, {cameraCode, 3 * cameraFPS}})
	noSetup := writeCameraVideo(t, []videoPart{{"https://example.org/menu", cameraFPS}})
	for _, c := range []struct {
		name, video, script string
		detections          string // what window.testDetections must be, as JavaScript
	}{
		{"real BarcodeDetector", both, "", ""},
		{"BarcodeDetector stand-in", noSetup, standInDetector, "window.testDetections > 5"},
		{"failing BarcodeDetector", both, failingDetector, "window.testDetections === 1"},
		{"Go decoder", both, "delete window.BarcodeDetector;", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, srv := cameraChromium(t, c.video, c.script, true)
			open(t, p, srv.URL+"/")
			var has bool
			if err := p.Eval(`"BarcodeDetector" in window`, &has); err != nil {
				t.Fatal(err)
			}
			if c.script == "" && !has {
				t.Skip("this Chromium has no BarcodeDetector (Chromium on Linux has none)")
			}
			tapOn(t, p, "Sabika", "Deal a setup")
			tapAt(t, p, scrollTo(t, p, "", "button:Scan with the camera"))
			waitPage(t, p, "the live view", `document.getElementById("arrayan-camera") !== null`)
			opened := time.Now()
			name := strings.ReplaceAll(c.name, " ", "-")
			shot(t, p, "phone-camera-"+name)
			refusedSaid := false
			waitStorage(t, p, setupKey, func(v string) bool {
				var line string
				if err := p.Eval(`document.querySelector("#arrayan-camera [role=status]")?.textContent ?? ""`, &line); err == nil &&
					strings.Contains(line, "holds no Arrayán setup") {
					refusedSaid = true
				}
				return strings.Contains(v, cameraCode)
			})
			t.Logf("the setup opened %.1f s after the live view", time.Since(opened).Seconds())
			if !refusedSaid {
				t.Error("the QR code of no setup was never said in the live view")
			}
			waitPage(t, p, "the live view gone", `document.getElementById("arrayan-camera") === null`)
			waitPage(t, p, "the camera stopped", cameraStopped)
			if c.detections != "" {
				var ok bool
				if err := p.Eval(c.detections, &ok); err != nil || !ok {
					var n int
					_ = p.Eval(`window.testDetections`, &n)
					t.Errorf("the detector was asked about %d frames; want %s (%v)", n, c.detections, err)
				}
			}
			waitFor(t, p, "", "~"+cameraCode)
			shot(t, p, "phone-camera-read-"+name)
		})
	}
}

// TestCameraCancelStopsTheCamera opens the live view and taps its Cancel
// button: the view goes, the camera stops, the tap does not reach the
// app's widget under the button, and the setup screen is as it was. Then
// it opens the view again and goes Back as a phone's Back does (the
// page's history): the view goes and the camera stops, and the app stays
// on the setup screen. Last, the page hidden closes the view and stops
// the camera too.
func TestCameraCancelStopsTheCamera(t *testing.T) {
	video := writeCameraVideo(t, []videoPart{{"https://example.org/menu", cameraFPS}})
	p, srv := cameraChromium(t, video, "", true)
	open(t, p, srv.URL+"/")
	tapOn(t, p, "Sabika", "Deal a setup")
	tapAt(t, p, scrollTo(t, p, "", "button:Scan with the camera"))
	waitPage(t, p, "the camera streaming", `window.testStreams.length > 0`)
	before := storage(t, p)[setupKey]
	var cancel struct{ X, Y float64 }
	if err := p.Eval(`(() => { const r = document.querySelector("#arrayan-camera button").getBoundingClientRect(); return {X: r.x + r.width / 2, Y: r.y + r.height / 2}; })()`, &cancel); err != nil {
		t.Fatal(err)
	}
	if err := p.Tap(cancel.X, cancel.Y); err != nil {
		t.Fatal(err)
	}
	waitPage(t, p, "the live view gone", `document.getElementById("arrayan-camera") === null`)
	waitPage(t, p, "the camera stopped", cameraStopped)
	time.Sleep(time.Second) // a tap passed on to the app would have changed the setup screen by now
	if after := storage(t, p)[setupKey]; after != before {
		t.Errorf("Cancel changed the setup screen's state from %q to %q", before, after)
	}
	tapOn(t, p, "", "button:Scan with the camera")
	waitPage(t, p, "the camera streaming again", `window.testStreams.length === 2`)
	if err := p.Eval(`history.back()`, nil); err != nil {
		t.Fatal(err)
	}
	waitPage(t, p, "the live view gone after Back", `document.getElementById("arrayan-camera") === null`)
	waitPage(t, p, "the camera stopped after Back", cameraStopped)
	waitFor(t, p, "", "button:Scan with the camera")
	if after := storage(t, p)[setupKey]; after != before {
		t.Errorf("Back changed the setup screen's state from %q to %q", before, after)
	}

	tapOn(t, p, "", "button:Scan with the camera")
	waitPage(t, p, "the camera streaming a third time", `window.testStreams.length === 3`)
	// The page hidden (the player switched apps): headless Chromium
	// hides no tab, so the page is told as the browser tells it.
	if err := p.Eval(`(() => { Object.defineProperty(document, "hidden", {configurable: true, get: () => true}); document.dispatchEvent(new Event("visibilitychange")); delete document.hidden; })()`, nil); err != nil {
		t.Fatal(err)
	}
	waitPage(t, p, "the live view gone with the page hidden", `document.getElementById("arrayan-camera") === null`)
	waitPage(t, p, "the camera stopped with the page hidden", cameraStopped)
	waitFor(t, p, "", "button:Scan with the camera")
}

// TestCameraProblemsAreSaid taps "Scan with the camera" in a Chromium
// without a camera, then in one whose camera the site may not use
// (DevTools' Browser.setPermission): each time the view goes and the
// reason is said under the code field, in words.
func TestCameraProblemsAreSaid(t *testing.T) {
	t.Run("no camera", func(t *testing.T) {
		p, srv := chromiumOnly(t)
		open(t, p, srv.URL+"/")
		tapOn(t, p, "Sabika", "Deal a setup")
		tapAt(t, p, scrollTo(t, p, "", "button:Scan with the camera"))
		waitFor(t, p, "", "~No camera was found on this device.")
		waitPage(t, p, "the live view gone", `document.getElementById("arrayan-camera") === null`)
	})
	t.Run("refused", func(t *testing.T) {
		video := writeCameraVideo(t, []videoPart{{cameraCode, cameraFPS}})
		p, srv := cameraChromium(t, video, "", false)
		if _, err := chromedp.CallBrowser(p.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: "camera"}, Setting: cdpbrowser.PermissionSettingDenied, Origin: srv.URL,
		}); err != nil {
			t.Fatalf("denying the camera: %v", err)
		}
		open(t, p, srv.URL+"/")
		tapOn(t, p, "Sabika", "Deal a setup")
		tapAt(t, p, scrollTo(t, p, "", "button:Scan with the camera"))
		waitFor(t, p, "", "~The browser was not allowed to use the camera.")
		waitPage(t, p, "the live view gone", `document.getElementById("arrayan-camera") === null`)
		var streams int
		if err := p.Eval(`window.testStreams.length`, &streams); err != nil || streams != 0 {
			t.Errorf("the page got %d streams (%v)", streams, err)
		}
	})
}

// cameraChromium starts Chromium on a phone with a fake camera playing
// the Y4M video (with allowed, the browser's permission prompt answered
// yes), the page's getUserMedia streams watched (watchStreams) and the
// JavaScript script run before the page's own; it serves it the site and
// fails the test at its end if the page reported errors.
func cameraChromium(t *testing.T, video, script string, allowed bool) (*chromiumPage, *httptest.Server) {
	t.Helper()
	skipUnwanted(t, "chromium")
	srv := serve(t, siteDir(t))
	p := chromium(t, phoneView,
		chromedp.Flag("use-fake-ui-for-media-stream", allowed),
		chromedp.Flag("use-fake-device-for-media-stream", true),
		chromedp.Flag("use-file-for-fake-video-capture", video))
	checkErrors(t, p)
	if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: watchStreams + "\n" + script}); err != nil {
		t.Fatal(err)
	}
	return p, srv
}

// waitPage waits up to 30 s until the page's JavaScript expression js is
// true.
func waitPage(t *testing.T, p page, what, js string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		var ok bool
		if err := p.Eval(js, &ok); err != nil {
			t.Fatal(err)
		}
		if ok {
			return
		}
	}
	shot(t, p, "not-"+strings.ReplaceAll(what, " ", "-"))
	t.Fatalf("no %s within 30 s", what)
}

// videoPart is frames frames of the fake camera filming a QR code of text.
type videoPart struct {
	text   string
	frames int
}

// writeCameraVideo writes the parts, one after the other, as a Y4M video
// (the raw format Chromium's fake camera plays, looping: a header line,
// then each frame as "FRAME\n" and its Y, U and V planes, 4:2:0) and
// returns its path. Each frame is a grey table with the QR code on it,
// smaller than the frame and off its centre, as a phone held over it
// sees it.
func writeCameraVideo(t *testing.T, parts []videoPart) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "camera.y4m")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "YUV4MPEG2 W%d H%d F%d:1 Ip A1:1 C420jpeg\n", cameraWidth, cameraHeight, cameraFPS)
	chroma := make([]byte, 2*(cameraWidth/2)*(cameraHeight/2))
	for i := range chroma {
		chroma[i] = 128 // no colour
	}
	for _, part := range parts {
		luma := cameraFrame(t, part.text)
		for range part.frames {
			w.WriteString("FRAME\n")
			w.Write(luma)
			w.Write(chroma)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// cameraFrame is the grey levels of a frame filming the QR code of text.
func cameraFrame(t *testing.T, text string) []byte {
	t.Helper()
	code, err := qr.Image(text, 256)
	if err != nil {
		t.Fatal(err)
	}
	frame := image.NewGray(image.Rect(0, 0, cameraWidth, cameraHeight))
	draw.Draw(frame, frame.Bounds(), image.NewUniform(color.Gray{Y: 180}), image.Point{}, draw.Src)
	draw.CatmullRom.Scale(frame, image.Rect(200, 90, 500, 390), code, code.Bounds(), draw.Over, nil)
	return frame.Pix
}
