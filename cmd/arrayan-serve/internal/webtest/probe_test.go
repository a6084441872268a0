package webtest

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The test build of the site (make test-web: build tag webprobe) carries a
// probe, cmd/arrayan/probe_js.go: window.arrayanWidgets() resolves to what
// the player sees and can tap, with places in the app's units. The tests
// find widgets by what they say through it, not by places read off
// screenshots.

// widget is one thing the app shows, placed in the page's CSS pixels.
type widget struct {
	Kind       string
	Text       string
	X, Y, W, H float64
	// Focused is true for the field that has the keyboard's focus.
	Focused bool
	// Cut is true when the scroll around it shows only part of it.
	Cut bool
}

// middle is where a finger taps the widget.
func (w widget) middle() (float64, float64) { return w.X + w.W/2, w.Y + w.H/2 }

// screen is what the probe reports at one moment.
type screen struct {
	// Overlay is true when a dialog or pop-up is on top: only it is listed.
	Overlay bool
	// ScrollBars is true when scroll bars are drawn (the page holds them
	// back for its first frame).
	ScrollBars bool
	// Collecting is true when Go's garbage collector runs (the app holds
	// it until its first frame is shown), HeldAtStart when it was held as
	// the window was made.
	Collecting, HeldAtStart bool
	Items                   []widget
}

// visible asks the probe what the app shows now.
func visible(p page) (screen, error) {
	var raw string
	if err := p.Eval(`window.arrayanWidgets
		? window.arrayanWidgets().then(r => { const o = JSON.parse(r); o.cssWidth = document.querySelector("canvas").getBoundingClientRect().width; return JSON.stringify(o); })
		: ""`, &raw); err != nil {
		return screen{}, fmt.Errorf("asking the probe: %w", err)
	}
	if raw == "" {
		return screen{}, fmt.Errorf("the site has no probe (build it with make test-web)")
	}
	answer, err := decodeProbe(raw)
	if err != nil {
		return screen{}, err
	}
	return answer.screenIn(answer.CSSWidth), nil
}

// texts lists the texts of a screen, for a failure's message.
func (s screen) texts() string {
	var out []string
	for _, it := range s.Items {
		if it.Kind != "text" {
			out = append(out, fmt.Sprintf("%s %q", it.Kind, it.Text))
		}
	}
	return strings.Join(out, ", ")
}

// lookup finds the first widget that text names below the first one that
// under names ("" anywhere); a widget (button, entry…) wins over a drawn
// text. A name is the widget's text, "KIND:TEXT" for only that kind (e.g.
// "entry:Setup code"), or "~PART" for a text that has PART in it.
func (s screen) lookup(under, text string) (widget, bool) {
	top := -1.0
	if under != "" {
		w, ok := s.lookup("", under)
		if !ok {
			return widget{}, false
		}
		top = w.Y
	}
	var text1 *widget
	for i, it := range s.Items {
		if !named(it, text) || it.Y <= top {
			continue
		}
		if it.Kind != "text" {
			return it, true
		}
		if text1 == nil {
			text1 = &s.Items[i]
		}
	}
	if text1 != nil {
		return *text1, true
	}
	return widget{}, false
}

// named reports whether name names it (see lookup).
func named(it widget, name string) bool {
	for _, k := range []string{"button", "label", "entry", "check", "select", "link", "text"} {
		if rest, ok := strings.CutPrefix(name, k+":"); ok {
			if it.Kind != k {
				return false
			}
			name = rest
			break
		}
	}
	if part, ok := strings.CutPrefix(name, "~"); ok {
		return strings.Contains(it.Text, part)
	}
	return it.Text == name
}

// waitFor waits until the app shows a widget saying text (below one saying
// under, "" anywhere) at the same place in two looks in a row, and returns
// it. A widget can still move after it is first shown, when the screen is
// laid out again after the last tap (a list of players shrinking above a
// button): a tap at its first place would miss it.
func waitFor(t *testing.T, p page, under, text string) widget {
	t.Helper()
	var last screen
	var seen *widget
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		s, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		last = s
		w, ok := s.lookup(under, text)
		if ok && seen != nil && w == *seen {
			return w
		}
		if ok {
			seen = &w
			time.Sleep(100 * time.Millisecond)
			continue
		}
		seen = nil
		time.Sleep(200 * time.Millisecond)
	}
	shot(t, p, "not-found-"+strings.ReplaceAll(text, " ", "-"))
	t.Fatalf("no %q (under %q) on the screen within 30 s; it shows %s", text, under, last.texts())
	return widget{}
}

