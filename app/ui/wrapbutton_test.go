package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

const longWords = "Next round: clear the dice and roll them again"

// layOutAt lays o out at width as the driver does frame after frame: a
// wrapped text's height follows the width it was last given.
func layOutAt(o fyne.CanvasObject, width float32) {
	for range 3 {
		o.Resize(fyne.NewSize(width, o.MinSize().Height))
	}
}

// TestWrapButtonWrapsWhereAButtonIsCut: a button wider than its room
// wraps its words onto more lines, asking for no more width than it has;
// a tap runs it, in the colours of its importance, and does nothing while
// it is disabled.
func TestWrapButtonWrapsWhereAButtonIsCut(t *testing.T) {
	test.NewTempApp(t)
	taps := 0
	b := NewWrapButton(longWords, theme.DocumentSaveIcon(), func() { taps++ })
	one := widget.NewButtonWithIcon(longWords, theme.DocumentSaveIcon(), nil).MinSize()
	w := test.NewWindow(b)
	defer w.Close()
	layOutAt(b, 150)
	if got := b.MinSize(); got.Width > 150 || got.Height <= one.Height {
		t.Errorf("at 150 px the button asks for %v; a one-line button is %v", got, one)
	}
	if want := b.wanted(); want.Width < one.Width-1 || want.Width > one.Width+1 {
		t.Errorf("the button wants %v on one line, a widget.Button %v", want, one)
	}
	test.Tap(b.Button())
	b.SetImportance(widget.HighImportance)
	if seg := b.label.Segments[0].(*widget.TextSegment); seg.Style.ColorName != theme.ColorNameForegroundOnPrimary {
		t.Errorf("a high-importance button's text is in %q", seg.Style.ColorName)
	}
	b.Disable()
	test.Tap(b.Button())
	if taps != 1 || !b.Disabled() {
		t.Errorf("%d taps ran, disabled %v; want 1 (none while disabled)", taps, b.Disabled())
	}
	if seg := b.label.Segments[0].(*widget.TextSegment); seg.Style.ColorName != theme.ColorNameDisabled {
		t.Errorf("a disabled button's text is in %q", seg.Style.ColorName)
	}
}

// TestWrapButtonsShareARowWhereTheyFit: in a Row, wrapping buttons sit
// side by side where their words fit on one line each, and one above the
// other where they do not, as widget.Buttons do.
func TestWrapButtonsShareARowWhereTheyFit(t *testing.T) {
	test.NewTempApp(t)
	a, b := NewWrapButton("Start", nil, nil), NewWrapButton("Target", nil, nil)
	row := Row(a, b)
	w := test.NewWindow(row)
	defer w.Close()
	for _, c := range []struct {
		width  float32
		oneRow bool
	}{{400, true}, {100, false}} {
		layOutAt(row, c.width)
		if got := a.Position().Y == b.Position().Y; got != c.oneRow {
			t.Errorf("at %.0f px, in one row: %v, want %v", c.width, got, c.oneRow)
		}
	}
}

// TestWrapCheckTicksOnItsText: a tap on the text ticks the box, as on a
// widget.Check, and the text wraps where the room is narrow.
func TestWrapCheckTicksOnItsText(t *testing.T) {
	test.NewTempApp(t)
	var got []bool
	c := NewWrapCheck(longWords, func(on bool) { got = append(got, on) })
	w := test.NewWindow(c)
	defer w.Close()
	layOutAt(c, 150)
	if c.MinSize().Width > 150 {
		t.Errorf("at 150 px the check asks for %v", c.MinSize())
	}
	test.Tap(c)
	test.Tap(c.Check())
	c.Disable()
	test.Tap(c)
	if len(got) != 2 || !got[0] || got[1] || c.Checked() {
		t.Errorf("changes %v, checked %v; want ticked then unticked, nothing while disabled", got, c.Checked())
	}
}

// TestWrapSelectWrapsItsChoice: a choice longer than the select's width is
// drawn whole on more lines, never cut short with "…".
func TestWrapSelectWrapsItsChoice(t *testing.T) {
	test.NewTempApp(t)
	s := NewWrapSelect([]string{longWords, "Short"}, nil)
	plain := widget.NewSelect([]string{"Short"}, nil)
	w := test.NewWindow(container.NewVBox(s, plain))
	defer w.Close()
	w.Resize(fyne.NewSize(400, 600))
	pick(t, w, &s.Select, longWords)
	pick(t, w, plain, "Short")
	if s.Selected != longWords || plain.Selected != "Short" {
		t.Fatalf("picked %q and %q", s.Selected, plain.Selected)
	}
	layOutAt(s, 150)
	var lines []string
	walkTexts(s, func(x *canvas.Text) { lines = append(lines, x.Text) })
	if joined := strings.Join(lines, " "); strings.Contains(joined, "…") || strings.Join(strings.Fields(joined), " ") != longWords {
		t.Errorf("the choice is drawn as %q", lines)
	}
	if s.MinSize().Height <= plain.MinSize().Height {
		t.Errorf("the wrapped select is %v high, a one-line one %v", s.MinSize().Height, plain.MinSize().Height)
	}
}

// pick taps sel open on w and taps its item option, as a player picks
// from the list (app/internal/uitest's Pick, which app/ui cannot import).
func pick(t *testing.T, w fyne.Window, sel *widget.Select, option string) {
	t.Helper()
	test.Tap(sel)
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("tapping the list opened nothing")
	}
	var item fyne.Tappable // the deepest tappable showing option
	var visit func(o fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) {
		if tp, ok := o.(fyne.Tappable); ok && o != top {
			walkTexts(o, func(x *canvas.Text) {
				if x.Text == option {
					item = tp
				}
			})
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				visit(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				visit(c)
			}
		}
	}
	visit(top)
	if item == nil {
		t.Fatalf("no item %q in the list", option)
	}
	test.Tap(item)
}

// walkTexts calls visit for every canvas text below o.
func walkTexts(o fyne.CanvasObject, visit func(*canvas.Text)) {
	switch x := o.(type) {
	case *canvas.Text:
		visit(x)
	case *fyne.Container:
		for _, c := range x.Objects {
			walkTexts(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walkTexts(c, visit)
		}
	}
}
