// Package city checks and measures a city of square tiles laid edge to edge,
// as built in Alhambra and Granada: the building rules (one start tile, no
// two tiles on one square, matching edges, every tile reachable on foot from
// the start, no holes) and the longest run of outer edges carrying the
// edge feature (Alhambra's walls, Granada's moats). It knows nothing of
// either game beyond that; the rulings it follows are 1–4 of
// shared/spec/rulings.md.
//
// Cost: linear in the number of cells when their bounding box is small
// compared with their number (every compact city, and every benchmark
// shape), else O(n log n) through a sort; memory never grows with the
// magnitude of the coordinates.
package city

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"arrayan.io/arrayan/data/message"
)

// Edges is a set of tile edges: N (towards y−1), E (x+1), S (y+1), W (x−1).
type Edges uint8

// The four edges.
const (
	N Edges = 1 << iota
	E
	S
	W
)

// edge[d] is the edge of direction d, the directions numbered clockwise
// from north: 0 N, 1 E, 2 S, 3 W.
var edge = [4]Edges{N, E, S, W}

const letters = "NESW"

// What edge letters that cannot be read say.
var (
	errEdgeLetter = message.Define("city.edges.letter", "{{.Letter}} is not an edge letter (N, E, S, W)")
	errEdgeTwice  = message.Define("city.edges.twice", "edge {{.Edge}} given twice")
)

// ParseEdges reads edge letters N, E, S, W in any order, each at most once.
func ParseEdges(s string) (Edges, error) {
	var e Edges
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(letters, s[i])
		if d < 0 {
			return 0, errEdgeLetter.With(message.Params{"Letter": strconv.Quote(s[i : i+1])})
		}
		if e&edge[d] != 0 {
			return 0, errEdgeTwice.With(message.Params{"Edge": string(letters[d])})
		}
		e |= edge[d]
	}
	return e, nil
}

// String lists the edges in the order N, E, S, W ("" for none).
func (e Edges) String() string {
	b := make([]byte, 0, 4)
	for d := 0; d < 4; d++ {
		if e&edge[d] != 0 {
			b = append(b, letters[d])
		}
	}
	return string(b)
}

// Count is the number of edges in the set.
func (e Edges) Count() int { return bits.OnesCount8(uint8(e & (N | E | S | W))) }

// Pos is a square of the city; X grows east and Y grows south.
type Pos struct{ X, Y int }

// Cell is one tile of a city. The start tile is the one with Start set; it
// should carry no features (the rules say so; Check takes Features as given).
type Cell struct {
	X, Y     int
	Start    bool
	Features Edges
}

// Rule codes of the violations (the CLI contract's names).
const (
	RuleStart        = "start"         // not exactly one start cell
	RuleOverlap      = "overlap"       // two cells at one position
	RuleEdgeMismatch = "edge-mismatch" // neighbours disagree about their shared edge
	RuleUnreachable  = "unreachable"   // tiles not reachable on foot from the start
	RuleHole         = "hole"          // an enclosed empty region
)

// MaxListed bounds the cells listed for one hole; Violation.More counts the
// rest, so that a huge enclosed area cannot exhaust memory.
const MaxListed = 1024

// Violation is one broken building rule and the squares concerned:
//   - start: the start cells (none when there is none);
//   - overlap: the one square holding two or more cells;
//   - edge-mismatch: the two neighbours, west/north one first;
//   - unreachable: one group of tiles joined to each other on foot but not
//     to the start, in reading order (row by row, west to east);
//   - hole: one enclosed empty region, in reading order, at most MaxListed
//     squares and More the number left out.
type Violation struct {
	Rule  string
	Cells []Pos
	More  int
}

// Report is the outcome of Check. Violations come in the order of the rule
// codes above, each rule's in reading order of their first square. Longest
// and Outline are set only for a legal city.
type Report struct {
	Violations []Violation
	// Longest is the largest number of consecutive featured outer edges
	// along the city's outline, counted around the point where the walk
	// started; when every outer edge is featured it is all of them
	// (rulings 1 and 2).
	Longest int
	// Outline is the number of outer edges (edges facing an empty square).
	Outline int
}

// Legal reports whether the city breaks no building rule.
func (r Report) Legal() bool { return len(r.Violations) == 0 }

// layout is the city as a graph: nodes are the occupied squares in reading
// order (the first cell given for a square stands for it), with their four
// neighbours and the rows they form.
type layout struct {
	cells []Cell
	node  []int32    // node → index into cells
	nb    [][4]int32 // node → neighbour node per direction, or -1
	rows  []int32    // start node of each row, plus len(node) at the end
	// overlaps are the squares given more than once (unsorted, repeated).
	overlaps []Pos
}

