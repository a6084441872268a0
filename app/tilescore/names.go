package tilescore

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
)

// typeName is the building type's name in the current language, as the
// rulebooks print it (Spanish: Pabellón, Serrallo…; Granada's Spanish
// list at the end of its rulebook).
func typeName(typ string) string {
	switch typ {
	case "pavilion":
		return lang.X("tiles.type.pavilion", "Pavilion")
	case "seraglio":
		return lang.X("tiles.type.seraglio", "Seraglio")
	case "arcades":
		return lang.X("tiles.type.arcades", "Arcades")
	case "chambers":
		return lang.X("tiles.type.chambers", "Chambers")
	case "garden":
		return lang.X("tiles.type.garden", "Garden")
	case "tower":
		return lang.X("tiles.type.tower", "Tower")
	case "arena":
		return lang.X("tiles.type.arena", "Arena")
	case "bathhouse":
		return lang.X("tiles.type.bathhouse", "Bath House")
	case "library":
		return lang.X("tiles.type.library", "Library")
	case "hostel":
		return lang.X("tiles.type.hostel", "Hostel")
	case "hospital":
		return lang.X("tiles.type.hospital", "Hospital")
	case "market":
		return lang.X("tiles.type.market", "Market")
	case "park":
		return lang.X("tiles.type.park", "Park")
	case "school":
		return lang.X("tiles.type.school", "School")
	case "district":
		return lang.X("tiles.type.district", "District")
	}
	return typ
}

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
