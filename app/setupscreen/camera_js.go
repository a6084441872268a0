//go:build js

package setupscreen

import (
	"sync"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/setup/qr"
)

// frameEvery is the time from one frame read to the next: about six a
// second, quick enough to read a code as soon as it is held still, slow
// enough to leave a phone's processor to the live view.
const frameEvery = 160 * time.Millisecond

// frameSide is the longer side, in pixels, of a frame handed to the Go
// decoder: a setup's QR code held to fill a third of the view still has
// several pixels a module, and a frame is read in a fraction of a second.
const frameSide = 640

// haveCurrentData is the video element's readyState from which it has a
// frame to draw (HTMLMediaElement.HAVE_CURRENT_DATA).
const haveCurrentData = 2

// viewState marks the page's history entry of the live view.
const viewState = "arrayanCamera"

// viewEvents are the events that the live view keeps from the page below
// it: the app's web driver takes taps, drags and wheels from the whole
// document, and the page (web/index.html) turns touches into them, so a
// tap on the view would otherwise reach the app's widget under it.
var viewEvents = []string{"mousedown", "mouseup", "mousemove", "click", "contextmenu", "wheel", "touchstart", "touchmove", "touchend", "touchcancel"}

// browserCamera is the camera through the browser: the rear camera's
// stream (getUserMedia) played in an HTML video that covers the app's
// canvas, with a line of text and a large Cancel button under it. Frames
// are read with the browser's BarcodeDetector where it has one that reads
// QR codes, and by setup/qr (the same reader as a QR picture's) from the
// frame's pixels otherwise.
type browserCamera struct {
	report cameraReport
	// view is the element over the app; video plays the camera in it,
	// line says the hint or what the last code read was.
	view, video, line js.Value
	// stream is the camera's stream once the browser has given it.
	stream js.Value
	// listeners are the page's events the view listens to, removed
	// when it closes.
	listeners []listener
	// leaving is set when the page goes (pagehide).
	leaving bool
	// stopped is closed when the camera stops; it stops once.
	stopped  chan struct{}
	stopOnce sync.Once
}

// listener is a function listening to target's event.
type listener struct {
	target js.Value
	event  string
	fn     js.Func
}

// platformCamera is the browser's camera.
func platformCamera() camera { return &browserCamera{stopped: make(chan struct{})} }

// open asks the browser for the rear camera and shows its live view.
// Browsers give a camera only to a secure context (HTTPS or localhost),
// and only where navigator.mediaDevices.getUserMedia is.
func (c *browserCamera) open(words cameraWords, report cameraReport) {
	c.report = report
	g := js.Global()
	if !g.Get("isSecureContext").Truthy() {
		c.fail(cameraInsecure, "")
		return
	}
	devices := g.Get("navigator").Get("mediaDevices")
	if !devices.Truthy() || !devices.Get("getUserMedia").Truthy() {
		c.fail(cameraMissing, "")
		return
	}
	c.show(words)
	constraints := map[string]any{"audio": false, "video": map[string]any{
		"facingMode": "environment", // the rear camera, where there is one
		"width":      map[string]any{"ideal": 1280},
		"height":     map[string]any{"ideal": 720},
	}}
	var got, refused js.Func
	got = js.FuncOf(func(_ js.Value, args []js.Value) any {
		got.Release()
		refused.Release()
		c.started(args[0])
		return nil
	})
	refused = js.FuncOf(func(_ js.Value, args []js.Value) any {
		got.Release()
		refused.Release()
		name, detail := "", ""
		if len(args) > 0 && args[0].Type() == js.TypeObject {
			name, detail = args[0].Get("name").String(), args[0].Get("message").String()
		} else if len(args) > 0 {
			detail = args[0].String()
		}
		if !c.isStopped() {
			c.fail(problemOf(name), detail)
		}
		return nil
	})
	devices.Call("getUserMedia", constraints).Call("then", got, refused)
}

// problemOf is the problem of getUserMedia's refusal named name (a
// DOMException's name, Media Capture and Streams §10.2).
func problemOf(name string) cameraProblem {
	switch name {
	case "NotAllowedError", "SecurityError", "PermissionDeniedError":
		return cameraRefused
	case "NotFoundError", "OverconstrainedError", "DevicesNotFoundError":
		return cameraMissing
	case "NotReadableError", "TrackStartError", "AbortError":
		return cameraBusy
	}
	return cameraOther
}

