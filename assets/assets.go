// Package assets embeds Arrayán's own artwork: the app icon (icon.svg is
// the source; icon.png is rendered from it for packaging).
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the app icon.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)
