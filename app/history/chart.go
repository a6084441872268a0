package history

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// lineChart draws totals over time: one dot per play, joined by lines,
// winning plays as filled dots, with the lowest and highest totals written
// on the left. Colours come from the theme, so it reads in light and dark.
type lineChart struct {
	widget.BaseWidget
	values []int
	won    []bool
}

func newLineChart(values []int, won []bool) *lineChart {
	c := &lineChart{values: values, won: won}
	c.ExtendBaseWidget(c)
	return c
}

// MinSize is a phone's width and a readable height.
func (c *lineChart) MinSize() fyne.Size { return fyne.NewSize(200, 140) }

// CreateRenderer draws the chart.
func (c *lineChart) CreateRenderer() fyne.WidgetRenderer {
	r := &lineRenderer{chart: c}
	r.build()
	return r
}

type lineRenderer struct {
	chart   *lineChart
	axis    *canvas.Line
	lo, hi  *canvas.Text
	lines   []*canvas.Line
	dots    []*canvas.Circle
	objects []fyne.CanvasObject
}

func (r *lineRenderer) build() {
	r.axis = canvas.NewLine(nil)
	lo, hi := bounds(r.chart.values)
	r.lo = canvas.NewText(strconv.Itoa(lo), nil)
	r.hi = canvas.NewText(strconv.Itoa(hi), nil)
	r.objects = []fyne.CanvasObject{r.axis, r.lo, r.hi}
	for i := range r.chart.values {
		if i > 0 {
			l := canvas.NewLine(nil)
			l.StrokeWidth = 2
			r.lines = append(r.lines, l)
			r.objects = append(r.objects, l)
		}
	}
	for range r.chart.values {
		d := canvas.NewCircle(nil)
		d.StrokeWidth = 2
		r.dots = append(r.dots, d)
		r.objects = append(r.objects, d)
	}
	r.paint()
}

// paint gives the chart the theme's colours and text size, when it is
// built and again when the theme changes.
func (r *lineRenderer) paint() {
	fg := theme.Color(theme.ColorNameForeground)
	primary := theme.Color(theme.ColorNamePrimary)
	r.axis.StrokeColor = theme.Color(theme.ColorNameDisabled)
	for _, t := range []*canvas.Text{r.lo, r.hi} {
		t.Color, t.TextSize = fg, theme.TextSize()
	}
	for _, l := range r.lines {
		l.StrokeColor = primary
	}
	for i, d := range r.dots {
		d.StrokeColor, d.FillColor = primary, theme.Color(theme.ColorNameBackground)
		if r.chart.won[i] {
			d.FillColor = primary
		}
	}
}

// bounds are the lowest and highest values (0, 0 for none).
func bounds(vs []int) (int, int) {
	if len(vs) == 0 {
		return 0, 0
	}
	lo, hi := vs[0], vs[0]
	for _, v := range vs {
		lo, hi = min(lo, v), max(hi, v)
	}
	return lo, hi
}

func (r *lineRenderer) Layout(size fyne.Size) {
	pad := theme.Padding()
	label := max(r.lo.MinSize().Width, r.hi.MinSize().Width) + pad
	const dot = 8
	left, top := label+dot, float32(dot)
	w, h := size.Width-left-dot, size.Height-2*dot
	r.axis.Position1 = fyne.NewPos(left-dot/2, top)
	r.axis.Position2 = fyne.NewPos(left-dot/2, top+h)
	r.hi.Move(fyne.NewPos(0, 0))
	r.lo.Move(fyne.NewPos(0, size.Height-r.lo.MinSize().Height))
	lo, hi := bounds(r.chart.values)
	n := len(r.chart.values)
	at := func(i int) fyne.Position {
		x := left + w/2
		if n > 1 {
			x = left + w*float32(i)/float32(n-1)
		}
		y := top + h/2
		if hi > lo {
			y = top + h*float32(hi-r.chart.values[i])/float32(hi-lo)
		}
		return fyne.NewPos(x, y)
	}
	for i, d := range r.dots {
		p := at(i)
		d.Move(p.SubtractXY(dot/2, dot/2))
		d.Resize(fyne.NewSize(dot, dot))
		if i > 0 {
			r.lines[i-1].Position1 = at(i - 1)
			r.lines[i-1].Position2 = p
		}
	}
}

