// Package ui holds what Arrayán's screens share: the table theme, the
// preference keys and small widgets sized for use at arm's length.
package ui

import (
	"image/color"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Variant choices stored under PrefTheme.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
	// ThemeBlack is the dark variant on true black, for OLED phones at a
	// dim table: black pixels are off, and the screen lights only what is
	// written.
	ThemeBlack = "black"
)

// Text sizes stored under PrefTextSize.
const (
	TextNormal = "normal"
	TextLarge  = "large"
	TextLarger = "larger"
)

// TextSizes are the text sizes Settings offers, smallest first.
func TextSizes() []string { return []string{TextNormal, TextLarge, TextLarger} }

// TableTheme is Fyne's default theme with larger text and touch targets, a
// myrtle-green accent, an optional fixed light, dark or true-black
// variant, and text as large as the player chooses.
type TableTheme struct {
	// Mode is ThemeSystem, ThemeLight, ThemeDark or ThemeBlack.
	Mode string
	// Text is TextNormal (or ""), TextLarge or TextLarger.
	Text string
}

// black are the true-black variant's surfaces: the page black, raised
// surfaces (dialogs, menus, fields, buttons) a step above it so that their
// edges still show, and separators.
var black = map[fyne.ThemeColorName]color.Color{
	theme.ColorNameBackground:        color.Black,
	theme.ColorNameHeaderBackground:  color.Black,
	theme.ColorNameOverlayBackground: color.NRGBA{R: 0x12, G: 0x12, B: 0x12, A: 0xff},
	theme.ColorNameMenuBackground:    color.NRGBA{R: 0x12, G: 0x12, B: 0x12, A: 0xff},
	theme.ColorNameInputBackground:   color.NRGBA{R: 0x16, G: 0x16, B: 0x16, A: 0xff},
	theme.ColorNameButton:            color.NRGBA{R: 0x1c, G: 0x1c, B: 0x1c, A: 0xff},
	theme.ColorNameSeparator:         color.NRGBA{R: 0x2a, G: 0x2a, B: 0x2a, A: 0xff},
	theme.ColorNameShadow:            color.NRGBA{A: 0xff},
}

var (
	myrtleLight = color.NRGBA{R: 0x2e, G: 0x6b, B: 0x4f, A: 0xff}
	myrtleDark  = color.NRGBA{R: 0x6f, G: 0xc2, B: 0x95, A: 0xff}
)

// readable are the success, warning, error and hint colours where Fyne's own
// read poorly as text: on the light grounds they are deepened (Fyne's
// bright green is 1.5:1 on its light grey, "A1: chosen" hardly showed),
// and the dark theme's red lightened, to at least 4.5:1 on every ground
// and under the black or white text of a button filled with them
// (TestTextReadsOnEveryGround).
var readable = map[fyne.ThemeVariant]map[fyne.ThemeColorName]color.Color{
	theme.VariantLight: {
		theme.ColorNameSuccess: color.NRGBA{R: 0x1b, G: 0x6e, B: 0x35, A: 0xff},
		theme.ColorNameWarning: color.NRGBA{R: 0x8a, G: 0x4b, B: 0x00, A: 0xff},
		theme.ColorNameError:   color.NRGBA{R: 0xb3, G: 0x26, B: 0x1e, A: 0xff},
		// A field's hint, grey enough to tell from what was typed.
		theme.ColorNamePlaceHolder: color.NRGBA{R: 0x63, G: 0x63, B: 0x63, A: 0xff},
	},
	theme.VariantDark: {
		theme.ColorNameError: color.NRGBA{R: 0xff, G: 0x86, B: 0x7c, A: 0xff},
	},
}

