package tilescore

import (
	"encoding/json"

	"fyne.io/fyne/v2"

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

func prefKey(g *tiles.Game) string { return "tilescore." + g.ID + ".state" }

// loadState reads the saved state, falling back to a fresh one when there
// is none or it cannot be read.
func loadState(p fyne.Preferences, g *tiles.Game) state {
	s := newState(g)
	raw := p.String(prefKey(g))
	if raw == "" {
		return s
	}
	var saved state
	if err := json.Unmarshal([]byte(raw), &saved); err != nil {
		fyne.LogError("reading the saved "+g.ID+" scores", err)
		return s
	}
	if saved.Players < 2 || saved.Players > maxPlayers || saved.Round < 1 || saved.Round > 3 {
		return s
	}
	for i := range saved.Seats {
		saved.Seats[i].ensureMaps()
	}
	saved.Dummy.ensureMaps()
	return saved
}

func saveState(p fyne.Preferences, g *tiles.Game, s state) {
	raw, err := json.Marshal(s)
	if err != nil {
		fyne.LogError("saving the "+g.ID+" scores", err)
		return
	}
	p.SetString(prefKey(g), string(raw))
}

func (h *holding) ensureMaps() {
	if h.Counts == nil {
		h.Counts = map[string]int{}
	}
	if h.Best == nil {
		h.Best = map[string]int{}
	}
}

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
	c.Counts = make(map[string]int, len(h.Counts))
	for k, v := range h.Counts {
		c.Counts[k] = v
	}
	c.Best = make(map[string]int, len(h.Best))
	for k, v := range h.Best {
		c.Best[k] = v
	}
	return c
}
