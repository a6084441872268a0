package tilescore

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// resultLayout is the breakdown table's grid: a first column as wide as
// the longest row name (never shortened, at any text size) and narrow
// equal columns for the players' points.
type resultLayout struct {
	cols int
}

const (
	nameColumnWidth  = 120 // the narrowest the names' column gets
	pointColumnWidth = 64  // the narrowest a player's column gets
	maxPointColumn   = 180 // longer names are cut short with "…"
)

// labelWidth is the width a truncating label needs to show a text of
// width text whole: its padding on both sides, and the text's width
// rounded up to a whole pixel and one more, as Fyne's truncation measures
// the room in whole pixels ("Jugador 1" was drawn "Jugado…" in a column
// exactly as wide as its text and padding).
func labelWidth(text float32) float32 {
	return float32(math.Ceil(float64(text))) + 1 + 2*theme.InnerPadding()
}

// nameWidth is the width of the row names' column: room for the longest
// name (its labels truncate, so their MinSize does not say), at least
// nameColumnWidth: "Casa de Baños" was cut short with room to spare.
func (r *resultLayout) nameWidth(objects []fyne.CanvasObject) float32 {
	w := float32(nameColumnWidth)
	for i := r.cols; i < len(objects); i += r.cols {
		if l, ok := objects[i].(*widget.Label); ok {
			text := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle)
			w = max(w, labelWidth(text.Width))
		}
	}
	return w
}

// pointWidth is the width of the players' columns: room for the longest
// name in the header row (its labels truncate, so their MinSize does not
// say), within pointColumnWidth–maxPointColumn.
func (r *resultLayout) pointWidth(objects []fyne.CanvasObject) float32 {
	w := float32(pointColumnWidth)
	for _, o := range objects[min(1, len(objects)):min(r.cols, len(objects))] {
		if l, ok := o.(*widget.Label); ok {
			text := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle)
			w = max(w, labelWidth(text.Width))
		}
	}
	return min(w, maxPointColumn)
}

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
	pointW, nameW := r.pointWidth(objects), r.nameWidth(objects)
	for row, h := range r.rowHeights(objects) {
		x := float32(0)
		for c := 0; c < r.cols && row*r.cols+c < len(objects); c++ {
			w := pointW
			if c == 0 {
				w = nameW
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
	return fyne.NewSize(r.nameWidth(objects)+r.pointWidth(objects)*float32(r.cols-1), h)
}
