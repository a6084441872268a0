// Package speech reads Yusuf's turns aloud, so that the players' eyes
// stay on the board (issue 31): in the browser through the Web Speech API
// (window.speechSynthesis), in the language the app shows its words in; the
// desktop app cannot speak, and Settings says so. Whether to read is the
// player's setting (PrefReadAloud, off until turned on); what to read is
// the screen's.
package speech

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/translation"
)

// PrefReadAloud holds whether Yusuf's turns are read aloud (default false).
const PrefReadAloud = "speech.read-aloud"

// Speaker reads lines aloud.
type Speaker interface {
	// CanSpeak reports whether this device can read aloud at all.
	CanSpeak() bool
	// Speak stops what is being read and reads lines in order, in the
	// language with code language ("en", "es" or "ru"). Where the device
	// has no voice of that language it reads nothing and calls noVoice,
	// on any goroutine.
	Speak(language string, lines []string, noVoice func())
}

// current is the speaker the app reads with: the device's, or a test's
// (Use).
var current = device()

// Current is the speaker the app reads with.
func Current() Speaker { return current }

// Use makes s the speaker the app reads with (a test's Recorder), and
// returns what puts the one before back.
func Use(s Speaker) (restore func()) {
	before := current
	current = s
	return func() { current = before }
}

// On reports whether the player turned reading aloud on and the device
// can speak.
func On() bool {
	return current.CanSpeak() && fyne.CurrentApp().Preferences().Bool(PrefReadAloud)
}

// Language is the code of the language the app shows its words in, which
// the voice must speak: each translation gives its own code, so it is the
// language of the words read, whether chosen in Settings or followed from
// the system.
func Language() string { return lang.X("speech.language", "en") }

// told are the languages whose missing voice the app has said, once each
// while it runs (the UI's goroutine only).
var told struct {
	app   fyne.App
	langs map[string]bool
}

// Read reads lines aloud when reading aloud is on, in the app's language.
// Where the device has no voice of that language, w says so, once per
// language while the app runs; nil lines only look for the voice
// (Settings, when the player turns reading on).
func Read(w fyne.Window, lines []string) {
	if !On() {
		return
	}
	code := Language()
	current.Speak(code, lines, func() {
		fyne.Do(func() {
			if a := fyne.CurrentApp(); told.app != a {
				told.app, told.langs = a, map[string]bool{}
			}
			if told.langs[code] {
				return
			}
			told.langs[code] = true
			dialog.ShowInformation(lang.X("speech.no-voice.title", "No voice"),
				lang.X("speech.no-voice", "This browser has no voice for {{.Language}}, so Yusuf's turns cannot be read aloud in it. A voice can be added in the device's text-to-speech settings.",
					map[string]any{"Language": languageName(code)}), w)
		})
	})
}

// languageName is the name of the shipped language with code, in its own
// language ("Español"), as Settings lists it.
func languageName(code string) string {
	for _, l := range translation.Shipped() {
		if l.Code == code {
			return l.Name
		}
	}
	return code
}
