package citygame

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestNeutralInEveryBreakdown: in a 2-player game Dirk's points are a
// column of each scoring's breakdown, with the pavilion row that only he
// scored and his running total (1 after scoring 1, 9 after scoring 2).
func TestNeutralInEveryBreakdown(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra)
	startGame(t, s, w, "Ana", "Ben")
	uitest.Tap(t, w.Content(), "Deal done")
	uitest.Tap(t, w.Content(), "Give a tile")
	pickTile(t, w, "pavilion-2")
	uitest.Tap(t, w.Content(), "Take scoring 1")
	uitest.Tap(t, w.Content(), "Deal done")
	uitest.Tap(t, w.Content(), "Take scoring 2")
	for k, want := range [][]string{{"Pavilion", "0", "0", "1"}, {"Pavilion", "0", "0", "8"}} {
		rows := breakdownRows(s, k)
		if !hasRow(rows, want) {
			t.Errorf("scoring %d: no row %v in %v", k+1, want, rows)
		}
		if !hasRow(rows, []string{"Scoring " + []string{"1", "2"}[k], "Ana", "Ben", "Dirk"}) {
			t.Errorf("scoring %d: Dirk has no column: %v", k+1, rows)
		}
	}
	if rows := breakdownRows(s, 1); !hasRow(rows, []string{"Running total", "0", "0", "9"}) {
		t.Errorf("Dirk's running total is not 9: %v", rows)
	}
}

// breakdownRows reads the grid of scoring k's breakdown row by row.
func breakdownRows(s *screen, k int) [][]string {
	r := s.record()
	table := s.scoringTable(r, k)
	var cells []string
	uitest.Walk(table, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			cells = append(cells, l.Text)
		}
	})
	cols := len(r.Players) + 2
	var rows [][]string
	for i := 0; i+cols <= len(cells); i += cols {
		rows = append(rows, cells[i:i+cols])
	}
	return rows
}

func hasRow(rows [][]string, want []string) bool {
	for _, r := range rows {
		if slices.Equal(r, want) {
			return true
		}
	}
	return false
}
