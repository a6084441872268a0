package marcopolo

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/screenshot"
	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	mp "arrayan.io/arrayan/data/marcopolo"
)

func objectiveIndex(a, b string) int {
	o, _ := mp.ObjectiveFor(a, b)
	for i, c := range mp.Objectives() {
		if c.ID == o.ID {
			return i + 1 // after "No card chosen"
		}
	}
	return 0
}

// tapSpace taps a space of a map where it is drawn.
func tapSpace(m *MapView, id string) { test.TapAt(m, m.PositionOf(id)) }

// fillContractExample enters the CLI contract's example: Ana and Ben.
func fillContractExample(t *testing.T, s *scoringScreen, w fyne.Window) {
	t.Helper()
	test.Tap(uitest.RadioOption(t, s.root, "2"))
	a, b := s.seats[0], s.seats[1]
	uitest.TypeInto(a.name, "Ana")
	uitest.TypeInto(b.name, "Ben")
	uitest.TypeInto(a.vp.Entry, "52")
	uitest.TypeInto(a.coins.Entry, "23")
	uitest.TypeInto(a.camels.Entry, "3")
	uitest.TypeInto(a.pepper.Entry, "2")
	uitest.TypeInto(a.silk.Entry, "1")
	uitest.TypeInto(a.contracts.Entry, "5")
	uitest.PickIndex(t, a.objectives[0], objectiveIndex("moscow", "xian"))
	uitest.PickIndex(t, a.objectives[1], objectiveIndex("karachi", "anxi"))
	uitest.PickIndex(t, a.beijing, 2)
	uitest.PickIndex(t, s.editing, 0)
	tapSpace(s.mapView, "moscow")
	tapSpace(s.mapView, "xian")

	uitest.TypeInto(b.vp.Entry, "56")
	uitest.TypeInto(b.coins.Entry, "31")
	uitest.TypeInto(b.camels.Entry, "1")
	uitest.TypeInto(b.gold.Entry, "4")
	uitest.TypeInto(b.contracts.Entry, "4")
	uitest.PickIndex(t, b.objectives[0], objectiveIndex("sumatra", "anxi"))
	uitest.PickIndex(t, b.objectives[1], objectiveIndex("lanzhou", "ormuz"))
	uitest.PickIndex(t, s.editing, 1)
	for _, c := range []string{"sumatra", "anxi", "beijing"} {
		tapSpace(s.mapView, c)
	}
}

func TestScoringScreenScoresTheContractExample(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	fillContractExample(t, s, w)

	// Same table as cmd/arrayan-cli's test: Ana 76, Ben 82 (Ben's tap on
	// Beijing gives him the first free Beijing space, 10 VP).
	if got := s.seats[0].total.Text; got != "Total: 76 VP" {
		t.Errorf("Ana: %q (problems %v)", got, uitest.Texts(s.problems))
	}
	if got := s.seats[1].total.Text; got != "Total: 82 VP" {
		t.Errorf("Ben: %q", got)
	}
	if got := s.winner.Text; got != "Winner: Ben (82 VP)" {
		t.Errorf("winner line %q", got)
	}
	if b := s.seats[1].breakdown; !uitest.HasText(b, "Objective cities") || !uitest.HasText(b, "10") {
		t.Errorf("Ben's breakdown shows %v", uitest.Texts(b))
	}
	if got := s.seats[1].beijing.SelectedIndex(); got != 1 {
		t.Errorf("Ben's Beijing arrival is %d after tapping Beijing, want 1", got)
	}
}

func TestScoringTapsMarkAndUnmarkPosts(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	tapSpace(s.mapView, "karakorum")
	tapSpace(s.mapView, "kochi")
	if got := s.seats[0].posts.Text; got != "Trading posts (2/9): Karakorum, Kochi" {
		t.Errorf("posts %q", got)
	}
	if _, ok := s.mapView.Marked["kochi"]; !ok {
		t.Error("Kochi is not drawn as a post")
	}
	tapSpace(s.mapView, "kochi")
	if got := s.seats[0].posts.Text; got != "Trading posts (1/9): Karakorum" {
		t.Errorf("after a second tap: %q", got)
	}
	// Oases take no post: a tap there changes nothing.
	tapSpace(s.mapView, "oasis5")
	if len(s.st().Seats[0].Posts) != 1 {
		t.Errorf("posts %v", s.st().Seats[0].Posts)
	}
}

