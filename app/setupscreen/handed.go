package setupscreen

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/setup/handoff"
)

// GameOpener opens a game handed over from another phone (issue 31, item
// 1) as its `#game=` link does: fragment is the link's fragment
// (handoff.Fragment). The app gives the screen the same function its
// links open with, so that a game read by the camera or from a QR picture
// is previewed, kept or cancelled as a link's is.
type GameOpener func(fragment string)

// gameLinkMarker precedes a handed-over game's text in its link.
const gameLinkMarker = "#game="

// holdsGame reports whether text, read from a QR code, is meant as a game
// handed over rather than a setup: a `#game=` link, or setup/handoff's
// text or one of its parts ("AR", its format, then ":" or "*", which a
// setup code never holds). Whether it is a good one is the handoff
// engine's to say.
func holdsGame(text string) bool {
	return strings.Contains(text, gameLinkMarker) || strings.HasPrefix(text, "AR") && strings.ContainsAny(text, ":*")
}

// readGame takes text, a QR code's text that holds a game (holdsGame),
// into the parts read so far (a game too large for one QR code comes as a
// sequence of them, setup/handoff's Collector). Once the game is whole it
// answers the fragment of its link, to open; until then line says how
// many parts are in (next: what to do for the next one), or failed says
// why text was refused, the parts read before being kept.
func (s *screen) readGame(text, next string) (fragment, line string, failed bool) {
	if i := strings.Index(text, gameLinkMarker); i >= 0 {
		whole, err := handoff.FromFragment(text[i:])
		if err != nil {
			return "", gameRefused(err), true
		}
		text = whole
	}
	h, ok, err := s.parts.Add(text)
	switch {
	case err != nil:
		return "", gameRefused(err), true
	case !ok:
		got, n := s.parts.Progress()
		return "", lang.X("setup.game.parts", "{{.Got}} of {{.N}} parts of the game read. {{.Next}}", map[string]any{"Got": got, "N": n, "Next": next}), false
	}
	// The game is whole: the Collector answers its record, packed here
	// again as one text, which opens as the game's link does.
	whole, err := handoff.Pack(h.Game, h.JSON)
	if err != nil {
		return "", gameRefused(err), true
	}
	return handoff.Fragment(whole), "", false
}

// gameRefused says why a QR code's game cannot be read, in the player's
// language (the handoff engine says why).
func gameRefused(err error) string {
	return lang.X("setup.game.refused", "This QR code's game cannot be read: {{.Err}}", errData(err))
}

// cameraGame reads text, a game's QR code the camera read (holdsGame):
// the parts so far or a refusal are said in the live view, and the camera
// reads on; once the game is whole, the camera closes and the game opens
// as its link does.
func (s *screen) cameraGame(text string) {
	fragment, line, _ := s.readGame(text, lang.X("setup.game.parts.camera", "Keep the camera on the other phone's QR codes."))
	if fragment == "" {
		s.camera.say(line)
		return
	}
	s.camera.close()
	s.camera = nil
	s.openGame(fragment)
}

// pictureGame reads text, a game's QR code read from a picture
// (holdsGame): the parts so far or a refusal are said under the code
// field; once the game is whole, it opens as its link does.
func (s *screen) pictureGame(text string) {
	fragment, line, failed := s.readGame(text, lang.X("setup.game.parts.picture", "Open the picture of the next part."))
	switch {
	case failed:
		s.showError(s.codeMessage, line)
	case fragment == "":
		s.showInfo(s.codeMessage, line)
	default:
		s.hideMessages()
		s.openGame(fragment)
	}
}