func (l *layout) pos(k int32) Pos {
	c := &l.cells[l.node[k]]
	return Pos{c.X, c.Y}
}

func (l *layout) feat(k int32) Edges { return l.cells[l.node[k]].Features }

// Check validates a city against the building rules and, when it is legal,
// measures its outline and longest featured run.
func Check(cells []Cell) Report { return check(cells, true) }

// check is Check, laying the cells out on a dense grid only when allowed
// (the tests compare both layouts).
func check(cells []Cell, dense bool) Report {
	var r Report
	var starts []Pos
	for _, c := range cells {
		if c.Start {
			starts = append(starts, Pos{c.X, c.Y})
		}
	}
	if len(starts) != 1 {
		if starts == nil {
			starts = []Pos{}
		}
		sortPos(starts)
		r.Violations = append(r.Violations, Violation{Rule: RuleStart, Cells: starts})
	}
	if len(cells) == 0 {
		return r
	}
	l := build(cells, dense)
	if len(l.overlaps) > 0 {
		sortPos(l.overlaps)
		for i, p := range l.overlaps {
			if i == 0 || p != l.overlaps[i-1] {
				r.Violations = append(r.Violations, Violation{Rule: RuleOverlap, Cells: []Pos{p}})
			}
		}
	}
	r.Violations = l.mismatches(r.Violations)
	if len(starts) == 1 {
		r.Violations = l.unreachable(r.Violations, l.nodeAt(starts[0]))
	}
	r.Violations = l.holes(r.Violations)
	if len(r.Violations) == 0 {
		r.Outline, r.Longest, _ = l.outline()
	}
	return r
}

// Side is one outer edge of a city: edge Edge of the tile at Pos.
type Side struct {
	Pos  Pos
	Edge Edges
}

// LongestRun lists the outer edges of the run that Report.Longest measures
// (the first such run found when several are as long), in clockwise order;
// nil when the city is not legal or has no featured outer edge. Screens
// draw it along the outline.
func LongestRun(cells []Cell) []Side {
	r := check(cells, true)
	if !r.Legal() || r.Longest == 0 {
		return nil
	}
	l := build(cells, true)
	_, n, at := l.outline()
	out := make([]Side, 0, n)
	k, d := at.k, at.d
	for range n {
		out = append(out, Side{Pos: l.pos(k), Edge: edge[d]})
		k, d = l.next(k, d)
	}
	return out
}

// sideAt is an outer edge of the walk: edge d of node k.
type sideAt struct {
	k int32
	d int
}

// next is the outer edge after (k, d) going clockwise, i.e. with the city
// on the right: turn left round a diagonal tile, go straight along a tile
// ahead, else turn right round the corner of k.
func (l *layout) next(k int32, d int) (int32, int) {
	d1 := (d + 1) & 3
	a := l.nb[k][d1]
	if a < 0 {
		return k, d1
	}
	if g := l.nb[a][d]; g >= 0 {
		return g, (d + 3) & 3
	}
	return a, d
}

func sortPos(p []Pos) {
	slices.SortFunc(p, func(a, b Pos) int { return cmp.Or(cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X)) })
}

// denseFactor bounds the dense grid: it is used while the bounding box has
// at most denseFactor squares per cell (plus a small constant).
const denseFactor = 16

// build lays out the cells, on a dense grid over their bounding box when
// that is small, else by sorting.
func build(cells []Cell, dense bool) *layout {
	minX, maxX, minY, maxY := cells[0].X, cells[0].X, cells[0].Y, cells[0].Y
	for _, c := range cells[1:] {
		minX, maxX = min(minX, c.X), max(maxX, c.X)
		minY, maxY = min(minY, c.Y), max(maxY, c.Y)
	}
	// Differences as unsigned: exact for any two ints.
	w, h := uint64(maxX)-uint64(minX)+1, uint64(maxY)-uint64(minY)+1
	limit := uint64(denseFactor*len(cells) + 256)
	l := &layout{cells: cells}
	if dense && w != 0 && h != 0 && w <= limit && h <= limit && w*h <= limit {
		l.buildDense(minX, minY, int(w), int(h))
		l.findRows()
	} else {
		l.sortNodes()
		l.findRows()
		l.linkSorted()
	}
	return l
}

