package deal

import (
	"slices"
	"testing"
)

func deal(t *testing.T, r Request) *Setup {
	t.Helper()
	s, err := Deal(r)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Sabika's fixed setup facts by player count (rulebook A, B, J, K; solo).
func TestSabikaByPlayerCount(t *testing.T) {
	cases := []struct {
		players               int
		side                  string
		blocked, minor, major int
		sultansWorkers, yusuf bool
		startTilePairs        int
	}{
		{1, "1-2", 0, 3, 4, true, true, 1},
		{2, "1-2", 0, 3, 4, true, false, 2},
		{3, "3-4", 3, 4, 6, true, false, 3},
		{4, "3-4", 0, 5, 8, false, false, 4},
	}
	for _, c := range cases {
		for seed := range uint64(50) {
			s := deal(t, Request{Game: Sabika, Players: c.players, Seed: seed}).Setup.Sabika
			if s.BoardSide != c.side || s.BlockedSpaces != c.blocked || s.MinorPoems != c.minor ||
				s.MajorPoems != c.major || s.SultansWorkers != c.sultansWorkers || (s.Yusuf != nil) != c.yusuf {
				t.Fatalf("%d players: %+v", c.players, s)
			}
			if len(s.StartTiles) != c.startTilePairs {
				t.Fatalf("%d players: start tiles %v", c.players, s.StartTiles)
			}
			seen := map[int]bool{}
			for _, p := range s.StartTiles {
				for _, tile := range p.Tiles {
					if tile < 1 || tile > 10 || seen[tile] {
						t.Fatalf("start tiles %v", s.StartTiles)
					}
					seen[tile] = true
				}
			}
			w := slices.Clone(s.Wishes)
			slices.Sort(w)
			if !slices.Equal(w, []string{"A", "B", "C"}) {
				t.Fatalf("wishes %v", s.Wishes)
			}
			if s.TradeCard < 1 || s.TradeCard > 8 {
				t.Fatalf("trade card %d", s.TradeCard)
			}
		}
	}
}

func TestSabikaSoloSteps(t *testing.T) {
	s := deal(t, Request{Game: Sabika, Players: 1, Options: map[string]string{OptYusufPP: "10"}})
	keys := map[string]bool{}
	for _, st := range s.Setup.Steps {
		keys[st.Key] = true
	}
	for _, k := range []string{"setup.sabika.solo-remove-f1", "setup.sabika.yusuf-first", "setup.sabika.yusuf-pp"} {
		if !keys[k] {
			t.Errorf("solo setup lacks %s", k)
		}
	}
	if keys["setup.seat"] {
		t.Error("solo setup deals seats")
	}
	if s.Setup.Sabika.Yusuf.StartPP != 10 {
		t.Errorf("Yusuf starts on %d PP", s.Setup.Sabika.Yusuf.StartPP)
	}
}

// The event presets draw from the right kinds: positive 1–5, negative 6–14.
func TestSabikaEventPresets(t *testing.T) {
	for seed := range uint64(300) {
		for _, mode := range []string{"random", "mixed", "negative"} {
			e := deal(t, Request{Game: Sabika, Players: 1 + int(seed%4), Seed: seed, Options: map[string]string{OptEvents: mode}}).Setup.Sabika.Events
			if e.Active == e.Future || e.Active < 1 || e.Active > 14 || e.Future < 1 || e.Future > 14 {
				t.Fatalf("%s: %+v", mode, e)
			}
			positives := 0
			for _, n := range []int{e.Active, e.Future} {
				if n <= 5 {
					positives++
				}
			}
			if e.HiddenFrom == "positive" {
				positives++
			}
			switch mode {
			case "negative":
				if positives != 0 || e.HiddenFrom != "negative" {
					t.Fatalf("negative preset dealt %+v", e)
				}
			case "mixed":
				if positives != 1 {
					t.Fatalf("mixed preset dealt %+v", e)
				}
			case "random":
				if e.HiddenFrom != "any" {
					t.Fatalf("random events hidden from %q", e.HiddenFrom)
				}
			}
		}
	}
	if deal(t, Request{Game: Sabika, Players: 2}).Setup.Sabika.Events != nil {
		t.Error("events dealt without the advanced mode")
	}
}

// Marco Polo's fixed facts (rulebook; reference sheet).
func TestMarcoPoloFacts(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for seed := range uint64(50) {
			m := deal(t, Request{Game: MarcoPolo, Players: players, Seed: seed}).Setup.MarcoPolo
			wantDice := map[int]int{2: 3, 3: 4, 4: 5}[players]
			if m.BlackDice != wantDice {
				t.Fatalf("%d players: %d black dice", players, m.BlackDice)
			}
			if len(m.BlockingDice) != map[int]int{2: 3, 3: 1, 4: 0}[players] {
				t.Fatalf("%d players: blocking dice %v", players, m.BlockingDice)
			}
			used := map[string]bool{}
			objectives := map[int]bool{}
			for i, p := range m.Players {
				if p.Coins != 7+i || p.Seat != i+1 {
					t.Fatalf("seat %d: %+v", i+1, p)
				}
				if p.Character != mpBoard().firstGame[i] {
					t.Fatalf("first game seat %d plays %s", i+1, p.Character)
				}
				used[p.Colour] = true
				for _, o := range p.Objectives {
					if o < 1 || o > 18 || objectives[o] {
						t.Fatalf("objectives %v", m.Players)
					}
					objectives[o] = true
				}
				if len(p.Objectives) != 2 {
					t.Fatalf("seat %d has %d objectives", i+1, len(p.Objectives))
				}
			}
			for _, b := range m.BlockingDice {
				if used[b.Colour] {
					t.Fatalf("a blocking die is a player's colour: %v", m.BlockingDice)
				}
			}
			if len(m.CityCards) != 9 || len(m.Outposts) != 7 || len(m.UnusedOutposts) != 3 || len(m.CityBonuses) != 6 {
				t.Fatalf("board %+v", m)
			}
			cards := map[int]bool{}
			sumatra := 0
			for _, c := range m.CityCards {
				if cards[c.Card] || c.Card < 0 || c.Card > 30 {
					t.Fatalf("city cards %v", m.CityCards)
				}
				cards[c.Card] = true
				if c.City == "sumatra" {
					sumatra++
				}
			}
			if sumatra != 3 {
				t.Fatalf("Sumatra holds %d city cards", sumatra)
			}
		}
	}
}

