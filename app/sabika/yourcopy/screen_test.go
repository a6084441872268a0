package yourcopy

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/setup/qr"
)

// openScreen shows the Your copy screen in a desktop window.
func openScreen(t *testing.T) (*screen, fyne.Window) {
	t.Helper()
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScreen(w)
	w.SetContent(s.object)
	return s, w
}

func TestScreenRecordsAnUnknownValueAndUndoes(t *testing.T) {
	s, w := openScreen(t)
	root := w.Content()
	if !uitest.HasText(root, "Tribute: not recorded yet") || !uitest.HasText(root, "Tribute: 6 parias") {
		t.Fatalf("the track is not shown: %v", uitest.Texts(root))
	}
	uitest.Tap(t, root, "Record") // the first unknown value: the tribute of the 2nd space
	if !uitest.HasText(root, "What number is printed under the 2nd space of the round track?") {
		t.Fatalf("no question: %v", uitest.Texts(root))
	}
	uitest.TypeInto(uitest.Entries(root)[0], "5")
	uitest.Tap(t, root, "Record")
	if !uitest.HasText(root, "Tribute: 5 parias") || *s.c.Get().Tribute[0] != 5 {
		t.Fatalf("the recorded value is not shown: %v", uitest.Texts(root))
	}
	uitest.Tap(t, root, "Undo")
	if s.c.Get().Tribute[0] != nil || uitest.HasText(root, "Tribute: 5 parias") {
		t.Fatal("undo did not take the value back")
	}
	uitest.Tap(t, root, "Redo")
	if !uitest.HasText(root, "Tribute: 5 parias") {
		t.Fatal("redo did not record the value again")
	}
}

func TestScreenEditsAWishTile(t *testing.T) {
	s, w := openScreen(t)
	root := w.Content()
	uitest.Tap(t, root, "Edit tile C · 3 of 3")
	uitest.Choose(t, w.Canvas(), uitest.Select(t, root, 0), "Poem of any colour")
	uitest.TypeInto(uitest.Entries(root)[0], "3")
	uitest.Tap(t, root, "Record this tile")
	got := s.c.Get().Wishes[8].Elements
	if len(got) != 1 || got[0] != (sabika.WishElement{Per: sabika.PerPoem, PP: 3}) {
		t.Fatalf("recorded %v", got)
	}
	if !uitest.HasText(root, "Poem of any colour") || !uitest.HasText(root, "Edit tile C · 3 of 3") {
		t.Fatalf("the list does not draw the tile: %v", uitest.Texts(root))
	}
}

func TestScreenYusufListsWhatIsMissing(t *testing.T) {
	_, w := openScreen(t)
	root := w.Content()
	uitest.Tap(t, root, "Yusuf")
	for _, want := range []string{"What a solo game with Yusuf still needs", "The spaces of the Comerciante rondel", "12 Alarife cards of 12", "Alarife deck: 0 of 12 cards recorded"} {
		if !uitest.HasText(root, want) {
			t.Errorf("%q not shown: %v", want, uitest.Texts(root))
		}
	}
	uitest.Tap(t, root, "Enter the Poetisa cards")
	if !uitest.HasText(root, "What are the spaces of the Poetisa rondel") {
		t.Fatalf("%v", uitest.Texts(root))
	}
}

// friend is another player's copy: two tribute values, a wish tile and the
// poetisa rondel with one card.
func friend() *edition.Edition {
	e := edition.New()
	four, seven := 4, 7
	e.Tribute[0], e.Tribute[2] = &four, &seven
	e.Wishes[0].Elements = []sabika.WishElement{{Per: sabika.PerType, Type: sabika.Palace, PP: 2}}
	e.Yusuf.Rondels[yusuf.Poetisa] = []string{"Torre de las Damas", "Mexuar"}
	e.Yusuf.Cards = []yusuf.Card{{ID: "poetisa-1", Deck: yusuf.Poetisa, Space: "Mexuar", Discard: yusuf.DiscardRaw,
		Actions: []yusuf.Action{yusuf.Carve}, Bottom: yusuf.Bottom{Parias: 1}}}
	return e
}

