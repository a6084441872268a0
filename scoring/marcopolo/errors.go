package marcopolo

import (
	"fmt"
	"strings"
)

// InputError is input that cannot be scored: malformed JSON, a missing or
// unknown field, a value out of range, an unknown city or objective (CLI
// exit 2, code bad-input).
type InputError struct {
	Field   string // JSON path of the offending field, when known, e.g. "players[1].posts[0]"
	Message string

	// player (from 1) and member ("name", "posts"…) name the player's
	// field the error is about, for screens (PlayerField); player is 0
	// when it is about no single player.
	player int
	member string
	cause  error // the error behind it, when it has one (naming.TooLongError)
}

// Unwrap returns the error behind this one, if any.
func (e *InputError) Unwrap() error { return e.cause }

// playerErr is an InputError about member of player i (from 0), whose
// path is subpath under that player ("posts[2]"; member when empty).
func playerErr(i int, member, subpath, format string, a ...any) *InputError {
	if subpath == "" {
		subpath = member
	}
	return &InputError{Field: fmt.Sprintf("players[%d].%s", i, subpath), Message: fmt.Sprintf(format, a...), player: i + 1, member: member}
}

// PlayerField tells which player's field the error is about: the player's
// index (from 0) and the member ("name", "vp", "goods.pepper", "beijing",
// "posts", "objectives", "character"), ok false when it is about no single
// player's field.
func (e *InputError) PlayerField() (player int, member string, ok bool) {
	return e.player - 1, e.member, e.player > 0
}

// Error returns the message.
func (e *InputError) Error() string {
	if e.Field == "" {
		return e.Message
	}
	return e.Field + ": " + e.Message
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

// Violation is one broken game rule.
type Violation struct {
	Player string `json:"player"`
	Rule   string `json:"rule"`
	Detail string `json:"detail"`
	// Arrival, Missing and Players are the numbers of a beijing-arrival
	// violation, for a screen to word it (not part of the CLI's answer):
	// the arrival given, the earlier arrival nobody has (a gap) or 0, and
	// the table's players when the arrival is beyond them, else 0.
	Arrival int `json:"-"`
	Missing int `json:"-"`
	Players int `json:"-"`
}

// ImpossibleError is well-formed input that no game can produce (CLI exit
// 3, code impossible-game); it lists every violation.
type ImpossibleError struct {
	Violations []Violation
}

// Error returns the message.
func (e *ImpossibleError) Error() string {
	parts := make([]string, 0, len(e.Violations))
	for _, v := range e.Violations {
		parts = append(parts, fmt.Sprintf("%s: %s", v.Player, v.Detail))
	}
	return "impossible game: " + strings.Join(parts, "; ")
}

// ErrorCode is the error code of the CLI contract.
func (e *ImpossibleError) ErrorCode() string { return "impossible-game" }

// RuleBroken marks a game-rule error (exit 3) rather than unusable input.
func (e *ImpossibleError) RuleBroken() bool { return true }

// ErrorDetails are the extra members of the CLI's error object.
func (e *ImpossibleError) ErrorDetails() map[string]any {
	return map[string]any{"violations": e.Violations}
}
