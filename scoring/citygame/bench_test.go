package citygame

import (
	"math/rand/v2"
	"testing"

	"arrayan.io/arrayan/data/granada"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// bigGranada is a 3-player Granada record whose first player's city holds
// 54 buildings (every type's even faces), each placed where Hints allows.
func bigGranada(tb testing.TB) Record {
	tb.Helper()
	rng := rand.New(rand.NewPCG(54, 3))
	for attempt := 0; attempt < 20; attempt++ {
		r, err := New("granada", "", "", []string{"Ana", "Ben", "Cai"})
		if err != nil {
			tb.Fatal(err)
		}
		complete := true
		for _, typ := range granada.Types() {
			for v := granada.MinValue(); v <= granada.MaxValue() && complete; v += 2 {
				complete = placeSomewhere(rng, &r, typ, v)
			}
		}
		if complete {
			return r
		}
	}
	tb.Fatal("no 54-building city grew")
	return Record{}
}

// placeSomewhere places a face with random moats (at most 3) at a random
// legal square of player 0's city.
func placeSomewhere(rng *rand.Rand, r *Record, typ string, value int) bool {
	for try := 0; try < 50; try++ {
		e := city.Edges(rng.IntN(16))
		if e.Count() > granada.MaxMoats() {
			continue
		}
		pc := GranadaPiece(typ, value, e)
		hints, err := r.Hints(0, pc)
		if err != nil || len(hints) == 0 {
			continue
		}
		next, err := r.Place(0, pc, hints[rng.IntN(len(hints))].At)
		if err != nil {
			return false
		}
		*r = next
		return true
	}
	return false
}

// BenchmarkEdit54 is what a screen runs after an edit of a 54-building
// city: the edit (a tile taken out and placed back, each a pure operation
// with its legality check), then the city's violations, its outline and
// the scoring of the whole table.
func BenchmarkEdit54(b *testing.B) {
	r := bigGranada(b)
	last := r.Players[0].City[len(r.Players[0].City)-1]
	at := city.Pos{X: last.X, Y: last.Y}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		out, err := r.Remove(0, at)
		if err == nil {
			out, err = out.Place(0, last.Piece, at)
		}
		if err != nil {
			b.Fatal(err)
		}
		if vs := out.Check(0); len(vs) > 0 {
			b.Fatal(vs)
		}
		out.Outline(0)
		t, err := out.Table()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := tiles.Score(t); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHintsRecord54 is Hints for a face on the 54-building city of a
// record (piece checks included).
func BenchmarkHintsRecord54(b *testing.B) {
	r := bigGranada(b)
	pc := GranadaPiece("park", 3, city.E)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := r.Hints(0, pc); err != nil {
			b.Fatal(err)
		}
	}
}

func TestBigGranadaScores(t *testing.T) {
	r := bigGranada(t)
	if n := len(r.Players[0].City); n != 54 {
		t.Fatalf("%d buildings", n)
	}
	r, _ = r.SetCounts(1, map[string]int{}, 0, nil)
	r, _ = r.SetCounts(2, map[string]int{}, 0, nil)
	r, err := r.TakeScoring()
	if err != nil {
		t.Fatal(err)
	}
	longest, _, _ := r.Outline(0)
	// Round A: every type's 6 buildings ×1 for the only holder, plus the
	// moat (granada.md: "Recuento A": 1st place × the buildings of the type).
	if got, want := r.Scorings[0].Result.Players[0].Total, 9*6+longest; got != want {
		t.Errorf("total %d, want %d", got, want)
	}
}
