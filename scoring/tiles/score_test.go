package tiles

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/citybox"
	"arrayan.io/arrayan/data/message"
)

// run decodes and scores a table given as JSON, as the CLI does.
func run(js string) (Result, error) {
	t, err := DecodeTable(strings.NewReader(js))
	if err != nil {
		return Result{}, err
	}
	return Score(t)
}

func mustRun(t *testing.T, js string) Result {
	t.Helper()
	res, err := run(js)
	if err != nil {
		t.Fatalf("%v\ninput: %s", err, js)
	}
	return res
}

// points lists "name key=points … total=N" for every holder, with only the
// non-zero points, dummy last.
func points(res Result) string {
	all := res.Players
	if res.Dummy != nil {
		all = append(all[:len(all):len(all)], *res.Dummy)
	}
	var out []string
	for _, p := range all {
		s := p.Name
		for _, k := range append(append([]string(nil), Alhambra().Types...), append(Granada().Types, "wall", "moat")...) {
			if p.Points[k] != 0 {
				s += fmt.Sprintf(" %s=%d", k, p.Points[k])
			}
		}
		out = append(out, fmt.Sprintf("%s total=%d", s, p.Total))
	}
	return strings.Join(out, "; ")
}

func TestRulebookExamples(t *testing.T) {
	for _, c := range []struct{ name, js, want string }{
		// Alhambra, "Recuentos de puntos".
		{"alhambra: most chambers in round 1 gets 4",
			`{"game":"alhambra","round":1,"players":[{"name":"Ana","counts":{"chambers":3},"wall":0},{"name":"Ben","counts":{"chambers":2},"wall":0}]}`,
			"Ana chambers=4 total=4; Ben total=0"},
		{"alhambra: round-2 towers 13 and 6",
			`{"game":"alhambra","round":2,"players":[{"name":"Ana","counts":{"tower":3},"wall":0},{"name":"Ben","counts":{"tower":2},"wall":0},{"name":"Cleo","counts":{"tower":1},"wall":0}]}`,
			"Ana tower=13 total=13; Ben tower=6 total=6; Cleo total=0"},
		{"alhambra: Kim and Nina have 4 towers each in round 2, (13+6)/2 = 9 each",
			`{"game":"alhambra","round":2,"players":[{"name":"Kim","counts":{"tower":4},"wall":0},{"name":"Nina","counts":{"tower":4},"wall":0},{"name":"Ole","counts":{"tower":2},"wall":0}]}`,
			"Kim tower=9 total=9; Nina tower=9 total=9; Ole total=0"},
		{"alhambra: round-3 pavilions 16, 8, 1",
			`{"game":"alhambra","round":3,"players":[{"name":"Ana","counts":{"pavilion":3},"wall":0},{"name":"Ben","counts":{"pavilion":2},"wall":0},{"name":"Cleo","counts":{"pavilion":1},"wall":0},{"name":"Dan","counts":{},"wall":0}]}`,
			"Ana pavilion=16 total=16; Ben pavilion=8 total=8; Cleo pavilion=1 total=1; Dan total=0"},
		// Granada, "Recuento A/B/C".
		{"granada A: yellow 3 schools, red 2, green 2: yellow 7",
			`{"game":"granada","round":1,"players":[{"name":"yellow","counts":{"school":3},"best":{"school":5},"moat":0},{"name":"red","counts":{"school":2},"best":{"school":9},"moat":0},{"name":"green","counts":{"school":2},"best":{"school":8},"moat":0}]}`,
			"yellow school=7 total=7; red total=0; green total=0"},
		{"granada A: yellow and red 3 each, the higher school wins",
			`{"game":"granada","round":1,"players":[{"name":"yellow","counts":{"school":3},"best":{"school":5},"moat":0},{"name":"red","counts":{"school":3},"best":{"school":9},"moat":0},{"name":"green","counts":{"school":2},"best":{"school":8},"moat":0}]}`,
			"yellow total=0; red school=8 total=8; green total=0"},
		{"granada B: blue 4, green 3, red 2: 18 and 9",
			`{"game":"granada","round":2,"players":[{"name":"blue","counts":{"school":4},"best":{"school":10},"moat":0},{"name":"green","counts":{"school":3},"best":{"school":11},"moat":0},{"name":"red","counts":{"school":2},"best":{"school":12},"moat":0}]}`,
			"blue school=18 total=18; green school=9 total=9; red total=0"},
		{"granada C: blue 4 (best 9), green 4 (best 12), red 2: green 30, blue 20, red 10",
			`{"game":"granada","round":3,"players":[{"name":"blue","counts":{"school":4},"best":{"school":9},"moat":0},{"name":"green","counts":{"school":4},"best":{"school":12},"moat":0},{"name":"red","counts":{"school":2},"best":{"school":7},"moat":0}]}`,
			"blue school=20 total=20; green school=30 total=30; red school=10 total=10"},
		// Granada, "Recuento sencillo".
		{"granada simple C: 18, 10, 3",
			`{"game":"granada","round":3,"variant":"simple","players":[{"name":"blue","counts":{"school":4},"best":{"school":9},"moat":2},{"name":"green","counts":{"school":4},"best":{"school":12},"moat":0},{"name":"red","counts":{"school":2},"best":{"school":7},"moat":0}]}`,
			"blue school=10 moat=2 total=12; green school=18 total=18; red school=3 total=3"},
		{"granada simple B: 10, 3",
			`{"game":"granada","round":2,"variant":"simple","players":[{"name":"blue","counts":{"park":1},"best":{"park":2},"moat":0},{"name":"green","counts":{"park":1},"best":{"park":3},"moat":0},{"name":"red","counts":{"park":1},"best":{"park":4},"moat":0}]}`,
			"blue total=0; green park=3 total=3; red park=10 total=10"},
		{"granada simple A: 3",
			`{"game":"granada","round":1,"variant":"simple","players":[{"name":"blue","counts":{"park":5},"best":{"park":7},"moat":0},{"name":"green","counts":{"park":1},"best":{"park":3},"moat":0}]}`,
			"blue park=3 total=3; green total=0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := points(mustRun(t, c.js)); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

// TestMajorityTies covers ruling 5 (Alhambra shares) and ruling 6 (Granada
// orders by value), dummies included.
func TestMajorityTies(t *testing.T) {
	a := func(round int, counts ...int) string {
		var ps []string
		for i, n := range counts {
			ps = append(ps, fmt.Sprintf(`{"name":"P%d","counts":{"pavilion":%d},"wall":0}`, i+1, n))
		}
		return fmt.Sprintf(`{"game":"alhambra","round":%d,"players":[%s]}`, round, strings.Join(ps, ","))
	}
	for _, c := range []struct{ name, js, want string }{
		{"tie for 2nd in round 3: (8+1)/2", a(3, 3, 2, 2),
			"P1 pavilion=16 total=16; P2 pavilion=4 total=4; P3 pavilion=4 total=4"},
		{"three tied for 1st in round 2: (8+1+0)/3", a(2, 2, 2, 2),
			"P1 pavilion=3 total=3; P2 pavilion=3 total=3; P3 pavilion=3 total=3"},
		{"two tied for 3rd in round 3: (1+0)/2 rounds down to 0", a(3, 3, 2, 1, 1),
			"P1 pavilion=16 total=16; P2 pavilion=8 total=8; P3 total=0; P4 total=0"},
		{"two tied for 1st in round 1: 1/2 rounds down", a(1, 2, 2),
			"P1 total=0; P2 total=0"},
		{"0 buildings never place", a(3, 1, 0, 0),
			"P1 pavilion=16 total=16; P2 total=0; P3 total=0"},
		{"alhambra: Dirk ties for 1st and shares",
			`{"game":"alhambra","round":2,"players":[{"name":"Ana","counts":{"tower":2},"wall":1},{"name":"Ben","counts":{"tower":1},"wall":0}],
			  "dummy":{"buildings":[{"type":"tower","value":7},{"type":"tower","value":8,"walls":"NES"}]}}`,
			"Ana tower=9 wall=1 total=10; Ben total=0; Dirk tower=9 total=9"},
		{"alhambra: Dirk in counts mode",
			`{"game":"alhambra","round":2,"players":[{"name":"Ana","counts":{"tower":2},"wall":0},{"name":"Ben","counts":{"tower":1},"wall":0}],"dummy":{"name":"D","counts":{"tower":3}}}`,
			"Ana tower=6 total=6; Ben total=0; D tower=13 total=13"},
		{"granada: Pablo takes part in the value order, and counts in the total; reserves do not",
			`{"game":"granada","round":2,"players":[{"name":"Ana","counts":{"school":2},"best":{"school":5},"moat":0},
			  {"name":"Ben","counts":{"school":1},"best":{"school":13},"moat":0,"reserve":[{"type":"school","value":3}]}],
			  "dummy":{"buildings":[{"type":"school","value":12},{"type":"school","value":4,"moats":"N"}]}}`,
			"Ana school=5 total=5; Ben total=0; Pablo school=10 total=10"},
		{"granada: Pablo in counts mode",
			`{"game":"granada","round":2,"players":[{"name":"Ana","counts":{"school":2},"best":{"school":5},"moat":0},{"name":"Ben","counts":{"school":1},"best":{"school":13},"moat":0}],
			  "dummy":{"counts":{"school":2},"best":{"school":12}}}`,
			"Ana school=5 total=5; Ben total=0; Pablo school=10 total=10"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := points(mustRun(t, c.js)); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

// cityJSON lays out a city from a picture ('@' the start, a letter a tile,
// '.' empty) and the tiles' fields by letter.
func cityJSON(rows string, tiles map[byte]string) string {
	var cells []string
	for y, line := range strings.Split(strings.TrimSpace(rows), "\n") {
		for x, ch := range strings.TrimSpace(line) {
			switch ch {
			case '.':
			case '@':
				cells = append(cells, fmt.Sprintf(`{"x":%d,"y":%d,"start":true}`, x, y))
			default:
				cells = append(cells, fmt.Sprintf(`{"x":%d,"y":%d,%s}`, x, y, tiles[byte(ch)]))
			}
		}
	}
	return "[" + strings.Join(cells, ",") + "]"
}

// ring is a 3×3 Alhambra city walled all round, with box tiles.
var ring = cityJSON(`
	abc
	d@e
	fgh`, map[byte]string{
	'a': `"type":"pavilion","value":5,"walls":"NW"`, 'b': `"type":"pavilion","value":6,"walls":"N"`,
	'c': `"type":"seraglio","value":4,"walls":"NE"`, 'd': `"type":"seraglio","value":7,"walls":"W"`,
	'e': `"type":"pavilion","value":7,"walls":"E"`, 'f': `"type":"pavilion","value":3,"walls":"SW"`,
	'g': `"type":"seraglio","value":8,"walls":"S"`, 'h': `"type":"pavilion","value":4,"walls":"ES"`,
})

func twoPlayers(game, city string) string {
	other := `"counts":{},"wall":0`
	if game == "granada" {
		other = `"counts":{},"moat":0`
	}
	return fmt.Sprintf(`{"game":%q,"round":1,"players":[{"name":"Ana","city":%s},{"name":"Ben",%s}]}`, game, city, other)
}

// TestWalls covers rulings 1, 2 and 4 on cities of box tiles.
func TestWalls(t *testing.T) {
	for _, c := range []struct {
		name, game, city string
		want             int
	}{
		{"a closed ring of 12 wall edges scores 12", "alhambra", ring, 12},
		{"a run across the walk's starting point", "alhambra", cityJSON(`
			ab
			@c`, map[byte]string{
			'a': `"type":"pavilion","value":5,"walls":"NW"`, 'b': `"type":"seraglio","value":4,"walls":"NE"`,
			'c': `"type":"pavilion","value":4,"walls":"ES"`,
		}), 6},
		{"an inner double wall pays nothing", "alhambra", cityJSON(`
			@a
			cb`, map[byte]string{
			'a': `"type":"tower","value":9,"walls":"ES"`, 'b': `"type":"tower","value":11,"walls":"N"`,
			'c': `"type":"garden","value":10,"walls":""`,
		}), 1},
		{"granada moats, a ring", "granada", cityJSON(`
			abc
			d@e
			fgh`, map[byte]string{
			'a': `"type":"park","value":2,"moats":"NW"`, 'b': `"type":"park","value":3,"moats":"N"`,
			'c': `"type":"park","value":4,"moats":"NE"`, 'd': `"type":"park","value":5,"moats":"W"`,
			'e': `"type":"park","value":6,"moats":"E"`, 'f': `"type":"park","value":7,"moats":"SW"`,
			'g': `"type":"park","value":8,"moats":"S"`, 'h': `"type":"park","value":9,"moats":"ES"`,
		}), 12},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := mustRun(t, twoPlayers(c.game, c.city)).Players[0]
			got, other, key, otherKey := p.Wall, p.Moat, "wall", "moat"
			if c.game == "granada" {
				got, other, key, otherKey = p.Moat, p.Wall, "moat", "wall"
			}
			if got == nil || *got != c.want || p.Points[key] != c.want {
				t.Errorf("%s %v, points %v; want %d", key, got, p.Points, c.want)
			}
			if _, ok := p.Points[otherKey]; ok || other != nil {
				t.Errorf("%s game scores %s", c.game, otherKey)
			}
		})
	}
}

// TestCountsModeMatchesCityMode scores the 54-tile table from its cities and
// again from the counts those cities give; the results must be equal.
func TestCountsModeMatchesCityMode(t *testing.T) {
	table := fullTable(t)
	fromCities, err := Score(table)
	if err != nil {
		t.Fatal(err)
	}
	counts := table
	counts.Players = make([]Player, len(table.Players))
	for i, p := range fromCities.Players {
		wall := *p.Wall
		counts.Players[i] = Player{Name: p.Name, Counts: p.Counts, Wall: &wall}
	}
	fromCounts, err := Score(counts)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(fromCities, fromCounts) {
		t.Errorf("city mode %s\ncounts mode %s", points(fromCities), points(fromCounts))
	}

	// Granada: the ring of parks against its counts, best and moat.
	cityRes := mustRun(t, `{"game":"granada","round":1,"players":[{"name":"Ana","city":`+cityJSON(`
		abc
		d@e`, map[byte]string{
		'a': `"type":"park","value":2,"moats":"NW"`, 'b': `"type":"park","value":13,"moats":"N"`,
		'c': `"type":"school","value":4,"moats":"NE"`, 'd': `"type":"school","value":5,"moats":"SW"`,
		'e': `"type":"market","value":6,"moats":"ES"`,
	})+`},
		{"name":"Ben","counts":{},"moat":0},
		{"name":"Cleo","counts":{"park":2,"school":2},"best":{"park":12,"school":3},"moat":1}]}`)
	countsRes := mustRun(t, `{"game":"granada","round":1,"players":[
		{"name":"Ana","counts":{"park":2,"school":2,"market":1},"best":{"park":13,"school":5,"market":6},"moat":`+fmt.Sprint(*cityRes.Players[0].Moat)+`},
		{"name":"Ben","counts":{},"moat":0},
		{"name":"Cleo","counts":{"park":2,"school":2},"best":{"park":12,"school":3},"moat":1}]}`)
	if !reflect.DeepEqual(cityRes, countsRes) {
		t.Errorf("city mode %s\ncounts mode %s", points(cityRes), points(countsRes))
	}
	if points(cityRes) != "Ana market=1 park=4 school=4 moat=9 total=18; Ben total=0; Cleo moat=1 total=1" {
		t.Errorf("granada: %s", points(cityRes))
	}
}

func TestOutputShape(t *testing.T) {
	res := mustRun(t, `{"game":"alhambra","round":1,"players":[
		{"name":"Ana","city":[{"x":0,"y":0,"start":true},{"x":1,"y":0,"type":"garden","value":8,"walls":"NE"}]},
		{"name":"Ben","counts":{"tower":1},"wall":0}],
		"dummy":{"buildings":[{"type":"tower","value":11}]}}`)
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"game":"alhambra","round":1,"players":[` +
		`{"name":"Ana","counts":{"arcades":0,"chambers":0,"garden":1,"pavilion":0,"seraglio":0,"tower":0},"wall":2,` +
		`"points":{"arcades":0,"chambers":0,"garden":5,"pavilion":0,"seraglio":0,"tower":0,"wall":2},"total":7},` +
		`{"name":"Ben","counts":{"arcades":0,"chambers":0,"garden":0,"pavilion":0,"seraglio":0,"tower":1},"wall":0,` +
		`"points":{"arcades":0,"chambers":0,"garden":0,"pavilion":0,"seraglio":0,"tower":3,"wall":0},"total":3}],` +
		// The dummy: counts and points per type, no wall and no "wall" key.
		// It ties Ben for the towers: (6+0)/2 each.
		`"dummy":{"name":"Dirk","counts":{"arcades":0,"chambers":0,"garden":0,"pavilion":0,"seraglio":0,"tower":1},` +
		`"points":{"arcades":0,"chambers":0,"garden":0,"pavilion":0,"seraglio":0,"tower":3},"total":3}}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	// Granada players have "moat", never "wall".
	res = mustRun(t, `{"game":"granada","round":1,"players":[{"name":"Ana","counts":{},"moat":0},{"name":"Ben","counts":{},"moat":0}]}`)
	b, _ = json.Marshal(res.Players[0])
	if want := `{"name":"Ana","counts":{"arena":0,"bathhouse":0,"district":0,"hospital":0,"hostel":0,"library":0,"market":0,"park":0,"school":0},"moat":0,` +
		`"points":{"arena":0,"bathhouse":0,"district":0,"hospital":0,"hostel":0,"library":0,"market":0,"moat":0,"park":0,"school":0},"total":0}`; string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	if res.Dummy != nil {
		t.Error("a dummy without one in the input")
	}
}

// showViolations renders "player rule [x,y …] detail" per violation.
func showViolations(err error) string {
	var ic *IllegalCityError
	if !errors.As(err, &ic) {
		return fmt.Sprintf("not an illegal city: %v", err)
	}
	var out []string
	for _, v := range ic.Violations {
		if v.Cells == nil {
			return "nil cells in " + v.Rule
		}
		var cs []string
		for _, c := range v.Cells {
			cs = append(cs, fmt.Sprintf("%d,%d", c[0], c[1]))
		}
		s := fmt.Sprintf("%s %s [%s]", v.Player, v.Rule, strings.Join(cs, " "))
		if v.Detail != "" {
			s += " " + v.Detail
		}
		out = append(out, s)
	}
	return strings.Join(out, "\n")
}

func TestViolations(t *testing.T) {
	a := func(city, reserve string) string {
		if reserve == "" {
			reserve = "[]"
		}
		return fmt.Sprintf(`{"game":"alhambra","round":1,"players":[{"name":"Ana","city":%s,"reserve":%s},{"name":"Ben","counts":{},"wall":0}]}`, city, reserve)
	}
	const start = `{"x":0,"y":0,"start":true}`
	for _, c := range []struct{ name, js, want string }{
		{"start", a(`[{"x":1,"y":0,"type":"garden","value":10}]`, ""), "Ana start []"},
		{"two starts", a(`[`+start+`,{"x":1,"y":0,"start":true}]`, ""), "Ana start [0,0 1,0]"},
		{"overlap", a(`[`+start+`,{"x":1,"y":0,"type":"garden","value":10},{"x":1,"y":0,"type":"garden","value":11}]`, ""), "Ana overlap [1,0]"},
		{"edge mismatch and unreachable", a(`[`+start+`,{"x":1,"y":0,"type":"garden","value":10,"walls":"W"}]`, ""),
			"Ana edge-mismatch [0,0 1,0]\nAna unreachable [1,0]"},
		{"unreachable on foot through a double wall (ruling 4)", a(cityJSON(`
			@a
			.b`, map[byte]string{'a': `"type":"garden","value":12,"walls":"S"`, 'b': `"type":"tower","value":11,"walls":"N"`}), ""),
			"Ana unreachable [1,1]"},
		{"hole (ruling 3)", a(cityJSON(`
			@ab
			c.d
			efg`, map[byte]string{
			'a': `"type":"garden","value":10`, 'b': `"type":"garden","value":11`, 'c': `"type":"tower","value":11`, 'd': `"type":"tower","value":12`,
			'e': `"type":"arcades","value":9`, 'f': `"type":"arcades","value":10`, 'g': `"type":"chambers","value":10`,
		}), ""), "Ana hole [1,1]"},
		{"impossible tile in a city", a(`[`+start+`,{"x":1,"y":0,"type":"garden","value":8,"walls":"E"}]`, ""),
			"Ana impossible-tile [1,0] no garden 8 with walls E in the box (its garden 8 has walls NE, NW, SW)"},
		{"impossible price", a(`[`+start+`,{"x":1,"y":0,"type":"garden","value":13}]`, ""),
			"Ana impossible-tile [1,0] no garden 13 in the box (prices 6 to 12)"},
		{"impossible tile in a reserve", a(`[`+start+`]`, `[{"type":"tower","value":9,"walls":"SW"}]`),
			"Ana impossible-tile [] reserve: no tower 9 with walls SW in the box (its tower 9 has walls NE, ES, NW)"},
		{"reserve without walls: type and price must exist", a(`[`+start+`]`, `[{"type":"tower","value":9},{"type":"tower","value":14}]`),
			"Ana impossible-tile [] reserve: no tower 14 in the box (prices 7 to 13)"},
		{"impossible tile with Dirk",
			`{"game":"alhambra","round":1,"players":[{"name":"Ana","counts":{},"wall":0},{"name":"Ben","counts":{},"wall":0}],"dummy":{"buildings":[{"type":"seraglio","value":2}]}}`,
			"Dirk impossible-tile [] no seraglio 2 in the box (prices 3 to 9)"},
		{"granada: value out of range, four moats",
			`{"game":"granada","round":1,"players":[{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"type":"school","value":14},{"x":0,"y":1,"type":"park","value":9,"moats":"NESW"}]},{"name":"Ben","counts":{},"moat":0}]}`,
			"Ana edge-mismatch [0,0 0,1]\nAna unreachable [0,1]\nAna impossible-tile [1,0] school 14: values run 2 to 13\nAna impossible-tile [0,1] park 9 with moats NESW: a tile has at most 3"},
		{"too many of a type, two holders",
			`{"game":"alhambra","round":1,"players":[{"name":"Ana","counts":{"pavilion":4},"wall":0},{"name":"Ben","counts":{"pavilion":4},"wall":0}]}`,
			" too-many [] pavilion: 8 in play, the box holds 7"},
		{"too many of one face, one holder, with its city square",
			a(`[`+start+`,{"x":1,"y":0,"type":"garden","value":8,"walls":"NE"}]`, `[{"type":"garden","value":8,"walls":"NE"}]`),
			"Ana too-many [1,0] garden 8 with walls NE: 2 in play, the box holds 1"},
		{"too many of a type and price, walls unknown",
			`{"game":"alhambra","round":1,"players":[{"name":"Ana","counts":{},"wall":0,"reserve":[{"type":"garden","value":8},{"type":"garden","value":8}]},{"name":"Ben","counts":{},"wall":0,"reserve":[{"type":"garden","value":8},{"type":"garden","value":8,"walls":"SW"}]}]}`,
			" too-many [] garden 8: 4 in play, the box holds 3"},
		{"a coarser limit explained by a face is not repeated",
			a(`[`+start+`]`, `[{"type":"garden","value":8,"walls":"SW"},{"type":"garden","value":8,"walls":"SW"},{"type":"garden","value":8,"walls":"NE"},{"type":"garden","value":8,"walls":"NW"}]`),
			"Ana too-many [] garden 8 with walls SW: 2 in play, the box holds 1"},
		{"granada: a face twice, once as a counts-mode best",
			`{"game":"granada","round":1,"players":[{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"type":"school","value":9}]},{"name":"Ben","counts":{"school":2},"best":{"school":9},"moat":0}]}`,
			" too-many [] school 9: 2 in play, the box holds 1"},
		{"granada: more than 12 of a type",
			`{"game":"granada","round":1,"players":[{"name":"Ana","counts":{"school":13},"best":{"school":13},"moat":0},{"name":"Ben","counts":{},"moat":0}]}`,
			"Ana too-many [] school: 13 in play, the box holds 12"},
		{"granada: more than 9 tiles of a value pair",
			`{"game":"granada","round":1,"players":[{"name":"Ana","counts":{},"moat":0,"reserve":[
				{"type":"arena","value":8},{"type":"bathhouse","value":8},{"type":"library","value":8},{"type":"hostel","value":8},{"type":"hospital","value":8},
				{"type":"market","value":8},{"type":"park","value":8},{"type":"school","value":8},{"type":"district","value":8}]},
				{"name":"Ben","counts":{},"moat":0,"reserve":[{"type":"school","value":9}]}]}`,
			" too-many [] values 8/9: 10 in play, the box holds 9"},
		{"all at once, in order: geometry, impossible tiles, then the box",
			`{"game":"alhambra","round":1,"players":[{"name":"Ana","city":[{"x":5,"y":5,"type":"garden","value":13}],"reserve":[{"type":"pavilion","value":2},{"type":"pavilion","value":2}]},{"name":"Ben","counts":{"pavilion":7},"wall":0}]}`,
			"Ana start []\nAna impossible-tile [5,5] no garden 13 in the box (prices 6 to 12)\nAna too-many [] pavilion 2: 2 in play, the box holds 1\n too-many [] pavilion: 9 in play, the box holds 7"},
		{"the type's surplus explained by a price's is not repeated",
			`{"game":"alhambra","round":1,"players":[{"name":"Ana","counts":{},"wall":0,"reserve":[{"type":"pavilion","value":2},{"type":"pavilion","value":2}]},{"name":"Ben","counts":{"pavilion":6},"wall":0}]}`,
			"Ana too-many [] pavilion 2: 2 in play, the box holds 1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := run(c.js)
			if got := showViolations(err); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
			var ic *IllegalCityError
			if errors.As(err, &ic) && !ic.RuleBroken() {
				t.Error("not a broken rule")
			}
		})
	}
}

// withDummy adds a dummy to a table given as JSON.
func withDummy(js, dummy string) string {
	return strings.TrimSuffix(js, "}") + `,"dummy":` + dummy + `}`
}

func TestBadInput(t *testing.T) {
	const start = `{"x":0,"y":0,"start":true}`
	a := func(players string) string { return `{"game":"alhambra","round":1,"players":[` + players + `]}` }
	g := func(players string) string { return `{"game":"granada","round":1,"players":[` + players + `]}` }
	const ben = `{"name":"Ben","counts":{},"wall":0}`
	const gben = `{"name":"Ben","counts":{},"moat":0}`
	for _, c := range []struct{ name, js, field string }{
		{"unknown game", `{"game":"chess","round":1,"players":[]}`, "game"},
		{"round 0", `{"game":"alhambra","round":0,"players":[]}`, "round"},
		{"round 4", `{"game":"alhambra","round":4,"players":[]}`, "round"},
		{"simple alhambra", `{"game":"alhambra","round":1,"variant":"simple","players":[]}`, "variant"},
		{"unknown variant", `{"game":"granada","round":1,"variant":"fancy","players":[]}`, "variant"},
		{"one player", a(ben), "players"},
		{"seven players", a(strings.Repeat(ben+",", 6) + ben), "players"},
		{"empty name", a(ben + `,{"name":" ","counts":{},"wall":0}`), "players[1].name"},
		{"same name twice", a(ben + `,` + ben), "players[1].name"},
		{"name of 41 characters", a(ben + `,{"name":"` + strings.Repeat("é", 41) + `","counts":{},"wall":0}`), "players[1].name"},
		{"neutral name of 41 characters", `{"game":"alhambra","round":1,"players":[` + ben + `,{"name":"Ana","counts":{},"wall":0}],"dummy":{"name":"` + strings.Repeat("x", 41) + `","counts":{}}}`, "dummy.name"},
		{"neither city nor counts", a(`{"name":"Ana"},` + ben), "players[0]"},
		{"city and counts", a(`{"name":"Ana","city":[` + start + `],"counts":{}},` + ben), "players[0]"},
		{"counts without wall", a(`{"name":"Ana","counts":{}},` + ben), "players[0].wall"},
		{"alhambra moat", a(`{"name":"Ana","counts":{},"wall":0,"moat":0},` + ben), "players[0].moat"},
		{"granada wall", g(`{"name":"Ana","counts":{},"moat":0,"wall":0},` + gben), "players[0].wall"},
		{"granada counts without moat", g(`{"name":"Ana","counts":{}},` + gben), "players[0].moat"},
		{"wall beside a city", a(`{"name":"Ana","city":[` + start + `],"wall":2},` + ben), "players[0].wall"},
		{"best beside a city", g(`{"name":"Ana","city":[` + start + `],"best":{"park":3}},` + gben), "players[0].best"},
		{"3 schools with best 2", g(`{"name":"Ana","counts":{"school":3},"best":{"school":2},"moat":0},` + gben), "players[0].best.school"},
		{"negative wall", a(`{"name":"Ana","counts":{"tower":1},"wall":-1},` + ben), "players[0].wall"},
		{"wall over 3 per building", a(`{"name":"Ana","counts":{"tower":1},"wall":4},` + ben), "players[0].wall"},
		{"unknown type in counts", a(`{"name":"Ana","counts":{"castle":1},"wall":0},` + ben), "players[0].counts.castle"},
		{"granada type in alhambra", a(`{"name":"Ana","counts":{"school":1},"wall":0},` + ben), "players[0].counts.school"},
		{"negative count", a(`{"name":"Ana","counts":{"tower":-1},"wall":0},` + ben), "players[0].counts.tower"},
		{"huge count", a(`{"name":"Ana","counts":{"tower":1001},"wall":0},` + ben), "players[0].counts.tower"},
		{"best in alhambra", a(`{"name":"Ana","counts":{"tower":1},"best":{"tower":9},"wall":0},` + ben), "players[0].best"},
		{"granada best missing", g(`{"name":"Ana","counts":{"school":1},"moat":0},` + gben), "players[0].best.school"},
		{"granada best for a zero count", g(`{"name":"Ana","counts":{"school":0},"best":{"school":4},"moat":0},` + gben), "players[0].best.school"},
		{"granada best for an absent type", g(`{"name":"Ana","counts":{"school":1},"best":{"school":4,"park":5},"moat":0},` + gben), "players[0].best.park"},
		{"granada best out of range", g(`{"name":"Ana","counts":{"school":1},"best":{"school":14},"moat":0},` + gben), "players[0].best.school"},
		{"granada unknown best type", g(`{"name":"Ana","counts":{"school":1},"best":{"school":4,"castle":5},"moat":0},` + gben), "players[0].best.castle"},
		{"coordinate too large", a(`{"name":"Ana","city":[` + start + `,{"x":10001,"y":0,"type":"tower","value":11}]},` + ben), "players[0].city[1]"},
		{"start with a type", a(`{"name":"Ana","city":[{"x":0,"y":0,"start":true,"type":"tower"}]},` + ben), "players[0].city[0]"},
		{"start with walls", a(`{"name":"Ana","city":[{"x":0,"y":0,"start":true,"walls":"N"}]},` + ben), "players[0].city[0]"},
		{"cell without type", a(`{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"value":11}]},` + ben), "players[0].city[1].type"},
		{"cell of unknown type", a(`{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"type":"castle","value":11}]},` + ben), "players[0].city[1].type"},
		{"cell without value", a(`{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"type":"tower"}]},` + ben), "players[0].city[1].value"},
		{"negative value", a(`{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"type":"tower","value":-3}]},` + ben), "players[0].city[1].value"},
		{"alhambra cell with moats", a(`{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"type":"tower","value":11,"moats":"N"}]},` + ben), "players[0].city[1].moats"},
		{"granada cell with walls", g(`{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"type":"park","value":11,"walls":"N"}]},` + gben), "players[0].city[1].walls"},
		{"repeated edge", a(`{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"type":"tower","value":11,"walls":"NN"}]},` + ben), "players[0].city[1].walls"},
		{"lower-case edge", a(`{"name":"Ana","city":[` + start + `,{"x":1,"y":0,"type":"tower","value":11,"walls":"n"}]},` + ben), "players[0].city[1].walls"},
		{"reserve without type", a(`{"name":"Ana","counts":{},"wall":0,"reserve":[{"value":3}]},` + ben), "players[0].reserve[0].type"},
		{"reserve with bad walls", a(`{"name":"Ana","counts":{},"wall":0,"reserve":[{"type":"tower","value":9,"walls":"X"}]},` + ben), "players[0].reserve[0].walls"},
		{"dummy with 3 players", `{"game":"alhambra","round":1,"players":[` + ben + `,{"name":"Ana","counts":{},"wall":0},{"name":"Cleo","counts":{},"wall":0}],"dummy":{"buildings":[]}}`, "dummy"},
		{"dummy with buildings and counts", withDummy(a(ben+`,{"name":"Ana","counts":{},"wall":0}`), `{"buildings":[],"counts":{}}`), "dummy"},
		{"dummy named like a player", withDummy(a(ben+`,{"name":"Ana","counts":{},"wall":0}`), `{"name":"Ben"}`), "dummy.name"},
		{"dummy best without counts", withDummy(g(gben+`,{"name":"Ana","counts":{},"moat":0}`), `{"buildings":[],"best":{"park":3}}`), "dummy.best"},
		{"granada dummy counts without best", withDummy(g(gben+`,{"name":"Ana","counts":{},"moat":0}`), `{"counts":{"park":1}}`), "dummy.best.park"},
		{"dummy building with moats in alhambra", withDummy(a(ben+`,{"name":"Ana","counts":{},"wall":0}`), `{"buildings":[{"type":"tower","value":9,"moats":"N"}]}`), "dummy.buildings[0].moats"},
		// Strict JSON.
		{"unknown field", `{"game":"alhambra","round":1,"players":[],"extra":1}`, "extra"},
		{"unknown nested field", a(`{"name":"Ana","city":[{"x":0,"y":0,"start":true,"wals":"N"}]},` + ben), "players[0].city[0].wals"},
		{"differently cased field", `{"Game":"alhambra"}`, "Game"},
		{"field twice", `{"game":"alhambra","game":"granada"}`, "game"},
		{"string for a number", `{"game":"alhambra","round":"1"}`, "round"},
		{"fraction for an integer", a(`{"name":"Ana","city":[{"x":0.5,"y":0,"start":true}]},` + ben), "players[0].city[0].x"},
		{"number out of int range", `{"game":"alhambra","round":1e400}`, "round"},
		{"string for a count", a(`{"name":"Ana","counts":{"tower":"2"},"wall":0},` + ben), "players[0].counts.tower"},
		{"object for a list", `{"game":"alhambra","round":1,"players":{}}`, "players"},
		{"not an object", `[]`, ""},
		{"two values", `{"game":"alhambra"} {}`, ""},
		{"malformed", `{"game":"alhambra",`, ""},
		{"empty", ``, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := run(c.js)
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("got %v, want an InputError\ninput: %s", err, c.js)
			}
			if ie.Code != "bad-input" || ie.Field != c.field || ie.Msg.Code == "" {
				t.Errorf("got %q (field %q), want field %q", ie.Error(), ie.Field, c.field)
			}
			// what the error says is a message the app words, about the
			// same field (a player's within the player's seat), reading as
			// the CLI's message ends
			m, ok := message.Of(err)
			field := m.Field
			if m.Seat > 0 {
				field = strings.TrimSuffix(fmt.Sprintf("players[%d].%s", m.Seat-1, m.Field), ".")
			}
			if !ok || m.Code == "" || field != c.field || !strings.HasSuffix(ie.Error(), m.String()) {
				t.Errorf("%v says %+v", err, m)
			}
		})
	}
}

