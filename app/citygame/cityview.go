package citygame

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/city"
	cg "arrayan.io/arrayan/scoring/citygame"
)

// baseCell is a square's side at zoom 1: above the 44 px touch target.
const baseCell = 56

// Zoom bounds and step. At touchZoom and above a square is a 44 px touch
// target; below it, down to minZoom, the view is an overview of a large
// city on a phone, where a tap zooms in to touchZoom on the square tapped
// instead of acting on it.
const (
	touchZoom = 44.0 / baseCell
	minZoom   = 0.2
	maxZoom   = 2.5
	zoomStep  = 1.25
)

// cityView draws one city in the app's own artwork and takes taps on its
// squares, drags (a tile to move it, elsewhere to pan) and the mouse wheel
// (pan; with Ctrl or Cmd, zoom). What it shows is set by the editor from
// the engine's answers: the tiles, the illegal squares, the longest run,
// the hinted squares with the length each would give.
type cityView struct {
	widget.BaseWidget
	moat bool

	placed   []cg.Placed
	bad      map[city.Pos]bool
	run      []city.Side
	hints    map[city.Pos]int
	selected *city.Pos

	zoom   float32
	offset fyne.Position // the start square's centre from the view's centre

	onTap  func(city.Pos)
	onMove func(from, to city.Pos)

	dragging bool
	dragFrom city.Pos
	dragTile bool
	dragLast fyne.Position
	objects  []fyne.CanvasObject

	fitPending bool // fit the city to the view once its size is known
}

func newCityView(moat bool, tap func(city.Pos), move func(from, to city.Pos)) *cityView {
	v := &cityView{moat: moat, zoom: 1, onTap: tap, onMove: move, fitPending: true}
	v.ExtendBaseWidget(v)
	ui.TouchDraggable(v)
	return v
}

// side is a square's side in pixels at the current zoom.
func (v *cityView) side() float32 { return baseCell * v.zoom }

// origin is the top-left corner of square (0, 0).
func (v *cityView) origin() fyne.Position {
	sz, s := v.Size(), v.side()
	return fyne.NewPos(sz.Width/2+v.offset.X-s/2, sz.Height/2+v.offset.Y-s/2)
}

// squareAt is the square under a point of the view.
func (v *cityView) squareAt(p fyne.Position) city.Pos {
	o, s := v.origin(), v.side()
	return city.Pos{X: int(math.Floor(float64((p.X - o.X) / s))), Y: int(math.Floor(float64((p.Y - o.Y) / s)))}
}

// squareCentre is where square p's centre is drawn, for tests that tap it.
func (v *cityView) squareCentre(p city.Pos) fyne.Position {
	o, s := v.origin(), v.side()
	return fyne.NewPos(o.X+(float32(p.X)+0.5)*s, o.Y+(float32(p.Y)+0.5)*s)
}

// Zoom multiplies the zoom by f within its bounds.
func (v *cityView) Zoom(f float32) {
	v.zoom = min(maxZoom, max(minZoom, v.zoom*f))
	v.Refresh()
}

// Fit zooms and centres the view on the whole city and the empty squares
// around it, at most at zoom 1 and at least at minZoom.
func (v *cityView) Fit() {
	size := v.Size()
	if size.Width <= 0 || size.Height <= 0 {
		v.fitPending = true
		return
	}
	v.fitPending = false
	minX, maxX, minY, maxY := -1, 1, -1, 1
	for _, c := range v.placed {
		minX, maxX = min(minX, c.X-1), max(maxX, c.X+1)
		minY, maxY = min(minY, c.Y-1), max(maxY, c.Y+1)
	}
	cols, rows := float32(maxX-minX+1), float32(maxY-minY+1)
	v.zoom = max(minZoom, min(1, size.Width/(cols*baseCell), size.Height/(rows*baseCell)))
	side := v.side()
	v.offset = fyne.NewPos(-float32(minX+maxX)/2*side, -float32(minY+maxY)/2*side)
	v.Refresh()
}

