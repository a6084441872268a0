package ui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/data/citybox"
	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/naming"
)

// The engines' messages carry a game's id and an Alhambra or Granada
// building type (or a list of them) as their own types; Say names them as
// GameName and BuildingTypeName do.
func init() {
	NameValues(func(id game.ID) string { return GameName(id.String()) })
	NameValues(func(t citybox.BuildingType) string { return BuildingTypeName(string(t)) })
	NameValues(func(ts citybox.BuildingTypes) string {
		names := make([]string, len(ts))
		for i, t := range ts {
			names[i] = BuildingTypeName(string(t))
		}
		return strings.Join(names, ", ")
	})
}

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
// default name when none was typed or the one typed is too long (its
// field says so, see NameField; no list or heading lays it out).
func PlayerName(typed string, i int) string {
	if name := strings.TrimSpace(typed); name != "" && naming.Check(name) == nil {
		return name
	}
	return DefaultPlayerName(i)
}

// NameError is the refusal, in the player's language, of a name over
// naming.MaxRunes characters (the engines' one limit), or nil.
func NameError(name string) error {
	if naming.Check(name) == nil {
		return nil
	}
	return errors.New(NameTooLong())
}

// NameTooLong says, in the player's language, that a name is over
// naming.MaxRunes characters: the words for an engine's
// *naming.TooLongError.
func NameTooLong() string {
	return lang.X("ui.name.too_long", "A name has at most {{.Max}} characters.", map[string]any{"Max": naming.MaxRunes})
}

// NameField makes e a name's field: while the name typed is too long, the
// field shows it is refused (NameError); screens refuse such a name too.
func NameField(e *widget.Entry) *widget.Entry {
	e.Validator = NameError
	return e
}
