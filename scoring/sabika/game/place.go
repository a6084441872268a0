package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ChangeField names a value of the state that a step changes (a Change's
// place): a player's holding or one of the game's own values.
type ChangeField string

// The values a step changes.
const (
	// FieldPP is a player's prestige points.
	FieldPP ChangeField = "pp"
	// FieldParias is a player's space on the paria track.
	FieldParias ChangeField = "parias"
	// FieldDinars is a player's dinars.
	FieldDinars ChangeField = "dinars"
	// FieldSeals is a player's seals.
	FieldSeals ChangeField = "seals"
	// FieldTrack is a place in the paria track's order (Place.Index), the
	// player there its value.
	FieldTrack ChangeField = "track"
	// FieldNarrator is the narrator's space.
	FieldNarrator ChangeField = "narrator"
	// FieldStartPlayer is the start player, a player's index.
	FieldStartPlayer ChangeField = "start_player"
	// FieldTower is the number of wish tiles in the tower.
	FieldTower ChangeField = "tower"
	// FieldActiveEvent is the active event.
	FieldActiveEvent ChangeField = "events.active"
	// FieldFutureEvent is the future event (0 when none is left).
	FieldFutureEvent ChangeField = "events.future"
)

// HoldingFields are a player's holdings a step changes or the players
// correct to match the board, in the order Diff lists them.
var HoldingFields = []ChangeField{FieldPP, FieldParias, FieldDinars, FieldSeals}

// GameFields are the game's own values a step changes, in the order Diff
// lists them.
var GameFields = []ChangeField{FieldTrack, FieldNarrator, FieldStartPlayer, FieldTower, FieldActiveEvent, FieldFutureEvent}

// Place is where a Change is, typed: Seat the player whose holding it is
// (from 1; 0 for the game's own values), Field which value, Index the
// place in the track's order for FieldTrack.
type Place struct {
	Seat  int
	Field ChangeField
	Index int
}

// Path is the place as a Change's path in the saved record and the CLI's
// output ("players[0].pp", "track[1]", "narrator").
func (p Place) Path() string {
	switch {
	case p.Seat > 0:
		return fmt.Sprintf("players[%d].%s", p.Seat-1, p.Field)
	case p.Field == FieldTrack:
		return fmt.Sprintf("track[%d]", p.Index)
	}
	return string(p.Field)
}

// Place reads where c is from its path; ok is false for a path Diff never
// writes (a saved file or an input can hold anything).
func (c Change) Place() (p Place, ok bool) { return placeOf(c.Path) }

// Holding is the player (an index, from 0) and the holding c changes; ok
// is false when c is not a player's holding.
func (c Change) Holding() (player int, field ChangeField, ok bool) {
	p, ok := c.Place()
	if !ok || p.Seat == 0 {
		return 0, "", false
	}
	return p.Seat - 1, p.Field, true
}

// holdingChange is the change of player's (an index) holding field.
func holdingChange(player int, field ChangeField, old, new int) Change {
	return Change{Path: Place{Seat: player + 1, Field: field}.Path(), Old: old, New: new}
}

// placeOf reads a path Diff writes.
func placeOf(path string) (Place, bool) {
	if rest, ok := strings.CutPrefix(path, "players["); ok {
		index, name, found := strings.Cut(rest, "].")
		i, ok := number(index)
		if !found || !ok || !slices.Contains(HoldingFields, ChangeField(name)) {
			return Place{}, false
		}
		return Place{Seat: i + 1, Field: ChangeField(name)}, true
	}
	if rest, ok := strings.CutPrefix(path, "track["); ok {
		k, ok := number(strings.TrimSuffix(rest, "]"))
		if !ok || !strings.HasSuffix(rest, "]") {
			return Place{}, false
		}
		return Place{Field: FieldTrack, Index: k}, true
	}
	if f := ChangeField(path); f != FieldTrack && slices.Contains(GameFields, f) {
		return Place{Field: f}, true
	}
	return Place{}, false
}

// number reads a whole number of digits alone (no sign), as a path
// writes an index.
func number(s string) (int, bool) {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// Holding is the player's value of holding f, one of HoldingFields; false
// for any other field, which is no holding of a player's.
func (p Player) Holding(f ChangeField) (int, bool) {
	v, ok := p.holding(f)
	if !ok {
		return 0, false
	}
	return *v, true
}

// holding is the player's value of holding f, one of HoldingFields; false
// for any other field, which is no holding of a player's.
func (p *Player) holding(f ChangeField) (*int, bool) {
	switch f {
	case FieldPP:
		return &p.PP, true
	case FieldParias:
		return &p.Parias, true
	case FieldDinars:
		return &p.Dinars, true
	case FieldSeals:
		return &p.Seals, true
	}
	return nil, false
}
