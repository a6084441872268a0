package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// ResponsiveGrid lays its objects out in as many equal columns as fit
// MinCellWidth (or the widest object's minimum width, when wider: a column
// never squeezes its content), so a phone shows one column and a desktop
// several. Each row is as tall as its tallest object.
type ResponsiveGrid struct {
	// MinCellWidth is the narrowest a column may be.
	MinCellWidth float32
	// MaxColumns, when above 0, is the most columns laid out: a row of a
	// few buttons then shares a wide window instead of leaving empty
	// columns, and still breaks into rows where a phone has no room.
	MaxColumns int

	cols int // columns of the last layout; MinSize's height follows it
}

// Columns is how many columns the grid lays out at width when no object is
// wider than MinCellWidth.
func (g *ResponsiveGrid) Columns(width float32) int { return g.columns(width, nil) }

func (g *ResponsiveGrid) columns(width float32, mins []fyne.Size) int {
	pad := padding()
	cell := g.MinCellWidth
	for _, m := range mins {
		cell = max(cell, m.Width)
	}
	n := int((width + pad) / (cell + pad))
	if g.MaxColumns > 0 {
		n = min(n, g.MaxColumns)
	}
	return max(n, 1)
}

// Layout places the visible objects row by row. Each object's minimum
// size is asked once: a container works its own out from all its objects
// each time it is asked. A grid with no width yet (a container lays its
// objects out as it is made) places nothing: measuring its objects then
// drew each unseen, its texts shaped and its icons recoloured, for a
// grid that may never be shown (a setup link's first frame).
func (g *ResponsiveGrid) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if size.Width <= 0 {
		return
	}
	visible := visibleObjects(objects)
	mins := make([]fyne.Size, len(visible))
	wants := make([]fyne.Size, len(visible)) // what each needs on one line, for the columns
	for i, o := range visible {
		mins[i] = o.MinSize()
		wants[i] = mins[i]
		if w, ok := o.(wantedSizer); ok {
			wants[i] = w.wanted()
		}
	}
	cols := g.columns(size.Width, wants)
	g.cols = cols
	pad := padding()
	cellW := (size.Width - pad*float32(cols-1)) / float32(cols)
	y := float32(0)
	for start := 0; start < len(visible); start += cols {
		end := min(start+cols, len(visible))
		rowH := float32(0)
		for _, m := range mins[start:end] {
			rowH = max(rowH, m.Height)
		}
		for i, o := range visible[start:end] {
			o.Move(fyne.NewPos(float32(i)*(cellW+pad), y))
			o.Resize(fyne.NewSize(cellW, rowH))
		}
		y += rowH + pad
	}
}

// MinSize is at most one cell wide, so that the grid never asks for more
// width than a phone has (with no MinCellWidth, its widest object's
// width: one column), and as tall as the rows of the last layout.
func (g *ResponsiveGrid) MinSize(objects []fyne.CanvasObject) fyne.Size {
	visible := visibleObjects(objects)
	cols := max(g.cols, 1)
	w, h := float32(0), float32(0)
	for start := 0; start < len(visible); start += cols {
		rowH := float32(0)
		for _, o := range visible[start:min(start+cols, len(visible))] {
			m := o.MinSize()
			w = max(w, m.Width)
			rowH = max(rowH, m.Height)
		}
		if start > 0 {
			h += padding()
		}
		h += rowH
	}
	if g.MinCellWidth > 0 {
		w = min(w, g.MinCellWidth)
	}
	return fyne.NewSize(w, h)
}

func visibleObjects(objects []fyne.CanvasObject) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, 0, len(objects))
	for _, o := range objects {
		if o.Visible() {
			out = append(out, o)
		}
	}
	return out
}

func padding() float32 { return theme.Padding() }
