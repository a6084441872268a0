package webtest

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The walk: the whole app opened as a player would, in the real browser.
// Every screen the home screen opens is opened after every other one
// (each ordered pair, Back between), then a seeded random walk taps,
// types and swipes on whatever is in view. Any page error, Go panic or
// exit of the Go program fails the test with the actions that led to it,
// which replay with the same seed (ARRAYAN_WALK_SEED).

// walker is what the walk needs of a browser engine.
type walker interface {
	// look asks the probe what the app shows now.
	look() (screen, error)
	// tap touches the page at (x, y) CSS pixels and lifts the finger.
	tap(x, y float64) error
	// swipe drags one finger from (x, y0) to (x, y1).
	swipe(x, y0, y1 float64) error
	// typeText types text as a phone's on-screen keyboard does.
	typeText(text string) error
	// pageErrors are the page's uncaught exceptions, Go panics and
	// fatal errors, and the Go program's exit, so far.
	pageErrors() []string
	// save keeps a screenshot as NAME.png.
	save(name string)
}

// homeMark is a text only the home screen shows.
const homeMark = "Your table-side companion"

// opener is a home screen button that opens a screen: its text, below the
// heading of its game ("" for History and Settings).
type opener struct{ under, text string }

func (o opener) String() string {
	if o.under == "" {
		return o.text
	}
	return o.under + " › " + o.text
}

// walk runs the actions on w and keeps their log.
type walk struct {
	t   *testing.T
	w   walker
	log []string
	// width and height are the page's in CSS pixels.
	width, height float64
	// all are the home screen's openers, from the top (openers).
	all []opener
	// looks counts the probe's answers and lookTime the time they took.
	looks    int
	lookTime time.Duration
}

func (k *walk) logf(format string, args ...any) {
	k.log = append(k.log, fmt.Sprintf("%4d. ", len(k.log)+1)+fmt.Sprintf(format, args...))
	if len(k.log)%50 == 0 {
		k.t.Logf("%d actions", len(k.log))
	}
}

// check fails the test, with the actions so far, when the page reported
// an error.
func (k *walk) check() {
	k.t.Helper()
	if errs := k.w.pageErrors(); len(errs) > 0 {
		k.w.save("walk-failed")
		k.t.Fatalf("the page failed after these actions:\n%s\nerrors:\n%s", strings.Join(k.log, "\n"), strings.Join(errs, "\n"))
	}
}

// settle waits until two looks in a row agree (the app has drawn what
// the last action changed) and returns the screen, at most for 10 s.
func (k *walk) settle() screen {
	k.t.Helper()
	var last string
	var s screen
	k.check() // once a settle: each look of the page costs the browser a turn
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(80 * time.Millisecond) {
		var err error
		began := time.Now()
		s, err = k.w.look()
		k.looks++
		k.lookTime += time.Since(began)
		if err != nil {
			k.check()
			k.t.Fatalf("after these actions:\n%s\nthe probe did not answer: %v", strings.Join(k.log, "\n"), err)
		}
		now := fmt.Sprint(s.Overlay, s.Items)
		if now == last {
			return s
		}
		last = now
	}
	return s
}

// onHome reports whether s is the home screen with nothing over it: the
// root of the page stack, the one screen without a Back button.
func onHome(s screen) bool {
	_, back := s.lookup("", "button:Back")
	return !back && !s.Overlay
}

// home goes back to the home screen: Back, or a dialog's closing button.
func (k *walk) home() {
	k.t.Helper()
	for range 8 {
		s := k.settle()
		if onHome(s) {
			return
		}
		if back, ok := s.lookup("", "button:Back"); ok && !s.Overlay {
			k.logf("tap Back")
			k.tap(back)
			continue
		}
		if closer, ok := dialogCloser(s); ok {
			k.logf("tap %q", closer.Text)
			k.tap(closer)
			continue
		}
		// A dialog or pop-up menu without a closing button: a tap beside
		// it, at the screen's top right corner (the title bar's end),
		// always in the page even when the browser shows a bar of its own
		// below it (WebKit's download bar).
		k.logf("tap beside the dialog")
		if err := k.w.tap(k.width-4, 4); err != nil {
			k.t.Fatalf("tapping beside a dialog: %v", err)
		}
		k.check()
	}
	k.w.save("walk-not-home")
	k.t.Fatalf("the home screen did not come back after these actions:\n%s", strings.Join(k.log, "\n"))
}

