package citygame

import (
	"bytes"
	"reflect"
	"testing"

	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// A Granada game with a city player with a reserve, a counted player with
// its highest values (ruling 6) and Pablo: the export, scored as
// `arrayan-cli score` scores it, gives the record's own result, and its
// import gives back the holdings.
func TestGranadaExportScoresLikeTheCLI(t *testing.T) {
	r, err := New("granada", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	steps := []func(Record) (Record, error){
		func(r Record) (Record, error) { return r.Place(0, GranadaPiece("park", 5, city.N), city.Pos{X: 1}) },
		func(r Record) (Record, error) { return r.Place(0, GranadaPiece("school", 8, city.N), city.Pos{X: 2}) },
		func(r Record) (Record, error) { return r.AddToReserve(0, GranadaPiece("park", 9, city.S)) },
		func(r Record) (Record, error) {
			return r.SetCounts(1, map[string]int{"park": 1, "school": 1}, 2, map[string]int{"park": 13, "school": 4})
		},
		func(r Record) (Record, error) { return r.GiveNeutral(GranadaPiece("school", 12, 0)) },
		func(r Record) (Record, error) { return r.TakeScoring() },
		func(r Record) (Record, error) { return r.GiveNeutral(GranadaPiece("park", 3, 0)) },
	}
	for i, s := range steps {
		if r, err = s(r); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
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
	last := scored.Scorings[1]
	if !reflect.DeepEqual(last.Result, cli) {
		t.Errorf("record %+v, CLI %+v", last.Result, cli)
	}
	for i := range r.Players {
		if want := scored.Scorings[0].Running[i] + cli.Players[i].Total; last.Running[i] != want {
			t.Errorf("player %d running %d, want %d", i, last.Running[i], want)
		}
	}
	back, err := r.Import(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Players, r.Players) || !reflect.DeepEqual(back.Neutral, r.Neutral) {
		t.Errorf("import of the export changed the holdings:\n%+v\n%+v", back.Players, r.Players)
	}
}
