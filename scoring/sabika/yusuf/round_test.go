package yusuf

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/setup/random"
)

func yes() *bool { b := true; return &b }
func no() *bool  { b := false; return &b }

// Ruling 12 / [ES L1133]: the track first, then 1 PP per missing paria,
// down to 0 PP; seals are never used.
func TestTributeShortfall(t *testing.T) {
	for _, tc := range []struct{ parias, pp, due, wantParias, wantPP int }{
		{5, 10, 3, 2, 10},
		{2, 10, 5, 0, 7},
		{0, 2, 4, 0, 0},
		{1, 0, 6, 0, 0},
	} {
		st := State{Parias: tc.parias, PP: tc.pp, Holdings: Holdings{Seals: 3}}
		st.Tribute(tc.due)
		if st.Parias != tc.wantParias || st.PP != tc.wantPP || st.Holdings.Seals != 3 {
			t.Errorf("%+v: parias %d pp %d seals %d", tc, st.Parias, st.PP, st.Holdings.Seals)
		}
	}
}

// playRound plays Yusuf's 4 turns with legal answers.
func playRound(t testing.TB, c *yusuf.Components, st *State, r *random.Source) {
	t.Helper()
	for range 4 {
		step, err := st.StartTurn(c)
		for err == nil && step.Question != nil {
			step, err = st.Answer(c, legalAnswer(st, *step.Question, r.IntN(6)))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// [ES L1127; ruling 10]: Yusuf starts when his counter is most advanced,
// on a tie when his counter is on top; otherwise the player chooses. The
// tiles are reshuffled and the workers stand up.
func TestEndRoundStartPlayer(t *testing.T) {
	for _, tc := range []struct {
		player int
		top    *bool
		want   string
	}{{0, nil, StartYusuf}, {9, nil, StartChoice}, {3, yes(), StartYusuf}, {3, no(), StartChoice}} {
		c, st := newTestGame(t, 8)
		playRound(t, c, &st, random.New(1))
		st.Parias = 5
		st.Holdings.Seals = 1
		ev, start, err := st.EndRound(RoundEnd{Tower: [][]WishElement{{{Per: "seal", PP: 2}}}, Due: 2, PlayerParias: tc.player, YusufOnTop: tc.top})
		if err != nil {
			t.Fatal(err)
		}
		if start != tc.want || st.Round != 2 || len(st.Pile) != 4 || st.Workers[0].Lying {
			t.Errorf("%+v: start %s, %v", tc, start, kinds(ev))
		}
	}
	c, st := newTestGame(t, 8)
	playRound(t, c, &st, random.New(1))
	st.Parias = 3
	if _, _, err := st.EndRound(RoundEnd{Tower: [][]WishElement{{}}, Due: 0, PlayerParias: 3}); err == nil {
		t.Fatal("a tie without the stack order must be asked")
	}
	if _, _, err := st.EndRound(RoundEnd{Due: 0, PlayerParias: 0}); err == nil {
		t.Fatal("round 1 scores one wish tile")
	}
}

// Ruling 13: types once per shown type held; minor poems count as blue and
// red; the any-colour wish counts every poem card.
func TestWishes(t *testing.T) {
	h := Holdings{
		MajorBuildings: []Building{{3, "palace"}, {5, "palace"}}, MinorBuildings: []string{"garden"},
		Cities: []City{{Name: "a", Consolidated: true}, {Name: "b"}}, Seals: 2, MinorPoems: []int{3, 7}, MajorPoems: []string{"C3"},
	}
	tower := [][]WishElement{
		{{Per: "type", Type: "palace", PP: 2}, {Per: "type", Type: "garden", PP: 1}, {Per: "type", Type: "gate", PP: 5}},
		{{Per: "presence", PP: 1}, {Per: "consolidated", PP: 2}, {Per: "seal", PP: 1}},
		{{Per: "blue-poem", PP: 1}, {Per: "red-poem", PP: 2}, {Per: "poem", PP: 1}},
	}
	got, err := h.Wishes(tower)
	if want := 3 + (2 + 2 + 2) + (2 + 4 + 3); err != nil || got != want {
		t.Fatalf("wishes %d, want %d (%v)", got, want, err)
	}
}

// [ES L1071]: you consolidating where Yusuf had consolidated gives him 2
// PP; a city where he has not consolidated (or none at all) is refused
// with nothing changed.
func TestPlayerConsolidatedGivesTwoPP(t *testing.T) {
	_, st := newTestGame(t, 9)
	st.Holdings.Cities = append(st.Holdings.Cities, City{Name: "test-left"})
	st.Holdings.ShipsInGranada--
	pp := st.PP
	if ev, err := st.PlayerConsolidated("test-city-0"); err != nil || len(ev) != 1 || ev[0].PP != 2 {
		t.Fatalf("%v %v", ev, err)
	}
	for _, city := range []string{"test-left", "atlantis", "", " ", "test-city-0\u200f"} {
		_, err := st.PlayerConsolidated(city)
		var in *InputError
		if !errors.As(err, &in) {
			t.Errorf("%q: %v, want an input error", city, err)
		}
	}
	if st.PP != pp+2 {
		t.Fatalf("PP %d, want %d", st.PP, pp+2)
	}
}

// The end of the game: wishes, tribute 6, poems with A3 (2 minor + 1 major
// per trio) and C3 (each minor building a balance), trade card, seals.
func TestEndGame(t *testing.T) {
	c, st := newTestGame(t, 10)
	r := random.New(3)
	for round := 1; round <= Rounds; round++ {
		playRound(t, c, &st, r)
		if round < Rounds {
			tower := [][]WishElement{}
			for range map[int]int{1: 1, 3: 2}[round] {
				tower = append(tower, []WishElement{{Per: "seal", PP: 1}})
			}
			if _, _, err := st.EndRound(RoundEnd{Tower: tower, Due: 1, PlayerParias: 100}); err != nil {
				t.Fatal(err)
			}
		}
	}
	st.Holdings.MajorPoems = []string{"A3", "C3"}
	st.Holdings.MinorPoems = []int{1, 2, 3, 4, 5}
	st.Holdings.MinorBuildings = []string{"garden", "tower", "window"}
	st.Holdings.Carvings = 7
	st.PP, st.Parias, st.Holdings.Seals = 20, 4, 2
	if err := st.Validate(c); err != nil {
		t.Fatal(err)
	}
	tower := [][]WishElement{{{Per: "seal", PP: 1}}, {{Per: "poem", PP: 1}}, {}}
	_, f, err := st.EndGame(GameEnd{Tower: tower, Poems: []PoemScore{{Code: "A3", PerTrio: 4}, {Code: "c3", PerBalance: 2}}, Trade: 5})
	if err != nil {
		t.Fatal(err)
	}
	want := Final{Wishes: 2 + 7, Tribute: -2, Poems: 2*4 + 3*2, Trade: 5, Seals: 2}
	want.Total = 20 + want.Wishes + want.Tribute + want.Poems + want.Trade + want.Seals
	if f != want || st.PP != want.Total || !st.Over {
		t.Fatalf("final %+v, want %+v", f, want)
	}
	if _, err := st.StartTurn(c); err == nil {
		t.Fatal("no turn after the end")
	}
}

// Difficulty: 10 PP at the start; events do not touch Yusuf.
func TestDifficulty(t *testing.T) {
	c := testComponents()
	st, err := NewGame(c, Setup{Seed: 1, StartCity: "x", Difficulty: Difficulty{Events: "three-negative", TenPP: true}})
	if err != nil || st.PP != 10 || st.Holdings.Seals != 1 || st.Holdings.ShipsInGranada != 8 {
		t.Fatalf("%+v %v", st, err)
	}
	if _, err := NewGame(c, Setup{StartCity: "x", Difficulty: Difficulty{Events: "hard"}}); err == nil {
		t.Fatal("unknown event level accepted")
	}
	c.Cards = c.Cards[1:]
	if _, err := NewGame(c, Setup{StartCity: "x"}); err == nil {
		t.Fatal("a game needs every card recorded")
	}
}

// The state survives JSON and validation, mid-turn included.
func TestStateJSONRoundTrip(t *testing.T) {
	c, st := newTestGame(t, 11)
	for range 3 {
		if _, err := st.StartTurn(c); err != nil {
			t.Fatal(err)
		}
		if st.Pending != nil {
			break
		}
	}
	data, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if err := back.Validate(c); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(st, back) {
		t.Fatalf("round trip changed the state")
	}
	back.Decks[yusuf.Alarife] = append(back.Decks[yusuf.Alarife], back.Decks[yusuf.Alarife][0])
	if back.Validate(c) == nil {
		t.Fatal("a card twice must be refused")
	}
}

// A received state whose workers lie down without their tiles revealed is
// refused: otherwise a turn finds no standing worker for the tile on top of
// the pile (it panicked). A lying worker stands on a space.
func TestStateLyingWorkersMatchRevealedTiles(t *testing.T) {
	c, st := newTestGame(t, 5)
	for i := range st.Workers {
		st.Workers[i].Lying = true
		st.Workers[i].Space = c.Rondels[st.Workers[i].Type][i%2]
	}
	if st.Validate(c) == nil {
		t.Fatal("4 workers lying with no tile revealed must be refused")
	}
	_, st = newTestGame(t, 5)
	st.Workers[0].Lying = true
	st.Revealed, st.Pile, st.Turns = []int{0}, []int{1, 2, 3}, 1
	if st.Validate(c) == nil {
		t.Fatal("a lying worker beside the board must be refused")
	}
	for _, seed := range []uint64{1, 2, 3} {
		c, st := newTestGame(t, seed)
		for st.Round == 1 && len(st.Pile) > 0 {
			step, err := st.StartTurn(c)
			for err == nil && step.Question != nil {
				step, err = st.Answer(c, Answer{Skip: true})
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Validate(c); err != nil {
				t.Fatalf("seed %d after %d turns: %v", seed, st.Turns, err)
			}
		}
	}
}

// NextRound takes the record's PP and parias, stands the workers up and
// reshuffles the 4 tiles; it refuses mid-round and after round 5.
func TestNextRound(t *testing.T) {
	c, st := newTestGame(t, 3)
	if err := st.NextRound(1, 1); err == nil {
		t.Fatal("a round with turns left ended")
	}
	for range 4 {
		step, err := st.StartTurn(c)
		for err == nil && step.Question != nil {
			step, err = st.Answer(c, Answer{Skip: true})
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := st.NextRound(7, 2); err != nil {
		t.Fatal(err)
	}
	if st.Round != 2 || st.PP != 7 || st.Parias != 2 || len(st.Pile) != 4 || len(st.Revealed) != 0 {
		t.Fatalf("after NextRound: %+v", st)
	}
	for _, w := range st.Workers {
		if w.Lying {
			t.Fatal("a worker still lies")
		}
	}
	if err := st.Validate(c); err != nil {
		t.Fatal(err)
	}
	if err := st.NextRound(-1, 0); err == nil {
		t.Fatal("negative PP accepted")
	}
}

// His holdings as the wish engine counts them: types once, cities,
// consolidated, seals, minor poems and every poem card.
func TestForWishes(t *testing.T) {
	h := Holdings{MajorBuildings: []Building{{3, "palace"}, {5, "palace"}}, MinorBuildings: []string{"garden"},
		Cities: []City{{Name: "x", Consolidated: true}, {Name: "y"}}, Seals: 2, MinorPoems: []int{4, 9}, MajorPoems: []string{"B2"}}
	w := h.ForWishes()
	if len(w.Types) != 2 || w.Presence != 2 || w.Consolidated != 1 || w.Seals != 2 || w.MinorPoems != 2 || w.Poems != 3 || !w.Yusuf {
		t.Fatalf("%+v", w)
	}
}

// The last carving is told from the count, as the alternation carves:
// minor, major, minor, major, then minor only; played through the engine.
func TestLastCarvingMajor(t *testing.T) {
	c, st := newTestGame(t, 5)
	setCard(c, card("test-poetisa-1", yusuf.Poetisa, "test-p1", yusuf.Bottom{}, yusuf.Carve))
	for k := 1; k <= 6; k++ {
		stack(&st, yusuf.Poetisa, "test-poetisa-1")
		st.Pile, st.Revealed = []int{3}, []int{0, 1, 2}
		st.Workers[3].Lying, st.Workers[3].Space = false, ""
		step, err := st.StartTurn(c)
		if err != nil || step.Question == nil {
			t.Fatalf("carving %d: %v %+v", k, err, step)
		}
		major := step.Question.Kind == AskMajorPoem
		a := Answer{Number: 23 - k}
		if major {
			a = Answer{Code: fmt.Sprintf("B%d", k)}
		}
		if _, err := st.Answer(c, a); err != nil {
			t.Fatal(err)
		}
		if got := st.Holdings.LastCarvingMajor(); got != major {
			t.Fatalf("carving %d: LastCarvingMajor %v, carved major %v", k, got, major)
		}
	}
}

// PoemPoints gives each major poem its PP as the record shows them: A3 by
// his trios (2 minor + 1 major poem each), C3 by his minor buildings, any
// other poem by the PP read from the card; Buildings is the tie-break.
func TestPoemPointsPerPoem(t *testing.T) {
	st := State{Holdings: Holdings{MajorPoems: []string{"A3", "C3"}, MinorPoems: []int{4, 9, 12},
		MinorBuildings: []string{"garden", "window"}, MajorBuildings: []Building{{Type: "palace", Number: 3}}}}
	got, err := st.PoemPoints([]PoemScore{{Code: "c3", PerBalance: 3}, {Code: "A3", PP: 1, PerTrio: 5}})
	if err != nil || len(got) != 2 || got[0] != 2*3 || got[1] != 1+1*5 {
		t.Fatalf("poem points %v, %v", got, err)
	}
	if st.Holdings.Trios() != 1 || st.Holdings.Balances() != 2 || st.Holdings.Buildings() != 3 {
		t.Fatalf("trios %d, balances %d, buildings %d", st.Holdings.Trios(), st.Holdings.Balances(), st.Holdings.Buildings())
	}
	for _, bad := range [][]PoemScore{{{Code: "A3"}}, {{Code: "A3"}, {Code: "A3"}}, {{Code: "A3"}, {Code: "B1"}}, {{Code: "A3"}, {Code: "C3", PP: -1}}} {
		if _, err := st.PoemPoints(bad); err == nil {
			t.Fatalf("%+v accepted", bad)
		}
	}
}

// PoemKind knows A3 and C3 by their Spanish and Russian codes (RU В3 is
// ES C3, not B3).
func TestPoemKind(t *testing.T) {
	for code, want := range map[string]string{"A3": PoemByTrio, "а3": PoemByTrio, "c3": PoemByBalance, "В3": PoemByBalance, "B3": PoemFixed, "B1": PoemFixed} {
		if got := PoemKind(code); got != want {
			t.Errorf("%s: %s, want %s", code, got, want)
		}
	}
}
