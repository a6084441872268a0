package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// TestSettingsChooseTextSize: in each language, tapping Larger in
// Settings draws the text larger at once, with Settings still open in the
// player's language, and the app opened again (a new main window on the
// same storage) keeps the larger text.
func TestSettingsChooseTextSize(t *testing.T) {
	t.Cleanup(func() { _ = translation.Use("en") })
	words := map[string]struct{ settings, heading, larger string }{
		"en": {"Settings", "Text size", "Larger"},
		"es": {"Ajustes", "Tamaño del texto", "Más grande"},
		"ru": {"Настройки", "Размер текста", "Очень крупный"},
	}
	for _, code := range translation.Languages {
		t.Run(code, func(t *testing.T) {
			a := uitest.NewApp(t)
			a.Preferences().SetString(ui.PrefLanguage, code)
			a.Preferences().SetString(ui.PrefTheme, ui.ThemeLight)
			w, _ := NewMainWindow(a)
			w.Resize(fyne.NewSize(phoneWidth, phoneHeight))
			normal := largestText(w.Content())
			settings := uitest.Button(w.Content(), words[code].settings)
			scrollToBottom(w.Content())
			uitest.InView(t, w.Canvas(), settings)
			test.Tap(settings)
			dlg := w.Canvas().Overlays().Top()
			if dlg == nil || !uitest.HasText(dlg, words[code].heading) {
				t.Fatalf("Settings offers no %q", words[code].heading)
			}
			test.Tap(uitest.RadioOption(t, dlg, words[code].larger))

			if got := a.Preferences().String(ui.PrefTextSize); got != ui.TextLarger {
				t.Errorf("text size preference = %q, want %q", got, ui.TextLarger)
			}
			if got := largestText(w.Content()); got <= normal {
				t.Errorf("the home screen's body text is %.1f px after choosing %q, %.1f before", got, words[code].larger, normal)
			}
			if len(w.Canvas().Overlays().List()) != 1 || w.Canvas().Overlays().Top() != dlg {
				t.Error("Settings closed on choosing a text size")
			}
			if code != "en" {
				uitest.NoEnglish(t, w, code)
			}
			w.Close()

			// Opened again with the theme reset as at a new start, the app
			// takes the size from what it kept.
			a.Settings().SetTheme(ui.TableTheme{Mode: ui.ThemeLight})
			w2, _ := NewMainWindow(a)
			defer w2.Close()
			w2.Resize(fyne.NewSize(phoneWidth, phoneHeight))
			if th, ok := a.Settings().Theme().(ui.TableTheme); !ok || th.Text != ui.TextLarger || th.Mode != ui.ThemeLight {
				t.Errorf("reopened with theme %#v, want light with larger text", a.Settings().Theme())
			}
			if got := largestText(w2.Content()); got <= normal {
				t.Errorf("reopened, the body text is %.1f px, as small as before (%.1f)", got, normal)
			}
		})
	}
}

// scrollToBottom scrolls the first scrolled page below root to its end,
// as a player's thumb does to reach Settings.
func scrollToBottom(root fyne.CanvasObject) {
	var page *container.Scroll
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if sc, ok := o.(*container.Scroll); ok && page == nil {
			page = sc
		}
	})
	page.ScrollToBottom()
}

// largestText is the size of the body text (no heading) the screen
// shows: the largest text size drawn in the regular style.
func largestText(root fyne.CanvasObject) (size float32) {
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if x, ok := o.(*canvas.Text); ok && !x.TextStyle.Bold && x.Text != "" {
			size = max(size, x.TextSize)
		}
	})
	return size
}

// TestEveryScreenFitsAtEveryTextSize opens the home screen, Settings and
// every feature at 360×740 at each text size in every language, and
// checks that nothing is cut: no text narrower or lower than it needs, no
// fixed text shortened with an ellipsis, nothing past the right edge
// (checkPhone, which also checks the touch targets).
func TestEveryScreenFitsAtEveryTextSize(t *testing.T) {
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, size := range ui.TextSizes() {
		for _, code := range translation.Languages {
			a := uitest.NewApp(t)
			a.Preferences().SetString(ui.PrefLanguage, code)
			a.Preferences().SetString(ui.PrefTheme, ui.ThemeLight)
			a.Preferences().SetString(ui.PrefTextSize, size)
			w, s := NewMainWindow(a)
			w.Resize(fyne.NewSize(phoneWidth, phoneHeight))
			where := size + " " + code
			check := func(screen string) {
				settle(w.Content())
				checkPhone(t, where+" "+screen, w)
				checkCut(t, where+" "+screen, w.Content())
			}
			check("home")
			s.showSettings()
			settings := w.Canvas().Overlays().Top()
			settle(settings)
			checkCut(t, where+" settings", settings)
			if need := settings.MinSize(); need.Width > phoneWidth || need.Height > phoneHeight {
				t.Errorf("%s: Settings needs %s", where, fmtSize(need))
			}
			s.closeOverlays()
			for _, g := range s.games() {
				for _, f := range g.features {
					s.Open(f.id)
					w.Resize(fyne.NewSize(phoneWidth, phoneHeight))
					check(f.id)
					s.nav.pop()
				}
			}
			w.Close()
		}
	}
}

// settle lays what o shows out again until every text has the height its
// width wraps it to, as the driver does frame after frame: a container
// whose objects' least sizes changed is laid out again.
func settle(o fyne.CanvasObject) {
	for range 4 {
		uitest.LayOut(o)
	}
}

func fmtSize(s fyne.Size) string { return fmt.Sprintf("%.0f×%.0f", s.Width, s.Height) }
