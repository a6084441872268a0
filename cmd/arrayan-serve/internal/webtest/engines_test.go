package webtest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"arrayan.io/arrayan/cmd/arrayan-serve/internal/site"
)

// The browser tests run in three engines: Chromium (through chromedp, the
// DevTools protocol), WebKit (WebKitGTK's MiniBrowser through classic
// WebDriver) and Firefox (through WebDriver BiDi); chromium_test.go,
// webkit_test.go and firefox_test.go start them. A test sees its engine
// only as a page, and runs in each engine with forEachEngine:
//
//	func TestSomething(t *testing.T) {
//		forEachEngine(t, phoneView, func(t *testing.T, p page, srv *httptest.Server) {
//			open(t, p, srv.URL+"/")
//			tapOn(t, p, "Sabika", "Deal a setup") // probe_test.go finds it
//			shot(t, p, "phone-deal")
//		})
//	}
//
// Tests that need what only Chromium's DevTools protocol has (downloads,
// the file picker, the benchmark) start Chromium alone (chromiumOnly).

// page is the site open in one engine's browser tab, sized as a phone
// (or tablet) with the viewport asked for. Places are CSS pixels of the
// viewport.
type page interface {
	// Engine names the engine: "chromium", "webkit" or "firefox".
	Engine() string
	// View is the screen the engine shows the page on: the viewport asked
	// for, less what the engine cannot emulate (see each engine).
	View() viewport
	// Navigate loads url (a reload when it is the page's address) and
	// returns once the page has loaded.
	Navigate(url string) error
	// Eval evaluates the JavaScript expression js, waits for its value
	// when it is a promise, and decodes the value (as JSON) into out;
	// out nil drops it.
	Eval(js string, out any) error
	// Tap touches (x, y) with one finger and lifts it.
	Tap(x, y float64) error
	// Drag puts one finger down at (x0, y0), moves it to (x1, y1) in
	// small steps, a frame or so each, and lifts it.
	Drag(x0, y0, x1, y1 float64) error
	// Type types text into the page's focused input as a phone's
	// keyboard does, letters outside ASCII included.
	Type(text string) error
	// Screenshot is a PNG of the viewport.
	Screenshot() ([]byte, error)
	// Offline takes the page off the network, as far as the engine can,
	// after the test has closed the site's server.
	Offline() error
}

// viewport is a screen: width×height CSS pixels at scale device pixels
// each.
type viewport struct {
	width, height int
	scale         float64
}

// phoneView is a phone held upright: 390×844 at three device pixels per
// CSS pixel.
var phoneView = viewport{390, 844, 3}

// keyPace is the time in milliseconds from one key to the next that
// page.Type presses in WebKit and Firefox (WebDriver key actions, as a
// real keyboard): a steady typist's. Typing faster keeps its order too
// (TestFastKeysKeepTheirOrder: the app takes an ASCII key through Fyne's
// own keydown and a letter outside ASCII through window.arrayanType, and
// an ASCII key pressed while such a letter waits goes behind it).
const keyPace = 250

// allEngines are the engines the tests run in, in this order.
var allEngines = []string{"chromium", "webkit", "firefox"}

// forEachEngine runs test once in each engine named (none named: all
// three; ARRAYAN_WEB_ENGINES=a,b keeps only those), as subtest ENGINE,
// on a page of a new browser with an empty profile showing view, with
// the site served to it (not yet opened).
func forEachEngine(t *testing.T, view viewport, test func(t *testing.T, p page, srv *httptest.Server), engines ...string) {
	t.Helper()
	dir := siteDir(t)
	if len(engines) == 0 {
		engines = allEngines
	}
	for _, engine := range engines {
		t.Run(engine, func(t *testing.T) {
			skipUnwanted(t, engine)
			srv := serve(t, dir)
			test(t, start(t, engine, view), srv)
		})
	}
}

// skipUnwanted skips the test when ARRAYAN_WEB_ENGINES=a,b leaves the
// engine out.
func skipUnwanted(t *testing.T, engine string) {
	t.Helper()
	if only := os.Getenv("ARRAYAN_WEB_ENGINES"); only != "" && !slices.Contains(strings.Split(only, ","), engine) {
		t.Skipf("ARRAYAN_WEB_ENGINES=%s", only)
	}
}

// start starts a new browser of the engine showing view, and fails the
// test at its end if the page reported errors (pageErrors).
func start(t *testing.T, engine string, view viewport) page {
	t.Helper()
	var p page
	switch engine {
	case "chromium":
		p = chromium(t, view)
	case "webkit":
		p = webkit(t, view)
	case "firefox":
		p = firefox(t, view)
	default:
		t.Fatalf("no engine %q", engine)
	}
	checkErrors(t, p)
	return p
}

// chromiumOnly starts Chromium on a phone and serves it the site, for a
// test that needs Chromium's own DevTools protocol (p.ctx): it fails at
// its end if the page reported errors, as start's pages do.
func chromiumOnly(t *testing.T) (*chromiumPage, *httptest.Server) {
	t.Helper()
	skipUnwanted(t, "chromium")
	srv := serve(t, siteDir(t))
	p := chromium(t, phoneView)
	checkErrors(t, p)
	return p, srv
}

