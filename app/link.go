package app

import (
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/citygame"
	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/marcopolo"
	"arrayan.io/arrayan/app/setupscreen"
	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/scoring/tiles"
)

// setupLinkPrefix starts the fragment of a web address that opens a setup:
// …/#setup=CODE.
const setupLinkPrefix = "#setup="

// gameLinkPrefix starts the fragment of a web address that hands over a
// game in progress from another phone: …/#game=TEXT (setup/handoff).
const gameLinkPrefix = "#game="

// openGameText opens the screen of the game that text hands over (a
// `#game=` link or fragment, a file's text, a QR code's text: what
// handover.Receive reads) with the game previewed to keep or cancel: a
// Sabika game on the game record, an Alhambra or Granada game on its game
// with cities, a Marco Polo scoring on the end scoring. Each screen reads
// the text again with the same checks and says, in the player's language,
// why one is refused; a text refused here is said on the Sabika game
// record, where a game handed over was always opened.
func (s *Shell) openGameText(text string) {
	h, err := handover.Receive(text)
	switch {
	case err != nil:
	case h.Game == gameid.Alhambra || h.Game == gameid.Granada:
		g := tiles.Alhambra
		if h.Game == gameid.Granada {
			g = tiles.Granada
		}
		s.nav.push(lang.X("feature.citygame", "Game with cities"), citygame.NewHandedOver(g(), s.window, text))
		return
	case h.Game == gameid.MarcoPolo:
		s.nav.push(lang.X("feature.endscore", "End scoring"), marcopolo.NewHandedOver(s.window, text))
		return
	}
	s.nav.push(lang.X("feature.sabika.game", "Game bookkeeping"), s.sabika.NewHandedOver(s.window, text))
}

// openLink opens what the fragment of the app's address names
// ("#setup=CODE": that setup, kept among the recent setups as a typed
// code is; "#game=TEXT": the game handed over, previewed on its game's
// screen to keep or cancel, openGameText) and reports whether it named anything.
func (s *Shell) openLink(fragment string) bool {
	if strings.HasPrefix(fragment, gameLinkPrefix) && len(fragment) > len(gameLinkPrefix) {
		s.openGameText(fragment)
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
