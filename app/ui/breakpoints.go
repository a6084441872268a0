package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// Window widths at which every screen changes its layout, decided here
// once: a phone is narrower than Tablet (360 px in portrait is the
// narrowest the screens are drawn for), a desktop window is Wide or wider;
// Tablet < Roomy < Wide.
const (
	// Tablet is the narrowest window that is no phone: from here a map is
	// drawn in its own proportions and a QR code at full size.
	Tablet float32 = 480
	// Roomy is the narrowest window whose city editor leaves the city its
	// usual share of the height beside Alhambra's tray: narrower (a phone,
	// even held sideways), the tray takes more of it so that its tiles are
	// in view under the city.
	Roomy float32 = 600
	// Wide is the narrowest window that shows a screen's two parts side
	// by side (SideBySide): a map beside its form, Yusuf's panel beside
	// the player's step.
	Wide float32 = 900
)

// Widths of a page (Page): how wide a screen's text and tables read best on
// a desktop; on a phone a page takes the whole width.
const (
	// PageWidth is a page of one column.
	PageWidth float32 = 860
	// WidePageWidth is a page of two columns of ColumnWidth.
	WidePageWidth float32 = 1240
)

// The narrowest a column of a ResponsiveGrid may be, by what it holds: a
// phone shows as many columns as fit, a desktop more of them.
const (
	// CellNumber fits one number in a button (a poem's number): six a row
	// on a phone.
	CellNumber float32 = 56
	// CellButton fits a short button or a drawn stack: three a row on a
	// phone.
	CellButton float32 = 96
	// CellPair fits a button with a longer label or a short field: two a
	// row on a phone.
	CellPair float32 = 150
	// CellField fits a label and its field, or a button with a sentence:
	// one a row on a phone.
	CellField float32 = 220
	// CellCard fits a card of a dashboard (a player's holding, a game, a
	// screen of the home page).
	CellCard float32 = 300
	// CellHalf is one of two halves of a desktop screen's part: one
	// column on a phone, two (not three half-empty ones) on a desktop.
	CellHalf float32 = 440
	// ColumnWidth is one of the two columns of a WidePageWidth page.
	ColumnWidth float32 = 540
)

// Page lays its objects out at most Width wide, centred: on a desktop the
// text and tables stay together instead of spreading over the window; on
// a phone they take its whole width.
type Page struct {
	// Width is the widest the objects are laid out (PageWidth,
	// WidePageWidth, or a drawing's own width).
	Width float32
}

// Layout gives every object the narrower of the room and Width, centred.
func (p *Page) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, p.Width)
	for _, o := range objects {
		o.Resize(fyne.NewSize(w, size.Height))
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
	}
}

// MinSize is the largest of the objects' minimum sizes.
func (p *Page) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

// NewPage returns objects laid out as a Page width wide.
func NewPage(width float32, objects ...fyne.CanvasObject) *fyne.Container {
	return container.New(&Page{Width: width}, objects...)
}

// SideBySide puts its first object (a map, a panel) beside the second on a
// Wide window and above it on a narrower one.
type SideBySide struct {
	// Lead is the first object's share of a wide window.
	Lead float32

	width float32 // the last width laid out; MinSize follows it
}

// Layout places the two objects.
func (s *SideBySide) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	s.width = size.Width
	if len(objects) != 2 {
		return
	}
	a, b := objects[0], objects[1]
	pad := theme.Padding()
	if size.Width >= Wide {
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
func (s *SideBySide) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) != 2 {
		return fyne.Size{}
	}
	a, b := objects[0].MinSize(), objects[1].MinSize()
	w := max(a.Width, b.Width)
	if s.width >= Wide {
		return fyne.NewSize(w, max(a.Height, b.Height))
	}
	return fyne.NewSize(w, a.Height+theme.Padding()+b.Height)
}

// NewSideBySide returns lead beside other on a Wide window (lead taking
// share of the width), above it on a narrower one.
func NewSideBySide(share float32, lead, other fyne.CanvasObject) *fyne.Container {
	return container.New(&SideBySide{Lead: share}, lead, other)
}

// FixedWidth lays its objects out Width wide and as tall as they need: a
// drawn tile or card keeps its proportions whatever its text. Centre it
// (Sized) to place it in a wider room.
type FixedWidth struct {
	// Width is the objects' width.
	Width float32
}

// MinSize is Width wide and as tall as the tallest object.
func (f *FixedWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.Width, h)
}

// Layout gives every object the whole space.
func (f *FixedWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// Sized holds o at width wide, centred in its room.
func Sized(width float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewCenter(container.New(&FixedWidth{Width: width}, o))
}