// fail stops the camera, takes the view away and reports problem.
func (c *browserCamera) fail(problem cameraProblem, detail string) {
	c.shut()
	fyne.Do(func() { c.report.failed(problem, detail) })
}

// show puts the live view over the app: the video filling what the line
// and the Cancel button leave, the button always at the bottom, large
// and clear of a phone's home bar.
func (c *browserCamera) show(words cameraWords) {
	doc := js.Global().Get("document")
	c.view = doc.Call("createElement", "div")
	c.view.Set("id", "arrayan-camera")
	c.view.Get("style").Set("cssText", "position:fixed;inset:0;z-index:2147483647;display:flex;flex-direction:column;"+
		"background:#000;color:#fff;font:20px/1.35 sans-serif;touch-action:none;user-select:none")
	c.video = doc.Call("createElement", "video")
	for _, attribute := range []string{"autoplay", "muted", "playsinline"} {
		c.video.Call("setAttribute", attribute, "") // iOS plays inline only so
	}
	c.video.Set("muted", true)
	c.video.Get("style").Set("cssText", "flex:1 1 auto;min-height:0;width:100%;object-fit:cover;background:#000")
	c.line = doc.Call("createElement", "div")
	c.line.Call("setAttribute", "role", "status")
	c.line.Get("style").Set("cssText", "padding:12px 16px;text-align:center")
	c.line.Set("textContent", words.hint)
	cancel := doc.Call("createElement", "button")
	cancel.Set("type", "button")
	cancel.Set("textContent", words.cancel)
	cancel.Get("style").Set("cssText", "margin:0 16px calc(16px + env(safe-area-inset-bottom));min-height:64px;"+
		"font:bold 22px sans-serif;border:none;border-radius:12px;background:#fff;color:#000")
	c.view.Call("append", c.video, c.line, cancel)
	doc.Get("body").Call("append", c.view)

	keep := func(_ js.Value, args []js.Value) any {
		args[0].Call("stopPropagation")
		return nil
	}
	for _, event := range viewEvents {
		c.listen(c.view, event, keep)
	}
	c.listen(cancel, "click", func(js.Value, []js.Value) any {
		c.cancel()
		return nil
	})
	c.listen(doc, "keydown", func(_ js.Value, args []js.Value) any {
		if args[0].Get("key").String() == "Escape" {
			c.cancel()
		}
		return nil
	})
	c.listen(doc, "visibilitychange", func(js.Value, []js.Value) any {
		if doc.Get("hidden").Bool() {
			c.cancel() // a phone's camera is not kept running behind the player's back
		}
		return nil
	})
	c.listen(js.Global(), "pagehide", func(js.Value, []js.Value) any {
		c.leaving = true // the page goes: its history is left alone
		c.cancel()
		return nil
	})
	// The phone's Back (a gesture, a button, the browser's) closes the
	// view, not the app: the view is an entry of the page's history,
	// which Back takes away (popstate), and which shut takes away when
	// the view closes otherwise.
	js.Global().Get("history").Call("pushState", map[string]any{viewState: true}, "")
	c.listen(js.Global(), "popstate", func(js.Value, []js.Value) any {
		c.cancel()
		return nil
	})
}

// listen makes f listen to target's event until the view closes.
func (c *browserCamera) listen(target js.Value, event string, f func(js.Value, []js.Value) any) {
	fn := js.FuncOf(f)
	target.Call("addEventListener", event, fn)
	c.listeners = append(c.listeners, listener{target, event, fn})
}

// started plays stream in the view and reads its frames; a stream that
// comes after the player cancelled is stopped at once.
func (c *browserCamera) started(stream js.Value) {
	if c.isStopped() {
		stopTracks(stream)
		return
	}
	c.stream = stream
	c.video.Set("srcObject", stream)
	go c.readFrames()
}

// readFrames reads a frame every frameEvery until the camera stops, and
// reports each QR code read.
func (c *browserCamera) readFrames() {
	detector := barcodeDetector()
	canvas := js.Global().Get("document").Call("createElement", "canvas")
	context := canvas.Call("getContext", "2d", map[string]any{"willReadFrequently": true})
	var pixels []byte
	tick := time.NewTicker(frameEvery)
	defer tick.Stop()
	for {
		select {
		case <-c.stopped:
			return
		case <-tick.C:
		}
		if c.video.Get("readyState").Int() < haveCurrentData {
			continue
		}
		var text string
		var found bool
		if detector.Truthy() {
			var usable bool
			text, found, usable = detect(detector, c.video)
			if !usable {
				detector = js.Undefined() // the Go decoder from now on
			}
		} else {
			text, found = c.decodeFrame(canvas, context, &pixels)
		}
		if found {
			fyne.Do(func() {
				if !c.isStopped() {
					c.report.read(text)
				}
			})
		}
	}
}

