package game

import (
	"errors"
	"slices"
	"testing"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
)

// playTo confirms g's entries before entry k and returns the record.
func playTo(t *testing.T, g tableGame, k int) Record {
	t.Helper()
	r, err := g.start.Record(g.ed)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range g.entries[:k] {
		if r, _, err = r.Confirm(g.ed, e); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
	}
	return r
}

// The holder of minor poem 1* stays from step to step until changed, and
// its 2 dinars of income are entered beforehand, at the end of a round
// and of the game [ES L901]; a table that forgets loses 2 PP.
func TestPoemOneHolderRemembered(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	r := playTo(t, g, 6) // entry 5 named Ben the holder
	if r.Entry.PoemOne != 2 || !slices.Equal(r.Entry.Income, []int{0, data.PoemOneIncome, 0, 0}) {
		t.Fatalf("after the start player step: poem_one %d, income %v", r.Entry.PoemOne, r.Entry.Income)
	}
	var err error
	for k := 6; k < 11; k++ { // round 2 to its start player step, the entries on the carried one
		e := r.Entry.Clone()
		if g.entries[k].Income != nil {
			e.Income = g.entries[k].Income
		}
		e.Corrected, e.Revealed = g.entries[k].Corrected, g.entries[k].Revealed
		if r, _, err = r.Confirm(g.ed, e); err != nil {
			t.Fatalf("entry %d: %v", k, err)
		}
		if r.Entry.PoemOne != 2 {
			t.Fatalf("entry %d: the holder is forgotten (%d)", k, r.Entry.PoemOne)
		}
	}
	// Ben (seat 1) becomes the start player again: the holder, not asked
	// again, is paid 2 PP.
	e := r.Entry.Clone()
	e.Chosen = 1
	_, changes, err := r.Confirm(g.ed, e)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(changes, func(c Change) bool { return c.Path == "players[1].pp" && c.New == c.Old+data.PoemOneStartPP }) {
		t.Errorf("the remembered holder is not paid: %v", changes)
	}
	// At the end of the game the income is the end of game's answer.
	r = playTo(t, g, 18)
	for k := 18; k < 24; k++ {
		e := r.Entry.Clone()
		if g.entries[k].Income != nil {
			e.Income = g.entries[k].Income
		}
		e.Chosen = g.entries[k].Chosen
		if r, _, err = r.Confirm(g.ed, e); err != nil {
			t.Fatalf("entry %d: %v", k, err)
		}
	}
	if r.Phase != PhaseFinal || r.Entry.PoemOne != 4 || len(r.Entry.Final) != 4 || r.Entry.Final[3].Income != data.PoemOneIncome {
		t.Errorf("the end of the game starts from %+v (phase %s)", r.Entry, r.Phase)
	}
}

// The building types held at a wish are carried to the next one, the end
// of the game's included: buildings stay built, nothing is typed twice.
func TestBuildingTypesCarryToTheNextWish(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	r := playTo(t, g, 13)
	e := g.entries[13].Clone()
	e.Holdings[0].Types = []data.BuildingType{data.Palace, data.Gate}
	r, _, err := r.Confirm(g.ed, e)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil || !slices.Equal(r.Types[0], []data.BuildingType{data.Palace, data.Gate}) {
		t.Fatalf("types kept %v, %v", r.Types, err)
	}
	for k := 14; k < 24; k++ {
		if r, _, err = r.Confirm(g.ed, g.entries[k]); err != nil {
			t.Fatalf("entry %d: %v", k, err)
		}
	}
	if r.Phase != PhaseFinal {
		t.Fatalf("phase %s", r.Phase)
	}
	if hs := r.Holdings(); !slices.Equal(hs[0].Types, []data.BuildingType{data.Palace, data.Gate}) || len(hs[1].Types) != 0 {
		t.Errorf("the end of the game starts from %+v", hs)
	}
	bad := r.Clone()
	bad.Types = [][]data.BuildingType{{"castle"}, nil, nil, nil}
	if bad.Check() == nil {
		t.Error("an unknown building type kept")
	}
}

