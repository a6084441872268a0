package tilescore

import (
	"errors"
	"fmt"
	"image/color"
	"maps"
	"slices"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
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
		return msgStatePlayers.With(message.Params{"Count": s.Players, "Game": g.ID, "Max": maxPlayers})
	}
	if s.Round < 1 || s.Round > 3 {
		return msgStateRound.With(message.Params{"Round": s.Round})
	}
	if s.Simple && !slices.Contains(g.Variants, "simple") {
		return msgStateSimple.With(message.Params{"Game": g.ID})
	}
	for i := range s.Seats {
		if err := s.Seats[i].check(g, true); err != nil {
			return msgStatePlayer.With(message.Params{"Seat": i + 1, "Problem": err})
		}
	}
	if err := s.Dummy.check(g, false); err != nil {
		return msgStateNeutral.With(message.Params{"Name": g.Neutral, "Problem": err})
	}
	return nil
}

// check refuses a holding whose colour, types, counts, best values or edge
// are out of range; player says whether it is a player's (the neutral
// collector has no colour or edge).
func (h *holding) check(g *tiles.Game, player bool) error {
	var long *naming.TooLongError
	if errors.As(naming.Check(h.Name), &long) {
		return msgStateName.With(message.Params{"Runes": long.Runes, "Max": naming.MaxRunes})
	}
	if player && (h.Colour < 0 || h.Colour >= len(ui.PlayerColours)) {
		return msgStateColour.With(message.Params{"Colour": h.Colour, "Colours": len(ui.PlayerColours)})
	}
	for typ, n := range h.Counts {
		if box := g.BoxCount(typ); box == 0 || n < 0 || n > box {
			return msgStateCount.With(message.Params{"Count": n, "Type": fmt.Sprintf("%q", typ)})
		}
	}
	for typ, v := range h.Best {
		if lo, hi := g.ValueRange(typ); !g.TieByValue || v < lo || v > hi {
			return msgStateBest.With(message.Params{"Type": fmt.Sprintf("%q", typ), "Value": v})
		}
	}
	if h.Edge < 0 || h.Edge > g.MaxFeatures*boxSize(g) || (!player && h.Edge != 0) {
		if g.Feature == "moat" {
			return msgStateMoat.With(message.Params{"Length": h.Edge})
		}
		return msgStateWall.With(message.Params{"Length": h.Edge})
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