// shows reports whether the app shows a widget saying text now.
func shows(t *testing.T, p page, text string) bool {
	t.Helper()
	s, err := visible(p)
	if err != nil {
		t.Fatal(err)
	}
	_, ok := s.lookup("", text)
	return ok
}

// tapOn waits for the widget saying text (below the one saying under, ""
// anywhere) and taps its middle.
func tapOn(t *testing.T, p page, under, text string) {
	t.Helper()
	tapAt(t, p, waitFor(t, p, under, text))
}

// typeText types text into the page's focused input, which passes it on
// to the app (page.Type).
func typeText(t *testing.T, p page, text string) {
	t.Helper()
	if err := p.Type(text); err != nil {
		t.Fatalf("typing %q in %s: %v", text, p.Engine(), err)
	}
}

// fill taps the empty field showing field (its placeholder, or "" for
// none) below the widget saying under, waits until it has the keyboard's
// focus, types text as a phone's keyboard does and waits until the field
// shows it, and a double tap's time on the field has passed (see
// doubleTapWait).
func fill(t *testing.T, p page, under, field, text string) {
	t.Helper()
	tapped := waitFor(t, p, under, "entry:"+field)
	tapAt(t, p, tapped)
	defer afterFieldTap(time.Now())
	// The field tapped, with the focus. A field can still move after it is
	// first shown (a question above it wrapping onto a second line): then
	// the tap is made again where the field is now.
	var field1 widget
	waitUntil(t, p, "the field "+strconv.Quote(field)+" focused", func(s screen) bool {
		now, ok := s.lookup(under, "entry:"+field)
		switch {
		case !ok:
			return false
		case now.Focused:
			field1 = now
			return true
		case now.X != tapped.X || now.Y != tapped.Y:
			tapped = now
			tapAt(t, p, now)
			defer afterFieldTap(time.Now())
		}
		return false
	})
	typeText(t, p, text)
	waitUntil(t, p, "the field showing "+strconv.Quote(text), func(s screen) bool {
		for _, it := range s.Items {
			if it.Kind == "entry" && it.Focused && it.X == field1.X && it.W == field1.W && it.Text == text {
				return true
			}
		}
		return false
	})
}

// doubleTapWait is how long after a tap on a field the next tap waits.
// Fyne's driver takes a tap on a field (an Entry, double-tappable) as
// maybe the first of a double tap for 300 ms (its web driver's
// webDefaultDoubleTapDelay), and when that time is up, on its loop,
// forgets the widget the mouse pressed last: a tap on a button pressed
// before that moment and released after it is lost. The field focuses
// at once and a test types in a few milliseconds, so its next tap came
// in that window now and then (TestNoHuntingAtTheTable: Record tapped,
// the second starting-dinars question still there); a player's finger
// takes longer, from the field through the keyboard to the button.
const doubleTapWait = time.Second

// afterFieldTap waits until doubleTapWait has passed since a field was
// tapped at tapped.
func afterFieldTap(tapped time.Time) {
	time.Sleep(time.Until(tapped.Add(doubleTapWait)))
}

// waitUntil waits up to 30 s until the app's screen is as ok says.
func waitUntil(t *testing.T, p page, what string, ok func(screen) bool) {
	t.Helper()
	var last screen
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		s, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		if ok(s) {
			return
		}
		last = s
	}
	shot(t, p, "not-"+strings.NewReplacer(" ", "-", `"`, "").Replace(what))
	t.Fatalf("no %s within 30 s; the screen shows %s", what, last.texts())
}

// scrollTo swipes the screen up a little at a time until the widget saying
// text (below the one saying under) is in view, and returns it.
func scrollTo(t *testing.T, p page, under, text string) widget {
	t.Helper()
	var last screen
	for range 12 {
		s, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		if w, ok := s.lookup(under, text); ok {
			return w
		}
		last = s
		swipe(t, p, 195, 700, 250) // less than a screen: nothing is skipped
	}
	t.Fatalf("no %q (under %q) after swiping down the screen; it shows %s", text, under, last.texts())
	return widget{}
}

// tapAt taps a widget's middle.
func tapAt(t *testing.T, p page, w widget) {
	t.Helper()
	x, y := w.middle()
	if err := p.Tap(x, y); err != nil {
		t.Fatalf("a tap in %s: %v", p.Engine(), err)
	}
}

// waitStorage waits up to 30 s until the browser's storage holds under key
// a value ok accepts, and returns it.
func waitStorage(t *testing.T, p page, key string, ok func(string) bool) string {
	t.Helper()
	var got string
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if got = storage(t, p)[key]; ok(got) {
			return got
		}
	}
	t.Fatalf("the storage's %s is %q after 30 s", key, got)
	return ""
}
