package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/sabika/edition"
	hist "arrayan.io/arrayan/scoring/history"
)

// nameEntry is the name field of player n (from 1) on the screen shown.
func nameEntry(t *testing.T, root fyne.CanvasObject, n int) *widget.Entry {
	t.Helper()
	want := "Player " + string(rune('0'+n))
	for _, e := range uitest.Entries(root) {
		if e.PlaceHolder == want {
			return e
		}
	}
	t.Fatalf("no field %q among %v", want, uitest.Texts(root))
	return nil
}

// buttons are the visible buttons labelled text, in tree order.
func buttons(root fyne.CanvasObject, text string) []*widget.Button {
	var out []*widget.Button
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			out = append(out, b)
		}
	})
	return out
}

// names are the texts of the screen's name fields.
func names(root fyne.CanvasObject) []string {
	var out []string
	for _, e := range uitest.Entries(root) {
		if len(e.PlaceHolder) == len("Player 1") && e.PlaceHolder[:7] == "Player " {
			out = append(out, e.Text)
		}
	}
	return out
}

// TestRenameReachesEveryScreen: Ana is typed into a Sabika game in
// progress, an Alhambra game with cities, the Alhambra quick score, the
// Marco Polo end scoring (kept once in the history) and the setup
// dealer's names; renamed Anabel in the history's Players screen by taps,
// every one of those screens shows Anabel when opened again, and the
// Marco Polo game kept again afterwards counts for the same player: one
// Anabel in the roster with both plays, no Ana. The Marco Polo seat left
// blank, kept as Player 2 and renamed Cai, shows Cai, and Cai's plays do
// not split either.
func TestRenameReachesEveryScreen(t *testing.T) {
	w, s := newShell(t)
	c := func() fyne.CanvasObject { return s.Content() }
	back := func() { t.Helper(); uitest.Tap(t, c(), "Back") }

	ed := edition.New() // the starting dinars of the player's copy, recorded before
	ed.StartDinars = [4]*int{new(4), new(5), new(6), new(7)}
	if err := store.Save(yourcopy.Key, ed); err != nil {
		t.Fatal(err)
	}
	s.Open("sabika.game")
	test.Tap(uitest.RadioOption(t, c(), "By hand"))
	uitest.TypeInto(nameEntry(t, c(), 1), "Ana")
	uitest.TypeInto(nameEntry(t, c(), 2), "Ben")
	uitest.Tap(t, c(), "Start the game")
	back()

	s.Open("alhambra.citygame")
	test.Tap(uitest.RadioOption(t, c(), "2"))
	uitest.TypeInto(nameEntry(t, c(), 1), "Ben")
	uitest.TypeInto(nameEntry(t, c(), 2), "Ana")
	uitest.Tap(t, c(), "Start game")
	back()

	s.Open("alhambra.score")
	uitest.TypeInto(nameEntry(t, c(), 1), "Ana")
	back()

	s.Open("alhambra.setup")
	uitest.TypeInto(nameEntry(t, c(), 2), "Ana")
	back()

	uitest.Tap(t, c(), "End scoring")
	uitest.TypeInto(nameEntry(t, c(), 1), "Ana")
	uitest.Tap(t, c(), "Game over: keep it")
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Keep")
	back()

	uitest.Tap(t, c(), "History and statistics")
	uitest.Tap(t, c(), "Players")
	var ana *widget.Entry
	for _, e := range uitest.Entries(c()) {
		if e.Text == "Ana" {
			ana = e
		}
	}
	if ana == nil {
		t.Fatalf("Ana is not in the roster: %v", uitest.Texts(c()))
	}
	uitest.TypeInto(ana, "Anabel")
	test.Tap(uitest.Button(c(), "Rename")) // Ana's, the first player kept
	// the Marco Polo seat left blank was kept as Player 2
	uitest.TypeInto(uitest.Entries(c())[1], "Cai")
	test.Tap(buttons(c(), "Rename")[1])
	back()

	for _, id := range []string{"sabika.game", "alhambra.citygame", "alhambra.score", "alhambra.setup", "marcopolo.score", "marcopolo.rounds"} {
		s.Open(id)
		if id == "sabika.game" {
			uitest.Tap(t, c(), "Resume") // the game in progress
		}
		if !uitest.HasText(c(), "Anabel") || uitest.HasText(c(), "Ana ") || contains(names(c()), "Ana") {
			t.Errorf("%s does not show Anabel for Ana: %v", id, uitest.Texts(c()))
		}
		if (id == "marcopolo.score" || id == "marcopolo.rounds") && names(c())[1] != "Cai" {
			t.Errorf("%s does not show Cai for Player 2: %v", id, names(c()))
		}
		back()
	}

	uitest.Tap(t, c(), "End scoring")
	uitest.Tap(t, c(), "Game over: keep it")
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Keep")
	f, err := history.Load()
	if err != nil {
		t.Fatal(err)
	}
	st := hist.Compute(&f)
	for _, p := range st.Players {
		if p.Name == "Ana" || p.Name == "Player 2" || (p.Name == "Anabel" || p.Name == "Cai") && p.Plays != 2 {
			t.Errorf("the statistics split Anabel: %+v", st.Players)
		}
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
