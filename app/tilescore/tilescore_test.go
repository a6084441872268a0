package tilescore

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/screenshot"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/scoring/tiles"
)

// open shows the quick-score screen of g in a desktop-sized window.
func open(t *testing.T, g *tiles.Game) (*screen, fyne.Window) {
	t.Helper()
	w := uitest.Window(t, nil)
	s := newScreen(g, w)
	w.SetContent(s.object)
	return s, w
}

// typeInto replaces the text of a field as a player would: tap, select
// all, type.
func typeInto(e *widget.Entry, text string) { uitest.TypeInto(e, text) }

// setPlayers picks n in the players drop-down.
func setPlayers(t *testing.T, s *screen, w fyne.Window, n int) {
	t.Helper()
	uitest.Choose(t, w.Canvas(), uitest.Select(t, s.object, 0), strconv.Itoa(n))
	if s.st().Players != n {
		t.Fatalf("choosing %d players left %d", n, s.st().Players)
	}
}

func TestRulebookExampleSharedTowersInRoundTwo(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	setPlayers(t, s, w, 2)
	test.Tap(uitest.RadioOption(t, w.Content(), "2"))
	typeInto(s.seats[0].name, "Kim")
	typeInto(s.seats[1].name, "Nina")
	typeInto(s.seats[0].counts["tower"].Entry, "4")
	typeInto(s.seats[1].counts["tower"].Entry, "4")
	typeInto(s.seats[0].edge.Entry, "3")

	// (13 + 6) / 2 = 9 each, rounded down (Alhambra rulebook, "Recuentos de puntos").
	for i, want := range []string{"9 pts", "9 pts"} {
		if got := s.seats[i].points["tower"].Text; got != want {
			t.Errorf("player %d tower points = %q, want %q", i, got, want)
		}
	}
	if got := s.seats[0].total.Text; got != "12 pts" {
		t.Errorf("Kim's total = %q, want 12 pts (9 towers + 3 wall)", got)
	}
	if !uitest.HasText(s.totals, "Kim: 12") || !uitest.HasText(s.totals, "Nina: 9") {
		t.Errorf("ranking line shows %v", uitest.Texts(s.totals))
	}
}

func TestThreePlayersRoundThreeBreakdown(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	setPlayers(t, s, w, 3)
	test.Tap(uitest.RadioOption(t, w.Content(), "3"))
	// Pavilions 3/2/1: 16, 8, 1 (round 3 table).
	for i, n := range []string{"3", "2", "1"} {
		typeInto(s.seats[i].counts["pavilion"].Entry, n)
	}
	for i, want := range []string{"16 pts", "8 pts", "1 pt"} {
		if got := s.seats[i].points["pavilion"].Text; got != want {
			t.Errorf("player %d pavilion points = %q, want %q", i+1, got, want)
		}
	}
	if !uitest.HasText(s.results, "16") {
		t.Error("results table does not show 16")
	}
}

func TestNegativeCountIsRefusedBesideTheField(t *testing.T) {
	uitest.NewApp(t)
	s, _ := open(t, tiles.Alhambra())
	f := s.seats[0].counts["garden"]
	typeInto(f.Entry, "2")
	typeInto(f.Entry, "-1")
	if f.Message.Text != "Cannot be negative" || !f.Message.Visible() {
		t.Errorf("message = %q (visible %v)", f.Message.Text, f.Message.Visible())
	}
	if v, _ := f.Value(); v != 2 || s.st().Seats[0].Counts["garden"] != 2 {
		t.Errorf("refused value changed the count to %d", v)
	}
}

func TestMoreThanTheBoxHoldsIsRefused(t *testing.T) {
	uitest.NewApp(t)
	s, _ := open(t, tiles.Alhambra())
	typeInto(s.seats[0].counts["tower"].Entry, "8")
	f := s.seats[1].counts["tower"]
	typeInto(f.Entry, "4")
	if !strings.Contains(f.Message.Text, "The box holds 11; 3 left") {
		t.Errorf("message = %q", f.Message.Text)
	}
	test.Tap(f.Plus)
	test.Tap(f.Plus)
	test.Tap(f.Plus)
	test.Tap(f.Plus)
	if v, _ := f.Value(); v != 3 {
		t.Errorf("+ went past the box: %d", v)
	}
}

func TestWallLongerThanTheBuildingsAllowIsRefused(t *testing.T) {
	uitest.NewApp(t)
	s, _ := open(t, tiles.Alhambra())
	typeInto(s.seats[0].counts["tower"].Entry, "1")
	typeInto(s.seats[0].edge.Entry, "4")
	if !strings.Contains(s.seats[0].edge.Message.Text, "At most 3") {
		t.Errorf("message = %q", s.seats[0].edge.Message.Text)
	}
}

