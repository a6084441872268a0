package yourcopy

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
)

// Colours of a drawn tile or card: a printed component looks the same in
// the light and the dark theme.
var (
	tileFill   = color.NRGBA{R: 0xf1, G: 0xe6, B: 0xcc, A: 0xff}
	tileStroke = color.NRGBA{R: 0x8a, G: 0x6d, B: 0x3b, A: 0xff}
	tileInk    = color.NRGBA{R: 0x22, G: 0x1a, B: 0x10, A: 0xff}
	tileMuted  = color.NRGBA{R: 0x6b, G: 0x5a, B: 0x45, A: 0xff}
)

// elementColour tells the kinds of wish element apart at a glance: poems
// in their own colours (blue, red, grey), major building types in the
// purple of Era I tiles, minor ones in green.
func elementColour(el sabika.WishElement) color.Color {
	switch el.Per {
	case sabika.PerBluePoem:
		return ui.Blue
	case sabika.PerRedPoem:
		return ui.Red
	case sabika.PerPoem:
		return color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	case sabika.PerSeal:
		return color.NRGBA{R: 0x9c, G: 0x2a, B: 0x1f, A: 0xff}
	case sabika.PerPresence, sabika.PerConsolidated:
		return color.NRGBA{R: 0x1f, G: 0x4e, B: 0x79, A: 0xff}
	case sabika.PerType:
		if slices.Contains(sabika.MajorBuildingTypes, el.Type) {
			return ui.Purple
		}
		return ui.Green
	}
	return tileMuted
}

// inkText is text printed on a drawn component.
func inkText(s string, size float32, bold bool) *canvas.Text {
	t := canvas.NewText(s, tileInk)
	t.TextSize = size
	t.TextStyle.Bold = bold
	return t
}

// badge is a coloured square holding a short white mark: an element's or
// an action's icon.
func badge(c color.Color, mark string, side float32) fyne.CanvasObject {
	bg := canvas.NewRectangle(c)
	bg.CornerRadius = side / 5
	t := canvas.NewText(mark, color.White)
	t.TextStyle.Bold = true
	t.TextSize = side * 0.5
	t.Alignment = fyne.TextAlignCenter
	return container.NewGridWrap(fyne.NewSize(side, side), container.NewStack(bg, container.NewCenter(t)))
}

// initial is the first letter of s, for a badge.
func initial(s string) string {
	for _, r := range s {
		return string(r)
	}
	return "?"
}

// elementMark is the badge mark of an element: the first letter of its
// type or kind, two arrows on a consolidated element's, "P" on a poem's.
func elementMark(el sabika.WishElement) string {
	switch el.Per {
	case sabika.PerConsolidated:
		return "←→"
	case sabika.PerPoem:
		return "P"
	}
	return initial(elementName(el))
}

// drawnTile draws wish tile i as the app reads it: its letter, each
// element with its icon and PP, or "not recorded yet".
func drawnTile(i int, t edition.WishTile) fyne.CanvasObject { return drawnDraft(i, t, nil) }

// drawnDraft draws a tile being entered: an element whose kind or type is
// not chosen yet shows "?", and so does a PP not typed yet (ppKnown[j]
// false; nil: all typed). One line per element, chosen or not, so that the
// drawing keeps its size while values are set.
func drawnDraft(i int, t edition.WishTile, ppKnown []bool) fyne.CanvasObject {
	bg := canvas.NewRectangle(tileFill)
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = tileStroke, 2, 10
	letter := canvas.NewCircle(tileStroke)
	lt := inkText(t.Letter, 22, true)
	lt.Color = tileFill
	lt.Alignment = fyne.TextAlignCenter
	head := container.NewHBox(
		container.NewGridWrap(fyne.NewSize(36, 36), container.NewStack(letter, container.NewCenter(lt))),
		container.NewCenter(inkText(tileCaption(i, t.Letter), 14, false)))
	rows := []fyne.CanvasObject{head}
	if t.Elements == nil {
		nr := inkText(notRecorded(), 16, false)
		nr.TextStyle.Italic = true
		nr.Color = tileMuted
		rows = append(rows, nr)
	}
	for j, el := range t.Elements {
		name, mark, ppWords := elementName(el), elementMark(el), ppText(el.PP)
		if el.Per == "" || (el.Per == sabika.PerType && el.Type == "") {
			name, mark = "?", "?"
		}
		if ppKnown != nil && !ppKnown[j] {
			ppWords = "? " + lang.X("yourcopy.wish.pp", "PP")
		}
		rows = append(rows, container.NewBorder(nil, nil,
			container.NewHBox(badge(elementColour(el), mark, 30), container.NewCenter(inkText(name, 17, false))),
			container.NewCenter(inkText(ppWords, 18, true))))
	}
	return container.NewStack(bg, container.NewPadded(container.NewPadded(container.NewVBox(rows...))))
}

