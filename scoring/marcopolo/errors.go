package marcopolo

import (
	"fmt"
	"strings"

	"arrayan.io/arrayan/data/message"
)

// InputError is input that cannot be scored: malformed JSON, a missing or
// unknown field, a value out of range, an unknown city or objective (CLI
// exit 2, code bad-input). It says a message whose Seat (from 1) and
// Field (the player's member: "name", "vp", "goods.pepper", "beijing",
// "posts", "objectives", "character") point at the player's entry; Seat 0
// when it is about no single player.
type InputError struct {
	Field string // JSON path of the offending field, when known, e.g. "players[1].posts[0]"

	said  message.Message
	cause error // the error behind it, when it has one (naming.TooLongError)
}

// Said is what the error says, where it points.
func (e *InputError) Said() message.Message { return e.said }

// Unwrap returns the error behind this one, if any.
func (e *InputError) Unwrap() error { return e.cause }

// inputErr is an InputError at the JSON path field, about no single player.
func inputErr(field string, m message.Message) *InputError {
	return &InputError{Field: field, said: m}
}

// playerErr is an InputError about member of player i (from 0), whose
// path is subpath under that player ("posts[2]"; member when empty).
func playerErr(i int, member, subpath string, m message.Message) *InputError {
	if subpath == "" {
		subpath = member
	}
	return &InputError{Field: fmt.Sprintf("players[%d].%s", i, subpath), said: m.At(i+1, member)}
}

// Error returns the message in English, after its path.
func (e *InputError) Error() string {
	if e.Field == "" {
		return e.said.String()
	}
	return e.Field + ": " + e.said.String()
}

// ErrorCode is the error code of the CLI contract.
func (e *InputError) ErrorCode() string { return "bad-input" }

// ErrorDetails are the extra members of the CLI's error object.
func (e *InputError) ErrorDetails() map[string]any {
	if e.Field == "" {
		return nil
	}
	return map[string]any{"field": e.Field}
}

// Rules a table can break (Violation.Rule).
const (
	RuleObjectiveTwice  = "objective-twice"     // one objective card held twice
	RuleTooManyGoals    = "too-many-objectives" // more than 2 objective cards
	RulePostTwice       = "post-twice"          // two posts of one player in one city
	RulePostInVenezia   = "post-in-venezia"     // Venezia takes no trading post
	RuleTooManyPosts    = "too-many-posts"      // more than 9 (11 with Rubruk)
	RuleBeijingTwice    = "beijing-twice"       // two players with one Beijing arrival
	RuleBeijingArrival  = "beijing-arrival"     // arrival beyond the player count
	RuleBeijingPost     = "beijing-post"        // arrival without a post or post without arrival
	RuleCharacterTwice  = "character-twice"     // two players with one character
	RuleTooManyContract = "too-many-contracts"  // more fulfilled contracts than the box holds
)

// Violation is one broken game rule: its rule and what it says, whose
// Seat (from 1; 0 for the whole table) and Field (the player's entry:
// "objectives", "posts", "beijing", "character", "contracts") place it.
type Violation struct {
	Rule    string
	Message message.Message
}

// ImpossibleError is well-formed input that no game can produce (CLI exit
// 3, code impossible-game); it lists every violation.
type ImpossibleError struct {
	Violations []Violation
	// names are the players' names by seat, which the CLI's answer gives.
	names []string
}

// player is the name of the player a violation is about, "" for the table.
func (e *ImpossibleError) player(v Violation) string {
	if v.Message.Seat < 1 || v.Message.Seat > len(e.names) {
		return ""
	}
	return e.names[v.Message.Seat-1]
}

// Error returns the message.
func (e *ImpossibleError) Error() string {
	parts := make([]string, 0, len(e.Violations))
	for _, v := range e.Violations {
		parts = append(parts, fmt.Sprintf("%s: %s", e.player(v), v.Message))
	}
	return "impossible game: " + strings.Join(parts, "; ")
}

// ErrorCode is the error code of the CLI contract.
func (e *ImpossibleError) ErrorCode() string { return "impossible-game" }

// RuleBroken marks a game-rule error (exit 3) rather than unusable input.
func (e *ImpossibleError) RuleBroken() bool { return true }

// cliViolation is a violation as the CLI's answer gives it: the player's
// name, the rule and its English.
type cliViolation struct {
	Player string `json:"player"`
	Rule   string `json:"rule"`
	Detail string `json:"detail"`
}

// ErrorDetails are the extra members of the CLI's error object.
func (e *ImpossibleError) ErrorDetails() map[string]any {
	vs := make([]cliViolation, 0, len(e.Violations))
	for _, v := range e.Violations {
		vs = append(vs, cliViolation{Player: e.player(v), Rule: v.Rule, Detail: v.Message.String()})
	}
	return map[string]any{"violations": vs}
}
