// Package citygame is the game companion of Alhambra and Granada: a record
// per table with each player's city entered tile by tile (or counts, as
// the quick score takes them), the three scorings frozen into running
// totals, the 2-player neutral collector's reminders, and a list of games
// to resume. Every rule is scoring/citygame's (on scoring/city and
// scoring/tiles); this package only shows what they decide.
package citygame

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/ui"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// maxGames caps the games kept in the list; maxLabelRunes a game's label.
const (
	maxGames      = 60
	maxLabelRunes = 60
)

// entry is one game of the list: the table's label for it ("" shows the
// players' names) and its record.
type entry struct {
	Label  string    `json:"label"`
	Record cg.Record `json:"record"`
}

// state is everything the screen saves: the games of one box, newest
// last. Records are values the engine's operations never change (each
// returns a new record), so a state shares them safely with its clones.
type state struct {
	Games []entry `json:"games"`
}

// stateKey is the store key of a game's list ("citygame.alhambra").
func stateKey(g *tiles.Game) string { return "citygame." + g.ID }

// openState opens the saved list of games of g through the ui.State
// scaffold: every record is checked by the engine on load, and a refused
// file is kept aside and the players told in w.
func openState(g *tiles.Game, w fyne.Window) *ui.State[state] {
	return ui.OpenState(w, ui.StateConfig[state]{
		Key:   stateKey(g),
		Fresh: func() state { return state{Games: []entry{}} },
		Check: func(s *state) error { return s.check(g) },
		Clone: func(s state) state { return state{Games: slices.Clone(s.Games)} },
		Repair: func(s *state) {
			if s.Games == nil {
				s.Games = []entry{}
			}
		},
	})
}

// check refuses a saved list the screen could not show: too many games, a
// label too long, or a record the engine refuses (cg.Record.Validate:
// format, players, pieces of the box used once, scorings that re-score to
// what was saved) or of the other game.
func (s *state) check(g *tiles.Game) error {
	if len(s.Games) > maxGames {
		return fmt.Errorf("%d games saved; at most %d are kept", len(s.Games), maxGames)
	}
	for i := range s.Games {
		e := &s.Games[i]
		if utf8.RuneCountInString(e.Label) > maxLabelRunes || !utf8.ValidString(e.Label) {
			return fmt.Errorf("game %d: a label longer than %d letters", i+1, maxLabelRunes)
		}
		if err := e.Record.Validate(); err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		if e.Record.Game != g.ID {
			return fmt.Errorf("game %d: a %s game among %s games", i+1, e.Record.Game, g.ID)
		}
	}
	return nil
}

// label is how the list names a game: its label, or its players' names.
func (e entry) label() string {
	if e.Label != "" {
		return e.Label
	}
	names := make([]string, len(e.Record.Players))
	for i, p := range e.Record.Players {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}