// dialogCloser is the button that closes a dialog: Close, Cancel, OK,
// Done or No.
func dialogCloser(s screen) (widget, bool) {
	if !s.Overlay {
		return widget{}, false
	}
	for _, name := range []string{"Close", "Cancel", "OK", "Done", "No", "Keep"} {
		if w, ok := s.lookup("", "button:"+name); ok {
			return w, true
		}
	}
	return widget{}, false
}

func (k *walk) tap(w widget) {
	k.t.Helper()
	x, y := w.middle()
	if err := k.w.tap(x, y); err != nil {
		k.check()
		k.t.Fatalf("tapping %q: %v", w.Text, err)
	}
}

func (k *walk) swipe(y0, y1 float64) {
	k.t.Helper()
	if err := k.w.swipe(k.width/2, y0, y1); err != nil {
		k.check()
		k.t.Fatalf("swiping: %v", err)
	}
}

// openers lists the buttons of the home screen that open a screen, in
// their order from the top, swiping up the page to see them all; a game's
// button is listed once its game's heading is in view above it.
func (k *walk) openers() []opener {
	k.t.Helper()
	k.home()
	for range 8 { // to the top of the page
		if _, ok := k.settle().lookup("", homeMark); ok {
			break
		}
		k.swipe(k.height*0.3, k.height*0.8)
	}
	var found []opener
	seen := map[opener]bool{}
	for range 12 {
		s := k.settle()
		heading := ""
		for _, it := range s.Items {
			if it.Kind == "label" && isGameName(it.Text) {
				heading = it.Text
			}
			if it.Kind != "button" || it.Text == "" || it.Text == "Back" {
				continue
			}
			o := opener{heading, it.Text}
			if it.Text == "History and statistics" || it.Text == "Settings" {
				o.under = ""
			} else if heading == "" {
				continue // its game's heading is above the screen: seen from higher up
			}
			if !seen[o] {
				seen[o] = true
				found = append(found, o)
			}
		}
		if seen[opener{"", "Settings"}] {
			break
		}
		k.swipe(k.height*0.8, k.height*0.3)
	}
	k.all = found
	return found
}

// isGameName reports whether text is a game's heading on the home screen.
func isGameName(text string) bool {
	switch text {
	case "Sabika", "Alhambra", "Granada", "The Voyages of Marco Polo":
		return true
	}
	return false
}

// open opens o from the home screen: swipes until its button is in view
// (towards it, from the openers in view; they are listed first if they
// are not yet), taps it and waits until the screen (or, for Settings, the
// dialog) shows.
func (k *walk) open(o opener) {
	k.t.Helper()
	if k.all == nil { // the order of the openers, to swipe towards o
		k.openers()
	}
	k.home()
	target := slices.Index(k.all, o)
	for range 12 {
		s := k.settle()
		// A button whose middle is in view takes a tap there (the probe
		// lists what is in view by its middle; the last row of a page
		// scrolled to its end may reach the screen's bottom edge).
		if b, ok := s.lookup(o.under, "button:"+o.text); ok && inView(b, k.height) {
			k.logf("open %s", o)
			k.tap(b)
			// A tap the app missed (Firefox's touch, now and then, right
			// after the screen changed) is tapped again, as a player would.
			for i := range 50 {
				if s := k.settle(); !onHome(s) {
					return
				}
				if i == 25 {
					k.logf("tap %s again", o)
					k.tap(b)
				}
				time.Sleep(100 * time.Millisecond)
			}
			k.w.save("walk-not-opened")
			k.t.Fatalf("%s did not open after these actions:\n%s", o, strings.Join(k.log, "\n"))
		}
		// Up the page when the opener wanted is cut at the screen's
		// bottom, down when at its top; when it is not in view, up when
		// every opener in view comes before it, else down.
		up := false
		if b, ok := s.lookup(o.under, "button:"+o.text); ok {
			_, y := b.middle()
			up = y > 0
		} else {
			for i, other := range k.all {
				if _, ok := s.lookup(other.under, "button:"+other.text); ok {
					up = i < target
				}
			}
		}
		if up {
			k.logf("swipe up")
			k.swipe(k.height*0.75, k.height*0.35)
		} else {
			k.logf("swipe down")
			k.swipe(k.height*0.35, k.height*0.75)
		}
	}
	k.w.save("walk-no-opener")
	k.t.Fatalf("no %s on the home screen after these actions:\n%s", o, strings.Join(k.log, "\n"))
}

