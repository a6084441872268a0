package ui

import (
	"strings"

	"fyne.io/fyne/v2/lang"
)

// GameName is the name of a game id (data/game: "sabika", "alhambra",
// "granada", "marcopolo") as its box prints it in the current language;
// the base area holds it under "game.ID".
func GameName(id string) string { return lang.X("game."+id, id) }

// BuildingTypeName is the name of an Alhambra or Granada building type
// (the catalogues' type ids) as the rulebooks print it (Spanish: Pabellón,
// Serrallo…; Granada's Spanish list at the end of its rulebook); the base
// area holds it under "tiles.type.TYPE", so that every screen can name a
// building.
func BuildingTypeName(typ string) string { return lang.X("tiles.type."+typ, typ) }

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
