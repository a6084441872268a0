package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// TestNoScreenSqueezesAWidget opens every screen in every language at
// phone and desktop size and checks that nothing is laid out narrower or
// shorter than nothing: Russian labels once squeezed the quick score's
// number fields to a negative width on a desktop, which the software
// renderer cannot draw.
func TestNoScreenSqueezesAWidget(t *testing.T) {
	a := uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range translation.Languages {
		a.Preferences().SetString(ui.PrefLanguage, code)
		for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 360, Height: 740}} {
			w, s := NewMainWindow(a)
			w.Resize(size)
			for _, g := range s.games() {
				for _, f := range g.features {
					s.Open(f.id)
					if bad := squeezed(w.Content(), ""); bad != "" {
						t.Errorf("%s %v %s: %s", code, size, f.id, bad)
					}
					s.nav.pop()
				}
			}
			w.Close()
		}
	}
}

// squeezed names the first visible object below o with a negative size.
func squeezed(o fyne.CanvasObject, path string) string {
	if !o.Visible() {
		return ""
	}
	if sz := o.Size(); sz.Width < 0 || sz.Height < 0 {
		return fmt.Sprintf("%s %T is %v", path, o, sz)
	}
	var children []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		children = x.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(x).Objects()
	}
	for i, c := range children {
		if bad := squeezed(c, fmt.Sprintf("%s/%d", path, i)); bad != "" {
			return bad
		}
	}
	return ""
}
