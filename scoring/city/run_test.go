package city

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

func sides(ss []Side) string {
	var parts []string
	for _, s := range ss {
		parts = append(parts, fmt.Sprintf("%d,%d%s", s.Pos.X, s.Pos.Y, s.Edge))
	}
	return strings.Join(parts, " ")
}

// TestLongestRun checks the edges of the longest run on hand-drawn cities:
// along one tile, across two, round the corners, none, and an illegal city.
func TestLongestRun(t *testing.T) {
	for _, c := range []struct {
		name, rows string
		feats      map[byte]string
		want       string
	}{
		{"one tile", "@a", map[byte]string{'a': "NE"}, "1,0N 1,0E"},
		{"across two tiles", "a@b", map[byte]string{'a': "N", 'b': "NE"}, "2,0N 2,0E"},
		{"no wall", "@a", map[byte]string{'a': ""}, ""},
		{"round a corner", "ab\n@c", map[byte]string{'a': "NW", 'b': "NE", 'c': "ES"}, "0,0W 0,0N 1,0N 1,0E 1,1E 1,1S"},
		{"illegal", "@.a", map[byte]string{'a': ""}, ""},
	} {
		got := sides(LongestRun(plan(c.rows, c.feats)))
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestLongestRunMatchesLongest checks on random legal cities that the run
// has Report.Longest edges, each outer and featured, each following the
// one before along the outline.
func TestLongestRunMatchesLongest(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range 300 {
		cells := randomLegal(rng, 1+rng.IntN(40))
		r := Check(cells)
		run := LongestRun(cells)
		if len(run) != r.Longest {
			t.Fatalf("run of %d edges, Longest %d: %v", len(run), r.Longest, cells)
		}
		at := map[Pos]Edges{}
		for _, c := range cells {
			at[Pos{c.X, c.Y}] = c.Features
		}
		for _, s := range run {
			f, ok := at[s.Pos]
			if !ok || f&s.Edge == 0 {
				t.Fatalf("%v is not a featured edge of a tile", s)
			}
			d := strings.IndexByte(letters, s.Edge.String()[0])
			step := [4]Pos{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}[d]
			if _, inner := at[Pos{s.Pos.X + step.X, s.Pos.Y + step.Y}]; inner {
				t.Fatalf("%v is not an outer edge", s)
			}
		}
	}
}

// randomLegal grows a legal city tile by tile: each new tile next to the
// city, its edges towards neighbours matching them and open to one of
// them, kept only when the city stays legal.
func randomLegal(rng *rand.Rand, n int) []Cell {
	cells := []Cell{{Start: true}}
	at := map[Pos]Edges{{}: 0}
	step := [4]Pos{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}
	for tries := 0; len(cells) < n && tries < 50*n; tries++ {
		base := cells[rng.IntN(len(cells))]
		p := Pos{base.X + step[rng.IntN(4)].X, base.Y}
		p.Y += step[rng.IntN(4)].Y
		if _, taken := at[p]; taken {
			continue
		}
		trial := append(append([]Cell(nil), cells...), Cell{X: p.X, Y: p.Y, Features: Edges(rng.IntN(16))})
		if Check(trial).Legal() {
			cells = trial
			at[p] = trial[len(trial)-1].Features
		}
	}
	return cells
}
