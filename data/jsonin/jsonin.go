// Package jsonin reads JSON that comes from outside the app (the CLI's
// standard input, imported files, saved state files) one strict way for
// every decoder: exactly one JSON value, member names spelled exactly as
// the Go field's tag (case included), no name twice in an object, no
// unknown member, numbers that fit their field. It stands on github.com/go-json-experiment/json, the
// prototype of Go's encoding/json/v2, whose defaults are already strict
// about case and duplicate names.
package jsonin

import (
	"bytes"
	"errors"
	"reflect"
	"strconv"
	"strings"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// Error is input that cannot be decoded: Path names the offending member
// the way the CLI contract writes fields ("players[1].counts.tower"; "" for
// the whole input) and Message says what is wrong with it.
type Error struct {
	Path    string
	Message string
}

// Error returns the path and the message.
func (e *Error) Error() string {
	if e.Path == "" {
		return e.Message
	}
	return e.Path + ": " + e.Message
}

// Decode reads data, which must be exactly one JSON value, into v.
func Decode(data []byte, v any) error {
	err := json.Unmarshal(data, v, json.RejectUnknownMembers(true))
	if err == nil {
		return nil
	}
	return describe(err)
}

// describe turns the decoder's error into an *Error with a contract path.
func describe(err error) *Error {
	var sem *json.SemanticError
	if errors.As(err, &sem) {
		e := &Error{Path: Path(sem.JSONPointer)}
		switch {
		case errors.Is(err, json.ErrUnknownName):
			e.Message = "unknown field"
		case sem.GoType != nil && sem.JSONKind != 0:
			t := sem.GoType
			for t.Kind() == reflect.Pointer {
				t = t.Elem()
			}
			e.Message = "expected " + goKind(t.Kind().String()) + ", got " + jsonKind(sem.JSONKind)
			if len(sem.JSONValue) > 0 {
				e.Message += " " + string(sem.JSONValue)
			}
		case sem.Err != nil:
			e.Message = sem.Err.Error()
		default:
			e.Message = "cannot be read"
		}
		return e
	}
	var syn *jsontext.SyntacticError
	if errors.As(err, &syn) {
		e := &Error{Path: Path(syn.JSONPointer), Message: "malformed JSON"}
		if syn.Err != nil {
			e.Message = "malformed JSON: " + syn.Err.Error()
		}
		if errors.Is(err, jsontext.ErrDuplicateName) {
			e.Message = "this field is given twice"
		}
		return e
	}
	if strings.Contains(err.Error(), "EOF") {
		return &Error{Message: "empty input: expected a JSON object"}
	}
	return &Error{Message: err.Error()}
}

// Path writes a JSON pointer ("/players/1/name") as the contract writes
// fields ("players[1].name"): array indexes in brackets, names after dots.
func Path(p jsontext.Pointer) string {
	var b strings.Builder
	for tok := range p.Tokens() {
		if _, err := strconv.Atoi(tok); err == nil && b.Len() > 0 {
			b.WriteString("[" + tok + "]")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(tok)
	}
	return b.String()
}

// goKind names a Go kind as the input's author knows it.
func goKind(k string) string {
	switch {
	case strings.HasPrefix(k, "int"), strings.HasPrefix(k, "uint"):
		return "a whole number"
	case k == "string":
		return "a string"
	case k == "bool":
		return "true or false"
	case k == "slice", k == "array":
		return "an array"
	case k == "map", k == "struct":
		return "an object"
	}
	return k
}

// jsonKind names the kind of JSON value found.
func jsonKind(k jsontext.Kind) string {
	switch k {
	case 'n':
		return "null"
	case 'f', 't':
		return "a boolean"
	case '"':
		return "a string"
	case '0':
		return "a number"
	case '{':
		return "an object"
	case '[':
		return "an array"
	}
	return k.String()
}

// Member returns the string member name of the JSON object in data (""
// when absent), reading the object as strictly as Decode but leaving its
// other members to the decoder that the member chooses.
func Member(data []byte, name string) (string, error) {
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	tok, err := dec.ReadToken()
	if err != nil {
		return "", describe(err)
	}
	if tok.Kind() != '{' {
		return "", &Error{Message: "the input must be one JSON object"}
	}
	value := ""
	for dec.PeekKind() != '}' {
		key, err := dec.ReadToken()
		if err != nil {
			return "", describe(err)
		}
		if key.String() != name {
			if err := dec.SkipValue(); err != nil {
				return "", describe(err)
			}
			continue
		}
		v, err := dec.ReadToken()
		if err != nil {
			return "", describe(err)
		}
		if v.Kind() != '"' {
			return "", &Error{Path: name, Message: "expected a string, got " + jsonKind(v.Kind())}
		}
		value = v.String()
	}
	if _, err := dec.ReadToken(); err != nil {
		return "", describe(err)
	}
	return value, nil
}
