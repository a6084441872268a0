package app

import (
	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/citygame"
	"arrayan.io/arrayan/app/marcopolo"
	"arrayan.io/arrayan/scoring/tiles"
	"arrayan.io/arrayan/setup/deal"
)

// startFromSetup opens, above the setup screen, the game screen of a dealt
// setup's game with a new game taking the setup's code, seats and names
// ("Start a game with this setup", issue 29, item 2): Sabika's new-game
// form (solo or not), Alhambra's or Granada's game with cities, Marco
// Polo's round helper. Back returns to the setup.
func (s *Shell) startFromSetup(setup *deal.Setup, names []string) {
	var id string
	var open func(w fyne.Window) fyne.CanvasObject
	switch setup.Game {
	case deal.Sabika:
		id = "sabika.game"
		if setup.Players == 1 {
			id = "sabika.yusuf"
		}
		open = func(w fyne.Window) fyne.CanvasObject { return s.sabika.NewGameFromSetup(w, setup.Code, names) }
	case deal.Alhambra, deal.Granada:
		game := tiles.Alhambra
		if setup.Game == deal.Granada {
			game = tiles.Granada
		}
		id = setup.Game + ".citygame"
		open = func(w fyne.Window) fyne.CanvasObject { return citygame.NewFromSetup(game(), w, setup, names) }
	case deal.MarcoPolo:
		id = "marcopolo.rounds"
		open = func(w fyne.Window) fyne.CanvasObject { return marcopolo.NewRoundsFromSetup(w, setup, names) }
	default:
		return // deal deals no other game
	}
	for _, g := range s.games() {
		for _, f := range g.features {
			if f.id == id {
				s.nav.push(f.title(), open(s.window))
				s.remember(id)
			}
		}
	}
}
