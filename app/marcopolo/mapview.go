// Package marcopolo holds The Voyages of Marco Polo's screens: the end
// scoring, the travel planner and the round helper. The scoring and the
// planner share a schematic map that the app draws itself from lines,
// circles and text (its own artwork, not the board's), with tappable
// spaces.
package marcopolo

import (
	"image/color"
	"math"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mp "arrayan.io/arrayan/data/marcopolo"
)

// layoutPos places each space on the schematic, in a unit box stretched to
// the aspect of the drawing:
// west to the left, north up, roughly as on the board.
var layoutPos = map[string][2]float32{
	"venezia":    {0.04, 0.40},
	"oasis1":     {0.15, 0.20},
	"moscow":     {0.28, 0.09},
	"anxi":       {0.50, 0.09},
	"karakorum":  {0.70, 0.09},
	"oasis5":     {0.82, 0.20},
	"oasis6":     {0.95, 0.13},
	"oasis7":     {0.83, 0.33},
	"beijing":    {0.95, 0.42},
	"lanzhou":    {0.70, 0.41},
	"kashgar":    {0.55, 0.41},
	"oasis11":    {0.43, 0.33},
	"samarcanda": {0.30, 0.41},
	"oasis9":     {0.14, 0.52},
	"oasis17":    {0.24, 0.62},
	"alexandria": {0.05, 0.71},
	"ormuz":      {0.38, 0.62},
	"karachi":    {0.53, 0.66},
	"oasis20":    {0.67, 0.69},
	"xian":       {0.81, 0.59},
	"oasis22":    {0.14, 0.86},
	"adana":      {0.30, 0.91},
	"kochi":      {0.51, 0.88},
	"sumatra":    {0.76, 0.91},
	"oasis15":    {0.93, 0.75},
}

// mapAspect is the schematic's width over its height; on a narrow
// (phone) widget the schematic is drawn taller, phoneAspect, so that the
// names find room above and below their dots.
const (
	mapAspect   = 1.45
	phoneAspect = 1.1
	phoneWidth  = 480
)

// aspect is the width over the height of the schematic drawn width wide.
func aspect(width float32) float32 {
	if width < phoneWidth {
		return phoneAspect
	}
	return mapAspect
}

// MapView is the schematic map. Tapping near a space calls OnTapped with its
// id (only cities when CitiesOnly).
type MapView struct {
	widget.BaseWidget

	// OnTapped gets the id of each space tapped.
	OnTapped func(space string)
	// CitiesOnly lets taps choose cities only, never oases.
	CitiesOnly bool

	// Marked spaces are filled with their colour (a player's trading posts).
	Marked map[string]color.Color
	// Ringed spaces get a ring (objective cities, a target).
	Ringed map[string]bool
	// Path is a highlighted route, as the spaces visited in order.
	Path []string
	// Stops are the spaces where an action of Path ends.
	Stops map[string]bool
	// Start is drawn as the pawn's position, "" for none.
	Start string

	width float32 // the last width laid out; the height follows it
}

// NewMapView returns an empty map.
func NewMapView(onTapped func(space string)) *MapView {
	m := &MapView{OnTapped: onTapped, Marked: map[string]color.Color{}, Ringed: map[string]bool{}, Stops: map[string]bool{}}
	m.ExtendBaseWidget(m)
	return m
}

// Tapped finds the space nearest the tap, within a finger's reach.
func (m *MapView) Tapped(ev *fyne.PointEvent) {
	if m.OnTapped == nil {
		return
	}
	if id := m.SpaceAt(ev.Position); id != "" {
		m.OnTapped(id)
	}
}

// SpaceAt is the space within reach of pos (widget coordinates), or "".
func (m *MapView) SpaceAt(pos fyne.Position) string {
	box := fit(m.Size())
	best, bestD := "", float32(math.MaxFloat32)
	for _, s := range mp.Spaces() {
		if m.CitiesOnly && !s.IsCity() {
			continue
		}
		p := box.at(s.ID)
		d := float32(math.Hypot(float64(p.X-pos.X), float64(p.Y-pos.Y)))
		if d < bestD {
			best, bestD = s.ID, d
		}
	}
	if bestD > reach {
		return ""
	}
	return best
}

// PositionOf is where a space is drawn in the widget, for tests and taps.
func (m *MapView) PositionOf(space string) fyne.Position { return fit(m.Size()).at(space) }

// reach is how far from a space's centre a tap still selects it.
const reach = 26

// Map heights: at least what keeps the names readable on a 360 px phone,
// at most what leaves room for the rest of a desktop screen.
const (
	minMapHeight = 240
	maxMapHeight = 520
)

// minMapWidth keeps every two spaces at least 44 px (a fingertip) apart,
// so that a tap picks the space meant; on a phone the map is wider than
// the screen and scrolls sideways (TestMapSpacesAreAFingerApart).
const minMapWidth = 420

