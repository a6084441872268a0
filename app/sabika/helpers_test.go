package sabika

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// testEdition is a copy whose printed values the tests chose: the
// tribute under spaces 2–5, the event-change symbols, starting dinars and
// three wish tiles A1, B1, C1 (hand-made values, as a player records them).
func testEdition() *edition.Edition {
	ed := edition.New()
	n := func(v int) *int { return &v }
	b := func(v bool) *bool { return &v }
	ed.Tribute = [4]*int{n(3), n(4), n(5), n(5)}
	ed.EventChange = [5]*bool{b(false), b(true), b(false), b(true), b(false)}
	ed.StartDinars = [4]*int{n(4), n(5), n(6), n(7)}
	ed.Wishes[0].Elements = []data.WishElement{{Per: data.PerPresence, PP: 1}}
	ed.Wishes[3].Elements = []data.WishElement{{Per: data.PerSeal, PP: 2}, {Per: data.PerType, Type: data.Fountain, PP: 3}}
	ed.Wishes[6].Elements = []data.WishElement{{Per: data.PerPoem, PP: 1}}
	return ed
}

// openScreen starts a test app holding ed as the player's copy and shows
// the game record screen in a phone-sized window.
func openScreen(t *testing.T, ed *edition.Edition) (*screen, fyne.Window) {
	t.Helper()
	uitest.NewApp(t)
	if ed != nil {
		if err := store.Save(yourcopy.Key, ed); err != nil {
			t.Fatal(err)
		}
	}
	return reopen(t)
}

// reopen shows the screen again in a new window, as after restarting.
func reopen(t *testing.T) (*screen, fyne.Window) {
	t.Helper()
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	s := newScreen(w)
	w.SetContent(s.body)
	w.Resize(fyne.NewSize(360, 740))
	return s, w
}

// field returns the entry of the n-th row (from 0) labelled label: a label
// beside its field, as row lays them out.
func field(t *testing.T, root fyne.CanvasObject, label string, n int) *widget.Entry {
	t.Helper()
	var found []*widget.Entry
	uitest.Walk(root, func(o fyne.CanvasObject) {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 2 {
			return
		}
		if l, ok := c.Objects[0].(*widget.Label); ok && l.Text == label {
			if es := uitest.Entries(c.Objects[1]); len(es) > 0 {
				found = append(found, es[0])
			}
		}
	})
	if n >= len(found) {
		t.Fatalf("no field %d labelled %q (%d found) among %v", n, label, len(found), uitest.Texts(root))
	}
	return found[n]
}

// onBoard types text into player's field for part ("pp", "parias",
// "dinars", "seals") of "What the board shows now".
func onBoard(t *testing.T, s *screen, player, part, text string) {
	t.Helper()
	uitest.TypeInto(boardField(t, s, player, part), text)
}

// boardField is player's field for part in "What the board shows now".
func boardField(t *testing.T, s *screen, player, part string) *widget.Entry {
	t.Helper()
	g := s.game
	if g == nil {
		t.Fatal("no game open")
	}
	for i, p := range g.record().Game.Players {
		if e := g.board[boardKey{i, game.ChangeField(part)}]; p.Name == player && e != nil {
			return e
		}
	}
	t.Fatalf("no board field %s of %s among %v", part, player, uitest.Texts(s.body))
	return nil
}

// typeIn types text into the n-th field labelled label.
func typeIn(t *testing.T, root fyne.CanvasObject, label string, n int, text string) {
	t.Helper()
	uitest.TypeInto(field(t, root, label, n), text)
}

// tapOption taps a choice row's option, or the wish tile named label.
func tapOption(t *testing.T, root fyne.CanvasObject, label string) {
	t.Helper()
	if b := findTile(root, label); b != nil {
		test.Tap(b)
		return
	}
	test.Tap(uitest.RadioOption(t, root, label))
}

// findTile is the button of the wish tile named name ("A1"), or nil: the
// button under the tile's name and contents (tileButton).
func findTile(root fyne.CanvasObject, name string) *widget.Button {
	var found *widget.Button
	uitest.Walk(root, func(o fyne.CanvasObject) {
		c, ok := o.(*fyne.Container)
		if !ok || found != nil || len(c.Objects) != 2 {
			return
		}
		b, ok := c.Objects[0].(*widget.Button)
		words, ok2 := c.Objects[1].(*fyne.Container)
		if !ok || !ok2 || b.Text != "" || len(words.Objects) == 0 {
			return
		}
		if l, ok := words.Objects[0].(*widget.Label); ok && strings.Fields(l.Text)[0] == name {
			found = b
		}
	})
	return found
}

// startByHand starts a game by hand with the names typed, the first
// name the start player.
func startByHand(t *testing.T, s *screen, names ...string) {
	t.Helper()
	tapOption(t, s.body, "By hand")
	tapOption(t, s.body, strconv.Itoa(len(names)))
	es := uitest.Entries(s.body)
	for i, n := range names {
		uitest.TypeInto(es[i], n)
	}
	uitest.Tap(t, s.body, "Start the game")
	if s.game == nil {
		t.Fatalf("no game opened: %v", uitest.Texts(s.body))
	}
}

// confirm taps the step's confirm button, which must be enabled.
func confirm(t *testing.T, s *screen, text string) {
	t.Helper()
	b := uitest.Button(s.body, text)
	if b == nil || b.Disabled() {
		t.Fatalf("%q cannot be tapped: %v", text, uitest.Texts(s.body))
	}
	test.Tap(b)
}

// want fails unless the screen shows a text containing sub.
func want(t *testing.T, s *screen, sub string) {
	t.Helper()
	if !uitest.HasText(s.body, sub) {
		t.Fatalf("%q not shown among %v", sub, uitest.Texts(s.body))
	}
}

// tapRadio taps option label of the n-th (from 0) radio group offering
// it.
func tapRadio(t *testing.T, root fyne.CanvasObject, label string, n int) {
	t.Helper()
	var items []fyne.Tappable
	uitest.Walk(root, func(o fyne.CanvasObject) {
		rg, ok := o.(*widget.RadioGroup)
		if !ok {
			return
		}
		for _, item := range test.WidgetRenderer(rg).Objects() {
			tp, ok := item.(fyne.Tappable)
			if ok && slices.Contains(uitest.Texts(item), label) {
				items = append(items, tp)
			}
		}
	})
	if n >= len(items) {
		t.Fatalf("no radio group %d offering %q", n, label)
	}
	test.Tap(items[n])
}

// testScreens are the screens the tests open, as the app composes them
// (no Yusuf panel unless a test plugs one in).
var testScreens = NewScreens(nil)

// newScreen opens the game record screen in w, as the app does.
func newScreen(w fyne.Window) *screen { return testScreens.open(w) }
