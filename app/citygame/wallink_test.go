package citygame

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/scoring/tiles"
)

// Walls stand out from the background around the city in both themes:
// the dark brown of the light theme vanished on the dark one.
func TestWallsStandOutInBothThemes(t *testing.T) {
	a := test.NewTempApp(t)
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a.Settings().SetTheme(variantTheme{v})
		bg := theme.Color(theme.ColorNameBackground)
		if d := lightness(wallInk()) - lightness(bg); d*d < 0.09 {
			t.Errorf("variant %d: wall %v on background %v differ by %.2f in lightness", v, wallInk(), bg, d)
		}
	}
}

// variantTheme is the default theme forced to one variant.
type variantTheme struct{ v fyne.ThemeVariant }

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return theme.DefaultTheme().Color(n, t.v)
}
func (variantTheme) Font(s fyne.TextStyle) fyne.Resource     { return theme.DefaultTheme().Font(s) }
func (variantTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }
func (variantTheme) Size(n fyne.ThemeSizeName) float32       { return theme.DefaultTheme().Size(n) }

// lightness is a colour's mean channel value, 0 (black) to 1 (white).
func lightness(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return float64(r+g+b) / (3 * 0xffff)
}

// TestWallsStandOutOnEveryTile: in light, dark and true-black themes a
// wall differs in lightness from the colour of every tile it is drawn on
// (the arcades' brown hid the dark theme's walls), and a type's name fits
// its tile at the smallest size it is written.
func TestWallsStandOutOnEveryTile(t *testing.T) {
	a := test.NewTempApp(t)
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a.Settings().SetTheme(variantTheme{v})
		for _, typ := range alhambra.Types {
			fill := typeColours[typ]
			if d := lightness(wallInkOn(fill)) - lightness(fill); d*d < 0.0225 {
				t.Errorf("variant %d: walls on %s differ by %.2f in lightness", v, typ, d)
			}
		}
	}
	for _, name := range []string{"Garden", "Jardín", "Сад", "Arcad.", "Павил."} {
		const side = 40
		if w := fyne.MeasureText(name, fitText(name, side*0.2, side-6), fyne.TextStyle{}).Width; w > side-6+0.5 {
			t.Errorf("%q is %.1f px on a %d px tile", name, w, side)
		}
	}
}

// TestCountsDialogFitsAPhone: Granada's counts dialog, the longest, needs
// no more than a 360 px phone's width in any language, and lies within it.
func TestCountsDialogFitsAPhone(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	s, w := open(t, tiles.Granada())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	for _, code := range translation.Languages {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		s, w := open(t, tiles.Granada()) // on the game left open
		w.Resize(fyne.NewSize(360, 740))
		s.editCounts(0)
		top := w.Canvas().Overlays().Top()
		if top == nil {
			t.Fatal("no counts dialog")
		}
		d := fyne.CurrentApp().Driver()
		uitest.Walk(top, func(o fyne.CanvasObject) {
			if _, ok := o.(*widget.Button); !ok {
				return
			}
			p := d.AbsolutePositionForObject(o)
			if p.X < 0 || p.X+o.Size().Width > 360 {
				t.Errorf("%s: a button of the counts dialog spans %.0f–%.0f px", code, p.X, p.X+o.Size().Width)
			}
		})
	}
}

// TestButtonTextFitsInEveryLanguage: on a 360 px phone, the game view's
// and the city editor's buttons hold their whole text in every language
// (Russian ran past its buttons).
func TestButtonTextFitsInEveryLanguage(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben")
	for _, code := range translation.Languages {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		s, w := open(t, tiles.Alhambra()) // on the game left open
		w.Resize(fyne.NewSize(360, 740))
		check := func(view string) {
			uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
				b, ok := o.(*widget.Button)
				if !ok || b.Text == "" {
					return
				}
				need := fyne.MeasureText(b.Text, theme.TextSize(), fyne.TextStyle{Bold: true}).Width + 2*theme.InnerPadding()
				if b.Icon != nil {
					need += theme.IconInlineSize() + theme.Padding()
				}
				if need > b.Size().Width+1 {
					t.Errorf("%s, %s: %q needs %.0f px in a %.0f px button", code, view, b.Text, need, b.Size().Width)
				}
			})
		}
		check("game")
		s.edit(0)
		check("city")
	}
}
