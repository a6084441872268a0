package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// mainButtonParts are what a main button draws: its fills (background,
// hover, focus) and its text.
func mainButtonParts(t *testing.T, b *MainButton) (background, hover, focus *Fill, text *canvas.Text) {
	t.Helper()
	o := test.WidgetRenderer(b).Objects()
	if len(o) != 4 {
		t.Fatalf("a main button draws %d objects, want its three fills and its text", len(o))
	}
	return o[0].(*Fill), o[1].(*Fill), o[2].(*Fill), o[3].(*canvas.Text)
}

// pixel is the colour a Fill paints.
func pixel(f *Fill) color.NRGBA {
	return color.NRGBAModel.Convert(test.WidgetRenderer(f).Objects()[0].(*canvas.Image).Image.At(0, 0)).(color.NRGBA)
}

func themeColour(a fyne.App, n fyne.ThemeColorName) color.NRGBA {
	return color.NRGBAModel.Convert(a.Settings().Theme().Color(n, a.Settings().ThemeVariant())).(color.NRGBA)
}

func TestMainButtonTapsByPointerAndKeyboard(t *testing.T) {
	test.NewTempApp(t)
	taps := 0
	b := NewMainButton("Game bookkeeping", func() { taps++ })
	w := test.NewWindow(b)
	defer w.Close()
	test.Tap(b)
	if taps != 1 {
		t.Fatalf("%d taps after a tap", taps)
	}
	w.Canvas().Focus(b)
	test.Type(b, " ")
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnter})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
	test.Type(b, "x")
	if taps != 4 {
		t.Errorf("%d taps after Space, Return, Enter, Tab and x; want 4 (Space, Return and Enter tap)", taps)
	}
}

func TestMainButtonShowsHoverAndFocus(t *testing.T) {
	test.NewTempApp(t)
	b := NewMainButton("History and statistics", func() {})
	w := test.NewWindow(b)
	defer w.Close()
	_, hover, focus, _ := mainButtonParts(t, b)
	if hover.Visible() || focus.Visible() {
		t.Fatal("a button at rest shows hover or focus")
	}
	b.MouseIn(&desktop.MouseEvent{})
	if !hover.Visible() {
		t.Error("the pointer over the button shows no hover")
	}
	b.MouseOut()
	if hover.Visible() {
		t.Error("the hover stays after the pointer left")
	}
	w.Canvas().Focus(b)
	if !focus.Visible() {
		t.Error("the focused button shows no focus")
	}
	w.Canvas().Unfocus()
	if focus.Visible() {
		t.Error("the focus stays after the button lost it")
	}
}

// TestMainButtonIsAsLargeAsAButton: a main button takes the place of a
// high-importance widget.Button saying the same, so screens keep their
// layout and touch targets.
func TestMainButtonIsAsLargeAsAButton(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(TableTheme{Mode: ThemeLight})
	for _, text := range []string{"History and statistics", "Game bookkeeping", "Ok"} {
		want := widget.NewButton(text, nil)
		want.Importance = widget.HighImportance
		got := NewMainButton(text, nil)
		if g, w := got.MinSize(), want.MinSize(); g != w {
			t.Errorf("%q: a main button's least size %v; a button's %v", text, g, w)
		}
	}
}

// TestMainButtonFollowsTheTheme: the background is the theme's primary
// colour and the text the colour for text on it, light or dark.
func TestMainButtonFollowsTheTheme(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(TableTheme{Mode: ThemeLight})
	b := NewMainButton("Game with cities", func() {})
	w := test.NewWindow(b)
	defer w.Close()
	check := func(mode string) {
		t.Helper()
		background, _, _, text := mainButtonParts(t, b)
		if got, want := pixel(background), themeColour(a, theme.ColorNamePrimary); got != want {
			t.Errorf("%s: background %v; want the primary %v", mode, got, want)
		}
		if got, want := color.NRGBAModel.Convert(text.Color).(color.NRGBA), themeColour(a, theme.ColorNameForegroundOnPrimary); got != want {
			t.Errorf("%s: text %v; want the colour on primary %v", mode, got, want)
		}
	}
	check("light")
	light := themeColour(a, theme.ColorNamePrimary)
	a.Settings().SetTheme(TableTheme{Mode: ThemeDark})
	b.Refresh()
	if themeColour(a, theme.ColorNamePrimary) == light {
		t.Fatal("the dark theme's primary colour is the light one's")
	}
	check("dark")
}
