package citygame

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"arrayan.io/arrayan/scoring/city"
	cg "arrayan.io/arrayan/scoring/citygame"
)

// typeColours are the app's own building colours, one per type, close to
// the colours the boxes print (Alhambra: blue pavilions, red seraglios,
// brown arcades, white chambers, green gardens, purple towers) so a city
// on screen reads like the one on the table.
var typeColours = map[string]color.NRGBA{
	"pavilion": {0x3a, 0x7b, 0xd5, 0xff}, "seraglio": {0xc8, 0x3a, 0x32, 0xff},
	"arcades": {0xa0, 0x6a, 0x3c, 0xff}, "chambers": {0xe8, 0xe4, 0xda, 0xff},
	"garden": {0x3f, 0x9a, 0x4a, 0xff}, "tower": {0x7e, 0x4f, 0xb0, 0xff},
	"arena": {0xd0, 0x8a, 0x2a, 0xff}, "bathhouse": {0x2f, 0x9d, 0xb0, 0xff},
	"library": {0x8a, 0x5a, 0x3c, 0xff}, "hostel": {0xc8, 0x3a, 0x32, 0xff},
	"hospital": {0xe8, 0xe4, 0xda, 0xff}, "market": {0xe0, 0xb8, 0x30, 0xff},
	"park": {0x3f, 0x9a, 0x4a, 0xff}, "school": {0x3a, 0x6b, 0xc5, 0xff},
	"district": {0x7e, 0x4f, 0xb0, 0xff},
}

// Drawing colours: the start tile, walls, moats, the longest run, illegal
// tiles and the squares a chosen tile may go to.
var (
	startColour   = color.NRGBA{0xd8, 0xc8, 0xa0, 0xff}
	wallColour    = color.NRGBA{0x4a, 0x30, 0x1c, 0xff}
	wallOnDark    = color.NRGBA{0xa8, 0x78, 0x48, 0xff}
	moatColour    = color.NRGBA{0x1c, 0x5a, 0xc8, 0xff}
	runColour     = color.NRGBA{0xff, 0x8c, 0x00, 0xff}
	badColour     = color.NRGBA{0xe0, 0x10, 0x10, 0xff}
	hintColour    = color.NRGBA{0x2e, 0xb0, 0x50, 0x70}
	frontierColor = color.NRGBA{0x80, 0x80, 0x80, 0x60}
)

// inkOn is black or white, whichever reads on background c.
func inkOn(c color.NRGBA) color.Color {
	if int(c.R)*299+int(c.G)*587+int(c.B)*114 > 150000 {
		return color.Black
	}
	return color.White
}

// drawPiece adds a tile drawn at (x, y), side px wide, to sk: its type's
// colour, its value, the first letters of its type, and its walls or moats
// as thick edges. start draws the start tile instead.
func drawPiece(sk *sketch, pc cg.Piece, start, moat bool, x, y, side float32) {
	fill := startColour
	if !start {
		fill = typeColours[pc.Type]
	}
	sk.rect(x+1, y+1, side-2, side-2, fill)
	if start {
		// The start tile's mark, the fountain, is a drawn disc: no font
		// the app carries to every browser has a star or a fountain.
		mark := canvas.NewCircle(inkOn(fill))
		mark.Move(fyne.NewPos(x+side*0.35, y+side*0.35))
		mark.Resize(fyne.NewSize(side*0.3, side*0.3))
		sk.texts = append(sk.texts, mark)
	} else {
		drawValue(sk, pc, fill, x, y, side)
	}
	edges, _ := city.ParseEdges(pc.Edges)
	c := wallInkOn(fill)
	if moat {
		c = moatColour
	}
	for _, e := range []city.Edges{city.N, city.E, city.S, city.W} {
		if edges&e != 0 {
			sk.band(e, x, y, side, c, max(4, side*0.12))
		}
	}
}

// drawValue adds a tile's value ("?" while its face is not chosen) and,
// when the tile is large enough, the first letters of its type.
func drawValue(sk *sketch, pc cg.Piece, fill color.NRGBA, x, y, side float32) {
	label := "?"
	if pc.Value != 0 {
		label = strconv.Itoa(pc.Value)
	}
	v := canvas.NewText(label, inkOn(fill))
	v.TextSize = side * 0.36
	v.TextStyle.Bold = true
	v.Alignment = fyne.TextAlignCenter
	v.Move(fyne.NewPos(x, y+side*0.12))
	v.Resize(fyne.NewSize(side, side*0.45))
	sk.texts = append(sk.texts, v)
	if side >= 40 {
		t := canvas.NewText(short(typeName(pc.Type)), inkOn(fill))
		t.TextSize = fitText(t.Text, side*0.2, side-6)
		t.Alignment = fyne.TextAlignCenter
		t.Move(fyne.NewPos(x, y+side*0.58))
		t.Resize(fyne.NewSize(side, side*0.3))
		sk.texts = append(sk.texts, t)
	}
}

// wallInk is the colour of walls: dark brown, or a lighter brown on a
// dark theme, where the dark one vanishes against the background around
// the city.
func wallInk() color.Color {
	r, g, b, _ := theme.Color(theme.ColorNameBackground).RGBA()
	if r+g+b < 3*0x8000 {
		return wallOnDark
	}
	return wallColour
}

// wallInkOn is the walls' colour on a tile of colour fill: the theme's
// wall ink (wallInk), or the other brown where the two would nearly match
// (the arcades' brown on the dark theme).
func wallInkOn(fill color.NRGBA) color.Color {
	ink := wallInk()
	if d := lightnessOf(ink) - lightnessOf(fill); d*d < 0.0225 {
		if ink == color.Color(wallOnDark) {
			return wallColour
		}
		return wallOnDark
	}
	return ink
}

// lightnessOf is a colour's mean channel value, 0 (black) to 1 (white).
func lightnessOf(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return float64(r+g+b) / (3 * 0xffff)
}

// fitText is size, or less so that text is at most width wide.
func fitText(text string, size, width float32) float32 {
	w := fyne.MeasureText(text, size, fyne.TextStyle{}).Width
	if w <= width || w == 0 {
		return size
	}
	return size * width / w
}

// short is a type name cut to fit under the value.
func short(name string) string {
	r := []rune(name)
	if len(r) > 6 {
		return strings.TrimSpace(string(r[:5])) + "."
	}
	return name
}

// withAlpha is c with opacity a.
func withAlpha(c color.Color, a uint8) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = a
	return n
}
