package yusuf

import (
	"errors"
	"testing"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// fieldOf is the field an input error names, "" for any other error.
func fieldOf(err error) string {
	var in *InputError
	if errors.As(err, &in) {
		return in.Field
	}
	return ""
}

// isRule reports whether err is a broken rule (exit 3 in the CLI).
func isRule(err error) bool {
	var r *RuleError
	return errors.As(err, &r)
}

// A doctored state is refused by the one state check, which names the
// field: the components and the rules decide what his holdings can be.
func TestStateCheckNamesTheField(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*State)
		field  string
	}{
		{"duplicate minor poems", func(st *State) {
			st.Holdings.MinorPoems, st.Holdings.MajorPoems, st.Holdings.Carvings = []int{7, 7}, []string{"B2"}, 3
		}, "holdings.minor_poems[1]"},
		{"the same city twice", func(st *State) {
			st.Holdings.Cities = append(st.Holdings.Cities, City{Name: "test-city-0"})
			st.Holdings.ShipsInGranada--
		}, "holdings.cities[1].name"},
		{"an empty city name", func(st *State) {
			st.Holdings.Cities = append(st.Holdings.Cities, City{Name: ""})
			st.Holdings.ShipsInGranada--
		}, "holdings.cities[1].name"},
		{"a direction mark in a city", func(st *State) { st.Holdings.Cities[0].Name = "Ragusa\u202e" }, "holdings.cities[0].name"},
		{"a control character in a city", func(st *State) { st.Holdings.Cities[0].Name = "Ra\x1b[2Jgusa" }, "holdings.cities[0].name"},
		{"an unknown major poem", func(st *State) {
			st.Holdings.MinorPoems, st.Holdings.MajorPoems, st.Holdings.Carvings = []int{22}, []string{"ZZZ"}, 2
		}, "holdings.major_poems[0]"},
		{"F1 in the solo game", func(st *State) {
			st.Holdings.MinorPoems, st.Holdings.MajorPoems, st.Holdings.Carvings = []int{22}, []string{"F1"}, 2
		}, "holdings.major_poems[0]"},
		{"the same major poem in both alphabets", func(st *State) {
			st.Holdings.MinorPoems, st.Holdings.MajorPoems, st.Holdings.Carvings = []int{22, 21, 20}, []string{"C3", "В3"}, 5
		}, "holdings.major_poems[1]"},
		{"a major poem out of turn", func(st *State) {
			st.Holdings.MajorPoems, st.Holdings.Carvings = []string{"B2"}, 1
		}, "holdings.major_poems"},
		{"favour 10⁹", func(st *State) { st.Holdings.Favour = 1_000_000_000 }, "holdings.favour"},
		{"favour without a major building", func(st *State) { st.Holdings.Favour = 1 }, "holdings.favour"},
		{"the unused activated field", func(st *State) { st.Activated = &struct{}{} }, "activated"},
		{"no seal", func(st *State) { st.Holdings.Seals = 0 }, "holdings.seals"},
		{"no consolidated city", func(st *State) { st.Holdings.Cities[0].Consolidated = false }, "holdings.cities"},
		{"PP beyond any game", func(st *State) { st.PP = 1 << 62 }, "pp"},
		{"a huge tile number", func(st *State) {
			st.Holdings.MajorBuildings, st.Holdings.Favour = []Building{{Number: 1 << 40, Type: "gate"}}, 1
		}, "holdings.major_buildings[0].number"},
		{"22 major buildings", func(st *State) {
			for range MajorBuildingTiles + 1 {
				st.Holdings.MajorBuildings = append(st.Holdings.MajorBuildings, Building{Number: 1, Type: "gate"})
			}
			st.Holdings.Favour = MajorBuildingTiles + 1
		}, "holdings.major_buildings"},
	} {
		c, st := newTestGame(t, 4)
		tc.change(&st)
		err := st.Validate(c)
		if got := fieldOf(err); got != tc.field {
			t.Errorf("%s: field %q (%v), want %q", tc.name, got, err, tc.field)
		}
	}
	c, st := newTestGame(t, 4)
	st.Holdings.MinorPoems, st.Holdings.MajorPoems, st.Holdings.Carvings = []int{22, 21}, []string{"В3"}, 3
	if err := st.Validate(c); err != nil {
		t.Errorf("a poem in the Russian copy's letters is refused: %v", err)
	}
}

