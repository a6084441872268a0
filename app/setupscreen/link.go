package setupscreen

import (
	"net/url"
	"strings"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/setup/deal"
)

// NewFromCode returns the setup screen showing the setup of code (a
// link's, on a friend's phone): shown as the setup to lay out, at the
// top of the page, its code above its checklist, with the dealer's tools
// and forms below, and kept first among the recent setups. A code that names no setup opens the screen with its
// usual message under the code field. The setup offers "Start a game
// with this setup", which calls start, and a game's QR code read opens
// with openGame (New).
//
// The page opens with only what a phone shows first (the setup to lay
// out and the first cards of its checklist); finish, to call once the
// page's first frame is on the screen (at once outside a browser), makes
// the rest.
func NewFromCode(w fyne.Window, code string, start Starter, openGame GameOpener) (page fyne.CanvasObject, finish func()) {
	s := newFromCode(w, code, start)
	s.openGame = openGame
	return s.object, s.finish
}

func newFromCode(w fyne.Window, code string, start Starter) *screen {
	game := ""
	setup, err := deal.FromCode(codeOfText(code))
	if err == nil {
		game = setup.Game
	}
	s := openScreen(w, game, start, err == nil)
	s.setFriend(err == nil) // a refused code is told under the code field, on top
	s.openCodeText(code)
	return s
}

// siteAddress is the web app's address when the build sets it
// (make web BASE_URL=…, through the linker's -X): a setup's QR code then
// carries siteAddress#setup=CODE, which a phone's camera opens in the
// browser. Empty, the QR code holds the plain code.
var siteAddress string

// linkMarker precedes the code in a setup link.
const linkMarker = "#setup="

// qrText is what the QR code of code holds: the link to it on the web app
// when the build knows the site's address, else the code itself.
func qrText(code string) string {
	if siteAddress == "" {
		return code
	}
	base, _, _ := strings.Cut(siteAddress, "#")
	return base + linkMarker + code
}

// codeOfText is the setup code in what was typed, pasted or scanned: the
// part after "#setup=" of a setup link, or the text itself.
func codeOfText(text string) string {
	_, code, ok := strings.Cut(text, linkMarker)
	if !ok {
		return text
	}
	if unescaped, err := url.QueryUnescape(code); err == nil {
		code = unescaped
	}
	return code
}
