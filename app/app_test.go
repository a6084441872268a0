package app

import (
	"image/color"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/screenshot"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

func newShell(t *testing.T) (fyne.Window, *Shell) {
	t.Helper()
	w, s := NewMainWindow(uitest.NewApp(t))
	w.Resize(fyne.NewSize(360, 740))
	t.Cleanup(w.Close)
	return w, s
}

func TestHomeShowsTheFourGames(t *testing.T) {
	w, _ := newShell(t)
	for _, name := range []string{"Sabika", "Alhambra", "Granada", "The Voyages of Marco Polo"} {
		if !uitest.HasText(w.Content(), name) {
			t.Errorf("home screen does not show %q", name)
		}
	}
}

// TestHomeFillsOnlyTheMainButtons checks the home screen's light drawing:
// no card behind a game, and a filled background only on the history and
// the games' main screens, each other screen (the settings too) a row of
// text with an arrow.
// Every filled area costs each of its pixels on a phone's first frame
// (docs/web.md, the web budget).
func TestHomeFillsOnlyTheMainButtons(t *testing.T) {
	w, s := newShell(t)
	main := map[string]bool{"History and statistics": true}
	want := len(main) // filled buttons: the history and every main screen
	for _, g := range s.games() {
		for _, f := range g.features {
			main[f.title()] = f.primary
			if f.primary {
				want++
			}
		}
	}
	var filled []string
	rows := map[*widget.Button]bool{} // the home screen's rows, and whether each has its arrow
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Card, *ui.Card:
			t.Errorf("the home screen draws a card: %q", uitest.Texts(x))
		case *ui.MainButton:
			filled = append(filled, x.Text)
		case *widget.Button:
			if x.Importance != widget.LowImportance {
				filled = append(filled, x.Text)
			}
			if x.Importance == widget.LowImportance && main[x.Text] {
				t.Errorf("%q is a main screen shown as a row of text", x.Text)
			}
		case *fyne.Container:
			// A row: its button, and the arrow over the button's end.
			if len(x.Objects) == 2 {
				if b, ok := x.Objects[0].(*widget.Button); ok && b.Importance == widget.LowImportance {
					rows[b] = uitest.HasText(x.Objects[1], "›")
				}
			}
		}
	})
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Importance == widget.LowImportance && !rows[b] {
			t.Errorf("the row %q has no arrow at its end to show it opens a screen", b.Text)
		}
	})
	for _, text := range filled {
		if !main[text] {
			t.Errorf("%q is drawn filled; only the main screens are", text)
		}
	}
	if len(filled) != want {
		t.Errorf("filled buttons %q; want the %d main ones", filled, want)
	}
}

// TestHomeRestCompletesTheHomeScreen: the home screen made with its first
// games only, as the browser's first frame shows it, and completed after
// (Shell.home's rest, then a refresh) is the whole home screen, laid out:
// the last games and the settings below them, scrolled to and tapped.
func TestHomeRestCompletesTheHomeScreen(t *testing.T) {
	shell, s := newShell(t)
	whole, rest := s.home()
	rest()
	uitest.Window(t, whole).Resize(fyne.NewSize(360, 740))
	want := uitest.Texts(whole)

	first, rest := s.home()
	w := uitest.Window(t, first)
	w.Resize(fyne.NewSize(360, 740))
	for _, game := range []string{"Sabika", "Alhambra", "Granada"} {
		if !uitest.HasText(first, game) {
			t.Errorf("the first games lack %s", game)
		}
	}
	for _, later := range []string{"The Voyages of Marco Polo", "Settings"} {
		if uitest.HasText(first, later) {
			t.Errorf("%q is made before the rest of the home screen", later)
		}
	}
	rest()
	w.Content().Refresh()
	if got := uitest.Texts(first); !slices.Equal(got, want) {
		t.Errorf("completed home screen says %q;\nthe whole one %q", got, want)
	}
	page := first.(*container.Scroll)
	settings := uitest.Button(first, "Settings")
	page.ScrollToBottom()
	uitest.InView(t, w.Canvas(), settings)
	test.Tap(settings)
	if len(shell.Canvas().Overlays().List()) == 0 {
		t.Error("Settings, added after the first frame, opens no dialog")
	}
}

