// Package citybox holds the box facts that Alhambra and Granada share:
// Granada is Alhambra's sister game, with the same money deck and the same
// 2-player rule of a neutral collector. What differs between the two boxes
// (the tiles, the types, the collector's name) stays in data/alhambra and
// data/granada.
//
// Sources: shared/rules/alhambra-rulebook-es.txt (Componentes; El juego con
// 2 jugadores) and shared/rules/granada-rulebook-es.txt (Material de juego;
// Reglas para dos), which state every value below alike.
package citybox

import "strings"

// Money cards and the 2-player game's imaginary third player.
const (
	// MoneyCards are the money cards in the box: 108 in 4 currencies
	// (Alhambra ES L26, Granada ES L19).
	MoneyCards = 108
	// MoneyCardsTwo are the cards of a 2-player game: one card of each
	// value and currency is removed (Alhambra ES L303, Granada ES L321).
	MoneyCardsTwo = 72
	// NeutralStartTiles are the buildings drawn at random for the neutral
	// collector at the start of a 2-player game (Alhambra ES L303,
	// Granada ES L325).
	NeutralStartTiles = 6
)

// BuildingType is an Alhambra or Granada building type id (data/alhambra's
// Types, data/granada's Types()) as the engines' messages carry it, so that
// each caller names the type in its language (the CLI prints the id).
type BuildingType string

// BuildingTypes are a game's building types as a message lists them: each
// caller names every one in its language; the English is the ids in the
// catalogue's order, joined by ", ".
type BuildingTypes []BuildingType

// String is the ids joined by ", ", as the CLI prints the list.
func (ts BuildingTypes) String() string {
	ids := make([]string, len(ts))
	for i, t := range ts {
		ids[i] = string(t)
	}
	return strings.Join(ids, ", ")
}