func TestGranadaNeedsBestValuesAndBreaksTiesWithThem(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Granada())
	setPlayers(t, s, w, 3)
	test.Tap(uitest.RadioOption(t, w.Content(), "C"))
	// Rulebook, "Recuento C": blue and green 4 schools each (best 9 and 12),
	// red 2; 10 schools: green 30, blue 20, red 10.
	typeInto(s.seats[0].counts["school"].Entry, "4")
	if !s.problem.Visible() || !strings.Contains(s.problem.Text, "highest value") {
		t.Errorf("missing best value not reported: %q", s.problem.Text)
	}
	typeInto(s.seats[0].best["school"].Entry, "9")
	typeInto(s.seats[1].counts["school"].Entry, "4")
	typeInto(s.seats[1].best["school"].Entry, "12")
	typeInto(s.seats[2].counts["school"].Entry, "2")
	typeInto(s.seats[2].best["school"].Entry, "5")
	for i, want := range []string{"20 pts", "30 pts", "10 pts"} {
		if got := s.seats[i].points["school"].Text; got != want {
			t.Errorf("player %d school points = %q, want %q", i+1, got, want)
		}
	}
	typeInto(s.seats[2].best["school"].Entry, "12")
	if !strings.Contains(s.seats[2].best["school"].Message.Text, "already holds") {
		t.Errorf("a face held twice was not refused: %q", s.seats[2].best["school"].Message.Text)
	}
	if !strings.Contains(s.seats[2].best["school"].Message.Text, "Player 2") {
		t.Errorf("the refusal does not name the holder: %q", s.seats[2].best["school"].Message.Text)
	}
	typeInto(s.seats[2].best["school"].Entry, "99")
	if msg := s.seats[2].best["school"].Message.Text; !strings.Contains(msg, "Values run from") {
		t.Errorf("a value off the tiles was not refused beside its field: %q", msg)
	}
}

func TestTwoPlayersShowTheNeutralCollector(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	setPlayers(t, s, w, 2)
	if s.dummy == nil || !uitest.HasText(s.object, "Dirk (neutral collector)") {
		t.Fatal("no Dirk card with 2 players")
	}
	typeInto(s.dummy.counts["garden"].Entry, "2")
	typeInto(s.seats[0].counts["garden"].Entry, "1")
	if got := s.dummy.points["garden"].Text; got != "5 pts" {
		t.Errorf("Dirk's garden points in round 1 = %q, want 5 pts", got)
	}
}

func TestClearAllCanBeUndone(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	typeInto(s.seats[0].counts["tower"].Entry, "3")
	test.Tap(uitest.Button(w.Content(), "Clear all entries"))
	if s.st().Seats[0].Counts["tower"] != 0 {
		t.Fatal("clear did not clear")
	}
	undo := uitest.Button(w.Content(), "Undo")
	if undo == nil {
		t.Fatal("no Undo after clearing")
	}
	test.Tap(undo)
	if got, _ := s.seats[0].counts["tower"].Value(); got != 3 {
		t.Errorf("after undo the tower count is %d, want 3", got)
	}
}

func TestEntriesSurviveLeavingTheScreen(t *testing.T) {
	uitest.NewApp(t)
	s, _ := open(t, tiles.Alhambra())
	typeInto(s.seats[1].name, "Ben")
	typeInto(s.seats[1].counts["arcades"].Entry, "2")
	again, _ := open(t, tiles.Alhambra())
	if again.st().Seats[1].Name != "Ben" || again.st().Seats[1].Counts["arcades"] != 2 {
		t.Errorf("reopened state = %+v", again.st().Seats[1])
	}
}

func TestScreenshots(t *testing.T) {
	a := uitest.NewApp(t)
	fill := func(g *tiles.Game, names []string, counts []map[string]int, best []map[string]int, edges []int, round int) func(w fyne.Window) fyne.CanvasObject {
		return func(w fyne.Window) fyne.CanvasObject {
			st := newState(g)
			st.Players, st.Round = len(names), round
			for i := range names {
				st.Seats[i].Name, st.Seats[i].Counts, st.Seats[i].Edge = names[i], counts[i], edges[i]
				if best != nil {
					st.Seats[i].Best = best[i]
				}
			}
			if err := store.Save(stateName(g), st); err != nil {
				t.Fatal(err)
			}
			return New(g, w)
		}
	}
	screenshot.Take(t, a, "alhambra-quickscore", fill(tiles.Alhambra(),
		[]string{"Kim", "Nina", "Ana"},
		[]map[string]int{{"tower": 4, "garden": 2, "pavilion": 1}, {"tower": 4, "arcades": 3}, {"garden": 3, "chambers": 2, "seraglio": 1}},
		nil, []int{6, 3, 8}, 2), nil)
	screenshot.Take(t, a, "granada-quickscore", fill(tiles.Granada(),
		[]string{"Lola", "Pedro", "Irene"},
		[]map[string]int{{"school": 4, "arena": 2}, {"school": 4, "park": 1}, {"school": 2}},
		[]map[string]int{{"school": 9, "arena": 11}, {"school": 12, "park": 4}, {"school": 5}},
		[]int{4, 2, 5}, 3), nil)
}

