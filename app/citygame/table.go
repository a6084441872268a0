package citygame

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// tableLayout lays its objects out row by row in cols columns, each column
// as wide as its widest cell and each row as tall as its tallest: a name
// gets the room it needs and no column takes room it does not, so a
// scoring's table shows every name whole wherever the screen has the room
// (a phone scrolls the rest sideways, ui.SideScroll).
type tableLayout struct {
	cols int
}

// The columns sit side by side with no gap: a label's own inner padding
// parts its text from the next column's.

// sizes are the columns' widths and the rows' heights.
func (l tableLayout) sizes(objects []fyne.CanvasObject) (widths, heights []float32) {
	widths = make([]float32, l.cols)
	for i, o := range objects {
		m := o.MinSize()
		c, r := i%l.cols, i/l.cols
		widths[c] = max(widths[c], m.Width)
		if r == len(heights) {
			heights = append(heights, 0)
		}
		heights[r] = max(heights[r], m.Height)
	}
	return widths, heights
}

// Layout places each object in its cell.
func (l tableLayout) Layout(objects []fyne.CanvasObject, _ fyne.Size) {
	widths, heights := l.sizes(objects)
	pad := theme.Padding()
	x, y := float32(0), float32(0)
	for i, o := range objects {
		c, r := i%l.cols, i/l.cols
		if c == 0 && r > 0 {
			x, y = 0, y+heights[r-1]+pad
		}
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(widths[c], heights[r]))
		x += widths[c]
	}
}

// MinSize is the whole table.
func (l tableLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	widths, heights := l.sizes(objects)
	pad := theme.Padding()
	var size fyne.Size
	for _, w := range widths {
		size.Width += w
	}
	for _, h := range heights {
		size.Height += h + pad
	}
	return size.SubtractWidthHeight(0, pad).Max(fyne.NewSize(0, 0))
}
