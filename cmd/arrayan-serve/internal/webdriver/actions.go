// Package webdriver holds two small clients of the W3C WebDriver
// protocols, enough for the browser tests to drive WebKit and Firefox:
// Classic, for classic WebDriver over HTTP (WebKitGTK's WebKitWebDriver),
// and BiDi, for WebDriver BiDi over a WebSocket (Firefox's own remote
// agent). Both take the same input actions, made by the functions here.
package webdriver

import "math"

// Source is one input source of a list of actions (WebDriver's "perform
// actions", and BiDi's input.performActions): a finger, a mouse or a
// keyboard and the steps it takes, one a tick.
type Source struct {
	Type       string           `json:"type"`
	ID         string           `json:"id"`
	Parameters map[string]any   `json:"parameters,omitempty"`
	Actions    []map[string]any `json:"actions"`
}

// Pointer is a pointer source of the given kind ("touch" for a finger,
// "mouse") with no steps yet.
func Pointer(kind string) Source {
	return Source{Type: "pointer", ID: kind + "1", Parameters: map[string]any{"pointerType": kind}}
}

// Tap moves the pointer to (x, y) in CSS pixels of the viewport, puts it
// down there a moment later and lifts it. The moment is a mouse's: a
// person's mouse comes to rest before it clicks, and a Fyne app may miss
// a click that comes in the same instant as the move.
func (s Source) Tap(x, y float64) Source {
	return s.move(x, y, 0).pause(100).down().pause(50).up()
}

// Drag puts the pointer down at (x0, y0), moves it to (x1, y1) in steps
// of about step pixels, each taking ms milliseconds, and lifts it.
func (s Source) Drag(x0, y0, x1, y1, step float64, ms int) Source {
	s = s.move(x0, y0, 0).down().pause(100)
	n := int(math.Max(math.Abs(x1-x0), math.Abs(y1-y0))/step) + 1
	for i := 1; i <= n; i++ {
		f := float64(i) / float64(n)
		s = s.move(x0+f*(x1-x0), y0+f*(y1-y0), ms)
	}
	return s.pause(100).up()
}

// move moves the pointer to (x, y), rounded to whole pixels (classic
// WebDriver takes only integers), over ms milliseconds.
func (s Source) move(x, y float64, ms int) Source {
	s.Actions = append(s.Actions, map[string]any{"type": "pointerMove", "x": math.Round(x), "y": math.Round(y), "duration": ms, "origin": "viewport"})
	return s
}

func (s Source) down() Source {
	s.Actions = append(s.Actions, map[string]any{"type": "pointerDown", "button": 0})
	return s
}

func (s Source) up() Source {
	s.Actions = append(s.Actions, map[string]any{"type": "pointerUp", "button": 0})
	return s
}

func (s Source) pause(ms int) Source {
	s.Actions = append(s.Actions, map[string]any{"type": "pause", "duration": ms})
	return s
}

// Keys is a keyboard source that types text, a key pressed and released
// for each character, a character every ms milliseconds.
func Keys(text string, ms int) Source {
	s := Source{Type: "key", ID: "keyboard1"}
	for _, r := range text {
		s.Actions = append(s.Actions,
			map[string]any{"type": "keyDown", "value": string(r)},
			map[string]any{"type": "keyUp", "value": string(r)},
			map[string]any{"type": "pause", "duration": ms})
	}
	return s
}