func TestMarcoPoloExpert(t *testing.T) {
	for players := 2; players <= 4; players++ {
		m := deal(t, Request{Game: MarcoPolo, Players: players, Seed: 3, Options: map[string]string{OptMode: "expert"}}).Setup.MarcoPolo
		if m.Draft == nil || len(m.Draft.Characters) != players+1 {
			t.Fatalf("%d players: draft %+v", players, m.Draft)
		}
		if m.Draft.Order[0] != players || m.Draft.Order[players-1] != 1 {
			t.Errorf("draft order %v: the last seat chooses first", m.Draft.Order)
		}
		for _, p := range m.Players {
			if len(p.Objectives) != 4 || p.Character != "" {
				t.Errorf("expert seat %+v", p)
			}
		}
	}
	beginner := deal(t, Request{Game: MarcoPolo, Players: 2}).Setup.MarcoPolo
	want := []Placement{{"anxi", "5-coins"}, {"kashgar", "2-different-goods"}, {"xian", "other-city-bonus"}, {"ormuz", "3-camels"}, {"adana", "camel-3-coins"}, {"kochi", "3-vp"}}
	if !slices.Equal(beginner.CityBonuses, want) {
		t.Errorf("beginner city bonuses %v", beginner.CityBonuses)
	}
}

func TestTilesTwoPlayers(t *testing.T) {
	for _, g := range []string{Alhambra, Granada} {
		two := deal(t, Request{Game: g, Players: 2}).Setup.Tiles
		if two.MoneyCards != 72 || two.NeutralTiles != 6 || two.Neutral == "" {
			t.Errorf("%s 2 players: %+v", g, two)
		}
		six := deal(t, Request{Game: g, Players: 6}).Setup.Tiles
		if six.MoneyCards != 108 || six.Neutral != "" {
			t.Errorf("%s 6 players: %+v", g, six)
		}
	}
	if n := deal(t, Request{Game: Granada, Players: 2}).Setup.Tiles.Neutral; n != "Pablo" {
		t.Errorf("Granada's neutral player is %q", n)
	}
}
