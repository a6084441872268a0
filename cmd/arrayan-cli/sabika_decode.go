package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"arrayan.io/arrayan/scoring/sabika"
)

// decodeSabika decodes one JSON object into v, refusing unknown fields and
// anything after the object. It is the sabika commands' only JSON decoder,
// so that it can switch to the project's shared strict decoder (issue 7,
// exact key case and duplicate keys) in one place.
func decodeSabika(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return sabikaJSONError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return &sabika.InputError{Field: "", Message: "unexpected data after the JSON object"}
	}
	return nil
}

// sabikaJSONError turns a decoder error into an InputError naming the field.
func sabikaJSONError(err error) error {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		return &sabika.InputError{Field: typeErr.Field, Message: fmt.Sprintf("expected %s, got JSON %s", typeErr.Type, typeErr.Value)}
	}
	if rest, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return &sabika.InputError{Field: strings.Trim(rest, `"`), Message: "unknown field " + rest}
	}
	if errors.Is(err, io.EOF) {
		return &sabika.InputError{Message: "empty input: expected a JSON object"}
	}
	return &sabika.InputError{Message: fmt.Sprintf("malformed JSON: %v", err)}
}

// missing is the error of a required field left out.
func missing(field string) error {
	return &sabika.InputError{Field: field, Message: "missing field"}
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
			return nil, &sabika.InputError{Field: playerPath(i, "name"), Message: "a player needs a name"}
		}
		if _, dup := index[*n]; dup {
			return nil, &sabika.InputError{Field: playerPath(i, "name"), Message: fmt.Sprintf("two players are named %q", *n)}
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
