package yourcopy

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/screenshot"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// sample records part of a copy, as a player halfway through would have
// it, for the screenshots: the values are made up for the picture only.
func sample(e *edition.Edition) {
	four, five, yes, no, three := 4, 5, true, false, 3
	e.Tribute[0], e.Tribute[1] = &four, &five
	e.EventChange[0], e.EventChange[1] = &no, &yes
	e.StartDinars[0] = &three
	e.Wishes[0].Elements = []sabika.WishElement{{Per: sabika.PerType, Type: sabika.Palace, PP: 2}, {Per: sabika.PerType, Type: sabika.Garden, PP: 2}, {Per: sabika.PerType, Type: sabika.Window, PP: 3}}
	e.Wishes[3].Elements = []sabika.WishElement{{Per: sabika.PerSeal, PP: 2}}
	e.Wishes[6].Elements = []sabika.WishElement{{Per: sabika.PerBluePoem, PP: 3}}
	e.Yusuf.Rondels[yusuf.Alarife] = []string{"Palacio", "Torre", "Jardín", "Puerta", "Fuente"}
	e.Yusuf.Cards = []yusuf.Card{
		{ID: "alarife-1", Deck: yusuf.Alarife, Space: "Torre", Discard: yusuf.DiscardMarble, Actions: []yusuf.Action{yusuf.MajorBuilding, yusuf.Warehouse}, Bottom: yusuf.Bottom{PP: 2}},
		{ID: "alarife-2", Deck: yusuf.Alarife, Space: "Fuente", Discard: yusuf.DiscardBoth, Bottom: yusuf.Bottom{Per: yusuf.PerMinorBuilding}},
		{ID: "alarife-3", Deck: yusuf.Alarife, Space: "Palacio", Discard: yusuf.DiscardNone, Actions: []yusuf.Action{yusuf.MinorBuilding}, Bottom: yusuf.Bottom{PP: 1, Parias: 1}},
	}
}

func TestScreenshots(t *testing.T) {
	a := uitest.NewApp(t)
	if screenshot.Dir() == "" {
		t.Skip("screenshots are rendered by `make screenshots` (ARRAYAN_SCREENSHOTS)")
	}
	t.Cleanup(func() { _ = translation.Use("en") })
	if err := Open(nil).Update(sample); err != nil {
		t.Fatal(err)
	}
	shots := map[string]func(s *screen){
		"yourcopy": func(*screen) {},
		"yourcopy-wishes": func(s *screen) {
			s.body.Refresh()
			s.scroll.ScrollToBottom()
		},
		"yourcopy-wish-editor": func(s *screen) {
			s.ask("wishes[0].elements")
		},
		"yourcopy-yusuf": func(s *screen) {
			test.Tap(s.tabs.buttons[sectionYusuf])
		},
		"yourcopy-cards": func(s *screen) {
			test.Tap(s.tabs.buttons[sectionYusuf])
			s.body.Refresh()
			s.scroll.ScrollToBottom()
		},
		"yourcopy-card": func(s *screen) {
			test.Tap(s.tabs.buttons[sectionYusuf])
			s.ask("yusuf.cards.alarife")
			uitest.Tap(t, s.object, "Jardín")
			uitest.Tap(t, s.object, discardShortNames()[slices.Index(discards, yusuf.DiscardRaw)])
			uitest.Tap(t, s.object, ActionName(yusuf.MinorBuilding))
		},
		"yourcopy-card-next": func(s *screen) { // the next card in view after one is recorded
			test.Tap(s.tabs.buttons[sectionYusuf])
			s.ask("yusuf.cards.alarife")
			uitest.Tap(t, s.object, "Jardín")
			uitest.Tap(t, s.object, lang.X("yourcopy.card.record-next", "Record and next card"))
		},
		"yourcopy-share-code": func(s *screen) {
			test.Tap(s.tabs.buttons[sectionShare])
		},
		"yourcopy-conflict": func(s *screen) {
			test.Tap(s.tabs.buttons[sectionShare])
			renamed := edition.New()
			renamed.Yusuf.Rondels[yusuf.Alarife] = []string{"Mexuar", "Comares"}
			code, err := renamed.Code()
			if err != nil {
				t.Fatal(err)
			}
			s.share.importText(code)
		},
		"yourcopy-share": func(s *screen) {
			test.Tap(s.tabs.buttons[sectionShare])
			code, err := friend().Code()
			if err != nil {
				t.Fatal(err)
			}
			s.share.importText(code)
		},
	}
	for _, code := range []string{"en", "es", "ru"} {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		for name, prepare := range shots {
			var s *screen
			screenshot.Take(t, a, name+"-"+code, func(w fyne.Window) fyne.CanvasObject {
				s = newScreen(w)
				return s.object
			}, func(fyne.Window, fyne.CanvasObject) {
				// every picture from the same copy: a shot that records a card
				// leaves it to the next
				if err := s.c.Update(func(e *edition.Edition) { *e = *edition.New(); sample(e) }); err != nil {
					t.Fatal(err)
				}
				prepare(s)
				s.body.Refresh() // as the next frame lays out what grew
				s.scroll.Refresh()
			})
		}
	}
}
