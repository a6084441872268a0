package history

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/game"
	hist "arrayan.io/arrayan/scoring/history"
)

// seed saves the engine's small history (6 plays, 4 players) as the
// device's history.
func seed(t testing.TB) hist.File {
	t.Helper()
	data, err := os.ReadFile("../../scoring/history/testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	f, err := hist.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Save(Key, saved{f}); err != nil {
		t.Fatal(err)
	}
	return f
}

// rows returns the play rows the list shows.
func rows(root fyne.CanvasObject) []*playRow {
	var out []*playRow
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if r, ok := o.(*playRow); ok && r.title.Text != "" {
			out = append(out, r)
		}
	})
	return out
}

// open opens the history screen in a test window.
func open(t testing.TB) (*screen, fyne.Window) {
	w := uitest.Window(t, nil)
	s := newScreen(w)
	w.SetContent(s.page)
	return s, w
}

func savedNow(t testing.TB) *hist.File {
	t.Helper()
	f, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return &f
}

// buttons returns every visible button labelled text, in tree order.
func buttons(root fyne.CanvasObject, text string) []*widget.Button {
	var out []*widget.Button
	uitest.Walk(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			out = append(out, b)
		}
	})
	return out
}

// TestListFilterOpenEditDelete: the plays newest first, filtered by game
// and by player with the drop-downs; a tapped play shows its breakdown;
// its date and note are typed and saved; deleting it comes back with Undo.
func TestListFilterOpenEditDelete(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	s, w := open(t)
	w.Resize(fyne.NewSize(360, 740))
	got := rows(s.page)
	if len(got) != 6 || !strings.HasPrefix(got[0].title.Text, "2026-03-02 · The Voyages of Marco Polo") {
		t.Fatalf("%d rows, first %q", len(got), got[0].title.Text)
	}
	if !strings.Contains(got[0].line.Text, "Won by Caí") || !strings.Contains(got[0].line.Text, "Ben 90 · Caí 90") {
		t.Errorf("first row says %q", got[0].line.Text)
	}
	uitest.Pick(t, uitest.Select(t, s.page, 0), "Alhambra")
	if got = rows(s.page); len(got) != 2 {
		t.Fatalf("Alhambra: %d rows; want 2", len(got))
	}
	uitest.Pick(t, uitest.Select(t, s.page, 1), "Ana")
	if got = rows(s.page); len(got) != 2 {
		t.Fatalf("Alhambra and Ana: %d rows; want 2", len(got))
	}
	uitest.Pick(t, uitest.Select(t, s.page, 0), "All games")
	if got = rows(s.page); len(got) != 4 {
		t.Fatalf("Ana: %d rows; want 4", len(got))
	}
	test.Tap(got[3]) // the oldest: the shared Alhambra win
	for _, want := range []string{"Won by Ana, Ben", "Shared win", "1. Ana — 60 — winner", "Longest wall", "Tower", "shared win"} {
		if !uitest.HasText(s.page, want) {
			t.Errorf("the play does not show %q: %v", want, uitest.Texts(s.page))
		}
	}
	entries := uitest.Entries(s.page)
	uitest.TypeInto(entries[0], "2026-13-01")
	uitest.Tap(t, s.page, "Save date and note")
	if savedNow(t).Play(1).Date != "2026-01-10" {
		t.Fatal("an impossible date was saved")
	}
	uitest.TypeInto(entries[0], "2026-01-11")
	uitest.TypeInto(entries[1], "Ben's first win")
	uitest.Tap(t, s.page, "Save date and note")
	if p := savedNow(t).Play(1); p.Date != "2026-01-11" || p.Note != "Ben's first win" {
		t.Fatalf("saved %q %q", p.Date, p.Note)
	}
	uitest.Tap(t, s.page, "Delete this play")
	if len(savedNow(t).Plays) != 5 || len(rows(s.page)) != 3 {
		t.Fatalf("after Delete: %d saved, %d rows", len(savedNow(t).Plays), len(rows(s.page)))
	}
	uitest.Tap(t, s.page, "Undo")
	if p := savedNow(t).Play(1); p == nil || p.Note != "Ben's first win" || len(rows(s.page)) != 4 {
		t.Fatalf("Undo did not bring the play back: %+v", p)
	}
}

