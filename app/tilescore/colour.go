package tilescore

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
)

// colourButton shows player i's colour; tapping it cycles to the next one.
func (s *screen) colourButton(i int) fyne.CanvasObject {
	dot := canvas.NewCircle(s.st().Seats[i].colour())
	button := widget.NewButton("", nil)
	button.OnTapped = func() {
		s.change(func(st *state) { st.Seats[i].Colour = (st.Seats[i].Colour + 1) % len(ui.PlayerColours) })
		dot.FillColor = s.st().Seats[i].colour()
		dot.Refresh()
	}
	return container.NewGridWrap(fyne.NewSize(44, 44), container.NewStack(button, container.NewPadded(dot)))
}