// buildDense lays the cells out on a grid over their bounding box (w×h
// squares from minX, minY).
func (l *layout) buildDense(minX, minY, w, h int) {
	grid := make([]int32, w*h) // cell index + 1, then node + 1
	for i, c := range l.cells {
		g := (c.Y-minY)*w + (c.X - minX)
		if grid[g] != 0 {
			l.overlaps = append(l.overlaps, Pos{c.X, c.Y})
			continue
		}
		grid[g] = int32(i) + 1
	}
	l.node = make([]int32, 0, len(l.cells))
	for g, v := range grid {
		if v != 0 {
			l.node = append(l.node, v-1)
			grid[g] = int32(len(l.node))
		}
	}
	l.nb = make([][4]int32, len(l.node))
	at := func(g int) int32 { return grid[g] - 1 }
	for k, i := range l.node {
		c := &l.cells[i]
		gx, gy := c.X-minX, c.Y-minY
		g := gy*w + gx
		nb := [4]int32{-1, -1, -1, -1}
		if gy > 0 {
			nb[0] = at(g - w)
		}
		if gx+1 < w {
			nb[1] = at(g + 1)
		}
		if gy+1 < h {
			nb[2] = at(g + w)
		}
		if gx > 0 {
			nb[3] = at(g - 1)
		}
		l.nb[k] = nb
	}
}

// sortNodes orders the cells by reading order, keeping the first of each
// square, for layouts too sparse for a grid.
func (l *layout) sortNodes() {
	order := make([]int32, len(l.cells))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortStableFunc(order, func(a, b int32) int {
		ca, cb := &l.cells[a], &l.cells[b]
		return cmp.Or(cmp.Compare(ca.Y, cb.Y), cmp.Compare(ca.X, cb.X))
	})
	l.node = order[:0]
	for i, v := range order {
		if i > 0 {
			p, c := &l.cells[l.node[len(l.node)-1]], &l.cells[v]
			if p.X == c.X && p.Y == c.Y {
				l.overlaps = append(l.overlaps, Pos{c.X, c.Y})
				continue
			}
		}
		l.node = append(l.node, v)
	}
}

// linkSorted finds the neighbours of sorted nodes: east–west neighbours are
// next to each other in reading order; north–south ones are found by
// merging each row with the next when that is the row below.
func (l *layout) linkSorted() {
	l.nb = make([][4]int32, len(l.node))
	for k := range l.nb {
		l.nb[k] = [4]int32{-1, -1, -1, -1}
	}
	for k := 1; k < len(l.node); k++ {
		a, b := &l.cells[l.node[k-1]], &l.cells[l.node[k]]
		if a.Y == b.Y && b.X-1 == a.X {
			l.nb[k-1][1], l.nb[k][3] = int32(k), int32(k-1)
		}
	}
	for r := 0; r+2 < len(l.rows); r++ {
		if l.rowY(r+1)-1 != l.rowY(r) {
			continue
		}
		i, j := l.rows[r], l.rows[r+1]
		for i < l.rows[r+1] && j < l.rows[r+2] {
			xi, xj := l.cells[l.node[i]].X, l.cells[l.node[j]].X
			switch {
			case xi < xj:
				i++
			case xj < xi:
				j++
			default:
				l.nb[i][2], l.nb[j][0] = j, i
				i++
				j++
			}
		}
	}
}

func (l *layout) findRows() {
	for k := range l.node {
		if k == 0 || l.cells[l.node[k]].Y != l.cells[l.node[k-1]].Y {
			l.rows = append(l.rows, int32(k))
		}
	}
	l.rows = append(l.rows, int32(len(l.node)))
}

// rowY is the y of row r.
func (l *layout) rowY(r int) int { return l.cells[l.node[l.rows[r]]].Y }

// nodeAt finds the node at p by binary search over the reading order.
func (l *layout) nodeAt(p Pos) int32 {
	k, ok := slices.BinarySearchFunc(l.node, p, func(i int32, p Pos) int {
		c := &l.cells[i]
		if v := cmp.Compare(c.Y, p.Y); v != 0 {
			return v
		}
		return cmp.Compare(c.X, p.X)
	})
	if !ok {
		return -1
	}
	return int32(k)
}

// mismatches reports each pair of neighbours of which exactly one carries
// the feature on their shared edge (ruling 1).
func (l *layout) mismatches(v []Violation) []Violation {
	for k := range l.nb {
		f := l.feat(int32(k))
		for _, d := range [2]int{1, 2} { // east, south
			j := l.nb[k][d]
			if j >= 0 && (f&edge[d] != 0) != (l.feat(j)&edge[d^2] != 0) {
				v = append(v, Violation{Rule: RuleEdgeMismatch, Cells: []Pos{l.pos(int32(k)), l.pos(j)}})
			}
		}
	}
	return v
}

