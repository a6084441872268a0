package tilescore

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// resultLayout is the breakdown table's grid: a wide first column for the
// row names and narrow equal columns for the players' points.
type resultLayout struct {
	cols int
}

const (
	nameColumnWidth  = 120
	pointColumnWidth = 64
)

func (r *resultLayout) rowHeights(objects []fyne.CanvasObject) []float32 {
	var heights []float32
	for start := 0; start < len(objects); start += r.cols {
		h := float32(0)
		for _, o := range objects[start:min(start+r.cols, len(objects))] {
			h = max(h, o.MinSize().Height)
		}
		heights = append(heights, h)
	}
	return heights
}

// Layout places objects row by row.
func (r *resultLayout) Layout(objects []fyne.CanvasObject, _ fyne.Size) {
	y := float32(0)
	for row, h := range r.rowHeights(objects) {
		x := float32(0)
		for c := 0; c < r.cols && row*r.cols+c < len(objects); c++ {
			w := float32(pointColumnWidth)
			if c == 0 {
				w = nameColumnWidth
			}
			o := objects[row*r.cols+c]
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(w, h))
			x += w
		}
		y += h + theme.Padding()/2
	}
}

// MinSize is the full table: it scrolls sideways on a narrow phone.
func (r *resultLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	heights := r.rowHeights(objects)
	h := float32(0)
	for _, rh := range heights {
		h += rh
	}
	if len(heights) > 1 {
		h += theme.Padding() / 2 * float32(len(heights)-1)
	}
	return fyne.NewSize(nameColumnWidth+pointColumnWidth*float32(r.cols-1), h)
}
