package marcopolo

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// sideBySide puts its first object (the map) beside the second on a wide
// window and above it on a narrow one.
type sideBySide struct {
	// MinWide is the narrowest width that shows the two side by side.
	MinWide float32
	// Lead is the first object's share of a wide window.
	Lead float32

	width float32 // the last width laid out; MinSize follows it
}

func (s *sideBySide) wide(width float32) bool { return width >= s.MinWide }

// Layout places the two objects.
func (s *sideBySide) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	s.width = size.Width
	if len(objects) != 2 {
		return
	}
	a, b := objects[0], objects[1]
	pad := theme.Padding()
	if s.wide(size.Width) {
		wa := (size.Width - pad) * s.Lead
		a.Move(fyne.NewPos(0, 0))
		a.Resize(fyne.NewSize(wa, a.MinSize().Height))
		b.Move(fyne.NewPos(wa+pad, 0))
		b.Resize(fyne.NewSize(size.Width-wa-pad, size.Height))
		return
	}
	ha := a.MinSize().Height
	a.Move(fyne.NewPos(0, 0))
	a.Resize(fyne.NewSize(size.Width, ha))
	b.Move(fyne.NewPos(0, ha+pad))
	b.Resize(fyne.NewSize(size.Width, b.MinSize().Height))
}

// MinSize is the stacked size on a narrow window, the taller side on a
// wide one; never wider than one object, so a phone never scrolls sideways.
func (s *sideBySide) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) != 2 {
		return fyne.Size{}
	}
	a, b := objects[0].MinSize(), objects[1].MinSize()
	w := max(a.Width, b.Width)
	if s.width > 0 && s.wide(s.width) {
		return fyne.NewSize(w, max(a.Height, b.Height))
	}
	return fyne.NewSize(w, a.Height+theme.Padding()+b.Height)
}