// The city of his first ship is a name a player can read: not empty, no
// control character, no direction mark.
func TestStartCityIsChecked(t *testing.T) {
	c := testComponents()
	for _, city := range []string{"", "  ", "Florencia\u200e", "Argel\u2067", "Ragusa\x00", "\x1b]0;x\x07"} {
		_, err := NewGame(c, Setup{Seed: 1, StartCity: city})
		if fieldOf(err) != "start_city" {
			t.Errorf("start city %q: %v", city, err)
		}
	}
	if _, err := NewGame(c, Setup{Seed: 1, StartCity: "Константинополь"}); err != nil {
		t.Error(err)
	}
}

// An answer gives only the fields of its question's kind: a castle for a
// warehouse question is never read as "no boxes".
func TestAnswerOfTheWrongKind(t *testing.T) {
	for _, tc := range []struct {
		name  string
		q     Question
		a     Answer
		field string // "" for a broken rule
	}{
		{"castle to a warehouse", Question{Kind: AskWarehouse}, Answer{Type: "castle", Number: 99}, "type"},
		{"a city to a warehouse", Question{Kind: AskWarehouseOpposite}, Answer{City: "x"}, "city"},
		{"boxes to a major building", Question{Kind: AskMajorBuilding}, Answer{Type: "gate", Number: 2, Boxes: []int{1}}, "boxes"},
		{"a number to a minor building", Question{Kind: AskMinorBuilding}, Answer{Type: "tower", Number: 3}, "number"},
		{"a code to a minor poem", Question{Kind: AskMinorPoem}, Answer{Number: 3, Code: "B2"}, "code"},
		{"a seal to a consolidation", Question{Kind: AskConsolidate, Options: []string{"test-city-0"}}, Answer{City: "test-city-0", Seal: true}, "seal"},
		{"skip with a type", Question{Kind: AskMinorBuilding}, Answer{Skip: true, Type: "tower"}, "skip"},
		{"an unknown major building type", Question{Kind: AskMajorBuilding}, Answer{Type: "castle", Number: 9}, "type"},
		{"a tile number beyond any", Question{Kind: AskMajorBuilding}, Answer{Type: "gate", Number: 1 << 40}, "number"},
		{"a warehouse of 10⁹ boxes", Question{Kind: AskWarehouse}, Answer{Boxes: []int{1_000_000_000}}, "boxes[0]"},
		{"minor poem 23", Question{Kind: AskMinorPoem}, Answer{Number: 23}, "number"},
		{"an unknown major poem", Question{Kind: AskMajorPoem}, Answer{Code: "ZZZ"}, "code"},
		{"an empty export city", Question{Kind: AskExport}, Answer{Seal: true}, "city"},
		{"a direction mark in an export city", Question{Kind: AskExport}, Answer{City: "Venecia\u200f"}, "city"},
		{"an empty consolidation", Question{Kind: AskConsolidate, Options: []string{"test-city-0"}}, Answer{}, "city"},
		{"consolidating elsewhere", Question{Kind: AskConsolidate, Options: []string{"test-city-0"}}, Answer{City: "atlantis"}, ""},
	} {
		_, st := newTestGame(t, 2)
		_, err := st.apply(tc.q, tc.a)
		switch {
		case err == nil:
			t.Errorf("%s: accepted", tc.name)
		case tc.field == "" && !isRule(err):
			t.Errorf("%s: %v, want a broken rule", tc.name, err)
		case tc.field != "" && fieldOf(err) != tc.field:
			t.Errorf("%s: field %q (%v), want %q", tc.name, fieldOf(err), err, tc.field)
		}
	}
}

// When Yusuf consolidates, the player who consolidated that city before
// him is reminded of their 1 PP and 1 dinar [ES L635 step 3]; ES L1071 is
// only the other way round.
func TestHisConsolidationRemindsTheEarlierConsolidator(t *testing.T) {
	_, st := newTestGame(t, 3)
	st.Holdings.Cities = append(st.Holdings.Cities, City{Name: "Ragusa"})
	st.Holdings.ShipsInGranada--
	q, _ := st.question(yusuf.Consolidate, "test-c1", false)
	ev, err := st.apply(*q, Answer{City: "Ragusa"})
	if err != nil {
		t.Fatal(err)
	}
	last := ev[len(ev)-1]
	if last.Kind != EarlierConsolidator || last.Detail != "Ragusa" {
		t.Fatalf("events %+v: no reminder of the earlier consolidator's 1 PP and 1 dinar", ev)
	}
}

