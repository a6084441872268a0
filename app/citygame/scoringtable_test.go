package citygame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestScoringTableShowsNamesWhole (issue 29: Granada's results header cut
// "Ñan…" with room to spare): on a 360-pixel phone, in English and in
// Russian, a 2-player Granada scoring's table shows every cell whole, the
// players' names and Pablo's included, and fits the window when its
// columns need no more than the window has.
func TestScoringTableShowsNamesWhole(t *testing.T) {
	for _, l := range []string{"en", "ru"} {
		t.Run(l, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(l); err != nil {
				t.Fatal(err)
			}
			s, w := open(t, tiles.Granada())
			w.Resize(fyne.NewSize(360, 740))
			uitest.Tap(t, w.Content(), "2")
			entries := uitest.Entries(w.Content())
			uitest.TypeInto(entries[0], "Zoë")
			uitest.TypeInto(entries[1], "Ñandú")
			uitest.Tap(t, w.Content(), lang.X("citygame.start", "Start game"))
			if s.open < 0 {
				t.Fatalf("no game started: %v", uitest.Texts(w.Content()))
			}
			uitest.Tap(t, w.Content(), lang.X("citygame.reminder.done", "Deal done"))
			take := lang.X("citygame.take", "Take scoring {{.Round}}", map[string]any{"Round": s.roundName(1)})
			uitest.Tap(t, w.Content(), take)
			uitest.Tap(t, w.Canvas().Overlays().Top(), take)

			var table *ui.SideScroll
			uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
				if sc, ok := o.(*ui.SideScroll); ok {
					if c, ok := sc.Content.(*fyne.Container); ok {
						if _, ok := c.Layout.(tableLayout); ok {
							table = sc
						}
					}
				}
			})
			if table == nil {
				t.Fatal("no scoring table after the scoring")
			}
			names := map[string]bool{"Zoë": false, "Ñandú": false}
			uitest.Walk(table.Content, func(o fyne.CanvasObject) {
				lb, ok := o.(*widget.Label)
				if !ok {
					return
				}
				if _, ok := names[lb.Text]; ok {
					names[lb.Text] = true
				}
				if lb.Size().Width < lb.MinSize().Width {
					t.Errorf("%q is %.0f px wide of the %.0f it needs", lb.Text, lb.Size().Width, lb.MinSize().Width)
				}
			})
			for n, seen := range names {
				if !seen {
					t.Errorf("%s has no column", n)
				}
			}
			// Each column is as wide as its widest cell, so the table
			// needs the sum of its columns' widest cells.
			need, widest := float32(0), make([]float32, 4)
			for i, o := range table.Content.(*fyne.Container).Objects {
				widest[i%4] = max(widest[i%4], o.MinSize().Width)
			}
			for _, w := range widest {
				need += w
			}
			if got := table.Content.MinSize().Width; got > need {
				t.Errorf("the table takes %.0f px where its cells need %.0f", got, need)
			}
			if need <= table.Size().Width {
				abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(table.Content)
				if right := abs.X + table.Content.Size().Width; abs.X < 0 || right > 360 {
					t.Errorf("the table runs from %.0f to %.0f, past the 360-pixel window, with room to fit", abs.X, right)
				}
			} else {
				t.Logf("the table needs %.0f px of the %.0f shown", need, table.Size().Width)
			}
		})
	}
}