// checkErrors fails the test at its end if the page reported errors
// (pageErrors). Cleanups run last first: call it once the browser is
// started, and it reads them before the browser is closed.
func checkErrors(t *testing.T, p page) {
	t.Helper()
	t.Cleanup(func() {
		if errs := pageErrors(t, p); len(errs) > 0 {
			t.Errorf("the page reported errors in %s:\n%s", p.Engine(), strings.Join(errs, "\n"))
		}
	})
}

// errorCatcher is put at the top of the served index.html (the shipped
// page is unchanged): it keeps the page's errors in the tab's
// sessionStorage, which outlives reloads, under arrayan-test-errors.
// Errors are uncaught exceptions and rejections, console.error and
// console.warn (wasm_exec.js warns of Go's exit code), Go's panics and
// fatal errors with their stacks (wasm_exec.js prints Go's standard error
// with console.log), Fyne's warning of a change made beside its loop,
// and the Go program's exit (its exit hook): the app never exits. Classic
// WebDriver has no console events; this works in every engine.
const errorCatcher = `<script>
(function () {
	var key = "arrayan-test-errors", setItem = Storage.prototype.setItem;
	function keep(kind, what) {
		try {
			var list = JSON.parse(sessionStorage.getItem(key) || "[]");
			list.push(kind + ": " + what);
			setItem.call(sessionStorage, key, JSON.stringify(list));
			return list.length - 1;
		} catch (e) { /* the test reads what was kept */ }
	}
	window.addEventListener("error", function (e) {
		keep("exception", e.message + " (" + e.filename + ":" + e.lineno + ")");
	});
	window.addEventListener("unhandledrejection", function (e) {
		keep("unhandled rejection", String(e.reason) + (e.reason && e.reason.stack ? "\n" + e.reason.stack : ""));
	});
	["error", "warn"].forEach(function (level) {
		var f = console[level];
		console[level] = function () {
			keep("console." + level, Array.from(arguments).join(" "));
			return f.apply(console, arguments);
		};
	});
	// A panic's or fatal error's lines that follow it (its goroutines'
	// stacks) are kept with it, up to 200 lines. Fyne's warning of a
	// change to the screen made beside its loop (the app's, or Fyne's web
	// driver's own, as its typing was: app/typing.go) is an error too.
	var log = console.log, at = -1, trace = [];
	console.log = function () {
		var line = Array.from(arguments).join(" ");
		if (/\*\*\* Error in Fyne call thread/.test(line)) {
			keep("Fyne", line);
		} else if (/^(panic|fatal error): /.test(line)) {
			at = keep("Go", line);
			trace = ["Go: " + line];
		} else if (at >= 0 && trace.length <= 200) {
			trace.push(line);
			try {
				var list = JSON.parse(sessionStorage.getItem(key) || "[]");
				list[at] = trace.join("\n");
				setItem.call(sessionStorage, key, JSON.stringify(list));
			} catch (e) { /* the test reads what was kept */ }
		}
		return log.apply(console, arguments);
	};
	// A call from the page into Go made while Go is inside one of its own
	// calls to the page (a nested call, which Go's runtime mishandles:
	// docs/web.md, "Calls into Go") is an error: the Go program's start
	// (run) and every later entry (_resume) count as Go running.
	var Go, depth = 0;
	Object.defineProperty(window, "Go", {configurable: true, get: function () { return Go; }, set: function (G) {
		Go = class extends G {
			constructor() {
				super();
				var exit = this.exit;
				this.exit = function (code) {
					keep("Go exit", "the Go program exited with code " + code);
					return exit.call(this, code);
				};
			}
			run(instance) {
				depth++;
				try { return super.run(instance); } finally { depth--; }
			}
			_resume() {
				if (depth > 0) { keep("nested call into Go", new Error().stack); }
				depth++;
				try { return super._resume(); } finally { depth--; }
			}
		};
	}});
})();
</script>`

// pageErrors are the errors the page has reported since the browser
// opened it (errorCatcher).
func pageErrors(t *testing.T, p page) []string {
	t.Helper()
	// Read as one text with any lone surrogate replaced: WebKit's driver
	// cannot return a string holding one ("Could not parse script
	// result"), and an error message may quote a text cut in the middle
	// of a character.
	var text string
	if err := p.Eval(`(sessionStorage.getItem("arrayan-test-errors") || "[]").replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")`, &text); err != nil {
		return []string{fmt.Sprintf("(the page's errors could not be read: %v)", err)}
	}
	var errs []string
	if err := json.Unmarshal([]byte(text), &errs); err != nil {
		return []string{fmt.Sprintf("(the page's errors could not be read: %v: %.300q)", err, text)}
	}
	return errs
}

