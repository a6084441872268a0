package webtest

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"arrayan.io/arrayan/cmd/arrayan-serve/internal/webdriver"
)

// webkitPage is a window of WebKitGTK's MiniBrowser, driven through
// WebKitWebDriver (classic WebDriver; Debian's webkit2gtk-driver). The
// MiniBrowser has no headless mode: it draws on a private Xvfb display.
// WebKitGTK emulates no phone: the window is sized to the viewport
// (full-screen mode, which drops the browser's toolbar, so that a window
// narrower than the toolbar can be had), at one device pixel per CSS
// pixel, with no touch screen. Its WebDriver takes "touch" pointer
// actions but delivers them as mouse events (pointerType "mouse", no
// touch events), so taps are mouse clicks there, and a drag is a mouse
// drag, which does not scroll the app as a finger's swipe does.
type webkitPage struct {
	wd   *webdriver.Classic
	view viewport
}

// miniBrowser is WebKitGTK's MiniBrowser: ARRAYAN_MINIBROWSER, or
// Debian's.
func miniBrowser(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("ARRAYAN_MINIBROWSER"); p != "" {
		return p
	}
	const debian = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
	if _, err := os.Stat(debian); err != nil {
		t.Skip("no MiniBrowser (make test-web installs webkit2gtk-driver)")
	}
	return debian
}

// freePort is a TCP port free on the loopback now.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// webkit starts WebKitWebDriver and, through it, a MiniBrowser with a new
// empty profile showing view as far as WebKitGTK can (see webkitPage);
// both end with the test.
func webkit(t *testing.T, view viewport) *webkitPage {
	t.Helper()
	binary := miniBrowser(t)
	driver, err := exec.LookPath("WebKitWebDriver")
	if err != nil {
		t.Skip("no WebKitWebDriver (make test-web installs webkit2gtk-driver)")
	}
	port := freePort(t)
	home := t.TempDir()
	cmd := exec.Command(driver, "--port="+strconv.Itoa(port))
	dieWithTests(cmd)
	// The profile (storage, caches, service workers) goes to the test's
	// folder. Under Xvfb WebKitGTK draws with Mesa's software renderer
	// (Debian 12's Mesa 22.3), whose default rasterizer, llvmpipe, crashed
	// the page's process on WebKit's compositor thread (SIGSEGV in
	// swrast_dri.so, the same place each time), in the walk's first minute
	// in most runs, even with WebGL's drawing buffers kept out of GBM. Mesa's
	// softpipe rasterizer draws the page more slowly and has not crashed;
	// see docs/web.md, "The walk".
	cmd.Env = append(os.Environ(), "DISPLAY="+display(t), "HOME="+home,
		"XDG_DATA_HOME="+home+"/data", "XDG_CACHE_HOME="+home+"/cache", "XDG_CONFIG_HOME="+home+"/config",
		"WEBKIT_WEBGL_DISABLE_GBM=1", "GALLIUM_DRIVER=softpipe")
	// What the driver and its MiniBrowser print (a web process that
	// crashed says so there) goes to a file, shown when the test fails: a
	// file, not a pipe, which the MiniBrowser would hold open after the
	// driver ends, and Wait would wait for.
	said, err := os.Create(filepath.Join(t.TempDir(), "webkit.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = said, said
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting WebKitWebDriver: %v", err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		said.Close()
		if t.Failed() {
			t.Logf("WebKitWebDriver and MiniBrowser printed, last:\n%s", lastOf(said.Name(), 16<<10))
		}
	})
	address := "http://127.0.0.1:" + strconv.Itoa(port)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		resp, err := http.Get(address + "/status")
		if err == nil {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("WebKitWebDriver does not answer: %v", err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	wd, err := webdriver.NewClassic(ctx, address, map[string]any{
		"webkitgtk:browserOptions": map[string]any{"binary": binary, "args": []string{"--automation", "--full-screen"}},
		// A script may run as long as any other command (timeout): a
		// swipe (Wheel) waits between its wheel turns, and with the page
		// drawn by softpipe at the largest text size one took over the
		// driver's default 30 s in a CI run.
		"timeouts": map[string]any{"script": scriptLimit.Milliseconds()},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { wd.Close(context.Background()) })
	w, h, err := wd.SetWindowSize(ctx, view.width, view.height)
	if err != nil {
		t.Fatal(err)
	}
	if w != view.width || h != view.height {
		t.Fatalf("the MiniBrowser's window is %d×%d; want %d×%d", w, h, view.width, view.height)
	}
	return &webkitPage{wd: wd, view: viewport{view.width, view.height, 1}}
}

// scriptLimit bounds one WebDriver command, a script's run included.
const scriptLimit = 2 * time.Minute

// timeout bounds one WebDriver command.
func timeout() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), scriptLimit)
}

