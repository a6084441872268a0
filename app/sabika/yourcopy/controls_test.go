package yourcopy

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/sabika/edition"
)

// While a wish tile's element is chosen and its PP typed, the drawn tile
// above keeps its size and the element's controls stay where they were.
func TestWishPreviewKeepsItsSize(t *testing.T) {
	_, w := openScreen(t)
	w.Resize(fyne.NewSize(360, 740))
	root := w.Content()
	uitest.Tap(t, root, "Edit tile B · 1 of 3")
	kind := uitest.Select(t, root, 0)
	d := fyne.CurrentApp().Driver()
	where := func() (float32, float32) {
		uitest.InView(t, w.Canvas(), kind) // lays the canvas out as the next frame does
		return d.AbsolutePositionForObject(kind).Y, d.AbsolutePositionForObject(uitest.Entries(root)[0]).Y
	}
	kindY, ppY := where()
	for _, step := range []func(){
		func() { uitest.Choose(t, w.Canvas(), kind, "Building type") },
		func() { uitest.Choose(t, w.Canvas(), uitest.Select(t, root, 1), "Palace") },
		func() { uitest.TypeInto(uitest.Entries(root)[0], "2") },
		func() { uitest.Choose(t, w.Canvas(), kind, "Seal") },
	} {
		step()
		if k, p := where(); k != kindY || p != ppY {
			t.Fatalf("the controls moved: kind %v → %v, PP %v → %v (%v)", kindY, k, ppY, p, uitest.Texts(root))
		}
	}
}

// After a tile is recorded the list is where the player left it, not at
// the top.
func TestListStaysWhereItWasAfterRecording(t *testing.T) {
	s, w := openScreen(t)
	w.Resize(fyne.NewSize(360, 740))
	root := w.Content()
	edit := uitest.Button(root, "Edit tile C · 2 of 3")
	scrollTo(s, edit)
	before := s.scroll.Offset
	if before.Y < 100 {
		t.Fatalf("the tile is near the top (offset %v): the test proves nothing", before)
	}
	uitest.Tap(t, root, "Edit tile C · 2 of 3")
	uitest.Choose(t, w.Canvas(), uitest.Select(t, root, 0), "Seal")
	uitest.TypeInto(uitest.Entries(root)[0], "1")
	uitest.Tap(t, root, "Record this tile")
	if s.scroll.Offset != before {
		t.Fatalf("the list scrolled to %v, it was at %v", s.scroll.Offset, before)
	}
	uitest.InView(t, w.Canvas(), uitest.Button(root, "Edit tile C · 2 of 3"))
}

// A question asking a number has the keyboard focus as it opens: the
// player types at once.
func TestQuestionNumberFieldHasTheFocus(t *testing.T) {
	_, w := openScreen(t)
	root := w.Content()
	uitest.Tap(t, root, "Record") // the tribute of the 2nd space
	entry := uitest.Entries(root)[0]
	if f, ok := w.Canvas().Focused().(*widget.Entry); !ok || f != entry {
		t.Fatalf("focused %T, want the number field", w.Canvas().Focused())
	}
}

// A value the engine refuses is told in the app's words, naming what is
// wrong in the player's language, never the engine's English.
func TestEngineRefusalIsTranslated(t *testing.T) {
	w, c := open(t)
	two := friend()
	second := two.Yusuf.Cards[0]
	second.ID = "poetisa-2"
	two.Yusuf.Cards = append(two.Yusuf.Cards, second)
	if err := c.Update(func(e *edition.Edition) { *e = *two }); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []struct{ code, record, want string }{
		{"en", "Record tiles and decks", "Yusuf's cards: 2 Poetisa cards recorded, the deck holds 1"},
		{"es", "", "Cartas de Yusuf: 2 cartas de Poetisa anotadas; el mazo tiene 1"},
	} {
		if err := translation.Use(lang.code); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = translation.Use("en") })
		q := Ask(w, c, "yusuf.deck_sizes", nil)
		w.SetContent(q)
		entries := uitest.Entries(q)
		uitest.TypeInto(entries[0], "18") // alarife
		uitest.TypeInto(entries[2], "1")  // poetisa: fewer than the 2 cards recorded
		record := lang.record
		if record == "" {
			record = uitest.Texts(q)[len(uitest.Texts(q))-1] // the record button, last
		}
		uitest.Tap(t, q, record)
		if !uitest.HasText(q, lang.want) || (lang.code != "en" && uitest.HasText(q, "cards recorded, the deck holds")) {
			t.Errorf("%s: %v", lang.code, uitest.Texts(q))
		}
	}
}
