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
