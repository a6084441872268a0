package jsonin_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/history"
	sgame "arrayan.io/arrayan/scoring/sabika/game"
	syusuf "arrayan.io/arrayan/scoring/sabika/yusuf"
	"arrayan.io/arrayan/scoring/tiles"
)

// kinds holds every Go shape the repository's inputs use that the input
// types below may not: arrays, unsigned and float numbers, any, raw JSON,
// embedded structs, a type with its own UnmarshalJSON, pointers.
type kinds struct {
	inner
	*Extra
	Arr    [2]int              `json:"arr"`
	Ptrs   [2]*bool            `json:"ptrs"`
	Seed   uint64              `json:"seed"`
	Small  int8                `json:"small"`
	Rate   float64             `json:"rate,omitempty"`
	F32    float32             `json:"f32"`
	Params map[string]any      `json:"params,omitempty"`
	Raw    json.RawMessage     `json:"raw"`
	Raws   []json.RawMessage   `json:"raws"`
	Own    own                 `json:"own"`
	Owns   []own               `json:"owns"`
	Any    any                 `json:"any"`
	Deep   map[string][]*inner `json:"deep"`
	Hidden int                 `json:"-"`
	NoTag  string
	unexp  int //lint:ignore U1000 an unexported field is no member: {"unexp": 1} is refused
}

type inner struct {
	Name string `json:"name"`
	N    *int   `json:"n"`
}

// Extra is an embedded pointer to an exported struct.
type Extra struct {
	More bool `json:"more"`
}

// own reads itself strictly, as app/history's saved form does.
type own struct{ v inner }

func (o *own) UnmarshalJSON(data []byte) error {
	if err := jsonin.Decode(data, &o.v); err != nil {
		return fmt.Errorf("reading: %w", err)
	}
	return nil
}

// targets makes a fresh value of each input type.
var targets = []func() any{
	func() any { return new(kinds) },
	func() any { return new(tiles.Table) },
	func() any { return new(citygame.Record) },
	func() any { return new(history.File) },
	func() any { return new(edition.Edition) },
	func() any { return new(sgame.State) },
	func() any { return new(sgame.Record) },
	func() any { e := sgame.FreshEntry(); return &e }, // filled in before, as the CLI does
	func() any { return &kinds{Arr: [2]int{-1, -1}, Small: -1, Seed: 7, inner: inner{Name: "x"}} },
	func() any { return new(syusuf.State) },
	func() any { return new(map[string]json.RawMessage) },
	func() any { return new(any) },
	func() any { return new(int) },
	func() any { return new([]string) },
}

// sameAsV2 decodes in into every target with both decoders and reports
// the first difference: accepted or not, the error's path and message, the
// value decoded.
func sameAsV2(in []byte) error {
	for _, make := range targets {
		a, b := make(), make()
		errNew, errOld := jsonin.Decode(in, a), jsonin.DecodeV2(in, b)
		if (errNew == nil) != (errOld == nil) {
			return fmt.Errorf("%T: new %v; v2 %v", a, errNew, errOld)
		}
		if errNew != nil {
			var en, eo *jsonin.Error
			if !errors.As(errNew, &en) || !errors.As(errOld, &eo) {
				return fmt.Errorf("%T: new %#v; v2 %#v", a, errNew, errOld)
			}
			if en.Path != eo.Path || !sameMessage(en.Message, eo.Message) {
				return fmt.Errorf("%T: new %q %q; v2 %q %q", a, en.Path, en.Message, eo.Path, eo.Message)
			}
			continue
		}
		if !reflect.DeepEqual(a, b) {
			return fmt.Errorf("%T: new %+v; v2 %+v", a, a, b)
		}
	}
	gn, en := jsonin.Member(in, "game")
	go2, eo := jsonin.MemberV2(in, "game")
	if gn != go2 || (en == nil) != (eo == nil) {
		return fmt.Errorf("Member: new %q %v; v2 %q %v", gn, en, go2, eo)
	}
	if en != nil {
		var a, b *jsonin.Error
		if !errors.As(en, &a) || !errors.As(eo, &b) || a.Path != b.Path || !sameMessage(a.Message, b.Message) {
			return fmt.Errorf("Member: new %v; v2 %v", en, eo)
		}
	}
	return nil
}

