package main

import (
	"fmt"
	"io"
	"slices"

	"arrayan.io/arrayan/data/jsonin"
	datayusuf "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// sabikaYusufUsage documents `arrayan-cli sabika yusuf`; the sabika
// dispatcher shows it in its help.
const sabikaYusufUsage = `arrayan-cli sabika yusuf [--in FILE]

Runs Yusuf, the solo automa, one step at a time. Input (one JSON object):

  {"components": {...}, "do": "...", "state": {...}, ...}

  components  Yusuf's components as recorded from your copy:
              {"tiles": ["alarife","alarife","comerciante","poetisa"],
               "deck_sizes": {"alarife":12,"comerciante":7,"poetisa":7},
               "rondels": {"alarife": [spaces clockwise], ...},
               "cards": [{"id","deck","space","discard":"none|raw|marble|both",
                          "actions": [...], "bottom": {"pp","parias","per"}}]}
              actions: major-building, minor-building, warehouse (alarife);
              export, consolidate (comerciante); carve (poetisa).
              per: major-building, minor-building, presence, consolidated, poem.
  do          setup        needs "setup": {"seed", "start_city",
                           "difficulty": {"events": "none|one-positive-two-negative|
                           three-negative", "ten_pp"}}; no state
              turn         Yusuf's next turn; "answers" (optional) answer its
                           questions in order
              answer       answers the waiting question with "answer", then
                           "answers" the following ones
              end-round    needs "end_round": {"tower": [[{"per","type","pp"}]],
                           "due", "player_parias", "yusuf_on_top"}
              end-game     needs "end_game": {"tower", "due" (6, the final
                           tribute, or left out), "poems": [{"code","pp",
                           "per_trio" (A3 only),"per_balance" (C3 only)}], "trade"}
              player-consolidated  needs "city": you consolidated on your
                           turn in a city where Yusuf had consolidated
                           before; he gets 2 PP instead of the earlier
                           consolidator's usual 1 dinar and 1 PP (a city he
                           has not consolidated: exit 2)
  state       the state the previous call printed (decks top first, discards
              bottom first: the orders are explicit, so the answer is determined)

An answer: {"skip": true} (the action cannot be carried out), or the fields of
the question's kind and no other: major-building {"type","number"};
minor-building {"type"}; warehouse and warehouse-opposite {"boxes": [nearest,
other]}; export {"city", "seal", "matches"}; consolidate {"city"}; carve-minor
{"number"}; carve-major {"code"}. A major poem's code is a letter and a digit
as printed, in the Spanish or the Russian copy's letters (B2, Б2; F1 = Е1 is
out of the solo game), or its running number 23-42 (34 or 34*); only A3 and
C3 named by their letters score per trio and per balance. City names: not empty, no control character or
direction mark. Numbers read from the table (a tile's number, boxes, dues, PP
on a card or a wish tile, trade) are 0 to 1000; his PP and parias at most
1000000.

Output: {"events": [...], "question": {...} (when one waits), "done": bool,
"start_player": "yusuf|player-chooses" (end-round), "final": {...} (end-game),
"state": {...}}.
When he consolidates, the event {"kind": "earlier-consolidator", "detail": CITY}
reminds you: if you consolidated CITY before him, take 1 PP and 1 dinar.
Board moves are events too: "favour" (his favour counter's new step, after a
major building), "ship-exported" and "seal-taken" (a ship from Granada to the
left half of CITY, its seal), "ship-consolidated" (his ship in CITY to the
right half). An export's "matches" is kept with the city: a consolidation
offers only the cities that meet the trade card (one: done without asking).

Exit status: 0 done; 2 unusable input (bad-input, "field" naming the field at
fault: malformed, unknown field, components incomplete, a field of another
kind of answer, a state that does not fit the components or the rules); 3 a step
the rules forbid (illegal-step: a turn while a question waits, an answer
outside its choices, ending a round early).
`

// yusufInput is the input of `sabika yusuf`.
type yusufInput struct {
	Components datayusuf.Components `json:"components"`
	Do         string               `json:"do"`
	State      *yusuf.State         `json:"state"`
	Setup      *yusuf.Setup         `json:"setup"`
	Answer     *yusuf.Answer        `json:"answer"`
	Answers    []yusuf.Answer       `json:"answers"`
	EndRound   *yusuf.RoundEnd      `json:"end_round"`
	EndGame    *yusuf.GameEnd       `json:"end_game"`
	City       string               `json:"city"`
}

// yusufOutput is the output of `sabika yusuf`.
type yusufOutput struct {
	Events      []yusuf.Event   `json:"events"`
	Question    *yusuf.Question `json:"question,omitempty"`
	Done        bool            `json:"done"`
	StartPlayer string          `json:"start_player,omitempty"`
	Final       *yusuf.Final    `json:"final,omitempty"`
	State       yusuf.State     `json:"state"`
}

// runSabikaYusuf runs `arrayan-cli sabika yusuf`; args follow "yusuf".
func runSabikaYusuf(args []string, in io.Reader, out, errOut io.Writer) int {
	data, rest, err := readInput(args, in)
	if err != nil {
		return fail(out, errOut, err)
	}
	if len(rest) > 0 {
		return fail(out, errOut, &usageError{fmt.Sprintf("sabika yusuf takes no argument %q", rest[0])})
	}
	result, err := sabikaYusuf(data)
	if err != nil {
		return fail(out, errOut, err)
	}
	return writeJSON(out, errOut, result)
}

// sabikaYusuf decodes the input, checks it and runs the step.
func sabikaYusuf(data []byte) (*yusufOutput, error) {
	var in yusufInput
	if err := jsonin.Decode(data, &in); err != nil {
		return nil, &usageError{fmt.Sprintf("input: %v", err)}
	}
	if !slices.Contains([]string{"setup", "turn", "answer", "end-round", "end-game", "player-consolidated"}, in.Do) {
		return nil, &usageError{fmt.Sprintf("do must be setup, turn, answer, end-round, end-game or player-consolidated, not %q", in.Do)}
	}
	c := &in.Components
	if in.Do == "setup" {
		if in.Setup == nil || in.State != nil {
			return nil, &usageError{`do "setup" needs "setup" and no "state"`}
		}
		st, err := yusuf.NewGame(c, *in.Setup)
		if err != nil {
			return nil, yusuf.Within("setup", err)
		}
		return &yusufOutput{Events: []yusuf.Event{}, Done: true, State: st}, nil
	}
	if in.State == nil {
		return nil, &usageError{fmt.Sprintf("do %q needs \"state\"", in.Do)}
	}
	if err := in.State.Validate(c); err != nil {
		return nil, yusuf.Within("state", err)
	}
	return yusufStep(c, in)
}

// yusufStep runs one command on a checked state.
func yusufStep(c *datayusuf.Components, in yusufInput) (*yusufOutput, error) {
	st := in.State
	out := &yusufOutput{}
	var step yusuf.Step
	var err error
	switch in.Do {
	case "turn":
		step, err = st.StartTurn(c)
	case "answer":
		if in.Answer == nil {
			return nil, &usageError{`do "answer" needs "answer"`}
		}
		step, err = st.Answer(c, *in.Answer)
		err = yusuf.Within("answer", err)
	case "end-round":
		if in.EndRound == nil {
			return nil, &usageError{`do "end-round" needs "end_round"`}
		}
		out.Events, out.StartPlayer, err = st.EndRound(*in.EndRound)
		out.Done, err = true, yusuf.Within("end_round", err)
	case "end-game":
		if in.EndGame == nil {
			return nil, &usageError{`do "end-game" needs "end_game"`}
		}
		var f yusuf.Final
		out.Events, f, err = st.EndGame(*in.EndGame)
		out.Final, out.Done, err = &f, true, yusuf.Within("end_game", err)
	default: // player-consolidated
		out.Events, err = st.PlayerConsolidated(in.City)
		out.Done, err = true, yusuf.Within("city", err)
	}
	if err != nil {
		return nil, err
	}
	if in.Do == "turn" || in.Do == "answer" {
		events := step.Events
		for i, a := range in.Answers {
			if step.Question == nil {
				return nil, &usageError{"more answers than questions"}
			}
			if step, err = st.Answer(c, a); err != nil {
				return nil, yusuf.Within(fmt.Sprintf("answers[%d]", i), err)
			}
			events = append(events, step.Events...)
		}
		out.Events, out.Question, out.Done = events, step.Question, step.Done
	}
	if out.Events == nil {
		out.Events = []yusuf.Event{}
	}
	out.State = *st
	return out, nil
}
