package marcopolo

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
)

// screens are the three Marco Polo screens with their state keys.
var screens = []struct {
	key     string
	open    func(w fyne.Window) fyne.CanvasObject
	accepts func() bool // loads the saved state through the screen's check
}{
	{scoringKey, NewScoring, func() bool { return loads(scoringKey, (*scoringState).check) }},
	{roundsKey, NewRounds, func() bool { return loads(roundsKey, (*roundsState).check) }},
	{plannerKey, NewPlanner, func() bool { return loads(plannerKey, (*plannerState).check) }},
	{tableKey, NewRounds, func() bool { return loads(tableKey, (*sharedTable).check) }},
}

// loads reports whether the saved state key passes check.
func loads[T any](key string, check func(*T) error) bool {
	var v T
	ok, err := store.Load(key, &v, check)
	return ok && err == nil
}

// hostile are saved files that no screen may trust, by state key.
var hostile = map[string][]string{
	scoringKey: {
		`{"players": 9}`,
		`{"players": 3, "editing": 5}`,
		`{"players": 3, "editing": -1}`,
		`{"players": 3, "seats": [{"vp": -5}]}`,
		`{"players": 3, "seats": [{"coins": 99999999999}]}`,
		`{"players": 3, "seats": [{"beijing": 17}]}`,
		`{"players": 3, "seats": [{"character": "nobody"}]}`,
		`{"players": 3, "seats": [{"objectives": [999, -1]}]}`,
		`{"players": 3, "seats": [{"posts": ["atlantis"]}]}`,
		`{"players": 3, "seats": [{"posts": ["beijing", "beijing"]}]}`,
		`{"players": 3, "seats": [{"name": "` + strings.Repeat("n", 300) + `"}]}`,
	},
	roundsKey: {
		`{"players": 1, "round": 1}`,
		`{"players": 3, "round": 0}`,
		`{"players": 3, "round": 1, "seats": [{"dice": -1}]}`,
		`{"players": 3, "round": 1, "seats": [{"dice": 500}]}`,
		`{"players": 3, "round": 1, "seats": [{"posts": ["beijing"]}]}`,
		`{"players": 3, "round": 1, "bonuses": {"atlantis": "x"}}`,
		`{"players": 3, "round": 1, "seats": [{"character": "nobody"}]}`,
	},
	tableKey: {
		`{"players": 7}`,
		`{"players": 3, "names": ["` + strings.Repeat("n", 300) + `"]}`,
		`{"players": 3, "characters": ["", "nobody"]}`,
		`{"players": 3, "names": "Ana"}`,
	},
	plannerKey: {
		`{"start": "atlantis", "target": "beijing", "die": 3, "objective": 1}`,
		`{"start": "venezia", "target": "beijing", "die": 0, "objective": 1}`,
		`{"start": "venezia", "target": "beijing", "die": 3, "objective": 1, "choice": -4}`,
		`{"start": "venezia", "target": "beijing", "die": 3, "objective": 444}`,
		`{"start": 5}`,
	},
}

