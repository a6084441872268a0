package yourcopy

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/data/sabika/edition"
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
	tapNth(t, q, "Warehouse", 1)               // the second action's row
	uitest.TypeInto(uitest.Entries(q)[0], "2") // the PP at the bottom
	if !uitest.HasText(q, "Torre") || !uitest.HasText(q, "2 PP") {
		t.Fatalf("the card is not drawn as entered: %v", uitest.Texts(q))
	}
	uitest.Tap(t, q, "Record and next card")
	want := yusuf.Card{ID: "alarife-1", Deck: yusuf.Alarife, Space: "Torre", Discard: yusuf.DiscardMarble,
		Actions: []yusuf.Action{yusuf.MajorBuilding, yusuf.Warehouse}, Bottom: yusuf.Bottom{PP: 2}}
	if got, ok := c.Get().Yusuf.Card("alarife-1"); !ok || !reflect.DeepEqual(got, want) {
		t.Fatalf("recorded %+v, want %+v", got, want)
	}
	// The next card opens preset from the one recorded: only what differs
	// is tapped, and a special bottom is picked from the drop-down.
	if done != 0 || !uitest.HasText(q, "As card 1: tap only what differs") || !uitest.HasText(q, "2 PP") {
		t.Fatalf("the next card is not preset from the first: %v", uitest.Texts(q))
	}
	uitest.Tap(t, q, "Jardín")
	uitest.Tap(t, q, "None")
	uitest.Tap(t, q, "No action")
	uitest.Choose(t, w.Canvas(), uitest.Select(t, q, 0), "+1 PP per poem card")
	uitest.Tap(t, q, "Record this card")
	got, ok := c.Get().Yusuf.Card("alarife-2")
	if !ok || got.Bottom.Per != yusuf.PerPoem || len(got.Actions) != 0 || done != 1 {
		t.Fatalf("second card %+v (done %d)", got, done)
	}
	if m := c.Get().Yusuf.Missing(); len(m) == 0 || m[0].Field != "cards.alarife" {
		t.Fatalf("missing: %v", m)
	}
}

func TestEditAndDeleteACardThenUndo(t *testing.T) {
	s, w := openScreen(t)
	root := w.Content()
	if err := s.c.Update(sample); err != nil {
		t.Fatal(err)
	}
	uitest.Tap(t, root, "Yusuf")
	uitest.Tap(t, root, "Edit card 2")
	uitest.Tap(t, root, "Torre")
	uitest.TypeInto(uitest.Entries(root)[1], "2") // parias: the special count goes
	uitest.Tap(t, root, "Record this card")
	got, _ := s.c.Get().Yusuf.Card("alarife-2")
	if got.Space != "Torre" || got.Bottom != (yusuf.Bottom{Parias: 2}) || got.Discard != yusuf.DiscardBoth {
		t.Fatalf("edited card %+v", got)
	}
	if !uitest.HasText(root, "Alarife deck: 3 of 12 cards recorded") {
		t.Fatal("recording did not go back to the list")
	}
	uitest.Tap(t, root, "Edit card 1")
	uitest.Tap(t, root, "Delete this card")
	if _, ok := s.c.Get().Yusuf.Card("alarife-1"); ok || !uitest.HasText(root, "Alarife deck: 2 of 12 cards recorded") {
		t.Fatal("the card was not deleted")
	}
	uitest.Tap(t, root, "Undo")
	if _, ok := s.c.Get().Yusuf.Card("alarife-1"); !ok || !uitest.HasText(root, "Alarife deck: 3 of 12 cards recorded") {
		t.Fatal("undo did not bring the card back")
	}
}

func TestTilesAndDeckSizes(t *testing.T) {
	w, c := open(t)
	q := Ask(w, c, "yusuf.deck_sizes", nil)
	w.SetContent(q)
	tapNth(t, q, "Comerciante", 3) // the 4th tile shows a comerciante
	entries := uitest.Entries(q)
	uitest.TypeInto(entries[0], "11")
	uitest.Tap(t, q, "Record tiles and decks")
	if !uitest.HasText(q, "Not recorded: the decks hold 25 cards, the box holds 26") {
		t.Fatalf("wrong deck sizes not refused beside the field: %v", uitest.Texts(q))
	}
	uitest.TypeInto(entries[1], "8")
	uitest.Tap(t, q, "Record tiles and decks")
	y := c.Get().Yusuf
	if y.Tiles[3] != yusuf.Comerciante || y.DeckSizes[yusuf.Alarife] != 11 || y.DeckSizes[yusuf.Comerciante] != 8 {
		t.Fatalf("recorded %v %v", y.Tiles, y.DeckSizes)
	}
}

func TestImportKeepsWhatItLeavesUnknown(t *testing.T) {
	cur := edition.New()
	sample(cur)
	merged := edition.Merge(cur, friend())
	if err := merged.Check(); err != nil {
		t.Fatal(err)
	}
	if len(merged.Yusuf.Rondels[yusuf.Alarife]) != 5 || len(merged.Yusuf.Rondels[yusuf.Poetisa]) != 2 || len(merged.Yusuf.Cards) != 4 {
		t.Fatalf("merged Yusuf %+v", merged.Yusuf)
	}
	if *merged.Tribute[1] != 5 || *merged.Tribute[0] != 4 || len(merged.Wishes[0].Elements) != 1 {
		t.Fatalf("merged %+v", merged)
	}
}

func TestRondelChangeKeepsCardsOnTheirSpaces(t *testing.T) {
	w, c := open(t)
	if err := c.Update(sample); err != nil {
		t.Fatal(err)
	}
	q := Ask(w, c, "yusuf.rondels.alarife", nil)
	w.SetContent(q)
	entry := uitest.Entries(q)[0]
	uitest.TypeInto(entry, "Palacio\nJardín\nPuerta\nFuente")
	uitest.Tap(t, q, "Record the spaces")
	if !uitest.HasText(q, "Card 1 sends the worker to Torre, which this list no longer has") {
		t.Fatalf("%v", uitest.Texts(q))
	}
	uitest.TypeInto(entry, "Palacio\nTorre\nPalacio")
	uitest.Tap(t, q, "Record the spaces")
	if !uitest.HasText(q, `Alarife rondel: space "Palacio" is written twice`) || len(c.Get().Yusuf.Rondels["alarife"]) != 5 {
		t.Fatal("a repeated space was recorded")
	}
	uitest.TypeInto(entry, "Palacio\nTorre\nJardín\nPuerta\nFuente\nMexuar")
	uitest.Tap(t, q, "Record the spaces")
	if got := c.Get().Yusuf.Rondels["alarife"]; len(got) != 6 || got[5] != "Mexuar" {
		t.Fatalf("recorded %v", got)
	}
}
