package tiles

import (
	"fmt"
	"strings"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/city"
)

// InputError is input that cannot be scored: malformed JSON, a missing or
// unknown field, a value out of range, an unknown name (exit 2).
type InputError struct {
	Code  string // always "bad-input"
	Field string // JSON path of the offending field, when known, e.g. "players[1].counts.tower"
	// Seat is the player the field belongs to, counted from 1 (0: none,
	// or the neutral collector).
	Seat int
	// Entry is, when the field is an entry of a counts-mode table (a
	// count, a best value, a wall or moat given), that entry, for a screen
	// to point at: its holder, kind and type.
	Entry *Field
	// Msg says what is wrong with the field.
	Msg message.Message
}

// Error returns the field and what is wrong with it, in English.
func (e *InputError) Error() string {
	if e.Field == "" {
		return e.Msg.Error()
	}
	return e.Field + ": " + e.Msg.Error()
}

// Said is what is wrong, pointing at the player's seat and at the field
// within the player ("counts.tower" of seat 2 for
// "players[1].counts.tower").
func (e *InputError) Said() message.Message {
	field := e.Field
	if e.Seat > 0 {
		field = strings.TrimPrefix(strings.TrimPrefix(field, seatField(e.Seat-1)), ".")
	}
	return e.Msg.At(e.Seat, field)
}

// badInput makes an InputError of kind at field.
func badInput(field string, kind message.Kind, params message.Params) *InputError {
	return &InputError{Code: "bad-input", Field: field, Msg: kind.With(params)}
}

// of marks the error as seat's (counted from 1; 0 leaves it none).
func (e *InputError) of(seat int) *InputError {
	e.Seat = seat
	return e
}

// about marks the error as being about entry at.
func (e *InputError) about(at Field) *InputError {
	e.Entry = &at
	return e
}

// seatField is the JSON path of the player at index i of Table.Players.
func seatField(i int) string { return fmt.Sprintf("players[%d]", i) }

// under places the error's field within parent ("players[0].city[2]" and
// "type" give "players[0].city[2].type").
func (e *InputError) under(parent string) *InputError {
	e.Field = join(parent, e.Field)
	return e
}

// ErrorCode is the error code of the CLI contract.
func (e *InputError) ErrorCode() string { return e.Code }

// ErrorDetails are the extra members of the CLI's error object.
func (e *InputError) ErrorDetails() map[string]any {
	if e.Field == "" {
		return nil
	}
	return map[string]any{"field": e.Field}
}

// The rules of a Violation besides a city's own (scoring/city's Rule*).
const (
	RuleImpossibleTile = "impossible-tile" // no tile of the box is like it
	RuleTooMany        = "too-many"        // more in play than the box holds
)

// Violation is one broken building rule. Rule is one of the codes of the CLI
// contract: start, overlap, edge-mismatch, unreachable, hole,
// impossible-tile, too-many.
type Violation struct {
	Player string   `json:"player"`
	Rule   string   `json:"rule"`
	Cells  [][2]int `json:"cells"`
	// Detail says in words what is wrong (e.g. "garden 8: 4 in play, the box holds 3").
	Detail string `json:"detail,omitempty"`
}

// IllegalCityError is well-formed input whose cities break the building
// rules (exit 3); it lists every violation.
type IllegalCityError struct {
	Violations []Violation
}

// Caps on what an IllegalCityError reports, so that a huge broken input
// cannot produce an answer many times its size: the first violations, each
// with its first cells, and how many more there are.
const (
	MaxReportedViolations = 100
	MaxReportedCells      = 100
)

// reported returns the violations to report, each cut to its first
// MaxReportedCells cells, and how many violations were left out.
func (e *IllegalCityError) reported() ([]Violation, int) {
	vs := e.Violations[:min(len(e.Violations), MaxReportedViolations)]
	out := make([]Violation, len(vs))
	for i, v := range vs {
		if len(v.Cells) > MaxReportedCells {
			more := len(v.Cells) - MaxReportedCells
			v.Cells = v.Cells[:MaxReportedCells]
			v.Detail = strings.TrimSpace(fmt.Sprintf("%s (%d more cells)", v.Detail, more))
		}
		out[i] = v
	}
	return out, len(e.Violations) - len(vs)
}

// Error returns the message.
func (e *IllegalCityError) Error() string {
	vs, more := e.reported()
	parts := make([]string, 0, len(vs)+1)
	for _, v := range vs {
		s := fmt.Sprintf("%s: %s", v.Player, v.Rule)
		if v.Detail != "" {
			s += " (" + v.Detail + ")"
		}
		parts = append(parts, s)
	}
	if more > 0 {
		parts = append(parts, fmt.Sprintf("and %d more", more))
	}
	return "illegal city: " + strings.Join(parts, "; ")
}

// Said is the first violation, in a player's words: the CLI lists them
// all (Error, ErrorDetails), a screen says the first. An IllegalCityError
// holds at least one violation.
func (e *IllegalCityError) Said() message.Message {
	v := e.Violations[0]
	return violationKinds[v.Rule].With(message.Params{"Player": v.Player})
}

// violationKinds words each rule a Violation can break.
var violationKinds = map[string]message.Kind{
	city.RuleStart:        msgStart,
	city.RuleOverlap:      msgOverlap,
	city.RuleEdgeMismatch: msgEdgeMismatch,
	city.RuleUnreachable:  msgUnreachable,
	city.RuleHole:         msgHole,
	RuleImpossibleTile:    msgImpossible,
	RuleTooMany:           msgTooMany,
}

// ErrorCode is the error code of the CLI contract.
func (e *IllegalCityError) ErrorCode() string { return "illegal-city" }

// RuleBroken marks a game-rule error (exit 3) rather than unusable input.
func (e *IllegalCityError) RuleBroken() bool { return true }

// ErrorDetails are the extra members of the CLI's error object: the
// reported violations and, when some were left out, "more_violations".
func (e *IllegalCityError) ErrorDetails() map[string]any {
	vs, more := e.reported()
	d := map[string]any{"violations": vs}
	if more > 0 {
		d["more_violations"] = more
	}
	return d
}
