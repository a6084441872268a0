// Package yusufturn shows Yusuf, Sabika's solo automa, in a solo game of
// the Sabika game record (issue 10), through the record's YusufPanel
// hook: his turns drawn as his cards, the questions only the board can
// answer, his tiles, decks, holdings and score always in view. Every rule
// is the engine's (scoring/sabika/yusuf); the record's own end of round
// and final scoring score his seat by his rules.
package yusufturn

import (
	"fmt"
	"slices"

	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// The kinds of Input.
const (
	inTurn         = "turn"         // Yusuf's next turn starts
	inAnswer       = "answer"       // the board answers his question
	inConsolidated = "consolidated" // the player consolidated in City
)

// Input is one thing the player did for Yusuf.
type Input struct {
	Kind   string
	Answer *yusuf.Answer
	City   string
}

// replay is Yusuf's state and what the last input gave.
type replay struct {
	state    yusuf.State
	last     []yusuf.Event // the events of the turn so far
	question *yusuf.Question
	bonus    []yusuf.Event
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
	case inConsolidated:
		bonus, err := st.PlayerConsolidated(in.City)
		if err != nil {
			return fmt.Errorf("consolidation in %q: %w", in.City, err)
		}
		r.bonus = bonus
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