// sameMessage: equal, or both malformed JSON (the syntax error's words
// after "malformed JSON" are the scanner's own), or an array of the wrong
// length, which the decoder now words with the lengths (issue 28, item 6)
// where v2 said "expected an array, got ]".
func sameMessage(a, b string) bool {
	return a == b || strings.HasPrefix(a, "malformed JSON") && strings.HasPrefix(b, "malformed JSON") ||
		strings.HasPrefix(a, "expected an array of ") && b == "expected an array, got ]"
}

// rawJSON finds a raw string literal that starts as a JSON object or array.
var rawJSON = regexp.MustCompile("`[\\[{][^`]*`")

// FuzzSameAsV2: the decoder on encoding/json takes exactly the inputs the
// go-json-experiment decoder before it took, with the same error path and
// message and the same decoded value, for the repository's input types.
func FuzzSameAsV2(f *testing.F) {
	for _, s := range []string{
		`{"game": "x", "players": [{"name": "A", "vp": 1, "counts": {"t": 1}}]}`,
		`{"game": "x", "game": "y"}`, `{"players": [{"vp": 1e400}]}`, ``, `[1]`, `null`, ` {} `,
		`{"name": "a", "n": 1, "more": true, "arr": [1, 2], "ptrs": [null, true], "seed": 18446744073709551615,
		  "small": -128, "rate": 1.5e3, "f32": 3.4e38, "params": {"a": [1, "x", null, {"b": false}]},
		  "raw": {"x": [1]}, "raws": [1, "a", null], "own": {"name": "b"}, "owns": [null, {"n": 2}],
		  "any": 1.5, "deep": {"k": [null, {"name": "c"}]}, "NoTag": "t"}`,
		`{"arr": [1]}`, `{"arr": [1, 2, 3]}`, `{"own": {"Name": "b"}}`, `{"seed": -1}`, `{"small": 128}`,
		`{"f32": 1e39}`, `{"name": "\ud800"}`, `{"name": "\ud83d\ude00"}`, "{\"name\": \"\xff\"}",
		`{"raw": {"a": 1, "a": 2}}`, `{"any": {"a": 1, "\u0061": 2}}`, `{"-": 1}`, `{"unexp": 1}`,
	} {
		f.Add([]byte(s))
	}
	for _, dir := range []string{"../../scoring/tiles/testdata", "../../scoring/citygame/testdata", "../../scoring/history/testdata", "../../data/sabika/edition/testdata", "../../cmd/arrayan-cli/testdata"} {
		_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				if b, err := os.ReadFile(p); err == nil && len(b) < 64<<10 {
					f.Add(b)
				}
			}
			return nil
		})
	}
	// The corpora and the seeds of the other decoders' tests: fuzz corpus
	// files, and the JSON objects and arrays the tests write out.
	_ = filepath.WalkDir("../..", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return nil
		}
		if strings.HasSuffix(p, "_test.go") {
			for _, m := range rawJSON.FindAll(b, -1) {
				f.Add(bytes.Clone(m[1 : len(m)-1]))
			}
			return nil
		}
		if !strings.Contains(p, "testdata/fuzz/") {
			return nil
		}
		for _, line := range strings.Split(string(b), "\n")[1:] {
			open := strings.IndexByte(line, '(')
			if open < 0 || !strings.HasSuffix(line, ")") {
				continue
			}
			if s, err := strconv.Unquote(line[open+1 : len(line)-1]); err == nil {
				f.Add([]byte(s))
			}
		}
		return nil
	})
	f.Fuzz(func(t *testing.T, in []byte) {
		if err := sameAsV2(in); err != nil {
			t.Fatalf("%q: %v", in, err)
		}
	})
}

// A value that reads itself with Decode (own, as Sabika's final result)
// is refused at its own path under the value's, by both decoders, not as
// "expected an object, got an object" (issue 30, item 4).
func TestSelfReadingValueRefusedAtItsPath(t *testing.T) {
	for in, path := range map[string]string{
		`{"own": {"Name": "b"}}`:          "own.Name",
		`{"owns": [null, {"n": "x"}]}`:    "owns[1].n",
		`{"deep": {}, "own": {"n": 1.5}}`: "own.n",
	} {
		for name, decode := range map[string]func([]byte, any) error{"new": jsonin.Decode, "v2": jsonin.DecodeV2} {
			var e *jsonin.Error
			if err := decode([]byte(in), new(kinds)); !errors.As(err, &e) || e.Path != path || strings.HasPrefix(e.Message, "expected an object") {
				t.Errorf("%s %s: %v, want a refusal at %s", name, in, err, path)
			}
		}
	}
}
