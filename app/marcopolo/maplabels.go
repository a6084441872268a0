package marcopolo

import (
	"math"

	"fyne.io/fyne/v2"

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
func (r *mapRenderer) placeLabels(size fyne.Size, b box) {
	// Each space (in the order of r.spaces), the pawn, the route costs.
	var taken []rect
	for _, s := range r.spaces {
		taken = append(taken, r.spaceRect(s))
	}
	if r.m.Start != "" {
		taken = append(taken, objRect(r.pawn))
	}
	for _, e := range r.routes {
		if e.badge != nil {
			taken = append(taken, objRect(e.badge))
		}
	}
	// Routes, a highlighted one weighing more: a name on it hides the way.
	type seg struct {
		a, z   fyne.Position
		weight float32
	}
	var segs []seg
	for _, e := range r.routes {
		w := float32(4)
		if e.highlighted {
			w = 12
		}
		segs = append(segs, seg{e.line.Position1, e.line.Position2, w})
	}
	var placed []rect
	for i, s := range r.spaces {
		if s.name.Hidden {
			continue
		}
		id := s.space.ID
		p := b.at(id)
		ts := s.name.MinSize()
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
		candidates = append(candidates,
			fyne.NewPos(p.X+off, p.Y-ts.Height/2), fyne.NewPos(p.X-off-ts.Width, p.Y-ts.Height/2),
			fyne.NewPos(p.X+d, p.Y+d), fyne.NewPos(p.X-d-ts.Width, p.Y+d),
			fyne.NewPos(p.X+d, p.Y-d-ts.Height), fyne.NewPos(p.X-d-ts.Width, p.Y-d-ts.Height))
		best, bestCost := candidates[0], float32(math.MaxFloat32)
		for k, c := range candidates {
			c.X = max(min(c.X, size.Width-ts.Width), 0)
			c.Y = max(min(c.Y, size.Height-ts.Height), 0)
			lr := rect{c.X, c.Y, ts.Width, ts.Height}
			cost := float32(k) // the earlier candidates read better
			for _, o := range placed {
				cost += 100 * lr.overlap(o)
			}
			for j, o := range taken {
				own := j == i || (j == len(r.spaces) && id == r.m.Start)
				if !own {
					cost += 100 * lr.overlap(o)
				}
			}
			for _, sg := range segs {
				cost += sg.weight * segmentInside([2]fyne.Position{sg.a, sg.z}, lr)
			}
			if cost < bestCost {
				best, bestCost = c, cost
			}
		}
		s.name.Move(best)
		s.name.Resize(ts)
		placed = append(placed, rect{best.X, best.Y, ts.Width, ts.Height})
	}
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