// Major poem F1 is out of the solo game in either copy's letters, and a
// poem is carved once whichever letters name it [ES L927; RU L890].
func TestF1InEitherAlphabet(t *testing.T) {
	for _, code := range []string{"F1", "f1", "Е1", "е1", " Е1 "} {
		_, st := newTestGame(t, 2)
		if _, err := st.apply(Question{Kind: AskMajorPoem}, Answer{Code: code}); !isRule(err) {
			t.Errorf("%q: %v, want F1 refused", code, err)
		}
	}
	_, st := newTestGame(t, 2)
	if _, err := st.apply(Question{Kind: AskMajorPoem}, Answer{Code: "В3"}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.apply(Question{Kind: AskMajorPoem}, Answer{Code: "C3"}); !isRule(err) {
		t.Errorf("C3 carved twice (as В3 and C3): %v", err)
	}
}

// Only A3 scores per trio and only C3 per balance [ES L1161–1162]; the
// codes may be in either copy's letters.
func TestTrioAndBalanceOnlyForA3AndC3(t *testing.T) {
	st := State{Holdings: Holdings{MajorPoems: []string{"B2", "А3"}, MinorPoems: []int{4, 9, 12},
		MinorBuildings: []string{"garden", "tower"}}}
	for _, tc := range []struct {
		name  string
		poems []PoemScore
		field string
		want  []int
	}{
		{"B2 per trio", []PoemScore{{Code: "B2", PerTrio: 3}, {Code: "A3"}}, "poems[0].per_trio", nil},
		{"B2 per balance", []PoemScore{{Code: "B2", PerBalance: 3}, {Code: "A3"}}, "poems[0].per_balance", nil},
		{"A3 per balance", []PoemScore{{Code: "B2"}, {Code: "A3", PerBalance: 1}}, "poems[1].per_balance", nil},
		{"PP beyond any card", []PoemScore{{Code: "B2", PP: 1 << 62}, {Code: "A3"}}, "poems[0].pp", nil},
		{"the Russian А3 per trio", []PoemScore{{Code: "b2", PP: 5}, {Code: "A3", PerTrio: 4}}, "", []int{5, 4}},
	} {
		got, err := st.PoemPoints(tc.poems)
		if fieldOf(err) != tc.field || (tc.want != nil && (got[0] != tc.want[0] || got[1] != tc.want[1])) {
			t.Errorf("%s: %v %v (field %q), want field %q, %v", tc.name, got, err, fieldOf(err), tc.field, tc.want)
		}
	}
}

// The final tribute is always 6 [ES L849]: left out it is 6, given it
// must be 6; 0 is refused, never turned into 6.
func TestFinalDueIsAlwaysSix(t *testing.T) {
	six, zero, seven := 6, 0, 7
	for _, tc := range []struct {
		due   *int
		field string
	}{{nil, ""}, {&six, ""}, {&zero, "due"}, {&seven, "due"}} {
		c, st := newTestGame(t, 10)
		for st.Round < Rounds {
			st.Round++
		}
		st.Pile, st.Revealed, st.Turns = []int{}, []int{0, 1, 2, 3}, 4
		st.Parias = 10
		if err := st.Validate(c); err != nil {
			t.Fatal(err)
		}
		_, f, err := st.EndGame(GameEnd{Tower: [][]WishElement{{}, {}, {}}, Due: tc.due})
		if fieldOf(err) != tc.field {
			t.Errorf("due %v: %v, want field %q", tc.due, err, tc.field)
		}
		if err == nil && (f.Tribute != 0 || st.Parias != 4) {
			t.Errorf("due %v: parias %d, tribute %d: 6 paid from his track", tc.due, st.Parias, f.Tribute)
		}
	}
}

// A waiting turn is checked as the engine would have left it: the question
// of the card's action with its choices, its worker lying on the card's
// space; a finished game is one after round 5.
func TestPendingTurnIsChecked(t *testing.T) {
	c, st := newTestGame(t, 6)
	st.Holdings.Cities = append(st.Holdings.Cities, City{Name: "Ragusa"})
	st.Holdings.ShipsInGranada--
	setCard(c, card("test-comerciante-1", yusuf.Comerciante, "test-c1", yusuf.Bottom{PP: 1}, yusuf.Consolidate))
	stack(&st, yusuf.Comerciante, "test-comerciante-1")
	pile(&st, yusuf.Comerciante)
	step, err := st.StartTurn(c)
	if err != nil || step.Question == nil || step.Question.Kind != AskConsolidate {
		t.Fatalf("%+v %v", step, err)
	}
	if err := st.Validate(c); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		change func(*State)
		field  string
	}{
		{"a consolidated city offered", func(st *State) { st.Pending.Question.Options = []string{"test-city-0"} }, "pending.question"},
		{"the worker elsewhere", func(st *State) { st.Workers[st.Pending.Worker].Space = "test-c2" }, "pending.worker"},
		{"the opposite space of a consolidation", func(st *State) { st.Pending.Opposite = true }, "pending.opposite"},
		{"over in round 1", func(st *State) { st.Over, st.Pending = true, nil }, "over"},
	} {
		doctored := st
		doctored.Workers = append([]WorkerState{}, st.Workers...)
		p, q := *st.Pending, *st.Pending.Question
		doctored.Pending, p.Question = &p, &q
		tc.change(&doctored)
		if got := fieldOf(doctored.Validate(c)); got != tc.field {
			t.Errorf("%s: field %q, want %q", tc.name, got, tc.field)
		}
	}
}

