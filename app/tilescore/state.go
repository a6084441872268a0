package tilescore

import (
	"fmt"
	"image/color"
	"maps"
	"slices"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/naming"
	"arrayan.io/arrayan/scoring/tiles"
)

// maxPlayers is the most players either box seats.
const maxPlayers = 6

// holding is what one player (or the neutral collector) has entered.
type holding struct {
	Name   string         `json:"name"`
	Colour int            `json:"colour"`
	Counts map[string]int `json:"counts"`
	Best   map[string]int `json:"best"`
	Edge   int            `json:"edge"` // longest outer wall or moat
}

// state is everything the screen holds; it is saved on every change so
// that leaving the screen or closing the app loses nothing.
type state struct {
	Players int                 `json:"players"`
	Round   int                 `json:"round"`
	Simple  bool                `json:"simple"`
	Seats   [maxPlayers]holding `json:"seats"`
	Dummy   holding             `json:"dummy"`
}

func newState(g *tiles.Game) state {
	s := state{Players: 3, Round: 1}
	for i := range s.Seats {
		s.Seats[i] = holding{Colour: i, Counts: map[string]int{}, Best: map[string]int{}}
	}
	s.Dummy = holding{Name: g.Neutral, Counts: map[string]int{}, Best: map[string]int{}}
	return s
}

func stateName(g *tiles.Game) string { return "tilescore." + g.ID.String() }

// openState opens the screen's saved state through the ui.State scaffold:
// a fresh one when there is none or check refuses it (store keeps a refused
// file aside and the player is told in w).
// The quick scores are restored from a backup only as their screen loads
// them; the game's catalogue is made only when a backup is checked.
func init() {
	for id, g := range map[game.ID]func() *tiles.Game{game.Alhambra: tiles.Alhambra, game.Granada: tiles.Granada} {
		store.Register(stateName(&tiles.Game{ID: id}), func(s *state) error { return s.check(g()) })
	}
}

func openState(g *tiles.Game, w fyne.Window) *ui.State[state] {
	return ui.OpenState(w, ui.StateConfig[state]{
		Key:    stateName(g),
		Fresh:  func() state { return newState(g) },
		Check:  func(saved *state) error { return saved.check(g) },
		Clone:  state.clone,
		Repair: (*state).ensureMaps,
	})
}

// ensureMaps gives every holding its maps, which a saved file may omit.
func (s *state) ensureMaps() {
	for i := range s.Seats {
		s.Seats[i].ensureMaps()
	}
	s.Dummy.ensureMaps()
}

// holding is what holder i has entered: player i, or the neutral collector
// when i is -1.
func (s *state) holding(i int) *holding {
	if i < 0 {
		return &s.Dummy
	}
	return &s.Seats[i]
}

// check refuses a saved state that the screen could not show: every field
// is checked against what the game's box allows, so that a damaged or
// hostile file is never trusted.
func (s *state) check(g *tiles.Game) error {
	if s.Players < 2 || s.Players > maxPlayers {
		return fmt.Errorf("%d players saved; %s seats 2 to %d", s.Players, g.ID, maxPlayers)
	}
	if s.Round < 1 || s.Round > 3 {
		return fmt.Errorf("scoring round %d saved; there are 3", s.Round)
	}
	if s.Simple && !slices.Contains(g.Variants, "simple") {
		return fmt.Errorf("%s has no simple scoring", g.ID)
	}
	for i := range s.Seats {
		if err := s.Seats[i].check(g, true); err != nil {
			return fmt.Errorf("player %d: %w", i+1, err)
		}
	}
	if err := s.Dummy.check(g, false); err != nil {
		return fmt.Errorf("%s: %w", g.Neutral, err)
	}
	return nil
}

// check refuses a holding whose colour, types, counts, best values or edge
// are out of range; player says whether it is a player's (the neutral
// collector has no colour or edge).
func (h *holding) check(g *tiles.Game, player bool) error {
	if err := naming.Check(h.Name); err != nil {
		return fmt.Errorf("player name: %w", err)
	}
	if player && (h.Colour < 0 || h.Colour >= len(ui.PlayerColours)) {
		return fmt.Errorf("colour %d of %d", h.Colour, len(ui.PlayerColours))
	}
	for typ, n := range h.Counts {
		if box := g.BoxCount(typ); box == 0 || n < 0 || n > box {
			return fmt.Errorf("%d %q buildings", n, typ)
		}
	}
	for typ, v := range h.Best {
		if lo, hi := g.ValueRange(typ); !g.TieByValue || v < lo || v > hi {
			return fmt.Errorf("highest %q value %d", typ, v)
		}
	}
	if h.Edge < 0 || h.Edge > g.MaxFeatures*boxSize(g) || (!player && h.Edge != 0) {
		return fmt.Errorf("a %s of %d", g.Feature, h.Edge)
	}
	return nil
}

func (h *holding) ensureMaps() {
	if h.Counts == nil {
		h.Counts = map[string]int{}
	}
	if h.Best == nil {
		h.Best = map[string]int{}
	}
}

// colour is the marker colour the player picked.
func (h holding) colour() color.Color {
	return ui.PlayerColours[h.Colour] // checked on load, cycled in range
}

// clone copies s deeply, for undo.
func (s state) clone() state {
	c := s
	for i := range c.Seats {
		c.Seats[i] = s.Seats[i].clone()
	}
	c.Dummy = s.Dummy.clone()
	return c
}

func (h holding) clone() holding {
	c := h
	c.Counts = maps.Clone(h.Counts)
	c.Best = maps.Clone(h.Best)
	c.ensureMaps()
	return c
}

// boxSize is how many building tiles the game's box holds.
func boxSize(g *tiles.Game) int {
	n := 0
	for _, typ := range g.Types {
		n += g.BoxCount(typ)
	}
	return n
}
