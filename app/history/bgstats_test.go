package history

import (
	"errors"
	"net/url"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	hist "arrayan.io/arrayan/scoring/history"
)

// seedBGStats saves the engine's BG Stats history (a play of each game)
// as the device's history.
func seedBGStats(t testing.TB) hist.File {
	t.Helper()
	data, err := os.ReadFile("../../scoring/history/testdata/bgstats.json")
	if err != nil {
		t.Fatal(err)
	}
	f, err := hist.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Save(Key, saved{f}); err != nil {
		t.Fatal(err)
	}
	return f
}

// openedURLs makes the screen record the links it opens instead of
// opening them.
func openedURLs(s *screen) *[]string {
	var opened []string
	s.openURL = func(u *url.URL) error {
		opened = append(opened, u.String())
		return nil
	}
	return &opened
}

// TestSendToBGStats: on a 360×740 phone, a tapped play's "Send to BG
// Stats" is on its first screen, above the breakdown (a four-seat Marco
// Polo or Alhambra play included), and opens that play's BG Stats link,
// the engine's own (a solo Sabika game Yusuf won on the tie-break,
// Granada's, Marco Polo's camels tie-break, Alhambra's shared win), once
// per tap.
func TestSendToBGStats(t *testing.T) {
	uitest.NewApp(t)
	f := seedBGStats(t)
	s, w := open(t)
	w.Resize(fyne.NewSize(360, 740))
	opened := openedURLs(s)
	for _, c := range []struct {
		title string
		play  int
	}{{"2026-02-07 · Sabika", 3}, {"2026-03-15 · Granada", 5}, {"2026-03-02", 6}, {"2026-01-10", 4}} {
		row := rowTitled(t, s, c.title)
		test.Tap(row)
		uitest.InView(t, w.Canvas(), uitest.Button(s.page, "Send to BG Stats"))
		uitest.Tap(t, s.page, "Send to BG Stats")
		want, err := f.BGStats(c.play)
		if err != nil {
			t.Fatal(err)
		}
		if len(*opened) != 1 || (*opened)[0] != want.Link() {
			t.Fatalf("%s: opened %q; want %s", c.title, *opened, want.Link())
		}
		*opened = nil
		uitest.Tap(t, s.page, "All plays")
	}
}

// rowTitled is the list's row whose title begins with title.
func rowTitled(t *testing.T, s *screen, title string) *playRow {
	t.Helper()
	for _, r := range rows(s.page) {
		if strings.HasPrefix(r.title.Text, title) {
			return r
		}
	}
	t.Fatalf("no row %q", title)
	return nil
}

// TestSendToBGStatsRefusedInTheirLanguage: in Spanish and Russian the
// button is in the player's language, on a four-seat play's first screen
// at 360×740, and a link the device cannot open
// is told in it too, with the system's reason; nothing on screen is
// English.
func TestSendToBGStatsRefusedInTheirLanguage(t *testing.T) {
	for _, c := range []struct{ language, failed string }{
		{"es", "No se pudo abrir BG Stats: no browser"},
		{"ru", "Не удалось открыть BG Stats: no browser"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			seedBGStats(t)
			s, w := open(t)
			w.Resize(fyne.NewSize(360, 740))
			s.openURL = func(*url.URL) error { return errors.New("no browser") }
			test.Tap(rowTitled(t, s, "2026-03-02"))
			send := lang.X("history.bgstats", "Send to BG Stats")
			uitest.InView(t, w.Canvas(), uitest.Button(s.page, send))
			uitest.Tap(t, s.page, send)
			top := w.Canvas().Overlays().Top()
			if top == nil || !uitest.HasText(top, c.failed) {
				t.Fatalf("the failure is told as %v", textsOf(top))
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}
