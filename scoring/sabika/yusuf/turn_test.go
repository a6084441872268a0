package yusuf

import (
	"errors"
	"math"
	"slices"
	"testing"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

func kinds(ev []Event) []string {
	var k []string
	for _, e := range ev {
		k = append(k, string(e.Kind))
	}
	return k
}

// Spec §6.4 step 3 / ruling 14: on the first activation the alarife that
// reaches the space in fewer clockwise steps moves.
func TestAlarifeClosestClockwise(t *testing.T) {
	c, st := newTestGame(t, 1)
	setCard(c, card("test-alarife-1", yusuf.Alarife, "test-a2", yusuf.Bottom{}))
	st.Round = 2
	st.Workers[0].Space, st.Workers[1].Space = "test-a3", "test-a6" // a3→a2: 5 steps, a6→a2: 2 steps
	stack(&st, yusuf.Alarife, "test-alarife-1")
	pile(&st, yusuf.Alarife)
	step, err := st.StartTurn(c)
	if err != nil || !step.Done {
		t.Fatal(step, err)
	}
	if st.Workers[1].Space != "test-a2" || !st.Workers[1].Lying || st.Workers[0].Lying {
		t.Fatalf("the alarife on a6 should move to a2 and lie down: %+v", st.Workers)
	}
	if st.Discards[yusuf.Alarife][0] != "test-alarife-1" {
		t.Fatal("the card goes to its discard")
	}
}

// Round 1: both alarifes beside the board; the activated one is placed
// directly and the second activation takes the other.
func TestAlarifeFromBesideTheBoard(t *testing.T) {
	c, st := newTestGame(t, 2)
	setCard(c, card("test-alarife-1", yusuf.Alarife, "test-a4", yusuf.Bottom{}))
	setCard(c, card("test-alarife-2", yusuf.Alarife, "test-a5", yusuf.Bottom{}))
	stack(&st, yusuf.Alarife, "test-alarife-1", "test-alarife-2")
	st.Pile = []int{0, 1, 2, 3}
	for range 2 {
		if _, err := st.StartTurn(c); err != nil {
			t.Fatal(err)
		}
	}
	if st.Workers[0].Space != "test-a4" || st.Workers[1].Space != "test-a5" {
		t.Fatalf("workers %+v", st.Workers)
	}
}

// [ES L995]: a card that sends the second alarife onto the other one is
// discarded unresolved and a new card is drawn; a worker already on the
// card's space just lies down.
func TestAlarifeRedrawAndLieDown(t *testing.T) {
	c, st := newTestGame(t, 3)
	setCard(c, card("test-alarife-1", yusuf.Alarife, "test-a2", yusuf.Bottom{PP: 1}))
	setCard(c, card("test-alarife-2", yusuf.Alarife, "test-a2", yusuf.Bottom{PP: 3}))
	setCard(c, card("test-alarife-3", yusuf.Alarife, "test-a3", yusuf.Bottom{PP: 1}))
	st.Round = 2
	st.Workers[0].Space, st.Workers[1].Space = "test-a2", "test-a5"
	stack(&st, yusuf.Alarife, "test-alarife-1", "test-alarife-2", "test-alarife-3")
	st.Pile = []int{0, 1, 2, 3}
	pp := st.PP
	step, _ := st.StartTurn(c) // first: the alarife on a2 lies down there
	if !slices.Contains(kinds(step.Events), "lie") || !st.Workers[0].Lying {
		t.Fatalf("first activation: %v %+v", kinds(step.Events), st.Workers)
	}
	step, _ = st.StartTurn(c) // second: card 2 sends a5 onto a2 → redraw → card 3
	if !slices.Contains(kinds(step.Events), "redraw") || st.Workers[1].Space != "test-a3" {
		t.Fatalf("second activation: %v %+v", kinds(step.Events), st.Workers)
	}
	if st.PP != pp+2 {
		t.Fatalf("PP %d, want %d: the redrawn card does not score", st.PP, pp+2)
	}
	if !slices.Equal(st.Discards[yusuf.Alarife], []string{"test-alarife-1", "test-alarife-2", "test-alarife-3"}) {
		t.Fatalf("discard %v", st.Discards[yusuf.Alarife])
	}
}

// [ES L978]: an empty deck is rebuilt from its own discard, shuffled.
func TestEmptyDeckReshuffled(t *testing.T) {
	c, st := newTestGame(t, 4)
	w := yusuf.Poetisa
	st.Discards[w] = append(st.Decks[w], st.Discards[w]...)
	st.Decks[w] = []string{}
	pile(&st, w)
	shuffles := st.Shuffles
	step, err := st.StartTurn(c)
	if err != nil {
		t.Fatal(err)
	}
	if kinds(step.Events)[1] != "reshuffle" || st.Shuffles != shuffles+1 {
		t.Fatalf("events %v", kinds(step.Events))
	}
	answerAll(t, c, &st, step)
	if n := len(st.Decks[w]) + len(st.Discards[w]); n != 7 || len(st.Discards[w]) != 1 {
		t.Fatalf("deck %v discard %v", st.Decks[w], st.Discards[w])
	}
}

// answerAll answers every question of a turn with a legal answer.
func answerAll(t *testing.T, c *yusuf.Components, st *State, step Step) Step {
	t.Helper()
	for step.Question != nil {
		var err error
		step, err = st.Answer(c, legalAnswer(st, *step.Question, 0))
		if err != nil {
			t.Fatal(err)
		}
	}
	return step
}

// legalAnswer gives a legal answer; r varies it.
func legalAnswer(st *State, q Question, r int) Answer {
	switch q.Kind {
	case AskMajorBuilding:
		return Answer{Type: MajorTypes[r%3], Number: 1 + r%9}
	case AskMinorBuilding:
		return Answer{Type: MinorTypes[r%3]}
	case AskWarehouse, AskWarehouseOpposite:
		return Answer{Boxes: [][]int{{1 + r%3, 2}, {2}, {}}[r%3]}
	case AskExport:
		return Answer{City: "test-city-" + itoa(len(st.Holdings.Cities)), Seal: r%2 == 0, Matches: r%3 == 0}
	case AskConsolidate:
		return Answer{City: q.Options[r%len(q.Options)]}
	case AskMinorPoem:
		for n := MinorPoemCount; n > 0; n-- {
			if !slices.Contains(st.Holdings.MinorPoems, n) {
				return Answer{Number: n}
			}
		}
	case AskMajorPoem:
		return Answer{Code: []string{"H1", "C3", "A3"}[len(st.Holdings.MinorPoems)%3]}
	}
	return Answer{Skip: true}
}

func itoa(n int) string { return string(rune('a' + n)) }

// [ES L1079–1085; ruling 14]: minor, major, minor, major…, never more than
// 2 major poems; a skipped carving does not count.
func TestCarvingAlternationAndTwoMajors(t *testing.T) {
	var st State
	want := []QuestionKind{AskMinorPoem, AskMajorPoem, AskMinorPoem, AskMajorPoem, AskMinorPoem, AskMinorPoem, AskMinorPoem}
	for i, k := range want {
		q, _ := st.question(yusuf.Carve, "test-p1", false)
		if q.Kind != k {
			t.Fatalf("carving %d: %s, want %s", i+1, q.Kind, k)
		}
		if i == 0 { // a skip does not advance the alternation
			if _, err := st.apply(*q, Answer{Skip: true}); err != nil {
				t.Fatal(err)
			}
			if q2, _ := st.question(yusuf.Carve, "test-p1", false); q2.Kind != AskMinorPoem {
				t.Fatal("after a skipped minor carving the next is still minor")
			}
		}
		if _, err := st.apply(*q, legalAnswer(&st, *q, 0)); err != nil {
			t.Fatal(err)
		}
	}
	if len(st.Holdings.MajorPoems) != 2 || len(st.Holdings.MinorPoems) != 5 {
		t.Fatalf("poems %+v", st.Holdings)
	}
	if _, err := st.apply(Question{Kind: AskMajorPoem}, Answer{Code: "f1"}); err == nil {
		t.Fatal("F1 is removed from the solo game")
	}
}

// [ES L1095–1115]: a special bottom counts what this card's action gained.
func TestSpecialBottomCountsThisCard(t *testing.T) {
	for _, tc := range []struct {
		per    yusuf.Per
		deck   yusuf.Worker
		action yusuf.Action
		answer Answer
		want   int
	}{
		{yusuf.PerMajorBuilding, yusuf.Alarife, yusuf.MajorBuilding, Answer{Type: "gate", Number: 4}, 1},
		{yusuf.PerMinorBuilding, yusuf.Alarife, yusuf.MinorBuilding, Answer{Type: "tower"}, 1},
		{yusuf.PerPresence, yusuf.Comerciante, yusuf.Export, Answer{City: "test-city-x", Seal: true, Matches: true}, 3},
		{yusuf.PerConsolidated, yusuf.Comerciante, yusuf.Consolidate, Answer{City: "test-city-y"}, 2},
		{yusuf.PerPoem, yusuf.Poetisa, yusuf.Carve, Answer{Number: 22}, 1},
	} {
		c, st := newTestGame(t, 5)
		st.Holdings.Cities = append(st.Holdings.Cities, City{Name: "test-city-y"})
		st.Holdings.ShipsInGranada--
		id := "test-" + string(tc.deck) + "-1"
		setCard(c, card(id, tc.deck, c.Rondels[tc.deck][0], yusuf.Bottom{Per: tc.per}, tc.action))
		stack(&st, tc.deck, id)
		pile(&st, tc.deck)
		pp := st.PP
		step, _ := st.StartTurn(c)
		step, err := st.Answer(c, tc.answer)
		if err != nil || !step.Done {
			t.Fatal(tc.per, step, err)
		}
		if st.PP-pp != tc.want {
			t.Errorf("%s: +%d PP, want %d", tc.per, st.PP-pp, tc.want)
		}
	}
}

// [ES L1053–1063]: export takes the seal when the city has one, refuses a
// city where he has presence, and is skipped with no ship in Granada.
func TestExportFallbacks(t *testing.T) {
	var st State
	st.Holdings = Holdings{Cities: []City{{Name: "test-home", Consolidated: true}}, Seals: 1, ShipsInGranada: 8}
	q, _ := st.question(yusuf.Export, "test-c1", false)
	if q.Kind != AskExport || !slices.Equal(q.Presence, []string{"test-home"}) {
		t.Fatalf("question %+v", q)
	}
	for _, a := range []Answer{{City: "t1", Seal: true, Matches: true}, {City: "t2", Matches: true}, {City: "t3", Seal: true}, {City: "t4"}} {
		if _, err := st.apply(*q, a); err != nil {
			t.Fatal(err)
		}
	}
	if st.Holdings.Seals != 3 || st.Holdings.ShipsInGranada != 4 || len(st.Holdings.Cities) != 5 {
		t.Fatalf("holdings %+v", st.Holdings)
	}
	var re *RuleError
	if _, err := st.apply(*q, Answer{City: "t1"}); !errors.As(err, &re) {
		t.Fatal("a second ship in one city must be refused")
	}
	st.Holdings.ShipsInGranada = 0
	if q, why := st.question(yusuf.Export, "test-c1", false); q != nil || why == "" {
		t.Fatal("no ship in Granada: the export is skipped")
	}
	st.Holdings.Cities = []City{{Name: "x", Consolidated: true}}
	if q, _ := st.question(yusuf.Consolidate, "test-c1", false); q != nil {
		t.Fatal("no left-half ship: consolidate is skipped (ruling 14)")
	}
}

// [ES L1041–1045]: more boxes wins, equal → the nearest; none → the
// opposite space; none there either → skipped.
func TestWarehouseChoice(t *testing.T) {
	c, st := newTestGame(t, 6)
	setCard(c, card("test-alarife-1", yusuf.Alarife, "test-a1", yusuf.Bottom{}, yusuf.Warehouse, yusuf.Warehouse))
	stack(&st, yusuf.Alarife, "test-alarife-1")
	pile(&st, yusuf.Alarife)
	step, _ := st.StartTurn(c)
	steps := []struct {
		a    Answer
		want QuestionKind
	}{{Answer{Boxes: []int{2, 3}}, AskWarehouse}, {Answer{}, AskWarehouseOpposite}, {Answer{Boxes: []int{2, 2}}, ""}}
	for i, s := range steps {
		if step.Question == nil {
			t.Fatalf("step %d: no question", i)
		}
		var err error
		if step, err = st.Answer(c, s.a); err != nil {
			t.Fatal(err)
		}
		if (s.want == "") != step.Done || (step.Question != nil && step.Question.Kind != s.want) {
			t.Fatalf("step %d: %+v", i, step)
		}
	}
	if !slices.Equal(st.Holdings.Warehouses, []int{3, 2}) {
		t.Fatalf("warehouses %v", st.Holdings.Warehouses)
	}
	var q Question
	q.Kind = AskWarehouseOpposite
	if ev, _ := st.apply(q, Answer{}); ev[0].Kind != "skip" {
		t.Fatal("no tile at either space: skipped")
	}
}

// Answers outside the question's choices are refused and change nothing.
func TestBadAnswersRefused(t *testing.T) {
	c, st := newTestGame(t, 7)
	setCard(c, card("test-alarife-1", yusuf.Alarife, "test-a1", yusuf.Bottom{}, yusuf.MajorBuilding))
	stack(&st, yusuf.Alarife, "test-alarife-1")
	pile(&st, yusuf.Alarife)
	if _, err := st.StartTurn(c); err != nil {
		t.Fatal(err)
	}
	before := st.Holdings.Favour
	for _, a := range []Answer{{Type: "garden", Number: 3}, {Type: "gate"}, {Boxes: []int{9}}} {
		if _, err := st.Answer(c, a); err == nil {
			t.Fatalf("answer %+v accepted", a)
		}
	}
	if st.Holdings.Favour != before || st.Pending == nil {
		t.Fatal("a refused answer changes nothing")
	}
	if _, err := st.StartTurn(c); err == nil {
		t.Fatal("a new turn while a question waits")
	}
}

// Question.Options lists the allowed choices: an export question must never
// offer the cities where he has presence, which export refuses; they are
// given apart (Presence) for measuring "closest to a city where he has
// presence" [ES L1053–1063].
func TestExportOptionsAreAllowed(t *testing.T) {
	var st State
	st.Holdings = Holdings{Cities: []City{{Name: "test-home", Consolidated: true}}, Seals: 1, ShipsInGranada: 8}
	q, _ := st.question(yusuf.Export, "test-c1", false)
	for _, o := range q.Options {
		if _, err := st.apply(*q, Answer{City: o}); err != nil {
			t.Errorf("option %q is refused: %v", o, err)
		}
	}
	if !slices.Equal(q.Presence, []string{"test-home"}) {
		t.Errorf("presence %v, want [test-home]", q.Presence)
	}
}

// [ES L988–995; ruling 14]: on the first activation of a round the alarife
// already on the card's space is the closest (0 steps) and just lies down,
// even when the other one is still beside the board (not activated in an
// earlier round); the card is not discarded as sending him onto the other.
func TestAlarifeOnTheSpaceBeatsOneBesideTheBoard(t *testing.T) {
	c, st := newTestGame(t, 4)
	setCard(c, card("test-alarife-1", yusuf.Alarife, "test-a2", yusuf.Bottom{PP: 1}))
	st.Round = 2
	st.Workers[0].Space, st.Workers[1].Space = "", "test-a2"
	stack(&st, yusuf.Alarife, "test-alarife-1")
	st.Pile = []int{0, 1, 2, 3}
	pp := st.PP
	step, err := st.StartTurn(c)
	if err != nil || !step.Done {
		t.Fatal(step, err)
	}
	if slices.Contains(kinds(step.Events), "redraw") || !st.Workers[1].Lying || st.Workers[0].Lying || st.Workers[0].Space != "" {
		t.Fatalf("the alarife on a2 should lie down there: %v %+v", kinds(step.Events), st.Workers)
	}
	if st.PP != pp+1 {
		t.Fatalf("PP %d, want %d: the card resolves", st.PP, pp+1)
	}
}

// His PP and parias saturate at MaxTotal, never wrap and never pass the
// bound the next call checks: a card's 1000 PP at 1,000,000 PP leaves him
// at 1,000,000, and the state is still one the engine takes (issue 28,
// item 2).
func TestCardBottomSaturates(t *testing.T) {
	c, st := newTestGame(t, 5)
	id := "test-alarife-1"
	setCard(c, card(id, yusuf.Alarife, c.Rondels[yusuf.Alarife][0], yusuf.Bottom{PP: yusuf.MaxPrinted, Parias: yusuf.MaxPrinted}))
	stack(&st, yusuf.Alarife, id)
	pile(&st, yusuf.Alarife)
	st.PP, st.Parias = MaxTotal, MaxTotal-1
	step, err := st.StartTurn(c)
	for err == nil && !step.Done && step.Question != nil {
		step, err = st.Answer(c, legalAnswer(&st, *step.Question, 0))
	}
	if err != nil {
		t.Fatal(err)
	}
	if st.PP != MaxTotal || st.Parias != MaxTotal {
		t.Errorf("PP %d, parias %d, want both %d", st.PP, st.Parias, MaxTotal)
	}
	if err := st.Validate(c); err != nil {
		t.Errorf("the next call refuses the state: %v", err)
	}
	st.Shuffles = MaxTotal
	st.shuffle(2, func(int, int) {})
	if st.Shuffles != MaxTotal {
		t.Errorf("shuffles %d past %d", st.Shuffles, MaxTotal)
	}
	for _, tc := range []struct{ a, n, want int }{{5, math.MaxInt, MaxTotal}, {5, math.MinInt, 0}, {5, -3, 2}, {MaxTotal, 1, MaxTotal}, {0, 7, 7}} {
		if got := addTotal(tc.a, tc.n); got != tc.want {
			t.Errorf("addTotal(%d, %d) = %d, want %d", tc.a, tc.n, got, tc.want)
		}
	}
}