func TestScoringRefusesImpossibleEntries(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	uitest.PickIndex(t, s.seats[0].objectives[0], objectiveIndex("moscow", "xian"))
	uitest.PickIndex(t, s.seats[1].objectives[0], objectiveIndex("moscow", "xian"))
	if !uitest.HasText(s.problems, "Player 2: objective card moscow–xian is also held by Player 1; the deck has one") {
		t.Errorf("problems %v", uitest.Texts(s.problems))
	}
	// The message also stands beside the card in Player 2's seat, and only there.
	if l := s.seats[1].problems[fieldObjectives]; !l.Visible() || !strings.Contains(l.Text, "objective card moscow–xian is also held by Player 1") {
		t.Errorf("beside Player 2's cards: %q (visible %v)", l.Text, l.Visible())
	}
	if l := s.seats[0].problems[fieldObjectives]; l.Visible() {
		t.Errorf("beside Player 1's cards: %q", l.Text)
	}
	// Laid out under the second card, not over the top of the seat.
	if l, card := s.seats[1].problems[fieldObjectives], s.seats[1].objectives[1]; l.Position().Y < card.Position().Y+card.Size().Height || l.Size().Height == 0 {
		t.Errorf("message at y %.0f (height %.0f), second card ends at y %.0f", l.Position().Y, l.Size().Height, card.Position().Y+card.Size().Height)
	}
	if s.seats[0].total.Text != "" || !strings.HasPrefix(s.winner.Text, "Correct the entries") {
		t.Errorf("a total is shown for an impossible table: %q, %q", s.seats[0].total.Text, s.winner.Text)
	}
	uitest.PickIndex(t, s.seats[1].objectives[0], 0)
	if l := s.seats[1].problems[fieldObjectives]; l.Visible() || l.Text != "" {
		t.Errorf("the message stays once corrected: %q", l.Text)
	}
	// Ten posts without Rubruk.
	for _, c := range []string{"moscow", "anxi", "karakorum", "samarcanda", "kashgar", "lanzhou", "xian", "alexandria", "ormuz", "karachi"} {
		tapSpace(s.mapView, c)
	}
	if !uitest.HasText(s.problems, "Player 1: 10 trading posts; at most 9") {
		t.Errorf("problems %v", uitest.Texts(s.problems))
	}
	if l := s.seats[0].problems[fieldPosts]; !l.Visible() || !strings.Contains(l.Text, "10 trading posts; at most 9") {
		t.Errorf("beside Player 1's posts: %q", l.Text)
	}
	uitest.Pick(t, s.seats[0].character, "Wilhelm von Rubruk")
	if len(s.problems.Objects) != 0 {
		t.Errorf("Rubruk's 10 posts refused: %v", uitest.Texts(s.problems))
	}
	// Two players on one Beijing space.
	uitest.PickIndex(t, s.seats[0].beijing, 1)
	uitest.PickIndex(t, s.seats[1].beijing, 1)
	if !uitest.HasText(s.problems, "Player 2: Beijing arrival 1 is also Player 1's") {
		t.Errorf("problems %v", uitest.Texts(s.problems))
	}
	if l := s.seats[1].problems[fieldBeijing]; !l.Visible() || !strings.Contains(l.Text, "Beijing arrival 1 is also Player 1's") {
		t.Errorf("beside Player 2's Beijing arrival: %q", l.Text)
	}
	// Two players of one name: the message stands under the second name.
	uitest.PickIndex(t, s.seats[1].beijing, 2)
	uitest.TypeInto(s.seats[0].name, "Ana")
	uitest.TypeInto(s.seats[1].name, "Ana")
	if l := s.seats[1].problems[fieldName]; !l.Visible() || l.Text != "two players are called Ana" {
		t.Errorf("beside the second name: %q", l.Text)
	}
}

