package yourcopy

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
)

// open starts a test app with a window and the app's copy.
func open(t *testing.T) (fyne.Window, *Copy) {
	t.Helper()
	uitest.NewApp(t)
	w := uitest.Window(t, container.NewStack())
	return w, Open(w)
}

func TestUpdateChecksSavesAndUndoes(t *testing.T) {
	_, c := open(t)
	changes := 0
	c.OnChange(func() { changes++ })
	if err := c.Update(func(e *edition.Edition) { v := 4; e.Tribute[0] = &v }); err != nil {
		t.Fatal(err)
	}
	if got := c.Get().Tribute[0]; got == nil || *got != 4 {
		t.Fatalf("tribute[0] = %v, want 4", got)
	}
	err := c.Update(func(e *edition.Edition) { v := -1; e.StartDinars[2] = &v })
	var fe *edition.FieldError
	if !errors.As(err, &fe) || fe.Field != "start_dinars[2]" {
		t.Fatalf("a negative start dinars gave %v, want a FieldError on start_dinars[2]", err)
	}
	if c.Get().StartDinars[2] != nil || changes != 1 {
		t.Fatalf("a refused update changed something (changes %d)", changes)
	}
	// Get is a copy: writing it changes nothing.
	c.Get().Tribute[0] = nil
	if c.Get().Tribute[0] == nil {
		t.Fatal("Get shares the copy's values")
	}
	// The saved file holds the value; a new load reads it.
	saved := edition.New()
	if ok, err := store.Load(Key, saved, func(e *edition.Edition) error { return e.Check() }); !ok || err != nil || *saved.Tribute[0] != 4 {
		t.Fatalf("saved file: ok %v, err %v", ok, err)
	}
	if err := c.Undo(); err != nil || c.Get().Tribute[0] != nil || changes != 2 {
		t.Fatalf("undo: %v, tribute %v, changes %d", err, c.Get().Tribute[0], changes)
	}
	if err := c.Redo(); err != nil || *c.Get().Tribute[0] != 4 {
		t.Fatalf("redo: %v", err)
	}
	if err := c.Redo(); !errors.Is(err, ErrNothing) {
		t.Fatalf("a second redo gave %v", err)
	}
}

// Every screen opens the copy through the app/ui scaffold and reads what
// the last one saved, its undo history included (saved with the state):
// Undo on the screen opened next takes back the change made on the first.
func TestOpenReadsWhatAnotherSaved(t *testing.T) {
	w, c := open(t)
	if err := c.Update(func(e *edition.Edition) { v := 7; e.StartDinars[1] = &v }); err != nil {
		t.Fatal(err)
	}
	other := Open(w)
	if got := other.Get().StartDinars[1]; got == nil || *got != 7 {
		t.Fatalf("another screen reads start_dinars[1] = %v, want 7", got)
	}
	if !other.CanUndo() {
		t.Fatal("the change made on another screen cannot be undone here")
	}
	if err := other.Undo(); err != nil || other.Get().StartDinars[1] != nil {
		t.Fatalf("undo on the next screen: %v, start_dinars[1] %v", err, other.Get().StartDinars[1])
	}
}

