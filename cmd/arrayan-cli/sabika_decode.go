package main

import (
	"errors"
	"fmt"
	"strings"

	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/naming"
	data "arrayan.io/arrayan/data/sabika"
)

// fieldError is input the CLI itself refuses before any engine reads it
// (exit 2, "bad-input"): Field is the path of the offending field, Message
// the English the contract prints (cli.md), as the engines' InputError
// says its own.
type fieldError struct {
	Field   string
	Message string
}

// Error returns the field and the message.
func (e *fieldError) Error() string { return e.Field + ": " + e.Message }

// ErrorCode is the CLI contract's code.
func (e *fieldError) ErrorCode() string { return "bad-input" }

// ErrorDetails names the field.
func (e *fieldError) ErrorDetails() map[string]any { return map[string]any{"field": e.Field} }

// decodeSabika decodes one JSON object into v with the project's strict
// reader (exact key case, no duplicate or unknown fields, nothing after
// the object), its errors as a *fieldError naming the field.
func decodeSabika(data []byte, v any) error {
	if err := jsonin.Decode(data, v); err != nil {
		var e *jsonin.Error
		if errors.As(err, &e) {
			return &fieldError{Field: e.Path, Message: e.Message}
		}
		return &fieldError{Message: err.Error()}
	}
	return nil
}

// missing is the error of a required field left out.
func missing(field string) error {
	return &fieldError{Field: field, Message: "missing field"}
}

// playerPath is players[i].name.
func playerPath(i int, name string) string { return fmt.Sprintf("players[%d].%s", i, name) }

// namesOf checks that every player has a name of its own and maps names to
// indices.
func namesOf(names []*string) (map[string]int, error) {
	index := make(map[string]int, len(names))
	for i, n := range names {
		if n == nil {
			return nil, missing(playerPath(i, "name"))
		}
		if strings.TrimSpace(*n) == "" {
			return nil, &fieldError{Field: playerPath(i, "name"), Message: "a player needs a name"}
		}
		if err := naming.Check(*n); err != nil {
			return nil, &fieldError{Field: playerPath(i, "name"), Message: err.Error()}
		}
		if _, dup := index[*n]; dup {
			return nil, &fieldError{Field: playerPath(i, "name"), Message: fmt.Sprintf("two players are named %q", *n)}
		}
		index[*n] = i
	}
	return index, nil
}

// count returns *v, or 0 when absent.
func count(v *int) int {
	if v == nil {
		return 0
	}
	return *v
}

func stackPath(s, k int) string { return fmt.Sprintf("stacks[%d][%d]", s, k) }

func quote(s string) string { return fmt.Sprintf("%q", s) }

// eventOf is the optional active event: absent is none (0); given, it must
// be an event 1–14 (cli.md).
func eventOf(event *int) (int, error) {
	if event == nil {
		return 0, nil
	}
	if *event < 1 || *event > data.Events {
		return 0, &fieldError{Field: "event", Message: fmt.Sprintf("must be an event from 1 to %d, not %d", data.Events, *event)}
	}
	return *event, nil
}
