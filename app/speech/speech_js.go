//go:build js

package speech

import (
	"strings"
	"sync"
	"syscall/js"
)

// voicesWait is how long the browser has to list its voices (the
// voiceschanged event) before a reading finds none: Chromium lists them
// only after the page first asks.
const voicesWait = 3000 // milliseconds

// browser reads through the page's window.speechSynthesis (the Web Speech
// API).
type browser struct{}

// device is the browser's speaker.
func device() Speaker { return browser{} }

// synthesis is the page's window.speechSynthesis, undefined where the
// browser has none.
func synthesis() js.Value { return js.Global().Get("speechSynthesis") }

// CanSpeak reports whether the browser has the Web Speech API's speech
// synthesis.
func (browser) CanSpeak() bool {
	return synthesis().Truthy() && js.Global().Get("SpeechSynthesisUtterance").Truthy()
}

// Speak cancels what is being read and queues one utterance per line, in
// language, with a voice of that language; while the browser has not
// listed its voices yet it waits for them (voiceschanged), the newest
// reading only.
func (b browser) Speak(language string, lines []string, noVoice func()) {
	if !b.CanSpeak() {
		noVoice()
		return
	}
	synthesis().Call("cancel")
	read := func(voices js.Value) {
		voice, ok := voiceFor(voices, language)
		if !ok {
			noVoice()
			return
		}
		for _, l := range lines {
			u := js.Global().Get("SpeechSynthesisUtterance").New(l)
			u.Set("lang", language)
			u.Set("voice", voice)
			synthesis().Call("speak", u)
		}
	}
	if voices := synthesis().Call("getVoices"); voices.Length() > 0 {
		read(voices)
		return
	}
	waitForVoices(read)
}

// listing is the reading waiting for the browser's list of voices, and
// take, made once, which hands it the voices (on voiceschanged, or after
// voicesWait).
var listing struct {
	sync.Mutex
	take js.Func
	next func(voices js.Value)
}

// waitForVoices calls read with the browser's voices once it lists them,
// or after voicesWait with what it has (perhaps none); a later reading
// replaces one still waiting.
func waitForVoices(read func(voices js.Value)) {
	listing.Lock()
	defer listing.Unlock()
	listing.next = read
	if listing.take.IsUndefined() {
		listing.take = js.FuncOf(func(js.Value, []js.Value) any {
			listing.Lock()
			next := listing.next
			listing.next = nil
			listing.Unlock()
			if next != nil {
				next(synthesis().Call("getVoices"))
			}
			return nil
		})
		synthesis().Call("addEventListener", "voiceschanged", listing.take)
	}
	js.Global().Call("setTimeout", listing.take, voicesWait)
}

// voiceFor is the browser's voice for language: its default voice when
// that speaks it, else the first that does ("es-ES", "es_US" and "es" all
// speak "es").
func voiceFor(voices js.Value, language string) (js.Value, bool) {
	found, ok := js.Undefined(), false
	for i := range voices.Length() {
		v := voices.Index(i)
		tag := strings.ToLower(v.Get("lang").String())
		if primary, _, _ := strings.Cut(strings.ReplaceAll(tag, "_", "-"), "-"); primary != language {
			continue
		}
		if v.Get("default").Truthy() {
			return v, true
		}
		if !ok {
			found, ok = v, true
		}
	}
	return found, ok
}
