package tilescore

import (
	"fmt"
	"image/color"
	"maps"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
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

func stateName(g *tiles.Game) string { return "tilescore." + g.ID }

// loadState reads the saved state, falling back to a fresh one when there
// is none; an unreadable file is reported (store keeps it aside).
func loadState(g *tiles.Game) (state, error) {
	s := newState(g)
	var saved state
	ok, err := store.Load(stateName(g), &saved)
	if err != nil || !ok {
		return s, err
	}
	if saved.Players < 2 || saved.Players > maxPlayers || saved.Round < 1 || saved.Round > 3 {
		return s, fmt.Errorf("the saved %s scores name %d players and round %d; starting afresh", g.ID, saved.Players, saved.Round)
	}
	for i := range saved.Seats {
		saved.Seats[i].ensureMaps()
	}
	saved.Dummy.ensureMaps()
	return saved, nil
}

func saveState(g *tiles.Game, s state) error {
	return store.Save(stateName(g), s)
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
	return ui.PlayerColours[h.Colour%len(ui.PlayerColours)]
}

// buildings is how many buildings h holds in all.
func (h holding) buildings() int {
	n := 0
	for _, c := range h.Counts {
		n += c
	}
	return n
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
