package tiles

import (
	"fmt"
	"strings"

	"arrayan.io/arrayan/data/message"
)

// What input that cannot be scored says; the field it is about is the
// InputError's (a JSON path of the contract's input).
var (
	errRead               = message.Define("tiles.input.read", "reading input: {{.Err}}")
	errTooLarge           = message.Define("tiles.input.too-large", "input is larger than {{.Max}} bytes")
	errJSON               = message.Define("tiles.input.json", "{{.Detail}}")
	errGame               = message.Define("tiles.input.game", "must be alhambra or granada, not {{.Game}}")
	errRound              = message.Define("tiles.input.round", "must be 1, 2 or 3, not {{.Round}}")
	errVariant            = message.Define("tiles.input.variant", "must be {{.Variants}} for {{.Game}}, not {{.Variant}}")
	errPlayerCount        = message.Define("tiles.input.player-count", "must list 2 to 6 players, not {{.Count}}")
	errRequired           = message.Define("tiles.input.required", "required")
	errNameTwice          = message.Define("tiles.input.name-twice", "{{.Name}} is the name of players[{{.Other}}] too")
	errDummyTwoPlayers    = message.Define("tiles.input.dummy-two-players", "only in 2-player games")
	errDummyName          = message.Define("tiles.input.dummy-name", "{{.Name}} is a player's name too")
	errOtherFeature       = message.Define("tiles.input.other-feature", "{{.Game}} has no {{.Other}}s; give {{.Own}}")
	errCityAndCounts      = message.Define("tiles.input.city-and-counts", "give either city or counts, not both")
	errNoHolding          = message.Define("tiles.input.no-holding", "give a city (its cells) or counts and {{.Own}}")
	errComputed           = message.Define("tiles.input.computed", "computed from the city; leave it out")
	errFeatureRequired    = message.Define("tiles.input.feature-required", "required with counts: the length of the longest outer {{.Own}}")
	errFeatureRange       = message.Define("tiles.input.feature-range", "must be 0 to {{.Most}} ({{.PerBuilding}} per building), not {{.Value}}")
	errCoord              = message.Define("tiles.input.coord", "x and y must lie within ±{{.Max}}")
	errStartCell          = message.Define("tiles.input.start-cell", "the start cell has no type, value, walls or moats")
	errBestWithoutCounts  = message.Define("tiles.input.best-without-counts", "only with counts")
	errBuildingsAndCounts = message.Define("tiles.input.buildings-and-counts", "give either {{.Key}} or counts, not both")
	errCountType          = message.Define("tiles.input.count-type", "unknown {{.Game}} building type; the types are {{.Types}}")
	errCount              = message.Define("tiles.input.count", "must be 0 to {{.Max}}, not {{.Count}}")
	errBestOnlyGranada    = message.Define("tiles.input.best-only-granada", "only for granada, where it breaks ties")
	errBestNoCount        = message.Define("tiles.input.best-no-count", "only for a type with a positive count")
	errBestRange          = message.Define("tiles.input.best-range", "must be {{.Low}} to {{.High}}, not {{.Value}}")
	errBestTooLow         = message.Define("tiles.input.best-too-low", "{{.Count}} {{.Type}} buildings have {{.Count}} different values, so the highest is at least {{.Least}}, not {{.Value}}")
	errBestRequired       = message.Define("tiles.input.best-required", "required: the highest value held of a type with a positive count")
	errType               = message.Define("tiles.input.type", "unknown {{.Game}} building type {{.Type}}; the types are {{.Types}}")
	errValuePositive      = message.Define("tiles.input.value-positive", "must be positive, not {{.Value}}")
	errTileOtherFeature   = message.Define("tiles.input.tile-other-feature", "{{.Game}} tiles have no {{.Other}}; give {{.Own}}")
)

// InputError is input that cannot be scored: malformed JSON, a missing or
// unknown field, a value out of range, an unknown name (exit 2).
type InputError struct {
	Code  string // always "bad-input"
	Field string // JSON path of the offending field, when known, e.g. "players[1].counts.tower"
	said  message.Message
}

// Error returns the field and the message, in English.
func (e *InputError) Error() string {
	if e.Field == "" {
		return e.said.Error()
	}
	return e.Field + ": " + e.said.Error()
}

// Said is what the error says, pointing at its field, for the app to word
// in the player's language.
func (e *InputError) Said() message.Message { return e.said.At(0, e.Field) }

// badInput makes an InputError saying m about field.
func badInput(field string, m message.Message) *InputError {
	return &InputError{Code: "bad-input", Field: field, said: m}
}

// said is the message err says (city.ParseEdges's errors all say one).
func said(err error) message.Message {
	m, _ := message.Of(err)
	return m
}

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