// TestRenameReachesEveryPlay: a player renamed in Players is shown by the
// new name in the list of plays.
func TestRenameReachesEveryPlay(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	s, _ := open(t)
	uitest.Tap(t, s.page, "Players")
	entries := uitest.Entries(s.page)
	uitest.TypeInto(entries[2], "Carla")
	test.Tap(buttons(s.page, "Rename")[2]) // Caí's, the third
	if savedNow(t).Name(3) != "Carla" {
		t.Fatalf("Caí was not renamed: %v", savedNow(t).Players)
	}
	uitest.Tap(t, s.page, "All plays")
	if !uitest.HasText(s.page, "Ben 90 · Carla 90") || uitest.HasText(s.page, "Caí") {
		t.Errorf("the list still names Caí: %v", uitest.Texts(s.page))
	}
	uitest.Tap(t, s.page, "Players")
	uitest.TypeInto(uitest.Entries(s.page)[0], "ben")
	uitest.Tap(t, s.page, "Rename")
	if savedNow(t).Name(1) != "Ana" {
		t.Error("Ana was renamed to another player's name")
	}
}

// TestStatisticsScreen shows a game's and a player's figures and charts.
func TestStatisticsScreen(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	s, _ := open(t)
	uitest.Tap(t, s.page, "Statistics")
	for _, want := range []string{"Plays: 2, solo: 2", "Against Yusuf", "no events: plays 1; you won 1, Yusuf 0"} {
		if !uitest.HasText(s.page, want) {
			t.Errorf("Sabika's statistics lack %q: %v", want, uitest.Texts(s.page))
		}
	}
	uitest.Pick(t, uitest.Select(t, s.page, 0), "Alhambra")
	if !uitest.HasText(s.page, "Majorities") || !uitest.HasText(s.page, "246 (88%)") {
		t.Errorf("Alhambra's shares: %v", uitest.Texts(s.page))
	}
	uitest.Pick(t, uitest.Select(t, s.page, 0), "Ben (player)")
	if !uitest.HasText(s.page, "Plays: 3 · won 2 of 3 against someone (67%)") {
		t.Errorf("Ben's record: %v", uitest.Texts(s.page))
	}
	charts := 0
	uitest.Walk(s.page, func(o fyne.CanvasObject) {
		if _, ok := o.(*lineChart); ok {
			charts++
		}
	})
	if charts != 2 {
		t.Errorf("%d charts of totals over time for Ben's two games", charts)
	}
	uitest.Pick(t, uitest.Select(t, s.page, 1), "Ben")
	uitest.Pick(t, uitest.Select(t, s.page, 2), "Ana")
	if !uitest.HasText(s.page, "Plays together: 2. Ben ahead: 1, Ana ahead: 0, even: 1") {
		t.Errorf("head to head: %v", uitest.Texts(s.page))
	}
}

// TestChartShowsTheLatestPlays: a player's chart of totals over time in a
// game of many plays draws the latest maxChartPoints only, oldest first,
// and says so (more dots do not part on a phone and slow the drawing);
// the record still counts every play.
func TestChartShowsTheLatestPlays(t *testing.T) {
	uitest.NewApp(t)
	f := many(t, 1600) // Player 1 sits at 640 plays, 160 in each game
	// and the newest play: Player 1's best Alhambra ever
	f.Plays = append(f.Plays, hist.Play{ID: 1601, Game: game.Alhambra, Date: "2099-01-01", Winners: []int{0},
		Seats: []hist.Seat{{Player: 1, Total: 99}, {Player: 2, Total: 1}}})
	if err := store.Save(Key, saved{f}); err != nil {
		t.Fatal(err)
	}
	var alhambra []int // Player 1's Alhambra totals, oldest first
	for _, p := range f.Plays {
		for _, seat := range p.Seats {
			if seat.Player == 1 && p.Game == game.Alhambra {
				alhambra = append(alhambra, seat.Total)
			}
		}
	}
	if len(alhambra) <= maxChartPoints {
		t.Fatalf("the seed has %d Alhambra plays of Player 1", len(alhambra))
	}
	s, w := open(t)
	w.Resize(fyne.NewSize(360, 740))
	uitest.Tap(t, s.page, "Statistics")
	uitest.Pick(t, uitest.Select(t, s.page, 0), "Player 1 (player)")
	for _, want := range []string{"Totals of the last 50 plays (filled: won)", "Plays: 641", "best 99"} {
		if !uitest.HasText(s.page, want) {
			t.Errorf("Player 1's statistics lack %q: %v", want, uitest.Texts(s.page))
		}
	}
	var charts []*lineChart
	uitest.Walk(s.page, func(o fyne.CanvasObject) {
		if c, ok := o.(*lineChart); ok {
			charts = append(charts, c)
		}
	})
	if len(charts) != 4 {
		t.Fatalf("%d charts; want one per game", len(charts))
	}
	found := false
	for _, c := range charts {
		if len(c.values) != maxChartPoints {
			t.Errorf("a chart of %d dots; want %d", len(c.values), maxChartPoints)
		}
		found = found || slices.Equal(c.values, alhambra[len(alhambra)-maxChartPoints:])
	}
	if !found || alhambra[len(alhambra)-1] != 99 {
		t.Errorf("no chart shows Player 1's latest %d Alhambra totals, ending with the 99", maxChartPoints)
	}
}

