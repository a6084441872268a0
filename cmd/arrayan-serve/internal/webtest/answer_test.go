package webtest

import (
	"encoding/json"
	"fmt"
)

// The probe's answer, as the browser's probe (window.arrayanWidgets) and
// the desktop's (GET /widgets) give it: cmd/arrayan/probe_list.go.

// probeAnswer is the probe's JSON answer, its places in the app's units.
type probeAnswer struct {
	// Width and Height are the canvas's size in the app's units, CSSWidth
	// its width in the page's CSS pixels (added by visible's script; none
	// on the desktop).
	Width, Height, CSSWidth float64
	Overlay                 bool
	ScrollBars              bool
	Collecting              bool
	HeldAtStart             bool
	Items                   []widget
}

// decodeProbe reads the probe's answer, from the browser or the desktop.
func decodeProbe(raw string) (probeAnswer, error) {
	var answer probeAnswer
	if err := json.Unmarshal([]byte(raw), &answer); err != nil {
		return probeAnswer{}, fmt.Errorf("reading the probe's answer %q: %w", raw, err)
	}
	if answer.Width <= 0 {
		return probeAnswer{}, fmt.Errorf("the probe's canvas has no width: %s", raw)
	}
	return answer, nil
}

// screenIn is the answer placed in pixels, pixelWidth of them across the
// canvas.
func (a probeAnswer) screenIn(pixelWidth float64) screen {
	k := pixelWidth / a.Width
	items := make([]widget, len(a.Items))
	for i, it := range a.Items {
		it.X, it.Y, it.W, it.H = it.X*k, it.Y*k, it.W*k, it.H*k
		items[i] = it
	}
	return screen{Overlay: a.Overlay, ScrollBars: a.ScrollBars, Collecting: a.Collecting, HeldAtStart: a.HeldAtStart, Items: items}
}
