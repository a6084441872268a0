package game

import (
	"reflect"
	"testing"

	"arrayan.io/arrayan/data/message"
)

// Every refusal a step or a start gives says its message: a code, its
// parameters and where it points (seat from 1, the entry's field), so
// that a screen words it in the player's language; its Error stays the
// English the CLI writes.
func TestRefusalsSayTheirMessage(t *testing.T) {
	players := []Player{{Name: "Ana", PP: 5}, {Name: "Ben", PP: 5}}
	s, err := New(players, 0, [3]string{"A", "B", "C"}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		err    error
		text   string
		code   string
		seat   int
		field  string
		params message.Params
	}{
		{"an income per player", second(Income(s, []int{1})), "income: one amount per player",
			"sabika.game.one-amount-per-player", 0, "income", nil},
		{"no negative income", second(Income(s, []int{0, -2})), "income[1]: -2 is not an income of this player",
			"sabika.game.not-income", 2, "income", message.Params{"Value": -2}},
		{"parias below 0", second(SetParias(s, 1, -1)), "parias: the track has no space below 0, not -1",
			"sabika.game.parias", 2, "parias", message.Params{"Value": -1}},
		{"the chooser", second(StartPlayer(s, 1, 0)), "chooser: the most advanced counter chooses",
			"sabika.game.chooser", 0, "chooser", nil},
		{"a tribute before the narrator moves", fourth(Tribute(s, testEdition(), nil)),
			"tribute: follows the narrator's advance at the end of rounds 1–4 (narrator on space 1)",
			"sabika.game.round-end-step", 0, "tribute", message.Params{"Space": 1}},
		{"a start of 5 players", startErr(Start{Names: []string{"a", "b", "c", "d", "e"}}), "names: 1 to 4 players (1: solo against Yusuf), not 5",
			"sabika.game.start-players", 0, "names", message.Params{"Count": 5}},
		{"a name twice", startErr(Start{Names: []string{"Ana", "ana"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1}), "names[1]: a name of its own",
			"sabika.game.name-twice", 2, "names", nil},
		{"the wish letters", startErr(Start{Names: []string{"Ana", "Ben"}, Wishes: [3]string{"A", "A", "C"}, TradeCard: 1}),
			"wishes: one tile of each letter, A, B, C once each, not A, A, C",
			"sabika.game.wish-letters", 0, "wishes", message.Params{"Letters": "A, B, C", "Given": "A, A, C"}},
		{"the trade card", startErr(Start{Names: []string{"Ana", "Ben"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 9}), "trade_card: 1 to 8, not 9",
			"sabika.game.trade-card", 0, "trade_card", message.Params{"Max": 8, "Value": 9}},
		{"an event drawn twice", startErr(Start{Names: []string{"Ana", "Ben"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1, Events: &Events{Active: 4, Future: 4}}),
			"events: events: event 4 is drawn twice; the 3 events are distinct tiles (RU L845–851)",
			"sabika.game.duplicate-event", 0, "events", message.Params{"Event": 4}},
	}
	for _, c := range cases {
		if c.err == nil || c.err.Error() != c.text {
			t.Errorf("%s: %v, want %q", c.name, c.err, c.text)
			continue
		}
		m, ok := message.Of(c.err)
		if !ok || m.Code != c.code || m.Seat != c.seat || m.Field != c.field || !reflect.DeepEqual(m.Params, c.params) {
			t.Errorf("%s: says %+v", c.name, m)
		}
	}
}

// second is a step's error, its state and changes left aside.
func second[A, B any](_ A, _ B, err error) error { return err }

// fourth is a step's error, its state, result and changes left aside.
func fourth[A, B, C any](_ A, _ B, _ C, err error) error { return err }

// startErr is the refusal of a start.
func startErr(st Start) error {
	_, err := st.Record(testEditionWithDinars())
	return err
}
