package tiles

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/citybox"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/city"
)

// ben is a second player with nothing, for tables about the first.
const ben = `{"name":"Ben","counts":{},"wall":0}`

// Every refusal of a table says a message: its code, its parameters, the
// seat (from 1) and the field within the player it points at, for a
// screen to word in the player's language; the English the CLI prints is
// the full JSON path and the message, as before.
func TestRefusedInputSaysCodeParamsAndPlace(t *testing.T) {
	for _, c := range []struct {
		name, js string
		code     string
		params   message.Params
		seat     int
		field    string
		english  string
	}{
		{"an unknown game", `{"game":"sabika","round":1}`,
			"tiles.input.game", message.Params{"Game": `"sabika"`}, 0, "game",
			`game: must be alhambra or granada, not "sabika"`},
		{"round 4", `{"game":"alhambra","round":4}`,
			"tiles.input.round", message.Params{"Round": 4}, 0, "round", "round: must be 1, 2 or 3, not 4"},
		{"one player", `{"game":"alhambra","round":1,"players":[` + ben + `]}`,
			"tiles.input.players", message.Params{"Count": 1}, 0, "players", "players: must list 2 to 6 players, not 1"},
		{"the second player's name twice", `{"game":"alhambra","round":1,"players":[` + ben + `,` + ben + `]}`,
			"tiles.input.name-twice", message.Params{"Name": `"Ben"`, "Other": 0}, 2, "name",
			`players[1].name: "Ben" is the name of players[0] too`},
		{"a name too long", `{"game":"alhambra","round":1,"players":[{"name":"` + strings.Repeat("n", 41) + `","counts":{},"wall":0},` + ben + `]}`,
			"naming.too-long", message.Params{"Runes": 41, "Max": 40}, 1, "name",
			"players[0].name: is 41 characters long; a name has at most 40"},
		{"the second player's wall over what the buildings carry", `{"game":"alhambra","round":1,"players":[` + ben + `,{"name":"Cai","counts":{"tower":1},"wall":5}]}`,
			"tiles.input.edge-range", message.Params{"Most": 3, "Per": 3, "Value": 5}, 2, "wall",
			"players[1].wall: must be 0 to 3 (3 per building), not 5"},
		{"a count over the bound", `{"game":"alhambra","round":1,"players":[{"name":"Ana","counts":{"tower":1001},"wall":0},` + ben + `]}`,
			"tiles.input.range", message.Params{"Min": 0, "Max": MaxCount, "Value": 1001}, 1, "counts.tower",
			"players[0].counts.tower: must be 0 to 1000, not 1001"},
		{"a Granada best value off the tiles", `{"game":"granada","round":1,"players":[{"name":"Ana","counts":{"school":1},"best":{"school":99},"moat":0},{"name":"Ben","counts":{},"moat":0}]}`,
			"tiles.input.range", message.Params{"Min": 2, "Max": 13, "Value": 99}, 1, "best.school",
			"players[0].best.school: must be 2 to 13, not 99"},
		{"a Granada best value missing", `{"game":"granada","round":1,"players":[{"name":"Ana","counts":{"school":1},"moat":0},{"name":"Ben","counts":{},"moat":0}]}`,
			"tiles.input.best-required", nil, 1, "best.school",
			"players[0].best.school: required: the highest value held of a type with a positive count"},
		{"a city cell of an unknown type", `{"game":"alhambra","round":1,"players":[{"name":"Ana","city":[{"x":0,"y":0,"start":true},{"x":1,"y":0,"type":"castle","value":3}]},` + ben + `]}`,
			"tiles.input.type-named", message.Params{"Game": Alhambra().ID, "Type": `"castle"`, "Types": Alhambra().NamedTypes()}, 1, "city[1].type",
			`players[0].city[1].type: unknown alhambra building type "castle"; the types are ` + strings.Join(Alhambra().Types, ", ")},
		{"the dummy's count over the bound", `{"game":"alhambra","round":1,"players":[` + ben + `,{"name":"Cai","counts":{},"wall":0}],"dummy":{"counts":{"tower":-1}}}`,
			"tiles.input.range", message.Params{"Min": 0, "Max": MaxCount, "Value": -1}, 0, "dummy.counts.tower",
			"dummy.counts.tower: must be 0 to 1000, not -1"},
		{"a key the contract lacks", `{"game":"alhambra","round":1,"colour":"red"}`,
			"tiles.input.json", nil, 0, "colour", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := run(c.js)
			m, ok := message.Of(err)
			if !ok {
				t.Fatalf("%v says no message", err)
			}
			if m.Code != c.code || m.Seat != c.seat || m.Field != c.field {
				t.Errorf("said %s at seat %d, %q; want %s at seat %d, %q", m.Code, m.Seat, m.Field, c.code, c.seat, c.field)
			}
			if c.params != nil && !reflect.DeepEqual(m.Params, c.params) {
				t.Errorf("params %v, want %v", m.Params, c.params)
			}
			if c.english != "" && err.Error() != c.english {
				t.Errorf("English %q, want %q", err.Error(), c.english)
			}
		})
	}
}

