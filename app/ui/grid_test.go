package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

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

// TestResponsiveGridMaxColumns: three tabs share a desktop's width in
// three columns, not a dozen narrow ones, and on a phone too narrow for
// three of their words they break into rows.
func TestResponsiveGridMaxColumns(t *testing.T) {
	g := &ResponsiveGrid{MaxColumns: 3}
	if got := g.columns(1280, []fyne.Size{{Width: 100}, {Width: 100}, {Width: 100}}); got != 3 {
		t.Errorf("1280 wide: %d columns, want 3", got)
	}
	if got := g.columns(360, []fyne.Size{{Width: 140}, {Width: 100}, {Width: 100}}); got != 2 {
		t.Errorf("360 wide with a 140 px word: %d columns, want 2", got)
	}
}