// A major poem may be named by its running number, 23–42, as the Russian
// copy names the long poem 34* (spec A29): carved, saved, loaded and scored
// like a letter code, once; a minor poem's number or a number beyond the
// 20 major poems is refused, naming the field.
func TestMajorPoemByRunningNumber(t *testing.T) {
	c, st := newTestGame(t, 2)
	if _, err := st.apply(Question{Kind: AskMinorPoem}, Answer{Number: 20}); err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"22", "43", "B15"} {
		if _, err := st.apply(Question{Kind: AskMajorPoem}, Answer{Code: code}); fieldOf(err) != "code" {
			t.Errorf("%q: %v, want the code refused", code, err)
		}
	}
	if _, err := st.apply(Question{Kind: AskMajorPoem}, Answer{Code: "34*"}); err != nil {
		t.Fatalf("34*: %v", err)
	}
	if err := st.Validate(c); err != nil {
		t.Fatalf("a state holding major poem 34*: %v", err)
	}
	if _, err := st.apply(Question{Kind: AskMajorPoem}, Answer{Code: "34"}); !isRule(err) {
		t.Errorf("34 carved twice (as 34* and 34): %v", err)
	}
	if got, err := st.PoemPoints([]PoemScore{{Code: "34", PP: 6}}); err != nil || got[0] != 6 {
		t.Errorf("PoemPoints(34) = %v, %v; want [6]", got, err)
	}
	if _, err := st.PoemPoints([]PoemScore{{Code: "34", PerTrio: 2}}); fieldOf(err) != "poems[0].per_trio" {
		t.Errorf("per trio for a numbered poem: %v, want it refused (only A3 scores per trio)", err)
	}
	st.Holdings.MajorPoems = []string{"43"}
	if err := st.Validate(c); fieldOf(err) != "holdings.major_poems[0]" {
		t.Errorf("a saved major poem 43: %v, want it refused", err)
	}
}

// A 4-player game lays out 8 major poems of different letters [ES L273;
// RU L99–101]: a Russian copy's letter beyond Е (Ж, З…) is a code he may
// carve and a saved state may hold.
func TestRussianLettersBeyondTheSixth(t *testing.T) {
	c, st := newTestGame(t, 2)
	if _, err := st.apply(Question{Kind: AskMinorPoem}, Answer{Number: 20}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.apply(Question{Kind: AskMajorPoem}, Answer{Code: "З2"}); err != nil {
		t.Fatalf("З2: %v", err)
	}
	if err := st.Validate(c); err != nil {
		t.Fatalf("a state holding major poem З2: %v", err)
	}
	if _, err := st.apply(Question{Kind: AskMajorPoem}, Answer{Code: "з2"}); !isRule(err) {
		t.Errorf("З2 carved twice: %v", err)
	}
}
