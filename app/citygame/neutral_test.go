package citygame

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestNeutralInEveryBreakdown: in a 2-player game Dirk's points are a
// column of each scoring's breakdown, with the pavilion row that only he
// scored and his running total (1 after scoring 1, 9 after scoring 2).
func TestNeutralInEveryBreakdown(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben")
	uitest.Tap(t, w.Content(), "Deal done")
	uitest.Tap(t, w.Content(), "Give a tile")
	pickTile(t, w, "pavilion-2")
	takeScoring(t, w, "1")
	uitest.Tap(t, w.Content(), "Deal done")
	takeScoring(t, w, "2")
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

// TestDoubleTapTakesOneScoring: a double tap on "Take scoring 1" lands its
// second tap on the question, and a double tap on the question's button
// takes scoring 1 once; a pending deal of Dirk's is said in the question.
func TestDoubleTapTakesOneScoring(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben")
	take := uitest.Button(w.Content(), "Take scoring 1")
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(take).Add(fyne.NewPos(take.Size().Width/2, take.Size().Height/2))
	test.TapCanvas(w.Canvas(), pos)
	test.TapCanvas(w.Canvas(), pos)
	top := w.Canvas().Overlays().Top()
	if top == nil || len(s.record().Scorings) != 0 {
		t.Fatalf("no question before the scoring (%d taken)", len(s.record().Scorings))
	}
	if !uitest.HasText(top, "Dirk has not had his deal of 6 tiles yet") {
		t.Errorf("the pending deal is not said: %v", uitest.Texts(top))
	}
	yes := uitest.Button(top, "Take scoring 1")
	test.Tap(yes)
	test.Tap(yes)
	if n := len(s.record().Scorings); n != 1 {
		t.Errorf("%d scorings taken by a double tap, want 1", n)
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Errorf("a message after the double tap: %v", uitest.Texts(w.Canvas().Overlays().Top()))
	}
}

// TestNeutralDealKeepsThePlace: on a phone, scrolled down to Dirk's card,
// each tile given leaves the page where it was, and the reminder counts
// the deal down.
func TestNeutralDealKeepsThePlace(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	w.Resize(fyne.NewSize(360, 740))
	startGame(t, s, w, "Ana", "Ben")
	test.Scroll(w.Canvas(), fyne.NewPos(180, 400), 0, -400)
	offset := s.page.Offset
	if offset.Y == 0 {
		t.Fatal("the page did not scroll")
	}
	for k, id := range []string{"pavilion-2", "pavilion-3"} {
		uitest.Tap(t, w.Content(), "Give a tile")
		pickTile(t, w, id)
		if s.page.Offset != offset {
			t.Errorf("tile %d: the page moved from %v to %v", k+1, offset, s.page.Offset)
		}
	}
	if !uitest.HasText(w.Content(), "Deal 4 tiles at random from the bag to Dirk") || !uitest.HasText(w.Content(), "2 of 6 entered") {
		t.Errorf("the reminder did not count down: %v", uitest.Texts(w.Content()))
	}
}

// TestWheelOverScoreTablesScrollsThePage: the mouse wheel over a scoring's
// breakdown scrolls the page, not the table sideways.
func TestWheelOverScoreTablesScrollsThePage(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	w.Resize(fyne.NewSize(360, 740))
	startGame(t, s, w, "Ana", "Ben", "Cai")
	takeScoring(t, w, "1")
	var table fyne.CanvasObject
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == "Running total" && table == nil {
			table = l
		}
	})
	if table == nil {
		t.Fatal("no breakdown shown")
	}
	y := fyne.CurrentApp().Driver().AbsolutePositionForObject(table).Y
	test.Scroll(w.Canvas(), fyne.NewPos(180, 200), 0, -(y - 300)) // the breakdown mid-screen
	uitest.InView(t, w.Canvas(), table)
	before := s.page.Offset
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(table).Add(fyne.NewPos(5, 5))
	test.Scroll(w.Canvas(), pos, 0, 60) // up: the page may be at its end
	if s.page.Offset == before {
		t.Errorf("the wheel over the breakdown did not scroll the page (offset %v)", s.page.Offset)
	}
}
