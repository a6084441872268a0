// Package yusufturn is the screen that runs Yusuf, Sabika's solo automa, at
// the table (issue 10): his turns drawn as his cards, the questions only the
// board can answer, his tiles, decks, holdings and score always in view, his
// end of round and end of game. Every rule is the engine's
// (scoring/sabika/yusuf); this package only shows it and records the
// player's answers. The game is saved as its setup and the list of the
// player's inputs: the engine is deterministic from the seed, so the state
// is a replay of the inputs, and undo is a replay of one input fewer.
package yusufturn

import (
	"encoding/json"
	"fmt"
	"slices"

	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// storeKey is the saved solo game's name in app/store.
const storeKey = "sabika.yusuf"

// sessionVersion is the version of the saved Session format.
const sessionVersion = 1

// The kinds of Input.
const (
	inTurn         = "turn"         // Yusuf's next turn starts
	inAnswer       = "answer"       // the board answers his question
	inEndRound     = "end-round"    // his end of round 1–4
	inEndGame      = "end-game"     // his end of game
	inConsolidated = "consolidated" // the player consolidated in City
)

// Input is one thing the player did, replayed in order on the engine.
type Input struct {
	Kind     string          `json:"kind"`
	Answer   *yusuf.Answer   `json:"answer,omitempty"`
	RoundEnd *yusuf.RoundEnd `json:"round_end,omitempty"`
	GameEnd  *yusuf.GameEnd  `json:"game_end,omitempty"`
	City     string          `json:"city,omitempty"`
	Tiles    []int           `json:"tiles,omitempty"` // the edition's wish tiles in the tower
	// PlayerPP and PlayerBuildings are the player's final score and
	// buildings, given at the end of the game to name the winner.
	PlayerPP        *int `json:"player_pp,omitempty"`
	PlayerBuildings *int `json:"player_buildings,omitempty"`
}

// Session is one solo game against Yusuf: what it started from (with a
// copy of the components, so that editing Your copy mid-game cannot change
// a game under way) and every input since. The replayed state and the
// results of the last input are derived, never saved.
type Session struct {
	Version    int           `json:"version"`
	Started    bool          `json:"started"`
	Setup      yusuf.Setup   `json:"setup"`
	Components dy.Components `json:"components"`
	Inputs     []Input       `json:"inputs"`

	play replay
}

// replay is what the inputs give on the engine.
type replay struct {
	state    yusuf.State
	last     []yusuf.Event // the events of the last turn, answer or end
	question *yusuf.Question
	start    string       // the start player the last end of round gave
	final    *yusuf.Final // Yusuf's final score once the game is over
	bonus    []yusuf.Event
	err      error
}

// fresh is a session with no game started.
func fresh() Session { return Session{Version: sessionVersion, Inputs: []Input{}} }

// clone deep-copies a session through its saved form; the replay is
// derived again by repair.
func clone(s Session) Session {
	data, err := json.Marshal(s)
	if err != nil {
		return fresh()
	}
	var out Session
	if err := json.Unmarshal(data, &out); err != nil {
		return fresh()
	}
	out.play = s.play
	return out
}

// check refuses a loaded session field by field: the version, complete
// and valid components, and every input replaying without an error.
func check(s *Session) error {
	if s.Version != sessionVersion {
		return fmt.Errorf("solo game version %d, this app reads %d", s.Version, sessionVersion)
	}
	if !s.Started {
		if len(s.Inputs) > 0 {
			return fmt.Errorf("a game not started has %d inputs", len(s.Inputs))
		}
		return nil
	}
	r := run(s)
	return r.err
}

// repair derives the replay of a loaded, fresh or changed session.
func repair(s *Session) {
	if s.Inputs == nil {
		s.Inputs = []Input{}
	}
	if s.Started {
		s.play = run(s)
	} else {
		s.play = replay{}
	}
}

// run replays the session's inputs on a new game.
func run(s *Session) replay {
	c := &s.Components
	st, err := yusuf.NewGame(c, s.Setup)
	if err != nil {
		return replay{err: fmt.Errorf("starting Yusuf's game: %w", err)}
	}
	r := replay{state: st}
	for i, in := range s.Inputs {
		if err := r.apply(c, in); err != nil {
			r.err = fmt.Errorf("input %d (%s): %w", i+1, in.Kind, err)
			return r
		}
	}
	return r
}

// apply gives one input to the engine and keeps what it returned.
func (r *replay) apply(c *dy.Components, in Input) error {
	st := &r.state
	var step yusuf.Step
	var err error
	switch in.Kind {
	case inTurn:
		step, err = st.StartTurn(c)
	case inAnswer:
		if in.Answer == nil {
			return fmt.Errorf("the answer is missing")
		}
		step, err = st.Answer(c, *in.Answer)
		step.Events = append(slices.Clone(r.last), step.Events...)
	case inEndRound:
		if in.RoundEnd == nil {
			return fmt.Errorf("the end of round is missing")
		}
		step.Events, r.start, err = st.EndRound(*in.RoundEnd)
		step.Done = true
	case inEndGame:
		if in.GameEnd == nil {
			return fmt.Errorf("the end of game is missing")
		}
		var f yusuf.Final
		step.Events, f, err = st.EndGame(*in.GameEnd)
		r.final, step.Done = &f, true
	case inConsolidated:
		if in.City == "" || st.Over {
			return fmt.Errorf("no city, or the game is over")
		}
		r.bonus = st.PlayerConsolidated(in.City)
		return nil
	default:
		return fmt.Errorf("unknown input %q", in.Kind)
	}
	if err != nil {
		return err
	}
	r.last, r.question, r.bonus = step.Events, step.Question, nil
	return nil
}
