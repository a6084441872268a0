package marcopolo

import (
	"image/color"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
)

// The map's renderer: routes, spaces, names placed where they cover no
// other name or space, and the marks the screens ask for.

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

// Refresh redraws the map.
func (r *mapRenderer) Refresh() {
	m := r.m
	c := m.palette()
	r.bg.FillColor = c.bg
	r.refreshRoutes(c)
	r.refreshSpaces(c)
	r.pawn.FillColor = color.Transparent
	r.pawn.StrokeColor = c.fg
	r.pawn.StrokeWidth = 2
	r.pawn.Hidden = m.Start == ""
	r.Layout(m.Size())
	canvas.Refresh(m)
}

// mapPalette is the map's theme colours and text size for the current
// theme variant.
type mapPalette struct {
	variant                fyne.ThemeVariant
	fg, muted, primary, bg color.Color
	placeholder            color.Color // the oases' numbers
	small                  float32     // names' text size
}

// palette reads the map's colours from its theme.
func (m *MapView) palette() mapPalette {
	v := ui.Variant()
	th := m.Theme()
	return mapPalette{
		variant:     v,
		fg:          th.Color(theme.ColorNameForeground, v),
		muted:       th.Color(theme.ColorNameDisabled, v),
		primary:     th.Color(theme.ColorNamePrimary, v),
		bg:          th.Color(theme.ColorNameInputBackground, v),
		placeholder: th.Color(theme.ColorNamePlaceHolder, v),
		small:       th.Size(theme.SizeNameCaptionText),
	}
}

// refreshRoutes draws the routes, those on the path highlighted, with
// their camel or coin cost in a badge.
func (r *mapRenderer) refreshRoutes(c mapPalette) {
	path := r.m.Path
	onPath := map[[2]string]bool{}
	for i := 1; i < len(path); i++ {
		onPath[[2]string{path[i-1], path[i]}] = true
		onPath[[2]string{path[i], path[i-1]}] = true
	}
	for _, e := range r.routes {
		e.line.StrokeColor = c.muted
		e.line.StrokeWidth = 2
		e.highlighted = onPath[[2]string{e.route.From, e.route.To}]
		e.hi.StrokeColor = c.primary
		e.hi.StrokeWidth = 6
		e.hi.Hidden = !e.highlighted
		if e.cost != nil {
			e.cost.Text = costText(e.route)
			e.cost.TextSize = c.small - 2
			e.cost.Color = costColor(e.route, c.variant)
			e.badge.FillColor = c.bg
			e.badge.StrokeColor = e.cost.Color
			e.badge.StrokeWidth = 1
		}
	}
}

// refreshSpaces draws each space's dot, ring and name.
func (r *mapRenderer) refreshSpaces(c mapPalette) {
	visited := map[string]bool{}
	for _, s := range r.m.Path {
		visited[s] = true
	}
	for _, s := range r.spaces {
		r.refreshDot(s, c, visited[s.space.ID])
		r.refreshName(s, c)
	}
}

// refreshDot draws a space's dot (oases muted, spaces on the path outlined,
// marked spaces filled with their mark) and its ring (ringed spaces and
// stops).
func (r *mapRenderer) refreshDot(s *spaceDraw, c mapPalette, visited bool) {
	m, id := r.m, s.space.ID
	s.dot.StrokeColor = c.fg
	s.dot.StrokeWidth = 1.5
	s.dot.FillColor = c.bg
	if s.space.Kind == mp.KindOasis {
		s.dot.FillColor = c.muted
		s.dot.StrokeWidth = 0
	}
	if visited {
		s.dot.StrokeColor = c.primary
		s.dot.StrokeWidth = 3
	}
	if mark, ok := m.Marked[id]; ok {
		s.dot.FillColor = mark
	}
	s.ring.FillColor = color.Transparent
	s.ring.StrokeWidth = 0
	if m.Ringed[id] || m.Stops[id] {
		s.ring.StrokeColor = c.primary
		s.ring.StrokeWidth = 2.5
	}
}

// refreshName writes a space's name, large cities and Beijing in bold.
func (r *mapRenderer) refreshName(s *spaceDraw, c mapPalette) {
	id := s.space.ID
	s.name.Text = placeName(id)
	s.name.TextSize = c.small
	s.name.Color = c.fg
	s.name.TextStyle = fyne.TextStyle{Bold: s.space.Kind == mp.KindBeijing || s.space.Kind == mp.KindLarge}
	s.name.Hidden = false
	if s.space.Kind == mp.KindOasis {
		// oases by the number the planner's lists give them; a map
		// of cities only has no use for them
		s.name.Text = strconv.Itoa(oasisNumbers()[id])
		s.name.Color = c.placeholder
		s.name.Hidden = r.m.CitiesOnly
	}
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
