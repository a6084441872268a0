// Package uitest starts test apps and finds widgets in a rendered Fyne
// tree, for UI tests that tap buttons and read what the screen shows.
package uitest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// NewApp starts a test app in English whose storage folder (where
// app/store keeps the state) is the test's own, drawn in the app's own
// theme in its light mode (ui.TableTheme, as the screenshots' light
// pictures): every size, fit and tap a test measures is the one a player
// gets, not the smaller one of Fyne's test theme.
func NewApp(t testing.TB) fyne.App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	a.Settings().SetTheme(ui.TableTheme{Mode: ui.ThemeLight})
	if err := translation.Use("en"); err != nil {
		t.Fatal(err)
	}
	return a
}

// Walk calls visit for o and every visible object below it, including the
// objects that widgets render.
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			Walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			Walk(c, visit)
		}
	}
}

// Button returns the first visible button whose text is text, or nil: a
// widget.Button, or else the button under a ui.WrapButton's wrapped text.
func Button(root fyne.CanvasObject, text string) *widget.Button {
	if b := first(root, func(b *widget.Button) bool { return b.Text == text }); b != nil {
		return b
	}
	if b := first(root, func(b *ui.WrapButton) bool { return b.Text == text }); b != nil {
		return b.Button()
	}
	return nil
}

// first returns the first visible object of type T below root that is as
// wanted, or T's zero value.
func first[T fyne.CanvasObject](root fyne.CanvasObject, wanted func(T) bool) T {
	var found T
	done := false
	Walk(root, func(o fyne.CanvasObject) {
		if x, ok := o.(T); ok && !done && wanted(x) {
			found, done = x, true
		}
	})
	return found
}

// Window shows content in a desktop-sized test window, closed when the
// test ends.
func Window(t testing.TB, content fyne.CanvasObject) fyne.Window {
	t.Helper()
	w := test.NewWindow(content)
	w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(w.Close)
	return w
}

// MainButton returns the first visible main button (ui.MainButton) whose
// text is text, or nil.
func MainButton(root fyne.CanvasObject, text string) *ui.MainButton {
	return first(root, func(b *ui.MainButton) bool { return b.Text == text })
}

// Tap taps the first visible button, or else main button, whose text is
// text; the test fails when there is none.
func Tap(t testing.TB, root fyne.CanvasObject, text string) {
	t.Helper()
	if b := Button(root, text); b != nil {
		test.Tap(b)
		return
	}
	if b := MainButton(root, text); b != nil {
		test.Tap(b)
		return
	}
	t.Fatalf("no button %q among %v", text, Texts(root))
}

// Check returns the first visible check box labelled text (a widget.Check,
// or else the box of a ui.WrapCheck); the test fails when there is none.
func Check(t testing.TB, root fyne.CanvasObject, text string) *widget.Check {
	t.Helper()
	found := first(root, func(c *widget.Check) bool { return c.Text == text })
	if found == nil {
		if c := first(root, func(c *ui.WrapCheck) bool { return c.Text == text }); c != nil {
			found = &c.Check().Check
		}
	}
	if found == nil {
		t.Fatalf("no check box %q", text)
	}
	return found
}

// Texts returns every visible label, rich-text segment and canvas text.
func Texts(root fyne.CanvasObject) []string {
	var out []string
	Walk(root, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *ui.WrapText:
			out = append(out, x.Text)
		case *canvas.Text:
			out = append(out, x.Text)
		case *widget.Button:
			out = append(out, x.Text)
		case *ui.WrapButton:
			out = append(out, x.Text)
		case *ui.WrapCheck:
			out = append(out, x.Text)
		case *widget.Entry:
			out = append(out, x.Text)
		}
	})
	return out
}

// HasText reports whether some visible text contains sub.
func HasText(root fyne.CanvasObject, sub string) bool {
	for _, t := range Texts(root) {
		if strings.Contains(t, sub) {
			return true
		}
	}
	return false
}

// Entries returns every visible entry, in tree order.
func Entries(root fyne.CanvasObject) []*widget.Entry {
	var out []*widget.Entry
	Walk(root, func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok {
			out = append(out, e)
		}
	})
	return out
}

// InView fails the test unless o is shown whole within the canvas c, as
// the player sees it (inside scrolled pages, after their scrolling). The
// canvas is laid out first, as the next frame would.
func InView(t testing.TB, c fyne.Canvas, o fyne.CanvasObject) {
	t.Helper()
	LayOut(c.Content()) // lay out what changed, as the next frame does
	pos, found := absolutePosition(c.Content(), o, fyne.NewPos(0, 0))
	if !found {
		t.Fatalf("%T is not shown on the canvas", o)
	}
	pos = pos.Add(c.Content().Position())
	size, view := o.Size(), c.Size()
	if pos.Y < 0 || pos.X < 0 || pos.Y+size.Height > view.Height+1 || pos.X+size.Width > view.Width+1 {
		t.Errorf("%T at %v, %v is not within the %v window", o, pos, size, view)
	}
}