func TestInputTooLarge(t *testing.T) {
	big := `{"game":"alhambra","variant":"` + strings.Repeat("x", MaxInputBytes) + `"}`
	_, err := DecodeTable(strings.NewReader(big))
	var ie *InputError
	if !errors.As(err, &ie) || ie.Msg.Kind != msgTooLarge {
		t.Errorf("got %v", err)
	}
}

func TestGames(t *testing.T) {
	if g, ok := GameByID("alhambra"); !ok || g != Alhambra() || g.Feature != "wall" || g.Neutral != "Dirk" || g.TieByValue {
		t.Error("alhambra")
	}
	if g, ok := GameByID("granada"); !ok || g != Granada() || g.Feature != "moat" || g.Neutral != "Pablo" || !g.TieByValue {
		t.Error("granada")
	}
	if _, ok := GameByID("sabika"); ok {
		t.Error("sabika is no tile game")
	}
	for _, c := range []struct {
		g           *Game
		typ         string
		box, lo, hi int
	}{
		{Alhambra(), "pavilion", 7, 2, 8}, {Alhambra(), "tower", 11, 7, 13}, {Alhambra(), "arcades", 9, 4, 10},
		{Granada(), "school", 12, 2, 13}, {Alhambra(), "school", 0, 0, 0}, {Granada(), "tower", 0, 0, 0},
	} {
		lo, hi := c.g.ValueRange(c.typ)
		if c.g.BoxCount(c.typ) != c.box || lo != c.lo || hi != c.hi {
			t.Errorf("%s %s: box %d range %d–%d", c.g.ID, c.typ, c.g.BoxCount(c.typ), lo, hi)
		}
	}
	for _, c := range []struct {
		g       *Game
		round   int
		variant string
		typ     string
		total   int
		want    string
	}{
		{Alhambra(), 2, "", "tower", 0, "[13 6]"},
		{Alhambra(), 3, "standard", "pavilion", 5, "[16 8 1]"},
		{Granada(), 3, "", "school", 10, "[30 20 10]"},
		{Granada(), 1, "standard", "school", 7, "[7]"},
		{Granada(), 2, "simple", "park", 99, "[10 3]"},
		{Alhambra(), 2, "simple", "tower", 0, "[]"},
		{Granada(), 4, "", "school", 3, "[]"},
		{Granada(), 1, "", "tower", 3, "[]"},
	} {
		if got := fmt.Sprint(c.g.PlacePoints(c.round, c.variant, c.typ, c.total)); got != c.want {
			t.Errorf("%s PlacePoints(%d, %q, %s, %d) = %s, want %s", c.g.ID, c.round, c.variant, c.typ, c.total, got, c.want)
		}
	}
}