func TestScoringKubilaiStartsInBeijing(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	uitest.Pick(t, s.seats[0].character, "Kubilai Khan")
	if st := s.st().Seats[0]; st.Beijing != 1 || !strings.Contains(strings.Join(st.Posts, ","), "beijing") {
		t.Errorf("Kubilai: arrival %d, posts %v", st.Beijing, st.Posts)
	}
	if got := s.seats[0].total.Text; got != "Total: 60 VP" {
		t.Errorf("Kubilai's total %q, want 50 + 10 for Beijing", got)
	}
}

func TestScoringCamelsBreakTheTie(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	uitest.TypeInto(s.seats[1].camels.Entry, "4")
	uitest.TypeInto(s.seats[2].camels.Entry, "2")
	if got := s.winner.Text; got != "Winner: Player 2 (50 VP, tie broken by 4 camels)" {
		t.Errorf("winner %q", got)
	}
	uitest.TypeInto(s.seats[2].camels.Entry, "4")
	if got := s.winner.Text; got != "Shared victory: Player 2, Player 3 (50 VP, same camels)" {
		t.Errorf("winner %q", got)
	}
}

func TestScoringKeepsEntriesAndUndoesAClear(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	uitest.TypeInto(s.seats[0].name, "Ana")
	uitest.TypeInto(s.seats[0].coins.Entry, "40")
	tapSpace(s.mapView, "moscow")

	again := newScoringScreen(w)
	if got := again.st().Seats[0]; got.Name != "Ana" || got.Coins != 40 || len(got.Posts) != 1 {
		t.Fatalf("a new screen shows %+v", got)
	}
	w.SetContent(again.root)
	test.Tap(uitest.Button(again.root, "Clear player"))
	if got := again.st().Seats[0]; got.Coins != 0 || len(got.Posts) != 0 || got.Name != "Ana" {
		t.Errorf("after clearing: %+v", got)
	}
	test.Tap(uitest.Button(again.root, "Undo"))
	if got := again.st().Seats[0]; got.Coins != 40 || len(got.Posts) != 1 {
		t.Errorf("after undo: %+v", got)
	}
	// The history of the screen left is kept: Undo goes on to the post
	// placed there, then the coins typed (one step for "40").
	test.Tap(uitest.Button(again.root, "Undo"))
	if got := again.st().Seats[0]; got.Coins != 40 || len(got.Posts) != 0 {
		t.Errorf("after the second undo: %+v", got)
	}
	test.Tap(uitest.Button(again.root, "Undo"))
	if got := again.st().Seats[0]; got.Coins != 0 || got.Name != "Ana" {
		t.Errorf("after the third undo: %+v", got)
	}
}

func TestPlannerShowsTheCheapestWay(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	p := newPlannerScreen(nil)
	w.SetContent(p.root)
	uitest.Pick(t, p.start, "Venice")
	test.Tap(uitest.RadioOption(t, w.Content(), "2"))
	tapSpace(p.mapView, "moscow")
	if got := p.summary.Text; got != "Fewest travel actions: 1" {
		t.Errorf("summary %q", got)
	}
	if got := p.choices.Selected; got != "1 action · 7 coins · 0 camels" || !uitest.HasText(p.steps, "The cheapest way") {
		t.Errorf("selected plan %q (options %v)", got, p.choices.Options)
	}
	if !uitest.HasText(p.steps, "1. Venice › Oasis 1 › Moscow: 2 spaces, 7 coins, 0 camels") {
		t.Errorf("steps %v", uitest.Texts(p.steps))
	}
	if strings.Join(p.mapView.Path, " ") != "venezia oasis1 moscow" {
		t.Errorf("highlighted path %v", p.mapView.Path)
	}
}

