package yourcopy

import (
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// pasteInto pastes text into e, as a player pastes an edition file's text
// or a code into the field that asks for it: in one go, replacing what the
// field held (typed letter by letter, a file's text took most of a test).
func pasteInto(e *widget.Entry, text string) {
	test.Tap(e)
	if c := fyne.CurrentApp().Driver().CanvasForObject(e); c != nil {
		c.Focus(e)
	}
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent(text)
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
}

// scrollTo scrolls the screen as a player does until o is in view.
func scrollTo(s *screen, o fyne.CanvasObject) {
	d := fyne.CurrentApp().Driver()
	y := d.AbsolutePositionForObject(o).Y - d.AbsolutePositionForObject(s.scroll).Y
	s.scroll.ScrollToOffset(fyne.NewPos(0, s.scroll.Offset.Y+y-100))
}

// label finds the label showing text.
func label(t *testing.T, root fyne.CanvasObject, text string) *widget.Label {
	t.Helper()
	var found *widget.Label
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && found == nil && strings.Contains(l.Text, text) {
			found = l
		}
	})
	if found == nil {
		t.Fatalf("no label shows %q: %v", text, uitest.Texts(root))
	}
	return found
}

// On a phone, a refusal, the import's changes with its Apply, and "The
// code is on the clipboard." show where the player just tapped, not at
// the top of the section.
func TestMessagesShowWhereThePlayerTapped(t *testing.T) {
	s, w := openScreen(t)
	w.Resize(fyne.NewSize(360, 740))
	root := w.Content()
	uitest.Tap(t, root, "Share")
	importButton := uitest.Button(root, "Import the pasted text")
	scrollTo(s, importButton)
	uitest.InView(t, w.Canvas(), importButton)
	uitest.TypeInto(uitest.Entries(root)[0], "hello")
	uitest.Tap(t, root, "Import the pasted text")
	uitest.InView(t, w.Canvas(), label(t, root, "Nothing was changed."))

	code, _ := friend().BoardCode()
	uitest.TypeInto(uitest.Entries(root)[0], code)
	uitest.Tap(t, root, "Import the pasted text")
	uitest.InView(t, w.Canvas(), label(t, root, "This import changes:"))
	uitest.InView(t, w.Canvas(), uitest.Button(root, "Apply these changes"))
	uitest.Tap(t, root, "Apply these changes")
	uitest.InView(t, w.Canvas(), label(t, root, "Imported. Undo takes it back."))

	copyButton := uitest.Button(root, "Copy the code")
	scrollTo(s, copyButton)
	uitest.Tap(t, root, "Copy the code")
	uitest.InView(t, w.Canvas(), label(t, root, "The code is on the clipboard."))
}

// An import that renames a rondel this copy's cards stand on names each
// card in the preview and offers no Apply; nothing changes.
func TestImportConflictsAreNamedAndNotApplied(t *testing.T) {
	s, w := openScreen(t)
	root := w.Content()
	if err := s.c.Update(func(e *edition.Edition) { *e = *friend() }); err != nil {
		t.Fatal(err)
	}
	before := s.c.Get()
	renamed := edition.New()
	renamed.Yusuf.Rondels[yusuf.Poetisa] = []string{"Comares", "Leones"}
	data, err := renamed.Export()
	if err != nil {
		t.Fatal(err)
	}
	uitest.Tap(t, root, "Share")
	pasteInto(uitest.Entries(root)[0], string(data))
	uitest.Tap(t, root, "Import the pasted text")
	for _, want := range []string{"Poetisa rondel: Torre de las Damas, Mexuar, becomes Comares, Leones", "It cannot be applied",
		"Poetisa card 1: \"Mexuar\" is not a space of the Poetisa rondel (Comares, Leones)"} {
		if !uitest.HasText(root, want) {
			t.Errorf("%q not shown: %v", want, uitest.Texts(root))
		}
	}
	if uitest.Button(root, "Apply these changes") != nil {
		t.Fatal("Apply offered for an import that cannot apply")
	}
	uitest.Tap(t, root, "Cancel")
	if d := edition.Diff(before, s.c.Get()); len(d) != 0 {
		t.Fatalf("a conflicting import changed %v", d)
	}
}

// A file whose cards are refused lists every refused card, in the player's
// language, never the engine's English or its field paths.
func TestEveryRefusedCardIsListedInTheirLanguage(t *testing.T) {
	_, w := openScreen(t)
	e := friend()
	e.Yusuf.Cards = append(e.Yusuf.Cards, yusuf.Card{ID: "poetisa-2", Deck: yusuf.Poetisa, Space: "Mexuar", Discard: yusuf.DiscardNone})
	data := exportUnchecked(t, e)
	data = strings.Replace(data, `"space":"Mexuar"`, `"space":"Alhambra"`, 2)
	data = strings.Replace(data, `"actions":["carve"]`, `"actions":["export"]`, 1)
	if err := translation.Use("es"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = translation.Use("en") })
	s := newScreen(w)
	w.SetContent(s.object)
	root := w.Content()
	uitest.Tap(t, root, "Compartir")
	pasteInto(uitest.Entries(root)[0], data)
	uitest.Tap(t, root, "Importar el texto pegado")
	for _, want := range []string{"Carta 1 de Poetisa: «Alhambra» no es un espacio del rondel de Poetisa (Torre de las Damas, Mexuar)",
		"Carta 1 de Poetisa: «Exportar» no es una acción de Poetisa", "Carta 2 de Poetisa: «Alhambra» no es un espacio del rondel de Poetisa"} {
		if !uitest.HasText(root, want) {
			t.Errorf("%q not shown: %v", want, uitest.Texts(root))
		}
	}
	for _, shown := range uitest.Texts(root) {
		if strings.Contains(shown, "yusuf.cards") || strings.Contains(shown, "is not a space") {
			t.Errorf("the engine's words shown: %q", shown)
		}
	}
}

// exportUnchecked is e as an edition file, without Export's check.
func exportUnchecked(t *testing.T, e *edition.Edition) string {
	t.Helper()
	data, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
