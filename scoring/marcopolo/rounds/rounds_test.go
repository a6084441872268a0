package rounds

import (
	"errors"
	"reflect"
	"testing"

	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/data/message"
)

func TestCompensation(t *testing.T) {
	// The rulebook's example: Verde rolls 13 → 2 coins/camels.
	for total, want := range map[int]int{13: 2, 14: 1, 15: 0, 22: 0, 5: 10, 0: 0} {
		if got := Compensation(total); got != want {
			t.Errorf("Compensation(%d) = %d, want %d", total, got, want)
		}
	}
}

func TestRoundCounts(t *testing.T) {
	cases := []struct{ round, players, black, piles int }{
		{1, 4, 5, 4}, {2, 3, 4, 3}, {5, 2, 3, 0}, {3, 2, 3, 2},
	}
	for _, c := range cases {
		tab := Table{}
		for i := 0; i < c.players; i++ {
			tab.Players = append(tab.Players, Player{Name: string(rune('A' + i))})
		}
		r, err := Start(c.round, tab)
		if err != nil {
			t.Fatal(err)
		}
		if r.BlackDice != c.black || r.PilesLeft != c.piles || r.NewStartPlayer != (c.round > 1) {
			t.Errorf("round %d, %d players: %+v", c.round, c.players, r)
		}
	}
}

func TestPayments(t *testing.T) {
	tab := Table{Players: []Player{
		// Beginner bonuses: Adana 1 camel + 3 coins, Kochi 3 VP; Moscow is large (no bonus).
		{Name: "Ana", Character: "johannes-caprini", Posts: []string{"kochi", "moscow", "adana"}, Dice: 12},
		{Name: "Ben", Character: "raschid", Posts: []string{"anxi"}, Dice: 9},
		{Name: "Cai", Character: "matteo-polo", Posts: nil, Dice: 20},
		{Name: "Dan", Character: "niccolo-marco-polo", Posts: []string{"xian"}},
	}}
	r, err := Start(3, tab)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]Payment{
		{
			{Kind: FromCity, City: "adana", Bonus: "camel-3-coins", Award: mp.Amounts{"camels": 1, "coins": 3}},
			{Kind: FromCity, City: "kochi", Bonus: "3-vp", Award: mp.Amounts{"vp": 3}},
			{Kind: FromCharacter, Character: "johannes-caprini", Award: mp.Amounts{"coins": 3}},
			{Kind: FromCompensation, Award: mp.Amounts{"coins_or_camels": 3}},
		},
		// Raschid sets his dice: no compensation even for a 9.
		{{Kind: FromCity, City: "anxi", Bonus: "5-coins", Award: mp.Amounts{"coins": 5}}},
		{{Kind: FromCharacter, Character: "matteo-polo", Award: mp.Amounts{"white_die": 1, "contract": 1}}},
		{
			{Kind: FromCity, City: "xian", Bonus: "other-city-bonus", Award: mp.Amounts{"other_city_bonus": 1}},
			{Kind: FromCharacter, Character: "niccolo-marco-polo", Award: mp.Amounts{"camels": 1}},
		},
	}
	for i, w := range want {
		if got := r.Players[i].Payments; !reflect.DeepEqual(got, w) {
			t.Errorf("%s: %+v\nwant %+v", tab.Players[i].Name, got, w)
		}
	}
	if r.Players[1].Rolls {
		t.Error("Raschid rolls")
	}
}

func TestExpertCityBonuses(t *testing.T) {
	tab := Table{
		Players:     []Player{{Name: "A", Posts: []string{"anxi"}}, {Name: "B"}},
		CityBonuses: map[string]string{"anxi": "3-vp", "kochi": "5-coins"},
	}
	r, err := Start(2, tab)
	if err != nil {
		t.Fatal(err)
	}
	if p := r.Players[0].Payments; len(p) != 1 || p[0].Award["vp"] != 3 {
		t.Errorf("payments %+v", p)
	}
}

func TestErrors(t *testing.T) {
	two := []Player{{Name: "A"}, {Name: "B"}}
	cases := []struct {
		round int
		tab   Table
	}{
		{0, Table{Players: two}},
		{6, Table{Players: two}},
		{1, Table{Players: two[:1]}},
		{1, Table{Players: []Player{{Name: "A", Character: "marco"}, {Name: "B"}}}},
		{1, Table{Players: []Player{{Name: "A", Dice: -3}, {Name: "B"}}}},
		{1, Table{Players: two, CityBonuses: map[string]string{"moscow": "3-vp"}}},
		{1, Table{Players: two, CityBonuses: map[string]string{"anxi": "gold"}}},
		{1, Table{Players: two, CityBonuses: map[string]string{"anxi": "3-vp", "kochi": "3-vp"}}},
	}
	codes := []string{"rounds.round", "rounds.round", "rounds.players", "rounds.character", "rounds.dice",
		"rounds.not-small", "rounds.unknown-bonus", "rounds.bonus-twice"}
	for i, c := range cases {
		_, err := Start(c.round, c.tab)
		var e *Error
		if !errors.As(err, &e) || e.ErrorCode() != "bad-input" {
			t.Errorf("case %d: err = %v", i, err)
		}
		if m, ok := message.Of(err); !ok || m.Code != codes[i] {
			t.Errorf("case %d: says %v; want code %s", i, err, codes[i])
		}
	}
}

// TestBonusOnTwoCities: a tile on two cities names the tile and both
// cities, in order, for the screen to name them.
func TestBonusOnTwoCities(t *testing.T) {
	_, err := Start(1, Table{Players: []Player{{Name: "A"}, {Name: "B"}},
		CityBonuses: map[string]string{"kochi": "3-vp", "anxi": "3-vp"}})
	m, ok := message.Of(err)
	if !ok || m.Kind != BonusOnTwoCities || m.Params["Bonus"] != "3-vp" || !reflect.DeepEqual(m.Params["Cities"], []string{"anxi", "kochi"}) {
		t.Errorf("says %+v", m)
	}
}
