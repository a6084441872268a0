package webtest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The desktop app walked as the browser's site is (walk): the test build
// of the app (build tag desktopprobe: make test-desktop) under a private
// Xvfb, driven by xdotool and read through its probe (GET /widgets on a
// loopback address, cmd/arrayan/probe_desktop.go). The desktop has no
// touch: a tap is a mouse click and a swipe turns the mouse wheel. Its
// errors are the app's stderr lines with a Go panic, a fatal error or
// Fyne's warning of a call off its goroutine, and the app's exit.

// desktopApp is the app under test, in its own X window: the walker of
// the desktop.
type desktopApp struct {
	t       *testing.T
	display string
	// window is the app's X window id; probe the probe's address.
	window, probe string
	// width and height are the window's size in pixels.
	width, height float64
	// bound are the runes outside ASCII typeText has bound to a key, by
	// their key symbol; free are the keycodes not bound yet.
	bound map[rune]string
	free  []string
	name  string // of the screenshots: the window's size

	mu     sync.Mutex
	errors []string // the app's errors so far
	// gone is true once the app has exited, exited its exit's error (nil
	// for a clean exit: still an error of the walk's).
	gone   bool
	exited error
}

// desktopAppPath is the probe build of the app: ARRAYAN_DESKTOP_APP, or
// bin/arrayan-probe of this checkout. The desktop tests run with
// ARRAYAN_DESKTOP_TEST=1 (make test-desktop).
func desktopAppPath(t *testing.T) string {
	t.Helper()
	if os.Getenv("ARRAYAN_DESKTOP_TEST") == "" {
		t.Skip("desktop tests run with ARRAYAN_DESKTOP_TEST=1 (make test-desktop)")
	}
	path := os.Getenv("ARRAYAN_DESKTOP_APP")
	if path == "" {
		path = "../../../../bin/arrayan-probe"
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatalf("the desktop app's path: %v", err)
	}
	if _, err := os.Stat(abs); err != nil {
		t.Fatalf("no probe build of the desktop app (make test-desktop builds it): %v", err)
	}
	return abs
}

// xDisplay is the X display the app opens its window on: ARRAYAN_DISPLAY,
// or a private Xvfb on a free display, stopped with the test.
func xDisplay(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("ARRAYAN_DISPLAY"); d != "" {
		return d
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatalf("a pipe for Xvfb's display: %v", err)
	}
	defer r.Close()
	// -displayfd: Xvfb picks a free display and writes its number.
	xvfb := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp")
	xvfb.ExtraFiles = []*os.File{w}
	if err := xvfb.Start(); err != nil {
		w.Close()
		t.Fatalf("starting Xvfb (make test-desktop installs it): %v", err)
	}
	w.Close()
	t.Cleanup(func() {
		_ = xvfb.Process.Kill()
		_ = xvfb.Wait() // killed: its error says so
	})
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	select {
	case n := <-number:
		if n == "" {
			t.Fatal("Xvfb exited without a display")
		}
		return ":" + n
	case <-time.After(30 * time.Second):
		t.Fatal("Xvfb gave no display within 30 s")
	}
	return ""
}

// startDesktop starts the app on display with its own empty home (its
// saved data stays in the test's folder), waits for its window and its
// probe and sizes the window width×height pixels. The app is stopped with
// the test.
func startDesktop(t *testing.T, app, display string, width, height int) *desktopApp {
	t.Helper()
	d := &desktopApp{t: t, display: display, bound: map[rune]string{}, name: fmt.Sprintf("%dx%d", width, height)}
	home := t.TempDir()
	cmd := exec.Command(app)
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "WAYLAND_DISPLAY=", "HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, "config"), "XDG_DATA_HOME="+filepath.Join(home, "data"),
		"XDG_CACHE_HOME="+filepath.Join(home, "cache"), "XDG_STATE_HOME="+filepath.Join(home, "state"),
		"ARRAYAN_PROBE_ADDR=127.0.0.1:0")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatalf("the app's stderr: %v", err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting the app %s: %v", app, err)
	}
	probe := make(chan string, 1)
	done := make(chan struct{})
	go d.readErrors(stderr, probe, done)
	go func() {
		<-done // the pipe read to its end before Wait closes it
		err := cmd.Wait()
		d.mu.Lock()
		d.gone, d.exited = true, err
		d.mu.Unlock()
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill() // gone already when it exited
	})
	select {
	case d.probe = <-probe:
	case <-time.After(60 * time.Second):
		t.Fatalf("the app's probe did not start within 60 s; errors: %v", d.pageErrors())
	}
	out, err := d.x(30*time.Second, "xdotool", "search", "--sync", "--onlyvisible", "--pid", strconv.Itoa(cmd.Process.Pid))
	if err != nil {
		t.Fatalf("the app's window: %v", err)
	}
	d.window = strings.Fields(out)[0]
	d.resize(width, height)
	d.mapKeys()
	return d
}

