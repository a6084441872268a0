package citygame

import (
	"testing"

	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// Counts entered for one player are checked against the cities, reserves
// and counts of the others, as the quick score checks its fields.
func TestCheckCounts(t *testing.T) {
	r, err := New("granada", "", "", []string{"Ana", "Ben", "Cai"})
	if err != nil {
		t.Fatal(err)
	}
	if r, err = r.Place(0, GranadaPiece("park", 9, 0), city.Pos{X: 1}); err != nil {
		t.Fatal(err)
	}
	if r, err = r.AddToReserve(0, GranadaPiece("park", 4, 0)); err != nil {
		t.Fatal(err)
	}
	g, _ := tiles.GameByID("granada")
	box := g.BoxCount("park") // reference granada.md: 12 faces of each type
	count := tiles.Field{Kind: tiles.KindCount, Type: "park"}
	if e := r.CheckCounts(1, count, box-2, nil, nil); e != nil {
		t.Errorf("%d parks refused beside Ana's 2: %v", box-2, e)
	}
	if e := r.CheckCounts(1, count, box-1, nil, nil); e == nil || e.Rule != tiles.RuleBoxLimit || e.Left != box-2 {
		t.Errorf("%d parks beside Ana's 2: %+v", box-1, e)
	}
	best := tiles.Field{Kind: tiles.KindBest, Type: "park"}
	if e := r.CheckCounts(1, best, 9, map[string]int{"park": 1}, nil); e == nil || e.Rule != tiles.RuleFaceTaken || e.Holder != 0 {
		t.Errorf("park 9, in Ana's city: %+v", e)
	}
	if e := r.CheckCounts(1, best, 14, map[string]int{"park": 1}, nil); e == nil || e.Rule != tiles.RuleValueRange {
		t.Errorf("park 14: %+v", e)
	}
	edge := tiles.Field{Kind: tiles.KindEdge}
	if e := r.CheckCounts(1, edge, 7, map[string]int{"park": 2}, nil); e == nil || e.Rule != tiles.RuleEdgeLimit {
		t.Errorf("a moat of 7 on 2 buildings: %+v", e)
	}
}