// keepInView fits the view again when an empty square next to the city
// lies outside it (a tile just placed at the edge), so the square of the
// next tile is in view without panning or zooming.
func (v *cityView) keepInView() {
	size, side, o := v.Size(), v.side(), v.origin()
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	for _, c := range v.placed {
		for _, d := range dirs {
			x, y := o.X+float32(c.X+d.X)*side, o.Y+float32(c.Y+d.Y)*side
			if x < 0 || y < 0 || x+side > size.Width || y+side > size.Height {
				v.Fit()
				return
			}
		}
	}
}

// dirs are the steps to a square's four neighbours.
var dirs = [4]city.Pos{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}}

// Tapped passes the square tapped to the editor; on an overview (below
// touch size) it zooms in on that square instead.
func (v *cityView) Tapped(ev *fyne.PointEvent) {
	p := v.squareAt(ev.Position)
	if v.zoom < touchZoom-1e-3 {
		v.zoom = touchZoom
		side := v.side()
		v.offset = fyne.NewPos(-float32(p.X)*side, -float32(p.Y)*side)
		v.Refresh()
		return
	}
	if v.onTap != nil {
		v.onTap(p)
	}
}

// Dragged moves a tile (when the drag began on one) or pans the city.
// ev.Position is where the pointer is now, ev.Dragged the step since the
// last event (as Fyne's drivers report them).
func (v *cityView) Dragged(ev *fyne.DragEvent) {
	if !v.dragging {
		v.dragging = true
		from := ev.Position.Subtract(ev.Dragged)
		v.dragFrom = v.squareAt(from)
		v.dragTile = v.zoom >= touchZoom-1e-3 && v.tileAt(v.dragFrom) // an overview only pans
	}
	v.dragLast = ev.Position
	if !v.dragTile {
		v.offset = v.offset.Add(ev.Dragged)
		v.Refresh()
	}
}

// DragEnd moves the dragged tile to the square where the drag ended.
func (v *cityView) DragEnd() {
	if v.dragging && v.dragTile && v.onMove != nil {
		if to := v.squareAt(v.dragLast); to != v.dragFrom {
			v.onMove(v.dragFrom, to)
		}
	}
	v.dragging = false
}

// Scrolled pans with the wheel, or zooms while Ctrl (Cmd) is held.
func (v *cityView) Scrolled(ev *fyne.ScrollEvent) {
	if d, ok := fyne.CurrentApp().Driver().(desktop.Driver); ok && d.CurrentKeyModifiers()&(fyne.KeyModifierControl|fyne.KeyModifierSuper) != 0 {
		if ev.Scrolled.DY > 0 {
			v.Zoom(zoomStep)
		} else if ev.Scrolled.DY < 0 {
			v.Zoom(1 / zoomStep)
		}
		return
	}
	v.offset = v.offset.Add(fyne.NewDelta(ev.Scrolled.DX, ev.Scrolled.DY))
	v.Refresh()
}

// tileAt reports whether a building tile (not the start) lies on p.
func (v *cityView) tileAt(p city.Pos) bool {
	for _, c := range v.placed {
		if c.X == p.X && c.Y == p.Y {
			return true
		}
	}
	return false
}

// CreateRenderer draws the city.
func (v *cityView) CreateRenderer() fyne.WidgetRenderer { return &cityRenderer{v: v} }

// MinSize leaves room for a few squares.
func (v *cityView) MinSize() fyne.Size { return fyne.NewSize(4*baseCell, 4*baseCell) }

type cityRenderer struct{ v *cityView }

func (r *cityRenderer) Destroy() {}
func (r *cityRenderer) Layout(size fyne.Size) {
	if r.v.fitPending && size.Width > 0 && size.Height > 0 {
		r.v.Fit()
	}
	r.v.draw()
}
func (r *cityRenderer) MinSize() fyne.Size           { return r.v.MinSize() }
func (r *cityRenderer) Objects() []fyne.CanvasObject { return r.v.objects }
func (r *cityRenderer) Refresh()                     { r.v.draw(); canvas.Refresh(r.v) }

