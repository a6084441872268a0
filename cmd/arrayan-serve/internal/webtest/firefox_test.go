package webtest

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"arrayan.io/arrayan/cmd/arrayan-serve/internal/webdriver"
)

// firefoxPage is a tab of Firefox, driven through WebDriver BiDi, which
// Firefox's own remote agent serves (Debian has no geckodriver). Firefox
// draws on the private Xvfb display (see display), not headless: without
// a graphics card its headless mode has no WebGL, even forced on ("tryNativeGL:
// Exhausted GL driver options"), and Fyne draws with WebGL; on Xvfb it
// has Mesa's software OpenGL. Firefox emulates the viewport's size and
// device pixel ratio (browsingContext.setViewport) and, with its touch
// events switched on, takes touch pointer actions as touch events; it has
// no mobile viewport (the meta viewport tag is ignored, as on a desktop).
type firefoxPage struct {
	bidi    *webdriver.BiDi
	context string
	view    viewport
}

// firefoxPath is Firefox: ARRAYAN_FIREFOX, or firefox-esr or firefox on
// the PATH.
func firefoxPath(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("ARRAYAN_FIREFOX"); p != "" {
		return p
	}
	for _, name := range []string{"firefox-esr", "firefox"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no firefox (make test-web installs firefox-esr)")
	return ""
}

// firefoxPrefs go into the new profile's user.js. WebGL (which Fyne
// draws with) is forced on, since Firefox turns it off on a software
// renderer it does not trust; touch events are on as on a phone; and
// Firefox stays off the network: no updates, telemetry, remote settings,
// safe browsing or connectivity checks (the remote agent sets more of
// these itself).
var firefoxPrefs = map[string]any{
	"webgl.force-enabled":                                        true,
	"dom.w3c_touch_events.enabled":                               1,
	"app.update.auto":                                            false,
	"app.update.enabled":                                         false,
	"app.normandy.enabled":                                       false,
	"browser.shell.checkDefaultBrowser":                          false,
	"browser.startup.homepage_override.mstone":                   "ignore",
	"browser.safebrowsing.malware.enabled":                       false,
	"browser.safebrowsing.phishing.enabled":                      false,
	"browser.safebrowsing.downloads.enabled":                     false,
	"browser.safebrowsing.blockedURIs.enabled":                   false,
	"datareporting.healthreport.uploadEnabled":                   false,
	"datareporting.policy.dataSubmissionEnabled":                 false,
	"toolkit.telemetry.enabled":                                  false,
	"toolkit.telemetry.unified":                                  false,
	"extensions.update.enabled":                                  false,
	"network.captive-portal-service.enabled":                     false,
	"network.connectivity-service.enabled":                       false,
	"services.settings.server":                                   "http://127.0.0.1:9/",
	"messaging-system.rsexperimentloader.enabled":                false,
	"browser.newtabpage.activity-stream.feeds.system.topstories": false,
}

// listening is Firefox's line on standard error that tells the BiDi port.
var listening = regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)

