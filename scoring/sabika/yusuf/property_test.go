package yusuf

import (
	"encoding/json"
	"slices"
	"testing"

	"arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/setup/random"
)

// playGame plays a whole 5-round solo game with answers drawn from r and
// calls check after every step.
func playGame(t testing.TB, c *yusuf.Components, seed uint64, check func(*State, string)) State {
	st, err := NewGame(c, Setup{Seed: seed, StartCity: "test-city-0"})
	if err != nil {
		t.Fatal(err)
	}
	r := random.New(seed ^ 0xabcdef)
	for round := 1; round <= Rounds; round++ {
		for range 4 {
			step, err := st.StartTurn(c)
			check(&st, "turn")
			for err == nil && step.Question != nil {
				a := legalAnswer(&st, *step.Question, r.IntN(12))
				if r.IntN(8) == 0 {
					a = Answer{Skip: true}
				}
				step, err = st.Answer(c, a)
				check(&st, "answer")
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		check(&st, "round")
		tiles := map[int]int{1: 1, 3: 2, 5: 3}[round]
		tower := make([][]WishElement, tiles)
		for i := range tower {
			tower[i] = []WishElement{{Per: []string{"seal", "poem", "presence", "blue-poem"}[r.IntN(4)], PP: r.IntN(3)}}
		}
		if round < Rounds {
			top := r.IntN(2) == 0
			if _, _, err := st.EndRound(RoundEnd{Tower: tower, Due: r.IntN(5), PlayerParias: r.IntN(6), YusufOnTop: &top}); err != nil {
				t.Fatal(err)
			}
			continue
		}
		poems := []PoemScore{}
		for _, p := range st.Holdings.MajorPoems {
			ps := PoemScore{Code: p, PP: r.IntN(10)}
			switch PoemKind(p) {
			case PoemByTrio:
				ps.PerTrio = 2
			case PoemByBalance:
				ps.PerBalance = 1
			}
			poems = append(poems, ps)
		}
		if _, _, err := st.EndGame(GameEnd{Tower: tower, Poems: poems, Trade: r.IntN(8)}); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// 1,000 seeded games with random answers: every card always in exactly one
// deck or discard (or in play), 4 tiles a round, at most 2 major poems, no
// negative value, a valid state after every step, the same seed the same game.
func TestPropertyThousandGames(t *testing.T) {
	c := testComponents()
	for seed := range uint64(1000) {
		tilesThisRound := 0
		check := func(st *State, at string) {
			if err := st.Validate(c); err != nil {
				t.Fatalf("seed %d after %s: %v", seed, at, err)
			}
			if st.PP < 0 || st.Parias < 0 || len(st.Holdings.MajorPoems) > MaxMajorPoems {
				t.Fatalf("seed %d: %+v", seed, st)
			}
			if at == "round" {
				tilesThisRound = len(st.Revealed)
				if tilesThisRound != 4 || st.Turns != 4 {
					t.Fatalf("seed %d round %d: %d tiles", seed, st.Round, tilesThisRound)
				}
			}
		}
		a := playGame(t, c, seed, check)
		if seed%50 == 0 {
			b := playGame(t, c, seed, func(*State, string) {})
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if !slices.Equal(ja, jb) {
				t.Fatalf("seed %d: two plays differ", seed)
			}
		}
	}
}

// A whole game of 20 turns and 5 ends of round must take well under 1 ms.
func BenchmarkGame(b *testing.B) {
	c := testComponents()
	for i := range b.N {
		playGame(b, c, uint64(i), func(*State, string) {})
	}
}
