package yusufturn

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/translation"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

// Yusuf's card in Russian on a phone, each turn of two rounds played by
// tapping: the card keeps its large size, a long bottom ("+1 ОП за …")
// wraps onto several lines, and no text of the card leaves the window.
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
	caption, lines := false, false
	walkPlaced(w.Content(), func(o fyne.CanvasObject, at fyne.Position) {
		switch x := o.(type) {
		case *canvas.Text:
			if right := at.X + x.MinSize().Width; right > phone.Width {
				t.Errorf("%q ends at %v, beyond the phone's %v", x.Text, right, phone.Width)
			}
			for _, worker := range dy.Workers {
				if strings.HasPrefix(x.Text, yourcopy.WorkerName(worker)+" · ") {
					caption = true
					if x.TextSize < 16*cardScale {
						t.Errorf("the card %q is drawn smaller: caption size %v", x.Text, x.TextSize)
					}
				}
			}
		case *fyne.Container:
			lines = lines || allTexts(x.Objects)
		}
	})
	if !caption {
		t.Fatalf("no card on screen: %v", uitest.Texts(w.Content()))
	}
	return lines
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
