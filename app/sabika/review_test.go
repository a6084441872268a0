package sabika

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/sabika/game"
	"arrayan.io/arrayan/setup/deal"
)

// TestStackReorderIsLogged corrects a stack's order as the board shows it
// and confirms: the log of confirmed steps keeps the new order, so that a
// finished game tells who was on top (ruling 10).
func TestStackReorderIsLogged(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla")
	confirm(t, s, "Confirm this step") // income
	tapOption(t, s.body, "A1")
	confirm(t, s, "Confirm this step") // narrator
	onBoard(t, s, "Ana", "parias", "4")
	onBoard(t, s, "Ben", "parias", "1")
	typeIn(t, s.body, "Paria track", 1, "0") // Ben keeps his paria
	typeIn(t, s.body, "PP", 1, "1")
	confirm(t, s, "Confirm this step") // tribute: Ana lands on Ben
	uitest.Tap(t, s.body, "Put Ben above Ana")
	confirm(t, s, "Confirm this step")
	want(t, s, "Round 1, paria stacks: paria track order Ben / Ana")
	uitest.Tap(t, s.body, "Undo")
	want(t, s, "1: Ben / Ana")
	uitest.Tap(t, s.body, "Undo")
	want(t, s, "1: Ana / Ben")
	if uitest.HasText(s.body, "Round 1, paria stacks") {
		t.Fatal("an undone step stays in the log")
	}
}

// TestBackToGamesInReach opens a game on a phone: the button back to the
// list of games is in view at once, beside Undo and Redo, without
// scrolling to the foot of a long page.
func TestBackToGamesInReach(t *testing.T) {
	s, w := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla", "Dan")
	b := s.game.back
	uitest.InView(t, w.Canvas(), b)
	for _, text := range []string{"Undo", "Redo"} {
		if u := uitest.Button(s.body, text); u == nil || u.Size().Width < u.MinSize().Width {
			t.Errorf("%q is cut beside the back arrow", text)
		}
	}
	test.Tap(b)
	if s.game != nil {
		t.Fatal("the list of games is not shown")
	}
}

// cutTexts are the texts shown cut with an ellipsis.
func cutTexts(root fyne.CanvasObject) []string {
	var out []string
	for _, s := range uitest.Texts(root) {
		if strings.Contains(s, "…") {
			out = append(out, s)
		}
	}
	return out
}

// TestTableHeadingsWholeOnPhone opens the players' table in every
// language and a final breakdown of players with long names on a phone:
// no heading is cut with "…", and every name can be read in full.
func TestTableHeadingsWholeOnPhone(t *testing.T) {
	a := uitest.NewApp(t)
	a.Settings().SetTheme(ui.TableTheme{Mode: ui.ThemeDark}) // the app's text size
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range translation.Languages {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		translation.Need(translation.Sabika)
		for _, phase := range []Phase{PhaseIncome, PhaseFinal} {
			r := fixture(t, phase)
			for i, n := range []string{"Alejandra", "Bartolomé", "Constantino", "Dolores"} {
				r.Game.Players[i].Name = n
			}
			if err := store.Save(yourcopy.Key, testEdition()); err != nil {
				t.Fatal(err)
			}
			if err := store.Save(StoreKey, Games{Next: 1, Records: []Record{r}}); err != nil {
				t.Fatal(err)
			}
			s, _ := reopen(t)
			s.show(0)
			if cut := cutTexts(s.body); len(cut) > 0 {
				t.Errorf("%s %s: cut on a phone: %q", code, phase, cut)
			}
			if phase == PhaseFinal && !uitest.HasText(s.body, "Constantino") {
				t.Errorf("%s: the name Constantino is nowhere in full", code)
			}
		}
	}
}

// TestWishLettersAsTheRussianRulebook shows the wish scoring in Russian:
// the tiles are named with the Cyrillic letters of the Russian edition
// (А1, Б1), never a Latin B a Russian player reads as В (= C).
func TestWishLettersAsTheRussianRulebook(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	if err := translation.Use("ru"); err != nil {
		t.Fatal(err)
	}
	translation.Need(translation.Sabika)
	if err := store.Save(yourcopy.Key, testEdition()); err != nil {
		t.Fatal(err)
	}
	if err := store.Save(StoreKey, Games{Next: 1, Records: []Record{fixture(t, PhaseNarrator)}}); err != nil {
		t.Fatal(err)
	}
	s, _ := reopen(t)
	s.show(0)
	want(t, s, "А1")
	want(t, s, "Б1")
	if uitest.HasText(s.body, "B1") {
		t.Error("a Latin B names a tile in Russian")
	}
}

