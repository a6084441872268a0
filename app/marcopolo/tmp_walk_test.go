package marcopolo

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

func TestTmpWalk(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	w.Resize(fyne.NewSize(390, 844))
	r := newRoundsScreen(w)
	w.SetContent(r.root)
	buttons := func(text string) []*widget.Button {
		var out []*widget.Button
		uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok && b.Text == text {
				out = append(out, b)
			}
		})
		return out
	}
	uitest.Tap(t, w.Content(), "Redo")
	for _, seq := range [][2]int{{3, 0}, {2, 0}, {2, 1}, {3, 1}, {3, 0}, {4, 1}, {5, 0}} {
		bs := buttons(string(rune('0' + seq[0])))
		if seq[1] < len(bs) {
			test.Tap(bs[seq[1]])
			t.Logf("tapped %d #%d", seq[0], seq[1])
		}
	}
	uitest.Tap(t, w.Content(), "Redo")
	uitest.Tap(t, w.Content(), "Undo")
	t.Log(len(uitest.Texts(w.Content())))
}
