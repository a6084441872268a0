package yusuf

import (
	"encoding/json"
	"testing"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// TestValidateStructure: a state whose copy was corrected since (tiles,
// card faces, rondel spaces) fails Validate but passes ValidateStructure;
// a state that cannot be, whatever the copy, fails both.
func TestValidateStructure(t *testing.T) {
	c, st := newTestGame(t, 7)
	if err := st.ValidateStructure(); err != nil {
		t.Fatalf("a new game: %v", err)
	}
	corrected := testComponents()
	corrected.Tiles = []yusuf.Worker{yusuf.Comerciante, yusuf.Alarife, yusuf.Alarife, yusuf.Poetisa}
	corrected.Cards[0].ID = "test-renamed"
	corrected.Rondels[yusuf.Alarife][0] = "test-renamed"
	if st.Validate(corrected) == nil {
		t.Fatal("the corrected copy still matches: the test proves nothing")
	}
	if err := st.ValidateStructure(); err != nil {
		t.Fatalf("a game of a corrected copy is refused: %v", err)
	}
	impossible := map[string]func(s *State){
		"round 6":            func(s *State) { s.Round = 6 },
		"negative PP":        func(s *State) { s.PP = -1 },
		"a tile twice":       func(s *State) { s.Pile = append(s.Pile, s.Pile[0]) },
		"a tile gone":        func(s *State) { s.Pile = s.Pile[1:] },
		"tile 4":             func(s *State) { s.Pile[0] = 4 },
		"turns not revealed": func(s *State) { s.Turns = 2 },
		"a card twice": func(s *State) {
			s.Discards[yusuf.Poetisa] = append(s.Discards[yusuf.Poetisa], s.Decks[yusuf.Alarife][0])
		},
		"a card gone":        func(s *State) { s.Decks[yusuf.Alarife] = s.Decks[yusuf.Alarife][1:] },
		"a deck not listed":  func(s *State) { delete(s.Discards, yusuf.Poetisa) },
		"a fourth deck":      func(s *State) { s.Decks["sultan"] = []string{} },
		"three workers":      func(s *State) { s.Workers = s.Workers[1:] },
		"an unknown worker":  func(s *State) { s.Workers[0].Type = "sultan" },
		"lying beside":       func(s *State) { s.Workers[0].Lying = true },
		"two on one space":   func(s *State) { s.Workers[0].Space, s.Workers[1].Space = "x", "x" },
		"ten ships":          func(s *State) { s.Holdings.ShipsInGranada++ },
		"a pending worker 9": func(s *State) { s.Pending = &Pending{Card: "test-extra", Worker: 9, Question: &Question{}} },
		"carvings not poems": func(s *State) { s.Holdings.Carvings = 3 },
		"an empty card name": func(s *State) { s.Decks[yusuf.Alarife][0] = "" },
	}
	for name, doctor := range impossible {
		var s State
		if b, err := json.Marshal(st); err != nil || json.Unmarshal(b, &s) != nil {
			t.Fatal(err)
		}
		doctor(&s)
		if err := s.ValidateStructure(); err == nil {
			t.Errorf("%s: accepted", name)
		}
		if s.Validate(c) == nil {
			t.Errorf("%s: Validate accepts it too, the doctoring is wrong", name)
		}
	}
}