// LayOut lays o and everything below it out again at their sizes, parents
// before children, as the driver does when something was shown or hidden.
func LayOut(o fyne.CanvasObject) {
	if o == nil || !o.Visible() {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		if x.Layout != nil {
			x.Layout.Layout(x.Objects, x.Size())
		}
		for _, c := range x.Objects {
			LayOut(c)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(x)
		r.Layout(x.Size())
		for _, c := range r.Objects() {
			LayOut(c)
		}
	}
}

// absolutePosition finds o among the visible objects below root, whose
// own position is at, and returns where o stands.
func absolutePosition(root, o fyne.CanvasObject, at fyne.Position) (fyne.Position, bool) {
	if root == nil || !root.Visible() {
		return at, false
	}
	if root == o {
		return at, true
	}
	var children []fyne.CanvasObject
	switch x := root.(type) {
	case *fyne.Container:
		children = x.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(x).Objects()
	}
	for _, c := range children {
		if p, ok := absolutePosition(c, o, at.Add(c.Position())); ok {
			return p, true
		}
	}
	return at, false
}

// TypeInto replaces what entry shows as a player does: tap it, select all
// with the keyboard shortcut and type text over the selection (an empty
// text deletes it with Backspace). Every keystroke reaches OnChanged, as at
// the table.
func TypeInto(e *widget.Entry, text string) {
	test.Tap(e)
	// The window's focus moves to e, as a tap does, so the field typed into
	// before loses it.
	if c := fyne.CurrentApp().Driver().CanvasForObject(e); c != nil {
		c.Focus(e)
	}
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	if text == "" {
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		return
	}
	test.Type(e, text)
}

// Choose opens sel with a tap and taps the menu item option in the pop-up,
// as a player picks from a drop-down; the test fails when there is none.
func Choose(t testing.TB, c fyne.Canvas, sel *widget.Select, option string) {
	t.Helper()
	test.Tap(sel)
	top := c.Overlays().Top()
	if top == nil {
		t.Fatalf("tapping the %q list opened nothing", sel.Selected)
	}
	var item fyne.Tappable // the deepest tappable showing option: the menu item, not its menu
	Walk(top, func(o fyne.CanvasObject) {
		if tp, ok := o.(fyne.Tappable); ok && o != top && hasOwnText(o, option) {
			item = tp
		}
	})
	if item == nil {
		t.Fatalf("no item %q in the list: %v", option, Texts(top))
	}
	test.Tap(item)
}

// hasOwnText reports whether the tappable o shows exactly text itself.
func hasOwnText(o fyne.CanvasObject, text string) bool {
	w, ok := o.(fyne.Widget)
	if !ok {
		return false
	}
	for _, c := range test.WidgetRenderer(w).Objects() {
		found := false
		Walk(c, func(x fyne.CanvasObject) {
			switch v := x.(type) {
			case *canvas.Text:
				found = found || v.Text == text
			case *widget.Label:
				found = found || v.Text == text
			case *widget.RichText:
				found = found || v.String() == text
			}
		})
		if found {
			return true
		}
	}
	return false
}

// Select returns the n-th visible drop-down (from 0) in tree order, a
// widget.Select or the one in a ui.WrapSelect; the test fails when there
// are fewer.
func Select(t testing.TB, root fyne.CanvasObject, n int) *widget.Select {
	t.Helper()
	var all []*widget.Select
	Walk(root, func(o fyne.CanvasObject) {
		switch s := o.(type) {
		case *widget.Select:
			all = append(all, s)
		case *ui.WrapSelect:
			all = append(all, &s.Select)
		}
	})
	if n >= len(all) {
		t.Fatalf("drop-down %d asked for, %d shown", n, len(all))
	}
	return all[n]
}

// RadioOption returns the tappable option labelled label: the item of the
// first radio group offering it, the button of a choice row (ui.Choice), or
// a button captioned with it (captioned);
// the test fails when there is none. Tapping it goes through the widget's
// own Tapped, as a finger does.
func RadioOption(t testing.TB, root fyne.CanvasObject, label string) fyne.Tappable {
	t.Helper()
	var found fyne.Tappable
	Walk(root, func(o fyne.CanvasObject) {
		if found != nil {
			return
		}
		switch x := o.(type) {
		case *widget.RadioGroup:
			for _, item := range test.WidgetRenderer(x).Objects() {
				if tp, ok := item.(fyne.Tappable); ok && hasOwnText(item, label) {
					found = tp
					return
				}
			}
		case *ui.Choice:
			if b := Button(x, label); b != nil {
				found = b
			}
		case *fyne.Container:
			if b := captioned(x, label); b != nil {
				found = b
			}
		}
	})
	if found == nil {
		t.Fatalf("no radio option %q", label)
	}
	return found
}

// captioned is the button of c when c stacks a button without text under
// a caption with a label showing label (a choice whose option shows more
// than a word, as Sabika's wish tiles with what each scores), or nil.
func captioned(c *fyne.Container, label string) *widget.Button {
	if len(c.Objects) != 2 {
		return nil
	}
	b, ok := c.Objects[0].(*widget.Button)
	if !ok || b.Text != "" {
		return nil
	}
	var shown bool
	Walk(c.Objects[1], func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == label {
			shown = true
		}
	})
	if !shown {
		return nil
	}
	return b
}

// Pick opens the drop-down sel on the canvas showing it and taps its item
// option, as a player picks from the list.
func Pick(t testing.TB, sel *widget.Select, option string) {
	t.Helper()
	c := fyne.CurrentApp().Driver().CanvasForObject(sel)
	if c == nil {
		t.Fatalf("the %q list is not on any window", sel.Selected)
	}
	Choose(t, c, sel, option)
}

// PickIndex picks the i-th item (from 0) of the drop-down sel.
func PickIndex(t testing.TB, sel *widget.Select, i int) {
	t.Helper()
	if i < 0 || i >= len(sel.Options) {
		t.Fatalf("item %d asked for, the list has %d", i, len(sel.Options))
	}
	Pick(t, sel, sel.Options[i])
}