// walkable returns the node one steps to from node k in direction d, or -1
// when no tile lies there or either side of the shared edge carries the
// feature.
func (l *layout) walkable(k int32, d int) int32 {
	j := l.nb[k][d]
	if j < 0 || l.feat(k)&edge[d] != 0 || l.feat(j)&edge[d^2] != 0 {
		return -1
	}
	return j
}

// unreachable reports the tiles that cannot be reached on foot from the
// start node, one violation per group joined on foot (ruling 4).
func (l *layout) unreachable(v []Violation, start int32) []Violation {
	n := len(l.node)
	group := make([]int32, n) // 0 unseen, 1 reached from the start, 2+ a group
	queue := make([]int32, 0, n)
	flood := func(from int32, id int32) {
		group[from] = id
		queue = append(queue[:0], from)
		for len(queue) > 0 {
			k := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			for d := 0; d < 4; d++ {
				if j := l.walkable(k, d); j >= 0 && group[j] == 0 {
					group[j] = id
					queue = append(queue, j)
				}
			}
		}
	}
	flood(start, 1)
	groups := int32(1)
	for k := range group {
		if group[k] == 0 {
			groups++
			flood(int32(k), groups)
		}
	}
	if groups == 1 {
		return v
	}
	first := len(v)
	for g := int32(2); g <= groups; g++ {
		v = append(v, Violation{Rule: RuleUnreachable})
	}
	for k, g := range group {
		if g > 1 {
			w := &v[first+int(g)-2]
			w.Cells = append(w.Cells, l.pos(int32(k)))
		}
	}
	return v
}

// holes reports each region of empty squares that cannot be joined to the
// outside by steps across shared edges (ruling 3). Each row's empty squares
// between two tiles form a run; runs of adjacent rows that share a column
// are joined, and runs at either end of a row, or next to a row without
// tiles, are outside.
func (l *layout) holes(v []Violation) []Violation {
	g := rowGaps{start: make([]int32, len(l.rows))}
	g.runs = l.findGaps(g.start)
	g.outside = int32(len(g.runs))
	if len(g.runs) == 0 {
		return v
	}
	sets := make(disjointSets, len(g.runs)+1)
	sets.separate()
	l.joinGaps(&g, sets)
	return l.listHoles(v, &g, sets)
}

// gapRun is a run of empty squares in one row: between two tiles, or at
// either end of the row.
type gapRun struct {
	lo, hi int   // the tiles bounding it (exclusive); MinInt/MaxInt for the ends
	id     int32 // index into the disjoint sets, or outside
}

// rowGaps are the runs of empty squares between tiles, row by row.
type rowGaps struct {
	runs  []gapRun
	start []int32 // row → index of its first run in runs; the last is len(runs)
	// outside is the set id of the squares outside the city.
	outside int32
}

// row returns row r's runs between tiles.
func (g *rowGaps) row(r int) []gapRun { return g.runs[g.start[r]:g.start[r+1]] }

// findGaps lists each row's runs of empty squares between two tiles, in
// reading order, each with its index as its set id; start gets each row's
// first run, and after the last row the number of runs.
func (l *layout) findGaps(start []int32) []gapRun {
	nrows := len(l.rows) - 1
	var runs []gapRun
	for r := 0; r < nrows; r++ {
		start[r] = int32(len(runs))
		for k := l.rows[r] + 1; k < l.rows[r+1]; k++ {
			a, b := l.cells[l.node[k-1]].X, l.cells[l.node[k]].X
			if b-1 != a {
				runs = append(runs, gapRun{lo: a, hi: b, id: int32(len(runs))})
			}
		}
	}
	start[nrows] = int32(len(runs))
	return runs
}

// rowRuns returns row r's empty runs in order, in buf: the west end, its
// gaps, the east end.
func (l *layout) rowRuns(g *rowGaps, r int, buf []gapRun) []gapRun {
	buf = append(buf[:0], gapRun{lo: math.MinInt, hi: l.cells[l.node[l.rows[r]]].X, id: g.outside})
	buf = append(buf, g.row(r)...)
	return append(buf, gapRun{lo: l.cells[l.node[l.rows[r+1]-1]].X, hi: math.MaxInt, id: g.outside})
}

// joinGaps joins the runs of adjacent rows that share a column, and joins
// to the outside the gaps of a row next to a row without tiles.
func (l *layout) joinGaps(g *rowGaps, sets disjointSets) {
	nrows := len(l.rows) - 1
	var bufA, bufB []gapRun
	for r := 0; r < nrows; r++ {
		y := l.rowY(r)
		openAbove := r == 0 || l.rowY(r-1)+1 != y
		openBelow := r+1 == nrows || l.rowY(r+1)-1 != y
		if openAbove || openBelow { // next to a row without tiles
			for _, gap := range g.row(r) {
				sets.union(gap.id, g.outside)
			}
		}
		if openBelow {
			continue
		}
		bufA, bufB = l.rowRuns(g, r, bufA), l.rowRuns(g, r+1, bufB)
		joinSharedColumns(bufA, bufB, sets)
	}
}