// draw builds the objects: one raster image of the squares next to the
// city (where a tap adds a tile), the hinted squares, the tiles, illegal
// marks, the selection and the longest run; the texts over it; and a thin
// frame round the view. Squares not wholly inside the view are left out,
// so nothing is drawn over the rest of the screen.
func (v *cityView) draw() {
	size, side, o := v.Size(), v.side(), v.origin()
	var sk sketch
	inside := func(p city.Pos) (float32, float32, bool) {
		x, y := o.X+float32(p.X)*side, o.Y+float32(p.Y)*side
		return x, y, x >= 0 && y >= 0 && x+side <= size.Width && y+side <= size.Height
	}
	v.drawFrontier(&sk, inside, side)
	for p, n := range v.hints {
		if x, y, ok := inside(p); ok {
			sk.square(x, y, side, hintColour)
			sk.texts = append(sk.texts, centred("→"+strconv.Itoa(n), x, y, side, theme.Color(theme.ColorNameForeground)))
		}
	}
	if x, y, ok := inside(city.Pos{}); ok {
		drawPiece(&sk, cg.Piece{}, true, v.moat, x, y, side)
	}
	for _, c := range v.placed {
		if x, y, ok := inside(city.Pos{X: c.X, Y: c.Y}); ok {
			drawPiece(&sk, c.Piece, false, v.moat, x, y, side)
		}
	}
	for _, s := range v.run {
		if x, y, ok := inside(s.Pos); ok {
			sk.band(s.Edge, x, y, side, runColour, max(5, side*0.14))
		}
	}
	for p := range v.bad {
		if x, y, ok := inside(p); ok {
			sk.frame(x, y, side, badColour)
			sk.texts = append(sk.texts, centred("!", x, y-side*0.3, side, badColour))
		}
	}
	if v.selected != nil {
		if x, y, ok := inside(*v.selected); ok {
			// The chosen tile: a wide frame in the theme's colour, lined
			// inside with the page's, so it shows on every tile colour.
			w := max(6, side*0.12)
			sk.frameWidth(x, y, side, theme.Color(theme.ColorNamePrimary), w)
			sk.frameWidth(x+w, y+w, side-2*w, theme.Color(theme.ColorNameBackground), 2)
		}
	}
	out := make([]fyne.CanvasObject, 0, len(sk.texts)+5)
	out = append(out, viewFrame(size)...)
	if img := sk.raster(size, v.scale()); img != nil {
		out = append(out, img)
	}
	v.objects = append(out, sk.texts...)
}

// drawFrontier adds the empty squares next to the city, where a tap adds a
// tile.
func (v *cityView) drawFrontier(sk *sketch, inside func(city.Pos) (float32, float32, bool), side float32) {
	occupied := map[city.Pos]bool{{}: true}
	for _, c := range v.placed {
		occupied[city.Pos{X: c.X, Y: c.Y}] = true
	}
	for p := range occupied {
		for _, d := range [4]city.Pos{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}} {
			q := city.Pos{X: p.X + d.X, Y: p.Y + d.Y}
			if occupied[q] {
				continue
			}
			if x, y, ok := inside(q); ok {
				sk.square(x, y, side, frontierColor)
			}
		}
	}
}

// scale is the pixels per unit of the canvas showing the view (1 before it
// is shown), so that the raster is drawn without rescaling.
func (v *cityView) scale() float32 {
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil && c.Scale() > 0 {
		return c.Scale()
	}
	return 1
}

// viewFrame is a thin border round the view, so the city's area reads as
// one on the page (a filled background would cost a full-view paint).
func viewFrame(size fyne.Size) []fyne.CanvasObject {
	c := theme.Color(theme.ColorNameInputBorder)
	const w = 2
	out := make([]fyne.CanvasObject, 4)
	for i, r := range [4][4]float32{{0, 0, size.Width, w}, {0, size.Height - w, size.Width, w}, {0, 0, w, size.Height}, {size.Width - w, 0, w, size.Height}} {
		rect := canvas.NewRectangle(c)
		rect.Move(fyne.NewPos(r[0], r[1]))
		rect.Resize(fyne.NewSize(r[2], r[3]))
		out[i] = rect
	}
	return out
}

// centred is bold text centred in the square at (x, y).
func centred(s string, x, y, side float32, c color.Color) fyne.CanvasObject {
	t := canvas.NewText(s, c)
	t.TextStyle.Bold = true
	t.TextSize = side * 0.3
	t.Alignment = fyne.TextAlignCenter
	t.Move(fyne.NewPos(x, y+side*0.3))
	t.Resize(fyne.NewSize(side, side*0.4))
	return t
}