// TestPlannerObjectiveCard: Venice, a 6, Moscow+Xian (hand-checked in
// scoring/marcopolo/travel): 2 actions, 25 coins and 8 camels, or 30 coins
// and 5 camels.
func TestPlannerObjectiveCard(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	p := newPlannerScreen(nil)
	w.SetContent(p.root)
	uitest.Pick(t, p.start, "Venice")
	test.Tap(uitest.RadioOption(t, w.Content(), "6"))
	test.Tap(uitest.RadioOption(t, w.Content(), "Both cities of an objective card"))
	uitest.PickIndex(t, p.card, objectiveIndex("moscow", "xian")-1)
	want := []string{"2 actions · 25 coins · 8 camels", "2 actions · 30 coins · 5 camels"}
	if len(p.choices.Options) < 2 || p.choices.Options[0] != want[0] || p.choices.Options[1] != want[1] {
		t.Errorf("options %v", p.choices.Options)
	}
	if !uitest.HasText(p.steps, "Fewest coins") {
		t.Errorf("the first plan is not marked fewest coins: %v", uitest.Texts(p.steps))
	}
	test.Tap(uitest.RadioOption(t, w.Content(), want[1]))
	if !uitest.HasText(p.steps, "Fewest camels") {
		t.Errorf("the second plan is not marked fewest camels: %v", uitest.Texts(p.steps))
	}
	if !p.mapView.Stops["moscow"] || !p.mapView.Stops["xian"] || !strings.Contains(strings.Join(p.mapView.Path, " "), "oasis6") {
		t.Errorf("map shows %v stops %v", p.mapView.Path, p.mapView.Stops)
	}
}

func TestPlannerHonoursJohannes(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	p := newPlannerScreen(nil)
	w.SetContent(p.root)
	uitest.Pick(t, p.start, "Venice")
	uitest.Pick(t, p.target, "Beijing")
	test.Tap(uitest.RadioOption(t, w.Content(), "6"))
	if got := p.choices.Selected; !strings.HasPrefix(got, "2 actions") {
		t.Errorf("without oasis jumps: %q", got)
	}
	test.Tap(uitest.Check(t, p.root, "Johannes Caprini (oasis jumps)"))
	if got := p.choices.Selected; got != "1 action · 12 coins · 0 camels" {
		t.Errorf("with oasis jumps: %q", got)
	}
	if !uitest.HasText(p.steps, "→") {
		t.Errorf("the jump is not shown: %v", uitest.Texts(p.steps))
	}
}

// TestPlannerHonoursRubruk: Wilhelm von Rubruk places a post in every city
// he passes, so Moscow+Xian from Venice with a 4 takes 2 actions of 4
// spaces (24 coins) instead of 3 (hand-checked in scoring/marcopolo/travel).
// He and Johannes Caprini are never one player: checking one unchecks the
// other.
func TestPlannerHonoursRubruk(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	p := newPlannerScreen(nil)
	w.SetContent(p.root)
	uitest.Pick(t, p.start, "Venice")
	test.Tap(uitest.RadioOption(t, w.Content(), "4"))
	test.Tap(uitest.RadioOption(t, w.Content(), "Both cities of an objective card"))
	uitest.PickIndex(t, p.card, objectiveIndex("moscow", "xian")-1)
	if got := p.choices.Selected; got != "3 actions · 26 coins · 8 camels" {
		t.Errorf("without Rubruk: %q", got)
	}
	johannes := uitest.Check(t, p.root, "Johannes Caprini (oasis jumps)")
	test.Tap(johannes)
	rubruk := uitest.Check(t, p.root, "Wilhelm von Rubruk (posts en route)")
	test.Tap(rubruk)
	if johannes.Checked || !p.st().Passing || p.st().Jumps {
		t.Errorf("Johannes %v, state %+v", johannes.Checked, p.st())
	}
	if got := p.choices.Selected; got != "2 actions · 24 coins · 8 camels" {
		t.Errorf("with Rubruk: %q (options %v)", got, p.choices.Options)
	}
	if !uitest.HasText(p.steps, "1. Venice › Oasis 1 › Moscow › Anxi › Karakorum: 4 spaces, 12 coins, 5 camels") {
		t.Errorf("steps %v", uitest.Texts(p.steps))
	}
}

