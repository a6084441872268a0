package tiles

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// MaxInputBytes bounds the JSON that DecodeTable reads.
const MaxInputBytes = 8 << 20

// DecodeTable reads one table as strict JSON: exactly one object, every key
// spelled exactly as in the contract (no unknown, differently cased or
// repeated keys), numbers where numbers belong, at most MaxInputBytes.
// Every error is an *InputError naming the offending field.
func DecodeTable(r io.Reader) (Table, error) {
	var t Table
	data, err := io.ReadAll(io.LimitReader(r, MaxInputBytes+1))
	if err != nil {
		return t, badInput("", "reading input: %v", err)
	}
	if len(data) > MaxInputBytes {
		return t, badInput("", "input is larger than %d bytes", MaxInputBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	w := walker{dec: dec}
	if err := w.value(tableShape, ""); err != nil {
		return t, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return t, badInput("", "input holds more than one JSON value")
	}
	// The walk has checked every key and kind, so this decode only fills in.
	strict := json.NewDecoder(bytes.NewReader(data))
	strict.DisallowUnknownFields()
	if err := strict.Decode(&t); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return Table{}, badInput(te.Field, "cannot hold %s", te.Value)
		}
		return Table{}, badInput("", "%v", err)
	}
	return t, nil
}

// shape is the expected form of a JSON value: an object with known fields,
// a map with any keys, an array, or a scalar of one kind.
type shape struct {
	kind   kind
	fields map[string]*shape // kind object
	elem   *shape            // kind array and kind map: the elements' shape
}

type kind int

const (
	kObject kind = iota
	kMap
	kArray
	kString
	kInt
	kBool
)

var (
	str, integer, boolean = &shape{kind: kString}, &shape{kind: kInt}, &shape{kind: kBool}
	intMap                = &shape{kind: kMap, elem: integer}
	buildingShape         = &shape{kind: kObject, fields: map[string]*shape{
		"type": str, "value": integer, "walls": str, "moats": str,
	}}
	cellShape = &shape{kind: kObject, fields: map[string]*shape{
		"x": integer, "y": integer, "start": boolean, "type": str, "value": integer, "walls": str, "moats": str,
	}}
	playerShape = &shape{kind: kObject, fields: map[string]*shape{
		"name": str, "city": {kind: kArray, elem: cellShape}, "reserve": {kind: kArray, elem: buildingShape},
		"counts": intMap, "wall": integer, "moat": integer, "best": intMap,
	}}
	dummyShape = &shape{kind: kObject, fields: map[string]*shape{
		"name": str, "buildings": {kind: kArray, elem: buildingShape}, "counts": intMap, "best": intMap,
	}}
	tableShape = &shape{kind: kObject, fields: map[string]*shape{
		"game": str, "round": integer, "variant": str,
		"players": {kind: kArray, elem: playerShape}, "dummy": dummyShape,
	}}
)

var kindNames = map[kind]string{
	kObject: "an object", kMap: "an object", kArray: "an array", kString: "a string", kInt: "an integer", kBool: "true or false",
}

// walker checks a JSON value against a shape token by token.
type walker struct{ dec *json.Decoder }

// join appends key to a JSON path ("" is the root).
func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// token reads the next token; an error names path.
func (w walker) token(path string) (json.Token, error) {
	tok, err := w.dec.Token()
	if err == io.EOF {
		return nil, badInput(path, "the input ends too early")
	}
	if err != nil {
		return nil, badInput(path, "malformed JSON at byte %d: %v", w.dec.InputOffset(), err)
	}
	return tok, nil
}

// value checks the next value, at path, against s.
func (w walker) value(s *shape, path string) error {
	tok, err := w.token(path)
	if err != nil {
		return err
	}
	if tok == nil { // null: the field is absent
		return nil
	}
	// wrong is the error for a value of the wrong kind, made only when needed.
	wrong := func() error {
		if path == "" {
			return badInput("", "the input must be one JSON object")
		}
		return badInput(path, "must be %s", kindNames[s.kind])
	}
	switch s.kind {
	case kObject, kMap:
		if tok != json.Delim('{') {
			return wrong()
		}
		where := path
		if where == "" {
			where = "the input"
		}
		seen := map[string]bool{}
		for w.dec.More() {
			tok, err := w.token(path)
			if err != nil {
				return err
			}
			key := tok.(string)
			field := join(path, key)
			if seen[key] {
				return badInput(field, "given twice in %s", where)
			}
			seen[key] = true
			sub := s.elem
			if s.kind == kObject {
				if sub = s.fields[key]; sub == nil {
					return badInput(field, "unknown field")
				}
			}
			if err := w.value(sub, field); err != nil {
				return err
			}
		}
		_, err = w.token(path) // '}'
		return err
	case kArray:
		if tok != json.Delim('[') {
			return wrong()
		}
		for i := 0; w.dec.More(); i++ {
			if err := w.value(s.elem, fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		_, err = w.token(path) // ']'
		return err
	case kString:
		if _, ok := tok.(string); !ok {
			return wrong()
		}
	case kBool:
		if _, ok := tok.(bool); !ok {
			return wrong()
		}
	case kInt:
		n, ok := tok.(json.Number)
		if !ok {
			return wrong()
		}
		if _, err := strconv.Atoi(n.String()); err != nil {
			return badInput(path, "must be an integer, not %s", n)
		}
	}
	return nil
}
