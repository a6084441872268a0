package ui

import "fyne.io/fyne/v2"

// NameBeside lays a name and its field out in a row, the name in a column
// NameWidth wide, when both fit; otherwise, at a larger text size or in a
// longer language, the name goes whole above the field instead of being
// shortened. Its objects are the name, then the field.
type NameBeside struct {
	// NameWidth is the width of the name's column; 0 is the name's own
	// width, for names of very different lengths.
	NameWidth float32

	above bool // the last layout put the name above; MinSize's height follows it
}

// column is the width of the name's column for a name this wide.
func (n *NameBeside) column(name fyne.Size) float32 {
	if n.NameWidth == 0 {
		return name.Width
	}
	return n.NameWidth
}

// beside tells whether name and field fit side by side in width.
func (n *NameBeside) beside(name, field fyne.Size, width float32) bool {
	return name.Width <= n.column(name) && n.column(name)+padding()+field.Width <= width
}

// Layout places the name beside the field or above it.
func (n *NameBeside) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) != 2 {
		return
	}
	name, field := objects[0], objects[1]
	nameMin := name.MinSize()
	n.above = !n.beside(nameMin, wanted(field), size.Width)
	if n.above {
		name.Move(fyne.NewPos(0, 0))
		name.Resize(fyne.NewSize(size.Width, nameMin.Height))
		field.Move(fyne.NewPos(0, nameMin.Height))
		field.Resize(fyne.NewSize(size.Width, size.Height-nameMin.Height))
		return
	}
	col := n.column(nameMin)
	name.Move(fyne.NewPos(0, 0))
	name.Resize(fyne.NewSize(col, size.Height))
	field.Move(fyne.NewPos(col+padding(), 0))
	field.Resize(fyne.NewSize(size.Width-col-padding(), size.Height))
}

// wanted is the room field needs whole: a WholeOptions' longest option,
// or any other field's least size.
func wanted(field fyne.CanvasObject) fyne.Size {
	if w, ok := field.(wantedSizer); ok {
		return w.wanted()
	}
	return field.MinSize()
}

// wantedSizer is a widget that shortens or wraps what it shows where it
// must, and says the room it needs to show it whole on one line: a
// WholeOptions, a WrapButton.
type wantedSizer interface{ wanted() fyne.Size }

// MinSize is as wide as the wider of name and field (never more than a
// phone has for them), and as tall as the last layout's arrangement.
func (n *NameBeside) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) != 2 {
		return fyne.NewSize(0, 0)
	}
	name, field := objects[0].MinSize(), objects[1].MinSize()
	if n.above {
		return fyne.NewSize(max(name.Width, field.Width), name.Height+field.Height)
	}
	return fyne.NewSize(max(name.Width, field.Width), max(name.Height, field.Height))
}