func TestImportShowsTheChangesAppliesAndUndoes(t *testing.T) {
	s, w := openScreen(t)
	root := w.Content()
	three := 3
	if err := s.c.Update(func(e *edition.Edition) { e.StartDinars[0] = &three; e.Tribute[0] = &three }); err != nil {
		t.Fatal(err)
	}
	before := s.c.Get()
	code, err := friend().Code()
	if err != nil {
		t.Fatal(err)
	}
	uitest.Tap(t, root, "Share")
	pasteInto(uitest.Entries(root)[0], strings.ToLower(code[:20])+"\n"+code[20:])
	uitest.Tap(t, root, "Import the pasted text")
	for _, want := range []string{"This import changes:", "Tribute under the 2nd space: 3 parias, becomes 4 parias",
		"Tribute under the 4th space: not recorded yet, becomes 7 parias", "Wish tile 1", "Poetisa rondel", "Poetisa card 1: added"} {
		if !uitest.HasText(root, want) {
			t.Errorf("%q not shown: %v", want, uitest.Texts(root))
		}
	}
	if !reflect.DeepEqual(s.c.Get(), before) {
		t.Fatal("the import changed values before it was confirmed")
	}
	uitest.Tap(t, root, "Apply these changes")
	got := s.c.Get()
	if *got.Tribute[0] != 4 || *got.Tribute[2] != 7 || *got.StartDinars[0] != 3 || len(got.Yusuf.Cards) != 1 {
		t.Fatalf("applied %+v", got)
	}
	uitest.Tap(t, root, "Undo")
	if !reflect.DeepEqual(s.c.Get(), before) {
		t.Fatal("undo did not bring back the copy before the import")
	}
}

func TestRefusedImportsChangeNothing(t *testing.T) {
	s, w := openScreen(t)
	root := w.Content()
	one := 1
	if err := s.c.Update(func(e *edition.Edition) { e.Tribute[1] = &one }); err != nil {
		t.Fatal(err)
	}
	before := s.c.Get()
	saved := filepath.Join(store.Dir(), Key+".json")
	file, err := os.ReadFile(saved)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(friend())
	other := strings.Replace(string(data), `"game":"sabika"`, `"game":"alhambra"`, 1)
	newer := strings.Replace(string(data), `"format":1`, `"format":2`, 1)
	unknown := strings.Replace(string(data), `"format":1`, `"format":1,"colour":"red"`, 1)
	code, _ := friend().Code()
	board, _ := friend().BoardCode()
	uitest.Tap(t, root, "Share")
	for text, want := range map[string]string{
		other:                         "another game's data, not Sabika's",
		newer:                         "made by a newer version of Arrayán",
		unknown:                       "not readable Sabika edition data",
		`{"format":1,`:                "not readable Sabika edition data",
		code[:len(code)-3]:            "this code is mistyped or incomplete; copy it again whole.",
		board[:10] + "1" + board[11:]: "this code is mistyped or incomplete; copy it again whole.",
		"hello":                       "neither a Sabika edition file nor a SABIKA code",
		"\x89PNG\r\n\x1a\n\x00\x00":   "neither a Sabika edition file nor a SABIKA code",
		code[:10] + "1" + code[11:]:   "this code is mistyped or incomplete; copy it again whole.",
	} {
		pasteInto(uitest.Entries(root)[0], text)
		uitest.Tap(t, root, "Import the pasted text")
		if !uitest.HasText(root, want) || !uitest.HasText(root, "Nothing was changed.") || uitest.HasText(root, "This import changes:") {
			t.Errorf("importing %.40q: want %q, shown %v", text, want, uitest.Texts(root))
		}
		for _, shown := range uitest.Texts(root) { // the engine's English never shows
			if strings.Contains(shown, "checksum") || strings.Contains(shown, "alphabet") || strings.Count(shown, "mistyped") > 1 {
				t.Errorf("importing %.40q shows %q", text, shown)
			}
		}
		if now, _ := os.ReadFile(saved); !reflect.DeepEqual(s.c.Get(), before) || !bytes.Equal(now, file) {
			t.Fatalf("a refused import changed the copy")
		}
	}
}

