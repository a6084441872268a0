// Package game names Arrayán's games: one identity type, its values and the
// ordered list of games, so that adding a game touches one list. The values
// are the strings the CLI contract (shared/spec/cli.md) and the saved files
// already use; they never change.
package game

import "slices"

// ID identifies a game, exactly as the CLI contract spells it.
type ID string

// The games, as the CLI contract spells them.
const (
	Sabika    ID = "sabika"
	Alhambra  ID = "alhambra"
	Granada   ID = "granada"
	MarcoPolo ID = "marcopolo"
)

// all lists the games in setup-code order: a code's game number is the
// index, so the order never changes and a new game goes at the end. A
// setup code holds the game in 2 bits (setup/code's MaxGame = 3): four
// games fill it, and a fifth needs a new code format version first
// (TestEveryGameFitsTheSetupCode in setup/code fails until then).
var all = []ID{Sabika, Alhambra, Granada, MarcoPolo}

// All returns the games in setup-code order (the caller's own copy).
func All() []ID { return slices.Clone(all) }

// Known reports whether id is one of the games.
func Known(id ID) bool { return slices.Contains(all, id) }

// String is the id as the CLI and saved files spell it.
func (id ID) String() string { return string(id) }
