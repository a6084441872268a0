package app

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
)

// TestHomeOpensTheHistory: the home screen's History and statistics
// button opens the history, and Back returns home.
func TestHomeOpensTheHistory(t *testing.T) {
	w, s := newShell(t)
	uitest.Tap(t, w.Content(), "History and statistics")
	if !uitest.HasText(s.Content(), "All games") || !uitest.HasText(s.Content(), "Statistics") {
		t.Fatalf("the history did not open: %v", uitest.Texts(s.Content()))
	}
	uitest.Tap(t, s.Content(), "Back")
	if !uitest.HasText(s.Content(), "Sabika") {
		t.Error("Back did not return to the home screen")
	}
}