// writeSaved writes content as the saved edition file.
func writeSaved(t *testing.T, content string) {
	t.Helper()
	if err := os.MkdirAll(store.Dir(), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(store.Dir(), Key+".json"), []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestHostileSavedFilesAreRefusedAndKept(t *testing.T) {
	uitest.NewApp(t)
	for name, content := range map[string]string{
		"not json":      `{"arrayan_state":1,"data":{`,
		"newer store":   `{"arrayan_state":99,"data":{}}`,
		"other game":    `{"arrayan_state":1,"data":{"format":1,"game":"alhambra"}}`,
		"newer format":  `{"arrayan_state":1,"data":{"format":7,"game":"sabika"}}`,
		"bad letter":    `{"arrayan_state":1,"data":{"format":1,"game":"sabika","wishes":[{"letter":"Z"}]}}`,
		"negative":      `{"arrayan_state":1,"data":{"format":1,"game":"sabika","tribute":[-5,null,null,null]}}`,
		"bad yusuf":     `{"arrayan_state":1,"data":{"format":1,"game":"sabika","yusuf":{"tiles":["x"],"deck_sizes":{"alarife":-1}}}}`,
		"wrong types":   `{"arrayan_state":1,"data":{"format":"1","game":3}}`,
		"bad element":   `{"arrayan_state":1,"data":{"format":1,"game":"sabika","wishes":[{"letter":"A","elements":[{"per":"type","type":"moat","pp":1}]}]}}`,
		"empty element": `{"arrayan_state":1,"data":{"format":1,"game":"sabika","wishes":[{"letter":"A","elements":[]}]}}`,
	} {
		t.Run(name, func(t *testing.T) {
			// each file in a storage folder of its own, as in a new app (one
			// app for all: a new one loads the fonts and icons anew)
			t.Setenv("TMPDIR", t.TempDir())
			writeSaved(t, content)
			c := Open(nil)
			if got := c.Get(); len(got.Unknown()) != len(edition.New().Unknown()) {
				t.Fatalf("a refused file left values: %v", got.Unknown())
			}
			entries, _ := os.ReadDir(store.Dir())
			kept := false
			for _, e := range entries {
				kept = kept || strings.HasPrefix(e.Name(), Key+".") && e.Name() != Key+".json"
			}
			if !kept {
				t.Fatal("the refused file was not kept aside")
			}
		})
	}
}

func TestAskTributeByTyping(t *testing.T) {
	w, c := open(t)
	asked := 0
	q := Ask(w, c, "tribute[1]", func() { asked++ })
	w.SetContent(q)
	if !uitest.HasText(q, "What number is printed under the 3rd space of the round track?") {
		t.Fatalf("question not shown: %v", uitest.Texts(q))
	}
	field := uitest.Entries(q)[0]
	uitest.Tap(t, q, "Record")
	if asked != 0 || !uitest.HasText(q, "Type the number printed on your copy") {
		t.Fatal("an empty answer was recorded")
	}
	uitest.TypeInto(field, "-3")
	uitest.Tap(t, q, "Record")
	if asked != 0 || c.Get().Tribute[1] != nil || !uitest.HasText(q, "Cannot be negative") {
		t.Fatal("a negative tribute was recorded or not refused beside the field")
	}
	uitest.TypeInto(field, "7")
	test.Type(field, "\n")
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if asked != 1 || c.Get().Tribute[1] == nil || *c.Get().Tribute[1] != 7 {
		t.Fatalf("typing 7 and Return recorded %v (done %d times)", c.Get().Tribute[1], asked)
	}
}

func TestAskEventChangeAndStartDinars(t *testing.T) {
	w, c := open(t)
	q := Ask(w, c, "event_change[3]", nil)
	w.SetContent(q)
	if !uitest.HasText(q, "above the 5th space") {
		t.Fatalf("question: %v", uitest.Texts(q))
	}
	uitest.Tap(t, q, "No symbol")
	if v := c.Get().EventChange[3]; v == nil || *v {
		t.Fatalf("event_change[3] = %v, want false", v)
	}
	q = Ask(w, c, "start_dinars[1]", nil)
	w.SetContent(q)
	if !uitest.HasText(q, "the 2nd player in turn order") {
		t.Fatalf("question: %v", uitest.Texts(q))
	}
	uitest.TypeInto(uitest.Entries(q)[0], "3")
	uitest.Tap(t, q, "Record")
	if v := c.Get().StartDinars[1]; v == nil || *v != 3 {
		t.Fatalf("start_dinars[1] = %v", v)
	}
}

func TestAskWishTileElements(t *testing.T) {
	w, c := open(t)
	done := false
	q := Ask(w, c, "wishes[4].elements", func() { done = true })
	w.SetContent(q)
	if !uitest.HasText(q, "wish tile B (2 of 3)") {
		t.Fatalf("question: %v", uitest.Texts(q))
	}
	uitest.Tap(t, q, "Record this tile")
	if done || !uitest.HasText(q, "Element 1: choose what it counts.") {
		t.Fatal("a tile without its element's kind was recorded")
	}
	uitest.Choose(t, w.Canvas(), uitest.Select(t, q, 0), "Building type")
	uitest.Choose(t, w.Canvas(), uitest.Select(t, q, 1), "Garden")
	uitest.TypeInto(uitest.Entries(q)[0], "2")
	uitest.Tap(t, q, "Add an element")
	uitest.Choose(t, w.Canvas(), uitest.Select(t, q, 2), "Seal")
	uitest.TypeInto(uitest.Entries(q)[1], "1")
	if !uitest.HasText(q, "Garden") || !uitest.HasText(q, "1 PP") {
		t.Fatalf("the tile is not drawn as typed: %v", uitest.Texts(q))
	}
	uitest.Tap(t, q, "Record this tile")
	want := []sabika.WishElement{{Per: sabika.PerType, Type: sabika.Garden, PP: 2}, {Per: sabika.PerSeal, PP: 1}}
	got := c.Get().Wishes[4].Elements
	if !done || len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("recorded %v, want %v", got, want)
	}
}

func TestAskUnknownField(t *testing.T) {
	w, c := open(t)
	q := Ask(w, c, "tribute[9]", nil)
	if !uitest.HasText(q, "is not a value of your copy") {
		t.Fatalf("%v", uitest.Texts(q))
	}
}