// tileCaption is "Tile A · 2 of 3": which of the three tiles of its
// letter tile i is.
func tileCaption(i int, letter string) string {
	return lang.X("yourcopy.wish.caption", "Tile {{.Letter}} · {{.N}} of 3", map[string]any{"Letter": LetterName(letter), "N": i%3 + 1})
}

// elementRow is one element being edited.
type elementRow struct {
	el     sabika.WishElement
	ppSet  bool
	kind   *widget.Select
	typ    *widget.Select
	pp     *ui.NumberField
	object fyne.CanvasObject
}

// wishEditor edits the elements of one wish tile, drawn live above.
type wishEditor struct {
	c       *Copy
	i       int
	done    func()
	rows    []*elementRow
	list    *fyne.Container
	preview *fyne.Container
	msg     *widget.Label
	object  fyne.CanvasObject
}

// newWishEditor opens the editor of wish tile i on what is recorded.
func newWishEditor(c *Copy, i int, done func()) *wishEditor {
	ed := &wishEditor{c: c, i: i, done: done, list: container.NewVBox(), preview: container.NewStack(), msg: errorLine()}
	t := c.Get().Wishes[i]
	for _, el := range t.Elements {
		ed.addRow(el, true)
	}
	if len(t.Elements) == 0 {
		ed.addRow(sabika.WishElement{}, false)
	}
	add := widget.NewButtonWithIcon(lang.X("yourcopy.wish.add", "Add an element"), theme.ContentAddIcon(), func() {
		ed.addRow(sabika.WishElement{}, false)
		ed.redraw()
	})
	save := widget.NewButtonWithIcon(lang.X("yourcopy.wish.save", "Record this tile"), theme.DocumentSaveIcon(), ed.save)
	save.Importance = widget.HighImportance
	words := lang.X("yourcopy.ask.wish", "Which elements does wish tile {{.Letter}} ({{.N}} of 3) show, and what PP is printed at the right of each?",
		map[string]any{"Letter": LetterName(t.Letter), "N": i%3 + 1})
	ed.object = question(words, container.NewVBox(ui.Sized(ui.CellCard, ed.preview), ed.list), ed.msg, add, save)
	ed.redraw()
	return ed
}

