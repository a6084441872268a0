package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestWholeOptionsPutsTheNameAboveALongChoice: a city's name in its own
// width beside a select of short choices stays beside it; beside a select
// whose longest choice would be shortened with "…" in the room left, it
// goes above, and the select gets the whole width its choice needs.
func TestWholeOptionsPutsTheNameAboveALongChoice(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		options []string
		above   bool
	}{
		{[]string{"1 coin", "2 coins"}, false},
		{[]string{"1 coin", "another small city's bonus, a long one"}, true},
	} {
		name := widget.NewLabel("Karakorum")
		sel := widget.NewSelect(c.options, nil)
		sel.SetSelectedIndex(len(c.options) - 1)
		row := container.New(&NameBeside{}, name, NewWholeOptions(sel))
		row.Resize(fyne.NewSize(340, row.MinSize().Height))
		row.Resize(fyne.NewSize(340, row.MinSize().Height))
		if above := sel.Position().Y > 0 || sel.Size().Width == 340; above != c.above {
			t.Errorf("%q: above = %v, want %v", c.options, above, c.above)
		}
		if !c.above && name.Size().Width != name.MinSize().Width {
			t.Errorf("%q: the name beside is %.0f px wide, want its own %.0f", c.options, name.Size().Width, name.MinSize().Width)
		}
		text := fyne.MeasureText(sel.Selected, sel.Theme().Size("text"), fyne.TextStyle{}).Width
		if sel.Size().Width < text {
			t.Errorf("%q: the select is %.0f px wide, its choice %.0f", c.options, sel.Size().Width, text)
		}
	}
}