// inView reports whether w's middle is on a screen height pixels tall.
func inView(w widget, height float64) bool {
	_, y := w.middle()
	return y > 0 && y < height-2
}

// everyOrderedPair returns a sequence of 0…n-1 in which each ordered pair
// of two different numbers follows one another once: an Euler circuit of
// the complete directed graph (Hierholzer's algorithm).
func everyOrderedPair(n int) []int {
	if n < 2 {
		return []int{0}
	}
	next := make([][]int, n) // the edges not yet used, from each vertex
	for i := range n {
		for j := n - 1; j >= 0; j-- {
			if j != i {
				next[i] = append(next[i], j)
			}
		}
	}
	stack, circuit := []int{0}, []int{}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		if len(next[v]) > 0 {
			u := next[v][len(next[v])-1]
			next[v] = next[v][:len(next[v])-1]
			stack = append(stack, u)
			continue
		}
		circuit = append(circuit, v)
		stack = stack[:len(stack)-1]
	}
	for i, j := 0, len(circuit)-1; i < j; i, j = i+1, j-1 {
		circuit[i], circuit[j] = circuit[j], circuit[i]
	}
	return circuit
}

// TestEveryOrderedPairNeedsEachPairOnce checks everyOrderedPair.
func TestEveryOrderedPairNeedsEachPairOnce(t *testing.T) {
	for n := 1; n <= 9; n++ {
		seq := everyOrderedPair(n)
		if want := n*(n-1) + 1; len(seq) != want {
			t.Fatalf("n=%d: %d steps, want %d", n, len(seq), want)
		}
		pairs := map[[2]int]int{}
		for i := 1; i < len(seq); i++ {
			if seq[i] == seq[i-1] {
				t.Fatalf("n=%d: %d follows itself", n, seq[i])
			}
			pairs[[2]int{seq[i-1], seq[i]}]++
		}
		if len(pairs) != n*(n-1) {
			t.Fatalf("n=%d: %d pairs, want %d", n, len(pairs), n*(n-1))
		}
	}
}

// walkTexts are typed into fields by the random walk: numbers, names
// outside ASCII, nothing sensible.
var walkTexts = []string{"3", "12", "0", "-1", "999999999", "Ñandú Zoë", "Юсуф", "x", "2026-02-30", " ", "7a"}

