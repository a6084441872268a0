package citygame

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestImportRefusesBrokenCities (issue: a city import took content that
// breaks the building rules): a file with two start tiles on one square,
// a tile walled off from the start, or 99 towers is refused with every
// violation listed, and the record stays as it was.
func TestImportRefusesBrokenCities(t *testing.T) {
	r, _ := New("alhambra", "", "", []string{"A", "B", "C"})
	start := `{"x":0,"y":0,"start":true}`
	tests := map[string]struct{ file, rule string }{
		"two starts": {`{"game":"alhambra","round":1,"players":[{"name":"A","city":[` + start + `,` + start + `]},{"name":"B","counts":{},"wall":0},{"name":"C","counts":{},"wall":0}]}`, "start"},
		"walled off": {`{"game":"alhambra","round":1,"players":[{"name":"A","city":[` + start + `,{"x":1,"y":0,"type":"pavilion","value":2,"walls":"NEW"}]},{"name":"B","counts":{},"wall":0},{"name":"C","counts":{},"wall":0}]}`, "unreachable"},
		"99 towers":  {`{"game":"alhambra","round":1,"players":[{"name":"A","counts":{"tower":99},"wall":0},{"name":"B","counts":{},"wall":0},{"name":"C","counts":{},"wall":0}]}`, "too-many"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := r.Import([]byte(tc.file))
			var ie *ImportError
			if !errors.As(err, &ie) {
				t.Fatalf("accepted: %v", got.Players[0])
			}
			if !slices.ContainsFunc(ie.Violations, func(v tiles.Violation) bool { return v.Rule == tc.rule }) {
				t.Errorf("violations %v lack %s", ie.Violations, tc.rule)
			}
			if len(got.Players[0].City) != 0 || got.Players[0].Counted {
				t.Error("a refused import changed the record")
			}
		})
	}
}

// TestImportChanges: what an import changes is listed before it applies;
// a file of the record's own holdings changes nothing.
func TestImportChanges(t *testing.T) {
	r, _ := New("alhambra", "", "", []string{"Ana", "Ben"})
	r, _ = r.Place(0, piece(t, "tower-11-a"), city.Pos{X: 1})
	r, _ = r.AddToReserve(0, piece(t, "garden-9"))
	own, _ := r.Export()
	same, err := r.Import(own)
	if err != nil {
		t.Fatal(err)
	}
	if ch := r.Changes(same); len(ch) != 0 {
		t.Errorf("its own export changes %v", ch)
	}
	start := `{"x":0,"y":0,"start":true}`
	file := `{"game":"alhambra","round":1,"players":[{"name":"Ana","city":[` + start + `,{"x":0,"y":-1,"type":"tower","value":11,"walls":"N"}]},{"name":"Bea","counts":{"garden":1},"wall":0}],"dummy":{"name":"Tío","buildings":[{"type":"pavilion","value":2}]}}`
	to, err := r.Import([]byte(file))
	if err != nil {
		t.Fatal(err)
	}
	want := []Change{
		{Kind: ChangeCity, Player: 0, Added: 1, Removed: 1},
		{Kind: ChangeReserve, Player: 0, Removed: 1},
		{Kind: ChangeName, Player: 1, Old: "Ben", New: "Bea"},
		{Kind: ChangeToCounts, Player: 1},
		{Kind: ChangeNeutralName, Player: -1, Old: "", New: "Tío"},
		{Kind: ChangeNeutral, Player: -1, Added: 1},
	}
	if got := r.Changes(to); !reflect.DeepEqual(got, want) {
		t.Errorf("changes\n%+v, want\n%+v", got, want)
	}
}