// Color returns the default colour for the chosen variant, with the accent
// replaced by myrtle green.
func (t TableTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameScrollBar && scrollBarsHeld.Load() {
		return color.Transparent
	}
	if n == theme.ColorNameInputBorder {
		// The border of a field and of an empty tick box in the hint's
		// grey: Fyne's own nearly vanishes on the light ground, where
		// WCAG asks 3:1 of a control's edge (TestControlEdgesStandOut).
		n = theme.ColorNamePlaceHolder
	}
	switch t.Mode {
	case ThemeLight:
		v = theme.VariantLight
	case ThemeDark:
		v = theme.VariantDark
	case ThemeBlack:
		v = theme.VariantDark
		if c, ok := black[n]; ok {
			return c
		}
	}
	switch n {
	case theme.ColorNamePrimary, theme.ColorNameHyperlink, theme.ColorNameFocus:
		c := myrtleLight
		if v == theme.VariantDark {
			c = myrtleDark
		}
		if n == theme.ColorNameFocus {
			c.A = 0x7f
		}
		return c
	case theme.ColorNameForegroundOnPrimary:
		if v == theme.VariantDark {
			return color.Black
		}
		return color.White
	case theme.ColorNameSuccess, theme.ColorNameWarning, theme.ColorNameError, theme.ColorNamePlaceHolder:
		if c, ok := readable[v][n]; ok {
			return c
		}
	case theme.ColorNameForegroundOnSuccess, theme.ColorNameForegroundOnWarning, theme.ColorNameForegroundOnError:
		if v == theme.VariantDark {
			return color.Black
		}
		return color.White
	}
	return theme.DefaultTheme().Color(n, v)
}

// Variant is the variant the app's theme draws in now: dark for the dark
// and true-black modes, light for the light mode, the system's otherwise.
// Screens that pick their own colours (maps, tiles) read it instead of the
// system's, which a mode chosen in Settings overrides.
func Variant() fyne.ThemeVariant {
	a := fyne.CurrentApp()
	if t, ok := a.Settings().Theme().(TableTheme); ok {
		switch t.Mode {
		case ThemeLight:
			return theme.VariantLight
		case ThemeDark, ThemeBlack:
			return theme.VariantDark
		}
	}
	return a.Settings().ThemeVariant()
}

// Font returns the default font.
func (t TableTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

// Icon returns the default icon.
func (t TableTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size enlarges text and padding so that the app reads at arm's length and
// every control is a comfortable touch target. A larger text size chosen in
// Settings scales the text (textScale), and the controls holding it grow
// with it; headings, already large, grow only as far as they must to stay
// above the text (a card's title or a screen's name cannot wrap, and
// a 360 px phone has no room for more).
func (t TableTheme) Size(n fyne.ThemeSizeName) float32 {
	text := 16 * textScale(t.Text)
	switch n {
	case theme.SizeNameText:
		return text
	case theme.SizeNameHeadingText:
		return max(26, text+6)
	case theme.SizeNameSubHeadingText:
		return max(20, text+2)
	case theme.SizeNameCaptionText:
		return 13 * textScale(t.Text)
	case theme.SizeNameInnerPadding:
		return 11 // with 16 px text: buttons, entries and lists 44 px high
	case theme.SizeNamePadding:
		return 5
	case theme.SizeNameInlineIcon:
		return 22 // an icon-only button is then 44 px wide
	}
	return theme.DefaultTheme().Size(n)
}

// textScale is how much larger than normal a text size draws: a fifth
// for large, two fifths for larger (text of 19 and 22 px), which a player
// holding the phone at arm's length, or with weaker eyes, reads where
// 16 px is a strain; more would not leave a 360 px phone room for a
// button's words or two number fields in a row.
func textScale(size string) float32 {
	switch size {
	case TextLarge:
		return 1.2
	case TextLarger:
		return 1.4
	}
	return 1
}

// scrollBarsHeld is true while the scroll bars are drawn transparent
// (HoldScrollBars).
var scrollBarsHeld atomic.Bool

// HoldScrollBars draws every scroll bar transparent until ReleaseScrollBars.
// In the browser the first frame holds them back: without a graphics card
// (Chromium's software WebGL) a scroll bar is that frame's one rectangle,
// and the program that shades it is compiled at its first use, 50 to 70 ms
// of the frame (docs/web.md, the web budget). Held, it shows a moment later.
func HoldScrollBars() { scrollBarsHeld.Store(true) }

// ReleaseScrollBars draws the scroll bars in the theme's colour again, as
// each is next refreshed.
func ReleaseScrollBars() { scrollBarsHeld.Store(false) }
