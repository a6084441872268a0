package handoff

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"arrayan.io/arrayan/data/sabika/edition"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/sabika/game"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// The Sabika games are scoring/sabika/game's own fixtures (its
// record_test.go plays them): an edition, a start and every step's entry
// as the players entered them.
const (
	fourPlayers = "../../scoring/sabika/game/testdata/game-4p.json"
	solo        = "../../scoring/sabika/game/testdata/game-solo.json"
)

// sabikaGame replays the first steps entries of a fixture through the
// engine (game.Replay, as a game at the table confirms each step) and
// returns the record.
func sabikaGame(t testing.TB, path string, steps int) game.Record {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var in struct {
		Edition json.RawMessage   `json:"edition"`
		Start   game.Start        `json:"start"`
		Entries []json.RawMessage `json:"entries"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		t.Fatal(err)
	}
	ed, err := edition.Import(in.Edition)
	if err != nil {
		t.Fatal(err)
	}
	entries := make([]game.Entry, steps)
	for i := range entries {
		entries[i] = game.FreshEntry()
		entries[i].PoemOne = game.PoemOneKept
		if err := json.Unmarshal(in.Entries[i], &entries[i]); err != nil {
			t.Fatal(err)
		}
	}
	r, err := game.Replay(ed, in.Start, entries)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// roundFive is the 4-player game at round 5, every end of round 1–4
// confirmed and its final scoring not yet: the largest record of a game
// in progress (issue 31's budget).
func roundFive(t testing.TB) game.Record {
	t.Helper()
	r := sabikaGame(t, fourPlayers, 24)
	if r.Round() != 5 || r.Phase != game.PhaseFinal {
		t.Fatalf("round %d, phase %s: not round 5 before the final scoring", r.Round(), r.Phase)
	}
	return r
}

// soloWithYusuf is the solo game after its first end of round, with
// Yusuf's automa state set up by his engine (yusuf.NewGame) on made-up
// components.
func soloWithYusuf(t testing.TB) game.Record {
	t.Helper()
	r := sabikaGame(t, solo, 6)
	st, err := yusuf.NewGame(testComponents(), yusuf.Setup{Seed: 7, StartCity: "test-city-0"})
	if err != nil {
		t.Fatal(err)
	}
	r.Yusuf = &st
	return r
}

// testComponents are MADE-UP TEST FIXTURES, not Yusuf's printed cards
// (the real ones are recorded by the player, ruling 15): a copy of
// scoring/sabika/yusuf's fixture_test.go, every action and kind of bottom
// on a card, on made-up spaces.
func testComponents() *dy.Components {
	c := dy.Default()
	c.Rondels = map[dy.Worker][]string{
		dy.Alarife:     {"test-a1", "test-a2", "test-a3", "test-a4", "test-a5", "test-a6"},
		dy.Comerciante: {"test-c1", "test-c2", "test-c3", "test-c4"},
		dy.Poetisa:     {"test-p1", "test-p2", "test-p3", "test-p4"},
	}
	bottoms := []dy.Bottom{{PP: 1}, {Parias: 1}, {PP: 1, Parias: 1}, {}, {Per: dy.PerMajorBuilding},
		{Per: dy.PerMinorBuilding}, {Per: dy.PerPresence}, {Per: dy.PerConsolidated}, {Per: dy.PerPoem}, {Parias: 2}}
	discards := []dy.Discard{dy.DiscardNone, dy.DiscardRaw, dy.DiscardMarble, dy.DiscardBoth}
	for _, w := range dy.Workers {
		acts := dy.ActionsOf(w)
		for i := range c.DeckSizes[w] {
			var a []dy.Action
			switch i % 3 {
			case 1:
				a = []dy.Action{acts[i%len(acts)]}
			case 2:
				a = []dy.Action{acts[i%len(acts)], acts[(i+1)%len(acts)]}
			}
			rondel := c.Rondels[w]
			c.Cards = append(c.Cards, dy.Card{
				ID: fmt.Sprintf("test-%s-%d", w, i+1), Deck: w, Space: rondel[i%len(rondel)],
				Discard: discards[i%len(discards)], Actions: a, Bottom: bottoms[i%len(bottoms)],
			})
		}
	}
	return &c
}

// alhambraGame is scoring/citygame's TestFourPlayerGame after its first
// two scorings, each tile placed through the record's Place.
func alhambraGame(t testing.TB) citygame.Record {
	t.Helper()
	r, err := citygame.New("alhambra", "", "", []string{"Ana", "Ben", "Cai", "Dan"})
	if err != nil {
		t.Fatal(err)
	}
	rounds := [][]struct {
		player int
		id     string
		x, y   int
	}{
		{{0, "arcades-8-a", 1, 0}, {1, "tower-11-b", 1, 0}, {2, "garden-10-c", 1, 0}, {3, "pavilion-6", 1, 0}, {3, "pavilion-8", -1, 0}},
		{{0, "tower-11-a", 2, 0}, {1, "tower-11-c", -1, 0}, {2, "garden-12", -1, 0}, {3, "arcades-9", 2, 0}},
	}
	for _, moves := range rounds {
		for _, m := range moves {
			pc, ok := citygame.AlhambraPiece(m.id)
			if !ok {
				t.Fatalf("no tile %s", m.id)
			}
			if r, err = r.Place(m.player, pc, city.Pos{X: m.x, Y: m.y}); err != nil {
				t.Fatal(err)
			}
		}
		if r, err = r.TakeScoring(); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// granadaGame is scoring/citygame's TestGranadaTwoPlayers: two players
// and the neutral collector, one scoring taken.
func granadaGame(t testing.TB) citygame.Record {
	t.Helper()
	r, err := citygame.New("granada", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	steps := []func(citygame.Record) (citygame.Record, error){
		func(r citygame.Record) (citygame.Record, error) {
			return r.Place(0, citygame.GranadaPiece("park", 5, city.N), city.Pos{X: 1})
		},
		func(r citygame.Record) (citygame.Record, error) {
			return r.Place(1, citygame.GranadaPiece("park", 13, 0), city.Pos{X: 1})
		},
		func(r citygame.Record) (citygame.Record, error) {
			return r.GiveNeutral(citygame.GranadaPiece("park", 3, 0))
		},
		func(r citygame.Record) (citygame.Record, error) { return r.TakeScoring() },
	}
	for i, s := range steps {
		if r, err = s(r); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	return r
}

// marcoPoloTable is scoring/marcopolo's TestDecodeTable input, the end
// scoring's table as `arrayan-cli score` reads it.
const marcoPoloTable = `{"game": "marcopolo",
 "players": [
   {"name": "Ana", "vp": 52, "coins": 23, "camels": 3,
    "goods": {"pepper": 2, "silk": 1, "gold": 0},
    "posts": ["moscow", "xian", "beijing"], "beijing": 2,
    "objectives": [["moscow", "xian"], ["karachi", "anxi"]],
    "contracts": 5},
   {"name": "Ben", "vp": 60, "coins": 5, "camels": 1, "goods": {},
    "posts": ["beijing"], "beijing": 1, "objectives": [["sumatra", "anxi"]], "contracts": 5, "character": "kubilai-khan"}
 ]}`

// saved is a record's JSON as the app saves it (encoding/json, as
// app/store writes a state).
func saved(t testing.TB, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