func TestRulingsAreExplained(t *testing.T) {
	uitest.NewApp(t)
	_, w := open(t, tiles.Alhambra())
	test.Tap(uitest.Button(w.Content(), "How this is scored"))
	top := w.Canvas().Overlays().Top()
	if top == nil || !uitest.HasText(top, "rounded down") || !uitest.HasText(top, "12 wall edges scores 12") {
		t.Error("the rulings dialog does not explain shared places and closed rings")
	}
}

func TestAddingBackAPlayerBeyondTheBoxIsExplained(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	setPlayers(t, s, w, 3)
	typeInto(s.seats[2].counts["tower"].Entry, "6")
	setPlayers(t, s, w, 2)
	typeInto(s.seats[0].counts["tower"].Entry, "8")
	setPlayers(t, s, w, 3)
	if !s.problem.Visible() || !strings.Contains(s.problem.Text, "14 Tower buildings are entered, but the box holds 11") {
		t.Errorf("problem = %q (visible %v)", s.problem.Text, s.problem.Visible())
	}
	if s.seats[0].total.Text != "—" {
		t.Errorf("a total is shown for an impossible table: %q", s.seats[0].total.Text)
	}
}

// A player types a Granada count, or presses + from 0, and the highest-value
// field opens at once for that type (it stayed disabled before, and every
// total showed "—").
func TestGranadaHighestValueOpensWhenACountIsTypedOrStepped(t *testing.T) {
	uitest.NewApp(t)
	s, _ := open(t, tiles.Granada())
	typeInto(s.seats[0].counts["arena"].Entry, "2")
	if best := s.seats[0].best["arena"]; best.Entry.Disabled() || best.Plus.Disabled() {
		t.Fatal("highest value still disabled after typing a count of 2")
	}
	test.Tap(s.seats[1].counts["park"].Plus)
	best := s.seats[1].best["park"]
	if best.Entry.Disabled() {
		t.Fatal("highest value still disabled after + from 0 to 1")
	}
	typeInto(s.seats[0].best["arena"].Entry, "11")
	typeInto(best.Entry, "4")
	if s.problem.Visible() {
		t.Fatalf("scoring still refused: %q", s.problem.Text)
	}
	if got := s.seats[0].total.Text; got == "—" {
		t.Error("player 1's total is still —")
	}
	typeInto(s.seats[0].counts["arena"].Entry, "0")
	if !s.seats[0].best["arena"].Entry.Disabled() {
		t.Error("highest value stays open with no arena held")
	}
}

// TestWheelOverAFieldScrollsTheScreen turns the mouse wheel over a count
// field and over the results table and checks that the screen scrolled.
func TestWheelOverAFieldScrollsTheScreen(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	w.Resize(fyne.NewSize(360, 740))
	for _, target := range []fyne.CanvasObject{s.seats[0].counts["tower"].Entry, s.results.Objects[0]} {
		s.page.ScrollToTop()
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(target).AddXY(5, 5)
		test.Scroll(w.Canvas(), pos, 0, -40)
		if s.page.Offset.Y <= 0 {
			t.Errorf("the wheel over %T left the screen at %v", target, s.page.Offset)
		}
	}
}

// TestResultColumnsShowWholeNames checks on a phone that the breakdown
// table's header shows each player's whole default name, not "Playe…".
func TestResultColumnsShowWholeNames(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	w.Resize(fyne.NewSize(360, 740))
	found := 0
	uitest.Walk(s.results, func(o fyne.CanvasObject) {
		l, ok := o.(*widget.Label)
		if !ok || !strings.HasPrefix(l.Text, "Player ") {
			return
		}
		found++
		need := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle).Width + 2*theme.InnerPadding()
		if l.Size().Width < need {
			t.Errorf("%q has %.0f px of the %.0f it needs", l.Text, l.Size().Width, need)
		}
	})
	if found == 0 {
		t.Fatal("no player columns in the results")
	}
}