// readErrors reads the app's stderr: the probe's address goes to probe,
// and lines with a Go panic, a fatal error or Fyne's warning of a call
// off its goroutine are kept with the 12 lines after them (the stack).
func (d *desktopApp) readErrors(stderr io.Reader, probe chan<- string, done chan<- struct{}) {
	defer close(done)
	after := 0
	lines := bufio.NewScanner(stderr)
	for lines.Scan() {
		line := lines.Text()
		if addr, ok := strings.CutPrefix(line, "arrayan probe: http://"); ok {
			probe <- addr
			continue
		}
		if strings.Contains(line, "panic:") || strings.Contains(line, "fatal error:") || strings.Contains(line, "*** Error in Fyne call thread") {
			after = 13
		}
		if after > 0 {
			after--
			d.mu.Lock()
			d.errors = append(d.errors, line)
			d.mu.Unlock()
		}
	}
}

// x runs an X client (xdotool, xmodmap, import) on the app's display and
// returns what it printed.
func (d *desktopApp) x(limit time.Duration, name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+d.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%s %s: %w: %s", name, strings.Join(args, " "), err, out)
	}
	return string(out), nil
}

// resize sizes the window and waits until the app has laid its canvas out
// at that size.
func (d *desktopApp) resize(width, height int) {
	d.t.Helper()
	var last string
	var asked time.Time
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		// Asked again each second while the window has another size: a
		// window just shown may still take the size the app gave it
		// (1000×720) after the first request.
		if time.Since(asked) > time.Second {
			if _, err := d.x(10*time.Second, "xdotool", "windowsize", d.window, strconv.Itoa(width), strconv.Itoa(height)); err != nil {
				d.t.Fatalf("sizing the window: %v", err)
			}
			asked = time.Now()
		}
		geometry, err := d.x(10*time.Second, "xdotool", "getwindowgeometry", d.window)
		if err != nil {
			d.t.Fatalf("the window's size: %v", err)
		}
		last = geometry
		var w, h int
		for _, line := range strings.Split(geometry, "\n") {
			if size, ok := strings.CutPrefix(strings.TrimSpace(line), "Geometry: "); ok {
				_, _ = fmt.Sscanf(size, "%dx%d", &w, &h) // a mismatch leaves 0×0: waited on
			}
		}
		if w != width || h != height {
			continue
		}
		answer, err := d.answer()
		if err != nil {
			d.t.Fatalf("the probe after sizing the window: %v", err)
		}
		// The canvas is laid out at the window's size when their shapes
		// agree (the app's units are pixels over the scale).
		if math.Abs(answer.Width/float64(width)-answer.Height/float64(height)) < 0.01*answer.Width/float64(width) {
			d.width, d.height = float64(w), float64(h)
			return
		}
	}
	d.t.Fatalf("the window was not %d×%d within 30 s: %s", width, height, last)
}

// mapKeys finds the keycodes free for typeText: those with no key symbol.
func (d *desktopApp) mapKeys() {
	d.t.Helper()
	table, err := d.x(10*time.Second, "xmodmap", "-pke")
	if err != nil {
		d.t.Fatalf("the keyboard's map (make test-desktop installs xmodmap): %v", err)
	}
	for _, line := range strings.Split(table, "\n") {
		if f := strings.Fields(line); len(f) == 3 && f[0] == "keycode" && f[2] == "=" {
			d.free = append(d.free, f[1])
		}
	}
}

