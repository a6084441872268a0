package app

import (
	"arrayan.io/arrayan/app/citygame"
	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/marcopolo"
	sabikagame "arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/app/setupscreen"
	"arrayan.io/arrayan/app/tilescore"
	"arrayan.io/arrayan/scoring/tiles"
)

// renamers are the screens that keep players' names: a player renamed in
// the roster is renamed in each (Sabika's games, the games with cities and
// quick scores of Alhambra and Granada, Marco Polo's end scoring and round
// helper, the setup dealer's names), so that a game kept later under the
// new name counts for the same player.
func renamers() []history.Renamer {
	return []history.Renamer{
		sabikagame.RenamePlayer,
		citygame.RenamePlayer(tiles.Alhambra()),
		citygame.RenamePlayer(tiles.Granada()),
		tilescore.RenamePlayer(tiles.Alhambra()),
		tilescore.RenamePlayer(tiles.Granada()),
		marcopolo.RenamePlayer,
		setupscreen.RenamePlayer,
	}
}
