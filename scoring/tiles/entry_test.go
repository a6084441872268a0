package tiles

import "testing"

func TestCheckEntry(t *testing.T) {
	two := func() Table {
		return Table{Game: "granada", Round: 1,
			Players: []Player{
				{Name: "A", Counts: map[string]int{"library": 3}, Best: map[string]int{"library": 9}},
				{Name: "B", Counts: map[string]int{"library": 2}},
			},
			Dummy: &Dummy{Counts: map[string]int{"library": 1}, Best: map[string]int{"library": 5}},
		}
	}
	lo, hi := Granada().ValueRange("library")
	box := Granada().BoxCount("library")
	cases := []struct {
		name string
		at   Field
		n    int
		want *EntryError
	}{
		{"count fits", Field{1, KindCount, "library"}, box - 4, nil},
		{"count over the box", Field{1, KindCount, "library"}, box - 3, &EntryError{At: Field{1, KindCount, "library"}, Rule: RuleBoxLimit, Limit: box, Left: box - 4}},
		{"neutral's count counts the players only", Field{Neutral, KindCount, "library"}, box - 5, nil},
		{"best below the tiles", Field{1, KindBest, "library"}, lo - 1, &EntryError{At: Field{1, KindBest, "library"}, Rule: RuleValueRange, Limit: lo, Left: hi}},
		{"best above the tiles", Field{1, KindBest, "library"}, hi + 1, &EntryError{At: Field{1, KindBest, "library"}, Rule: RuleValueRange, Limit: lo, Left: hi}},
		{"best held by a player", Field{1, KindBest, "library"}, 9, &EntryError{At: Field{1, KindBest, "library"}, Rule: RuleFaceTaken, Holder: 0, Name: "A"}},
		{"best held by the neutral", Field{1, KindBest, "library"}, 5, &EntryError{At: Field{1, KindBest, "library"}, Rule: RuleFaceTaken, Holder: Neutral, Name: "Pablo"}},
		{"own best again", Field{0, KindBest, "library"}, 9, nil},
		{"edge fits", Field{0, KindEdge, ""}, 3 * Granada().MaxFeatures, nil},
		{"edge too long", Field{0, KindEdge, ""}, 3*Granada().MaxFeatures + 1, &EntryError{At: Field{0, KindEdge, ""}, Rule: RuleEdgeLimit, Limit: 3 * Granada().MaxFeatures}},
	}
	for _, c := range cases {
		got := Granada().CheckEntry(two(), c.at, c.n)
		if (got == nil) != (c.want == nil) || got != nil && *got != *c.want {
			t.Errorf("%s: CheckEntry(%+v, %d) = %+v, want %+v", c.name, c.at, c.n, got, c.want)
		}
	}
}

func TestOverBox(t *testing.T) {
	box := Alhambra().BoxCount("tower")
	tbl := Table{Game: "alhambra", Round: 1, Players: []Player{
		{Name: "A", Counts: map[string]int{"tower": box}}, {Name: "B", Counts: map[string]int{"tower": 1}},
	}}
	want := EntryError{At: Field{AnyHolder, KindCount, "tower"}, Rule: RuleBoxLimit, Limit: box, Left: box + 1}
	if got := Alhambra().OverBox(tbl); got == nil || *got != want {
		t.Errorf("OverBox = %+v, want %+v", got, want)
	}
	tbl.Players[1].Counts["tower"] = 0
	if got := Alhambra().OverBox(tbl); got != nil {
		t.Errorf("OverBox of a full box = %+v, want nil", got)
	}
}
