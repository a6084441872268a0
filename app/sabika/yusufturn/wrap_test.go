package yusufturn

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/translation"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

// Yusuf's card in Russian on a phone, each turn of two rounds played by
// tapping: a long bottom ("+1 ОП за …") wraps onto several lines, never
// wider than the card's other rows, and the card keeps its large size; no
// text of the card leaves the window.
func TestLongBottomWrapsOnAPhone(t *testing.T) {
	w := openScreen(t, testEdition(true), phone)
	startGame(t, w)
	wrapped := false
	for round := 1; round <= 3 && !wrapped; round++ {
		for turn := 1; turn <= 4; turn++ {
			uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
			for i := 0; button(w, "Done") == nil; i++ {
				answer(t, w, round+turn+i)
			}
			wrapped = checkCardInRussian(t) || wrapped
			w = reopen(t, phone)
			uitest.Tap(t, w.Content(), "Done")
		}
		if round < 3 && !wrapped {
			endRound(t, w, round)
		}
	}
	if !wrapped {
		t.Fatal("no long bottom was drawn on several lines in three rounds")
	}
}

// checkCardInRussian opens the game in Russian on a phone and checks the
// card on screen; it reports whether its bottom took several lines.
func checkCardInRussian(t *testing.T) bool {
	t.Helper()
	if err := translation.Use("ru"); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := translation.Use("en"); err != nil {
			t.Fatal(err)
		}
	}()
	w := reopen(t, phone)
	caption, lines, rows := false, false, false
	walkPlaced(w.Content(), func(o fyne.CanvasObject, at fyne.Position) {
		switch x := o.(type) {
		case *canvas.Text:
			if right := at.X + x.MinSize().Width; right > phone.Width {
				t.Errorf("%q ends at %v, beyond the phone's %v", x.Text, right, phone.Width)
			}
			for _, worker := range dy.Workers {
				if strings.HasPrefix(x.Text, yourcopy.WorkerName(worker)+" · ") {
					caption = true
				}
			}
		case *fyne.Container:
			lines = lines || allTexts(x.Objects)
			rows = checkBottom(t, x) || rows
		}
	})
	if !caption || !rows {
		t.Fatalf("no card on screen: %v", uitest.Texts(w.Content()))
	}
	return lines
}

// checkBottom checks card, when it is a drawn card's rows (its caption's
// band first, its bottom last): the bottom is no wider than the widest of
// the other rows or the card's narrowest wrapping width
// (yourcopy.MinTextWidth), so that it neither widens the card past that
// nor has it drawn smaller; and the card is at its large size whenever
// its rows fit the phone's room for it at that size. The room is the
// window's width less the record's margins and the card's own (12
// paddings, as the screen gives it), in the theme's paddings: a card whose
// discard row ("× × Сырьё и мрамор") is wider than that at the large size
// is drawn smaller to fit, whatever its bottom. It reports whether card
// was a drawn card's rows.
func checkBottom(t *testing.T, card *fyne.Container) bool {
	t.Helper()
	title := cardTitle(card)
	if title == nil {
		return false
	}
	rows := card.Objects
	bottom := rows[len(rows)-1]
	others := float32(0)
	for _, r := range rows[:len(rows)-1] {
		others = max(others, r.MinSize().Width)
	}
	scale := title.TextSize / 16 // the caption is 16 px at scale 1
	w := bottom.MinSize().Width
	if w > max(others, yourcopy.MinTextWidth*scale)+0.5 {
		t.Errorf("the card %q: its bottom is %.0f px wide, its other rows %.0f px", title.Text, w, others)
	}
	frame := 4 * theme.Padding()             // the card's two padded frames
	atScale1 := max(others, w)/scale + frame // the card's width at scale 1
	room := phone.Width - 12*theme.Padding() // the window less the record's margins and the card's
	if atScale1*cardScale <= room && scale < cardScale-0.001 {
		t.Errorf("the card %q is drawn smaller: caption size %v", title.Text, title.TextSize)
	}
	return true
}

// cardTitle is the caption of a drawn card whose rows are rows (a band
// with the worker's name and the card's number first), or nil.
func cardTitle(rows *fyne.Container) *canvas.Text {
	if len(rows.Objects) < 3 {
		return nil
	}
	band, ok := rows.Objects[0].(*fyne.Container)
	if !ok || len(band.Objects) != 2 {
		return nil
	}
	padded, ok := band.Objects[1].(*fyne.Container)
	if !ok || len(padded.Objects) != 1 {
		return nil
	}
	title, ok := padded.Objects[0].(*canvas.Text)
	if !ok {
		return nil
	}
	for _, worker := range dy.Workers {
		if strings.HasPrefix(title.Text, yourcopy.WorkerName(worker)+" · ") {
			return title
		}
	}
	return nil
}

// allTexts reports whether objects are two or more lines of text: a
// wrapped bottom.
func allTexts(objects []fyne.CanvasObject) bool {
	for _, o := range objects {
		if _, ok := o.(*canvas.Text); !ok {
			return false
		}
	}
	return len(objects) >= 2
}