// The last event turned up is none of the two already drawn: 3 of 14
// distinct tiles (RU L845–851).
func TestDuplicateEventRefused(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json") // active 8, future 5
	r := playTo(t, g, 10)
	for _, ev := range []int{8, 5} {
		e := g.entries[10].Clone()
		e.Revealed = ev
		var dup *DuplicateEvent
		if _, _, err := r.Confirm(g.ed, e); !errors.As(err, &dup) || dup.Event != ev {
			t.Errorf("event %d turned up again: %v", ev, err)
		}
	}
	if _, _, err := r.Confirm(g.ed, g.entries[10]); err != nil {
		t.Errorf("a new event refused: %v", err)
	}
}

// A game cannot start with the same event active and future.
func TestSameEventActiveAndFutureRefused(t *testing.T) {
	_, err := New([]Player{{Name: "Ana", PP: 5}, {Name: "Ben", PP: 5}}, 0, [3]string{"A", "B", "C"}, 1, &Events{Active: 5, Future: 5})
	var dup *DuplicateEvent
	if !errors.As(err, &dup) || dup.Event != 5 {
		t.Errorf("events 5 and 5: %v", err)
	}
}

// A step takes only what it asks for (ruling 18) and the holder of minor
// poem 1* is kept until the start-player step changes it (ruling 17): a
// replay's entry giving a value to a step that does not take it stops
// there with a *BadEntry naming the field, never dropping it; holdings
// are counted in full and checked as "sabika wishes" checks them.
func TestReplayStepTakesOnlyWhatItAsks(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	cases := []struct {
		name  string
		k     int // the entry edited
		edit  func(*Entry)
		field string
	}{
		{"a tile at round 2's narrator (space 3)", 7, func(e *Entry) { e.Tile = 3 }, "tile"},
		{"holdings at round 2's narrator", 7, func(e *Entry) { e.Holdings = make([]sabika.WishHoldings, 4) }, "holdings"},
		{"an event at a space without the symbol", 4, func(e *Entry) { e.Revealed = 9 }, "revealed"},
		{"an event at the second change", 16, func(e *Entry) { e.Revealed = 9 }, "revealed"},
		{"a holder at the income step", 6, func(e *Entry) { e.PoemOne = 3 }, "poem_one"},
		{"nobody at the income step", 6, func(e *Entry) { e.PoemOne = 0 }, "poem_one"},
		{"consolidated above presence", 13, func(e *Entry) { e.Holdings[1].Presence = 1 }, "holdings[1].consolidated"},
		{"more minor poems than poem cards", 24, func(e *Entry) { e.Holdings[2].BluePoems = 1 }, "holdings[2].poems"},
	}
	for _, c := range cases {
		entries := make([]Entry, len(g.entries))
		for i, e := range g.entries {
			entries[i] = e.Clone()
		}
		c.edit(&entries[c.k])
		_, err := Replay(g.ed, g.start, entries)
		var refused *Refused
		var bad *BadEntry
		if !errors.As(err, &refused) || refused.Entry != c.k || !errors.As(err, &bad) || bad.Field != c.field {
			t.Errorf("%s: want entries[%d] refused at %s, got %v", c.name, c.k, c.field, err)
		}
	}
	// Left out, the holder is kept at every step: Ben, named at entry 5,
	// is paid his 2 PP on becoming start player at entry 11 (round 2).
	entries := slices.Clone(g.entries[:12])
	entries[11].Chosen = 1
	r, err := Replay(g.ed, g.start, entries)
	if err != nil {
		t.Fatal(err)
	}
	if r.Entry.PoemOne != 2 || !slices.ContainsFunc(r.Log[11].Changes, func(c Change) bool { return c.Path == "players[1].pp" }) {
		t.Errorf("the holder left out is not kept: poem_one %d, %v", r.Entry.PoemOne, r.Log[11].Changes)
	}
	// Given as it is, or to the start-player step, it is taken.
	entries = slices.Clone(g.entries)
	entries[6].PoemOne = 2
	entries[11].PoemOne = 0 // nobody from round 3
	if r, err = Replay(g.ed, g.start, entries[:13]); err != nil || r.Entry.PoemOne != 0 {
		t.Errorf("the holder given: poem_one %d, %v", r.Entry.PoemOne, err)
	}
}