func (r *lineRenderer) MinSize() fyne.Size           { return r.chart.MinSize() }
func (r *lineRenderer) Refresh()                     { r.paint(); refreshAll(r.objects) }
func (r *lineRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *lineRenderer) Destroy()                     {}

// barChart draws shares as horizontal bars: a name, a bar as long as the
// share of the largest, and the points with the share in percent.
type barChart struct {
	widget.BaseWidget
	names  []string
	points []int
	shares []float64
}

func newBarChart(names []string, points []int, shares []float64) *barChart {
	c := &barChart{names: names, points: points, shares: shares}
	c.ExtendBaseWidget(c)
	return c
}

// rowHeight is one bar's row: the text's height and some air.
func rowHeight() float32 { return theme.TextSize()*1.4 + theme.Padding() }

// MinSize is one row per bar.
func (c *barChart) MinSize() fyne.Size {
	return fyne.NewSize(200, rowHeight()*float32(len(c.names)))
}

// CreateRenderer draws the bars.
func (c *barChart) CreateRenderer() fyne.WidgetRenderer {
	r := &barRenderer{chart: c}
	for i, n := range c.names {
		name := canvas.NewText(n, nil)
		value := canvas.NewText(strconv.Itoa(c.points[i])+" ("+strconv.Itoa(int(c.shares[i]*100+0.5))+"%)", nil)
		bar := canvas.NewRectangle(nil)
		r.names, r.values, r.bars = append(r.names, name), append(r.values, value), append(r.bars, bar)
		r.objects = append(r.objects, bar, name, value)
	}
	r.paint()
	return r
}

type barRenderer struct {
	chart         *barChart
	names, values []*canvas.Text
	bars          []*canvas.Rectangle
	objects       []fyne.CanvasObject
}

// paint gives the bars the theme's colours and text size (a negative
// share in the error colour), when built and when the theme changes.
func (r *barRenderer) paint() {
	fg := theme.Color(theme.ColorNameForeground)
	for i := range r.names {
		r.names[i].Color, r.names[i].TextSize = fg, theme.TextSize()
		r.values[i].Color, r.values[i].TextSize = fg, theme.TextSize()
		r.bars[i].FillColor = theme.Color(theme.ColorNamePrimary)
		if r.chart.shares[i] < 0 {
			r.bars[i].FillColor = theme.Color(theme.ColorNameError)
		}
	}
}

func (r *barRenderer) Layout(size fyne.Size) {
	pad := theme.Padding()
	var nameW, valueW float32
	for i := range r.names {
		nameW = max(nameW, r.names[i].MinSize().Width)
		valueW = max(valueW, r.values[i].MinSize().Width)
	}
	inset := theme.InnerPadding() // as labels stand off the edge
	nameW = min(nameW, size.Width/3)
	top := 0.0
	for _, s := range r.chart.shares {
		top = max(top, abs(s))
	}
	barW := size.Width - inset - nameW - valueW - 3*pad
	row := rowHeight()
	for i := range r.names {
		y := row * float32(i)
		r.names[i].Move(fyne.NewPos(inset, y))
		r.names[i].Resize(fyne.NewSize(nameW, row))
		l := float32(0)
		if top > 0 {
			l = barW * float32(abs(r.chart.shares[i])/top)
		}
		r.bars[i].Move(fyne.NewPos(inset+nameW+pad, y+pad/2))
		r.bars[i].Resize(fyne.NewSize(max(l, 1), row-pad))
		r.values[i].Move(fyne.NewPos(inset+nameW+2*pad+l, y))
	}
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

func (r *barRenderer) MinSize() fyne.Size           { return r.chart.MinSize() }
func (r *barRenderer) Refresh()                     { r.paint(); refreshAll(r.objects) }
func (r *barRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *barRenderer) Destroy()                     {}

// refreshAll draws objects again, after paint changed their colours.
func refreshAll(objects []fyne.CanvasObject) {
	for _, o := range objects {
		o.Refresh()
	}
}