// MinSize is as tall as the width allows, within minMapHeight–maxMapHeight.
func (m *MapView) MinSize() fyne.Size {
	h := float32(minMapHeight)
	if m.width > 0 {
		h = min(max(m.width/aspect(m.width), minMapHeight), maxMapHeight)
	}
	return fyne.NewSize(minMapWidth, h)
}

// Resize remembers the width, so that MinSize can ask for a matching height.
func (m *MapView) Resize(size fyne.Size) {
	changed := size.Width != m.width
	m.width = size.Width
	m.BaseWidget.Resize(size)
	if changed {
		m.Refresh()
	}
}

// box is the drawing area: the schematic fitted into the widget.
type box struct{ x, y, w, h float32 }

func fit(size fyne.Size) box {
	w, h := size.Width, size.Height
	if a := aspect(w); w/h > a {
		w = h * a
	} else {
		h = w / a
	}
	const margin = 14
	return box{x: (size.Width-w)/2 + margin, y: (size.Height-h)/2 + margin, w: w - 2*margin, h: h - 2*margin}
}

func (b box) at(space string) fyne.Position {
	p := layoutPos[space]
	return fyne.NewPos(b.x+p[0]*b.w, b.y+p[1]*b.h)
}

// CreateRenderer draws the map.
func (m *MapView) CreateRenderer() fyne.WidgetRenderer {
	r := &mapRenderer{m: m, bg: canvas.NewRectangle(color.Transparent)}
	r.bg.CornerRadius = theme.InputRadiusSize()
	for _, rt := range mp.Routes() {
		e := &routeDraw{route: rt, line: canvas.NewLine(color.Black), hi: canvas.NewLine(color.Black)}
		if rt.Camels > 0 || rt.Coins > 0 {
			e.cost = canvas.NewText("", color.Black)
			e.cost.TextStyle = fyne.TextStyle{Bold: true}
			e.badge = canvas.NewCircle(color.Transparent)
		}
		r.routes = append(r.routes, e)
	}
	for _, s := range mp.Spaces() {
		d := &spaceDraw{space: s, dot: canvas.NewCircle(color.Black), ring: canvas.NewCircle(color.Transparent)}
		d.name = canvas.NewText("", color.Black)
		r.spaces = append(r.spaces, d)
	}
	r.pawn = canvas.NewCircle(color.Transparent)
	r.Refresh()
	return r
}

type routeDraw struct {
	route       mp.Route
	line, hi    *canvas.Line
	cost        *canvas.Text
	badge       *canvas.Circle
	highlighted bool
}

type spaceDraw struct {
	space mp.Space
	dot   *canvas.Circle
	ring  *canvas.Circle
	name  *canvas.Text
}

type mapRenderer struct {
	m      *MapView
	bg     *canvas.Rectangle
	routes []*routeDraw
	spaces []*spaceDraw
	pawn   *canvas.Circle
}

// Destroy releases nothing: the map holds no resources.
func (r *mapRenderer) Destroy() {}

// MinSize is the map's minimum size.
func (r *mapRenderer) MinSize() fyne.Size { return r.m.MinSize() }

// Objects are the map's drawn objects.
func (r *mapRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg}
	for _, e := range r.routes {
		objs = append(objs, e.line)
	}
	for _, e := range r.routes {
		objs = append(objs, e.hi)
	}
	for _, e := range r.routes {
		if e.cost != nil {
			objs = append(objs, e.badge, e.cost)
		}
	}
	for _, s := range r.spaces {
		objs = append(objs, s.ring, s.dot)
	}
	objs = append(objs, r.pawn)
	for _, s := range r.spaces {
		objs = append(objs, s.name)
	}
	return objs
}

// radius of a space's dot by kind.
func radius(kind string) float32 {
	switch kind {
	case mp.KindOasis:
		return 5
	case mp.KindStart:
		return 7
	case mp.KindBeijing:
		return 11
	case mp.KindLarge:
		return 9
	}
	return 7
}

// Layout places the map's objects for size.
func (r *mapRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	b := fit(size)
	for _, e := range r.routes {
		a, z := b.at(e.route.From), b.at(e.route.To)
		for _, l := range []*canvas.Line{e.line, e.hi} {
			l.Position1, l.Position2 = a, z
		}
		if e.cost != nil {
			mid := fyne.NewPos((a.X+z.X)/2, (a.Y+z.Y)/2)
			ts := e.cost.MinSize()
			e.cost.Move(fyne.NewPos(mid.X-ts.Width/2, mid.Y-ts.Height/2))
			e.cost.Resize(ts)
			d := max(ts.Width, ts.Height) + 2
			e.badge.Move(fyne.NewPos(mid.X-d/2, mid.Y-d/2))
			e.badge.Resize(fyne.NewSize(d, d))
		}
	}
	for _, s := range r.spaces {
		p := b.at(s.space.ID)
		rad := radius(s.space.Kind)
		s.dot.Move(fyne.NewPos(p.X-rad, p.Y-rad))
		s.dot.Resize(fyne.NewSize(2*rad, 2*rad))
		rr := rad + 5
		s.ring.Move(fyne.NewPos(p.X-rr, p.Y-rr))
		s.ring.Resize(fyne.NewSize(2*rr, 2*rr))
		if s.space.ID == r.m.Start {
			pr := rad + 9
			r.pawn.Move(fyne.NewPos(p.X-pr, p.Y-pr))
			r.pawn.Resize(fyne.NewSize(2*pr, 2*pr))
		}
	}
	r.placeLabels(size, b)
}

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

