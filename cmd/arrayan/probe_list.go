//go:build (js && webprobe) || (desktopprobe && !js)

package main

import (
	"runtime/metrics"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
)

// This file is what the tests' probes share, in the browser
// (probe_js.go, build tag webprobe) and on the desktop (probe_desktop.go,
// build tag desktopprobe), and only in those test builds: the shipped app
// has no probe. Fyne draws the whole app into one canvas, with no page
// element or X window per widget, so the tests ask the running app where a
// widget is: a JSON list of what the player can see and tap — buttons,
// labels, entries (with their placeholder), checks, selects and every
// drawn text (tabs, list rows, radio options) — each with its position
// and size in the app's units, and the canvas's size in those units to
// turn them into pixels; the field that has the keyboard's focus says so.

// The renderer a widget is drawn with (its parts) comes from Fyne's
// public test.WidgetRenderer, which returns the renderer cached for the
// widget, the very one the driver draws. Importing fyne/v2/test makes a
// test app when the program loads; main then makes the real app, which
// becomes the current one, so the probe changes nothing the player sees.

// probed is one widget or text the player sees.
type probed struct {
	Kind string  `json:"kind"`
	Text string  `json:"text"`
	X    float32 `json:"x"`
	Y    float32 `json:"y"`
	W    float32 `json:"w"`
	H    float32 `json:"h"`
	// Focused is true for the field that has the keyboard's focus.
	Focused bool `json:"focused,omitempty"`
	// Cut is true when part of it is outside the scrolls around it: the
	// player sees it only in part, and swipes to see it whole.
	Cut bool `json:"cut,omitempty"`
}

// probeReport is the probe's answer (JSON): window.arrayanWidgets's in
// the browser, GET /widgets's on the desktop.
type probeReport struct {
	Width   float32 `json:"width"`
	Height  float32 `json:"height"`
	Overlay bool    `json:"overlay"`
	// ScrollBars is true when the theme draws scroll bars in a colour (in
	// the browser they are held back until the first frame is shown).
	ScrollBars bool `json:"scrollBars"`
	// Collecting is true when Go's garbage collector runs (main holds it
	// until the first frame is shown: app.HoldCollector), and HeldAtStart
	// when it did not run as the window was made, before its first frame.
	Collecting  bool     `json:"collecting"`
	HeldAtStart bool     `json:"heldAtStart"`
	Items       []probed `json:"items"`
}

// listVisible lists what the player can tap on c: the top overlay (a
// dialog, a pop-up menu) when one is shown, else the window's content.
func listVisible(c fyne.Canvas) probeReport {
	report := probeReport{Width: c.Size().Width, Height: c.Size().Height}
	settings := fyne.CurrentApp().Settings()
	_, _, _, alpha := settings.Theme().Color(theme.ColorNameScrollBar, settings.ThemeVariant()).RGBA()
	report.ScrollBars = alpha > 0
	report.Collecting = collecting()
	root := c.Content()
	if top := c.Overlays().Top(); top != nil {
		root, report.Overlay = top, true
	}
	p := prober{focused: c.Focused()}
	p.walk(root, fyne.Position{}, fyne.Position{}, c.Size())
	report.Items = p.items
	return report
}

// prober lists a canvas's objects.
type prober struct {
	focused fyne.Focusable
	items   []probed
}

// walk lists obj (at offset) and its visible children; an object is
// listed when its middle is inside the clip of the scrolls around it.
func (p *prober) walk(obj fyne.CanvasObject, offset, clipPos fyne.Position, clipSize fyne.Size) {
	if obj == nil || !obj.Visible() {
		return
	}
	pos := obj.Position().Add(offset)
	size := obj.Size()
	var children []fyne.CanvasObject
	switch o := obj.(type) {
	case *fyne.Container:
		children = o.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(o).Objects()
	}
	if _, scroll := obj.(interface{ ScrollToTop() }); scroll {
		clipPos, clipSize = intersect(clipPos, clipSize, pos, size)
	}
	mid := pos.Add(fyne.NewPos(size.Width/2, size.Height/2))
	inside := mid.X >= clipPos.X && mid.Y >= clipPos.Y && mid.X <= clipPos.X+clipSize.Width && mid.Y <= clipPos.Y+clipSize.Height
	if kind, text := describe(obj); kind != "" && inside {
		f, focusable := focusPart(obj)
		_, seen := intersect(pos, size, clipPos, clipSize)
		p.items = append(p.items, probed{Kind: kind, Text: text, X: pos.X, Y: pos.Y, W: size.Width, H: size.Height,
			Focused: focusable && p.focused != nil && f == p.focused, Cut: seen.Width < size.Width-0.5 || seen.Height < size.Height-0.5})
	}
	if wrapped(obj) {
		return // listed whole above, its parts (a button without text, the text's lines) are not
	}
	for _, child := range children {
		p.walk(child, pos, clipPos, clipSize)
	}
}

// intersect is the part of the first rectangle inside the second.
func intersect(pos1 fyne.Position, size1 fyne.Size, pos2 fyne.Position, size2 fyne.Size) (fyne.Position, fyne.Size) {
	x0, y0 := max(pos1.X, pos2.X), max(pos1.Y, pos2.Y)
	x1 := min(pos1.X+size1.Width, pos2.X+size2.Width)
	y1 := min(pos1.Y+size1.Height, pos2.Y+size2.Height)
	return fyne.NewPos(x0, y0), fyne.NewSize(max(0, x1-x0), max(0, y1-y0))
}

// focusPart is the part of obj that takes the keyboard's focus: obj
// itself, or the button or box under a wrapped text.
func focusPart(obj fyne.CanvasObject) (fyne.Focusable, bool) {
	switch o := obj.(type) {
	case *ui.WrapButton:
		return o.Button(), true
	case *ui.WrapCheck:
		return o.Check(), true
	}
	f, ok := obj.(fyne.Focusable)
	return f, ok
}

// wrapped reports whether obj is a button or check whose text wraps.
func wrapped(obj fyne.CanvasObject) bool {
	switch obj.(type) {
	case *ui.WrapButton, *ui.WrapCheck:
		return true
	}
	return false
}

// describe names an object's kind and the text it shows ("" kind: not
// listed).
func describe(obj fyne.CanvasObject) (string, string) {
	switch o := obj.(type) {
	case *widget.Button:
		return "button", o.Text
	case *ui.MainButton:
		return "button", o.Text
	case *ui.WrapButton:
		return "button", o.Text
	case *ui.WrapCheck:
		return "check", o.Text
	case *widget.Label:
		return "label", o.Text
	case *ui.WrapText:
		return "label", o.Text
	case *widget.Entry:
		if o.Text == "" {
			return "entry", o.PlaceHolder
		}
		return "entry", o.Text
	case *widget.Check:
		return "check", o.Text
	case *ui.TickBox:
		return "check", ""
	case *widget.Select:
		return selectText(o)
	case *ui.WrapSelect:
		return selectText(&o.Select)
	case *widget.Hyperlink:
		return "link", o.Text
	case *canvas.Text:
		if o.Text != "" {
			return "text", o.Text
		}
	}
	return "", ""
}

// collecting reports whether Go's garbage collector runs: its target
// percentage is positive (-1 while it is held).
func collecting() bool {
	target := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(target)
	return target[0].Value.Kind() == metrics.KindUint64 && int64(target[0].Value.Uint64()) > 0
}

// selectText is a select's kind and the text it shows: its choice, or
// its placeholder when nothing is chosen.
func selectText(o *widget.Select) (string, string) {
	if o.Selected == "" {
		return "select", o.PlaceHolder
	}
	return "select", o.Selected
}
