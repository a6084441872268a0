package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// In Russian on a phone, the title of "Solo with Yusuf" is shown whole in
// the title bar beside Back, not cut by an ellipsis.
func TestSoloTitleNotCutInRussian(t *testing.T) {
	a := uitest.NewApp(t)
	a.Preferences().SetString(ui.PrefLanguage, "ru")
	defer func() { _ = translation.Use("en") }()
	w, s := NewMainWindow(a)
	w.Resize(fyne.NewSize(360, 740))
	t.Cleanup(w.Close)
	title := lang.X("feature.sabika.yusuf", "Solo with Yusuf")
	test.Tap(uitest.Button(w.Content(), title))
	size := w.Canvas().Size()
	w.Resize(size.AddWidthHeight(1, 0)) // the frame that makes room for Back
	w.Resize(size)
	l := s.nav.title
	need := fyne.MeasureText(l.Text, theme.TextSubHeadingSize(), l.TextStyle).Width + 2*theme.InnerPadding()
	if l.Text != title || need > l.Size().Width+1 {
		t.Errorf("the title %q needs %v px, the bar gives it %v: it is cut", l.Text, need, l.Size().Width)
	}
}