func writeState(t testing.TB, key, content string) {
	t.Helper()
	if err := os.MkdirAll(store.Dir(), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(store.Dir(), key+".json"), []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

// A hostile saved file opens the screen afresh, tells the player in the
// screen's window and keeps the file aside.
func TestHostileSavedStatesAreRefusedAndKept(t *testing.T) {
	for _, sc := range screens {
		for _, content := range hostile[sc.key] {
			uitest.NewApp(t)
			writeState(t, sc.key, content)
			w := uitest.Window(t, nil)
			w.SetContent(sc.open(w))
			if w.Canvas().Overlays().Top() == nil {
				t.Errorf("%s %s: the player was not told", sc.key, content)
			}
			if kept, _ := filepath.Glob(filepath.Join(store.Dir(), sc.key+".broken-*.json")); len(kept) != 1 {
				t.Errorf("%s %s: kept aside %v", sc.key, content, kept)
			}
		}
	}
}

// FuzzLoadStates writes any bytes as each screen's saved state and opens
// the screen: it never panics.
func FuzzLoadStates(f *testing.F) {
	for i, sc := range screens {
		for _, content := range hostile[sc.key] {
			f.Add(uint8(i), content)
		}
	}
	f.Add(uint8(0), `{"players": 2, "editing": 1, "seats": [{"name": "A", "vp": 40, "beijing": 1, "character": "kubilai-khan", "objectives": [1, 2], "posts": ["beijing"]}]}`)
	f.Add(uint8(1), `{"players": 4, "round": 5, "seats": [{"dice": 12, "posts": ["anxi"]}]}`)
	uitest.NewApp(f)
	f.Fuzz(func(t *testing.T, screen uint8, content string) {
		sc := screens[int(screen)%len(screens)]
		writeState(t, sc.key, content)
		if !sc.accepts() {
			return // refused: the hostile-state test shows the screen then opens afresh
		}
		writeState(t, sc.key, content)
		w := test.NewWindow(nil)
		w.SetContent(sc.open(w))
		w.Close()
	})
}

// The planner's lists name oases "Oasis N"; its map shows that number
// beside each oasis (it showed none), and the map of cities alone none.
func TestPlannerMapNumbersTheOases(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	p := newPlannerScreen(w)
	w.SetContent(p.root)
	ids, labels := spaceLabels()
	r := test.WidgetRenderer(p.mapView).(*mapRenderer)
	oases := 0
	for _, s := range r.spaces {
		if s.space.Kind != mp.KindOasis {
			continue
		}
		oases++
		want := labels[slices.Index(ids, s.space.ID)]
		if s.name.Hidden || "Oasis "+s.name.Text != want {
			t.Errorf("%s: the map shows %q (hidden %v), the lists %q", s.space.ID, s.name.Text, s.name.Hidden, want)
		}
		dot := p.mapView.PositionOf(s.space.ID)
		centre := s.name.Position().Add(fyne.NewPos(s.name.Size().Width/2, s.name.Size().Height/2))
		if dx, dy := centre.X-dot.X, centre.Y-dot.Y; dx*dx+dy*dy > 30*30 {
			t.Errorf("%s: its number stands %v away from the dot", s.space.ID, fyne.NewPos(dx, dy))
		}
	}
	if oases == 0 {
		t.Fatal("no oasis on the map")
	}
	cities := NewMapView(nil)
	cities.CitiesOnly = true
	test.NewWindow(cities).Resize(fyne.NewSize(800, 600))
	for _, s := range test.WidgetRenderer(cities).(*mapRenderer).spaces {
		if s.space.Kind == mp.KindOasis && !s.name.Hidden {
			t.Errorf("the map of cities numbers %s", s.space.ID)
		}
	}
}

// At 3 players the Beijing list offers arrivals 1 to 3 only (it offered
// "Arrived 4."), and on a phone "Mark posts on the map" of the last player
// brings the map into view.
func TestScoringOffersArrivalsUpToThePlayersAndShowsTheMap(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	w.Resize(fyne.NewSize(360, 740))
	s := newScoringScreen(w)
	w.SetContent(s.root)
	if got := s.seats[0].beijing.Options; len(got) != 4 || strings.Contains(strings.Join(got, " "), "Arrived 4.") {
		t.Errorf("3 players are offered %q", got)
	}
	marks := []*widget.Button{}
	uitest.Walk(s.root, func(o fyne.CanvasObject) {
		if b, ok := o.(*ui.WrapButton); ok && b.Text == "Mark posts on the map" {
			marks = append(marks, b.Button())
		}
	})
	if len(marks) != 3 {
		t.Fatalf("%d buttons to mark posts", len(marks))
	}
	s.page.ScrollToBottom()
	test.Tap(marks[2])
	if s.st().Editing != 2 {
		t.Errorf("marking posts of player 3 edits player %d", s.st().Editing+1)
	}
	uitest.InView(t, w.Canvas(), s.editing)
}

// TestBeijingErrorNamesTheGap: three players, one arrival 2 and another
// arrival 3 with nobody first: each player concerned is told that nobody
// arrived 1, as the CLI says, beside their Beijing arrival.
func TestBeijingErrorNamesTheGap(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	test.Tap(uitest.RadioOption(t, s.root, "3"))
	uitest.PickIndex(t, s.seats[0].beijing, 2)
	uitest.PickIndex(t, s.seats[1].beijing, 3)
	for i, want := range []string{"Player 1: Beijing arrival 2, but nobody arrived 1", "Player 2: Beijing arrival 3, but nobody arrived 1"} {
		if !uitest.HasText(s.problems, want) {
			t.Errorf("problems %v lack %q", uitest.Texts(s.problems), want)
		}
		if l := s.seats[i].problems[fieldBeijing]; !l.Visible() || !strings.Contains(l.Text, "nobody arrived 1") {
			t.Errorf("beside player %d's arrival: %q", i+1, l.Text)
		}
	}
	if uitest.HasText(s.problems, "later than the number of players allows") {
		t.Error("the gap is still called an arrival beyond the players")
	}
}

// TestMapFitsAPhone: on a 360 px phone the scoring's and the planner's map
// is shown whole, Beijing and Sumatra with their names inside the window,
// without a sideways scroll.
func TestMapFitsAPhone(t *testing.T) {
	uitest.NewApp(t)
	for name, m := range map[string]func(w fyne.Window) (fyne.CanvasObject, *MapView){
		"scoring": func(w fyne.Window) (fyne.CanvasObject, *MapView) { s := newScoringScreen(w); return s.root, s.mapView },
		"planner": func(w fyne.Window) (fyne.CanvasObject, *MapView) { p := newPlannerScreen(w); return p.root, p.mapView },
	} {
		w := test.NewWindow(nil)
		root, mv := m(w)
		w.SetContent(root)
		w.Resize(fyne.NewSize(360, 740))
		abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(mv)
		if right := abs.X + mv.Size().Width; right > 360 {
			t.Errorf("%s: the map ends at %.0f px, beyond the 360 px window", name, right)
		}
		for _, id := range []string{"beijing", "sumatra", "oasis6"} {
			if x := abs.X + mv.PositionOf(id).X; x > 360-12 {
				t.Errorf("%s: %s is drawn at %.0f px, at the edge of a 360 px window", name, id, x)
			}
		}
		w.Close()
	}
}

// TestResultStaysInView: on a phone, scrolled down to the last player's
// seat and typing their VP, the result is in view and follows the entry.
func TestResultStaysInView(t *testing.T) {
	uitest.NewApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	s := newScoringScreen(w)
	w.SetContent(s.root)
	w.Resize(fyne.NewSize(360, 740))
	last := s.seats[len(s.seats)-1]
	// The last player's VP near the top of the screen, as when filling it.
	y := fyne.CurrentApp().Driver().AbsolutePositionForObject(last.vp.Entry).Y
	test.Scroll(w.Canvas(), fyne.NewPos(180, 300), 0, -(y - 120))
	uitest.InView(t, w.Canvas(), last.vp.Entry)
	lastName := s.names()[len(s.seats)-1]
	if !strings.Contains(s.winner.Text, lastName) {
		t.Fatalf("with every VP equal the last player %s shares the victory: %q", lastName, s.winner.Text)
	}
	uitest.TypeInto(last.vp.Entry, "7")
	uitest.InView(t, w.Canvas(), s.winner)
	if strings.Contains(s.winner.Text, lastName) {
		t.Errorf("the result does not follow the last player's VP: %q", s.winner.Text)
	}
}
