package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestWheelOverFieldsAndTablesScrollsThePage turns the mouse wheel with the
// pointer over a number field, a name entry and a sideways-scrolling table
// and checks that the page moved each time.
func TestWheelOverFieldsAndTablesScrollsThePage(t *testing.T) {
	test.NewTempApp(t)
	var page *container.Scroll
	pageScroll := func() fyne.Scrollable { return page }
	field := NewNumberField(3, false, false, nil)
	name := WheelThrough(widget.NewEntry())
	wide := container.NewGridWithColumns(12)
	for i := range 48 {
		wide.Add(widget.NewLabel(fmt.Sprint(1000 + i)))
	}
	table := NewSideScroll(wide, pageScroll)
	box := container.NewVBox(field.Object(), name, table)
	for i := range 40 {
		box.Add(widget.NewLabel(fmt.Sprint("line ", i)))
	}
	page = container.NewVScroll(box)
	w := test.NewWindow(page)
	defer w.Close()
	w.Resize(fyne.NewSize(360, 400))

	for _, target := range []struct {
		what string
		obj  fyne.CanvasObject
	}{{"number field", field.Entry}, {"name entry", name}, {"table", table}} {
		page.ScrollToTop()
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(target.obj).AddXY(5, 5)
		test.Scroll(w.Canvas(), pos, 0, -60)
		if page.Offset.Y <= 0 {
			t.Errorf("the wheel over the %s left the page at %v", target.what, page.Offset)
		}
	}

	page.ScrollToTop()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(table).AddXY(5, 5)
	test.Scroll(w.Canvas(), pos, -60, 0)
	if table.Offset.X <= 0 || page.Offset.Y != 0 {
		t.Errorf("a sideways wheel over the table moved the table to %v and the page to %v", table.Offset, page.Offset)
	}
}