func (p *webkitPage) Engine() string { return "webkit" }

func (p *webkitPage) View() viewport { return p.view }

func (p *webkitPage) Navigate(url string) error {
	ctx, cancel := timeout()
	defer cancel()
	return p.wd.Navigate(ctx, url)
}

func (p *webkitPage) Eval(js string, out any) error {
	ctx, cancel := timeout()
	defer cancel()
	var raw string
	if err := p.wd.Execute(ctx, "return "+evalWrapped(js), nil, &raw); err != nil {
		return fmt.Errorf("evaluating %.80q: %w", js, err)
	}
	return decodeEval(raw, out)
}

// Tap is a mouse click (see webkitPage).
func (p *webkitPage) Tap(x, y float64) error {
	ctx, cancel := timeout()
	defer cancel()
	return p.wd.PerformActions(ctx, webdriver.Pointer("mouse").Tap(x, y))
}

// Drag is a mouse drag (see webkitPage).
func (p *webkitPage) Drag(x0, y0, x1, y1 float64) error {
	ctx, cancel := timeout()
	defer cancel()
	return p.wd.PerformActions(ctx, webdriver.Pointer("mouse").Drag(x0, y0, x1, y1, 8, 20))
}

// Wheel scrolls the app at (x, y) by dy pixels as a finger's swipe does:
// WebKit's WebDriver has no touch, a mouse drag does not scroll the app,
// and its wheel action did not reach the page (tried), so the test sends
// the events the page itself sends the app for a swipe (web/index.html:
// the mouse moved to the finger, then wheel turns of half the finger's
// move, in steps of 10 pixels).
func (p *webkitPage) Wheel(x, y, dy float64) error {
	js := fmt.Sprintf(`(async () => {
		document.dispatchEvent(new MouseEvent("mousemove", {clientX: %[1]f, clientY: %[2]f, bubbles: true, cancelable: true}));
		for (let moved = 0; Math.abs(moved) < Math.abs(%[3]f); moved += Math.sign(%[3]f) * 10) {
			document.dispatchEvent(new WheelEvent("wheel", {clientX: %[1]f, clientY: %[2]f, deltaY: Math.sign(%[3]f) * 5, bubbles: true, cancelable: true}));
			await new Promise(r => setTimeout(r, 10));
		}
	})()`, x, y, dy)
	return p.Eval(js, nil)
}

// Type presses a key for each letter, as a real keyboard does.
func (p *webkitPage) Type(text string) error {
	ctx, cancel := timeout()
	defer cancel()
	return p.wd.PerformActions(ctx, webdriver.Keys(text, keyPace))
}

func (p *webkitPage) Screenshot() ([]byte, error) {
	ctx, cancel := timeout()
	defer cancel()
	return p.wd.Screenshot(ctx)
}

// Offline does nothing more: WebKitWebDriver cannot switch the network
// off, and the closed server refusing every connection is the test.
func (p *webkitPage) Offline() error { return nil }

// lastOf is the last limit bytes of the file at path, or why it could not
// be read.
func lastOf(path string, limit int) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	return string(data[max(len(data)-limit, 0):])
}
