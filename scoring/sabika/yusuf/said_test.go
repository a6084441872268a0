package yusuf

import (
	"encoding/json"
	"slices"
	"testing"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// eventOf is the first event of kind k, or false.
func eventOf(ev []Event, k EventKind) (Event, bool) {
	i := slices.IndexFunc(ev, func(e Event) bool { return e.Kind == k })
	if i < 0 {
		return Event{}, false
	}
	return ev[i], true
}

// Every move on the board is said: a major building advances his favour
// counter [ES L1021–1027], an export moves a ship from Granada to the left
// half of the city and takes its seal [ES L1053], a consolidation moves
// the ship in the city to the right half [ES L1069].
func TestEveryBoardMoveIsSaid(t *testing.T) {
	_, st := newTestGame(t, 1)
	ev, err := st.apply(Question{Kind: AskMajorBuilding, Action: yusuf.MajorBuilding}, Answer{Type: "palace", Number: 7})
	if e, ok := eventOf(ev, EventFavour); err != nil || !ok || e.Detail != "1" {
		t.Errorf("major building: %+v, %v: no favour step 1", ev, err)
	}
	ev, err = st.export(Answer{City: "Ragusa", Seal: true, Matches: true})
	if e, ok := eventOf(ev, EventShipExported); err != nil || !ok || e.Detail != "Ragusa" {
		t.Errorf("export: %+v, %v: no ship from Granada to Ragusa", ev, err)
	}
	if e, ok := eventOf(ev, EventSealTaken); !ok || e.Detail != "Ragusa" {
		t.Errorf("export with a seal: %+v: the seal taken is not said", ev)
	}
	ev, _ = st.export(Answer{City: "Tunis"})
	if _, ok := eventOf(ev, EventSealTaken); ok {
		t.Errorf("export without a seal: %+v says a seal is taken", ev)
	}
	q, _ := st.question(yusuf.Consolidate, "test-c1", false)
	ev, err = st.apply(*q, Answer{City: "Ragusa"})
	if e, ok := eventOf(ev, EventConsolidated); err != nil || !ok || e.Detail != "Ragusa" {
		t.Errorf("consolidation: %+v, %v: the city of the ship moved is not said", ev, err)
	}
}

// The trade card is asked once: the export's answer is kept, and a later
// consolidation offers only the cities that meet it; one such city is
// consolidated without a question, none is skipped [ES L1067–1069].
func TestTradeCardAskedOnce(t *testing.T) {
	c, st := newTestGame(t, 4)
	setCard(c, card("test-comerciante-1", yusuf.Comerciante, "test-c2", yusuf.Bottom{}, yusuf.Export, yusuf.Consolidate))
	stack(&st, yusuf.Comerciante, "test-comerciante-1")
	pile(&st, yusuf.Comerciante)
	step, err := st.StartTurn(c)
	if err != nil || step.Question == nil || step.Question.Kind != AskExport {
		t.Fatalf("%+v, %v: no export question", step, err)
	}
	step, err = st.Answer(c, Answer{City: "Ragusa", Seal: true, Matches: true})
	if err != nil || step.Question != nil || !step.Done {
		t.Fatalf("%+v, %v: the consolidation asks again whether Ragusa meets the trade card", step, err)
	}
	if e, ok := eventOf(step.Events, EventConsolidated); !ok || e.Detail != "Ragusa" {
		t.Fatalf("%+v: Ragusa not consolidated", step.Events)
	}

	_, st = newTestGame(t, 4)
	if _, err := st.export(Answer{City: "Tunis"}); err != nil {
		t.Fatal(err)
	}
	if q, skip := st.question(yusuf.Consolidate, "test-c2", false); q != nil || skip == "" {
		t.Errorf("Tunis does not meet the trade card, yet %+v is asked", q)
	}
	for _, city := range []string{"Ragusa", "Fez"} {
		if _, err := st.export(Answer{City: city, Matches: true}); err != nil {
			t.Fatal(err)
		}
	}
	q, _ := st.question(yusuf.Consolidate, "test-c2", false)
	if q == nil || !q.Matching || !slices.Equal(q.Options, []string{"Ragusa", "Fez"}) {
		t.Errorf("two matching cities: %+v, want the choice between Ragusa and Fez", q)
	}
}

// Clone copies every part: changing the copy leaves the original as it
// was, and the copy equals the original by Equal and by its JSON form.
func TestCloneIsDeep(t *testing.T) {
	c, st := newTestGame(t, 5)
	if _, err := st.export(Answer{City: "Ragusa", Matches: true}); err != nil {
		t.Fatal(err)
	}
	step, err := st.StartTurn(c)
	for err == nil && step.Question != nil {
		step, err = st.Answer(c, Answer{Skip: true})
	}
	st.Pending = &Pending{Card: "x", Question: &Question{Options: []string{"a"}, Presence: []string{"b"}}}
	before, _ := json.Marshal(st)
	cp := st.Clone()
	if !cp.Equal(&st) {
		t.Fatal("the clone differs from the original")
	}
	cp.Pile[0]++
	cp.Revealed = append(cp.Revealed[:0], 99)
	for w := range cp.Decks {
		cp.Decks[w] = append(cp.Decks[w][:0], "changed")
		cp.Discards[w] = append(cp.Discards[w][:0], "changed")
	}
	cp.Workers[0].Space = "changed"
	cp.Holdings.Cities[1].Name = "changed"
	*cp.Holdings.Cities[1].Matches = false
	cp.Pending.Question.Options[0] = "changed"
	cp.Pending.Question.Presence[0] = "changed"
	if after, _ := json.Marshal(st); string(after) != string(before) {
		t.Fatalf("changing the clone changed the original:\n%s\n%s", before, after)
	}
	if cp.Equal(&st) {
		t.Fatal("Equal does not see the changes")
	}
}
