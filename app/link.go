package app

import (
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/setupscreen"
)

// setupLinkPrefix starts the fragment of a web address that opens a setup:
// …/#setup=CODE.
const setupLinkPrefix = "#setup="

// gameLinkPrefix starts the fragment of a web address that hands over a
// game in progress from another phone: …/#game=TEXT (setup/handoff).
const gameLinkPrefix = "#game="

// openLink opens what the fragment of the app's address names
// ("#setup=CODE": that setup, kept among the recent setups as a typed
// code is; "#game=TEXT": the game handed over, previewed on its game
// record screen to keep or cancel) and reports whether it named anything.
func (s *Shell) openLink(fragment string) bool {
	if strings.HasPrefix(fragment, gameLinkPrefix) && len(fragment) > len(gameLinkPrefix) {
		s.nav.push(lang.X("feature.sabika.game", "Game bookkeeping"), s.sabika.NewHandedOver(s.window, fragment))
		return true
	}
	code, ok := strings.CutPrefix(fragment, setupLinkPrefix)
	if !ok {
		return false
	}
	if unescaped, err := url.QueryUnescape(code); err == nil {
		code = unescaped
	}
	code = strings.TrimSpace(code)
	if code == "" {
		return false
	}
	page, finish := setupscreen.NewFromCode(s.window, code, s.startFromSetup, s.openGame)
	s.nav.push(lang.X("feature.setup", "Deal a setup"), page)
	if fyne.CurrentDevice().IsBrowser() {
		afterFirstFrame(finish) // the page's first frame holds what a phone shows first
	} else {
		finish()
	}
	return true
}
