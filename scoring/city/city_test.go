package city

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// plan builds a city from a picture, one character per square: '@' the
// start, a letter a tile named by it, '.' empty. feats gives the featured
// edges of named tiles.
func plan(rows string, feats map[byte]string) []Cell {
	var cells []Cell
	for y, line := range strings.Split(strings.TrimSpace(rows), "\n") {
		for x, ch := range strings.TrimSpace(line) {
			switch {
			case ch == '.':
			case ch == '@':
				cells = append(cells, Cell{X: x, Y: y, Start: true})
			default:
				f, err := ParseEdges(feats[byte(ch)])
				if err != nil {
					panic(err)
				}
				cells = append(cells, Cell{X: x, Y: y, Features: f})
			}
		}
	}
	return cells
}

// show renders violations compactly: "rule[x,y x,y]+more".
func show(vs []Violation) string {
	var parts []string
	for _, v := range vs {
		var ps []string
		for _, p := range v.Cells {
			ps = append(ps, fmt.Sprintf("%d,%d", p.X, p.Y))
		}
		s := v.Rule + "[" + strings.Join(ps, " ") + "]"
		if v.More > 0 {
			s += fmt.Sprintf("+%d", v.More)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

func TestEdges(t *testing.T) {
	for _, c := range []struct {
		in, out string
		ok      bool
	}{
		{"", "", true}, {"N", "N", true}, {"WSEN", "NESW", true}, {"SW", "SW", true},
		{"NN", "", false}, {"n", "", false}, {"X", "", false}, {"N E", "", false},
	} {
		e, err := ParseEdges(c.in)
		if (err == nil) != c.ok || c.ok && e.String() != c.out {
			t.Errorf("ParseEdges(%q) = %v, %v", c.in, e, err)
		}
	}
	if (N|E|W).Count() != 3 || Edges(0).Count() != 0 {
		t.Error("Count")
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		name       string
		rows       string
		feats      map[byte]string
		violations string
		outline    int
		longest    int
	}{
		{name: "start alone", rows: "@", outline: 4},
		{name: "no start", rows: "a", violations: "start[]"},
		{name: "two starts", rows: "@a@", violations: "start[0,0 2,0]"},
		{
			// Ruling 2: every outer edge walled, a closed ring of 12 edges.
			name: "closed ring of 12",
			rows: `
				abc
				d@e
				fgh`,
			feats:   map[byte]string{'a': "NW", 'b': "N", 'c': "NE", 'd': "W", 'e': "E", 'f': "SW", 'g': "S", 'h': "ES"},
			outline: 12, longest: 12,
		},
		{
			// Ruling 2: the run W, N of a, N, E of b, E, S of c is counted
			// across the point where the walk starts (the north edge of a).
			name: "run across the walk's start",
			rows: `
				ab
				@c`,
			feats:   map[byte]string{'a': "NW", 'b': "NE", 'c': "ES"},
			outline: 8, longest: 6,
		},
		{
			// Ruling 1: b and c wall their shared edge from both sides, an
			// inner double wall that pays nothing; c is reached round it.
			name: "inner double wall",
			rows: `
				@b
				ac`,
			feats:   map[byte]string{'b': "NES", 'c': "N"},
			outline: 8, longest: 2,
		},
		{
			name:       "edge mismatch, and the tile behind it unreachable",
			rows:       "@a",
			feats:      map[byte]string{'a': "W"},
			violations: "edge-mismatch[0,0 1,0] unreachable[1,0]",
		},
		{
			// Ruling 4: c's only way in crosses a double wall; c and d are
			// joined on foot, so they form one group.
			name: "unreachable through walls",
			rows: `
				@ab
				..cd`,
			feats:      map[byte]string{'b': "S", 'c': "N"},
			violations: "unreachable[2,1 3,1]",
		},
		{
			name:       "touching only at a corner",
			rows:       "@.\n.a",
			violations: "unreachable[1,1]",
		},
		{
			name: "isolated tiles, one group each",
			rows: `
				@.a
				...
				b.c`,
			violations: "unreachable[2,0] unreachable[0,2] unreachable[2,2]",
		},
		{
			// Ruling 3: the centre touches the outside only diagonally.
			name: "hole with a diagonal exit only",
			rows: `
				@ab
				c.d
				ef.`,
			violations: "hole[1,1]",
		},
		{
			name: "two holes, one of two squares",
			rows: `
				@abcde
				f.g..h
				ijklmn`,
			violations: "hole[1,1] hole[3,1 4,1]",
		},
		{
			name: "bay open to the outside is no hole",
			rows: `
				@ab
				c.d
				e.f`,
			outline: 16,
		},
		{
			name: "hole reaching round a corner",
			rows: `
				@abcd
				e...f
				gh..i
				jklmn`,
			violations: "hole[1,1 2,1 3,1 2,2 3,2]",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			cells := plan(c.rows, c.feats)
			for _, dense := range []bool{true, false} {
				r := check(cells, dense)
				if got := show(r.Violations); got != c.violations {
					t.Errorf("dense=%v: violations %s, want %s", dense, got, c.violations)
				}
				if r.Outline != c.outline || r.Longest != c.longest {
					t.Errorf("dense=%v: outline %d longest %d, want %d %d", dense, r.Outline, r.Longest, c.outline, c.longest)
				}
			}
		})
	}
}

func TestOverlap(t *testing.T) {
	cells := []Cell{{X: 0, Y: 0, Start: true}, {X: 1, Y: 0}, {X: 1, Y: 0, Features: N}, {X: 1, Y: 0}, {X: 0, Y: -1}, {X: 0, Y: -1}}
	for _, dense := range []bool{true, false} {
		if got := show(check(cells, dense).Violations); got != "overlap[0,-1] overlap[1,0]" {
			t.Errorf("dense=%v: %s", dense, got)
		}
	}
}

// TestSparse: far-apart coordinates neither allocate a grid over them nor
// overflow, and a huge hole is listed only in part.
func TestSparse(t *testing.T) {
	far := []Cell{{X: -1 << 62, Y: 0, Start: true}, {X: 1 << 62, Y: 1 << 62}}
	if got := show(Check(far).Violations); got != "unreachable[4611686018427387904,4611686018427387904]" {
		t.Errorf("far cells: %s", got)
	}
	// A square ring of side 2001 around 1999×1999 empty squares.
	const side = 2001
	var ring []Cell
	for i := 0; i < side; i++ {
		ring = append(ring, Cell{X: i, Y: 0}, Cell{X: i, Y: side - 1})
		if i > 0 && i < side-1 {
			ring = append(ring, Cell{X: 0, Y: i}, Cell{X: side - 1, Y: i})
		}
	}
	ring[0].Start = true
	r := Check(ring)
	if len(r.Violations) != 1 || r.Violations[0].Rule != RuleHole ||
		len(r.Violations[0].Cells) != MaxListed || r.Violations[0].More != (side-2)*(side-2)-MaxListed {
		t.Fatalf("ring: %d violations, first %s %d cells +%d", len(r.Violations), r.Violations[0].Rule, len(r.Violations[0].Cells), r.Violations[0].More)
	}
	if p := r.Violations[0].Cells[0]; p != (Pos{1, 1}) {
		t.Errorf("first hole square %v", p)
	}
}

// reference is a plain map-based reading of rulings 1–4, written apart from
// Check to compare against it: holes by flooding the bounding box, the
// outline by linking directed boundary segments vertex to vertex.
func reference(cells []Cell) Report {
	var r Report
	starts := []Pos{}
	at := map[Pos]Cell{}
	seenTwice := map[Pos]bool{}
	minX, minY, maxX, maxY := 0, 0, 0, 0
	for i, c := range cells {
		p := Pos{c.X, c.Y}
		if c.Start {
			starts = append(starts, p)
		}
		if _, ok := at[p]; ok {
			seenTwice[p] = true
		} else {
			at[p] = c
		}
		if i == 0 || c.X < minX {
			minX = c.X
		}
		if i == 0 || c.Y < minY {
			minY = c.Y
		}
		if i == 0 || c.X > maxX {
			maxX = c.X
		}
		if i == 0 || c.Y > maxY {
			maxY = c.Y
		}
	}
	dirs := [4]Pos{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}
	add := func(p Pos, d int) Pos { return Pos{p.X + dirs[d].X, p.Y + dirs[d].Y} }
	reading := func(keep func(Pos) bool) []Pos {
		var ps []Pos
		for y := minY - 1; y <= maxY+1; y++ {
			for x := minX - 1; x <= maxX+1; x++ {
				if keep(Pos{x, y}) {
					ps = append(ps, Pos{x, y})
				}
			}
		}
		return ps
	}
	if len(starts) != 1 {
		sortPos(starts)
		r.Violations = append(r.Violations, Violation{Rule: RuleStart, Cells: starts})
	}
	if len(cells) == 0 {
		return r
	}
	for _, p := range reading(func(p Pos) bool { return seenTwice[p] }) {
		r.Violations = append(r.Violations, Violation{Rule: RuleOverlap, Cells: []Pos{p}})
	}
	tiles := reading(func(p Pos) bool { _, ok := at[p]; return ok })
	for _, p := range tiles {
		for _, d := range []int{1, 2} {
			if q, ok := at[add(p, d)]; ok && (at[p].Features&edge[d] != 0) != (q.Features&edge[d^2] != 0) {
				r.Violations = append(r.Violations, Violation{Rule: RuleEdgeMismatch, Cells: []Pos{p, add(p, d)}})
			}
		}
	}
	// flood marks with mark everything reachable from p by step.
	flood := func(mark map[Pos]int, p Pos, id int, step func(p Pos, d int) bool) {
		mark[p] = id
		stack := []Pos{p}
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for d := 0; d < 4; d++ {
				if q := add(p, d); mark[q] == 0 && step(p, d) {
					mark[q] = id
					stack = append(stack, q)
				}
			}
		}
	}
	if len(starts) == 1 {
		walk := func(p Pos, d int) bool {
			q, ok := at[add(p, d)]
			return ok && at[p].Features&edge[d] == 0 && q.Features&edge[d^2] == 0
		}
		mark := map[Pos]int{}
		flood(mark, starts[0], 1, walk)
		groups := 1
		for _, p := range tiles {
			if mark[p] == 0 {
				groups++
				flood(mark, p, groups, walk)
			}
		}
		for g := 2; g <= groups; g++ {
			r.Violations = append(r.Violations, Violation{Rule: RuleUnreachable, Cells: reading(func(p Pos) bool { return mark[p] == g })})
		}
	}
	empty := func(p Pos) bool {
		_, tile := at[p]
		return !tile && p.X >= minX-1 && p.X <= maxX+1 && p.Y >= minY-1 && p.Y <= maxY+1
	}
	mark := map[Pos]int{}
	flood(mark, Pos{minX - 1, minY - 1}, 1, func(p Pos, d int) bool { return empty(add(p, d)) })
	regions := 1
	for _, p := range reading(empty) {
		if mark[p] == 0 {
			regions++
			flood(mark, p, regions, func(p Pos, d int) bool { return empty(add(p, d)) })
		}
	}
	for g := 2; g <= regions; g++ {
		r.Violations = append(r.Violations, Violation{Rule: RuleHole, Cells: reading(func(p Pos) bool { return mark[p] == g })})
	}
	if len(r.Violations) > 0 {
		return r
	}
	// Clockwise boundary segments keyed by their first vertex (the
	// north-west corner of square (x, y) is vertex (x, y)).
	type seg struct {
		to   Pos
		wall bool
	}
	segs := map[Pos]seg{}
	corner := [4][2]Pos{{{0, 0}, {1, 0}}, {{1, 0}, {1, 1}}, {{1, 1}, {0, 1}}, {{0, 1}, {0, 0}}}
	for _, p := range tiles {
		for d := 0; d < 4; d++ {
			if _, ok := at[add(p, d)]; !ok {
				from := Pos{p.X + corner[d][0].X, p.Y + corner[d][0].Y}
				to := Pos{p.X + corner[d][1].X, p.Y + corner[d][1].Y}
				if _, dup := segs[from]; dup {
					panic("two outline segments leave one vertex in a legal city")
				}
				segs[from] = seg{to, at[p].Features&edge[d] != 0}
				r.Outline++
			}
		}
	}
	var flags []bool
	first := Pos{tiles[0].X, tiles[0].Y} // its north edge is on the outline
	for v := first; ; {
		s := segs[v]
		flags = append(flags, s.wall)
		if v = s.to; v == first {
			break
		}
	}
	if len(flags) != r.Outline {
		panic("the outline of a legal city is not one closed line")
	}
	run := 0
	for i := 0; i < 2*len(flags); i++ {
		if flags[i%len(flags)] {
			run++
			r.Longest = max(r.Longest, min(run, len(flags)))
		} else {
			run = 0
		}
	}
	return r
}

// randomCity grows a city from the start, mostly keeping edges consistent so
// that a fair share of the cities are legal.
func randomCity(rng *rand.Rand, n int) []Cell {
	cells := []Cell{{Start: rng.IntN(20) != 0}}
	at := map[Pos]int{{0, 0}: 0}
	dirs := [4]Pos{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}
	for len(cells) < n {
		base := cells[rng.IntN(len(cells))]
		d := rng.IntN(4)
		p := Pos{base.X + dirs[d].X, base.Y + dirs[d].Y}
		if rng.IntN(30) == 0 {
			p = Pos{rng.IntN(9) - 4, rng.IntN(9) - 4}
		}
		if _, ok := at[p]; ok && rng.IntN(20) != 0 {
			continue
		}
		var f Edges
		for e := 0; e < 4; e++ {
			q := Pos{p.X + dirs[e].X, p.Y + dirs[e].Y}
			if i, ok := at[q]; ok && rng.IntN(25) != 0 {
				if cells[i].Features&edge[e^2] != 0 {
					f |= edge[e]
				}
			} else if rng.IntN(3) == 0 {
				f |= edge[e]
			}
		}
		at[p] = len(cells)
		cells = append(cells, Cell{X: p.X, Y: p.Y, Features: f, Start: rng.IntN(200) == 0})
	}
	rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	return cells
}

func TestAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	legal := 0
	for i := 0; i < 4000; i++ {
		cells := randomCity(rng, 1+rng.IntN(30))
		want := reference(cells)
		if want.Legal() {
			legal++
		}
		for _, dense := range []bool{true, false} {
			got := check(cells, dense)
			if show(got.Violations) != show(want.Violations) || got.Longest != want.Longest || got.Outline != want.Outline {
				t.Fatalf("city %d (dense=%v) %+v:\ngot  %s outline %d longest %d\nwant %s outline %d longest %d",
					i, dense, cells, show(got.Violations), got.Outline, got.Longest, show(want.Violations), want.Outline, want.Longest)
			}
		}
	}
	if legal < 400 {
		t.Errorf("only %d legal cities among the random ones", legal)
	}
}

