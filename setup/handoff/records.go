package handoff

import (
	"bytes"
	"errors"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/marcopolo"
	sabika "arrayan.io/arrayan/scoring/sabika/game"
)

// Handed is a game handed over, read and checked as a saved file is:
// its game, its record's JSON (compact) and the record read from it, in
// the one field of its game.
type Handed struct {
	Game gameid.ID
	// JSON is the record as the sender's app saved it, without spaces.
	JSON []byte
	// Sabika is a Sabika game record (solo games with Yusuf's state
	// included), as app/sabika saves one element of its list.
	Sabika *sabika.Record
	// City is an Alhambra or Granada game with cities, as app/citygame
	// saves one game's record.
	City *citygame.Record
	// MarcoPolo is Marco Polo's end-scoring table, as `arrayan-cli score`
	// reads it (app/marcopolo keeps its own screen state; see docs/handoff.md).
	MarcoPolo *marcopolo.Table
}

// marks are the games a handover carries, each by the one letter that
// names it in the packed form; the letters are part of the format.
var marks = map[gameid.ID]byte{gameid.Sabika: 'S', gameid.Alhambra: 'A', gameid.Granada: 'G', gameid.MarcoPolo: 'M'}

// gameOf is the game a mark names.
func gameOf(mark byte) (gameid.ID, bool) {
	for g, m := range marks {
		if m == mark {
			return g, true
		}
	}
	return "", false
}

// read reads a record of game g with the same strict reader and checks
// as the app's saved file of that game.
func read(g gameid.ID, data []byte) (Handed, error) {
	h := Handed{Game: g, JSON: data}
	switch g {
	case gameid.Sabika:
		r, err := readSabika(data)
		h.Sabika = r
		return h, err
	case gameid.Alhambra, gameid.Granada:
		r, err := citygame.Load(data)
		if err != nil {
			return h, engineRefused(err)
		}
		if r.Game != g {
			return h, refused(msgOtherGame.With(message.Params{"Record": r.Game, "Game": g}).At(0, "game"))
		}
		h.City = &r
		return h, nil
	case gameid.MarcoPolo:
		t, err := marcopolo.DecodeTable(bytes.NewReader(data))
		if err == nil {
			err = marcopolo.Validate(t)
		}
		if err != nil {
			return h, engineRefused(err)
		}
		h.MarcoPolo = &t
		return h, nil
	}
	return h, refused(msgUnknownGame.With(message.Params{"Game": string(g)}))
}

// readSabika reads a Sabika record strictly (data/jsonin, as app/store
// reads the saved list) and checks it as app/sabika checks a loaded one:
// the record's Check, and a solo game's Yusuf state by his engine's
// check of what needs no components (yusuf.State.ValidateStructure); his
// components are the receiving copy's, checked by its Yusuf panel.
func readSabika(data []byte) (*sabika.Record, error) {
	var r sabika.Record
	if err := jsonin.Decode(data, &r); err != nil {
		var je *jsonin.Error
		if errors.As(err, &je) {
			return nil, &Refused{said: msgJSON.With(message.Params{"Detail": je.Message}).At(0, je.Path), Err: err}
		}
		return nil, &Refused{said: msgJSON.With(message.Params{"Detail": err.Error()}), Err: err}
	}
	if err := r.Check(); err != nil {
		return nil, engineRefused(err)
	}
	if r.Yusuf != nil {
		if err := r.Yusuf.ValidateStructure(); err != nil {
			return nil, engineRefused(err)
		}
	}
	return &r, nil
}

// engineRefused passes a game engine's refusal on, pointing at the field
// its message names.
func engineRefused(err error) *Refused {
	m := msgRecord.With(message.Params{"Problem": err})
	if said, ok := message.Of(err); ok {
		m = m.At(said.Seat, said.Field)
	}
	return &Refused{said: m, Err: err}
}
