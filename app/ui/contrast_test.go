package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestContrastIsWCAGs: black on white is 21, a colour on itself 1, and
// the ratio does not depend on the order.
func TestContrastIsWCAGs(t *testing.T) {
	grey := color.NRGBA{R: 0x76, G: 0x76, B: 0x76, A: 0xff} // WCAG's 4.5:1 grey on white
	for _, c := range []struct {
		a, b     color.Color
		min, max float64
	}{
		{color.Black, color.White, 21, 21},
		{color.White, color.Black, 21, 21},
		{grey, grey, 1, 1},
		{grey, color.White, 4.5, 4.6},
	} {
		if got := Contrast(c.a, c.b); got < c.min-1e-9 || got > c.max+1e-9 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.1f–%.1f", c.a, c.b, got, c.min, c.max)
		}
	}
}

// TestTextReadsOnEveryGround: in the light, dark and true-black themes
// every colour text is drawn in (plain, accent, link, success, warning,
// error) has at least 4.5:1 against every ground it is drawn on (the
// page, a field, a button, a dialog, a menu), and the text on a filled
// button (primary, success, warning, danger) against its fill.
func TestTextReadsOnEveryGround(t *testing.T) {
	texts := []fyne.ThemeColorName{theme.ColorNameForeground, theme.ColorNamePrimary, theme.ColorNameHyperlink,
		theme.ColorNameSuccess, theme.ColorNameWarning, theme.ColorNameError, theme.ColorNamePlaceHolder}
	grounds := []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameInputBackground, theme.ColorNameButton,
		theme.ColorNameOverlayBackground, theme.ColorNameMenuBackground}
	filled := map[fyne.ThemeColorName]fyne.ThemeColorName{
		theme.ColorNamePrimary: theme.ColorNameForegroundOnPrimary, theme.ColorNameSuccess: theme.ColorNameForegroundOnSuccess,
		theme.ColorNameWarning: theme.ColorNameForegroundOnWarning, theme.ColorNameError: theme.ColorNameForegroundOnError,
	}
	for _, mode := range []string{ThemeLight, ThemeDark, ThemeBlack} {
		th := TableTheme{Mode: mode}
		c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, theme.VariantLight) }
		for _, text := range texts {
			for _, ground := range grounds {
				if r := Contrast(c(text), c(ground)); r < 4.5 {
					t.Errorf("%s: %s text on %s is %.2f:1", mode, text, ground, r)
				}
			}
		}
		for fill, text := range filled {
			if r := Contrast(c(text), c(fill)); r < 4.5 {
				t.Errorf("%s: %s on a %s button is %.2f:1", mode, text, fill, r)
			}
		}
	}
}

// TestControlEdgesStandOut: the border of a field and of an empty tick
// box stands out from every ground it is drawn on by at least 3:1 (WCAG's
// non-text contrast), in the light, dark and true-black themes.
func TestControlEdgesStandOut(t *testing.T) {
	for _, mode := range []string{ThemeLight, ThemeDark, ThemeBlack} {
		th := TableTheme{Mode: mode}
		edge := th.Color(theme.ColorNameInputBorder, theme.VariantLight)
		for _, ground := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground} {
			if r := Contrast(edge, th.Color(ground, theme.VariantLight)); r < 3 {
				t.Errorf("%s: a control's edge on %s is %.2f:1", mode, ground, r)
			}
		}
	}
}
