package yourcopy

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
)

// Every section and every editor of the screen fits a 360 px phone in
// every language.
func TestEverySectionAndEditorFitsAPhone(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	if err := Open(nil).Update(sample); err != nil {
		t.Fatal(err)
	}
	code, err := friend().Code()
	if err != nil {
		t.Fatal(err)
	}
	views := map[string]func(s *screen){
		"board": func(*screen) {},
		"yusuf": func(s *screen) { test.Tap(s.tabs.buttons[sectionYusuf]) },
		"share": func(s *screen) { test.Tap(s.tabs.buttons[sectionShare]); s.share.importText(code) },
	}
	for _, field := range []string{"tribute[2]", "event_change[4]", "start_dinars[3]", "wishes[0].elements", "wishes[8].elements",
		"yusuf.tiles", "yusuf.rondels.poetisa", "yusuf.cards.alarife", "yusuf.cards.comerciante", "yusuf.cards[alarife-1]"} {
		views[field] = func(s *screen) { s.ask(field) }
	}
	for _, lang := range translation.Languages {
		if err := translation.Use(lang); err != nil {
			t.Fatal(err)
		}
		for name, open := range views {
			w := test.NewWindow(nil)
			w.Resize(fyne.NewSize(360, 740)) // a phone's size from the start: laid out once, not first at another size
			s := newScreen(w)
			w.SetContent(s.object)
			open(s)
			if got := s.object.MinSize().Width; got > 360 {
				t.Errorf("%s %s needs %.0f px", lang, name, got)
			}
			w.Close()
		}
	}
}
