package history

import (
	"slices"
	"time"

	"arrayan.io/arrayan/data/game"
)

// Result is a finished game as a screen knows it: players by name, in
// seat order. Keep turns it into a play.
type Result struct {
	Game       game.ID
	Date       time.Time // the day it was played; zero for today
	Seats      []ResultSeat
	Winners    []int // seat indexes
	TieBreak   string
	Difficulty *Difficulty
	SetupCode  string
	// Source names the record the result came from ("" for none): keeping
	// a result of the same source again replaces the play kept before,
	// with its date and note.
	Source string
}

// ResultSeat is one seat of a Result: a player's name (ignored for Yusuf)
// and their total with its breakdown.
type ResultSeat struct {
	Name   string
	Yusuf  bool
	Total  int
	Points []Points
}

// Keep adds r to the history: each name is found in the roster (ignoring
// case) or added to it, and the play is checked and kept under a new id,
// or replaces the play of the same Source. On any error nothing changes.
func (f *File) Keep(r Result) (int, error) {
	work := f.Clone()
	play := Play{Game: r.Game, Date: r.Date.Format(DateLayout), Winners: slices.Clone(r.Winners),
		TieBreak: r.TieBreak, SetupCode: r.SetupCode, Source: r.Source}
	if r.Date.IsZero() {
		play.Date = time.Now().Format(DateLayout)
	}
	if r.Difficulty != nil {
		d := *r.Difficulty
		play.Difficulty = &d
	}
	for i, s := range r.Seats {
		seat := Seat{Yusuf: s.Yusuf, Total: s.Total, Points: slices.Clone(s.Points)}
		if !s.Yusuf {
			id, err := work.PlayerID(s.Name)
			if err != nil {
				return 0, kindKeepingSeat.With(args{"Seat": i + 1, "Problem": err}).At(i+1, "")
			}
			seat.Player = id
		}
		play.Seats = append(play.Seats, seat)
	}
	if r.Source != "" {
		if old := slices.IndexFunc(work.Plays, func(p Play) bool { return p.Source == r.Source }); old >= 0 {
			kept := work.Plays[old]
			play.ID, play.Date, play.Note = kept.ID, kept.Date, kept.Note
			if err := play.check(work.known()); err != nil {
				return 0, kindKeeping.With(args{"Problem": err})
			}
			work.Plays[old] = play
			*f = work
			return play.ID, nil
		}
	}
	id, err := work.Add(play)
	if err != nil {
		return 0, err
	}
	*f = work
	return id, nil
}
