package yourcopy

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/ui"
)

// askYusuf opens the part of Yusuf's editor that path (after "yusuf")
// names.
func askYusuf(_ fyne.Window, c *Copy, path string, done func()) fyne.CanvasObject {
	_ = done
	y := c.Get().Yusuf
	box := container.NewVBox(ui.Heading(lang.X("yourcopy.yusuf.missing", "What Yusuf still needs")))
	for _, p := range y.Missing() {
		box.Add(ui.Wrapped(p.Message))
	}
	_ = path
	return box
}