// TestHomeReadsNoIconPicture: nothing on the home screen is drawn from a
// picture file, such as a theme icon: each is read from its SVG,
// recoloured and drawn in Go when the page is laid out, below the first
// screen too, which in the browser held up a first visit's first frame
// (docs/web.md, the web budget). Its one picture, the app's mark, is pixels
// made at build time.
func TestHomeReadsNoIconPicture(t *testing.T) {
	w, _ := newShell(t)
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *canvas.Image:
			if x.Resource != nil {
				t.Errorf("a picture read from %s", x.Resource.Name())
			}
			if x.File != "" {
				t.Errorf("a picture read from %s", x.File)
			}
		case *widget.Button:
			if x.Icon != nil {
				t.Errorf("the button %q has the icon %v", x.Text, x.Icon.Name())
			}
		}
	})
}

// TestHomeFirstScreenDrawsOnlyPictures checks that what a phone shows of
// the home screen at first is text and pictures only: no rectangle, line
// or other shape, each of which the browser's software WebGL shades pixel
// by pixel with a program it compiles at its first use (docs/web.md, the web
// budget). The main buttons' fills and the separators are pictures; the
// one rectangle drawn is the scroll bar, a few pixels wide.
func TestHomeFirstScreenDrawsOnlyPictures(t *testing.T) {
	w, _ := newShell(t)
	height := w.Canvas().Size().Height
	visible := func(c color.Color) bool {
		if c == nil {
			return false
		}
		_, _, _, a := c.RGBA()
		return a > 0
	}
	drv := fyne.CurrentApp().Driver()
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		pos := drv.AbsolutePositionForObject(o)
		if pos.Y >= height {
			return // below the first screen
		}
		switch x := o.(type) {
		case *fyne.Container, fyne.Widget, *canvas.Text, *canvas.Image, *canvas.Raster, *canvas.LinearGradient, *canvas.RadialGradient:
		case *canvas.Rectangle:
			if x.Size().Width <= theme.Size(theme.SizeNameScrollBar) {
				return // the scroll bar at the page's edge, a few pixels
			}
			if visible(x.FillColor) || (visible(x.StrokeColor) && x.StrokeWidth > 0) {
				t.Errorf("a rectangle %v, %v in size, at %v", x.FillColor, x.Size(), pos)
			}
		default:
			t.Errorf("a %T at %v", o, pos)
		}
	})
}

// TestHomeMainButtonsFollowTheTheme: a main button's fill is the theme's
// primary colour, light or dark as the player chooses in Settings, and the
// button itself paints no rectangle over it.
func TestHomeMainButtonsFollowTheTheme(t *testing.T) {
	w, s := newShell(t)
	fills := func() (colours []color.NRGBA) {
		uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
			if f, ok := o.(*ui.Fill); ok {
				img := test.WidgetRenderer(f).Objects()[0].(*canvas.Image).Image
				colours = append(colours, color.NRGBAModel.Convert(img.At(0, 0)).(color.NRGBA))
			}
		})
		return colours
	}
	primary := func() color.NRGBA {
		return color.NRGBAModel.Convert(s.app.Settings().Theme().Color(theme.ColorNamePrimary, s.app.Settings().ThemeVariant())).(color.NRGBA)
	}
	count := func(c color.NRGBA) (n int) {
		for _, f := range fills() {
			if f == c {
				n++
			}
		}
		return n
	}
	light := primary()
	if n := count(light); n < 5 {
		t.Errorf("%d fills of the primary colour %v on the home screen; want the history's and every main screen's", n, light)
	}
	test.Tap(uitest.Button(w.Content(), "Settings"))
	test.Tap(uitest.RadioOption(t, w.Canvas().Overlays().Top(), "Dark"))
	dark := primary()
	if dark == light {
		t.Fatalf("the dark theme's primary colour is the light one's, %v", dark)
	}
	if n := count(dark); n < 5 {
		t.Errorf("after choosing Dark, %d fills of its primary colour %v; want them all (fills %v)", n, dark, fills())
	}
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		if r, ok := o.(*canvas.Rectangle); ok {
			if c := color.NRGBAModel.Convert(r.FillColor).(color.NRGBA); c == dark || c == light {
				t.Errorf("a button paints its own fill %v over its Fill", c)
			}
		}
	})
}