// TestChartsFollowTheTheme: the bars and the line chart already on screen
// take the dark theme's colours when the player switches to it.
func TestChartsFollowTheTheme(t *testing.T) {
	a := uitest.NewApp(t)
	a.Settings().SetTheme(ui.TableTheme{Mode: ui.ThemeLight})
	seed(t)
	s, w := open(t)
	uitest.Tap(t, s.page, "Statistics")
	uitest.Pick(t, uitest.Select(t, s.page, 0), "Alhambra")
	var bars *barChart
	uitest.Walk(s.page, func(o fyne.CanvasObject) {
		if c, ok := o.(*barChart); ok && bars == nil {
			bars = c
		}
	})
	uitest.Pick(t, uitest.Select(t, s.page, 0), "Ana (player)")
	var line *lineChart
	uitest.Walk(s.page, func(o fyne.CanvasObject) {
		if c, ok := o.(*lineChart); ok && line == nil {
			line = c
		}
	})
	if bars == nil || line == nil {
		t.Fatal("no charts shown")
	}
	light := theme.Color(theme.ColorNamePrimary)
	a.Settings().SetTheme(ui.TableTheme{Mode: ui.ThemeDark})
	dark := theme.Color(theme.ColorNamePrimary)
	if light == dark {
		t.Fatal("the light and dark themes share their primary colour")
	}
	w.Canvas().Content().Refresh() // as the app does on a theme change
	for _, r := range []fyne.WidgetRenderer{test.WidgetRenderer(bars), test.WidgetRenderer(line)} {
		r.Refresh()
	}
	br := test.WidgetRenderer(bars).(*barRenderer)
	lr := test.WidgetRenderer(line).(*lineRenderer)
	fg := theme.Color(theme.ColorNameForeground)
	if br.bars[0].FillColor != dark || br.names[0].Color != fg {
		t.Errorf("a bar in the dark theme: %v on text %v; want %v, %v", br.bars[0].FillColor, br.names[0].Color, dark, fg)
	}
	if lr.dots[0].StrokeColor != dark || lr.lo.Color != fg {
		t.Errorf("a dot in the dark theme: %v, text %v; want %v, %v", lr.dots[0].StrokeColor, lr.lo.Color, dark, fg)
	}
}

// TestKeepFromAScreen: a finished game kept by name joins the history and
// the roster, and shows at the top of the list.
func TestKeepFromAScreen(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	id, err := Keep(nil, hist.Result{Game: game.Granada, Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Winners: []int{0},
		Seats: []hist.ResultSeat{{Name: "Eve", Total: 70}, {Name: "ana", Total: 50}}})
	if err != nil || id != 7 {
		t.Fatalf("Keep: %d, %v", id, err)
	}
	if names := Names(); len(names) != 5 || names[4] != "Eve" {
		t.Errorf("roster %v", names)
	}
	s, _ := open(t)
	if r := rows(s.page); r[0].title.Text != "2026-11-26 · Granada" || !strings.Contains(r[0].line.Text, "Eve 70 · Ana 50") {
		t.Errorf("first row %q %q", r[0].title.Text, r[0].line.Text)
	}
}

