// Package citygame keeps a whole game of Alhambra or Granada as a record: the
// players and their cities (tile by tile) or counts, the neutral collector of
// 2-player games, the three scorings as they happen with their running
// totals, and the final ranking. Every operation is a pure function that
// returns a new record, so a screen keeps earlier records for undo and
// redo. The record exports each scoring as the input of
// `arrayan-cli score` (Table) and scores it with the same code
// (tiles.Score); it also answers where a tile may go (Hints) and which tiles
// are in play (Usage).
package citygame

import (
	"fmt"
	"slices"
	"strconv"
	"sync"

	"arrayan.io/arrayan/data/alhambra"
	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/granada"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// FormatVersion is the version of the record's JSON form (Record.Format).
const FormatVersion = 1

// Record is one game. Its JSON form is what a screen saves.
type Record struct {
	Format    int       `json:"arrayan_game"` // FormatVersion
	Game      gameid.ID `json:"game"`         // gameid.Alhambra or gameid.Granada
	Variant   string    `json:"variant,omitempty"`
	SetupCode string    `json:"setup_code,omitempty"` // the dealt setup, when there was one
	Players   []Player  `json:"players"`
	// Neutral is the 2-player neutral collector (Dirk, Pablo); nil otherwise.
	Neutral  *Neutral  `json:"neutral,omitempty"`
	Scorings []Scoring `json:"scorings"` // the scorings taken, 0 to 3
}

// Player is one player: a name, a colour (0 to players−1, distinct) and
// either a city built tile by tile (City, Reserve) or counts entered
// directly (Counts; Feature and, in Granada, Best), as the quick score does.
type Player struct {
	Name    string   `json:"name"`
	Colour  int      `json:"colour"`
	City    []Placed `json:"city,omitempty"`
	Reserve []Piece  `json:"reserve,omitempty"`
	// Counted marks counts mode: Counts, Feature and Best are used, City
	// and Reserve are not.
	Counted bool           `json:"counted,omitempty"`
	Counts  map[string]int `json:"counts,omitempty"`
	Feature int            `json:"feature,omitempty"` // the longest outer wall/moat, counts mode
	Best    map[string]int `json:"best,omitempty"`    // Granada counts mode
}

// Piece is one building tile. Alhambra: ID is the catalogue id of
// data/alhambra and Type, Value (price) and Edges (walls) are the
// catalogue's. Granada: no ID; Type, Value (2–13) and Edges (moats, at
// most 3) as the face shows them.
type Piece struct {
	ID    string `json:"id,omitempty"`
	Type  string `json:"type"`
	Value int    `json:"value"`
	Edges string `json:"edges,omitempty"` // letters N, E, S, W
}

// Placed is a piece in a city at (X, Y); the start tile is always at (0, 0)
// and is not listed.
type Placed struct {
	X     int   `json:"x"`
	Y     int   `json:"y"`
	Piece Piece `json:"piece"`
}

// Neutral is the neutral collector's holding.
type Neutral struct {
	Name   string  `json:"name,omitempty"` // "" means Dirk / Pablo
	Pieces []Piece `json:"pieces"`
	// Deals counts the random deals it has had (0 to 3: at setup, after
	// the first scoring, after the second); see Reminder.
	Deals int `json:"deals"`
}

// Scoring is one scoring as taken: the table scored (the CLI's input), its
// result (the CLI's output) and every player's running total after it.
type Scoring struct {
	Round   int          `json:"round"`
	Table   tiles.Table  `json:"table"`
	Result  tiles.Result `json:"result"`
	Running []int        `json:"running"`
}

// New starts a game of 2 to 6 players, colours in the order given, with an
// empty neutral collector in a 2-player game. setupCode may be "".
func New(game gameid.ID, variant, setupCode string, names []string) (Record, error) {
	r := Record{Format: FormatVersion, Game: game, Variant: variant, SetupCode: setupCode, Scorings: []Scoring{}}
	for i, n := range names {
		r.Players = append(r.Players, Player{Name: n, Colour: i})
	}
	if len(names) == 2 {
		r.Neutral = &Neutral{Pieces: []Piece{}}
	}
	if err := r.Validate(); err != nil {
		return Record{}, err
	}
	return r, nil
}

// game returns the scorer's description of the record's game.
func (r *Record) game() (*tiles.Game, error) {
	g, ok := tiles.GameByID(r.Game)
	if !ok {
		return nil, fieldErr("game", tiles.WrongGame.With(message.Params{"Game": strconv.Quote(string(r.Game))}))
	}
	return g, nil
}

// typeParam is building type typ of game id as a message carries it
// (tiles.Game's NamedType); a game the scorer lacks leaves it as given.
func typeParam(id gameid.ID, typ string) any {
	if g, ok := tiles.GameByID(id); ok {
		return g.NamedType(typ)
	}
	return typ
}

// alhambraTiles is the catalogue; alhambraByID the same by tile id. Both
// are made at first use, not at start: the browser's first frame waits for
// package set-up.
var alhambraTiles = sync.OnceValue(alhambra.Tiles)

var alhambraByID = sync.OnceValue(func() map[string]alhambra.Tile {
	m := map[string]alhambra.Tile{}
	for _, t := range alhambraTiles() {
		m[t.ID] = t
	}
	return m
})

// AlhambraPiece returns the catalogue tile with this id as a piece.
func AlhambraPiece(id string) (Piece, bool) {
	t, ok := alhambraByID()[id]
	if !ok {
		return Piece{}, false
	}
	return Piece{ID: t.ID, Type: t.Type, Value: t.Price, Edges: t.Walls}, true
}

// GranadaPiece returns a Granada face as a piece (moats as edge letters).
func GranadaPiece(typ string, value int, moats city.Edges) Piece {
	return Piece{Type: typ, Value: value, Edges: moats.String()}
}

// checkPiece checks a piece against the game's components and returns its
// edges: Alhambra tiles are the catalogue's, Granada faces have a known type,
// a value 2–13 and at most 3 moats (reference granada.md).
func (r *Record) checkPiece(p Piece) (city.Edges, error) {
	edges, err := city.ParseEdges(p.Edges)
	if err != nil {
		return 0, fieldErr("edges", said(err))
	}
	switch r.Game {
	case gameid.Alhambra:
		want, ok := AlhambraPiece(p.ID)
		if !ok {
			return 0, fieldErr("id", errNoTileID.With(message.Params{"ID": strconv.Quote(p.ID)}))
		}
		if p != want {
			return 0, fieldErr("", errTileIs.With(message.Params{"ID": p.ID, "Type": typeParam(r.Game, want.Type), "Value": want.Value, "Walls": strconv.Quote(want.Edges), "GivenType": typeParam(r.Game, p.Type), "GivenValue": p.Value, "GivenWalls": strconv.Quote(p.Edges)}))
		}
	case gameid.Granada:
		if p.ID != "" {
			return 0, fieldErr("id", errGranadaID.With(nil))
		}
		if granada.TypeIndex(p.Type) < 0 {
			return 0, fieldErr("type", errGranadaType.With(message.Params{"Type": strconv.Quote(p.Type), "Types": tiles.Granada().NamedTypes()}))
		}
		if p.Value < granada.MinValue() || p.Value > granada.MaxValue() {
			return 0, fieldErr("value", tiles.Range.With(message.Params{"Min": granada.MinValue(), "Max": granada.MaxValue(), "Value": p.Value}))
		}
		if edges.Count() > granada.MaxMoats() {
			return 0, fieldErr("edges", errMoats.With(message.Params{"Max": granada.MaxMoats(), "Count": edges.Count()}))
		}
	}
	if edges.String() != p.Edges {
		return 0, fieldErr("edges", errEdgeOrder.With(message.Params{"Want": strconv.Quote(edges.String()), "Given": strconv.Quote(p.Edges)}))
	}
	return edges, nil
}

// Cells is player i's city as the building rules see it, start included.
func (r *Record) Cells(i int) []city.Cell {
	p := r.Players[i]
	cells := make([]city.Cell, 0, len(p.City)+1)
	cells = append(cells, city.Cell{Start: true})
	for _, c := range p.City {
		e, _ := city.ParseEdges(c.Piece.Edges)
		cells = append(cells, city.Cell{X: c.X, Y: c.Y, Features: e})
	}
	return cells
}

// Check reports every building rule a player's city breaks (scoring/city),
// with the player's name; nil when it is legal or the player is counted.
func (r *Record) Check(i int) []tiles.Violation {
	if r.Players[i].Counted {
		return nil
	}
	var vs []tiles.Violation
	for _, v := range city.Check(r.Cells(i)).Violations {
		w := tiles.Violation{Player: r.Players[i].Name, Rule: v.Rule, Cells: [][2]int{}}
		for _, p := range v.Cells {
			w.Cells = append(w.Cells, [2]int{p.X, p.Y})
		}
		vs = append(vs, w)
	}
	return vs
}

// Outline measures a player's city: its longest outer wall/moat and number
// of outer edges, and whether it is legal (the measures are 0 otherwise).
func (r *Record) Outline(i int) (longest, outline int, legal bool) {
	rep := city.Check(r.Cells(i))
	return rep.Longest, rep.Outline, rep.Legal()
}

// Hints lists where player i may place piece p in their city (see Hints).
func (r *Record) Hints(i int, p Piece) ([]Hint, error) {
	if err := r.player(i); err != nil {
		return nil, err
	}
	edges, err := r.checkPiece(p)
	if err != nil {
		return nil, err
	}
	return Hints(r.Cells(i), edges), nil
}

func (r *Record) player(i int) error {
	if i < 0 || i >= len(r.Players) {
		return fieldErr("players", errNoPlayer.With(message.Params{"Index": i, "Count": len(r.Players)}))
	}
	return nil
}

// clone deep-copies a record, so that operations never share slices or maps
// with their input.
func (r Record) clone() Record {
	out := r
	out.Players = make([]Player, len(r.Players))
	for i, p := range r.Players {
		p.City = slices.Clone(p.City)
		p.Reserve = slices.Clone(p.Reserve)
		p.Counts = cloneMap(p.Counts)
		p.Best = cloneMap(p.Best)
		out.Players[i] = p
	}
	if r.Neutral != nil {
		n := *r.Neutral
		n.Pieces = slices.Clone(n.Pieces)
		out.Neutral = &n
	}
	out.Scorings = slices.Clone(r.Scorings)
	return out
}

func cloneMap(m map[string]int) map[string]int {
	if m == nil {
		return nil
	}
	out := make(map[string]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// under places an error's field within parent.
func under(parent string, err error) error {
	fe, ok := err.(*FieldError)
	if !ok {
		return fmt.Errorf("%s: %w", parent, err)
	}
	f := parent
	if fe.Field != "" {
		f += "." + fe.Field
	}
	return &FieldError{Field: f, said: fe.said}
}
