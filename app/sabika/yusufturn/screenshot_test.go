package yusufturn

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/screenshot"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/app/translation"
)

// TestScreenshots renders a board question, a turn played and the end of
// the game of a solo game, at phone and desktop sizes, light and dark, in
// English and Russian, scrolled to Yusuf's panel.
func TestScreenshots(t *testing.T) {
	if screenshot.Dir() == "" {
		t.Skip("screenshots are rendered by `make screenshots` (ARRAYAN_SCREENSHOTS)")
	}
	w := openScreen(t, testEdition(true), phone)
	a := fyne.CurrentApp()
	startGame(t, w)
	turn := 1
	for ; turn <= 4; turn++ {
		uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
		if button(w, "Done") == nil {
			break
		}
		uitest.Tap(t, w.Content(), "Done")
	}
	shoot(t, a, "yusuf-question")
	w = reopen(t, phone) // in English again
	for i := 0; button(w, "Done") == nil; i++ {
		answer(t, w, i)
	}
	shoot(t, a, "yusuf-turn")
	w = reopen(t, phone)
	uitest.Tap(t, w.Content(), "Done")
	turn++
	for round := 1; round <= 5; round++ {
		for ; turn <= 4; turn++ {
			playTurn(t, w, turn, round+turn)
		}
		turn = 1
		if round < 5 {
			endRound(t, w, round)
		}
	}
	shoot(t, a, "yusuf-end")
}

// shoot takes the game as saved, in English and Russian, scrolled to
// Yusuf's panel.
func shoot(t *testing.T, a fyne.App, name string) {
	t.Helper()
	for _, code := range []string{"en", "ru"} {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		screenshot.Take(t, a, name+"-"+code, sabika.NewScreens(testPanels.Panel).NewSoloScreen, func(w fyne.Window, _ fyne.CanvasObject) {
			w.SetContent(sabika.NewScreens(testPanels.Panel).NewSoloScreen(w)) // opened again at its size, as the app opens it
			scrollToPanel(w, w.Content())
		})
	}
	if err := translation.Use("en"); err != nil {
		t.Fatal(err)
	}
}

// scrollToPanel scrolls the record's page, as a finger does, until
// Yusuf's panel heading is at the top.
func scrollToPanel(w fyne.Window, content fyne.CanvasObject) {
	var scroll *container.Scroll
	uitest.Walk(content, func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok && scroll == nil {
			scroll = s
		}
	})
	if scroll == nil {
		return
	}
	if y, ok := headingY(scroll.Content, 0); ok {
		size := w.Canvas().Size()
		test.Scroll(w.Canvas(), fyne.NewPos(size.Width/2, size.Height/2), 0, scroll.Offset.Y-y) // from where the page stands
	}
}

// headingY finds how far below the top of root the first bold heading
// of Yusuf's panel lies.
func headingY(root fyne.CanvasObject, at float32) (float32, bool) {
	if l, ok := root.(*widget.Label); ok && l.TextStyle.Bold && (strings.HasPrefix(l.Text, "Yusuf ·") || strings.HasPrefix(l.Text, "Юсуф ·")) {
		return at, true
	}
	var children []fyne.CanvasObject
	switch x := root.(type) {
	case *fyne.Container:
		children = x.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(x).Objects()
	}
	for _, c := range children {
		if y, ok := headingY(c, at+c.Position().Y); ok {
			return y, true
		}
	}
	return 0, false
}
