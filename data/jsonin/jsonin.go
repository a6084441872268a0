// Package jsonin reads JSON that comes from outside the app (the CLI's
// standard input, imported files, saved state files) one strict way for
// every decoder: exactly one JSON value, member names spelled exactly as
// the Go field's tag (case included), no name twice in an object, no
// unknown member, numbers that fit their field, valid UTF-8 only.
//
// It stands on the standard library's encoding/json: a strict pass walks
// the input alongside the target's Go type and names the first thing that
// is wrong with its path; only input that passes is then handed to
// json.Unmarshal for the values. A null sets its target to its zero value.
//
// # Why not a strict JSON library
//
// The same strictness came before from github.com/go-json-experiment/json
// (the reference decoder of the tests, v2_test.go). The app links
// encoding/json anyway (its saved files are written with it), so a strict
// pass over it adds little to the WebAssembly build, where a second JSON
// library adds much. Measured on the app of issue 30 (`GOOS=js
// GOARCH=wasm go build -ldflags "-s -w" ./cmd/arrayan`, Go 1.26): 46,151,325
// bytes (13,511,958 by gzip -9) with this package; 47,547,494 (13,811,244)
// in a scratch copy whose Decode and Member hand over to the
// go-json-experiment decoder, 1.33 MiB (292 KiB gzipped) more; 46,045,374
// (13,483,308) with plain encoding/json (DisallowUnknownFields, no strict
// pass), so the strict pass itself costs 103 KiB (28 KiB gzipped).
package jsonin

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
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
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return &Error{Message: "cannot be read"}
	}
	if t := rv.Type().Elem(); t != rawMessageType && t.Kind() != reflect.Pointer && reflect.PointerTo(t).Implements(unmarshalerType) {
		return decodeSelf(data, rv.Interface().(json.Unmarshaler), t)
	}
	s := scanner{data: data, keepRaw: rawMembers(rv.Type().Elem())}
	if err := s.value(rv.Type().Elem()); err != nil {
		return err
	}
	if err := s.end(); err != nil {
		return err
	}
	if s.keepRaw {
		// An object of raw members (a saved file's envelope) is the spans
		// the strict pass found: json.Unmarshal would scan it all again.
		for _, r := range s.raws {
			rv.Elem().FieldByIndex(r.field).SetBytes(bytes.Clone(r.data))
		}
		return nil
	}
	if err := json.Unmarshal(data, v); err != nil {
		return &Error{Message: err.Error()}
	}
	for _, at := range s.nulls {
		zeroAt(rv.Elem(), at)
	}
	return nil
}

// decodeSelf reads data into u, whose type reads itself (its UnmarshalJSON
// is as strict as it needs, as the saved history's is): the strict pass
// only checks that data is one JSON value, as it does for such a type
// inside another, and u reads it once. Through the strict pass and then
// json.Unmarshal it would read a large file twice.
func decodeSelf(data []byte, u json.Unmarshaler, t reflect.Type) error {
	s := scanner{data: data}
	s.space()
	start, kind := s.pos, s.kindAt()
	if err := s.value(nil); err != nil {
		return err
	}
	end := s.pos
	if err := s.end(); err != nil {
		return err
	}
	if err := u.UnmarshalJSON(data[start:end]); err != nil {
		return s.mismatch(t, kind, "")
	}
	return nil
}

// rawSpan is the text of a raw member: the struct field and its JSON.
type rawSpan struct {
	field []int
	data  []byte
}

// rawMembers reports whether t is a struct whose every field is a
// json.RawMessage of its own (no embedded struct).
func rawMembers(t reflect.Type) bool {
	if t.Kind() != reflect.Struct || t.NumField() == 0 {
		return false
	}
	for i := range t.NumField() {
		if f := t.Field(i); f.Anonymous || !f.IsExported() || f.Type != rawMessageType {
			return false
		}
	}
	return true
}

// step is one step from a value into a part of it: a struct field (its
// index path), an array or slice element, a pointer's target, or into a
// map (which json.Unmarshal fills with fresh values).
type step struct {
	kind  byte // 'f', 'i', 'p' or 'm'
	field []int
	index int
}

