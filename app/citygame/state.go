// Package citygame is the game companion of Alhambra and Granada: a record
// per table with each player's city entered tile by tile (or counts, as
// the quick score takes them), the three scorings frozen into running
// totals, the 2-player neutral collector's reminders, and a list of games
// to resume. Every rule is scoring/citygame's (on scoring/city and
// scoring/tiles); this package only shows what they decide.
package citygame

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/game"
	cg "arrayan.io/arrayan/scoring/citygame"
	hist "arrayan.io/arrayan/scoring/history"
	"arrayan.io/arrayan/scoring/tiles"
)

// maxGames caps the games kept in the list; maxLabelRunes a game's label;
// maxID a game's number (games started one a minute for years stay below).
const (
	maxGames      = 60
	maxLabelRunes = 60
	maxID         = 1 << 30
)

// entry is one game of the list: its number (which names its undo history,
// unique in the list), the table's label for it ("" shows the players'
// names) and its record.
type entry struct {
	ID     int       `json:"id,omitempty"`
	Label  string    `json:"label"`
	Record cg.Record `json:"record"`
}

// state is everything the screen saves: the games of one box, newest
// last. Records are values the engine's operations never change (each
// returns a new record), so a state shares them safely with its clones.
type state struct {
	Games []entry `json:"games"`
}

// errListFull is the refusal to start a game when the list holds maxGames
// games and none is over: the list saved would be one its loader refuses
// (state.check).
var errListFull = errors.New("the list of games is full")

// errNoneKept is the refusal to start a game when the list holds maxGames
// games and no game over has its play in the history: dropping one would
// lose it (issue 28 review, item 10).
var errNoneKept = errors.New("the list of games is full and no finished game's play is in the history")

// room is what starting one more game of g does to the list: below
// maxGames, nothing (-1); at it, the oldest game over whose play is in the
// history (kept: the sources of its plays, history.KeptSources) leaves
// the list (its index); with none over, errListFull; with none of those
// kept, errNoneKept. So the app never saves a list its loader refuses
// (issue 28, item 10), nor drops a game whose play was never kept or was
// withdrawn (review, item 10).
func (s *state) room(g *tiles.Game, kept map[string]bool) (int, error) {
	if len(s.Games) < maxGames {
		return -1, nil
	}
	over := false
	for i, e := range s.Games { // oldest first
		if !e.Record.Final() {
			continue
		}
		over = true
		if play, err := hist.CityGameResult(g, e.ID, e.Record); err == nil && kept[play.Source] {
			return i, nil
		}
	}
	if over {
		return -1, errNoneKept
	}
	return -1, errListFull
}

// stateKey is the store key of a game's list ("citygame.alhambra").
func stateKey(g *tiles.Game) string { return "citygame." + g.ID.String() }

// openState opens the saved list of games of g through the ui.State
// scaffold: every record is checked by the engine on load, and a refused
// file is kept aside and the players told in w.
// The city games are restored from a backup only as their screen loads
// them; the game's catalogue is made only when a backup is checked.
func init() {
	for id, g := range map[game.ID]func() *tiles.Game{game.Alhambra: tiles.Alhambra, game.Granada: tiles.Granada} {
		store.Register("citygame."+id.String(), func(s *state) error { return s.check(g()) })
	}
}

func openState(g *tiles.Game, w fyne.Window) *ui.State[state] {
	return ui.OpenState(w, ui.StateConfig[state]{
		Key:     stateKey(g),
		Fresh:   func() state { return state{Games: []entry{}} },
		Check:   func(s *state) error { return s.check(g) },
		Clone:   func(s state) state { return state{Games: slices.Clone(s.Games)} },
		Repair:  (*state).number,
		Restore: restore,
	})
}

// listScope is the undo scope of the games list; gameScope of one game.
const listScope = "list"

func gameScope(id int) string { return "game " + strconv.Itoa(id) }

// number gives every game a number of its own (files of an earlier
// version have none) and makes a missing list empty.
func (s *state) number() {
	if s.Games == nil {
		s.Games = []entry{}
	}
	seen := map[int]bool{}
	for i := range s.Games {
		if id := s.Games[i].ID; id > 0 && !seen[id] {
			seen[id] = true
			continue
		}
		s.Games = slices.Clone(s.Games)
		s.Games[i].ID = s.nextID()
		seen[s.Games[i].ID] = true
	}
}

// nextID is a number no game of the list has.
func (s *state) nextID() int {
	n := 0
	for _, e := range s.Games {
		n = max(n, e.ID)
	}
	return n + 1
}

// restore takes back one scope's part of an earlier list (ui.State's
// Restore): in a game, that game's record; in the list, which games there
// are and their labels (a deleted game comes back), each game's record
// staying as it is now.
func restore(scope string, cur, old state) state {
	now := map[int]cg.Record{}
	for _, e := range cur.Games {
		now[e.ID] = e.Record
	}
	if scope == listScope {
		out := state{Games: slices.Clone(old.Games)}
		for i, e := range out.Games {
			if r, ok := now[e.ID]; ok {
				out.Games[i].Record = r
			}
		}
		return out
	}
	for _, e := range old.Games {
		if gameScope(e.ID) != scope {
			continue
		}
		if i := slices.IndexFunc(cur.Games, func(c entry) bool { return c.ID == e.ID }); i >= 0 {
			cur.Games = slices.Clone(cur.Games)
			cur.Games[i].Record = e.Record
		}
	}
	return cur
}

// check refuses a saved list the screen could not show: too many games, a
// game's number out of range or given twice, a label too long, or a record
// the engine refuses (cg.Record.Validate: format, players, pieces of the
// box used once, scorings that re-score to what was saved) or of the other
// game.
func (s *state) check(g *tiles.Game) error {
	if len(s.Games) > maxGames {
		return fmt.Errorf("%d games saved; at most %d are kept", len(s.Games), maxGames)
	}
	numbered := map[int]bool{}
	for i := range s.Games {
		e := &s.Games[i]
		if e.ID < 0 || e.ID > maxID {
			return fmt.Errorf("game %d: number %d is not 0 to %d", i+1, e.ID, maxID)
		}
		// A number keys the game's undo history: two games with one number
		// are not a list this app wrote (0 is a game of an earlier version,
		// numbered on opening).
		if e.ID > 0 && numbered[e.ID] {
			return fmt.Errorf("game %d: number %d is another game's too", i+1, e.ID)
		}
		numbered[e.ID] = true
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
