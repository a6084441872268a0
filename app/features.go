package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/citygame"
	"arrayan.io/arrayan/app/marcopolo"
	sabikagame "arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/sabika/yusufturn"
	"arrayan.io/arrayan/app/setupscreen"
	"arrayan.io/arrayan/app/tilescore"
	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/scoring/tiles"
)

// game is one section of the home screen.
type game struct {
	id       gameid.ID
	about    func() string
	features []feature
}

// feature is one button of a game's section and the screen it opens.
type feature struct {
	id      string
	primary bool
	title   func() string
	open    func(w fyne.Window) fyne.CanvasObject
}

// composed are the screens' shared parts, made once per window where the
// app is composed: the Sabika record's screens with Yusuf's panel.
type composed struct {
	sabika *sabikagame.Screens
	// start opens a dealt setup's game (Shell.startFromSetup).
	start setupscreen.Starter
	// openGame opens a game handed over whose QR code the setup screen
	// read, as its `#game=` link opens (Shell.openLink).
	openGame setupscreen.GameOpener
}

// compose wires the screens together.
func compose() composed {
	return composed{sabika: sabikagame.NewScreens(yusufturn.NewPanels().Panel)}
}

// games lists the home screen's sections in the order they are shown, their
// screens made from c.
func (c composed) games() []game {
	return []game{
		{
			id: gameid.Sabika,
			about: func() string {
				return lang.X("home.sabika.about", "Rounds, parias, the sultan's wishes, final scoring, and Yusuf the automa for solo games.")
			},
			features: []feature{
				c.setupFeature(gameid.Sabika),
				{id: "sabika.game", primary: true,
					title: func() string { return lang.X("feature.sabika.game", "Game bookkeeping") },
					open:  c.sabika.NewScreen},
				{id: "sabika.yourcopy",
					title: func() string { return lang.X("feature.sabika.yourcopy", "Your copy of Sabika") },
					open:  yourcopy.NewScreen},
				{id: "sabika.yusuf",
					title: func() string { return lang.X("feature.sabika.yusuf", "Solo with Yusuf") },
					open:  c.sabika.NewSoloScreen},
			},
		},
		{
			id: gameid.Alhambra,
			about: func() string {
				return lang.X("home.alhambra.about", "Majorities and the longest outer wall, for any scoring round.")
			},
			features: []feature{
				cityGameFeature(gameid.Alhambra, tiles.Alhambra),
				quickScoreFeature(gameid.Alhambra, tiles.Alhambra),
				c.setupFeature(gameid.Alhambra),
			},
		},
		{
			id: gameid.Granada,
			about: func() string {
				return lang.X("home.granada.about", "Majorities with the value tie-break and the longest outer moat.")
			},
			features: []feature{
				cityGameFeature(gameid.Granada, tiles.Granada),
				quickScoreFeature(gameid.Granada, tiles.Granada),
				c.setupFeature(gameid.Granada),
			},
		},
		{
			id: gameid.MarcoPolo,
			about: func() string {
				return lang.X("home.marcopolo.about", "End scoring with objectives and the Beijing bonus, and a travel planner.")
			},
			features: []feature{
				{id: "marcopolo.score", primary: true,
					title: func() string { return lang.X("feature.endscore", "End scoring") },
					open:  marcopolo.NewScoring},
				{id: "marcopolo.travel",
					title: func() string { return lang.X("feature.marcopolo.travel", "Travel planner") },
					open:  marcopolo.NewPlanner},
				{id: "marcopolo.rounds",
					title: func() string { return lang.X("feature.marcopolo.rounds", "Round helper") },
					open:  marcopolo.NewRounds},
				c.setupFeature(gameid.MarcoPolo),
			},
		},
	}
}

// quickScoreFeature scores the game id of the Alhambra family from the
// players' building counts. game (tiles.Alhambra or tiles.Granada) is
// asked for when the screen opens: it reads the game's catalogue, which the
// home screen, made before the browser's first frame, does not need.
func quickScoreFeature(id gameid.ID, game func() *tiles.Game) feature {
	return feature{id: id.String() + ".score", primary: true,
		title: func() string { return lang.X("feature.quickscore", "Quick score") },
		open:  func(w fyne.Window) fyne.CanvasObject { return tilescore.New(game(), w) }}
}

// cityGameFeature keeps a whole game id of the Alhambra family, each city
// built tile by tile and scored from the cities; game is asked for when the
// screen opens, as in quickScoreFeature.
func cityGameFeature(id gameid.ID, game func() *tiles.Game) feature {
	return feature{id: id.String() + ".citygame", primary: true,
		title: func() string { return lang.X("feature.citygame", "Game with cities") },
		open:  func(w fyne.Window) fyne.CanvasObject { return citygame.New(game(), w) }}
}

// setupFeature deals a random setup for game, shared as a code and QR
// code, and starts its game.
func (c composed) setupFeature(game gameid.ID) feature {
	return feature{id: game.String() + ".setup",
		title: func() string { return lang.X("feature.setup", "Deal a setup") },
		open:  func(w fyne.Window) fyne.CanvasObject { return setupscreen.New(w, game.String(), c.start, c.openGame) }}
}