func TestImportFromAQRPicture(t *testing.T) {
	s, w := openScreen(t)
	root := w.Content()
	uitest.Tap(t, root, "Share")
	code, _ := friend().Code()
	png, err := qr.PNG(code, 600)
	if err != nil {
		t.Fatal(err)
	}
	s.share.readQR(bytes.NewReader(png))
	if !uitest.HasText(root, "This import changes:") {
		t.Fatalf("%v", uitest.Texts(root))
	}
	uitest.Tap(t, root, "Cancel")
	if s.c.Get().Tribute[0] != nil || !uitest.HasText(root, "Nothing was imported.") {
		t.Fatal("a cancelled import changed the copy")
	}
	s.share.readQR(strings.NewReader("not a picture"))
	if !uitest.HasText(root, "No code could be read from this picture") {
		t.Fatal("an unreadable picture is not told")
	}
}

func TestExportedCodeShownReadsBack(t *testing.T) {
	s, w := openScreen(t)
	root := w.Content()
	if err := s.c.Update(func(e *edition.Edition) { *e = *friend() }); err != nil {
		t.Fatal(err)
	}
	uitest.Tap(t, root, "Share")
	shownCode := func(prefix string) string {
		var code string
		for _, text := range uitest.Texts(root) {
			if strings.HasPrefix(text, prefix) && len(text) > len(code) { // the label, not one of its wrapped lines
				code = text
			}
		}
		return code
	}
	board := shownCode("SABIKA2-")
	got, err := edition.FromCode(board)
	want := s.c.Get()
	want.Yusuf = nil
	if err != nil || len(edition.Diff(got, want)) != 0 {
		t.Fatalf("the shown board code %q reads back as %v, %v", board, got, err)
	}
	uitest.Tap(t, root, "Everything, Yusuf too")
	code := shownCode("SABIKA1-")
	got, err = edition.FromCode(code)
	if err != nil || len(edition.Diff(got, s.c.Get())) != 0 {
		t.Fatalf("the shown code %q reads back as %v, %v", code, got, err)
	}
	if len(board) > len(code)/3 {
		t.Errorf("the board code (%d characters) is not much shorter than the whole code (%d)", len(board), len(code))
	}
}

// complete is a copy with every value recorded, Yusuf's 26 cards included
// (made-up values: the test checks sizes, not the game's numbers).
func complete() *edition.Edition {
	e := edition.New()
	sample(e)
	for i := range e.Tribute {
		v := 3 + i
		e.Tribute[i] = &v
	}
	for i := range e.EventChange {
		v := i%2 == 0
		e.EventChange[i] = &v
	}
	for i := range e.StartDinars {
		v := 2 + i
		e.StartDinars[i] = &v
	}
	for i := range e.Wishes {
		e.Wishes[i].Elements = []sabika.WishElement{{Per: sabika.PerPresence, PP: i}, {Per: sabika.PerType, Type: sabika.Tower, PP: 2}}
	}
	y := e.Yusuf
	y.Rondels[yusuf.Comerciante] = []string{"Zoco", "Puerto", "Alcaicería", "Aduana", "Atarazana"}
	y.Rondels[yusuf.Poetisa] = []string{"Mexuar", "Comares", "Leones", "Dos Hermanas", "Damas"}
	y.Cards = nil
	for _, w := range yusuf.Workers {
		for n := range y.DeckSizes[w] {
			actions := yusuf.ActionsOf(w)
			y.Cards = append(y.Cards, yusuf.Card{ID: nextCardID(y, w), Deck: w, Space: y.Rondels[w][n%len(y.Rondels[w])],
				Discard: discards[n%4], Actions: actions[:1+n%min(2, len(actions))], Bottom: yusuf.Bottom{PP: n % 3, Parias: n % 2}})
		}
	}
	return e
}

