package citygame

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestEdgesStandOutOnEveryGround: in the light, dark and true-black
// themes a wall and a moat have at least 3:1 against every tile they are
// drawn on (the dark theme's walls almost vanished, the moats were told
// by hue only), and the theme's own wall ink
// against the page around the city; a type's name fits its tile at the
// smallest size it is written.
func TestEdgesStandOutOnEveryGround(t *testing.T) {
	a := uitest.NewApp(t)
	fills := map[string]color.Color{"start": startColour}
	for typ, c := range typeColours {
		fills[typ] = c
	}
	for _, mode := range []string{ui.ThemeLight, ui.ThemeDark, ui.ThemeBlack} {
		a.Settings().SetTheme(ui.TableTheme{Mode: mode})
		page := theme.Color(theme.ColorNameBackground)
		own := wallInks[0]
		if ui.Variant() == theme.VariantDark {
			own = wallInks[1]
		}
		if r := ui.Contrast(own, page); r < edgeMinContrast {
			t.Errorf("%s: walls %.2f:1 on the page", mode, r)
		}
		for name, inks := range map[string][2]color.Color{"walls": wallInks, "moats": moatInks} {
			for typ, fill := range fills {
				if r := ui.Contrast(edgeInk(inks, fill), fill); r < edgeMinContrast {
					t.Errorf("%s: %s %.2f:1 on %s", mode, name, r, typ)
				}
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
