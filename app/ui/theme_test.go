package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2/theme"
)

// TestHeldScrollBarsAreTransparent: while held (the browser's first
// frame) the scroll bars have no colour, and after their release the
// theme's own.
func TestHeldScrollBarsAreTransparent(t *testing.T) {
	th := TableTheme{Mode: ThemeLight}
	own := th.Color(theme.ColorNameScrollBar, theme.VariantLight)
	if _, _, _, a := own.RGBA(); a == 0 {
		t.Fatal("the theme's scroll bar is transparent without being held")
	}
	HoldScrollBars()
	t.Cleanup(ReleaseScrollBars)
	if _, _, _, a := th.Color(theme.ColorNameScrollBar, theme.VariantLight).RGBA(); a != 0 {
		t.Error("a held scroll bar has a colour")
	}
	if th.Color(theme.ColorNameForeground, theme.VariantLight) == color.Transparent {
		t.Error("holding the scroll bars took the text's colour")
	}
	ReleaseScrollBars()
	if got := th.Color(theme.ColorNameScrollBar, theme.VariantLight); got != own {
		t.Errorf("a released scroll bar is %v; want the theme's %v", got, own)
	}
}