func TestQuickScoreButtonOpensTheScreen(t *testing.T) {
	w, s := newShell(t)
	b := uitest.MainButton(w.Content(), "Quick score")
	if b == nil {
		t.Fatal("no Quick score button on the home screen")
	}
	test.Tap(b)
	if !uitest.HasText(s.Content(), "Wall") {
		t.Error("tapping Quick score did not open Alhambra's quick-score screen")
	}
}

func TestEveryFeatureOpens(t *testing.T) {
	_, s := newShell(t)
	for _, g := range s.games() {
		for _, f := range g.features {
			if !s.Open(f.id) {
				t.Errorf("feature %s did not open", f.id)
			}
		}
	}
	if s.Open("no-such-feature") {
		t.Error("an unknown feature opened")
	}
}

func TestLanguageSwitchRedrawsTheHomeScreen(t *testing.T) {
	w, s := newShell(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	// NewMainWindow applies the language saved in the preferences.
	for code, tagline := range map[string]string{
		"es": "Tu compañero junto a la mesa de juego",
		"ru": "Ваш помощник за игровым столом",
		"en": "Your table-side companion",
	} {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		s.rebuild()
		if !uitest.HasText(w.Content(), tagline) {
			t.Errorf("after choosing %s the home screen does not show %q", code, tagline)
		}
	}
}

func TestScreenshots(t *testing.T) {
	a := uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	// NewMainWindow applies the language saved in the preferences.
	for _, code := range translation.Languages {
		a.Preferences().SetString(ui.PrefLanguage, code)
		name := "home"
		if code != "en" {
			name += "-" + code
		}
		screenshot.Take(t, a, name, func(w fyne.Window) fyne.CanvasObject {
			a.Preferences().SetString(ui.PrefScreen, "") // the home screen, not the last one open
			_, s := NewMainWindow(a)
			return s.Content()
		}, nil)
		screenshot.Take(t, a, "alhambra-quickscore-"+code, func(w fyne.Window) fyne.CanvasObject {
			_, s := NewMainWindow(a)
			s.Open("alhambra.score")
			return s.Content()
		}, nil)
	}
}

// TestEveryScreenFitsAPhone opens every feature in every language and checks
// that no screen asks for more width than a 360 px phone.
func TestEveryScreenFitsAPhone(t *testing.T) {
	a := uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range translation.Languages {
		a.Preferences().SetString(ui.PrefLanguage, code)
		w, s := NewMainWindow(a)
		w.Resize(fyne.NewSize(360, 740))
		if got := s.Content().MinSize().Width; got > 360 {
			t.Errorf("%s: the home screen needs %.0f px", code, got)
		}
		for _, g := range s.games() {
			for _, f := range g.features {
				s.Open(f.id)
				if got := s.Content().MinSize().Width; got > 360 {
					t.Errorf("%s: %s needs %.0f px", code, f.id, got)
				}
				s.nav.pop()
			}
		}
		w.Close()
	}
}

func TestSettingsChooseThemeAndLanguage(t *testing.T) {
	w, s := newShell(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	test.Tap(uitest.Button(w.Content(), "Settings"))
	dlg := w.Canvas().Overlays().Top()
	if dlg == nil {
		t.Fatal("Settings opened no dialog")
	}
	test.Tap(uitest.RadioOption(t, dlg, "Dark"))
	if got := s.app.Preferences().String(ui.PrefTheme); got != ui.ThemeDark {
		t.Errorf("theme preference = %q, want dark", got)
	}
	if th, ok := s.app.Settings().Theme().(ui.TableTheme); !ok || th.Mode != ui.ThemeDark {
		t.Errorf("theme = %#v, want the dark table theme", s.app.Settings().Theme())
	}
	test.Tap(uitest.RadioOption(t, dlg, "Español"))
	if got := s.app.Preferences().String(ui.PrefLanguage); got != "es" {
		t.Errorf("language preference = %q, want es", got)
	}
	if !uitest.HasText(w.Content(), "Tu compañero junto a la mesa de juego") {
		t.Error("choosing Español did not redraw the home screen in Spanish")
	}
	// Settings stays open, now in Spanish: the theme is chosen next in it.
	dlg = w.Canvas().Overlays().Top()
	if dlg == nil || !uitest.HasText(dlg, "Tema") || len(w.Canvas().Overlays().List()) != 1 {
		t.Fatal("Settings is not open, once and in Spanish, after choosing Español")
	}
	test.Tap(uitest.RadioOption(t, dlg, "Claro"))
	if got := s.app.Preferences().String(ui.PrefTheme); got != ui.ThemeLight {
		t.Errorf("theme preference = %q after choosing Claro, want light", got)
	}
}

// TestTrueBlackTheme: Settings offers a true-black theme beside light and
// dark; chosen, the page is black, raised surfaces stay distinguishable
// from it, text is light, and the screens' own drawings read it as dark.
func TestTrueBlackTheme(t *testing.T) {
	w, s := newShell(t)
	test.Tap(uitest.Button(w.Content(), "Settings"))
	dlg := w.Canvas().Overlays().Top()
	test.Tap(uitest.RadioOption(t, dlg, "True black (OLED)"))
	if got := s.app.Preferences().String(ui.PrefTheme); got != ui.ThemeBlack {
		t.Errorf("theme preference = %q, want black", got)
	}
	th := s.app.Settings().Theme()
	v := s.app.Settings().ThemeVariant()
	if r, g, b, _ := th.Color(theme.ColorNameBackground, v).RGBA(); r+g+b != 0 {
		t.Errorf("background %v, want black", th.Color(theme.ColorNameBackground, v))
	}
	if r, _, _, _ := th.Color(theme.ColorNameForeground, v).RGBA(); r < 0xc000 {
		t.Errorf("text %v is not light", th.Color(theme.ColorNameForeground, v))
	}
	for _, n := range []fyne.ThemeColorName{theme.ColorNameButton, theme.ColorNameInputBackground, theme.ColorNameOverlayBackground} {
		if r, g, b, _ := th.Color(n, v).RGBA(); r+g+b == 0 {
			t.Errorf("%s is black: it would not show against the page", n)
		}
	}
	if ui.Variant() != theme.VariantDark {
		t.Error("drawings do not read the true-black theme as dark")
	}
}

// TestReopenReturnsToTheGame: the app opened again (a new main window on
// the same storage, as after closing it) shows the screen left open, and
// after Back to the home screen, the home screen.
func TestReopenReturnsToTheGame(t *testing.T) {
	a := uitest.NewApp(t)
	w, _ := NewMainWindow(a)
	uitest.Tap(t, w.Content(), "Game with cities")
	w.Close()
	w2, s2 := NewMainWindow(a)
	defer w2.Close()
	if len(s2.nav.pages) != 2 || !uitest.HasText(w2.Content(), "New game") {
		t.Fatalf("reopened on %d pages: %v", len(s2.nav.pages), uitest.Texts(w2.Content()))
	}
	uitest.Tap(t, w2.Content(), "Back")
	w3, s3 := NewMainWindow(a)
	defer w3.Close()
	if len(s3.nav.pages) != 1 {
		t.Errorf("after Back the app reopened on %d pages", len(s3.nav.pages))
	}
}