// TestHostileHistoryKeptAside: a saved history that fails the check is
// never used and never lost: the screen starts empty and the file is kept
// aside.
func TestHostileHistoryKeptAside(t *testing.T) {
	uitest.NewApp(t)
	for _, body := range []string{
		`{"arrayan_state": 1, "data": {"arrayan_history": 1, "players": [{"id": 1, "name": ""}], "plays": ""}}`,
		`{"arrayan_state": 1, "data": {"arrayan_history": 1, "players": [], "plays": "1|chess|2026-01-01|0||||||Y:1:\n"}}`,
		`{"arrayan_state": 1, "data": {"arrayan_history": 1, "players": [], "plays": [{"id": 1, "game": "chess"}]}}`,
		`not json`,
	} {
		if err := os.MkdirAll(store.Dir(), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(store.Dir(), Key+".json"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		s := newScreen(nil)
		if len(s.file().Plays) != 0 || len(s.file().Players) != 0 {
			t.Errorf("%s: used", body)
		}
		kept, _ := filepath.Glob(filepath.Join(store.Dir(), Key+".broken-*"))
		if len(kept) == 0 {
			t.Errorf("%s: not kept aside", body)
		}
		for _, k := range kept {
			_ = os.Remove(k)
		}
	}
}

// TestPicture: a play's breakdown as a PNG a phone wide.
func TestPicture(t *testing.T) {
	uitest.NewApp(t)
	f := seed(t)
	data, err := picturePNG(&f, 4)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() < pictureWidth || b.Dy() < 150 {
		t.Errorf("picture of %v", b)
	}
	if dir := os.Getenv("ARRAYAN_SCREENSHOTS"); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "history-picture.png"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRemoveAPlayerOfNoPlay: only a player who sat at no kept play has a
// delete button; tapping it takes them off the roster, Undo brings them
// back.
func TestRemoveAPlayerOfNoPlay(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	s, _ := open(t)
	uitest.Tap(t, s.page, "Players")
	var del []*widget.Button
	uitest.Walk(s.page, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
			del = append(del, b)
		}
	})
	if len(del) != 1 {
		t.Fatalf("%d delete buttons; want 1 (Dan's)", len(del))
	}
	test.Tap(del[0])
	if f := savedNow(t); len(f.Players) != 3 || f.Name(4) != "" {
		t.Fatalf("roster after removing Dan: %v", f.Players)
	}
	uitest.Tap(t, s.page, "Undo")
	if savedNow(t).Name(4) != "Dan" {
		t.Error("Undo did not bring Dan back")
	}
}

// TestKeepKeepsTheUndoSteps: a play kept, or withdrawn, by a game's
// screen leaves the History screen's undo steps saved beside the history
// as they were (issue 28, item 13: store.Save wrote none).
func TestKeepKeepsTheUndoSteps(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	f, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	steps := json.RawMessage(`{"":{"past":[],"future":[]}}`)
	if err := store.SaveWithHistory(Key, saved{f}, steps); err != nil {
		t.Fatal(err)
	}
	if _, err := Keep(nil, hist.Result{Game: game.Granada, Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Winners: []int{0},
		Seats: []hist.ResultSeat{{Name: "Eve", Total: 70}, {Name: "ana", Total: 50}}, Source: "test-game"}); err != nil {
		t.Fatal(err)
	}
	if got := store.LoadHistory(Key); string(got) != string(steps) {
		t.Errorf("after Keep, the undo steps are %s, want %s", got, steps)
	}
	if !Withdraw(nil, "test-game") {
		t.Fatal("the play was not withdrawn")
	}
	if got := store.LoadHistory(Key); string(got) != string(steps) {
		t.Errorf("after Withdraw, the undo steps are %s, want %s", got, steps)
	}
}

// TestUndoAfterKeepKeepsThePlay: the History screen's undo steps kept
// beside a play kept by a game's screen (item 13) are whole histories, so
// each gets the play too: Undo of an earlier edit on the History screen
// takes back that edit, never the play kept since (issue 28 review); a
// play withdrawn leaves every step too.
func TestUndoAfterKeepKeepsThePlay(t *testing.T) {
	uitest.NewApp(t)
	seed(t)
	s, _ := open(t)
	uitest.Tap(t, s.page, "Players")
	var del []*widget.Button
	uitest.Walk(s.page, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
			del = append(del, b)
		}
	})
	if len(del) != 1 {
		t.Fatalf("%d delete buttons; want 1 (Dan's)", len(del))
	}
	test.Tap(del[0]) // Dan off the roster: one undo step
	plays := len(savedNow(t).Plays)
	if _, err := Keep(nil, hist.Result{Game: game.Granada, Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Winners: []int{0},
		Seats: []hist.ResultSeat{{Name: "Eve", Total: 70}, {Name: "ana", Total: 50}}, Source: "test-game"}); err != nil {
		t.Fatal(err)
	}
	s, _ = open(t)
	uitest.Tap(t, s.page, "Players")
	uitest.Tap(t, s.page, "Undo")
	f := savedNow(t)
	if f.Name(4) != "Dan" {
		t.Fatal("Undo did not bring Dan back")
	}
	if len(f.Plays) != plays+1 {
		t.Errorf("after Undo of Dan's removal, %d plays; want %d: the play kept since is lost", len(f.Plays), plays+1)
	}
	if !Withdraw(nil, "test-game") {
		t.Fatal("the play was not withdrawn")
	}
	s, _ = open(t)
	uitest.Tap(t, s.page, "Players")
	uitest.Tap(t, s.page, "Redo")
	f = savedNow(t)
	if slices.ContainsFunc(f.Players, func(p hist.Player) bool { return p.Name == "Dan" }) || len(f.Plays) != plays {
		t.Errorf("after Redo: %v, %d plays; want Dan off and %d plays", f.Players, len(f.Plays), plays)
	}
}