// answer asks the probe what the app shows now, in the app's units.
func (d *desktopApp) answer() (probeAnswer, error) {
	client := http.Client{Timeout: 10 * time.Second}
	resp, err := client.Get("http://" + d.probe + "/widgets")
	if err != nil {
		return probeAnswer{}, fmt.Errorf("asking the desktop probe: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return probeAnswer{}, fmt.Errorf("reading the desktop probe's answer: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return probeAnswer{}, fmt.Errorf("the desktop probe answered %s: %s", resp.Status, body)
	}
	return decodeProbe(string(body))
}

func (d *desktopApp) look() (screen, error) {
	answer, err := d.answer()
	if err != nil {
		return screen{}, err
	}
	return answer.screenIn(d.width), nil
}

// at is xdotool's arguments that move the mouse to (x, y) in the window.
func (d *desktopApp) at(x, y float64) []string {
	return []string{"mousemove", "--window", d.window, strconv.Itoa(int(math.Round(x))), strconv.Itoa(int(math.Round(y)))}
}

// tap clicks the left mouse button at (x, y).
func (d *desktopApp) tap(x, y float64) error {
	_, err := d.x(10*time.Second, "xdotool", append(d.at(x, y), "click", "1")...)
	return err
}

// swipe turns the mouse wheel at (x, y0) as far as a finger would drag
// the page from y0 to y1: Fyne scrolls 25 of the app's units a click.
func (d *desktopApp) swipe(x, y0, y1 float64) error {
	answer, err := d.answer()
	if err != nil {
		return err
	}
	clicks := max(1, int(math.Round(math.Abs(y1-y0)/(25*d.width/answer.Width))))
	button := "4" // the wheel up: the page comes down, as a finger dragging down
	if y1 < y0 {
		button = "5"
	}
	_, err = d.x(30*time.Second, "xdotool", append(d.at(x, y0), "click", "--repeat", strconv.Itoa(clicks), "--delay", "20", button)...)
	return err
}

// typeText types text on the keyboard, 30 ms a key (after "--": a text
// such as "-1" is no option of xdotool's). xdotool types a rune
// outside the keyboard's map by binding it to a spare key for the moment,
// and under Xvfb the app read some of them after the key was bound to the
// next (typing "Юсуф" gave "Юсф", "Ñ" came as "ñ"): here each such rune is
// bound to a free key of its own for good (xmodmap) and pressed by its key
// symbol.
func (d *desktopApp) typeText(text string) error {
	var ascii strings.Builder
	flush := func() error {
		if ascii.Len() == 0 {
			return nil
		}
		_, err := d.x(time.Minute, "xdotool", "type", "--delay", "30", "--", ascii.String())
		ascii.Reset()
		return err
	}
	for _, r := range text {
		if r < 0x80 {
			ascii.WriteRune(r)
			continue
		}
		if err := flush(); err != nil {
			return err
		}
		sym, err := d.bind(r)
		if err != nil {
			return err
		}
		if _, err := d.x(10*time.Second, "xdotool", "key", "--delay", "30", sym); err != nil {
			return err
		}
	}
	return flush()
}

// bind binds r to a free key, once, and returns its key symbol.
func (d *desktopApp) bind(r rune) (string, error) {
	if sym, ok := d.bound[r]; ok {
		return sym, nil
	}
	if len(d.free) == 0 {
		return "", fmt.Errorf("no free key left for %q", r)
	}
	key := d.free[0]
	sym := fmt.Sprintf("U%04X", r)
	if _, err := d.x(10*time.Second, "xmodmap", "-e", "keycode "+key+" = "+sym+" "+sym); err != nil {
		return "", fmt.Errorf("binding %q to a key: %w", r, err)
	}
	d.free = d.free[1:]
	d.bound[r] = sym
	return sym, nil
}

func (d *desktopApp) pageErrors() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	errs := append([]string(nil), d.errors...)
	if d.gone {
		errs = append(errs, fmt.Sprintf("the app exited: %v", d.exited))
	}
	return errs
}

// save keeps a screenshot of the window (ImageMagick's import) as
// SIZE-NAME.png in ARRAYAN_DESKTOP_SHOTS, or build/desktop-shots.
func (d *desktopApp) save(name string) {
	dir := os.Getenv("ARRAYAN_DESKTOP_SHOTS")
	if dir == "" {
		dir = "../../../../build/desktop-shots"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		d.t.Errorf("the screenshots' folder: %v", err)
		return
	}
	if _, err := d.x(30*time.Second, "import", "-window", d.window, filepath.Join(dir, d.name+"-"+name+".png")); err != nil {
		d.t.Errorf("a screenshot of the window: %v", err)
	}
}

// TestDesktopWalk walks the desktop app (see walk) in a phone-like window,
// 390×844, and then in a desktop's, 1280×800, at random only: the ordered
// pairs would open the same screens again (7 minutes more).
func TestDesktopWalk(t *testing.T) {
	app := desktopAppPath(t)
	display := xDisplay(t)
	for _, size := range []struct {
		width, height int
		pairs         bool
	}{{390, 844, true}, {1280, 800, false}} {
		t.Run(fmt.Sprintf("%dx%d", size.width, size.height), func(t *testing.T) {
			if !size.pairs {
				t.Setenv("ARRAYAN_WALK_PAIRS", "0")
			}
			start := time.Now()
			d := startDesktop(t, app, display, size.width, size.height)
			runWalk(t, d, d.width, d.height)
			t.Logf("walked in %s", time.Since(start).Round(time.Second))
		})
	}
}

// TestDesktopTypesOutsideASCII checks that typeText types what the walk
// types into a field: names outside ASCII come out whole on the desktop,
// and a text that starts with a dash.
func TestDesktopTypesOutsideASCII(t *testing.T) {
	d := startDesktop(t, desktopAppPath(t), xDisplay(t), 390, 844)
	k := &walk{t: t, w: d, width: d.width, height: d.height}
	k.open(opener{"Sabika", "Game bookkeeping"})
	s := k.settle()
	field, ok := s.lookup("", "entry:Player 1")
	if !ok {
		d.save("no-player-field")
		t.Fatalf("no Player 1 field: %s", s.texts())
	}
	k.tap(field)
	const text = "-1 Ñandú Zoë Юсуф"
	if err := d.typeText(text); err != nil {
		t.Fatal(err)
	}
	s = k.settle()
	if _, ok := s.lookup("", "entry:"+text); !ok {
		d.save("typed-outside-ascii")
		t.Fatalf("typed %q; the fields show %s", text, s.texts())
	}
	k.check()
}
