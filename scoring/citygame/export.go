package citygame

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// Table is the record's holdings as the input of `arrayan-cli score` for
// the next scoring (Round): city players as cells (the start at (0, 0)) and
// reserve, counted players as counts, the neutral collector as dummy.
func (r Record) Table() (tiles.Table, error) {
	if err := r.Validate(); err != nil {
		return tiles.Table{}, err
	}
	t := tiles.Table{Game: r.Game, Round: r.Round(), Variant: r.Variant}
	for _, p := range r.Players {
		t.Players = append(t.Players, r.tablePlayer(p))
	}
	if r.Neutral != nil {
		d := &tiles.Dummy{Name: r.Neutral.Name, Buildings: []tiles.Building{}}
		for _, pc := range r.Neutral.Pieces {
			d.Buildings = append(d.Buildings, r.building(pc))
		}
		t.Dummy = d
	}
	return t, nil
}

func (r *Record) tablePlayer(p Player) tiles.Player {
	tp := tiles.Player{Name: p.Name}
	if p.Counted {
		tp.Counts = cloneMap(p.Counts)
		if tp.Counts == nil {
			tp.Counts = map[string]int{}
		}
		tp.Best = cloneMap(p.Best)
		f := p.Feature
		if r.Game == gameid.Granada {
			tp.Moat = &f
		} else {
			tp.Wall = &f
		}
		return tp
	}
	tp.City = []tiles.Cell{{X: 0, Y: 0, Start: true}}
	for _, c := range p.City {
		cell := tiles.Cell{X: c.X, Y: c.Y, Type: c.Piece.Type, Value: c.Piece.Value}
		if r.Game == gameid.Granada {
			cell.Moats = c.Piece.Edges
		} else {
			cell.Walls = c.Piece.Edges
		}
		tp.City = append(tp.City, cell)
	}
	for _, pc := range p.Reserve {
		tp.Reserve = append(tp.Reserve, r.building(pc))
	}
	return tp
}

func (r *Record) building(pc Piece) tiles.Building {
	b := tiles.Building{Type: pc.Type, Value: pc.Value}
	e := pc.Edges
	if r.Game == gameid.Granada {
		b.Moats = &e
	} else {
		b.Walls = &e
	}
	return b
}

// Export is Table as JSON, exactly what `arrayan-cli score` reads.
func (r Record) Export() ([]byte, error) {
	t, err := r.Table()
	if err != nil {
		return nil, err
	}
	return json.MarshalIndent(t, "", "  ")
}

// ImportError is an import refused: the file is not `arrayan-cli score`
// input, is another game's or another table's, or does not score.
type ImportError struct {
	Field string // JSON path in the file, when known
	said  message.Message
	// Violations are the building rules the file's cities break and the
	// tiles it holds beyond the box, every one (tiles.IllegalCityError).
	Violations []tiles.Violation
}

// Error returns the path and the message, in English.
func (e *ImportError) Error() string {
	if e.Field == "" {
		return "import refused: " + e.said.Error()
	}
	return "import refused: " + e.Field + ": " + e.said.Error()
}

// Said is why the file was refused, pointing at its field, for the app to
// word in the player's language.
func (e *ImportError) Said() message.Message { return e.said.At(0, e.Field) }

// importRefused is the refusal m of the file's field.
func importRefused(field string, m message.Message) *ImportError {
	return &ImportError{Field: field, said: m}
}

// Import replaces the players' holdings and the neutral collector's with
// those of a file in the `arrayan-cli score` input format (as Export
// writes it). The file must be for the record's game and next round, with
// as many players; names come from the file, colours and scorings stay.
// Alhambra tiles get the catalogue ids of the faces given (the first unused
// id of each type, price and walls). A malformed, foreign or unscorable
// file, or one whose cities break a building rule, is refused with an
// *ImportError (listing the violations) and r is returned unchanged.
func (r Record) Import(data []byte) (Record, error) {
	t, err := tiles.DecodeTable(bytes.NewReader(data))
	if err != nil {
		return r, importErr(err)
	}
	switch {
	case t.Game != r.Game:
		return r, importRefused("game", errImportGame.With(message.Params{"File": strconv.Quote(string(t.Game)), "Game": r.Game}))
	case t.Round != r.Round():
		return r, importRefused("round", errImportRound.With(message.Params{"File": t.Round, "Next": r.Round()}))
	case len(t.Players) != len(r.Players):
		return r, importRefused("players", errImportPlayers.With(message.Params{"File": len(t.Players), "Game": len(r.Players)}))
	case (t.Dummy != nil) != (r.Neutral != nil):
		return r, importRefused("dummy", errImportDummy.With(nil))
	}
	if (t.Variant == "" || t.Variant == "standard") != (r.Variant == "" || r.Variant == "standard") || (t.Variant == "simple") != (r.Variant == "simple") {
		return r, importRefused("variant", errImportVariant.With(message.Params{"File": strconv.Quote(t.Variant), "Game": strconv.Quote(r.Variant)}))
	}
	// A file whose cities break a building rule, or that holds tiles the box
	// does not have or more of a kind than it holds (99 towers, two start
	// tiles on one square), is refused as a whole: `arrayan-cli score`
	// refuses it too (exit 3), and the record could not show a second start
	// tile or a tile the box lacks.
	if _, err := tiles.Score(t); err != nil {
		return r, importErr(err)
	}
	out, err := r.fromTable(t)
	if err != nil {
		return r, importErr(err)
	}
	return out, nil
}