func TestACompleteCopySharesByQR(t *testing.T) {
	e := complete()
	if err := e.Yusuf.Ready(); err != nil {
		t.Fatal(err)
	}
	code, err := e.Code()
	if err != nil {
		t.Fatal(err)
	}
	png, err := qr.PNG(code, qrPixels)
	if err != nil {
		t.Fatalf("a %d-character code makes no QR code: %v", len(code), err)
	}
	text, err := qr.Read(bytes.NewReader(png))
	if err != nil || text != code {
		t.Fatalf("the QR code of a complete copy reads back as %.20q, %v", text, err)
	}
	t.Logf("a complete copy's code has %d characters", len(code))
}

func TestEnterADeckFromTheScreen(t *testing.T) {
	s, w := openScreen(t)
	root := w.Content()
	w.Resize(fyne.NewSize(360, 740))
	uitest.Tap(t, root, "Yusuf")
	uitest.Tap(t, root, "Enter the Comerciante cards")
	uitest.TypeInto(uitest.Entries(root)[0], "Zoco\nPuerto")
	uitest.Tap(t, root, "Record the spaces")
	for n := range 2 {
		uitest.Tap(t, root, "Puerto")
		uitest.Tap(t, root, "None")
		uitest.Tap(t, root, "Export")
		tapNth(t, root, "Consolidate", 1) // the second action's row
		uitest.Tap(t, root, "Nothing")
		s.scroll.ScrollToBottom()
		uitest.Tap(t, root, "Record and next card")
		if got := len(s.c.Get().Yusuf.Cards); got != n+1 {
			t.Fatalf("%d cards recorded after %d", got, n+1)
		}
		// The next card's parts and its Record button show without a swipe.
		uitest.InView(t, w.Canvas(), uitest.Button(root, "Zoco"))
		uitest.InView(t, w.Canvas(), uitest.Button(root, "Record and next card"))
	}
	uitest.Tap(t, root, "Back to the list")
	if !uitest.HasText(root, "Comerciante deck: 2 of 7 cards recorded") {
		t.Fatalf("%v", uitest.Texts(root))
	}
	card, _ := s.c.Get().Yusuf.Card("comerciante-2")
	if !reflect.DeepEqual(card.Actions, []yusuf.Action{yusuf.Export, yusuf.Consolidate}) || card.Bottom != (yusuf.Bottom{}) {
		t.Fatalf("card %+v", card)
	}
}

// An import refused for its values says what is wrong in the player's
// words (issue 28, item 15): wish tiles with an empty list of elements
// show none, not "an element a wish tile cannot show"; a tribute above the
// engines' bound names it.
func TestRefusedImportSaysWhatIsWrong(t *testing.T) {
	_, w := openScreen(t)
	root := w.Content()
	empty := friend()
	for i := range empty.Wishes {
		empty.Wishes[i].Elements = []sabika.WishElement{}
	}
	huge := friend()
	big := sabika.MaxPrinted + 1
	huge.Tribute[1] = &big
	uitest.Tap(t, root, "Share")
	for e, want := range map[*edition.Edition]string{
		empty: "Wish tile 1: a wish tile shows at least one element",
		huge:  "Tribute under the 3rd space: must be 0 to 1000, not 1001",
	} {
		data, _ := json.Marshal(e)
		pasteInto(uitest.Entries(root)[0], string(data))
		uitest.Tap(t, root, "Import the pasted text")
		if !uitest.HasText(root, want) || uitest.HasText(root, "Wish tile 1: only a building-type element names a type") {
			t.Errorf("want %q, shown %v", want, uitest.Texts(root))
		}
	}
}
