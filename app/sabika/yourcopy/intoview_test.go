package yourcopy

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/ui"
)

// shownTap taps the n-th (from 0) button labelled text, which must be whole
// in view already: the test never scrolls.
func shownTap(t *testing.T, w fyne.Window, text string, n int) {
	t.Helper()
	var found []*widget.Button
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = append(found, b)
		}
	})
	if len(found) <= n {
		t.Fatalf("button %q number %d asked for, %d shown: %v", text, n, len(found), uitest.Texts(w.Content()))
	}
	uitest.InView(t, w.Canvas(), found[n])
	test.Tap(found[n])
}

// On a 360×740 phone, without a single scroll call: the rondel's question
// comes up in view; once its spaces are recorded, the first card's parts
// and its "Record and next card" button are whole in view
// (ui.BringIntoView), and so are the next card's after each recording
// (issue 29). Every control tapped is in view when it is tapped.
func TestYourCopyBringsTheNextActionIntoView(t *testing.T) {
	s, w := openScreen(t)
	w.Resize(fyne.NewSize(360, 740))
	shownTap(t, w, "Yusuf", 0)
	// What a solo game still needs: the Comerciante cards' Record.
	var missing *widget.Button
	uitest.Walk(s.body, func(o fyne.CanvasObject) {
		if c, ok := o.(*fyne.Container); ok && len(c.Objects) == 2 && missing == nil {
			l, isLabel := c.Objects[0].(*widget.Label)
			b, isButton := c.Objects[1].(*widget.Button)
			if isLabel && isButton && strings.Contains(l.Text, "Comerciante cards") {
				missing = b
			}
		}
	})
	if missing == nil {
		t.Fatalf("the Comerciante cards are not among what is missing: %v", uitest.Texts(s.body))
	}
	uitest.InView(t, w.Canvas(), missing)
	test.Tap(missing)
	rondel := uitest.Entries(w.Content())[0]
	uitest.InView(t, w.Canvas(), rondel)
	uitest.TypeInto(rondel, "Zoco\nPuerto")
	shownTap(t, w, "Record the spaces", 0)
	for n := range 2 {
		first, record := s.cardParts(t)
		uitest.InView(t, w.Canvas(), first)
		uitest.InView(t, w.Canvas(), record)
		shownTap(t, w, "Puerto", 0)
		shownTap(t, w, "None", 0)
		shownTap(t, w, "Export", 0)
		shownTap(t, w, "Consolidate", 1) // the second action's row
		shownTap(t, w, "Nothing", 0)
		shownTap(t, w, "Record and next card", 0)
		if got := len(s.c.Get().Yusuf.Cards); got != n+1 {
			t.Fatalf("%d cards recorded after %d", got, n+1)
		}
	}
	first, record := s.cardParts(t)
	uitest.InView(t, w.Canvas(), first)
	uitest.InView(t, w.Canvas(), record)

}

// cardParts are the first part below the band of the card editor shown
// (inside its deck-coloured frame) and its "Record and next card" button.
func (s *screen) cardParts(t *testing.T) (first, record fyne.CanvasObject) {
	t.Helper()
	uitest.Walk(s.body, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			if x.Text == "Record and next card" && record == nil {
				record = x
			}
		case *fyne.Container:
			if _, framed := x.Objects[0].(*canvas.Rectangle); framed && len(x.Objects) == 2 && first == nil {
				if pad, ok := x.Objects[1].(*fyne.Container); ok && len(pad.Objects) == 1 {
					if body, ok := pad.Objects[0].(*fyne.Container); ok && len(body.Objects) > 1 {
						first = body.Objects[1]
					}
				}
			}
		}
	})
	if first == nil || record == nil {
		t.Fatalf("no card editor shown: %v", uitest.Texts(s.body))
	}
	return first, record
}

// A swipe that starts on the screen's text boxes, the rondel's spaces and
// the pasted code, scrolls the page (issue 29): both are marked for it.
func TestSwipesFromTextBoxesScrollThePage(t *testing.T) {
	s, w := openScreen(t)
	w.Resize(fyne.NewSize(360, 740))
	shownTap(t, w, "Yusuf", 0)
	shownTap(t, w, "Record", 0) // the first thing missing: a rondel's spaces
	rondel := uitest.Entries(s.body)[0]
	if !rondel.MultiLine || !ui.ScrollsPage(rondel) {
		t.Errorf("a swipe on the rondel's spaces (multi-line %v) does not scroll the page", rondel.MultiLine)
	}
	shownTap(t, w, "Share", 0)
	if !ui.ScrollsPage(s.share.paste) {
		t.Error("a swipe on the pasted code's box does not scroll the page")
	}
}
