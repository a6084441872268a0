package citygame

import (
	"bytes"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestPlaceDragAndValidate builds a city by tapping squares and picking
// tiles, moves a tile by dragging it, breaks the city by removing a tile
// and checks the marks, the words and the wall length the screen shows.
func TestPlaceDragAndValidate(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	openCity(t, s, w, 0)
	place(t, s, w, city.Pos{X: 1, Y: 0}, "arcades-8-a") // wall N
	place(t, s, w, city.Pos{X: 2, Y: 0}, "tower-11-a")  // wall N: 2 in a row
	if !uitest.HasText(w.Content(), "Longest wall: 2") {
		t.Errorf("wall length not shown: %v", uitest.Texts(w.Content()))
	}
	if got := len(s.editor.view.run); got != 2 {
		t.Errorf("%d edges highlighted, want 2", got)
	}
	// A drag moves the tower above the start tile; wall 1 now.
	dragTile(s, w, city.Pos{X: 2, Y: 0}, city.Pos{X: 0, Y: -1})
	if !uitest.HasText(w.Content(), "Longest wall: 1") {
		t.Errorf("wall length after the move not shown: %v", uitest.Texts(w.Content()))
	}
	if c := s.record().Players[0].City; len(c) != 2 || c[1].X != 0 || c[1].Y != -1 {
		t.Fatalf("the drag did not move the tower: %v", c)
	}
	// Tapping a tile chooses it; Remove takes it out: an empty square
	// closes nothing, so put a tile beyond it first.
	place(t, s, w, city.Pos{X: 2, Y: 0}, "garden-10-c")
	tapSquare(t, s, w, city.Pos{X: 1, Y: 0})
	uitest.Tap(t, w.Content(), "Remove")
	if !s.editor.view.bad[city.Pos{X: 2, Y: 0}] {
		t.Errorf("the cut-off garden is not marked: %v", s.editor.view.bad)
	}
	if !uitest.HasText(w.Content(), "cannot be reached on foot") || !uitest.HasText(w.Content(), "breaks a building rule") {
		t.Errorf("the broken rule is not said: %v", uitest.Texts(w.Content()))
	}
	uitest.Tap(t, w.Content(), "Undo")
	if len(s.editor.view.bad) != 0 || len(s.record().Players[0].City) != 3 {
		t.Errorf("undo did not bring the tile back: %v", s.record().Players[0].City)
	}
}

// TestHintsForAChosenTile: a tile that cannot go on the square tapped is
// held, and every legal square shows the resulting wall length.
func TestHintsForAChosenTile(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben")
	openCity(t, s, w, 0)
	place(t, s, w, city.Pos{X: 1, Y: 0}, "pavilion-2") // walls N, E, W: W faces the start
	if len(s.record().Players[0].City) != 0 {
		t.Fatal("a tile walled towards the start was placed beside it")
	}
	hints := s.editor.view.hints
	if len(hints) == 0 || hints[city.Pos{X: 0, Y: -1}] != 3 {
		t.Errorf("hints %v, want (0,-1) with a wall of 3", hints)
	}
	tapSquare(t, s, w, city.Pos{X: 0, Y: -1})
	if c := s.record().Players[0].City; len(c) != 1 || c[0].Y != -1 {
		t.Errorf("tapping a hinted square did not place the tile: %v", c)
	}
	if !uitest.HasText(w.Content(), "Longest wall: 3") {
		t.Errorf("wall 3 not shown: %v", uitest.Texts(w.Content()))
	}
}

type move struct {
	player int
	id     string
	x, y   int
}

// TestFourPlayerGame plays three scorings of a 4-player Alhambra game on
// screen, every tile placed by tapping, and checks the running totals the
// screen shows (worked by hand in scoring/citygame's TestFourPlayerGame),
// the final ranking, and that the export scores to the same numbers with
// the code of `arrayan-cli score` (tiles.DecodeTable, tiles.Score).
func TestFourPlayerGame(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	names := []string{"Ana", "Ben", "Cai", "Dan"}
	startGame(t, s, w, names...)
	rounds := [][]move{
		{{0, "arcades-8-a", 1, 0}, {1, "tower-11-b", 1, 0}, {2, "garden-10-c", 1, 0}, {3, "pavilion-6", 1, 0}, {3, "pavilion-8", -1, 0}},
		{{0, "tower-11-a", 2, 0}, {1, "tower-11-c", -1, 0}, {2, "garden-12", -1, 0}, {3, "arcades-9", 2, 0}},
		{{0, "garden-9", 3, 0}, {1, "chambers-10", 0, 1}, {2, "garden-10-a", 2, 0}, {3, "pavilion-7", 3, 0}},
	}
	running := [][]int{{4, 7, 5, 2}, {18, 21, 18, 17}, {59, 62, 39, 48}}
	for k, moves := range rounds {
		openCity(t, s, w, 0)
		for _, m := range moves {
			choosePlayer(t, s, w, names[m.player])
			place(t, s, w, city.Pos{X: m.x, Y: m.y}, m.id)
		}
		uitest.Tap(t, w.Content(), "Game")
		uitest.Tap(t, w.Content(), "Copy as JSON")
		exported := fyne.CurrentApp().Clipboard().Content()
		takeScoring(t, w, strconv.Itoa(k+1))
		last := s.record().Scorings[k]
		if !reflect.DeepEqual(last.Running, running[k]) {
			t.Fatalf("scoring %d: running %v, want %v", k+1, last.Running, running[k])
		}
		for i, n := range names {
			if !uitest.HasText(w.Content(), strconv.Itoa(running[k][i])) {
				t.Errorf("scoring %d: %s's total %d not shown", k+1, n, running[k][i])
			}
		}
		table, err := tiles.DecodeTable(strings.NewReader(exported))
		if err != nil {
			t.Fatal(err)
		}
		cli, err := tiles.Score(table)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(cli, last.Result) {
			t.Errorf("scoring %d: CLI %+v, screen %+v", k+1, cli, last.Result)
		}
	}
	if !uitest.HasText(w.Content(), "Final ranking") || !uitest.HasText(w.Content(), "1. Ben: 62 points") {
		t.Errorf("final ranking not shown: %v", uitest.Texts(w.Content()))
	}
}

// TestResumeAfterReopen: a screen opened again (as after closing the app)
// opens on the game left mid-way, as it was; left from the list, it opens
// on the list, where the game is listed.
func TestResumeAfterReopen(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	openCity(t, s, w, 1)
	place(t, s, w, city.Pos{X: 1, Y: 0}, "tower-11-b")

	s2, w2 := open(t, tiles.Alhambra())
	if s2.open != 0 {
		t.Fatalf("reopened on %d, not on the game in progress: %v", s2.open, uitest.Texts(w2.Content()))
	}
	if c := s2.record().Players[1].City; len(c) != 1 || c[0].Piece.ID != "tower-11-b" {
		t.Errorf("resumed city %v", c)
	}
	uitest.Tap(t, w2.Content(), "Games")
	s3, w3 := open(t, tiles.Alhambra())
	if s3.open != -1 || !uitest.HasText(w3.Content(), "Ana, Ben, Cai") {
		t.Fatalf("left from the list, reopened on %d: %v", s3.open, uitest.Texts(w3.Content()))
	}
	uitest.Tap(t, w3.Content(), "Resume")
	uitest.Tap(t, w3.Content(), "Games")
	s2, w2 = s3, w3
	// Delete, then Undo brings the game back.
	uitest.Tap(t, w2.Content(), "Delete")
	if len(s2.st().Games) != 0 {
		t.Fatal("delete kept the game")
	}
	uitest.Tap(t, w2.Content(), "Undo")
	if len(s2.st().Games) != 1 {
		t.Error("undo did not bring the game back")
	}
}

// TestImportRefusesForeignFile: a file of another game or not JSON is
// refused with a message and nothing changes; a good export comes back.
func TestImportRefusesForeignFile(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	before := s.record()
	for _, bad := range []string{`{"game":"granada","round":1,"players":[]}`, `not json`, `{"game":"alhambra","round":1,"players":[{"name":"A"}]}`} {
		s.importData([]byte(bad))
		if !reflect.DeepEqual(s.record(), before) {
			t.Errorf("%s changed the game", bad)
		}
		if !overlayHas(w, "nothing was changed") {
			t.Errorf("%s: no refusal shown", bad)
		}
		w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
	}
	openCity(t, s, w, 2)
	place(t, s, w, city.Pos{X: 0, Y: 1}, "seraglio-9")
	data, err := s.record().Export()
	if err != nil {
		t.Fatal(err)
	}
	uitest.Tap(t, w.Content(), "Undo")
	uitest.Tap(t, w.Content(), "Game")
	uitest.Tap(t, w.Content(), "Paste JSON")
	entry := uitest.Entries(w.Canvas().Overlays().Top())[0]
	uitest.TypeInto(entry, string(bytes.TrimSpace(data)))
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Import")
	if !overlayHas(w, "Cai's city: 1 tile placed") {
		t.Errorf("the import's change is not listed: %v", uitest.Texts(w.Canvas().Overlays().Top()))
	}
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Apply these changes")
	if c := s.record().Players[2].City; len(c) != 1 || c[0].Piece.ID != "seraglio-9" {
		t.Errorf("import gave %v", c)
	}
}

func overlayHas(w fyne.Window, sub string) bool {
	top := w.Canvas().Overlays().Top()
	return top != nil && uitest.HasText(top, sub)
}
