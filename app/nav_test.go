package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

// TestBackPutsTheHomeTitleBack opens a screen, taps Back and checks the
// home title stands where it stood on the first render.
func TestBackPutsTheHomeTitleBack(t *testing.T) {
	w, s := newShell(t)
	first := s.nav.title.Position()
	uitest.Tap(t, w.Content(), "Quick score")
	// The desktop driver lays out a container again when a child's minimum
	// size grows (the back button appearing); the test window does not, so
	// a resize stands in for that frame.
	size := w.Canvas().Size()
	w.Resize(size.AddWidthHeight(1, 0))
	w.Resize(size)
	if s.nav.title.Position() == first {
		t.Fatal("the title did not make room for the back button")
	}
	uitest.Tap(t, w.Content(), "Back")
	if got := s.nav.title.Position(); got != first {
		t.Errorf("after Back the home title is at %v, first drawn at %v", got, first)
	}
}

// TestFirstPageIsLaidOutOnlyByTheWindow builds the navigator with its home
// page before any window holds it, as the app starts: the page is not laid
// out yet (an early refresh built and laid out every widget at size zero,
// wrapping each text word by word, which delayed the browser's first
// frame), and once in a window it is laid out at the window's size.
func TestFirstPageIsLaidOutOnlyByTheWindow(t *testing.T) {
	test.NewTempApp(t)
	text := widget.NewLabel("A long text that wraps word by word when it is laid out at size zero")
	text.Wrapping = fyne.TextWrapWord
	page := container.NewVBox(text)
	n := newNavigator("Home", container.NewVScroll(page))
	if !page.Size().IsZero() {
		t.Fatalf("the home page was laid out at %v before the window", page.Size())
	}
	w := test.NewTempWindow(t, n.root)
	w.Resize(fyne.NewSize(390, 600))
	if page.Size().Width < 300 {
		t.Errorf("in a 390-wide window the page is %v wide", page.Size())
	}
}
