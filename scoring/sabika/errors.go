// Package sabika holds Sabika's bookkeeping engines: the tribute (parias)
// phase, the sultan's wishes, the ranking major poems and the final scoring
// (spec shared/spec/sabika.md §3–§5, rulings 7–15). Values printed only on
// components come in as input (ruling 15); nothing here guesses them.
package sabika

import (
	"fmt"
	"strings"

	"arrayan.io/arrayan/data/message"
)

// InputError is input that cannot be used (CLI exit 2): Field is the path of
// the offending field, e.g. "players[1].dinars", Msg what is wrong, pointing
// at the player (seat from 1) and the quantity ("dinars").
type InputError struct {
	Field string
	Msg   message.Message
}

// Error returns the field and the message.
func (e *InputError) Error() string { return e.Field + ": " + e.Msg.Error() }

// Said is what is wrong, for a screen to word.
func (e *InputError) Said() message.Message { return e.Msg }

// ErrorCode is the CLI contract's code.
func (e *InputError) ErrorCode() string { return "bad-input" }

// ErrorDetails names the field.
func (e *InputError) ErrorDetails() map[string]any { return map[string]any{"field": e.Field} }

// inputErr is m about a field of no player's, at path field.
func inputErr(field string, m message.Message) *InputError {
	return &InputError{Field: field, Msg: m.At(0, field)}
}

// playerErr is m about quantity name of player (an index), at
// players[player].name.
func playerErr(player int, name string, m message.Message) *InputError {
	return &InputError{Field: playerField(player, name), Msg: m.At(player+1, name)}
}

// Violation is one way a tribute payment breaks the rules: Rule is which
// rule, Field the payment field it concerns ("parias", "dinars", "seals",
// "pp" or "total"), Msg what is wrong (at Field), so that a screen words it
// beside its field. The CLI writes the field and the message, Msg's
// English (cli.md), not the rule.
type Violation struct {
	Rule    PaymentRule     `json:"-"`
	Field   string          `json:"field"`
	Message string          `json:"message"`
	Msg     message.Message `json:"-"`
}

// violation is a broken rule about field, said by m.
func violation(rule PaymentRule, field string, m message.Message) Violation {
	m = m.At(0, field)
	return Violation{Rule: rule, Field: field, Message: m.String(), Msg: m}
}

// PaymentRule names a rule of the tribute payment (ES L778–783, rulings 8,
// 12).
type PaymentRule string

// The rules a payment can break.
const (
	// RuleNegative: no part of a payment is below 0.
	RuleNegative PaymentRule = "negative"
	// RuleHeld: a part pays at most what the player holds (after event
	// 14's dinar, ruling 11).
	RuleHeld PaymentRule = "held"
	// RuleDinarPairs: dinars pay 2 per paria, so an even number (ES L781).
	RuleDinarPairs PaymentRule = "dinar-pairs"
	// RuleTotal: the payment covers exactly the payable amount, the due or
	// everything payable when the holdings cannot cover it (ruling 12).
	RuleTotal PaymentRule = "total"
)

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

// Said is the payment's first violation, by the payer (seat from 1).
func (e *PaymentError) Said() message.Message {
	var first message.Message
	if len(e.Violations) > 0 {
		first = e.Violations[0].Msg
	}
	return msgIllegalPayment.With(message.Params{"Name": e.Name, "Problem": first}).At(e.Player+1, first.Field)
}

// ErrorCode is the CLI contract's code.
func (e *PaymentError) ErrorCode() string { return "illegal-payment" }

// RuleBroken marks a broken game rule (exit 3).
func (e *PaymentError) RuleBroken() bool { return true }

// ErrorDetails names the player and the violations.
func (e *PaymentError) ErrorDetails() map[string]any {
	return map[string]any{"player": e.Name, "violations": e.Violations}
}

// atPath is e at a path below its field ("players[0].types[1]").
func (e *InputError) atPath(path string) *InputError {
	e.Field = path
	return e
}
