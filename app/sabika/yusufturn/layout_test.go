package yusufturn

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

// On a desktop the solo game shows Yusuf's panel and the player's
// end-of-round steps side by side, both inside the window; on a phone
// they are stacked, his panel first. Checked at a turn and at the end of
// a round reached by tapping.
func TestSideBySideOnADesktop(t *testing.T) {
	for _, size := range []fyne.Size{desktop, phone} {
		w := openScreen(t, testEdition(true), size)
		startGame(t, w)
		checkColumns(t, w, size, "Yusuf's turn (1 of 4)")
		for turn := 1; turn <= 4; turn++ {
			playTurn(t, w, turn, turn)
		}
		checkColumns(t, w, size, "Test-city · Yusuf +2 PP")
	}
}

// checkColumns compares where the panel's button and the step's heading
// lie; the step's confirm button, pinned below the page, lies within the
// window.
func checkColumns(t *testing.T, w fyne.Window, size fyne.Size, panelButton string) {
	t.Helper()
	root := w.Content()
	panel, pOK := buttonAt(root, panelButton)
	confirm, cOK := buttonAt(root, "Confirm this step")
	step, sOK := labelAt(root, "End of round")
	if !pOK || !sOK || !cOK {
		t.Fatalf("%v: button %q, the step's heading and its confirm not all shown: %v", size, panelButton, uitest.Texts(root))
	}
	uitest.InView(t, w.Canvas(), uitest.Button(root, "Confirm this step"))
	right := confirm.pos.X + confirm.size.Width
	switch {
	case right > size.Width+1:
		t.Fatalf("%v: the step's confirm ends at %v, beyond the window", size, right)
	case size == desktop && step.pos.X < panel.pos.X+panel.size.Width:
		t.Fatalf("desktop: the step (x %v) is not beside his panel (x %v, width %v)", step.pos.X, panel.pos.X, panel.size.Width)
	case size == phone && (step.pos.Y < panel.pos.Y || step.pos.X > panel.pos.X+1):
		t.Fatalf("phone: the step (%v) is not under his panel (%v)", step.pos, panel.pos)
	}
}

// placed is an object's absolute position and size.
type placed struct {
	pos  fyne.Position
	size fyne.Size
}

// buttonAt finds the button labelled text and where it lies in root.
func buttonAt(root fyne.CanvasObject, text string) (placed, bool) {
	var found placed
	ok := false
	walkPlaced(root, func(o fyne.CanvasObject, at fyne.Position) {
		if b, isB := o.(*widget.Button); isB && b.Text == text && !ok {
			found, ok = placed{at, b.Size()}, true
		}
	})
	return found, ok
}

// labelAt finds the first label whose text starts with prefix and where
// it lies in root.
func labelAt(root fyne.CanvasObject, prefix string) (placed, bool) {
	var found placed
	ok := false
	walkPlaced(root, func(o fyne.CanvasObject, at fyne.Position) {
		if l, isL := o.(*widget.Label); isL && strings.HasPrefix(l.Text, prefix) && !ok {
			found, ok = placed{at, l.Size()}, true
		}
	})
	return found, ok
}

// walkPlaced visits every visible object under root with its absolute
// position.
func walkPlaced(root fyne.CanvasObject, visit func(o fyne.CanvasObject, at fyne.Position)) {
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		if !o.Visible() {
			return
		}
		at = at.Add(o.Position())
		visit(o, at)
		var children []fyne.CanvasObject
		switch x := o.(type) {
		case *fyne.Container:
			children = x.Objects
		case fyne.Widget:
			children = test.WidgetRenderer(x).Objects()
		}
		for _, c := range children {
			walk(c, at)
		}
	}
	walk(root, fyne.Position{})
}
