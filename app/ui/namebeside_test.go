package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestNameBesideGoesAboveWhenTheNameDoesNotFit: a short name stands in its
// column beside the field; a name wider than the column, or a row too
// narrow for both, puts the name whole above the field, and the row then
// asks for the height of both.
func TestNameBesideGoesAboveWhenTheNameDoesNotFit(t *testing.T) {
	test.NewTempApp(t)
	field := widget.NewEntry()
	for _, c := range []struct {
		name  string
		width float32
		above bool
	}{
		{"Wall", 340, false},
		{"A name far wider than its column", 340, true},
		{"Wall", 150, true},
	} {
		name := widget.NewLabel(c.name)
		row := container.New(&NameBeside{NameWidth: 112}, name, field)
		row.Resize(fyne.NewSize(c.width, row.MinSize().Height))
		row.Resize(fyne.NewSize(c.width, row.MinSize().Height)) // its height once it has chosen
		above := field.Position().Y > 0
		if above != c.above {
			t.Errorf("%q at %.0f px: above = %v, want %v", c.name, c.width, above, c.above)
		}
		if above && row.Size().Height < name.MinSize().Height+field.MinSize().Height {
			t.Errorf("%q above its field, but the row is %.0f px high", c.name, row.Size().Height)
		}
		if !above && name.Size().Width != 112 {
			t.Errorf("%q beside its field is %.0f px wide, want its column's 112", c.name, name.Size().Width)
		}
		if name.Size().Width < name.MinSize().Width && above {
			t.Errorf("%q above its field is cut to %.0f px", c.name, name.Size().Width)
		}
	}
}