// serve serves the site in dir as site.Handler does, with errorCatcher
// in its index.html; the server closes with the test.
func serve(t *testing.T, dir string) *httptest.Server {
	t.Helper()
	files := site.Handler(dir)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if name := path.Clean("/" + r.URL.Path); name != "/" && name != "/index.html" {
			files.ServeHTTP(w, r)
			return
		}
		html, err := os.ReadFile(filepath.Join(dir, "index.html"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(bytes.Replace(html, []byte("<head>"), []byte("<head>\n"+errorCatcher), 1))
	}))
	t.Cleanup(srv.Close)
	return srv
}

// evalWrapped is the JavaScript expression js made into one that every
// engine evaluates alike: a promise of js's value, awaited, as JSON.
func evalWrapped(js string) string {
	return "(async () => JSON.stringify((await (" + js + ")) ?? null))()"
}

// decodeEval decodes the JSON of evalWrapped's value into out (nil: dropped).
func decodeEval(raw string, out any) error {
	if out == nil {
		return nil
	}
	if err := json.Unmarshal([]byte(raw), out); err != nil {
		return fmt.Errorf("decoding the page's value %.200q: %w", raw, err)
	}
	return nil
}

// xvfb is the private X display the MiniBrowsers and Firefoxes draw on
// (see webkitPage and firefoxPage), started at the first test that needs
// it and stopped by TestMain.
var xvfb struct {
	once    sync.Once
	cmd     *exec.Cmd
	display string
	err     error
}

// display starts Xvfb once and returns its display (":N").
func display(t *testing.T) string {
	t.Helper()
	xvfb.once.Do(func() {
		r, w, err := os.Pipe()
		if err != nil {
			xvfb.err = err
			return
		}
		defer r.Close()
		cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x1280x24", "-nolisten", "tcp")
		cmd.ExtraFiles = []*os.File{w}
		dieWithTests(cmd)
		if err := cmd.Start(); err != nil {
			w.Close()
			xvfb.err = fmt.Errorf("starting Xvfb: %w", err)
			return
		}
		w.Close()
		n, err := bufio.NewReader(r).ReadString('\n')
		if err != nil {
			cmd.Process.Kill()
			cmd.Wait()
			xvfb.err = fmt.Errorf("Xvfb told no display: %w", err)
			return
		}
		xvfb.cmd, xvfb.display = cmd, ":"+strings.TrimSpace(n)
	})
	if xvfb.err != nil {
		if _, err := exec.LookPath("Xvfb"); err != nil {
			t.Skip("no Xvfb (make test-web installs xvfb)")
		}
		t.Fatal(xvfb.err)
	}
	return xvfb.display
}

// stopXvfb stops the display if a test started it.
func stopXvfb() {
	if xvfb.cmd != nil {
		xvfb.cmd.Process.Kill()
		xvfb.cmd.Wait()
	}
}

// TestMain runs the tests and then stops what they shared.
func TestMain(m *testing.M) {
	code := m.Run()
	stopXvfb()
	os.Exit(code)
}

// TestPageErrorsAreCaught makes the page report an error of each kind that
// errorCatcher keeps, in each engine: each is read back (pageErrors), then
// the list is emptied, so that the test ends with no errors.
func TestPageErrorsAreCaught(t *testing.T) {
	forEachEngine(t, phoneView, func(t *testing.T, p page, srv *httptest.Server) {
		// The page, with wasm_exec.js's Go, is enough: the app's first
		// frame is not waited for.
		if err := p.Navigate(srv.URL + "/"); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			var loaded bool
			if err := p.Eval(`typeof Go === "function"`, &loaded); err != nil {
				t.Fatal(err)
			}
			if loaded {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("no wasm_exec.js within 30 s")
			}
		}
		if errs := pageErrors(t, p); len(errs) != 0 {
			t.Fatalf("the app reported errors as it opened:\n%s", strings.Join(errs, "\n"))
		}
		if err := p.Eval(`(setTimeout(() => { throw new Error("thrown") }),
			Promise.reject(new Error("rejected")),
			console.error("said", 1), console.warn("warned"), console.log("panic: panicked"),
			console.log("goroutine 1 [running]:"),
			console.log("2026/11/29 15:00:00 *** Error in Fyne call thread, this should have been called in fyne.Do[AndWait] ***"), new Go().exit(3))`, nil); err != nil {
			t.Fatal(err)
		}
		want := []string{"exception: ", "thrown", "unhandled rejection: ", "rejected", "console.error: said 1", "console.warn: warned",
			"Go: panic: panicked\ngoroutine 1 [running]:", "Fyne: 2026/11/29 15:00:00 *** Error in Fyne call thread", "Go exit: the Go program exited with code 3", "console.warn: exit code: 3"}
		var errs []string
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
			errs = pageErrors(t, p)
			all := strings.Join(errs, "\n")
			if !slices.ContainsFunc(want, func(w string) bool { return !strings.Contains(all, w) }) {
				break
			}
		}
		for _, w := range want {
			if !strings.Contains(strings.Join(errs, "\n"), w) {
				t.Errorf("no %q among the errors caught:\n%s", w, strings.Join(errs, "\n"))
			}
		}
		if err := p.Eval(`sessionStorage.removeItem("arrayan-test-errors")`, nil); err != nil {
			t.Fatal(err)
		}
	})
}