// zeroAt sets the part of v at steps to its zero value: a null the strict
// reading sets to zero, where json.Unmarshal leaves the value as it was
// (a field the caller filled in before, as game.FreshEntry does).
func zeroAt(v reflect.Value, steps []step) {
	for _, st := range steps {
		switch st.kind {
		case 'f':
			f, err := v.FieldByIndexErr(st.field)
			if err != nil {
				return
			}
			v = f
		case 'i':
			if st.index >= v.Len() {
				return
			}
			v = v.Index(st.index)
		case 'p':
			if v.IsNil() {
				return
			}
			v = v.Elem()
		default:
			return
		}
	}
	if v.CanSet() {
		v.SetZero()
	}
}

// enter adds a step to the way to the current value; leave takes it back.
func (s *scanner) enter(st step) { s.steps = append(s.steps, st) }

// leave takes back the last step.
func (s *scanner) leave() { s.steps = s.steps[:len(s.steps)-1] }

// Valid reports whether data is exactly one JSON value as strictly as
// Decode reads it (valid UTF-8 included), except that a name may be given
// twice in an object: for a caller that only looks at what the input is
// before Decode names what is wrong with it.
func Valid(data []byte) bool {
	s := scanner{data: data, allowTwice: true}
	return s.skip() == nil && s.end() == nil
}

// scanner reads one JSON value strictly, alongside the Go type it goes
// into, and keeps the path of where it is for the error.
type scanner struct {
	data []byte
	pos  int
	path []string
	// allowTwice lets a name be given twice in an object (Valid).
	allowTwice bool
	// outerLen is how many members or elements the innermost object or
	// array read token by token has begun: a closing delimiter where a
	// value should start is blamed on the container when it is not 0.
	outerLen int
	// steps is the way from the target to the current value, and nulls
	// the ways to the nulls that json.Unmarshal would not set to zero.
	steps []step
	// keepRaw keeps the spans of the members of a struct of raw members
	// (rawMembers) in raws.
	keepRaw bool
	raws    []rawSpan
	nulls   [][]step
	// nest is how deep in objects and arrays the scanner is.
	nest int
}

var (
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
	rawMessageType  = reflect.TypeFor[json.RawMessage]()
	anyMapType      = reflect.TypeFor[map[string]any]()
	anySliceType    = reflect.TypeFor[[]any]()
	float64Type     = reflect.TypeFor[float64]()
	skipType        = reflect.TypeFor[skipValue]()
)

// maxNesting is how deep objects and arrays may nest, as in encoding/json.
const maxNesting = 10000

// skipValue stands for a value read token by token into nothing (a Go
// array's extra elements, Member's other members): checked as JSON only,
// with the paths of a token by token reading.
type skipValue struct{}

// malformed is a syntax error at the current path.
func (s *scanner) malformed(what string) *Error {
	return &Error{Path: pathOf(s.path), Message: "malformed JSON: " + what}
}

// invalidChar names the character at the scanner's position.
func (s *scanner) invalidChar(where string) *Error {
	if s.pos >= len(s.data) {
		return s.malformed("unexpected EOF")
	}
	r, n := utf8.DecodeRune(s.data[s.pos:])
	q := strconv.QuoteRune(r)
	if r == utf8.RuneError && n == 1 {
		q = `'\x` + strconv.FormatUint(uint64(s.data[s.pos]), 16) + `'`
	}
	return s.malformed("invalid character " + q + " " + where)
}

// mismatch is a value of the wrong kind (or out of range, with its text)
// for the Go type t, at the current path.
func (s *scanner) mismatch(t reflect.Type, kind byte, text string) *Error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	m := "expected " + goKind(t.Kind().String()) + ", got " + jsonKind(kind)
	if text != "" {
		m += " " + text
	}
	return &Error{Path: pathOf(s.path), Message: m}
}

// space skips white space.
func (s *scanner) space() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

// end requires nothing but white space after the value.
func (s *scanner) end() *Error {
	s.space()
	if s.pos < len(s.data) {
		s.path = nil
		return s.invalidChar("after top-level value")
	}
	return nil
}

// kindAt is the kind of the value starting at the position: 'n', 't',
// 'f', '"', '0', '{', '[' or 0 for none.
func (s *scanner) kindAt() byte {
	if s.pos >= len(s.data) {
		return 0
	}
	switch c := s.data[s.pos]; c {
	case 'n', 't', 'f', '"', '{', '[':
		return c
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return '0'
	}
	return 0
}