func TestRoundsPaysTheStartOfTheRound(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	r := newRoundsScreen(nil)
	w.SetContent(r.root)
	next := uitest.Button(r.root, "Next round: clear the dice")
	test.Tap(next)
	test.Tap(next)
	// Round 3, 3 players: 4 black dice, 2 piles left.
	if !strings.Contains(r.summary.Text, "4 black dice") || !strings.Contains(r.summary.Text, "after this round's: 2") {
		t.Errorf("summary %q", r.summary.Text)
	}
	r.change(func(st *roundsState) {
		st.Seats[0] = roundSeat{Name: "Ana", Character: "johannes-caprini", Posts: []string{"kochi"}, Dice: 12}
		st.Seats[1] = roundSeat{Name: "Ben", Character: "raschid", Posts: []string{"anxi"}, Dice: 9}
	})
	r.build()
	ana := uitest.Texts(r.payments[0])
	for _, want := range []string{"Kochi: 3 VP", "Johannes Caprini: 3 coins", "Bad dice (12): 3 coins or camels, in any mix"} {
		if !uitest.HasText(r.payments[0], want) {
			t.Errorf("Ana receives %v, missing %q", ana, want)
		}
	}
	if uitest.HasText(r.payments[1], "Bad dice") || !uitest.HasText(r.payments[1], "no compensation") {
		t.Errorf("Ben (Raschid) receives %v", uitest.Texts(r.payments[1]))
	}
	test.Tap(uitest.Button(r.root, "Next round: clear the dice"))
	if r.st().Round != 4 || r.st().Seats[0].Dice != 0 {
		t.Errorf("after next round: round %d, dice %d", r.st().Round, r.st().Seats[0].Dice)
	}
	test.Tap(uitest.Button(r.root, "Undo"))
	if r.st().Round != 3 || r.st().Seats[0].Dice != 12 {
		t.Errorf("after undo: round %d, dice %d", r.st().Round, r.st().Seats[0].Dice)
	}
}

func TestScreensInEveryLanguage(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	for code, want := range map[string]string{"es": "Pekín", "ru": "Пекин"} {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		w := uitest.Window(t, nil)
		s := newScoringScreen(w)
		w.SetContent(s.root)
		if !uitest.HasText(s.mapView, want) {
			t.Errorf("%s: the map does not say %q", code, want)
		}
	}
}

// scrollToEnd scrolls the screen's scroll container to its bottom.
func scrollToEnd(root fyne.CanvasObject) {
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok {
			s.ScrollToBottom()
		}
	})
}

// TestFitsAPhone: in every language, no screen asks for more width than a
// 360 px phone has: the content of each scroll container (they scroll only
// vertically) needs no more than the width the scroll has in a 360 px
// window (the app's navigation frame adds no margin at the sides; the app
// package's TestEveryScreenFitsAPhone measures the frame itself).
func TestFitsAPhone(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range translation.Languages {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		screens := map[string]func(w fyne.Window) fyne.CanvasObject{
			"scoring": NewScoring, "planner": NewPlanner, "rounds": NewRounds,
		}
		for name, build := range screens {
			w := test.NewWindow(nil)
			w.SetContent(build(w))
			w.Resize(fyne.NewSize(360, 740))
			uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
				if s, ok := o.(*container.Scroll); ok {
					if mw, has := s.Content.MinSize().Width, s.Size().Width; mw > has {
						t.Errorf("%s in %s needs %.0f px of the %.0f px it has", name, code, mw, has)
					}
				}
			})
			w.Close()
		}
	}
}

