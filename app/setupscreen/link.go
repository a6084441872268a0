package setupscreen

import (
	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/setup/deal"
)

// NewFromCode returns the setup screen showing the setup of code, as if
// the code had been typed into the screen: shown, and kept first among
// the recent setups. A code that names no setup opens the screen with its
// usual message under the code field.
func NewFromCode(w fyne.Window, code string) fyne.CanvasObject {
	game := ""
	if setup, err := deal.FromCode(code); err == nil {
		game = setup.Game
	}
	s := newScreen(w, game)
	s.openCodeText(code)
	return s.object
}