// barcodeDetector is the browser's BarcodeDetector for QR codes, or
// undefined where there is none or it reads no QR code (the constructor
// throws a TypeError for a format it lacks).
func barcodeDetector() (detector js.Value) {
	class := js.Global().Get("BarcodeDetector")
	if !class.Truthy() {
		return js.Undefined()
	}
	defer func() {
		if recover() != nil {
			detector = js.Undefined()
		}
	}()
	return class.New(map[string]any{"formats": []any{"qr_code"}})
}

// detect reads video's frame with detector: the first QR code's text and
// whether there was one; usable is false when the detector failed (some
// browsers have the class but no service behind it).
func detect(detector, video js.Value) (text string, found, usable bool) {
	type answer struct {
		codes js.Value
		ok    bool
	}
	done := make(chan answer, 1)
	var ok, failed js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ok.Release()
		failed.Release()
		done <- answer{args[0], true}
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		ok.Release()
		failed.Release()
		done <- answer{js.Undefined(), false}
		return nil
	})
	detector.Call("detect", video).Call("then", ok, failed)
	a := <-done
	if !a.ok {
		return "", false, false
	}
	if a.codes.Length() == 0 {
		return "", false, true
	}
	return a.codes.Index(0).Get("rawValue").String(), true, true
}

// decodeFrame draws video's frame, at most frameSide pixels on its longer
// side, into canvas and reads it with setup/qr; pixels is the buffer
// kept from frame to frame.
func (c *browserCamera) decodeFrame(canvas, context js.Value, pixels *[]byte) (string, bool) {
	w, h := c.video.Get("videoWidth").Int(), c.video.Get("videoHeight").Int()
	if w <= 0 || h <= 0 {
		return "", false
	}
	if longer := max(w, h); longer > frameSide {
		w, h = max(1, w*frameSide/longer), max(1, h*frameSide/longer)
	}
	if canvas.Get("width").Int() != w || canvas.Get("height").Int() != h {
		canvas.Set("width", w)
		canvas.Set("height", h)
	}
	context.Call("drawImage", c.video, 0, 0, w, h)
	data := context.Call("getImageData", 0, 0, w, h).Get("data")
	if len(*pixels) != 4*w*h {
		*pixels = make([]byte, 4*w*h)
	}
	js.CopyBytesToGo(*pixels, data)
	text, err := qr.ReadFrame(*pixels, w, h)
	return text, err == nil
}

// say shows line in the view.
func (c *browserCamera) say(line string) {
	if !c.isStopped() {
		c.line.Set("textContent", line)
	}
}

// close stops the camera and takes the view away.
func (c *browserCamera) close() { c.shut() }

// cancel is the player leaving the view: the camera stops and the screen
// is told.
func (c *browserCamera) cancel() {
	if c.isStopped() {
		return
	}
	c.shut()
	fyne.Do(c.report.cancelled)
}

// isStopped reports whether the camera has stopped.
func (c *browserCamera) isStopped() bool {
	select {
	case <-c.stopped:
		return true
	default:
		return false
	}
}

// shut stops the camera's tracks (the phone's camera light goes off),
// takes the view away and stops listening to the page, once.
func (c *browserCamera) shut() {
	c.stopOnce.Do(func() {
		close(c.stopped)
		if c.stream.Truthy() {
			stopTracks(c.stream)
		}
		if c.video.Truthy() {
			c.video.Set("srcObject", js.Null())
		}
		if c.view.Truthy() {
			c.view.Call("remove")
		}
		for _, l := range c.listeners {
			l.target.Call("removeEventListener", l.event, l.fn)
			l.fn.Release()
		}
		c.listeners = nil
		history := js.Global().Get("history")
		if state := history.Get("state"); !c.leaving && state.Truthy() && state.Get(viewState).Truthy() {
			history.Call("back") // the view's entry, still the page's current one
		}
	})
}

// stopTracks stops every track of stream.
func stopTracks(stream js.Value) {
	tracks := stream.Call("getTracks")
	for i := range tracks.Length() {
		tracks.Index(i).Call("stop")
	}
}