// Refresh redraws the map.
func (r *mapRenderer) Refresh() {
	m := r.m
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := m.Theme()
	fg := th.Color(theme.ColorNameForeground, v)
	muted := th.Color(theme.ColorNameDisabled, v)
	primary := th.Color(theme.ColorNamePrimary, v)
	bgc := th.Color(theme.ColorNameInputBackground, v)
	r.bg.FillColor = bgc
	onPath := map[[2]string]bool{}
	for i := 1; i < len(m.Path); i++ {
		onPath[[2]string{m.Path[i-1], m.Path[i]}] = true
		onPath[[2]string{m.Path[i], m.Path[i-1]}] = true
	}
	small := th.Size(theme.SizeNameCaptionText)
	for _, e := range r.routes {
		e.line.StrokeColor = muted
		e.line.StrokeWidth = 2
		e.highlighted = onPath[[2]string{e.route.From, e.route.To}]
		e.hi.StrokeColor = primary
		e.hi.StrokeWidth = 6
		e.hi.Hidden = !e.highlighted
		if e.cost != nil {
			e.cost.Text = costText(e.route)
			e.cost.TextSize = small - 2
			e.cost.Color = costColor(e.route, v)
			e.badge.FillColor = bgc
			e.badge.StrokeColor = e.cost.Color
			e.badge.StrokeWidth = 1
		}
	}
	visited := map[string]bool{}
	for _, s := range m.Path {
		visited[s] = true
	}
	for _, s := range r.spaces {
		id := s.space.ID
		s.dot.StrokeColor = fg
		s.dot.StrokeWidth = 1.5
		s.dot.FillColor = bgc
		if s.space.Kind == mp.KindOasis {
			s.dot.FillColor = muted
			s.dot.StrokeWidth = 0
		}
		if visited[id] {
			s.dot.StrokeColor = primary
			s.dot.StrokeWidth = 3
		}
		if c, ok := m.Marked[id]; ok {
			s.dot.FillColor = c
		}
		s.ring.FillColor = color.Transparent
		s.ring.StrokeWidth = 0
		if m.Ringed[id] || m.Stops[id] {
			s.ring.StrokeColor = primary
			s.ring.StrokeWidth = 2.5
		}
		s.name.Text = placeName(id)
		s.name.TextSize = small
		s.name.Color = fg
		s.name.TextStyle = fyne.TextStyle{Bold: s.space.Kind == mp.KindBeijing || s.space.Kind == mp.KindLarge}
		s.name.Hidden = false
		if s.space.Kind == mp.KindOasis {
			// oases by the number the planner's lists give them; a map
			// of cities only has no use for them
			s.name.Text = strconv.Itoa(oasisNumbers()[id])
			s.name.Color = th.Color(theme.ColorNamePlaceHolder, v)
			s.name.Hidden = m.CitiesOnly
		}
	}
	r.pawn.FillColor = color.Transparent
	r.pawn.StrokeColor = fg
	r.pawn.StrokeWidth = 2
	r.pawn.Hidden = m.Start == ""
	r.Layout(m.Size())
	canvas.Refresh(m)
}

// oasisNumbers numbers the oases 1, 2, … in the catalogue's order: the map
// and the planner's lists name an oasis by its number.
var oasisNumbers = sync.OnceValue(func() map[string]int {
	numbers := map[string]int{}
	for _, s := range mp.Spaces() {
		if s.Kind == mp.KindOasis {
			numbers[s.ID] = len(numbers) + 1
		}
	}
	return numbers
})

// costText is a route's extra cost on the schematic: camels as a plain
// number, coins with a "$"; the colour tells them apart too.
func costText(rt mp.Route) string {
	if rt.Camels > 0 {
		return strconv.Itoa(rt.Camels)
	}
	return strconv.Itoa(rt.Coins) + "$"
}

// costColor: camels brown, coins gold, readable on both themes.
func costColor(rt mp.Route, v fyne.ThemeVariant) color.Color {
	dark := v == theme.VariantDark
	if rt.Camels > 0 {
		if dark {
			return color.NRGBA{R: 0xe0, G: 0xa8, B: 0x70, A: 0xff}
		}
		return color.NRGBA{R: 0x8a, G: 0x4b, B: 0x14, A: 0xff}
	}
	if dark {
		return color.NRGBA{R: 0xf2, G: 0xd0, B: 0x4a, A: 0xff}
	}
	return color.NRGBA{R: 0x9a, G: 0x74, B: 0x00, A: 0xff}
}

// legend explains the route costs under the map.
func legend() string {
	return lang.X("marcopolo.map.legend", "Route costs: brown numbers are camels, gold numbers with $ are coins.")
}