func FuzzDecodeAndScore(f *testing.F) {
	for _, s := range []string{
		twoPlayers("alhambra", ring),
		`{"game":"granada","round":3,"variant":"simple","players":[{"name":"blue","counts":{"school":4},"best":{"school":9},"moat":2},{"name":"green","counts":{"school":4},"best":{"school":12},"moat":0}],"dummy":{"counts":{"park":1},"best":{"park":3}}}`,
		`{"game":"alhambra","round":2,"players":[{"name":"Ana","counts":{"tower":2},"wall":1},{"name":"Ben","counts":{"tower":1},"wall":0,"reserve":[{"type":"garden","value":8}]}],"dummy":{"buildings":[{"type":"tower","value":7}]}}`,
		`{"game":"granada","round":1,"players":[{"name":"Ana","city":[{"x":0,"y":0,"start":true},{"x":1,"y":0,"type":"school","value":14},{"x":3,"y":0,"type":"park","value":9,"moats":"NESW"}]},{"name":"Ben","counts":{},"moat":0}]}`,
		`{"game":"alhambra","round":1,"players":[{"name":"Ana","city":[{"x":0,"y":0,"start":true},{"x":2,"y":0,"type":"garden","value":8,"walls":"NE"},{"x":1,"y":1,"type":"tower","value":9}]},{"name":"Ben","counts":{},"wall":0}]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		table, err := DecodeTable(bytes.NewReader(data))
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Code != "bad-input" {
				t.Fatalf("decode: %T %v", err, err)
			}
			return
		}
		res, err := Score(table)
		var ie *InputError
		var ic *IllegalCityError
		switch {
		case err == nil:
			g, _ := GameByID(res.Game)
			for _, p := range append(res.Players, derefOr(res.Dummy)...) {
				sum := 0
				for _, v := range p.Points {
					sum += v
				}
				if sum != p.Total || len(p.Counts) != len(g.Types) {
					t.Fatalf("%s: points %v total %d", p.Name, p.Points, p.Total)
				}
			}
		case errors.As(err, &ie):
		case errors.As(err, &ic):
			if len(ic.Violations) == 0 {
				t.Fatal("an illegal city without violations")
			}
			for _, v := range ic.Violations {
				if v.Cells == nil {
					t.Fatalf("nil cells in %+v", v)
				}
			}
		default:
			t.Fatalf("score: %T %v", err, err)
		}
	})
}

func derefOr(p *PlayerResult) []PlayerResult {
	if p == nil {
		return nil
	}
	return []PlayerResult{*p}
}

// A refusal names a building type of the game as citybox.BuildingType and
// lists the game's types as citybox.BuildingTypes, which the app words in
// the player's language; the English (the CLI's) prints the ids as before.
// A type the game lacks stays as typed.
func TestMessagesCarryBuildingTypesAsTheirType(t *testing.T) {
	_, err := run(`{"game":"granada","round":1,"players":[{"name":"Ana","counts":{"school":3},"best":{"school":2},"moat":0},{"name":"Ben","counts":{},"moat":0}]}`)
	m, ok := message.Of(err)
	if !ok || m.Code != "tiles.input.best-least" {
		t.Fatalf("got %v, want best-least", err)
	}
	if got := m.Params["Type"]; got != citybox.BuildingType("school") {
		t.Errorf("Type is %#v, want citybox.BuildingType(\"school\")", got)
	}
	if want := "3 school buildings have 3 different values"; !strings.Contains(m.String(), want) {
		t.Errorf("English %q lacks %q", m.String(), want)
	}
	if got := Granada().NamedType("castle"); got != "castle" {
		t.Errorf("an unknown type is %#v, want the string as typed", got)
	}
	_, err = run(`{"game":"alhambra","round":1,"players":[{"name":"Ana","counts":{"castle":1},"wall":0},{"name":"Ben","counts":{},"wall":0}]}`)
	m, ok = message.Of(err)
	if !ok || m.Code != "tiles.input.type-unknown" {
		t.Fatalf("got %v, want type-unknown", err)
	}
	if got, ok := m.Params["Types"].(citybox.BuildingTypes); !ok || len(got) != len(Alhambra().Types) {
		t.Errorf("Types is %#v, want Alhambra's as citybox.BuildingTypes", m.Params["Types"])
	}
	if want := "the types are pavilion, seraglio, arcades, chambers, garden, tower"; !strings.Contains(m.String(), want) {
		t.Errorf("English %q lacks %q", m.String(), want)
	}
}