func TestEveryEntryUndoesAndRedoes(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	typeInto(s.seats[0].counts["tower"].Entry, "3")
	typeInto(s.seats[0].edge.Entry, "2")
	test.Tap(uitest.Button(w.Content(), "Undo"))
	if got, _ := s.seats[0].edge.Value(); got != 0 {
		t.Errorf("after undo the wall is %d, want 0", got)
	}
	if got, _ := s.seats[0].counts["tower"].Value(); got != 3 {
		t.Errorf("undoing the wall changed the towers to %d", got)
	}
	redo := uitest.Button(w.Content(), "Redo")
	if redo.Disabled() {
		t.Fatal("Redo is disabled after an undo")
	}
	test.Tap(redo)
	if got, _ := s.seats[0].edge.Value(); got != 2 {
		t.Errorf("after redo the wall is %d, want 2", got)
	}
	if !redo.Disabled() {
		t.Error("Redo still enabled with nothing to redo")
	}
	again, _ := open(t, tiles.Alhambra())
	if again.st().Seats[0].Edge != 2 {
		t.Errorf("the redone wall was not saved: %+v", again.st().Seats[0])
	}
}

// TestGranadaInvalidEntryKeepsThePlace: on a phone, a count typed before
// its highest value cannot be scored yet; the totals stay, marked as not
// updated, and the highest-value field to type next does not move.
func TestGranadaInvalidEntryKeepsThePlace(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Granada())
	w.Resize(fyne.NewSize(360, 740))
	setPlayers(t, s, w, 3)
	typeInto(s.seats[0].counts["park"].Entry, "2")
	typeInto(s.seats[0].best["park"].Entry, "9")
	if s.stale || !uitest.HasText(s.totals, "Player 1: ") {
		t.Fatalf("a valid entry is not scored: %v", uitest.Texts(s.totals))
	}
	d := fyne.CurrentApp().Driver()
	best := s.seats[1].best["school"].Entry
	before := d.AbsolutePositionForObject(best)
	typeInto(s.seats[1].counts["school"].Entry, "4") // its highest value not given yet
	if !s.problem.Visible() {
		t.Fatal("the missing highest value is not reported")
	}
	if after := d.AbsolutePositionForObject(best); after != before {
		t.Errorf("the highest-value field moved from %v to %v", before, after)
	}
	if !uitest.HasText(s.totals, "Not updated") || !uitest.HasText(s.totals, "Player 1: ") {
		t.Errorf("the totals do not say they are stale: %v", uitest.Texts(s.totals))
	}
	typeInto(best, "12")
	if s.stale || uitest.HasText(s.totals, "Not updated") {
		t.Errorf("still stale once fixed: %v", uitest.Texts(s.totals))
	}
}

// Typing a number of several digits, or a name, is one step: Undo brings
// back the value before the whole edit, and the field shows it; the edit
// of the next field is a step of its own. After the screen is left and
// opened again, Undo still takes back the last edit.
func TestTypingIsOneUndoStepPerField(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	typeInto(s.seats[0].counts["tower"].Entry, "3")
	typeInto(s.seats[0].counts["garden"].Entry, "11")
	typeInto(s.seats[1].name, "Ramona")
	if got := s.st().Seats[0].Counts["garden"]; got != 11 {
		t.Fatalf("typed %d gardens", got)
	}
	test.Tap(uitest.Button(w.Content(), "Undo"))
	if got := s.st().Seats[1].Name; got != "" || s.seats[1].name.Text != "" {
		t.Errorf("undoing the name left %q (field %q)", got, s.seats[1].name.Text)
	}
	test.Tap(uitest.Button(w.Content(), "Undo"))
	if got, _ := s.seats[0].counts["garden"].Value(); got != 0 || s.seats[0].counts["garden"].Entry.Text != "0" {
		t.Errorf("undoing 11 gardens left %d (field %q)", got, s.seats[0].counts["garden"].Entry.Text)
	}
	if got, _ := s.seats[0].counts["tower"].Value(); got != 3 {
		t.Errorf("undoing the gardens changed the towers to %d", got)
	}
	test.Tap(uitest.Button(w.Content(), "Redo"))

	again, w2 := open(t, tiles.Alhambra())
	if got := again.st().Seats[0].Counts["garden"]; got != 11 {
		t.Fatalf("reopened with %d gardens", got)
	}
	test.Tap(uitest.Button(w2.Content(), "Undo"))
	if got, _ := again.seats[0].counts["garden"].Value(); got != 0 || again.st().Seats[0].Counts["tower"] != 3 {
		t.Errorf("undo after reopening: %d gardens, %d towers", got, again.st().Seats[0].Counts["tower"])
	}
}
