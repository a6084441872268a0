package citygame

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
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
