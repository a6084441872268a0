package citygame

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"arrayan.io/arrayan/app/ui"
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
	badColour     = color.NRGBA{0xe0, 0x10, 0x10, 0xff}
	hintColour    = color.NRGBA{0x2e, 0xb0, 0x50, 0x70}
	frontierColor = color.NRGBA{0x80, 0x80, 0x80, 0x60}
)

// An edge's two inks, dark and light: a wall (dark brown, cream) and a
// moat (deep blue, pale blue). Each tile's edge takes the one that reads
// on its colour (edgeInk).
var (
	wallInks = [2]color.Color{color.NRGBA{0x2a, 0x1a, 0x0e, 0xff}, color.NRGBA{0xf5, 0xe6, 0xc8, 0xff}}
	moatInks = [2]color.Color{color.NRGBA{0x0a, 0x2a, 0x6e, 0xff}, color.NRGBA{0xb8, 0xdc, 0xff, 0xff}}
)

// runColour marks the longest wall or moat over its ink: orange, told
// from the walls by its hue and its width rather than by its lightness.
var runColour = color.NRGBA{0xff, 0x8c, 0x00, 0xff}

// edgeMinContrast is the least contrast an edge (wall, moat) has
// against the tile it is drawn on: WCAG's 3:1 for shapes that carry
// meaning.
const edgeMinContrast = 3

// edgeInk is the ink of an edge drawn on a tile of colour fill: the
// theme's own (dark on the light theme, light on the dark ones, so that a
// wall on the city's rim also shows against the page) where it reads on
// the fill at edgeMinContrast, otherwise the other one of the pair,
// whichever contrasts more.
func edgeInk(inks [2]color.Color, fill color.Color) color.Color {
	own, other := inks[0], inks[1]
	if ui.Variant() == theme.VariantDark {
		own, other = other, own
	}
	if ui.Contrast(own, fill) >= edgeMinContrast || ui.Contrast(own, fill) >= ui.Contrast(other, fill) {
		return own
	}
	return other
}

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
	c := edgeInk(wallInks, fill)
	if moat {
		c = edgeInk(moatInks, fill)
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
