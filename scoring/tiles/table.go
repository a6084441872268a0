// Package tiles scores Alhambra and Granada: majorities per building type
// and the longest outer wall (Alhambra) or moat (Granada), from cities laid
// out cell by cell or from counts entered directly. Both the app and
// arrayan-cli call Score, so they always agree.
package tiles

import "arrayan.io/arrayan/data/game"

// Table is one scoring of a game: the players, their cities or counts, and
// in 2-player games the neutral collector (Dirk in Alhambra, Pablo in
// Granada). Its JSON form is the input of `arrayan-cli score`.
type Table struct {
	Game    game.ID  `json:"game"`              // game.Alhambra or game.Granada
	Round   int      `json:"round"`             // 1, 2 or 3 (Granada's A, B, C)
	Variant string   `json:"variant,omitempty"` // "standard" (default) or "simple" (Granada only)
	Players []Player `json:"players"`
	Dummy   *Dummy   `json:"dummy,omitempty"`
}

// Player is one player's holding: a City, or Counts with Wall/Moat (and
// Best in Granada) given directly. Reserve tiles never score but count
// towards what the box holds.
type Player struct {
	Name    string         `json:"name"`
	City    []Cell         `json:"city,omitempty"`
	Reserve []Building     `json:"reserve,omitempty"`
	Counts  map[string]int `json:"counts,omitempty"`
	Wall    *int           `json:"wall,omitempty"`
	Moat    *int           `json:"moat,omitempty"`
	Best    map[string]int `json:"best,omitempty"`
}

// Cell is one tile of a city at (X, Y); X grows east and Y grows south.
// Edge letters N, E, S, W name the edges carrying a wall (Alhambra) or a
// moat (Granada).
type Cell struct {
	X     int    `json:"x"`
	Y     int    `json:"y"`
	Start bool   `json:"start,omitempty"`
	Type  string `json:"type,omitempty"`
	Value int    `json:"value,omitempty"`
	Walls string `json:"walls,omitempty"`
	Moats string `json:"moats,omitempty"`
}

// Building is a tile outside a city: in a reserve or with the neutral
// collector. Walls/Moats may be left out where they are not known.
type Building struct {
	Type  string  `json:"type"`
	Value int     `json:"value"`
	Walls *string `json:"walls,omitempty"`
	Moats *string `json:"moats,omitempty"`
}

// Dummy is the neutral collector of 2-player games: its Buildings, or
// Counts per type (with Best in Granada, as for a player), not both. An
// empty Name means the game's default (Dirk, Pablo).
type Dummy struct {
	Name      string         `json:"name"`
	Buildings []Building     `json:"buildings"`
	Counts    map[string]int `json:"counts,omitempty"`
	Best      map[string]int `json:"best,omitempty"`
}

// Result is the outcome of Score; its JSON form is the output of
// `arrayan-cli score`.
type Result struct {
	Game    game.ID        `json:"game"`
	Round   int            `json:"round"`
	Players []PlayerResult `json:"players"`
	Dummy   *PlayerResult  `json:"dummy,omitempty"`
}

// PlayerResult is one player's scoring: counts per type, the longest outer
// wall or moat (absent for the dummy), points per type plus "wall" or
// "moat", and their sum.
type PlayerResult struct {
	Name   string         `json:"name"`
	Counts map[string]int `json:"counts"`
	Wall   *int           `json:"wall,omitempty"`
	Moat   *int           `json:"moat,omitempty"`
	Points map[string]int `json:"points"`
	Total  int            `json:"total"`
}
