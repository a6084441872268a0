package marcopolo

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	mp "arrayan.io/arrayan/data/marcopolo"
)

// Where the map writes each place name: beside its dot, over nothing else.

// rect is an axis-aligned rectangle of the drawing.
type rect struct{ x, y, w, h float32 }

func (a rect) overlap(b rect) float32 {
	w := min(a.x+a.w, b.x+b.w) - max(a.x, b.x)
	h := min(a.y+a.h, b.y+b.h) - max(a.y, b.y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

func (a rect) contains(p fyne.Position) bool {
	return p.X >= a.x && p.X <= a.x+a.w && p.Y >= a.y && p.Y <= a.y+a.h
}

// spaceRect is the room a space takes: a city with its ring (an objective
// or a stop), an oasis its dot (a stop's ring on an oasis may touch a name).
func (r *mapRenderer) spaceRect(s *spaceDraw) rect {
	if s.space.Kind == mp.KindOasis {
		return objRect(s.dot)
	}
	return objRect(s.ring)
}

func objRect(o fyne.CanvasObject) rect {
	p, s := o.Position(), o.Size()
	return rect{p.X, p.Y, s.Width, s.Height}
}

// labelGap is the space kept between a name and its dot's ring.
const labelGap = 1

// placeLabels puts each name next to its space where it covers no other
// name, dot or route cost and as few routes as it can: below or above the
// dot first, then beside it, then diagonally (a greedy choice, space by
// space). A schematic squeezed onto a 360 px phone has no room for every
// name under its dot, and overlapping names cannot be read.
//
// A map too narrow for every name at the theme's caption size (the app's
// 13 px text, in Spanish or Russian on a 360 px phone) writes its names a
// point smaller at a time, down to minNameSize, until none covers
// another (TestMapNamesDoNotOverlap).
func (r *mapRenderer) placeLabels(size fyne.Size, b box) {
	was := make([]float32, len(r.spaces))
	for i, s := range r.spaces {
		was[i] = s.name.TextSize
	}
	full := r.m.Theme().Size(theme.SizeNameCaptionText)
	for ts := full; ; ts-- {
		for _, s := range r.spaces {
			s.name.TextSize = ts
		}
		if r.placeLabelsOnce(size, b) || ts <= minNameSize {
			break
		}
	}
	for i, s := range r.spaces {
		if s.name.TextSize != was[i] {
			s.name.Refresh() // drawn again at its new size, also after a resize alone
		}
	}
}

// minNameSize is the smallest a place name is written, to stay readable.
const minNameSize = 9

// placeLabelsOnce places the names at their text size; it reports whether
// every name is clear of the other names, the spaces and the costs.
func (r *mapRenderer) placeLabelsOnce(size fyne.Size, b box) bool {
	room := r.labelRoom()
	clear := true
	for i, s := range r.spaces {
		if s.name.Hidden {
			continue
		}
		ts := s.name.MinSize()
		candidates := r.labelCandidates(s, b.at(s.space.ID), ts)
		best, bestCost := candidates[0], float32(math.MaxFloat32)
		for k, c := range candidates {
			c.X = max(min(c.X, size.Width-ts.Width), 0)
			c.Y = max(min(c.Y, size.Height-ts.Height), 0)
			lr := rect{c.X, c.Y, ts.Width, ts.Height}
			// the earlier candidates read better
			if cost := room.cost(lr, float32(k), i, s.space.ID == r.m.Start); cost < bestCost {
				best, bestCost = c, cost
			}
		}
		s.name.Move(best)
		s.name.Resize(ts)
		lr := rect{best.X, best.Y, ts.Width, ts.Height}
		clear = clear && !room.covers(lr, i, s.space.ID == r.m.Start)
		room.placed = append(room.placed, lr)
	}
	return clear
}

// covers reports whether a name at lr covers a name placed or what is
// taken but its own space i (and the pawn, when on it).
func (room *labelRoom) covers(lr rect, i int, onPawn bool) bool {
	for _, o := range room.placed {
		if lr.overlap(o) > 0 {
			return true
		}
	}
	for j, o := range room.taken {
		own := j == i || (j == room.spaces && onPawn)
		if !own && lr.overlap(o) > 0 {
			return true
		}
	}
	return false
}

// labelRoom is what a name should not cover.
type labelRoom struct {
	// taken: each space (in the order of r.spaces), the pawn when shown
	// (at index spaces), the route costs.
	taken  []rect
	spaces int
	// segs are the routes.
	segs []routeSeg
	// placed are the names placed so far.
	placed []rect
}

// routeSeg is a route as a segment, a highlighted one weighing more: a name
// on it hides the way.
type routeSeg struct {
	a, z   fyne.Position
	weight float32
}

// labelRoom gathers the spaces, pawn, route costs and routes of the map as
// laid out.
func (r *mapRenderer) labelRoom() *labelRoom {
	room := &labelRoom{spaces: len(r.spaces)}
	for _, s := range r.spaces {
		room.taken = append(room.taken, r.spaceRect(s))
	}
	if r.m.Start != "" {
		room.taken = append(room.taken, objRect(r.pawn))
	}
	for _, e := range r.routes {
		if e.badge != nil {
			room.taken = append(room.taken, objRect(e.badge))
		}
	}
	for _, e := range r.routes {
		w := float32(4)
		if e.highlighted {
			w = 12
		}
		room.segs = append(room.segs, routeSeg{e.line.Position1, e.line.Position2, w})
	}
	return room
}

// cost adds to base how badly a name at lr covers the names placed, what
// is taken but its own space i (and the pawn, when on it), and the routes.
func (room *labelRoom) cost(lr rect, base float32, i int, onPawn bool) float32 {
	cost := base
	for _, o := range room.placed {
		cost += 100 * lr.overlap(o)
	}
	for j, o := range room.taken {
		own := j == i || (j == room.spaces && onPawn)
		if !own {
			cost += 100 * lr.overlap(o)
		}
	}
	for _, sg := range room.segs {
		cost += sg.weight * segmentInside([2]fyne.Position{sg.a, sg.z}, lr)
	}
	return cost
}

// labelCandidates are the places tried for a space's name of size ts, its
// dot at p, best first: below and above (above first for labelAbove),
// beside, then diagonally; clear of the ring, or of the pawn on it.
func (r *mapRenderer) labelCandidates(s *spaceDraw, p fyne.Position, ts fyne.Size) []fyne.Position {
	id := s.space.ID
	off := radius(s.space.Kind) + 5 + labelGap
	if id == r.m.Start {
		off = radius(s.space.Kind) + 9 + labelGap
	}
	d := off * 0.7
	below := fyne.NewPos(p.X-ts.Width/2, p.Y+off)
	above := fyne.NewPos(p.X-ts.Width/2, p.Y-off-ts.Height)
	candidates := []fyne.Position{below, above}
	if labelAbove[id] {
		candidates = []fyne.Position{above, below}
	}
	return append(candidates,
		fyne.NewPos(p.X+off, p.Y-ts.Height/2), fyne.NewPos(p.X-off-ts.Width, p.Y-ts.Height/2),
		fyne.NewPos(p.X+d, p.Y+d), fyne.NewPos(p.X-d-ts.Width, p.Y+d),
		fyne.NewPos(p.X+d, p.Y-d-ts.Height), fyne.NewPos(p.X-d-ts.Width, p.Y-d-ts.Height))
}

// segmentInside is how many of a route's sample points lie in the
// rectangle: a rough length of route a name would hide.
func segmentInside(sg [2]fyne.Position, r rect) float32 {
	const samples = 16
	n := float32(0)
	for i := 1; i < samples; i++ {
		t := float32(i) / samples
		p := fyne.NewPos(sg[0].X+(sg[1].X-sg[0].X)*t, sg[0].Y+(sg[1].Y-sg[0].Y)*t)
		if r.contains(p) {
			n++
		}
	}
	return n
}

// labelAbove lists the spaces whose name is tried above the dot first,
// clear of the routes below them.
var labelAbove = map[string]bool{"venezia": true, "moscow": true, "anxi": true, "karakorum": true}
