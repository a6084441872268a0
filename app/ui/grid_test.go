package ui

import "testing"

// TestResponsiveGridColumns: a phone held upright gets one column, a phone
// on its side or a tablet two, a desktop four (the home screen's games,
// CellCard wide).
func TestResponsiveGridColumns(t *testing.T) {
	g := &ResponsiveGrid{MinCellWidth: CellCard}
	for _, c := range []struct {
		width float32
		want  int
	}{{360, 1}, {390, 1}, {430, 1}, {599, 1}, {844, 2}, {1024, 3}, {1280, 4}} {
		if got := g.Columns(c.width); got != c.want {
			t.Errorf("%v wide: %d columns, want %d", c.width, got, c.want)
		}
	}
}
