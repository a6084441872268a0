package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// TestNoTextIsCutOnAPhone (issue 29: cut texts in all three languages at
// 360 px) opens every screen at 360×740 in English, Spanish and Russian:
// the home screen, every feature, the history and the Settings dialog;
// no label, heading, button or check shows its text cut, neither cut
// short with "…" nor clipped by a widget narrower than its text. What
// runs past the screen's right edge is TestEveryScreenIsUsableOnAPhone's
// check (checkPhone), made here too on the history and Settings, which
// that test does not open.
func TestNoTextIsCutOnAPhone(t *testing.T) {
	a := test.NewTempApp(t)
	t.Setenv("TMPDIR", t.TempDir())
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range translation.Languages {
		a.Preferences().SetString(ui.PrefLanguage, code)
		w, s := NewMainWindow(a)
		w.Resize(fyne.NewSize(phoneWidth, phoneHeight))
		checkCut(t, code+" home", w.Content())
		for _, g := range s.games() {
			for _, f := range g.features {
				s.Open(f.id)
				w.Resize(fyne.NewSize(phoneWidth, phoneHeight))
				checkCut(t, code+" "+f.id, w.Content())
				s.nav.pop()
			}
		}
		uitest.Tap(t, w.Content(), lang.X("home.history", "History and statistics"))
		checkCut(t, code+" history", w.Content())
		checkPhone(t, code+" history", w)
		s.nav.pop()
		s.showSettings()
		settings := w.Canvas().Overlays().Top()
		if settings == nil {
			t.Fatalf("%s: Settings did not open", code)
		}
		checkCut(t, code+" settings", settings)
		w.Close()
	}
}

// checkCut reports every visible text below root that is cut.
func checkCut(t testing.TB, where string, root fyne.CanvasObject) {
	t.Helper()
	var walk func(o fyne.CanvasObject, owner string)
	walk = func(o fyne.CanvasObject, owner string) {
		if o == nil || !o.Visible() {
			return
		}
		if why := cutText(o); why != "" {
			t.Errorf("%s: %s", where, why)
		}
		// Any other widget's drawn text cut short with "…" (a list's
		// choice, a radio's item) whose own text does not end so.
		if x, ok := o.(*canvas.Text); ok && strings.HasSuffix(x.Text, "…") && !strings.HasSuffix(owner, "…") {
			t.Errorf("%s: %s is drawn cut short as %q", where, owner, x.Text)
		}
		if d := describe(o); !strings.HasPrefix(d, "*") && !strings.HasPrefix(d, "text ") {
			owner = d
		}
		for _, c := range inside(o) {
			walk(c, owner)
		}
	}
	walk(root, "")
}

// cutText says how o's text is cut, or "": a label truncated with "…" or
// clipped, a button or check narrower than its text needs. A label that
// wraps is never cut, nor is an empty widget or one not yet laid out.
func cutText(o fyne.CanvasObject) string {
	size := o.Size()
	if size.Width <= 0 {
		return ""
	}
	switch x := o.(type) {
	case *widget.Label:
		if x.Text == "" || x.Wrapping != fyne.TextWrapOff && x.Truncation == fyne.TextTruncateOff {
			return ""
		}
		textSize := theme.TextSize()
		if x.SizeName != "" {
			textSize = theme.Size(x.SizeName)
		}
		need := float32(0)
		for _, line := range strings.Split(x.Text, "\n") {
			need = max(need, fyne.MeasureText(line, textSize, x.TextStyle).Width)
		}
		if room := size.Width - 2*theme.InnerPadding(); need > room+0.5 {
			return fmt.Sprintf("%s shows %.0f px of the %.0f its text needs", describe(o), room, need)
		}
	case *widget.Button, *widget.Check, *ui.TickBox:
		if x.MinSize().Width > size.Width+0.5 {
			return fmt.Sprintf("%s is %.0f px wide of the %.0f its text needs", describe(o), size.Width, x.MinSize().Width)
		}
	}
	return ""
}
