package history

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/message"
)

// TestRefusalsSayCodes: a refused file, list of plays or edit says a
// message with its code, its parameters and the field it is about, and
// the message's problem (the inner message at a field) with its own code.
func TestRefusalsSayCodes(t *testing.T) {
	base, err := os.ReadFile("testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	decode := func(from, to string) func() error {
		return func() error {
			in := strings.Replace(string(base), from, to, 1)
			if in == string(base) {
				t.Fatalf("the case changes nothing")
			}
			_, err := Decode([]byte(in))
			return err
		}
	}
	edit := func(do func(f *File) error) func() error {
		return func() error {
			f, err := Decode(base)
			if err != nil {
				t.Fatal(err)
			}
			return do(&f)
		}
	}
	cases := []struct {
		name    string
		refuse  func() error
		field   string // the place of the outer message
		code    string // the problem's code
		params  message.Params
		problem string // the problem's English
	}{
		{"no version", decode(`"arrayan_history": 1,`, ``), "", "history.missing-version", message.Params{}, "not a history file: arrayan_history is missing"},
		{"newer", decode(`"arrayan_history": 1`, `"arrayan_history": 7`), "arrayan_history", "history.newer",
			message.Params{"Version": 7, "Reads": Version}, "this history was written by a newer version of Arrayán (format 7; this version reads 1)"},
		{"not JSON", decode(`"note": "shared win"`, `"note": "shared win", "mood": 1`), "plays[0].mood", "history.json", message.Params{}, "is not written in the history's JSON form"},
		{"unknown game", decode(`"game": "alhambra", "date": "2026-01-10"`, `"game": "chess", "date": "2026-01-10"`), "plays[0].game", "game.unknown",
			message.Params{"Game": `"chess"`}, `unknown game "chess"`},
		{"date before 1900", decode(`"2026-01-10"`, `"1899-12-31"`), "plays[0].date", "history.date-early",
			message.Params{"Date": "1899-12-31", "Year": 1900}, `"1899-12-31" is before 1900: not a date of a play`},
		{"name twice", decode(`{"id": 4, "name": "Dan"}`, `{"id": 4, "name": "ana"}`), "players[3].name", "history.name-twice",
			message.Params{"Name": "ana"}, `"ana" is given twice`},
		{"sum", decode(`"total": 40, "points": [{"category": "tower", "points": 40}]`, `"total": 41, "points": [{"category": "tower", "points": 40}]`),
			"plays[0].seats[2].total", "history.sum", message.Params{"Total": 41, "Sum": 40}, "is 41 but the points add up to 40"},
		{"shared win", decode(`"winners": [0, 1], "note"`, `"winners": [0], "note"`), "plays[0].winners", "history.shared-win",
			message.Params{"Seat": 1}, "seat 1 ties for the highest total: without a tie_break it shares the win"},
		{"line cut", func() error { _, err := ParseLines("1|alhambra"); return err }, "plays", "history.lines.cut-short", message.Params{}, "the last line is cut short"},
		{"line without seats", func() error { _, err := ParseLines("1|alhambra|2026-01-10|0||||||\n"); return err }, "plays", "history.lines.line",
			message.Params{"Line": 1, "Problem": kindNoSeats.With(nil)}, "line 1: no seats"},
		{"date of a play", edit(func(f *File) error { return f.SetDate(f.Plays[0].ID, "0000-01-01") }), "", "history.date-early",
			message.Params{"Date": "0000-01-01", "Year": 1900}, `"0000-01-01" is before 1900: not a date of a play`},
		{"no play", edit(func(f *File) error { return f.SetDate(99, "2026-01-01") }), "", "history.no-play", message.Params{"Play": 99}, "no play 99"},
		{"name taken", edit(func(f *File) error { return f.Rename(f.Players[0].ID, f.Players[1].Name) }), "", "history.name-taken",
			message.Params{"Name": "Ben"}, `"Ben" is already in the roster`},
		{"player sat", edit(func(f *File) error { return f.RemovePlayer(f.Players[0].ID) }), "", "history.player-sat",
			message.Params{"Name": "Ana", "Plays": 4}, "Ana sat at 4 kept plays"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.refuse()
			said, ok := message.Of(err)
			if !ok {
				t.Fatalf("error %v says no message", err)
			}
			if said.Field != c.field {
				t.Errorf("at field %q; want %q", said.Field, c.field)
			}
			problem := said
			if said.Code == "history.at" {
				problem = said.Params["Problem"].(message.Message)
			}
			if problem.Code != c.code {
				t.Errorf("problem %q; want %q", problem.Code, c.code)
			}
			if !reflect.DeepEqual(problem.Params, c.params) && len(problem.Params)+len(c.params) > 0 {
				t.Errorf("params %v; want %v", problem.Params, c.params)
			}
			if got := problem.String(); got != c.problem {
				t.Errorf("says %q; want %q", got, c.problem)
			}
		})
	}
}