// value reads one value into the Go type t (nil: any value, checked as
// JSON only).
func (s *scanner) value(t reflect.Type) *Error {
	s.space()
	k := s.kindAt()
	if k == 0 {
		return s.invalidChar("at start of value")
	}
	switch {
	case t == nil:
		return s.skip()
	case t == skipType && k == '{':
		return s.object(t, nil)
	case t == skipType && k == '[':
		return s.array(t)
	case t == skipType:
		return s.skip()
	}
	if t.Kind() != reflect.Pointer && (t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType)) {
		start := s.pos
		if err := s.skip(); err != nil {
			return err
		}
		if t == rawMessageType {
			if s.keepRaw && len(s.steps) == 1 && s.steps[0].kind == 'f' {
				s.raws = append(s.raws, rawSpan{field: s.steps[0].field, data: s.data[start:s.pos]})
			}
			return nil
		}
		u := reflect.New(t).Interface().(json.Unmarshaler)
		if err := u.UnmarshalJSON(s.data[start:s.pos]); err != nil {
			if e := within(pathOf(s.path), err); e != nil {
				return e
			}
			return s.mismatch(t, k, "")
		}
		return nil
	}
	if k == 'n' {
		switch t.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
		default:
			if !slices.ContainsFunc(s.steps, func(st step) bool { return st.kind == 'm' }) {
				s.nulls = append(s.nulls, slices.Clone(s.steps))
			}
		}
		return s.literal("null")
	}
	switch t.Kind() {
	case reflect.Pointer:
		s.enter(step{kind: 'p'})
		defer s.leave()
		return s.value(t.Elem())
	case reflect.Interface:
		switch k {
		case '{':
			return s.object(anyMapType, nil)
		case '[':
			return s.array(anySliceType)
		case '0':
			return s.value(float64Type)
		}
		return s.skip()
	case reflect.Struct:
		if k != '{' {
			return s.wrongStart(t, k)
		}
		return s.object(t, fieldsOf(t))
	case reflect.Map:
		if k != '{' {
			return s.wrongStart(t, k)
		}
		return s.object(t, nil)
	case reflect.Slice, reflect.Array:
		if k != '[' {
			return s.wrongStart(t, k)
		}
		return s.array(t)
	}
	// A scalar: the whole value is read before its kind is judged, but
	// for true or false, only its first token.
	if t.Kind() == reflect.Bool && (k == '{' || k == '[') {
		return s.wrongStart(t, k)
	}
	start := s.pos
	if err := s.skip(); err != nil {
		return err
	}
	text := string(s.data[start:s.pos])
	switch t.Kind() {
	case reflect.String:
		if k == '"' {
			return nil
		}
	case reflect.Bool:
		if k == 't' || k == 'f' {
			return nil
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if k == '0' {
			if _, err := strconv.ParseInt(text, 10, t.Bits()); err != nil {
				return s.mismatch(t, k, text)
			}
			return nil
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if k == '0' {
			if _, err := strconv.ParseUint(text, 10, t.Bits()); err != nil {
				return s.mismatch(t, k, text)
			}
			return nil
		}
	case reflect.Float32, reflect.Float64:
		if k == '0' {
			if _, err := strconv.ParseFloat(text, t.Bits()); err != nil {
				return s.mismatch(t, k, text)
			}
			return nil
		}
	}
	return s.mismatch(t, k, "")
}

// wrongStart refuses an object or array target given another kind: only
// the first token is read before it is judged.
func (s *scanner) wrongStart(t reflect.Type, k byte) *Error {
	switch k {
	case '{', '[':
		s.pos++
	default:
		if err := s.skip(); err != nil {
			return err
		}
	}
	return s.mismatch(t, k, "")
}

// field is a struct member by its exact JSON name.
type field struct {
	typ   reflect.Type
	index []int
}

// structFields keeps fieldsOf of each struct type read.
var structFields sync.Map // reflect.Type → map[string]field

// fieldsOf lists the JSON members of a struct type as encoding/json names
// them: the tag's name, else the Go name; "-" left out; untagged embedded
// structs inlined.
func fieldsOf(t reflect.Type) map[string]field {
	if f, ok := structFields.Load(t); ok {
		return f.(map[string]field)
	}
	fields := map[string]field{}
	var add func(t reflect.Type, index []int)
	add = func(t reflect.Type, index []int) {
		for i := range t.NumField() {
			f := t.Field(i)
			at := append(slices.Clone(index), i)
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, _, _ := strings.Cut(tag, ",")
			ft := f.Type
			if f.Anonymous && name == "" {
				if ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if ft.Kind() == reflect.Struct {
					add(ft, at)
					continue
				}
			}
			if !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			if _, ok := fields[name]; !ok {
				fields[name] = field{typ: f.Type, index: at}
			}
		}
	}
	add(t, nil)
	structFields.Store(t, fields)
	return fields
}

// object reads an object into the struct (fields) or map type t: names
// exactly as the fields', none twice.
func (s *scanner) object(t reflect.Type, fields map[string]field) *Error {
	s.pos++ // {
	var seen names
	depth, mark := len(s.path), len(s.steps)
	defer func() { s.path, s.steps = s.path[:depth], s.steps[:mark] }()
	if s.nest++; s.nest > maxNesting {
		return s.malformed("exceeded max depth")
	}
	defer func() { s.nest-- }()
	s.space()
	if s.pos < len(s.data) && s.data[s.pos] == '}' {
		s.pos++
		return nil
	}
	for {
		s.space()
		if s.pos >= len(s.data) || s.data[s.pos] != '"' {
			s.path = s.path[:depth]
			switch {
			case s.pos >= len(s.data):
				return s.malformed("unexpected EOF")
			case t == nil:
				return s.invalidChar("at start of string (expecting '\"')")
			case (t == anyMapType || t == skipType) && s.kindAt() != 0:
				return s.malformed("object member name must be a string")
			}
			// Read token by token, a name is read as a whole value first.
			if err := s.skip(); err != nil {
				return err
			}
			s.path = s.path[:depth]
			return s.malformed("object member name must be a string")
		}
		name, err := s.str(true)
		if err != nil {
			return err
		}
		s.path = append(s.path[:depth], name)
		if !seen.add(name) && !s.allowTwice {
			return &Error{Path: pathOf(s.path), Message: "this field is given twice"}
		}
		var elem reflect.Type
		switch {
		case fields != nil:
			f, ok := fields[name]
			if !ok {
				return &Error{Path: pathOf(s.path), Message: "unknown field"}
			}
			elem = f.typ
			s.steps = append(s.steps[:mark], step{kind: 'f', field: f.index})
		case t == skipType:
			elem = t
		case t != nil:
			elem = t.Elem()
			s.steps = append(s.steps[:mark], step{kind: 'm'})
		}
		s.space()
		if s.pos >= len(s.data) {
			return s.malformed("unexpected EOF")
		}
		if s.data[s.pos] != ':' {
			return s.invalidChar("after object name (expecting ':')")
		}
		s.pos++
		s.space()
		if t != nil || fields != nil {
			s.outerLen = 1
			if s.pos < len(s.data) && strings.IndexByte("]}", s.data[s.pos]) >= 0 {
				if s.data[s.pos] == ']' {
					s.path = s.path[:depth] // not this object's end
				}
				return s.invalidChar("at start of value")
			}
		}
		if err := s.closingAtStart(elem); err != nil {
			return err
		}
		if err := s.value(elem); err != nil {
			return err
		}
		s.space()
		s.path = s.path[:depth]
		if s.pos >= len(s.data) {
			return s.malformed("unexpected EOF")
		}
		switch s.data[s.pos] {
		case ',':
			s.pos++
		case '}':
			s.pos++
			return nil
		default:
			if (t != nil || fields != nil) && s.data[s.pos] == ']' && depth > 0 {
				s.path = s.path[:depth-1] // not this object's end
			}
			return s.invalidChar("after object value (expecting ',' or '}')")
		}
	}
}

// names are the member names of an object read so far: a few in a list,
// more in a map.
type names struct {
	few  [8]string
	n    int
	many map[string]bool
}

// add adds name and reports whether it was not there yet.
func (ns *names) add(name string) bool {
	if ns.many != nil {
		if ns.many[name] {
			return false
		}
		ns.many[name] = true
		return true
	}
	for _, seen := range ns.few[:ns.n] {
		if seen == name {
			return false
		}
	}
	if ns.n < len(ns.few) {
		ns.few[ns.n] = name
		ns.n++
		return true
	}
	ns.many = map[string]bool{name: true}
	for _, seen := range ns.few {
		ns.many[seen] = true
	}
	return true
}

// array reads an array into the slice or array type t (nil: any).
func (s *scanner) array(t reflect.Type) *Error {
	s.pos++ // [
	depth, mark := len(s.path), len(s.steps)
	defer func() { s.path, s.steps = s.path[:depth], s.steps[:mark] }()
	if s.nest++; s.nest > maxNesting {
		return s.malformed("exceeded max depth")
	}
	defer func() { s.nest-- }()
	elem := t
	if t != nil && t != skipType {
		elem = t.Elem()
	}
	n := 0
	s.space()
	if s.pos < len(s.data) && s.data[s.pos] == ']' {
		s.pos++
		return s.arrayLength(t, n, depth)
	}
	for {
		s.space()
		s.path = append(s.path[:depth], strconv.Itoa(n))
		if t != nil {
			s.outerLen = n
		}
		e := elem
		if t != nil && t.Kind() == reflect.Array && n >= t.Len() {
			e = skipType // too many: read, then refused as a whole
		}
		if t != nil && s.pos < len(s.data) && strings.IndexByte("]}", s.data[s.pos]) >= 0 {
			if s.data[s.pos] == ']' || n > 0 {
				s.path = s.path[:depth] // a comma before the end
			}
			return s.invalidChar("at start of value")
		}
		if err := s.closingAtStart(e); err != nil {
			return err
		}
		// No element begun: the array is at fault, except that a value
		// read whole (t nil) names the element it expected.
		if s.pos >= len(s.data) || t != nil && n == 0 && strings.IndexByte(",:", s.data[s.pos]) >= 0 {
			s.path = s.path[:depth]
			return s.invalidChar("at start of value")
		}
		s.steps = append(s.steps[:mark], step{kind: 'i', index: n})
		if err := s.value(e); err != nil {
			return err
		}
		n++
		s.space()
		if s.pos >= len(s.data) {
			s.path = s.path[:depth]
			return s.malformed("unexpected EOF")
		}
		switch s.data[s.pos] {
		case ',':
			s.pos++
		case ']':
			s.pos++
			return s.arrayLength(t, n, depth)
		default:
			s.path = s.path[:depth]
			return s.invalidChar("after array element (expecting ',' or ']')")
		}
	}
}

// closingAtStart refuses a closing delimiter where a value of type t
// should start; when the value is read whole, it is blamed on its
// container if the innermost one read token by token has begun a member
// or element.
func (s *scanner) closingAtStart(t reflect.Type) *Error {
	if s.pos >= len(s.data) || strings.IndexByte("]}", s.data[s.pos]) < 0 {
		return nil
	}
	if s.data[s.pos] == ']' && s.outerLen > 0 && readWhole(t) {
		s.path = s.path[:len(s.path)-1]
	}
	return s.invalidChar("at start of value")
}

// readWhole reports whether a value of type t is read as a whole before
// it is judged, rather than token by token.
func readWhole(t reflect.Type) bool {
	if t == nil {
		return true
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == skipType {
		return false
	}
	if t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType) {
		return true
	}
	switch t.Kind() {
	case reflect.Interface, reflect.Struct, reflect.Map, reflect.Slice, reflect.Array, reflect.Bool:
		return false
	}
	return true
}

// arrayLength refuses a Go array given another number of elements.
func (s *scanner) arrayLength(t reflect.Type, n, depth int) *Error {
	if t == nil || t.Kind() != reflect.Array || t.Len() == n {
		return nil
	}
	s.path = s.path[:depth]
	what := strconv.Itoa(t.Len()-n) + " missing"
	if n > t.Len() {
		what = strconv.Itoa(n-t.Len()) + " too many"
	}
	return &Error{Path: pathOf(s.path), Message: "expected an array of " + strconv.Itoa(t.Len()) + " elements, got " + strconv.Itoa(n) + " (" + what + ")"}
}

// skip reads any one value, checked as JSON.
func (s *scanner) skip() *Error {
	s.space()
	switch s.kindAt() {
	case 'n':
		return s.literal("null")
	case 't':
		return s.literal("true")
	case 'f':
		return s.literal("false")
	case '"':
		_, err := s.str(false)
		return err
	case '0':
		return s.number()
	case '{':
		return s.object(nil, nil)
	case '[':
		return s.array(nil)
	}
	return s.invalidChar("at start of value")
}

// literal reads null, true or false.
func (s *scanner) literal(lit string) *Error {
	for i := range len(lit) {
		if s.pos >= len(s.data) {
			return s.malformed("unexpected EOF")
		}
		if s.data[s.pos] != lit[i] {
			return s.invalidChar("in literal " + lit + " (expecting " + strconv.QuoteRune(rune(lit[i])) + ")")
		}
		s.pos++
	}
	return nil
}

// digits reads one or more digits.
func (s *scanner) digits() *Error {
	if s.pos >= len(s.data) {
		return s.malformed("unexpected EOF")
	}
	if c := s.data[s.pos]; c < '0' || c > '9' {
		return s.invalidChar("in number (expecting digit)")
	}
	for s.pos < len(s.data) && s.data[s.pos] >= '0' && s.data[s.pos] <= '9' {
		s.pos++
	}
	return nil
}

// number reads a number by JSON's grammar.
func (s *scanner) number() *Error {
	if s.data[s.pos] == '-' {
		s.pos++
	}
	if s.pos < len(s.data) && s.data[s.pos] == '0' {
		s.pos++
	} else if err := s.digits(); err != nil {
		return err
	}
	if s.pos < len(s.data) && s.data[s.pos] == '.' {
		s.pos++
		if err := s.digits(); err != nil {
			return err
		}
	}
	if s.pos < len(s.data) && (s.data[s.pos] == 'e' || s.data[s.pos] == 'E') {
		s.pos++
		if s.pos < len(s.data) && (s.data[s.pos] == '+' || s.data[s.pos] == '-') {
			s.pos++
		}
		if err := s.digits(); err != nil {
			return err
		}
	}
	return nil
}

// str reads a string and returns it unescaped when keep is set (a name);
// invalid UTF-8 and lone surrogates are refused.
func (s *scanner) str(keep bool) (string, *Error) {
	s.pos++ // "
	var b []byte
	start := s.pos
	for {
		if s.pos >= len(s.data) {
			return "", s.malformed("unexpected EOF")
		}
		c := s.data[s.pos]
		switch {
		case c == '"':
			out := ""
			if keep {
				out = string(append(b, s.data[start:s.pos]...))
			}
			s.pos++
			return out, nil
		case c < 0x20:
			return "", s.invalidChar("in string (expecting non-control character)")
		case c == '\\':
			if keep {
				b = append(b, s.data[start:s.pos]...)
			}
			r, err := s.escape()
			if err != nil {
				return "", err
			}
			if keep {
				b = utf8.AppendRune(b, r)
			}
			start = s.pos
		case c < utf8.RuneSelf:
			s.pos++
		default:
			r, n := utf8.DecodeRune(s.data[s.pos:])
			if r == utf8.RuneError && n == 1 {
				return "", s.malformed("invalid UTF-8 within string")
			}
			s.pos += n
		}
	}
}

// escape reads one escape sequence (a surrogate pair as one).
func (s *scanner) escape() (rune, *Error) {
	at := s.pos
	if s.pos+1 >= len(s.data) {
		return 0, s.malformed("unexpected EOF")
	}
	c := s.data[s.pos+1]
	s.pos += 2
	switch c {
	case '"', '\\', '/':
		return rune(c), nil
	case 'b':
		return '\b', nil
	case 'f':
		return '\f', nil
	case 'n':
		return '\n', nil
	case 'r':
		return '\r', nil
	case 't':
		return '\t', nil
	case 'u':
		r, err := s.hex4(at)
		if err != nil {
			return 0, err
		}
		if !utf16.IsSurrogate(r) {
			return r, nil
		}
		if r < 0xdc00 && s.pos+1 < len(s.data) && s.data[s.pos] == '\\' && s.data[s.pos+1] == 'u' {
			s.pos += 2
			r2, err := s.hex4(at)
			if err != nil {
				return 0, err
			}
			if pair := utf16.DecodeRune(r, r2); pair != utf8.RuneError {
				return pair, nil
			}
			return 0, s.malformed("invalid surrogate pair " + strconv.Quote(string(s.data[at:s.pos])) + " in string")
		}
		if s.pos+1 >= len(s.data) && r < 0xdc00 {
			return 0, s.malformed("unexpected EOF")
		}
		return 0, s.malformed("invalid escape sequence " + strconv.Quote(string(s.data[at:s.pos])) + " in string")
	}
	return 0, s.malformed("invalid escape sequence " + strconv.Quote(string(s.data[at:s.pos])) + " in string")
}

// hex4 reads the four hex digits of a \u escape.
func (s *scanner) hex4(at int) (rune, *Error) {
	if s.pos+4 > len(s.data) {
		for _, c := range s.data[s.pos:] {
			if !isHex(c) {
				s.pos = len(s.data)
				return 0, s.malformed("invalid escape sequence " + strconv.Quote(string(s.data[at:])) + " in string")
			}
		}
		return 0, s.malformed("unexpected EOF")
	}
	var r rune
	for i := range 4 {
		c := s.data[s.pos+i]
		if !isHex(c) {
			return 0, s.malformed("invalid escape sequence " + strconv.Quote(string(s.data[at:s.pos+i+1])) + " in string")
		}
		d, _ := strconv.ParseUint(string(c), 16, 8)
		r = r<<4 | rune(d)
	}
	s.pos += 4
	return r, nil
}

// isHex reports a hex digit.
func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// pathOf writes a path of member names and indexes as the contract writes
// fields ("players[1].name"): array indexes in brackets, names after dots.
func pathOf(tokens []string) string {
	var b strings.Builder
	for _, tok := range tokens {
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

// within is the refusal of a value inside another whose type reads itself
// with this package (UnmarshalJSON calling Decode, as Sabika's final
// result does): its own path and message under the value's path at, nil
// when err is no *Error.
func within(at string, err error) *Error {
	var e *Error
	if !errors.As(err, &e) {
		return nil
	}
	switch {
	case e.Path == "":
		return &Error{Path: at, Message: e.Message}
	case at == "":
		return &Error{Path: e.Path, Message: e.Message}
	case strings.HasPrefix(e.Path, "["):
		return &Error{Path: at + e.Path, Message: e.Message}
	}
	return &Error{Path: at + "." + e.Path, Message: e.Message}
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
func jsonKind(k byte) string {
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
	return string(k)
}

// Member returns the string member name of the JSON object in data (""
// when absent), reading the object as strictly as Decode but leaving its
// other members to the decoder that the member chooses.
func Member(data []byte, name string) (string, error) {
	s := scanner{data: data}
	s.space()
	switch s.kindAt() {
	case 0:
		if s.pos >= len(s.data) {
			return "", &Error{Message: "empty input: expected a JSON object"}
		}
		return "", s.invalidChar("at start of value")
	case '{':
	case '[':
		return "", &Error{Message: "the input must be one JSON object"}
	default:
		if err := s.skip(); err != nil {
			return "", err
		}
		return "", &Error{Message: "the input must be one JSON object"}
	}
	s.pos++
	seen := map[string]bool{}
	value := ""
	for first := true; ; first = false {
		s.space()
		if s.pos >= len(s.data) {
			return "", s.malformed("unexpected EOF")
		}
		if s.data[s.pos] == '}' && first {
			s.pos++
			break
		}
		if s.data[s.pos] != '"' {
			return "", s.invalidChar("at start of string (expecting '\"')")
		}
		key, err := s.str(true)
		if err != nil {
			return "", err
		}
		s.path = []string{key}
		if seen[key] {
			return "", &Error{Path: key, Message: "this field is given twice"}
		}
		seen[key] = true
		s.space()
		if s.pos >= len(s.data) {
			return "", s.malformed("unexpected EOF")
		}
		if s.data[s.pos] != ':' {
			return "", s.invalidChar("after object name (expecting ':')")
		}
		s.pos++
		s.space()
		if s.pos < len(s.data) && strings.IndexByte("]}", s.data[s.pos]) >= 0 {
			if s.data[s.pos] == ']' {
				s.path = nil // not this object's end
			}
			return "", s.invalidChar("at start of value")
		}
		k := s.kindAt()
		if key == name && k != 0 && k != '"' {
			if k == '0' || k == 'n' || k == 't' || k == 'f' {
				if err := s.skip(); err != nil {
					return "", err
				}
			}
			return "", &Error{Path: name, Message: "expected a string, got " + jsonKind(k)}
		}
		start := s.pos
		if err := s.value(skipType); err != nil {
			return "", err
		}
		if key == name {
			if err := json.Unmarshal(s.data[start:s.pos], &value); err != nil {
				return "", &Error{Path: name, Message: err.Error()}
			}
		}
		s.space()
		s.path = nil
		if s.pos >= len(s.data) {
			return "", s.malformed("unexpected EOF")
		}
		if s.data[s.pos] == '}' {
			s.pos++
			break
		}
		if s.data[s.pos] != ',' {
			return "", s.invalidChar("after object value (expecting ',' or '}')")
		}
		s.pos++
	}
	return value, nil
}
