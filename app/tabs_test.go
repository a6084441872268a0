package app

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// TestOtherTabStopsTheSavesAndOffersThisTab: a tab saves as before until
// it learns that another tab of the site holds the data; then every save
// is refused, the bar at the top of the window says why in the player's
// language and fits a phone, and "Use this tab" takes the data over.
func TestOtherTabStopsTheSavesAndOffersThisTab(t *testing.T) {
	t.Cleanup(func() { store.SetWriteGate(nil); _ = translation.Use("en") })
	for _, tc := range []struct{ language, bar, use string }{
		{"en", "Arrayán is open in another tab", "Use this tab"},
		{"es", "Arrayán está abierto en otra pestaña", "Usar esta pestaña"},
		{"ru", "Arrayán открыт в другой вкладке", "Использовать эту вкладку"},
	} {
		t.Run(tc.language, func(t *testing.T) {
			store.SetWriteGate(nil)
			a := uitest.NewApp(t)
			a.Preferences().SetString(ui.PrefLanguage, tc.language)
			w, s := NewMainWindow(a)
			w.Resize(fyne.NewSize(360, 740))
			t.Cleanup(w.Close)
			taken := 0
			s.takeData = func() { taken++ }
			if uitest.HasText(w.Content(), tc.bar) {
				t.Fatal("the bar shows before another tab is known to hold the data")
			}
			if err := store.Save("tiles.alhambra", []int{1}); err != nil {
				t.Fatalf("a save before another tab holds the data: %v", err)
			}

			s.otherTabHolds()
			if !uitest.HasText(w.Content(), tc.bar) {
				t.Fatalf("no bar saying another tab holds the data: %v", uitest.Texts(w.Content()))
			}
			if got := s.Content().MinSize().Width; got > 360 {
				t.Errorf("with the bar the window needs %.0f px", got)
			}
			if tc.language != "en" {
				uitest.NoEnglish(t, w, tc.language)
			}
			err := store.Save("tiles.alhambra", []int{2})
			if !errors.As(err, new(store.OtherTabError)) {
				t.Fatalf("a save while another tab holds the data = %v; want the other tab's refusal", err)
			}
			var got []int
			if ok, err := store.Load("tiles.alhambra", &got, nil); !ok || err != nil || len(got) != 1 || got[0] != 1 {
				t.Errorf("the saved value is now %v (%v, %v); want the one saved before", got, ok, err)
			}

			s.rebuild() // a language chosen again: the bar stays
			if !uitest.HasText(w.Content(), tc.bar) {
				t.Error("the bar went with the screens rebuilt")
			}
			uitest.Tap(t, w.Content(), tc.use)
			if taken != 1 {
				t.Errorf("%q took the data %d times; want once", tc.use, taken)
			}
		})
	}
}
