package yusufturn

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

// testComponents are MADE-UP TEST FIXTURES, not Yusuf's printed cards (the
// player records those, ruling 15): every action and bottom on made-up
// spaces, as in scoring/sabika/yusuf's tests.
func testComponents() dy.Components {
	c := dy.Default()
	c.Rondels = map[dy.Worker][]string{
		dy.Alarife:     {"test-a1", "test-a2", "test-a3", "test-a4", "test-a5", "test-a6"},
		dy.Comerciante: {"test-c1", "test-c2", "test-c3", "test-c4"},
		dy.Poetisa:     {"test-p1", "test-p2", "test-p3", "test-p4"},
	}
	bottoms := []dy.Bottom{{PP: 1}, {Parias: 1}, {PP: 1, Parias: 1}, {}, {Per: dy.PerMajorBuilding},
		{Per: dy.PerMinorBuilding}, {Per: dy.PerPresence}, {Per: dy.PerConsolidated}, {Per: dy.PerPoem}, {Parias: 2}}
	discards := []dy.Discard{dy.DiscardNone, dy.DiscardRaw, dy.DiscardMarble, dy.DiscardBoth}
	for _, w := range dy.Workers {
		acts := dy.ActionsOf(w)
		for i := range c.DeckSizes[w] {
			var a []dy.Action
			switch i % 3 {
			case 1:
				a = []dy.Action{acts[i%len(acts)]}
			case 2:
				a = []dy.Action{acts[i%len(acts)], acts[(i+1)%len(acts)]}
			}
			rondel := c.Rondels[w]
			c.Cards = append(c.Cards, dy.Card{ID: fmt.Sprintf("%s-%d", w, i+1), Deck: w, Space: rondel[i%len(rondel)],
				Discard: discards[i%len(discards)], Actions: a, Bottom: bottoms[i%len(bottoms)]})
		}
	}
	return c
}

// testEdition is a made-up recorded copy: Yusuf's test components, test
// tributes and starting dinars, and one test element on every wish tile.
func testEdition(withYusuf bool) *edition.Edition {
	e := edition.New()
	for i := range e.Tribute {
		v := i + 1
		e.Tribute[i] = &v
	}
	for i := range e.StartDinars {
		v := i + 4
		e.StartDinars[i] = &v
	}
	for i := range e.Wishes {
		e.Wishes[i].Elements = []data.WishElement{{Per: data.PerPresence, PP: 1}}
	}
	if withYusuf {
		c := testComponents()
		e.Yusuf = &c
	}
	return e
}

// openScreen starts a test app whose Your copy holds ed, and opens "Solo
// with Yusuf" at size.
func openScreen(t *testing.T, ed *edition.Edition, size fyne.Size) fyne.Window {
	t.Helper()
	uitest.NewApp(t)
	testPanels = NewPanels() // a new app's panel remembers nothing yet
	if err := store.Save(yourcopy.Key, ed); err != nil {
		t.Fatal(err)
	}
	return reopen(t, size)
}

// reopen opens "Solo with Yusuf" again in a new window, as after the app
// restarts.
func reopen(t *testing.T, size fyne.Size) fyne.Window {
	t.Helper()
	w := test.NewWindow(nil)
	w.Resize(size) // first, as the app's window has its size when a screen opens
	w.SetContent(sabika.NewScreens(testPanels.Panel).NewSoloScreen(w))
	t.Cleanup(w.Close)
	return w
}

// has reports whether the window shows text.
func has(w fyne.Window, text string) bool { return uitest.HasText(w.Content(), text) }

// exportCity names the first city Export-city-k, k from n, where Yusuf has
// no presence yet: he never exports to such a city, and a test whose n
// repeats across rounds would otherwise see its answer refused.
func exportCity(w fyne.Window, n int) string {
	presence := map[string]bool{}
	for _, s := range uitest.Texts(w.Content()) {
		if rest, ok := strings.CutPrefix(s, "He has presence in: "); ok {
			for _, c := range strings.Split(rest, ", ") {
				presence[c] = true
			}
		}
	}
	for k := n; ; k++ {
		if c := fmt.Sprintf("Export-city-%d", k); !presence[c] {
			return c
		}
	}
}

// startGame starts a solo game of the record (the form is set for one
// player) and sets Yusuf up with the city of his first ship.
func startGame(t *testing.T, w fyne.Window) {
	t.Helper()
	uitest.TypeInto(uitest.Entries(w.Content())[0], "Ana")
	uitest.Tap(t, w.Content(), "Start the game")
	uitest.TypeInto(uitest.Entries(w.Content())[0], "Test-city")
	uitest.Tap(t, w.Content(), "Set Yusuf up")
	if !has(w, "Yusuf's turn (1 of 4)") {
		t.Fatalf("no first turn: %v", uitest.Texts(w.Content()))
	}
}

