package citygame

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

func piece(t testing.TB, id string) Piece {
	t.Helper()
	p, ok := AlhambraPiece(id)
	if !ok {
		t.Fatalf("no tile %s", id)
	}
	return p
}

type move struct {
	player int
	id     string
	x, y   int
}

// play places tiles one by one (each at a square Hints offers) and takes
// the next scoring.
func play(t *testing.T, r Record, moves []move) Record {
	t.Helper()
	for _, m := range moves {
		pc := piece(t, m.id)
		hints, err := r.Hints(m.player, pc)
		if err != nil {
			t.Fatal(err)
		}
		offered := false
		for _, h := range hints {
			offered = offered || h.At == (city.Pos{X: m.x, Y: m.y})
		}
		if !offered {
			t.Fatalf("%s at (%d, %d) is not among the hints %v", m.id, m.x, m.y, hints)
		}
		if r, err = r.Place(m.player, pc, city.Pos{X: m.x, Y: m.y}); err != nil {
			t.Fatal(err)
		}
	}
	r, err := r.TakeScoring()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestFourPlayerGame plays three scorings of a 4-player Alhambra game
// through the record. The expected totals are worked by hand from the
// rulebook's points table ("Recuentos de puntos": round 1 pays the 1st
// place 1/2/3/4/5/6 for pavilion…tower; round 2 8/1, 9/2, 10/3, 11/4,
// 12/5, 13/6; round 3 16/8/1 … 21/13/6), ties sharing the places they
// occupy rounded down (ruling 5), plus one point per wall of the longest
// outer wall (rulings 1, 2).
func TestFourPlayerGame(t *testing.T) {
	r, err := New("alhambra", "", "", []string{"Ana", "Ben", "Cai", "Dan"})
	if err != nil {
		t.Fatal(err)
	}
	// Round 1. Ana arcades (wall N): 3 + wall 1 = 4. Ben tower (S): 6 + 1
	// = 7. Cai garden (no wall): 5. Dan 2 pavilions (one wall N): 1 + 1 = 2.
	r = play(t, r, []move{{0, "arcades-8-a", 1, 0}, {1, "tower-11-b", 1, 0}, {2, "garden-10-c", 1, 0},
		{3, "pavilion-6", 1, 0}, {3, "pavilion-8", -1, 0}})
	checkTotals(t, r, []int{4, 7, 5, 2}, []int{4, 7, 5, 2})
	// Round 2. Ana adds a tower (N): walls N N in a row = 2; arcades tied
	// with Dan share 1st+2nd (10+3)/2 = 6; tower 2nd behind Ben 6: 14.
	// Ben 2 towers 13 + wall 1 = 14. Cai 2 gardens 12 + wall (S) 1 = 13.
	// Dan pavilions 8 + arcades 6 + wall 1 = 15.
	r = play(t, r, []move{{0, "tower-11-a", 2, 0}, {1, "tower-11-c", -1, 0}, {2, "garden-12", -1, 0}, {3, "arcades-9", 2, 0}})
	checkTotals(t, r, []int{14, 14, 13, 15}, []int{18, 21, 18, 17})
	// Round 3. Ana adds a garden (E): arcades shared (18+10)/2 = 14,
	// garden 2nd 12, tower 2nd 13, wall 2: 41. Ben chambers 19, towers 21,
	// wall 1: 41. Cai 3 gardens 20, wall 1: 21. Dan 3 pavilions 16,
	// arcades 14, wall 1: 31.
	r = play(t, r, []move{{0, "garden-9", 3, 0}, {1, "chambers-10", 0, 1}, {2, "garden-10-a", 2, 0}, {3, "pavilion-7", 3, 0}})
	checkTotals(t, r, []int{41, 41, 21, 31}, []int{59, 62, 39, 48})
	if !r.Final() {
		t.Error("three scorings taken but not final")
	}
	want := []Rank{{1, 62, 1}, {0, 59, 2}, {3, 48, 3}, {2, 39, 4}}
	if got := r.Ranking(); !reflect.DeepEqual(got, want) {
		t.Errorf("ranking %v, want %v", got, want)
	}
	if _, err := r.TakeScoring(); err == nil {
		t.Error("a fourth scoring was taken")
	}
	// The record survives its JSON form.
	data, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Ranking(), want) || len(back.Scorings) != 3 {
		t.Error("the loaded record differs")
	}
}

