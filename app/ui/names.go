package ui

import (
	"strings"

	"fyne.io/fyne/v2/lang"
)

// GameName is the name of the game id ("sabika", "alhambra", "granada" or
// "marcopolo") as its box prints it in the current language.
func GameName(id string) string {
	switch id {
	case "sabika":
		return lang.X("game.sabika", "Sabika")
	case "alhambra":
		return lang.X("game.alhambra", "Alhambra")
	case "granada":
		return lang.X("game.granada", "Granada")
	case "marcopolo":
		return lang.X("game.marcopolo", "The Voyages of Marco Polo")
	}
	return id
}

// DefaultPlayerName is the name of player i (from 0) while nobody has
// typed one: "Player 1", "Player 2"…
func DefaultPlayerName(i int) string {
	return lang.X("ui.player.default", "Player {{.N}}", map[string]any{"N": i + 1})
}

// PlayerName is the name typed for player i (from 0), trimmed, or the
// default name when none was typed.
func PlayerName(typed string, i int) string {
	if name := strings.TrimSpace(typed); name != "" {
		return name
	}
	return DefaultPlayerName(i)
}
