package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// phoneWidth is the narrowest phone the app is made for (360×740).
const phoneWidth, phoneHeight = 360, 740

// minTouch is the smallest touch target a finger hits reliably at a table.
const minTouch = 44

// TestEveryScreenIsUsableOnAPhone opens the home screen and every feature
// at 360 px in every language and checks what a player's finger and eye
// meet: every tappable widget is at least 44 px high (and 44 px wide when
// it shows only an icon), and nothing reaches past the right edge of the
// screen or of the scroll it lives in.
func TestEveryScreenIsUsableOnAPhone(t *testing.T) {
	a := test.NewTempApp(t)
	t.Setenv("TMPDIR", t.TempDir())
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range translation.Languages {
		a.Preferences().SetString(ui.PrefLanguage, code)
		w, s := NewMainWindow(a)
		w.Resize(fyne.NewSize(phoneWidth, phoneHeight))
		checkPhone(t, code+" home", w)
		for _, g := range s.games() {
			for _, f := range g.features {
				s.Open(f.id)
				w.Resize(fyne.NewSize(phoneWidth, phoneHeight))
				checkPhone(t, code+" "+f.id, w)
				s.nav.pop()
			}
		}
		w.Close()
	}
}

// checkPhone walks what w shows, with each object's place on screen. When
// something reaches past the right edge of the screen (or of the scroll it
// lives in), it reports where the trouble starts: the innermost objects
// that ask for more width than they have or, when none does, the
// outermost ones laid out wider than their room.
func checkPhone(t testing.TB, where string, w fyne.Window) {
	t.Helper()
	var needy, stretched []string
	var walk func(o fyne.CanvasObject, at fyne.Position, right float32, inStretched bool) bool
	walk = func(o fyne.CanvasObject, at fyne.Position, right float32, inStretched bool) (needyBelow bool) {
		if o == nil || !o.Visible() {
			return false
		}
		pos := at.Add(o.Position())
		size := o.Size()
		if why := smallTarget(o); why != "" {
			t.Errorf("%s: %s is %s", where, describe(o), why)
		}
		room := right - pos.X
		isStretched := size.Width > room+0.5 && size.Width > 0
		if isStretched && !inStretched {
			stretched = append(stretched, fmt.Sprintf("%s is laid out %.0f px past the edge", describe(o), size.Width-room))
		}
		for _, c := range inside(o) {
			inner, limit := pos, right
			if sc, ok := o.(*container.Scroll); ok {
				inner = pos.Subtract(sc.Offset)
				limit = pos.X + size.Width
				if sc.Direction == container.ScrollHorizontalOnly || sc.Direction == container.ScrollBoth {
					limit = inner.X + sc.Content.Size().Width // scrolls sideways: wide is fine
				}
			}
			if side, ok := o.(*ui.SideScroll); ok {
				inner = pos.Subtract(side.Offset)
				limit = inner.X + side.Content.Size().Width
			}
			needyBelow = walk(c, inner, limit, inStretched || isStretched) || needyBelow
		}
		if !needyBelow && size.Width > 0 && o.MinSize().Width > room+0.5 {
			needy = append(needy, fmt.Sprintf("%s needs %.0f px but has %.0f before the edge", describe(o), o.MinSize().Width, room))
			return true
		}
		return needyBelow
	}
	walk(w.Content(), fyne.NewPos(0, 0), phoneWidth, false)
	if len(needy) == 0 {
		needy = stretched
	}
	for _, n := range needy {
		t.Errorf("%s: %s", where, n)
	}
}

// inside lists the objects o shows: a scroll's content, a container's
// objects or what a widget renders (an entry's text stays inside it).
func inside(o fyne.CanvasObject) []fyne.CanvasObject {
	switch x := o.(type) {
	case *container.Scroll:
		return []fyne.CanvasObject{x.Content}
	case *ui.SideScroll:
		return []fyne.CanvasObject{x.Content}
	case *widget.Entry:
		return nil
	case *fyne.Container:
		return x.Objects
	case fyne.Widget:
		return test.WidgetRenderer(x).Objects()
	}
	return nil
}

// smallTarget says why o is too small for a finger, or "".
func smallTarget(o fyne.CanvasObject) string {
	if _, ok := o.(fyne.Tappable); !ok {
		if _, ok := o.(fyne.Focusable); !ok {
			return ""
		}
	}
	size := o.Size()
	if size.Height < minTouch-0.5 {
		return fmt.Sprintf("%.0f px high", size.Height)
	}
	if b, ok := o.(*widget.Button); ok && b.Text == "" && size.Width < minTouch-0.5 {
		return fmt.Sprintf("an icon %.0f px wide", size.Width)
	}
	return ""
}

// describe names o in a failure: its type and any text it shows.
func describe(o fyne.CanvasObject) string {
	switch x := o.(type) {
	case *widget.Button:
		return fmt.Sprintf("button %q", x.Text)
	case *widget.Label:
		return fmt.Sprintf("label %q", x.Text)
	case *ui.WrapText:
		return fmt.Sprintf("label %q", x.Text)
	case *widget.Check:
		return fmt.Sprintf("check %q", x.Text)
	case *ui.TickBox:
		return "tick box"
	case *ui.WrapButton:
		return fmt.Sprintf("button %q", x.Text)
	case *ui.WrapCheck:
		return fmt.Sprintf("check %q", x.Text)
	case *ui.Card:
		return fmt.Sprintf("card %q (%v)", x.Title, uitest.Texts(x)[:min(3, len(uitest.Texts(x)))])
	case *widget.RadioGroup:
		return fmt.Sprintf("radio group %q", x.Options)
	case *widget.Select:
		return fmt.Sprintf("list %q", x.Selected)
	case *ui.WrapSelect:
		return fmt.Sprintf("list %q", x.Selected)
	case *widget.Entry:
		return fmt.Sprintf("entry %q", x.Text)
	case *canvas.Text:
		return fmt.Sprintf("text %q", x.Text)
	case *widget.RichText:
		return fmt.Sprintf("text %q", x.String())
	}
	return fmt.Sprintf("%T", o)
}
