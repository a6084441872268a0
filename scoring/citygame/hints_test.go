package citygame

import (
	"math/rand/v2"
	"testing"

	"arrayan.io/arrayan/scoring/city"
)

// fullHints is what Hints must answer, by brute force: every empty square
// of the bounding box grown by one where the city with the tile added
// passes city.Check.
func fullHints(cells []city.Cell, tile city.Edges) []Hint {
	minX, maxX, minY, maxY := 0, 0, 0, 0
	taken := map[city.Pos]bool{}
	for _, c := range cells {
		minX, maxX, minY, maxY = min(minX, c.X), max(maxX, c.X), min(minY, c.Y), max(maxY, c.Y)
		taken[city.Pos{X: c.X, Y: c.Y}] = true
	}
	var out []Hint
	for y := minY - 1; y <= maxY+1; y++ {
		for x := minX - 1; x <= maxX+1; x++ {
			if taken[city.Pos{X: x, Y: y}] {
				continue
			}
			r := city.Check(append(append([]city.Cell(nil), cells...), city.Cell{X: x, Y: y, Features: tile}))
			if r.Legal() {
				out = append(out, Hint{At: city.Pos{X: x, Y: y}, Longest: r.Longest})
			}
		}
	}
	return out
}

// randomCity grows a legal city of up to n tiles from the start, each tile
// with random edges at a random square Hints offers.
func randomCity(rng *rand.Rand, n int, maxEdges int) []city.Cell {
	cells := []city.Cell{{Start: true}}
	for tries := 0; len(cells) <= n && tries < 20*n; tries++ {
		e := city.Edges(rng.IntN(16))
		if e.Count() > maxEdges {
			continue
		}
		hs := Hints(cells, e)
		if len(hs) == 0 {
			continue
		}
		h := hs[rng.IntN(len(hs))]
		cells = append(cells, city.Cell{X: h.At.X, Y: h.At.Y, Features: e})
	}
	return cells
}

func TestHintsMatchFullValidation(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 54))
	for round := 0; round < 60; round++ {
		cells := randomCity(rng, 1+rng.IntN(40), 3)
		if !city.Check(cells).Legal() {
			t.Fatalf("random city %d is not legal", round)
		}
		for e := city.Edges(0); e < 16; e++ {
			got, want := Hints(cells, e), fullHints(cells, e)
			if len(got) != len(want) {
				t.Fatalf("city %v, tile %s: %d hints, brute force %d:\n%v\n%v", cells, e, len(got), len(want), got, want)
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("city %v, tile %s: hint %d is %v, brute force %v", cells, e, i, got[i], want[i])
				}
			}
		}
	}
}

func TestHintsRules(t *testing.T) {
	start := city.Cell{Start: true}
	at := func(x, y int) city.Pos { return city.Pos{X: x, Y: y} }
	tests := []struct {
		name  string
		cells []city.Cell
		tile  city.Edges
		want  []Hint
	}{
		{"bare tile beside the start: four squares", []city.Cell{start}, 0,
			[]Hint{{at(0, -1), 0}, {at(-1, 0), 0}, {at(1, 0), 0}, {at(0, 1), 0}}},
		{"wall facing the start is a mismatch (ruling 1)", []city.Cell{start}, city.W,
			[]Hint{{at(0, -1), 1}, {at(-1, 0), 1}, {at(0, 1), 1}}},
		{"walled on every side cannot be walked into (ruling 4)", []city.Cell{start}, city.N | city.E | city.S | city.W, nil},
		{"the square that closes a hole is refused (ruling 3)", []city.Cell{start,
			{X: 1, Y: 0}, {X: 2, Y: 0}, {X: 0, Y: 1}, {X: 2, Y: 1}, {X: 0, Y: 2}},
			0, nil /* filled below */},
		{"an illegal city: only the square that mends it", []city.Cell{start, {X: 2, Y: 0}}, 0, []Hint{{at(1, 0), 0}}},
	}
	// The U-shaped city: (1,2) would enclose (1,1); (1,1) itself is fine.
	tests[3].want = fullHints(tests[3].cells, 0)
	for _, h := range tests[3].want {
		if h.At == at(1, 2) {
			t.Fatal("brute force accepts the square closing the hole")
		}
	}
	if len(tests[3].want) == 0 {
		t.Fatal("the U-shaped city has no hints at all")
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Hints(tc.cells, tc.tile)
			if len(got) != len(tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("got %v, want %v", got, tc.want)
				}
			}
		})
	}
}

// bigCity is a legal 54-tile city (53 buildings and the start).
func bigCity(tb testing.TB) []city.Cell {
	rng := rand.New(rand.NewPCG(54, 1))
	for {
		cells := randomCity(rng, 53, 3)
		if len(cells) == 54 {
			return cells
		}
	}
}

func BenchmarkHints54(b *testing.B) {
	cells := bigCity(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Hints(cells, city.N|city.E)
	}
}

// TestHintsFillAHole: a city left with a hole (a tile removed from its
// middle) breaks a rule; a tile that fills the hole is offered there, and
// only there, as Place accepts it; brute force agrees.
func TestHintsFillAHole(t *testing.T) {
	cells := []city.Cell{{Start: true}}
	for _, p := range []city.Pos{{X: 1}, {X: 2}, {Y: 1}, {X: 2, Y: 1}, {Y: 2}, {X: 1, Y: 2}, {X: 2, Y: 2}} {
		cells = append(cells, city.Cell{X: p.X, Y: p.Y})
	}
	if city.Check(cells).Legal() {
		t.Fatal("the ring has no hole")
	}
	got := Hints(cells, 0)
	if len(got) != 1 || got[0].At != (city.Pos{X: 1, Y: 1}) {
		t.Errorf("hints %v, want the hole (1, 1) only", got)
	}
	if want := fullHints(cells, 0); len(want) != len(got) {
		t.Errorf("brute force %v", want)
	}
	if hs := Hints(cells, city.N|city.E|city.S|city.W); len(hs) != 0 {
		t.Errorf("a walled tile that cannot fill the hole is offered %v", hs)
	}
}
