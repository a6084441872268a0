package history

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

// TestWithRosterTypesAPickedName: the button beside a name entry lists the
// roster; tapping a name types it into the entry, and its OnChanged runs.
func TestWithRosterTypesAPickedName(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	e := widget.NewEntry()
	typed := ""
	e.OnChanged = func(s string) { typed = s }
	w := uitest.Window(t, WithRoster(e))
	var button *widget.Button
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok {
			button = b
		}
	})
	test.Tap(button)
	menu := w.Canvas().Overlays().Top()
	if menu == nil {
		t.Fatal("no list of names")
	}
	var item fyne.Tappable
	uitest.Walk(menu, func(o fyne.CanvasObject) {
		if tp, ok := o.(fyne.Tappable); ok && o != menu {
			if w, ok := o.(fyne.Widget); ok {
				for _, c := range test.WidgetRenderer(w).Objects() {
					if txt, ok := c.(*canvas.Text); ok && txt.Text == "Caí" {
						item = tp
					}
				}
			}
		}
	})
	if item == nil {
		t.Fatalf("Caí is not offered: %v", uitest.Texts(menu))
	}
	test.Tap(item)
	if e.Text != "Caí" || typed != "Caí" {
		t.Errorf("the entry holds %q (OnChanged saw %q)", e.Text, typed)
	}
}