func checkTotals(t *testing.T, r Record, round, running []int) {
	t.Helper()
	s := r.Scorings[len(r.Scorings)-1]
	for i, p := range s.Result.Players {
		if p.Total != round[i] {
			t.Errorf("round %d, %s: %d points (%v), want %d", s.Round, p.Name, p.Total, p.Points, round[i])
		}
	}
	if !reflect.DeepEqual(s.Running, running) {
		t.Errorf("round %d: running totals %v, want %v", s.Round, s.Running, running)
	}
}

// TestExportScoresLikeTheCLI feeds the export to the CLI's own path
// (tiles.DecodeTable then tiles.Score, as cmd/arrayan-cli's scoreTiles) and
// compares with the record's scoring; then imports it back.
func TestExportScoresLikeTheCLI(t *testing.T) {
	r := sampleGame(t)
	data, err := r.Export()
	if err != nil {
		t.Fatal(err)
	}
	table, err := tiles.DecodeTable(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the CLI refuses the export: %v\n%s", err, data)
	}
	cli, err := tiles.Score(table)
	if err != nil {
		t.Fatal(err)
	}
	scored, err := r.TakeScoring()
	if err != nil {
		t.Fatal(err)
	}
	if got := scored.Scorings[len(scored.Scorings)-1].Result; !reflect.DeepEqual(got, cli) {
		t.Errorf("record %+v, CLI %+v", got, cli)
	}
	back, err := r.Import(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Players, r.Players) || !reflect.DeepEqual(back.Neutral, r.Neutral) {
		t.Errorf("import of the export changed the holdings:\n%+v\n%+v", back.Players, r.Players)
	}
}