// joinSharedColumns joins each run of a to each run of b, the row below,
// that shares a column with it; both are in west-to-east order.
func joinSharedColumns(a, b []gapRun, sets disjointSets) {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		ra, rb := a[i], b[j]
		// They share a column when some x has max(lo) < x < min(hi).
		if lo, hi := max(ra.lo, rb.lo), min(ra.hi, rb.hi); lo < hi && lo+1 < hi {
			sets.union(ra.id, rb.id)
		}
		if ra.hi < rb.hi {
			i++
		} else {
			j++
		}
	}
}

// listHoles adds a hole violation for each set of gaps not joined to the
// outside, listing its squares in reading order (at most MaxListed, the
// rest counted in More).
func (l *layout) listHoles(v []Violation, g *rowGaps, sets disjointSets) []Violation {
	outside := sets.find(g.outside)
	region := map[int32]int{}
	for r := 0; r < len(l.rows)-1; r++ {
		y := l.rowY(r)
		for _, gap := range g.row(r) {
			root := sets.find(gap.id)
			if root == outside {
				continue
			}
			at, ok := region[root]
			if !ok {
				at = len(v)
				region[root] = at
				v = append(v, Violation{Rule: RuleHole})
			}
			w := &v[at]
			width := uint64(gap.hi) - uint64(gap.lo) - 1 // exact for any ints
			take := min(width, uint64(MaxListed-len(w.Cells)))
			for i := uint64(1); i <= take; i++ {
				w.Cells = append(w.Cells, Pos{gap.lo + int(i), y})
			}
			w.More = satAdd(w.More, width-take)
		}
	}
	return v
}

// disjointSets is a union-find forest: each element's parent, roots their
// own.
type disjointSets []int32

// separate puts each element in a set of its own.
func (s disjointSets) separate() {
	for i := range s {
		s[i] = int32(i)
	}
}

// find returns x's root, compressing the path to it.
func (s disjointSets) find(x int32) int32 {
	root := x
	for s[root] != root {
		root = s[root]
	}
	for s[x] != root {
		s[x], x = root, s[x]
	}
	return root
}

// union joins the sets of a and b.
func (s disjointSets) union(a, b int32) {
	if ra, rb := s.find(a), s.find(b); ra != rb {
		s[ra] = rb
	}
}

func satAdd(a int, b uint64) int {
	if b > uint64(math.MaxInt-a) {
		return math.MaxInt
	}
	return a + int(b)
}

// outline walks the city's outline clockwise and returns the number of
// outer edges, the longest circular run of featured ones and where that
// run starts. In a legal city the outline is one closed line (ruling 2);
// each closed line found is measured on its own, and the longest run over
// them is returned.
func (l *layout) outline() (edges, longest int, from sideAt) {
	seen := make([]uint8, len(l.node)) // per node, the outer edges walked
	featured := func(k int32, d int) bool { return l.feat(k)&edge[d] != 0 }
	for k0 := range l.node {
		for d0 := 0; d0 < 4; d0++ {
			k, d := int32(k0), d0
			if l.nb[k][d] >= 0 || seen[k]&(1<<d) != 0 {
				continue
			}
			// Go round once: count the edges and find an unfeatured one.
			n, bare := 0, false
			bk, bd := k, d
			for {
				seen[k] |= 1 << d
				n++
				if !bare && !featured(k, d) {
					bare, bk, bd = true, k, d
				}
				if k, d = l.next(k, d); k == int32(k0) && d == d0 {
					break
				}
			}
			edges += n
			if !bare { // a closed ring: every edge counts
				if n > longest {
					longest, from = n, sideAt{int32(k0), d0}
				}
				continue
			}
			// Go round again from an unfeatured edge, so that no run is cut
			// where the walk started.
			k, d = bk, bd
			runLen := 0
			var runFrom sideAt
			for i := 0; i < n; i++ {
				if featured(k, d) {
					if runLen == 0 {
						runFrom = sideAt{k, d}
					}
					runLen++
					if runLen > longest {
						longest, from = runLen, runFrom
					}
				} else {
					runLen = 0
				}
				k, d = l.next(k, d)
			}
		}
	}
	return edges, longest, from
}
