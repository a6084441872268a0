package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TapText taps what a player taps to open a row showing sub: the deepest
// visible tappable below root that shows a text containing sub (a list's
// row rather than the list); the test fails when there is none.
func TapText(t testing.TB, root fyne.CanvasObject, sub string) {
	t.Helper()
	var found fyne.Tappable
	Walk(root, func(o fyne.CanvasObject) {
		if tp, ok := o.(fyne.Tappable); ok && o != root && HasText(o, sub) {
			found = tp // the last in tree order: the row, not the list holding it
		}
	})
	if found == nil {
		t.Fatalf("nothing to tap shows %q among %v", sub, Texts(root))
	}
	test.Tap(found)
}