// TestFinalLabelsKeepTheirWords shows the final breakdown on a phone in
// every language: every row's label has room for its longest word, so
// that no word is split over two lines ("стихотворени / я").
func TestFinalLabelsKeepTheirWords(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range translation.Languages {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		translation.Need(translation.Sabika)
		if err := store.Save(yourcopy.Key, testEdition()); err != nil {
			t.Fatal(err)
		}
		if err := store.Save(StoreKey, Games{Next: 1, Records: []Record{fixture(t, PhaseFinal)}}); err != nil {
			t.Fatal(err)
		}
		s, w := reopen(t)
		s.show(0)
		w.Resize(fyne.NewSize(360, 740))
		uitest.InView(t, w.Canvas(), s.game.back) // lays the page out
		label := lang.X("sabika.final.poems", "Major poems")
		uitest.Walk(s.body, func(o fyne.CanvasObject) {
			l, ok := o.(*widget.Label)
			if !ok || l.Text != label {
				return
			}
			room := l.Size().Width - 2*theme.InnerPadding()
			for _, word := range strings.Fields(l.Text) {
				if wd := fyne.MeasureText(word, theme.TextSize(), l.TextStyle).Width; wd > room {
					t.Errorf("%s: %q is %v px wide in a label of %v px", code, word, wd, room)
				}
			}
		})
	}
}

// TestWishSealsCarryToTheTribute types at the wish scoring the seals a
// player holds at the table (one more than last confirmed): the tribute
// that follows starts from those seals, not the old count, so the same
// number is never typed twice (spec §4: wishes count the seals held
// before paying).
func TestWishSealsCarryToTheTribute(t *testing.T) {
	uitest.NewApp(t)
	r := fixture(t, PhaseNarrator)
	r.Entry = game.FreshEntry()
	if err := store.Save(yourcopy.Key, testEdition()); err != nil {
		t.Fatal(err)
	}
	if err := store.Save(StoreKey, Games{Next: 1, Records: []Record{r}}); err != nil {
		t.Fatal(err)
	}
	s, _ := reopen(t)
	s.show(0)
	tapOption(t, s.body, "B1")
	if got := boardField(t, s, "Ben", "seals").Text; got != "0" {
		t.Fatalf("Ben's seals start at %q, not the 0 last confirmed", got)
	}
	onBoard(t, s, "Ben", "seals", "1") // Ben took a seal this round
	confirm(t, s, "Confirm this step")
	want(t, s, "Ben seals corrected 0 to 1")
	want(t, s, "Tribute under space 4")
	if got := boardField(t, s, "Ben", "seals").Text; got != "1" {
		t.Errorf("the tribute starts from %s seals for Ben, not the 1 typed", got)
	}
}

// openAt shows a fixture game at phase, changed by edit, on a phone.
func openAt(t *testing.T, phase Phase, edit func(*Record)) *screen {
	t.Helper()
	uitest.NewApp(t)
	r := fixture(t, phase)
	edit(&r)
	r.Log = loggedTo(r) // the log of the game as edited
	if err := store.Save(yourcopy.Key, testEdition()); err != nil {
		t.Fatal(err)
	}
	if err := store.Save(StoreKey, Games{Next: 1, Records: []Record{r}}); err != nil {
		t.Fatal(err)
	}
	s, _ := reopen(t)
	s.show(0)
	return s
}

// TestFinalTributeSaysWhatIsOwed reaches the end of the game under event
// 8: beside each player's final tribute the app says 7 parias are owed
// (6 + 1, ruling 11), so that a PP loss of 7 under "Tribute of 6" is
// explained.
func TestFinalTributeSaysWhatIsOwed(t *testing.T) {
	s := openAt(t, PhaseFinal, func(*Record) {})
	want(t, s, "Owes 7 parias after the event.")
}

// TestEventStepSaysWhy opens the event change on a space without the
// symbol, then on one with it: the step says why nothing changes, or which
// event replaces which (RU L855–857).
func TestEventStepSaysWhy(t *testing.T) {
	s := openAt(t, PhaseEvent, func(*Record) {}) // space 4: no symbol
	want(t, s, "Space 4 carries no event-change symbol: event 8 stays active.")
	s = openAt(t, PhaseEvent, func(r *Record) { r.Game.Narrator, r.Game.Tower = 3, []int{0} })
	want(t, s, "Space 3 carries the event-change symbol: event 2 replaces event 8.")
}

// TestTributeWithoutEventsSaysNoEvent pays a tribute in a game without
// events: what each player owes is not said to follow an event.
func TestTributeWithoutEventsSaysNoEvent(t *testing.T) {
	s := openAt(t, PhaseTribute, func(r *Record) { r.Game.Events = nil })
	want(t, s, "Owes 5 parias.")
	if uitest.HasText(s.body, "after the event") {
		t.Error("a game without events speaks of an event")
	}
}

