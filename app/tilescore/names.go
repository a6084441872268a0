package tilescore

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
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

// playerColour is one colour a player can pick to recognise their column.
type playerColour struct {
	name  func() string
	value color.Color
}

// playerColours are distinct, colour-blind-friendly marker colours (they
// only label players on screen; they need not match the box).
var playerColours = []playerColour{
	{func() string { return lang.X("colour.red", "Red") }, color.NRGBA{0xd5, 0x3e, 0x2f, 0xff}},
	{func() string { return lang.X("colour.blue", "Blue") }, color.NRGBA{0x2f, 0x6f, 0xd5, 0xff}},
	{func() string { return lang.X("colour.green", "Green") }, color.NRGBA{0x2e, 0x9e, 0x4f, 0xff}},
	{func() string { return lang.X("colour.yellow", "Yellow") }, color.NRGBA{0xf2, 0xc1, 0x2e, 0xff}},
	{func() string { return lang.X("colour.orange", "Orange") }, color.NRGBA{0xf0, 0x84, 0x1a, 0xff}},
	{func() string { return lang.X("colour.white", "White") }, color.NRGBA{0xf4, 0xf1, 0xea, 0xff}},
	{func() string { return lang.X("colour.purple", "Purple") }, color.NRGBA{0x8a, 0x4f, 0xc2, 0xff}},
	{func() string { return lang.X("colour.black", "Black") }, color.NRGBA{0x30, 0x30, 0x30, 0xff}},
}

// colourButton shows player i's colour; tapping it cycles to the next one.
func (s *screen) colourButton(i int) fyne.CanvasObject {
	dot := canvas.NewCircle(playerColours[s.st.Seats[i].Colour%len(playerColours)].value)
	dot.StrokeWidth = 2
	button := widget.NewButton("", nil)
	button.OnTapped = func() {
		s.st.Seats[i].Colour = (s.st.Seats[i].Colour + 1) % len(playerColours)
		dot.FillColor = playerColours[s.st.Seats[i].Colour].value
		dot.Refresh()
		s.changed()
	}
	return container.NewGridWrap(fyne.NewSize(44, 44), container.NewStack(button, container.NewPadded(dot)))
}
