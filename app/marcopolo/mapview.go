// Package marcopolo holds The Voyages of Marco Polo's screens: the end
// scoring, the travel planner and the round helper. The scoring and the
// planner share a schematic map that the app draws itself from lines,
// circles and text (its own artwork, not the board's), with tappable
// spaces.
package marcopolo

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
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
	"oasis17":    {0.22, 0.63},
	"alexandria": {0.05, 0.71},
	"ormuz":      {0.39, 0.62},
	"karachi":    {0.53, 0.66},
	"oasis20":    {0.67, 0.69},
	"xian":       {0.81, 0.59},
	"oasis22":    {0.14, 0.86},
	"adana":      {0.30, 0.91},
	"kochi":      {0.51, 0.88},
	"sumatra":    {0.76, 0.91},
	"oasis15":    {0.93, 0.75},
}

// mapAspect is the schematic's width over its height; on a widget
// narrower than ui.Tablet (a phone) the schematic is drawn taller,
// phoneAspect, so that the names find room above and below their dots.
const (
	mapAspect   = 1.45
	phoneAspect = 0.9
)

// aspect is the width over the height of the schematic drawn width wide.
func aspect(width float32) float32 {
	if width < ui.Tablet {
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
// so that a tap picks the space meant (TestMapSpacesAreAFingerApart), and
// fits a 360 px phone's page: the whole map, Beijing included, without a
// sideways scroll (TestMapFitsAPhone).
const minMapWidth = 330

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
	margin := float32(14)
	if size.Width < ui.Tablet {
		margin = 10 // every pixel of a phone's width spreads the spaces
	}
	return box{x: (size.Width-w)/2 + margin, y: (size.Height-h)/2 + margin, w: w - 2*margin, h: h - 2*margin}
}

func (b box) at(space string) fyne.Position {
	p := layoutPos[space]
	return fyne.NewPos(b.x+p[0]*b.w, b.y+p[1]*b.h)
}
