package yourcopy

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// tapNth taps the n-th (from 0) visible button labelled text.
func tapNth(t *testing.T, root fyne.CanvasObject, text string, n int) {
	t.Helper()
	var found []*widget.Button
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = append(found, b)
		}
	})
	if len(found) <= n {
		t.Fatalf("button %q number %d asked for, %d shown: %v", text, n, len(found), uitest.Texts(root))
	}
	test.Tap(found[n])
}

func TestEnterYusufCardsByTapping(t *testing.T) {
	w, c := open(t)
	done := 0
	q := Ask(w, c, "yusuf.cards.alarife", func() { done++ })
	w.SetContent(q)
	// The alarife rondel is not recorded: the card editor asks for it first.
	if !uitest.HasText(q, "What are the spaces of the Alarife rondel") {
		t.Fatalf("rondel not asked: %v", uitest.Texts(q))
	}
	uitest.TypeInto(uitest.Entries(q)[0], "Palacio\nTorre\nJardín")
	uitest.Tap(t, q, "Record the spaces")
	if got := c.Get().Yusuf.Rondels[yusuf.Alarife]; !reflect.DeepEqual(got, []string{"Palacio", "Torre", "Jardín"}) {
		t.Fatalf("rondel recorded as %v", got)
	}
	uitest.Tap(t, q, "Record and next card")
	if !uitest.HasText(q, "Choose the rondel space at the top of the card.") {
		t.Fatal("a card without its space was recorded")
	}
	uitest.Tap(t, q, "Torre")
	uitest.Tap(t, q, "Marble")
	uitest.Tap(t, q, "Major building")
	tapNth(t, q, "Warehouse", 1) // the second action's row
	uitest.Tap(t, q, "PP and/or parias")
	uitest.TypeInto(uitest.Entries(q)[0], "2")
	if !uitest.HasText(q, "Torre") || !uitest.HasText(q, "2 PP") {
		t.Fatalf("the card is not drawn as entered: %v", uitest.Texts(q))
	}
	uitest.Tap(t, q, "Record and next card")
	want := yusuf.Card{ID: "alarife-1", Deck: yusuf.Alarife, Space: "Torre", Discard: yusuf.DiscardMarble,
		Actions: []yusuf.Action{yusuf.MajorBuilding, yusuf.Warehouse}, Bottom: yusuf.Bottom{PP: 2}}
	if got, ok := c.Get().Yusuf.Card("alarife-1"); !ok || !reflect.DeepEqual(got, want) {
		t.Fatalf("recorded %+v, want %+v", got, want)
	}
	// The next card opens blank, and a special bottom is two taps.
	if done != 0 || !uitest.HasText(q, "?") { // the blank card shows no space yet
		t.Fatal("the next card did not open blank")
	}
	uitest.Tap(t, q, "Jardín")
	uitest.Tap(t, q, "No discard icon")
	uitest.Tap(t, q, "No action")
	uitest.Tap(t, q, "+1 PP per …")
	uitest.Tap(t, q, "+1 PP per poem card")
	uitest.Tap(t, q, "Record this card")
	got, ok := c.Get().Yusuf.Card("alarife-2")
	if !ok || got.Bottom.Per != yusuf.PerPoem || len(got.Actions) != 0 || done != 1 {
		t.Fatalf("second card %+v (done %d)", got, done)
	}
	if m := c.Get().Yusuf.Missing(); len(m) == 0 || m[0].Field != "cards.alarife" {
		t.Fatalf("missing: %v", m)
	}
}