// addRow adds an element row showing el.
func (ed *wishEditor) addRow(el sabika.WishElement, ppSet bool) {
	r := &elementRow{el: el, ppSet: ppSet}
	kinds := make([]string, len(sabika.WishKinds))
	for j, k := range sabika.WishKinds {
		kinds[j] = KindName(k)
	}
	types := make([]string, len(sabika.BuildingTypes))
	for j, t := range sabika.BuildingTypes {
		types[j] = TypeName(t)
	}
	r.kind = widget.NewSelect(kinds, nil)
	r.kind.PlaceHolder = lang.X("yourcopy.wish.kind", "What it counts")
	r.typ = widget.NewSelect(types, nil)
	r.typ.PlaceHolder = lang.X("yourcopy.wish.type", "Which building type")
	if j := slices.Index(sabika.WishKinds, el.Per); j >= 0 {
		r.kind.SetSelectedIndex(j)
	}
	if j := slices.Index(sabika.BuildingTypes, el.Type); j >= 0 {
		r.typ.SetSelectedIndex(j)
	}
	r.kind.OnChanged = func(string) {
		r.el.Per = sabika.WishKinds[r.kind.SelectedIndex()]
		if r.el.Per != sabika.PerType {
			r.el.Type = ""
		} else if r.typ.SelectedIndex() >= 0 {
			r.el.Type = sabika.BuildingTypes[r.typ.SelectedIndex()]
		}
		ed.redraw()
	}
	r.typ.OnChanged = func(string) {
		if j := r.typ.SelectedIndex(); j >= 0 {
			r.el.Type = sabika.BuildingTypes[j]
		}
		ed.redraw()
	}
	r.pp = ui.NewNumberField(el.PP, !ppSet, false, func(v int, _ bool) error {
		r.el.PP, r.ppSet = v, true
		ed.redraw()
		return nil
	})
	remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
		ed.rows = slices.DeleteFunc(ed.rows, func(x *elementRow) bool { return x == r })
		ed.list.Remove(r.object)
		ed.redraw()
	})
	pp := container.NewBorder(nil, nil, widget.NewLabel(lang.X("yourcopy.wish.pp", "PP")), nil, r.pp.Object())
	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, r.kind, r.typ, pp)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 6
	r.object = container.NewStack(bg, container.NewPadded(container.NewBorder(nil, nil, nil, remove, grid)))
	ed.rows = append(ed.rows, r)
	ed.list.Add(r.object)
}

// draft is the tile as the rows show it; ok is false (and the message
// says why) while an element lacks its kind, type or PP.
func (ed *wishEditor) draft() ([]sabika.WishElement, string) {
	out := make([]sabika.WishElement, 0, len(ed.rows))
	for n, r := range ed.rows {
		nth := map[string]any{"N": n + 1}
		switch {
		case r.el.Per == "":
			return out, lang.X("yourcopy.wish.need-kind", "Element {{.N}}: choose what it counts.", nth)
		case r.el.Per == sabika.PerType && r.el.Type == "":
			return out, lang.X("yourcopy.wish.need-type", "Element {{.N}}: choose the building type.", nth)
		case !r.ppSet:
			return out, lang.X("yourcopy.wish.need-pp", "Element {{.N}}: type the PP printed at its right.", nth)
		}
		out = append(out, r.el)
	}
	if len(out) == 0 {
		return out, lang.X("yourcopy.wish.need-element", "A wish tile shows at least one element.")
	}
	return out, ""
}

// redraw draws the tile as the rows now show it, a line per row; the
// building type stays in place, disabled, while an element counts
// something else, so that no control moves under the finger.
func (ed *wishEditor) redraw() {
	t := ed.c.Get().Wishes[ed.i]
	t.Elements = make([]sabika.WishElement, len(ed.rows))
	ppKnown := make([]bool, len(ed.rows))
	for j, r := range ed.rows {
		if r.el.Per == sabika.PerType {
			r.typ.Enable()
		} else {
			r.typ.Disable()
		}
		t.Elements[j], ppKnown[j] = r.el, r.ppSet
	}
	ed.preview.Objects = []fyne.CanvasObject{drawnDraft(ed.i, t, ppKnown)}
	if ed.object != nil {
		ed.object.Refresh() // lays the tile and the rows out again at their new heights
	}
}

// save records the tile's elements.
func (ed *wishEditor) save() {
	els, problem := ed.draft()
	if problem != "" {
		tell(ed.msg, problem)
		return
	}
	if err := ed.c.Update(func(e *edition.Edition) { e.Wishes[ed.i].Elements = els }); err != nil {
		tell(ed.msg, refusal(err))
		return
	}
	tell(ed.msg, "")
	ed.done()
}

// wishSummary is a tile in a line of words ("Palace 2 PP, Seal 1 PP").
func wishSummary(t edition.WishTile) string {
	if t.Elements == nil {
		return notRecorded()
	}
	s := ""
	for j, el := range t.Elements {
		if j > 0 {
			s += ", "
		}
		s += elementName(el) + " " + ppText(el.PP)
	}
	return s
}