// sampleGame is a 2-player Alhambra game after one scoring: a city player,
// a counted player and Dirk, with a reserve.
func sampleGame(t *testing.T) Record {
	r, err := New("alhambra", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	steps := []func(Record) (Record, error){
		func(r Record) (Record, error) { return r.Place(0, piece(t, "arcades-8-a"), city.Pos{X: 1}) },
		func(r Record) (Record, error) { return r.AddToReserve(0, piece(t, "tower-9-a")) },
		func(r Record) (Record, error) {
			return r.SetCounts(1, map[string]int{"tower": 2, "garden": 1}, 3, nil)
		},
		func(r Record) (Record, error) { return r.GiveNeutral(piece(t, "garden-9")) },
		func(r Record) (Record, error) { return r.TakeScoring() },
		func(r Record) (Record, error) { return r.Place(0, piece(t, "pavilion-8"), city.Pos{X: -1}) },
	}
	for i, s := range steps {
		if r, err = s(r); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	return r
}

func TestImportRefusals(t *testing.T) {
	r := sampleGame(t)
	good, _ := r.Export()
	tests := map[string]string{
		"not JSON":      `{"game":`,
		"foreign":       `{"game":"marcopolo","players":[]}`,
		"other game":    strings.Replace(string(good), `"alhambra"`, `"granada"`, 1),
		"other round":   strings.Replace(string(good), `"round": 2`, `"round": 3`, 1),
		"unknown field": strings.Replace(string(good), `"round": 2`, `"round": 2, "colour": 1`, 1),
		"unknown tile":  strings.Replace(string(good), `"value": 8`, `"value": 99`, 1),
	}
	for name, in := range tests {
		t.Run(name, func(t *testing.T) {
			before, _ := r.Marshal()
			got, err := r.Import([]byte(in))
			var ie *ImportError
			if !errors.As(err, &ie) {
				t.Fatalf("accepted or wrong error: %v", err)
			}
			// the reason is a message the app words, about the file's field
			if m, ok := message.Of(err); !ok || m.Code == "" || m.Field != ie.Field || !strings.HasSuffix(err.Error(), m.String()) {
				t.Errorf("%v says %+v", err, m)
			}
			after, _ := got.Marshal()
			if !bytes.Equal(before, after) {
				t.Error("a refused import changed the record")
			}
		})
	}
}

func TestUsageAndDuplicates(t *testing.T) {
	r := sampleGame(t)
	used := Usage(r)
	for key, path := range map[string]string{"arcades-8-a": "players[0].city[0]", "tower-9-a": "players[0].reserve[0]", "garden-9": "neutral.pieces[0]"} {
		if got := used[key]; len(got) != 1 || got[0] != path {
			t.Errorf("%s used at %v, want %s", key, got, path)
		}
	}
	if _, err := r.Place(0, piece(t, "garden-9"), city.Pos{X: 2}); err == nil {
		t.Error("Dirk's tile was placed in a city too")
	}
	r.Players[0].Reserve = append(r.Players[0].Reserve, piece(t, "arcades-8-a"))
	d := Duplicates(r)
	if len(d) != 1 || !reflect.DeepEqual(d[0].Paths, []string{"players[0].city[0]", "players[0].reserve[1]"}) {
		t.Errorf("duplicates %v", d)
	}
	data, _ := r.Marshal()
	_, err := Load(data)
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Field != "players[0].reserve[1]" || !strings.Contains(fe.Error(), "players[0].city[0]") {
		t.Errorf("load of a tile used twice: %v", err)
	}
}

func TestGranadaUsage(t *testing.T) {
	r, err := New("granada", "", "", []string{"Ana", "Ben", "Cai"})
	if err != nil {
		t.Fatal(err)
	}
	park5 := GranadaPiece("park", 5, city.N)
	if r, err = r.Place(0, park5, city.Pos{X: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Place(1, GranadaPiece("park", 5, 0), city.Pos{X: 1}); err == nil {
		t.Error("park 5 was placed twice")
	}
	for _, bad := range []Piece{GranadaPiece("park", 14, 0), GranadaPiece("park", 1, 0), GranadaPiece("castle", 5, 0), GranadaPiece("park", 6, city.N|city.E|city.S|city.W)} {
		if _, err := r.Place(1, bad, city.Pos{X: 1}); err == nil {
			t.Errorf("%+v was placed", bad)
		}
	}
}

func TestLoadRefusals(t *testing.T) {
	r := sampleGame(t)
	good, _ := r.Marshal()
	if _, err := Load(good); err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct{ from, to, field string }{
		"newer":          {`"arrayan_game":1`, `"arrayan_game":2`, "arrayan_game"},
		"unknown field":  {`"game":"alhambra"`, `"game":"alhambra","x":1`, ""},
		"colour":         {`"colour":1`, `"colour":0`, "players[1].colour"},
		"tile walls":     {`"edges":"N"`, `"edges":"S"`, "players[0].city[0].piece"},
		"tampered score": {`"total":4`, `"total":40`, "scorings[0].result"},
		"start square":   {`"x":1,"y":0`, `"x":0,"y":0`, "players[0].city[0]"},
		"deals":          {`"deals":0`, `"deals":7`, "neutral.deals"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			in := strings.Replace(string(good), tc.from, tc.to, 1)
			if in == string(good) {
				t.Fatalf("%q not in %s", tc.from, good)
			}
			_, err := Load([]byte(in))
			var fe *FieldError
			if !errors.As(err, &fe) || (tc.field != "" && fe.Field != tc.field) {
				t.Errorf("got %v, want a refusal at %s", err, tc.field)
			}
		})
	}
}

// TestNeutralReminders follows Dirk through a game: 6 tiles at setup, 6
// after the first scoring, a third of the bag rounded down after the
// second (Alhambra rulebook, 2-player rules); Granada rounds a third.
func TestNeutralReminders(t *testing.T) {
	r, err := New("alhambra", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	if got, due := r.Reminder(r.BagLeft()); !due || got != (Reminder{Deal: 1, Tiles: 6}) {
		t.Fatalf("at setup: %v %v", got, due)
	}
	if r.BagLeft() != 50 {
		t.Errorf("bag %d at setup, want 54 − 4 on the market", r.BagLeft())
	}
	if r, err = r.CompleteDeal(); err != nil {
		t.Fatal(err)
	}
	if _, due := r.Reminder(0); due {
		t.Error("a deal due right after the setup deal")
	}
	if _, err := r.CompleteDeal(); err == nil {
		t.Error("a deal completed twice")
	}
	r, _ = r.SetCounts(0, map[string]int{}, 0, nil)
	r, _ = r.SetCounts(1, map[string]int{}, 0, nil)
	r, _ = r.TakeScoring()
	if got, due := r.Reminder(0); !due || got != (Reminder{Deal: 2, Tiles: 6}) {
		t.Fatalf("after scoring 1: %v %v", got, due)
	}
	r, _ = r.CompleteDeal()
	r, _ = r.TakeScoring()
	if got, _ := r.Reminder(20); got != (Reminder{Deal: 3, Tiles: 6}) {
		t.Errorf("after scoring 2 with 20 in the bag: %v, want 6 (rounded down)", got)
	}
	r.Game = "granada"
	if got, _ := r.Reminder(20); got.Tiles != 7 {
		t.Errorf("Granada, 20 in the bag: %d, want 7 (rounded)", got.Tiles)
	}
	four, _ := New("alhambra", "", "", []string{"A", "B", "C", "D"})
	if _, due := four.Reminder(50); due {
		t.Error("a 4-player game has a neutral deal")
	}
}

// Operations return new records and never change the one they are given,
// so a screen may keep earlier records for undo.
func TestOperationsKeepTheirInput(t *testing.T) {
	r0, _ := New("alhambra", "", "", []string{"Ana", "Ben", "Cai"})
	r1, err := r0.Place(0, piece(t, "tower-13"), city.Pos{X: 1})
	if err != nil {
		t.Fatal(err)
	}
	r2, err := r1.ToReserve(0, city.Pos{X: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(r0.Players[0].City) != 0 || len(r1.Players[0].City) != 1 || len(r1.Players[0].Reserve) != 0 || len(r2.Players[0].Reserve) != 1 {
		t.Fatal("an operation changed the record it was given")
	}
}

func TestOperationsRefuse(t *testing.T) {
	r := sampleGame(t)
	tests := map[string]func() (Record, error){
		"place on an occupied square": func() (Record, error) { return r.Place(0, piece(t, "tower-13"), city.Pos{X: 1}) },
		"place out of reach":          func() (Record, error) { return r.Place(0, piece(t, "tower-13"), city.Pos{X: 5}) },
		"mismatched walls":            func() (Record, error) { return r.Place(0, piece(t, "tower-10"), city.Pos{X: 2}) },
		"unknown id": func() (Record, error) {
			return r.Place(0, Piece{ID: "tower-99", Type: "tower", Value: 99}, city.Pos{X: 2})
		},
		"counted player's city":     func() (Record, error) { return r.Place(1, piece(t, "tower-13"), city.Pos{X: 1}) },
		"no such player":            func() (Record, error) { return r.Place(5, piece(t, "tower-13"), city.Pos{X: 1}) },
		"move to a hole":            func() (Record, error) { return r.Move(0, city.Pos{X: 1}, city.Pos{X: 3}) },
		"remove an empty square":    func() (Record, error) { return r.Remove(0, city.Pos{X: 4}) },
		"reserve tile out of range": func() (Record, error) { return r.FromReserve(0, 3, city.Pos{X: 2}) },
	}
	for name, op := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := op()
			if err == nil {
				t.Fatal("accepted")
			}
			// the refusal is a message the app words, about a field
			if m, ok := message.Of(err); !ok || !strings.HasPrefix(m.Code, "citygame.") || m.Field == "" {
				t.Errorf("%v says %+v", err, m)
			}
		})
	}
	moved, err := r.Move(0, city.Pos{X: 1}, city.Pos{Y: -1})
	if err != nil || moved.Players[0].City[0].Y != -1 {
		t.Errorf("move: %v", err)
	}
	placed, err := r.FromReserve(0, 0, city.Pos{X: 1, Y: 1})
	if err != nil || len(placed.Players[0].Reserve) != 0 {
		t.Errorf("from reserve: %v", err)
	}
	broken, err := r.Remove(0, city.Pos{X: -1})
	if err != nil {
		t.Fatal(err)
	}
	if broken, err = broken.Replace(0, city.Pos{X: 1}, piece(t, "tower-10")); err != nil {
		t.Fatal(err)
	}
	if vs := broken.Check(0); len(vs) != 2 || vs[0].Rule != city.RuleEdgeMismatch || vs[1].Rule != city.RuleUnreachable {
		t.Errorf("violations after a bad replacement: %v", vs)
	}
	if _, err := broken.TakeScoring(); err == nil {
		t.Error("an illegal city was scored")
	}
}

func FuzzImport(f *testing.F) {
	r, _ := New("alhambra", "", "", []string{"Ana", "Ben"})
	r, _ = r.Place(0, Piece{ID: "tower-13", Type: "tower", Value: 13, Edges: "E"}, city.Pos{X: -1})
	good, _ := r.Export()
	f.Add(good)
	f.Add([]byte(`{"game":"alhambra","round":1,"players":[{"name":"A","counts":{"tower":1},"wall":1},{"name":"B","counts":{},"wall":0}],"dummy":{"name":"","buildings":[]}}`))
	f.Add([]byte(`{"game":"alhambra","round":1,"players":[{"name":"A","city":[{"x":5,"y":5,"start":true},{"x":6,"y":5,"type":"tower","value":9}]},{"name":"B","counts":{},"wall":0}],"dummy":{"name":"","buildings":[{"type":"tower","value":9}]}}`))
	before, _ := r.Marshal()
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := r.Import(data)
		if err != nil {
			after, _ := got.Marshal()
			if !bytes.Equal(before, after) {
				t.Fatal("a refused import changed the record")
			}
			return
		}
		if err := got.Validate(); err != nil {
			t.Fatalf("an accepted import is not a valid record: %v", err)
		}
		again, err := got.Export()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := got.Import(again); err != nil {
			t.Fatalf("the export of an import is refused: %v", err)
		}
	})
}

func FuzzLoad(f *testing.F) {
	r, _ := New("granada", "simple", "", []string{"Ana", "Ben"})
	r, _ = r.Place(0, GranadaPiece("park", 5, city.N), city.Pos{X: 1})
	r, _ = r.GiveNeutral(GranadaPiece("park", 6, 0))
	r, _ = r.SetCounts(1, map[string]int{"park": 1}, 0, map[string]int{"park": 9})
	r, _ = r.TakeScoring()
	good, _ := r.Marshal()
	f.Add(good)
	f.Add([]byte(`{"arrayan_game":1,"game":"alhambra","players":[],"scorings":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := Load(data)
		if err != nil {
			return
		}
		again, err := got.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Load(again); err != nil {
			t.Fatalf("a loaded record does not load again: %v", err)
		}
	})
}

// TestGranadaTwoPlayers scores Granada's scoring A with Pablo: majorities
// ×1 the buildings of the type in every city and Pablo's holding (ruling 6,
// "Recuento A"), ties to the highest value, Pablo scoring no moat.
func TestGranadaTwoPlayers(t *testing.T) {
	r, err := New("granada", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	steps := []func(Record) (Record, error){
		func(r Record) (Record, error) { return r.Place(0, GranadaPiece("park", 5, city.N), city.Pos{X: 1}) },
		func(r Record) (Record, error) { return r.Place(0, GranadaPiece("park", 8, city.N), city.Pos{X: 2}) },
		func(r Record) (Record, error) { return r.Place(1, GranadaPiece("park", 13, 0), city.Pos{X: 1}) },
		func(r Record) (Record, error) { return r.Place(1, GranadaPiece("park", 2, 0), city.Pos{Y: 1}) },
		func(r Record) (Record, error) { return r.GiveNeutral(GranadaPiece("park", 3, 0)) },
		func(r Record) (Record, error) { return r.TakeScoring() },
	}
	for i, s := range steps {
		if r, err = s(r); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	res := r.Scorings[0].Result
	// 5 parks in play; Ana and Ben hold 2 each, Ben's 13 beats Ana's 8:
	// Ben 1st, 5 × 1 = 5. Ana: moats N N in a row, 2.
	if res.Players[0].Total != 2 || res.Players[1].Total != 5 || res.Dummy == nil || res.Dummy.Total != 0 {
		t.Errorf("result %+v, dummy %+v", res.Players, res.Dummy)
	}
}

// TestImportMatchesFaces gives imported Alhambra tiles the catalogue ids
// of their faces: walls in a city must exist as given; a reserve tile
// without walls recorded takes any tile of its type and price.
func TestImportMatchesFaces(t *testing.T) {
	r, _ := New("alhambra", "", "", []string{"Ana", "Ben", "Cai"})
	in := `{"game":"alhambra","round":1,"players":[
	 {"name":"Ana","city":[{"x":3,"y":3,"start":true},{"x":4,"y":3,"type":"tower","value":9,"walls":"NE"}],"reserve":[{"type":"tower","value":9}]},
	 {"name":"Ben","counts":{"tower":1},"wall":0},
	 {"name":"Cai","city":[{"x":0,"y":0,"start":true}]}]}`
	got, err := r.Import([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	a := got.Players[0]
	if a.City[0].Piece.ID != "tower-9-b" || a.City[0].X != 1 || a.City[0].Y != 0 || a.Reserve[0].ID != "tower-9-a" {
		t.Errorf("Ana %+v", a)
	}
	if !got.Players[1].Counted || got.Players[1].Counts["tower"] != 1 {
		t.Errorf("Ben %+v", got.Players[1])
	}
	noWalls := strings.Replace(in, `"walls":"NE"`, `"walls":""`, 1)
	if _, err := r.Import([]byte(noWalls)); err == nil {
		t.Error("a tower 9 without walls was imported into a city (the box has none)")
	}
}
