package jsonin

// The decoder before this package stood on the standard library: kept in
// the tests only, as the reference the differential fuzz target compares
// with (FuzzSameAsV2).

import (
	"bytes"
	"errors"
	"reflect"
	"strconv"
	"strings"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// decodeV2 reads data, which must be exactly one JSON value, into v.
func decodeV2(data []byte, v any) error {
	err := json.Unmarshal(data, v, json.RejectUnknownMembers(true))
	if err == nil {
		return nil
	}
	return describeV2(err)
}

// describeV2 turns the decoder's error into an *Error with a contract path.
func describeV2(err error) *Error {
	var sem *json.SemanticError
	if errors.As(err, &sem) {
		if sem.JSONPointer != "" && sem.Err != nil {
			if e := within(pathV2(sem.JSONPointer), sem.Err); e != nil {
				return e
			}
		}
		e := &Error{Path: pathV2(sem.JSONPointer)}
		switch {
		case errors.Is(err, json.ErrUnknownName):
			e.Message = "unknown field"
		case sem.GoType != nil && sem.JSONKind != 0:
			t := sem.GoType
			for t.Kind() == reflect.Pointer {
				t = t.Elem()
			}
			e.Message = "expected " + goKindV2(t.Kind().String()) + ", got " + jsonKindV2(sem.JSONKind)
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
		e := &Error{Path: pathV2(syn.JSONPointer), Message: "malformed JSON"}
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

// pathV2 writes a JSON pointer ("/players/1/name") as the contract writes
// fields ("players[1].name"): array indexes in brackets, names after dots.
func pathV2(p jsontext.Pointer) string {
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

// goKindV2 names a Go kind as the input's author knows it.
func goKindV2(k string) string {
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

// jsonKindV2 names the kind of JSON value found.
func jsonKindV2(k jsontext.Kind) string {
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

// memberV2 returns the string member name of the JSON object in data (""
// when absent), reading the object as strictly as Decode but leaving its
// other members to the decoder that the member chooses.
func memberV2(data []byte, name string) (string, error) {
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	tok, err := dec.ReadToken()
	if err != nil {
		return "", describeV2(err)
	}
	if tok.Kind() != '{' {
		return "", &Error{Message: "the input must be one JSON object"}
	}
	value := ""
	for dec.PeekKind() != '}' {
		key, err := dec.ReadToken()
		if err != nil {
			return "", describeV2(err)
		}
		if key.String() != name {
			if err := dec.SkipValue(); err != nil {
				return "", describeV2(err)
			}
			continue
		}
		v, err := dec.ReadToken()
		if err != nil {
			return "", describeV2(err)
		}
		if v.Kind() != '"' {
			return "", &Error{Path: name, Message: "expected a string, got " + jsonKindV2(v.Kind())}
		}
		value = v.String()
	}
	if _, err := dec.ReadToken(); err != nil {
		return "", describeV2(err)
	}
	return value, nil
}
