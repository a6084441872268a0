// Package sabika holds Sabika's bookkeeping engines: the tribute (parias)
// phase, the sultan's wishes, the ranking major poems and the final scoring
// (spec shared/spec/sabika.md §3–§5, rulings 7–15). Values printed only on
// components come in as input (ruling 15); nothing here guesses them.
package sabika

import (
	"fmt"
	"strings"
)

// InputError is input that cannot be used (CLI exit 2): Field is the path of
// the offending field, e.g. "players[1].dinars".
type InputError struct {
	Field   string
	Message string
}

// Error returns the field and the message.
func (e *InputError) Error() string { return e.Field + ": " + e.Message }

// ErrorCode is the CLI contract's code.
func (e *InputError) ErrorCode() string { return "bad-input" }

// ErrorDetails names the field.
func (e *InputError) ErrorDetails() map[string]any { return map[string]any{"field": e.Field} }

func inputErr(field, format string, args ...any) *InputError {
	return &InputError{Field: field, Message: fmt.Sprintf(format, args...)}
}

// Violation is one way a tribute payment breaks the rules; Field is the
// payment field it concerns ("parias", "dinars", "seals", "pp" or "total").
type Violation struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// PaymentError is an illegal tribute payment (ruling 8; CLI exit 3,
// "illegal-payment"): Player is the index of the payer.
type PaymentError struct {
	Player     int
	Name       string
	Violations []Violation
}

// Error lists the violations.
func (e *PaymentError) Error() string {
	msgs := make([]string, len(e.Violations))
	for i, v := range e.Violations {
		msgs[i] = v.Field + ": " + v.Message
	}
	who := e.Name
	if who == "" {
		who = fmt.Sprintf("player %d", e.Player+1)
	}
	return fmt.Sprintf("illegal tribute payment by %s: %s", who, strings.Join(msgs, "; "))
}

// ErrorCode is the CLI contract's code.
func (e *PaymentError) ErrorCode() string { return "illegal-payment" }

// RuleBroken marks a broken game rule (exit 3).
func (e *PaymentError) RuleBroken() bool { return true }

// ErrorDetails names the player and the violations.
func (e *PaymentError) ErrorDetails() map[string]any {
	return map[string]any{"player": e.Name, "violations": e.Violations}
}