// TestStartByHandInRussianLetters starts a game by hand in Russian: the
// wish letters to choose are А, Б, В as the Russian edition prints them,
// and the tile chosen as Б is the edition's B.
func TestStartByHandInRussianLetters(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	if err := translation.Use("ru"); err != nil {
		t.Fatal(err)
	}
	translation.Need(translation.Sabika)
	if err := store.Save(yourcopy.Key, testEdition()); err != nil {
		t.Fatal(err)
	}
	s, _ := reopen(t)
	tapOption(t, s.body, lang.X("sabika.start.byhand", "By hand"))
	if uitest.Button(s.body, "Б") == nil || uitest.Button(s.body, "B") != nil {
		t.Fatalf("the letters offered are not the Russian edition's: %v", uitest.Texts(s.body))
	}
}

// TestFinalTakesWhatRoundFiveBrought reaches the end of the game after
// round 5, during which Ana gained 9 PP and a seal: the players enter what
// each holds now, and the final scoring starts from it (ES L833–893: the
// PP of the whole game, round 5 included).
func TestFinalTakesWhatRoundFiveBrought(t *testing.T) {
	s := openAt(t, PhaseFinal, func(*Record) {})
	onBoard(t, s, "Ana", "pp", "30")   // Ana's PP counter now
	onBoard(t, s, "Ana", "seals", "2") // a seal taken in round 5
	// 30 + 5 wishes (B1 with her 2 seals: +2) + poem 8 + trade 6 + goods 2
	// + the seal left after paying 7 (5 track, 1 seal, 2 dinars) + 4 for
	// 9 dinars: 30 + 7 + 8 + 6 + 2 + 1 + 4 = 58.
	want(t, s, "Ana: PP from 30 to 58")
}

// TestCorrectionsAreLogged corrects Ben's PP to match the table before
// paying the tribute: the log of confirmed steps tells the correction and
// then the payment, so a finished game shows where each number came from.
func TestCorrectionsAreLogged(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla")
	confirm(t, s, "Confirm this step") // income
	tapOption(t, s.body, "A1")
	confirm(t, s, "Confirm this step") // narrator
	onBoard(t, s, "Ben", "pp", "9")    // Ben's PP counter now: 9
	confirm(t, s, "Confirm this step") // tribute
	want(t, s, "Round 1, tribute: Ben PP corrected 5 to 9")
}

// TestRussianWordsFitEveryPlayer shows the stacks step and a tribute in
// Russian for a woman's name: the sentences do not give her a masculine
// verb ("Ana продвинулся", "Должен").
func TestRussianWordsFitEveryPlayer(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	if err := translation.Use("ru"); err != nil {
		t.Fatal(err)
	}
	translation.Need(translation.Sabika)
	for _, phase := range []Phase{PhaseStacks, PhaseTribute} {
		r := fixture(t, phase)
		r.Game.Events = nil
		if err := store.Save(yourcopy.Key, testEdition()); err != nil {
			t.Fatal(err)
		}
		if err := store.Save(StoreKey, Games{Next: 1, Records: []Record{r}}); err != nil {
			t.Fatal(err)
		}
		s, _ := reopen(t)
		s.show(0)
		for _, x := range uitest.Texts(s.body) {
			if strings.Contains(x, "продвинулся") || strings.Contains(x, "Должен") {
				t.Errorf("%s: %q", phase, x)
			}
		}
	}
}

// TestSoloFromACodeNamesYusufInRussian starts a solo game from a setup
// code in Russian: his seat is named as the Russian rulebook names him.
func TestSoloFromACodeNamesYusufInRussian(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	if err := translation.Use("ru"); err != nil {
		t.Fatal(err)
	}
	translation.Need(translation.Sabika)
	if err := store.Save(yourcopy.Key, testEdition()); err != nil {
		t.Fatal(err)
	}
	setup, err := deal.Deal(deal.Request{Game: deal.Sabika, Players: 1, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := reopen(t)
	es := uitest.Entries(s.body)
	uitest.TypeInto(es[0], setup.Code)
	uitest.TypeInto(uitest.Entries(s.body)[1], "Аня")
	uitest.Tap(t, s.body, lang.X("sabika.start.go", "Start the game"))
	if s.game == nil {
		t.Fatalf("no game opened: %v", uitest.Texts(s.body))
	}
	var names []string
	for _, p := range s.game.record().Game.Players {
		names = append(names, p.Name)
	}
	if !slices.Contains(names, "Юсуф") || slices.Contains(names, "Yusuf") {
		t.Errorf("the seats are %v", names)
	}
}