func importErr(err error) *ImportError {
	var ce *tiles.IllegalCityError
	if errors.As(err, &ce) {
		return &ImportError{said: errImportIllegal.With(nil), Violations: ce.Violations}
	}
	var ie *tiles.InputError
	if errors.As(err, &ie) {
		return importRefused(ie.Field, ie.Said())
	}
	var fe *FieldError
	if errors.As(err, &fe) {
		return importRefused(fe.Field, fe.said)
	}
	return importRefused("", said(err))
}

// fromTable builds the record holding what a decoded table holds.
func (r Record) fromTable(t tiles.Table) (Record, error) {
	out := r.clone()
	ids := newIDPool()
	for i, tp := range t.Players {
		p := Player{Name: tp.Name, Colour: r.Players[i].Colour}
		field := fmt.Sprintf("players[%d]", i)
		if tp.City == nil {
			p.Counted, p.Counts, p.Best = true, cloneMap(tp.Counts), cloneMap(tp.Best)
			if f := pick(r.Game, tp.Wall, tp.Moat); f != nil {
				p.Feature = *f
			}
		} else {
			var start *tiles.Cell
			for k := range tp.City {
				if tp.City[k].Start {
					start = &tp.City[k]
				}
			}
			if start == nil {
				return r, fieldErr(field+".city", errNoStartCell.With(nil))
			}
			for k, c := range tp.City {
				if c.Start {
					continue
				}
				pc, err := ids.piece(r.Game, c.Type, c.Value, pick(r.Game, &c.Walls, &c.Moats), true)
				if err != nil {
					return r, under(fmt.Sprintf("%s.city[%d]", field, k), err)
				}
				p.City = append(p.City, Placed{X: c.X - start.X, Y: c.Y - start.Y, Piece: pc})
			}
			for k, b := range tp.Reserve {
				pc, err := ids.piece(r.Game, b.Type, b.Value, pick(r.Game, b.Walls, b.Moats), false)
				if err != nil {
					return r, under(fmt.Sprintf("%s.reserve[%d]", field, k), err)
				}
				p.Reserve = append(p.Reserve, pc)
			}
		}
		out.Players[i] = p
	}
	if t.Dummy != nil {
		if t.Dummy.Counts != nil {
			return r, fieldErr("dummy.counts", errDummyCounts.With(nil))
		}
		out.Neutral.Name, out.Neutral.Pieces = t.Dummy.Name, []Piece{}
		for k, b := range t.Dummy.Buildings {
			pc, err := ids.piece(r.Game, b.Type, b.Value, pick(r.Game, b.Walls, b.Moats), false)
			if err != nil {
				return r, under(fmt.Sprintf("dummy.buildings[%d]", k), err)
			}
			out.Neutral.Pieces = append(out.Neutral.Pieces, pc)
		}
	}
	if err := out.Validate(); err != nil {
		return r, err
	}
	return out, nil
}

// pick returns the game's own edge field of a pair.
func pick[T any](game gameid.ID, wall, moat T) T {
	if game == gameid.Granada {
		return moat
	}
	return wall
}

// idPool hands out Alhambra catalogue ids for faces, each id once.
type idPool struct{ taken map[string]bool }

func newIDPool() *idPool { return &idPool{taken: map[string]bool{}} }

// piece makes the piece of a face: Granada as given; Alhambra the first
// catalogue tile not yet taken with this type and price and, when edges is
// known and not empty, these walls (an empty walls string outside a city
// means not recorded, as tiles.Score reads it; in a city it means none).
func (ids *idPool) piece(game gameid.ID, typ string, value int, edges *string, inCity bool) (Piece, error) {
	e := ""
	if edges != nil {
		parsed, err := city.ParseEdges(*edges)
		if err != nil {
			return Piece{}, fieldErr("", said(err))
		}
		e = parsed.String()
	}
	if game == gameid.Granada {
		return Piece{Type: typ, Value: value, Edges: e}, nil
	}
	var fallback string
	for _, t := range alhambraTiles() {
		if t.Type != typ || t.Price != value || ids.taken[t.ID] {
			continue
		}
		if t.Walls == e {
			ids.taken[t.ID] = true
			p, _ := AlhambraPiece(t.ID)
			return p, nil
		}
		if fallback == "" {
			fallback = t.ID
		}
	}
	if fallback != "" && !inCity && (edges == nil || *edges == "") {
		ids.taken[fallback] = true
		p, _ := AlhambraPiece(fallback)
		return p, nil
	}
	return Piece{}, fieldErr("", errNoUnusedTile.With(message.Params{"Type": typeParam(game, typ), "Value": value, "Walls": strconv.Quote(e)}))
}