// randomWalk taps, types and swipes on what is in view, actions times,
// with the seed given; from time to time it goes back or home.
func (k *walk) randomWalk(seed uint64, actions int) {
	k.t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	for range actions {
		s := k.settle()
		var targets []widget
		for _, it := range s.Items {
			switch it.Kind {
			case "button", "check", "select", "entry":
			case "text":
				// list rows, tabs and radio options are drawn texts
				if rng.IntN(4) != 0 {
					continue
				}
			default:
				continue
			}
			if _, y := it.middle(); y < 0 || y > k.height-4 || it.W <= 0 || it.H <= 0 {
				continue
			}
			targets = append(targets, it)
		}
		focused := false
		for _, it := range s.Items {
			focused = focused || (it.Kind == "entry" && it.Focused)
		}
		switch r := rng.IntN(20); {
		case r == 0:
			k.logf("home")
			k.home()
		case r == 1:
			if back, ok := s.lookup("", "button:Back"); ok && !s.Overlay {
				k.logf("tap Back")
				k.tap(back)
			} else if closer, ok := dialogCloser(s); ok {
				k.logf("tap %q", closer.Text)
				k.tap(closer)
			}
		case r <= 4:
			y0, y1 := k.height*0.8, k.height*0.3
			if r == 4 {
				y0, y1 = y1, y0
			}
			k.logf("swipe %.0f→%.0f", y0, y1)
			k.swipe(y0, y1)
		case r <= 7 && focused:
			text := walkTexts[rng.IntN(len(walkTexts))]
			k.logf("type %q", text)
			if err := k.w.typeText(text); err != nil {
				k.t.Fatalf("typing: %v", err)
			}
			k.check()
		default:
			if len(targets) == 0 {
				k.logf("home (nothing to tap)")
				k.home()
				continue
			}
			it := targets[rng.IntN(len(targets))]
			k.logf("tap %s %q", it.Kind, it.Text)
			k.tap(it)
		}
	}
	k.check()
}

// walkSeeds are the random walks' seeds: ARRAYAN_WALK_SEED (a list, comma
// separated) to replay or widen them, or two fixed ones.
func walkSeeds(t *testing.T) []uint64 {
	t.Helper()
	list := os.Getenv("ARRAYAN_WALK_SEED")
	if list == "" {
		return []uint64{1, 2}
	}
	var seeds []uint64
	for _, f := range strings.Split(list, ",") {
		n, err := strconv.ParseUint(strings.TrimSpace(f), 10, 64)
		if err != nil {
			t.Fatalf("ARRAYAN_WALK_SEED: %v", err)
		}
		seeds = append(seeds, n)
	}
	return seeds
}

// walkActions is how many actions each random walk takes:
// ARRAYAN_WALK_ACTIONS, or 150 (two seeds: 300).
func walkActions(t *testing.T) int {
	t.Helper()
	if v := os.Getenv("ARRAYAN_WALK_ACTIONS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			t.Fatalf("ARRAYAN_WALK_ACTIONS=%q: want a count", v)
		}
		return n
	}
	return 150
}

// runWalk runs the whole walk on w: every ordered pair of screens, then
// the random walks.
func runWalk(t *testing.T, w walker, width, height float64) {
	k := &walk{t: t, w: w, width: width, height: height}
	// A walk that fails where it cannot say its actions (a browser that
	// ended the page fails the screenshot first) still lists them.
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("the walk's actions:\n%s", strings.Join(k.log, "\n"))
		}
	})
	openers := k.openers()
	if len(openers) < 10 {
		t.Fatalf("the home screen opens %d screens: %v; want every game's screens, the history and the settings", len(openers), openers)
	}
	t.Logf("the home screen opens %d screens: %v", len(openers), openers)
	if os.Getenv("ARRAYAN_WALK_PAIRS") != "0" {
		for _, i := range everyOrderedPair(len(openers)) {
			k.open(openers[i])
			k.settle()
		}
		k.home()
		t.Logf("every ordered pair of the %d screens opened: %d actions", len(openers), len(k.log))
	}
	for _, seed := range walkSeeds(t) {
		before := len(k.log)
		k.logf("random walk, seed %d", seed)
		k.randomWalk(seed, walkActions(t))
		t.Logf("random walk with seed %d: %d actions", seed, len(k.log)-before)
		k.home()
	}
	w.save("walk-end")
	if k.looks > 0 {
		t.Logf("%d actions; %d looks at the screen, %v each on average", len(k.log), k.looks, (k.lookTime / time.Duration(k.looks)).Round(time.Millisecond))
	}
}
