package app

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
)

// TestBackPutsTheHomeTitleBack opens a screen, taps Back and checks the
// home title stands where it stood on the first render.
func TestBackPutsTheHomeTitleBack(t *testing.T) {
	w, s := newShell(t)
	first := s.nav.title.Position()
	test.Tap(uitest.Button(w.Content(), "Quick score"))
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