// An entry refused on the quick score says the holder's seat and the
// entry's field, and the face-taken refusal names the holder.
func TestRefusedEntrySaysCodeParamsAndPlace(t *testing.T) {
	tbl := Table{Game: "granada", Round: 1,
		Players: []Player{
			{Name: "Ana", Counts: map[string]int{"library": 3}, Best: map[string]int{"library": 9}},
			{Name: "Ben", Counts: map[string]int{"library": 2}},
		},
		Dummy: &Dummy{Counts: map[string]int{"library": 1}, Best: map[string]int{"library": 5}},
	}
	g := Granada()
	box := g.BoxCount("library")
	lo, hi := g.ValueRange("library")
	for _, c := range []struct {
		name    string
		err     *EntryError
		code    string
		params  message.Params
		seat    int
		field   string
		english string
	}{
		{"a count over the box", g.CheckEntry(tbl, Field{1, KindCount, "library"}, box),
			"tiles.entry.box-limit", message.Params{"Box": box, "Left": box - 4}, 2, "counts.library",
			"The box holds 12; 8 left for this player"},
		{"a best value off the tiles", g.CheckEntry(tbl, Field{1, KindBest, "library"}, hi+1),
			"tiles.entry.value-range", message.Params{"Lo": lo, "Hi": hi}, 2, "best.library", ""},
		{"a best value another player holds", g.CheckEntry(tbl, Field{1, KindBest, "library"}, 9),
			"tiles.entry.face-taken", message.Params{"Name": "Ana"}, 2, "best.library", "Ana already holds this building"},
		{"a best value the neutral collector holds", g.CheckEntry(tbl, Field{0, KindBest, "library"}, 5),
			"tiles.entry.face-taken", message.Params{"Name": g.Neutral}, 1, "best.library", "Pablo already holds this building"},
		{"the neutral collector's count", g.CheckEntry(tbl, Field{Neutral, KindCount, "library"}, box),
			"tiles.entry.box-limit", message.Params{"Box": box, "Left": box - 5}, 0, "counts.library", ""},
		{"a moat too long", g.CheckEntry(tbl, Field{0, KindEdge, ""}, 100),
			"tiles.entry.edge-limit", message.Params{"N": 3 * g.MaxFeatures}, 1, "edge", ""},
		{"more in the box than it holds", g.OverBox(Table{Game: "granada", Round: 1, Players: []Player{
			{Name: "A", Counts: map[string]int{"library": box}}, {Name: "B", Counts: map[string]int{"library": 1}}}}),
			"tiles.entry.over-box", message.Params{"N": box + 1, "Type": citybox.BuildingType("library"), "Box": box}, 0, "counts.library", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.err == nil {
				t.Fatal("not refused")
			}
			m, ok := message.Of(c.err)
			if !ok {
				t.Fatal("says no message")
			}
			if m.Code != c.code || !reflect.DeepEqual(m.Params, c.params) || m.Seat != c.seat || m.Field != c.field {
				t.Errorf("said %s %v at seat %d, %q; want %s %v at seat %d, %q", m.Code, m.Params, m.Seat, m.Field, c.code, c.params, c.seat, c.field)
			}
			if c.english != "" && c.err.Error() != c.english {
				t.Errorf("English %q, want %q", c.err.Error(), c.english)
			}
		})
	}
}

// A broken city says its first violation, one message per rule of the
// CLI contract; the CLI's English lists them all, as before.
func TestIllegalCitySaysItsFirstViolation(t *testing.T) {
	_, err := run(`{"game":"alhambra","round":1,"players":[{"name":"Ana","city":[{"x":0,"y":0,"start":true},{"x":0,"y":0,"type":"tower","value":7}]},` + ben + `]}`)
	m, ok := message.Of(err)
	if !ok || m.Code != "tiles.violation.overlap" || !reflect.DeepEqual(m.Params, message.Params{"Player": "Ana"}) {
		t.Errorf("said %+v (%v)", m, err)
	}
	if !strings.HasPrefix(err.Error(), "illegal city: Ana: overlap") {
		t.Errorf("English %q", err.Error())
	}
	for _, rule := range []string{city.RuleStart, city.RuleOverlap, city.RuleEdgeMismatch, city.RuleUnreachable, city.RuleHole, RuleImpossibleTile, RuleTooMany} {
		said := (&IllegalCityError{Violations: []Violation{{Player: "Ana", Rule: rule}}}).Said()
		if !strings.HasPrefix(said.Code, "tiles.violation.") || said.English == "" {
			t.Errorf("rule %s says %+v", rule, said)
		}
	}
}

// A refused counts-mode entry names it as a screen's field: holder, kind
// and type (the dummy's as Neutral); other refusals name none.
func TestRefusedInputNamesTheEntry(t *testing.T) {
	for _, c := range []struct {
		name, js string
		want     *Field
	}{
		{"a best value missing", `{"game":"granada","round":1,"players":[{"name":"Ben","counts":{},"moat":0},{"name":"Ana","counts":{"school":1},"moat":0}]}`,
			&Field{Holder: 1, Kind: KindBest, Type: "school"}},
		{"the dummy's best value below what its count allows", `{"game":"granada","round":1,"players":[{"name":"Ben","counts":{},"moat":0},{"name":"Ana","counts":{},"moat":0}],"dummy":{"counts":{"school":3},"best":{"school":2}}}`,
			&Field{Holder: Neutral, Kind: KindBest, Type: "school"}},
		{"a wall too long", `{"game":"alhambra","round":1,"players":[{"name":"Ana","counts":{},"wall":1},` + ben + `]}`,
			&Field{Holder: 0, Kind: KindEdge}},
		{"a name twice", `{"game":"alhambra","round":1,"players":[` + ben + `,` + ben + `]}`, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := run(c.js)
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("%v is no InputError", err)
			}
			if !reflect.DeepEqual(ie.Entry, c.want) {
				t.Errorf("entry %+v, want %+v (%v)", ie.Entry, c.want, err)
			}
		})
	}
}