// square is a legal city of side×side tiles with the start in the middle
// and walls on part of the outline.
func square(side int) []Cell {
	cells := make([]Cell, 0, side*side)
	for y := 0; y < side; y++ {
		for x := 0; x < side; x++ {
			c := Cell{X: x, Y: y}
			if x == side/2 && y == side/2 {
				c.Start = true
			} else {
				if y == 0 && x%7 != 3 {
					c.Features |= N
				}
				if x == side-1 {
					c.Features |= E
				}
				if y == side-1 && x > 1 {
					c.Features |= S
				}
			}
			cells = append(cells, c)
		}
	}
	return cells
}

func TestSquare(t *testing.T) {
	r := Check(square(20))
	// The east side (20), the south side but its two west squares (18), and
	// the north side's last run (x 11–19 but 17: 18, 19) … the longest is
	// the north tail x 18–19 (2) + east 20 + south 18 = 40.
	if !r.Legal() || r.Outline != 80 || r.Longest != 40 {
		t.Errorf("square(20): %s outline %d longest %d", show(r.Violations), r.Outline, r.Longest)
	}
}

// BenchmarkOutline checks and measures legal square cities: validation and
// the longest wall, the whole of Check.
func BenchmarkOutline(b *testing.B) {
	for _, side := range []int{10, 20, 40} {
		cells := square(side)
		b.Run(fmt.Sprintf("cells=%d", len(cells)), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if !Check(cells).Legal() {
					b.Fatal("illegal")
				}
			}
		})
	}
}