// firefox starts Firefox with a new profile showing view and connects to
// it; it closes with the test.
func firefox(t *testing.T, view viewport) *firefoxPage {
	t.Helper()
	binary := firefoxPath(t)
	profile := t.TempDir()
	var userJS strings.Builder
	for name, value := range firefoxPrefs {
		v := fmt.Sprint(value)
		if s, ok := value.(string); ok {
			v = quote(s)
		}
		fmt.Fprintf(&userJS, "user_pref(%q, %s);\n", name, v)
	}
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(userJS.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(binary, "--no-remote", "--remote-debugging-port=0", "--profile", profile)
	cmd.Env = append(os.Environ(), "HOME="+profile, "MOZ_CRASHREPORTER_DISABLE=1", "DISPLAY="+display(t))
	// Firefox's standard error is read to its end, so that it never
	// blocks on a full pipe; the pipe is closed once Firefox has ended.
	stderr, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = w
	dieWithTests(cmd)
	err = cmd.Start()
	w.Close()
	if err != nil {
		stderr.Close()
		t.Fatalf("starting Firefox: %v", err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait(); stderr.Close() })
	found := make(chan string, 1)
	go func() {
		lines := bufio.NewScanner(stderr)
		for lines.Scan() {
			if m := listening.FindStringSubmatch(lines.Text()); m != nil {
				found <- m[1]
			}
		}
		close(found)
	}()
	var address string
	select {
	case address = <-found:
	case <-time.After(time.Minute):
	}
	if address == "" {
		t.Fatal("Firefox told no WebDriver BiDi address within a minute")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	bidi, err := webdriver.DialBiDi(ctx, address+"/session")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bidi.Close() })
	if err := bidi.Call(ctx, "session.new", map[string]any{"capabilities": map[string]any{}}, nil); err != nil {
		t.Fatal(err)
	}
	var tree struct {
		Contexts []struct {
			Context string `json:"context"`
		} `json:"contexts"`
	}
	if err := bidi.Call(ctx, "browsingContext.getTree", nil, &tree); err != nil {
		t.Fatal(err)
	}
	if len(tree.Contexts) == 0 {
		t.Fatal("Firefox has no tab")
	}
	p := &firefoxPage{bidi: bidi, context: tree.Contexts[0].Context, view: view}
	if err := bidi.Call(ctx, "browsingContext.setViewport", map[string]any{
		"context":          p.context,
		"viewport":         map[string]any{"width": view.width, "height": view.height},
		"devicePixelRatio": view.scale,
	}, nil); err != nil {
		t.Fatal(err)
	}
	return p
}

func (p *firefoxPage) Engine() string { return "firefox" }

func (p *firefoxPage) View() viewport { return p.view }

func (p *firefoxPage) Navigate(url string) error {
	ctx, cancel := timeout()
	defer cancel()
	return p.bidi.Call(ctx, "browsingContext.navigate", map[string]any{"context": p.context, "url": url, "wait": "complete"}, nil)
}

func (p *firefoxPage) Eval(js string, out any) error {
	ctx, cancel := timeout()
	defer cancel()
	var result struct {
		Type   string `json:"type"`
		Result struct {
			Value string `json:"value"`
		} `json:"result"`
		ExceptionDetails struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	if err := p.bidi.Call(ctx, "script.evaluate", map[string]any{
		"expression":   evalWrapped(js),
		"target":       map[string]any{"context": p.context},
		"awaitPromise": true,
	}, &result); err != nil {
		return fmt.Errorf("evaluating %.80q: %w", js, err)
	}
	if result.Type == "exception" {
		return fmt.Errorf("evaluating %.80q: %s", js, result.ExceptionDetails.Text)
	}
	return decodeEval(result.Result.Value, out)
}

// act performs the input sources' actions and releases what they left
// pressed.
func (p *firefoxPage) act(sources ...webdriver.Source) error {
	ctx, cancel := timeout()
	defer cancel()
	if err := p.bidi.Call(ctx, "input.performActions", map[string]any{"context": p.context, "actions": sources}, nil); err != nil {
		return err
	}
	return p.bidi.Call(ctx, "input.releaseActions", map[string]any{"context": p.context}, nil)
}

func (p *firefoxPage) Tap(x, y float64) error {
	return p.act(webdriver.Pointer("touch").Tap(x, y))
}

func (p *firefoxPage) Drag(x0, y0, x1, y1 float64) error {
	return p.act(webdriver.Pointer("touch").Drag(x0, y0, x1, y1, 8, 20))
}

// Type presses a key for each letter, as a real keyboard does.
func (p *firefoxPage) Type(text string) error {
	return p.act(webdriver.Keys(text, keyPace))
}

func (p *firefoxPage) Screenshot() ([]byte, error) {
	ctx, cancel := timeout()
	defer cancel()
	var shot struct {
		Data []byte `json:"data"`
	}
	if err := p.bidi.Call(ctx, "browsingContext.captureScreenshot", map[string]any{"context": p.context}, &shot); err != nil {
		return nil, err
	}
	return shot.Data, nil
}

// Offline switches the tab's network off (BiDi's network emulation).
func (p *firefoxPage) Offline() error {
	ctx, cancel := timeout()
	defer cancel()
	return p.bidi.Call(ctx, "emulation.setNetworkConditions", map[string]any{
		"networkConditions": map[string]any{"type": "offline"},
		"contexts":          []string{p.context},
	}, nil)
}
