package jsonin

import (
	"errors"
	"testing"
)

type player struct {
	Name   string         `json:"name"`
	VP     *int           `json:"vp"`
	Counts map[string]int `json:"counts"`
}

type table struct {
	Game    string    `json:"game"`
	Players []player  `json:"players"`
	Wishes  [3]string `json:"wishes"`
}

func TestStrictDecoding(t *testing.T) {
	for _, c := range []struct {
		name, in, path, msg string
	}{
		{"wrong case of a key", `{"game": "x", "Players": []}`, "Players", "unknown field"},
		{"wrong case inside", `{"game": "x", "players": [{"Name": "A"}]}`, "players[0].Name", "unknown field"},
		{"upper-case field", `{"game": "x", "players": [{"name": "A", "VP": 3}]}`, "players[0].VP", "unknown field"},
		{"duplicate key", `{"game": "x", "game": "y"}`, "game", "this field is given twice"},
		{"duplicate inside a map", `{"players": [{"counts": {"tower": 1, "tower": 2}}]}`, "players[0].counts.tower", "this field is given twice"},
		{"unknown member", `{"game": "x", "colour": 1}`, "colour", "unknown field"},
		{"trailing data", `{"game": "x"} {}`, "", ""},
		{"stray brace", `{"game": "x"}}`, "", ""},
		{"wrong type", `{"players": [{"vp": "ten"}]}`, "players[0].vp", "expected a whole number, got a string"},
		{"fraction for an int", `{"players": [{"vp": 1.5}]}`, "players[0].vp", ""},
		{"too large for an int", `{"players": [{"counts": {"a": 1e30}}]}`, "players[0].counts.a", ""},
		{"empty input", ``, "", ""},
		{"not an object", `[1]`, "", "expected an object, got an array"},
		// A fixed-length array says what is missing (issue 28, item 6).
		{"a short array", `{"wishes": ["A", "B"]}`, "wishes", "expected an array of 3 elements, got 2 (1 missing)"},
		{"an empty array", `{"wishes": []}`, "wishes", "expected an array of 3 elements, got 0 (3 missing)"},
		{"a long array", `{"wishes": ["A", "B", "C", "D"]}`, "wishes", "expected an array of 3 elements, got 4 (1 too many)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var v table
			err := Decode([]byte(c.in), &v)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("err = %v, want an *Error", err)
			}
			if e.Path != c.path {
				t.Errorf("path = %q, want %q (%v)", e.Path, c.path, err)
			}
			if c.msg != "" && e.Message != c.msg {
				t.Errorf("message = %q, want %q", e.Message, c.msg)
			}
			if e.Message == "" {
				t.Error("no message")
			}
		})
	}
}

func TestExactInputDecodes(t *testing.T) {
	var v table
	if err := Decode([]byte(`{"game": "alhambra", "players": [{"name": "Ana", "vp": 3, "counts": {"tower": 2}}]}`), &v); err != nil {
		t.Fatal(err)
	}
	if v.Game != "alhambra" || *v.Players[0].VP != 3 || v.Players[0].Counts["tower"] != 2 {
		t.Errorf("decoded %+v", v)
	}
}

// FuzzDecode: any input decodes or gives an *Error, never a panic.
func FuzzDecode(f *testing.F) {
	f.Add(`{"game": "x", "players": [{"name": "A", "vp": 1, "counts": {"t": 1}}]}`)
	f.Add(`{"game": "x", "game": "y"}`)
	f.Add(`{"players": [{"vp": 1e400}]}`)
	f.Fuzz(func(t *testing.T, in string) {
		var v table
		if err := Decode([]byte(in), &v); err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Message == "" {
				t.Fatalf("%q: %v", in, err)
			}
		}
	})
}

func TestMember(t *testing.T) {
	for _, c := range []struct {
		in, want string
		bad      bool
	}{
		{`{"players": [1, {"game": "no"}], "game": "granada"}`, "granada", false},
		{`{"players": []}`, "", false},
		{`{"game": 3}`, "", true},
		{`{"game": "a", "game": "b"}`, "", true},
		{`[]`, "", true},
		{`{"game": "a"`, "", true},
	} {
		got, err := Member([]byte(c.in), "game")
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("Member(%s) = %q, %v", c.in, got, err)
		}
	}
}

// TestNullSetsZero: a null sets a field the caller filled in before to its
// zero value, as the decoder before this one did (game.FreshEntry's -1s).
func TestNullSetsZero(t *testing.T) {
	type entry struct {
		Tile  int    `json:"tile"`
		Pair  [2]int `json:"pair"`
		Inner struct {
			N int `json:"n"`
		} `json:"inner"`
		P *struct {
			N int `json:"n"`
		} `json:"p"`
	}
	v := entry{Tile: -1, Pair: [2]int{-1, -1}}
	v.Inner.N = -1
	if err := Decode([]byte(`{"tile": null, "pair": [null, 3], "inner": {"n": null}, "p": {"n": null}}`), &v); err != nil {
		t.Fatal(err)
	}
	if v.Tile != 0 || v.Pair != [2]int{0, 3} || v.Inner.N != 0 || v.P == nil || v.P.N != 0 {
		t.Errorf("decoded %+v", v)
	}
	w := entry{Tile: -1}
	if err := Decode([]byte(`{"inner": null}`), &w); err != nil || w.Tile != -1 {
		t.Errorf("a member not given changed: %+v %v", w, err)
	}
}

// TestNameTwiceInALargeObject: a name given twice is found past the first
// few names too.
func TestNameTwiceInALargeObject(t *testing.T) {
	in := `{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9, "j": 10, "c": 11}`
	var m map[string]int
	err := Decode([]byte(in), &m)
	var e *Error
	if !errors.As(err, &e) || e.Path != "c" || e.Message != "this field is given twice" {
		t.Errorf("err = %v", err)
	}
	if err := Decode([]byte(in[:len(in)-10]+"}"), &m); err != nil || len(m) != 10 {
		t.Errorf("ten names: %v %v", m, err)
	}
}