// answer answers the question on screen by tapping, as a player reading
// the board would; n varies the answers.
func answer(t *testing.T, w fyne.Window, n int) {
	t.Helper()
	root := w.Content()
	switch {
	case has(w, "Which minor building does he take?"):
		taken := []string{"Garden", "Tower", "Window"}[n%3]
		uitest.Tap(t, root, taken)
		if !has(w, "Minor building: he takes "+taken+".") {
			t.Fatalf("the turn does not say what he took: %v", uitest.Texts(w.Content()))
		}
	case has(w, "Where does he consolidate?"):
		uitest.Tap(t, root, "None meets the trade card: skip")
	case has(w, "Which minor poem does he carve?"):
		for k := 22; k > 0; k-- { // the highest number still offered
			if b := uitest.Button(root, fmt.Sprint(k)); b != nil {
				test.Tap(b)
				return
			}
		}
		uitest.Tap(t, root, "None left on the board: skip")
	case has(w, "Which major building does he take?"):
		test.Tap(uitest.RadioOption(t, root, "Palace"))
		uitest.TypeInto(uitest.Entries(root)[0], fmt.Sprint(n+1))
		uitest.Tap(t, root, "Confirm")
	case has(w, "Which warehouse tiles lie"):
		if n%2 == 0 {
			uitest.Tap(t, root, "No warehouse tile there")
			return
		}
		uitest.TypeInto(uitest.Entries(root)[0], "2")
		uitest.Tap(t, root, "Confirm")
	case has(w, "To which city does he export?"):
		uitest.TypeInto(uitest.Entries(root)[0], exportCity(w, n))
		test.Tap(choiceOption(t, root, 0, "Seal · meets the trade card")) // the answer goes
	case has(w, "Which major poem does he carve?"):
		// a major poem's code: a letter (never F, out of the solo game)
		// and a digit, a different one for each n below 63
		uitest.TypeInto(uitest.Entries(root)[0], fmt.Sprintf("%c%d", "ABCDEGH"[n%7], n/7%9+1))
		uitest.Tap(t, root, "Confirm")
	default:
		t.Fatalf("a question this test cannot answer: %v", uitest.Texts(root))
	}
}

// playTurn plays one of Yusuf's turns by tapping: his turn, the answers,
// Done. It returns the card shown.
func playTurn(t *testing.T, w fyne.Window, turn, n int) string {
	t.Helper()
	uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
	for i := 0; uitest.Button(w.Content(), "Done") == nil; i++ {
		if i > 6 {
			t.Fatalf("turn %d does not end: %v", turn, uitest.Texts(w.Content()))
		}
		answer(t, w, n+i)
	}
	card := shownCard(w)
	uitest.Tap(t, w.Content(), "Done")
	return card
}

// shownCard is the caption of the card drawn on screen ("Alarife · 3").
func shownCard(w fyne.Window) string {
	for _, s := range uitest.Texts(w.Content()) {
		for _, worker := range dy.Workers {
			if strings.HasPrefix(s, yourcopy.WorkerName(worker)+" · ") {
				return s
			}
		}
	}
	return ""
}

// endRound runs the record's end of round by tapping: income, the wish
// tile (rounds 1 and 3) with Yusuf's holdings given in one tap, the
// tribute and stacks as proposed, Ana as start player when she chooses.
func endRound(t *testing.T, w fyne.Window, round int) {
	t.Helper()
	if !has(w, fmt.Sprintf("Yusuf's 4 turns of round %d are played", round)) {
		t.Fatalf("round %d not done: %v", round, uitest.Texts(w.Content()))
	}
	confirmStep(t, w, "Confirm this step") // income
	if tile := map[int]string{1: "A1", 3: "B1"}[round]; tile != "" {
		test.Tap(uitest.RadioOption(t, w.Content(), tile))
		uitest.Tap(t, w.Content(), "Fill in Yusuf's holdings")
	}
	confirmStep(t, w, "Confirm this step") // narrator and wishes
	next := startRound(w, round+1)
	for i := 0; i < 4 && next == ""; i++ {
		if b := button(w, "Confirm this step"); b != nil {
			test.Tap(b)
			next = startRound(w, round+1)
			continue
		}
		if uitest.Button(w.Content(), "Ana") == nil {
			t.Fatalf("round %d: no step to take: %v", round, uitest.Texts(w.Content()))
		}
		test.Tap(uitest.RadioOption(t, w.Content(), "Ana"))
		next = startRound(w, round+1)
	}
	confirmStep(t, w, next)
}

// startRound is the text of the record's button that starts round n
// ("Start round 5, the last"), or "".
func startRound(w fyne.Window, n int) string {
	prefix := fmt.Sprintf("Start round %d", n)
	found := ""
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && found == "" && strings.HasPrefix(b.Text, prefix) {
			found = b.Text
		}
	})
	return found
}

// confirmStep taps the record's step button, which must be enabled.
func confirmStep(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	b := button(w, text)
	if b == nil || b.Disabled() {
		t.Fatalf("%q cannot be tapped: %v", text, uitest.Texts(w.Content()))
	}
	test.Tap(b)
}

// button is the visible button labelled text, or nil.
func button(w fyne.Window, text string) *widget.Button { return uitest.Button(w.Content(), text) }

// choiceOption is the option labelled label of the i-th choice on screen.
func choiceOption(t *testing.T, root fyne.CanvasObject, i int, label string) *widget.Button {
	t.Helper()
	var choices []*ui.Choice
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if c, ok := o.(*ui.Choice); ok {
			choices = append(choices, c)
		}
	})
	if i >= len(choices) || uitest.Button(choices[i], label) == nil {
		t.Fatalf("no option %q in choice %d of %d", label, i, len(choices))
	}
	return uitest.Button(choices[i], label)
}

// testPanels is Yusuf's panel of the app a test opened (openScreen), as
// the app makes one where it is composed: a screen opened again in it (a
// new size, reopen) finds what the panel remembers of its game.
var testPanels = NewPanels()