func TestScreenshots(t *testing.T) {
	a := uitest.NewApp(t)
	var s *scoringScreen
	build := func(w fyne.Window) fyne.CanvasObject {
		if err := store.Remove(scoringKey); err != nil {
			t.Fatal(err)
		}
		s = newScoringScreen(w)
		return s.root
	}
	screenshot.Take(t, a, "marcopolo-scoring", build, func(w fyne.Window, _ fyne.CanvasObject) {
		fillContractExample(t, s, w)
	})
	screenshot.Take(t, a, "marcopolo-scoring-result", build, func(w fyne.Window, content fyne.CanvasObject) {
		fillContractExample(t, s, w)
		scrollToEnd(content)
	})
	// An impossible entry: Ben holds Ana's objective card too.
	screenshot.Take(t, a, "marcopolo-scoring-problem", build, func(w fyne.Window, _ fyne.CanvasObject) {
		fillContractExample(t, s, w)
		uitest.PickIndex(t, s.seats[1].objectives[0], objectiveIndex("moscow", "xian"))
	})
	screenshot.Take(t, a, "marcopolo-planner", func(w fyne.Window) fyne.CanvasObject {
		if err := store.Remove(plannerKey); err != nil {
			t.Fatal(err)
		}
		o, _ := mp.ObjectiveFor("moscow", "xian")
		if err := store.Save(plannerKey, plannerState{Start: "venezia", Target: "beijing", Die: 6, ByCard: true, Objective: o.ID}); err != nil {
			t.Fatal(err)
		}
		return newPlannerScreen(nil).root
	}, nil)
	screenshot.Take(t, a, "marcopolo-rounds", func(w fyne.Window) fyne.CanvasObject {
		if err := store.Remove(roundsKey); err != nil {
			t.Fatal(err)
		}
		r := newRoundsScreen(nil)
		r.st().Round = 3
		r.st().Seats[0] = roundSeat{Name: "Ana", Character: "johannes-caprini", Posts: []string{"kochi", "adana"}, Dice: 12}
		r.st().Seats[1] = roundSeat{Name: "Ben", Character: "raschid", Posts: []string{"anxi"}, Dice: 9}
		r.st().Seats[2] = roundSeat{Name: "Cai", Character: "matteo-polo", Dice: 19}
		r.build()
		return r.root
	}, nil)
}

// TestMapNamesDoNotOverlap: at phone and desktop widths, in every language,
// with the pawn drawn, no place name covers another name, another space or
// a route cost.
func TestMapNamesDoNotOverlap(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range translation.Languages {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		translation.Need(translation.MarcoPoloNames)
		for _, width := range []float32{300, 330, 480, 520, 700} {
			for _, start := range []string{"", "venezia", "kashgar", "karachi"} {
				m := NewMapView(nil)
				m.Start = start
				m.Resize(fyne.NewSize(width, 100))
				m.Resize(fyne.NewSize(width, m.MinSize().Height))
				r := test.TempWidgetRenderer(t, m).(*mapRenderer)
				r.Refresh()
				var names []rect
				for _, s := range r.spaces {
					if s.name != nil {
						names = append(names, objRect(s.name))
					}
				}
				where := func(i int) string { return code + " " + start + " " + r.spaces[i].space.ID }
				k := 0
				for i, s := range r.spaces {
					if s.name == nil {
						continue
					}
					n := names[k]
					k++
					if n.x < 0 || n.y < 0 || n.x+n.w > width || n.y+n.h > m.Size().Height {
						t.Errorf("%s at %.0f px: the name leaves the map", where(i), width)
					}
					for j, o := range names {
						if j != k-1 && n.overlap(o) > 0 {
							t.Errorf("%s at %.0f px: the name overlaps another name", where(i), width)
						}
					}
					for j, o := range r.spaces {
						if j != i && n.overlap(r.spaceRect(o)) > 0 {
							t.Errorf("%s at %.0f px: the name covers %s", where(i), width, o.space.ID)
						}
					}
					for _, e := range r.routes {
						if e.badge != nil && n.overlap(objRect(e.badge)) > 0 {
							t.Errorf("%s at %.0f px: the name covers the cost of %s–%s", where(i), width, e.route.From, e.route.To)
						}
					}
				}
			}
		}
	}
}

// TestAFailedSaveIsShown checks that a save that fails while the player
// types is shown in the screen's own window, not in whichever window is
// newest.
func TestAFailedSaveIsShown(t *testing.T) {
	for name, open := range map[string]func(fyne.Window) fyne.CanvasObject{
		"scoring": NewScoring, "rounds": NewRounds, "planner": NewPlanner,
	} {
		t.Run(name, func(t *testing.T) {
			uitest.NewApp(t)
			w := uitest.Window(t, container.NewStack())
			w.SetContent(open(w))
			other := uitest.Window(t, container.NewStack())
			// A file where the state folder should be makes every save fail.
			if err := os.MkdirAll(filepath.Dir(store.Dir()), 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.RemoveAll(store.Dir()); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(store.Dir(), nil, 0o600); err != nil {
				t.Fatal(err)
			}
			changeSomething(t, w)
			if w.Canvas().Overlays().Top() == nil {
				t.Error("a failed save showed nothing in the screen's window")
			}
			if other.Canvas().Overlays().Top() != nil {
				t.Error("a failed save was shown in another window")
			}
		})
	}
}

// changeSomething makes a change as a player would: types a name where the
// screen has an entry, or else picks the second option of its first list.
func changeSomething(t *testing.T, w fyne.Window) {
	if entries := uitest.Entries(w.Content()); len(entries) > 0 {
		uitest.TypeInto(entries[0], "Zoe")
		return
	}
	uitest.PickIndex(t, uitest.Select(t, w.Content(), 0), 1)
}

// TestMapSpacesAreAFingerApart checks that at its narrowest (a phone) the
// map keeps every pair of tappable spaces at least 44 px apart, so that a
// tap picks the space under the finger; the map scrolls sideways instead
// of shrinking below that.
func TestMapSpacesAreAFingerApart(t *testing.T) {
	const finger = 44
	m := &MapView{}
	m.width = minMapWidth
	b := fit(fyne.NewSize(minMapWidth, m.MinSize().Height))
	spaces := mp.Spaces()
	for i := range spaces {
		for j := i + 1; j < len(spaces); j++ {
			p, q := b.at(spaces[i].ID), b.at(spaces[j].ID)
			if d := math.Hypot(float64(p.X-q.X), float64(p.Y-q.Y)); d < finger {
				t.Errorf("%s and %s are %.0f px apart on a %d px map", spaces[i].ID, spaces[j].ID, d, minMapWidth)
			}
		}
	}
}

func TestPlannerUndoesAndRedoes(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, container.NewStack())
	p := newPlannerScreen(w)
	w.SetContent(p.root)
	before := p.start.Selected
	uitest.PickIndex(t, p.start, 3)
	moved := p.start.Selected
	if moved == before {
		t.Fatalf("picking another start left %q", moved)
	}
	uitest.Tap(t, w.Content(), "Undo")
	if p.start.Selected != before || p.st().Start != "venezia" {
		t.Errorf("after undo the start is %q (%s), want %q", p.start.Selected, p.st().Start, before)
	}
	uitest.Tap(t, w.Content(), "Redo")
	if p.start.Selected != moved {
		t.Errorf("after redo the start is %q, want %q", p.start.Selected, moved)
	}
	if again := newPlannerScreen(nil); again.st().Start != p.st().Start {
		t.Errorf("the redone start was not saved: %s", again.st().Start)
	}
}

// The round helper says what the chosen character's tile does, in the
// language of the app, from the catalogue's names.
func TestRoundsShowsTheCharactersAbility(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	r := newRoundsScreen(w)
	w.SetContent(r.root)
	var character *widget.Select
	uitest.Walk(r.root, func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok && character == nil && slices.Contains(s.Options, "Kubilai Khan") {
			character = s
		}
	})
	if character == nil {
		t.Fatal("no character choice")
	}
	const ability = "Starts in Beijing with a trading post on the 10-point space."
	if uitest.HasText(r.root, ability) {
		t.Fatal("an ability is shown before a character is chosen")
	}
	uitest.Choose(t, w.Canvas(), character, "Kubilai Khan")
	if !uitest.HasText(r.root, ability) {
		t.Errorf("Kubilai Khan's ability is not shown: %v", uitest.Texts(r.root))
	}
}
