package citygame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/scoring/city"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestUndoStaysWithTheGameOnScreen: after switching to another game, Undo
// takes back that game's edits only, never the previous game's; a game
// deleted from the list comes back with Undo in the list, with the edits
// made in other games since kept.
func TestUndoStaysWithTheGameOnScreen(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	openCity(t, s, w, 0)
	place(t, s, w, city.Pos{X: 1, Y: 0}, "arcades-8-a")
	uitest.Tap(t, w.Content(), "Game")
	uitest.Tap(t, w.Content(), "Games")
	startGame(t, s, w, "Dan", "Eva")
	if s.data.CanUndo() {
		t.Fatal("a new game can undo the previous game's edits")
	}
	openCity(t, s, w, 1)
	place(t, s, w, city.Pos{X: 0, Y: 1}, "tower-11-b")
	uitest.Tap(t, w.Content(), "Undo")
	uitest.Tap(t, w.Content(), "Undo") // nothing more in this game
	first, second := s.st().Games[0].Record, s.st().Games[1].Record
	if len(second.Players[1].City) != 0 {
		t.Errorf("undo kept Eva's tower: %v", second.Players[1].City)
	}
	if len(first.Players[0].City) != 1 {
		t.Fatalf("undo in the second game changed the first: %v", first.Players[0].City)
	}
	uitest.Tap(t, w.Content(), "Redo")
	// Back to the list: delete the first game (listed last), edit the
	// second, then Undo in the list brings the first back untouched and
	// keeps the second's edit.
	uitest.Tap(t, w.Content(), "Game")
	uitest.Tap(t, w.Content(), "Games")
	test.Tap(buttons(w.Content(), "Delete")[1])
	if len(s.st().Games) != 1 {
		t.Fatal("delete kept the game")
	}
	uitest.Tap(t, w.Content(), "Resume")
	openCity(t, s, w, 0)
	place(t, s, w, city.Pos{X: 1, Y: 0}, "garden-10-c")
	uitest.Tap(t, w.Content(), "Game")
	uitest.Tap(t, w.Content(), "Games")
	uitest.Tap(t, w.Content(), "Undo")
	if n := len(s.st().Games); n != 2 {
		t.Fatalf("undo in the list gave %d games", n)
	}
	first, second = s.st().Games[0].Record, s.st().Games[1].Record
	if len(first.Players[0].City) != 1 || len(second.Players[0].City) != 1 || len(second.Players[1].City) != 1 {
		t.Errorf("after undoing the delete: first %v, second %v/%v", first.Players[0].City, second.Players[0].City, second.Players[1].City)
	}
}

// TestListFitsAPhoneInEveryLanguage: a saved game's buttons stay within
// a phone's width in every language.
func TestListFitsAPhoneInEveryLanguage(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	if err := store.Save(stateKey(tiles.Alhambra()), state{Games: []entry{{ID: 1, Record: midGame(t)}}}); err != nil {
		t.Fatal(err)
	}
	for _, code := range translation.Languages {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		_, w := open(t, tiles.Alhambra())
		w.Resize(fyne.NewSize(360, 740))
		for _, key := range []string{"citygame.resume", "citygame.rename", "citygame.delete", "ui.undo", "ui.redo"} {
			b := uitest.Button(w.Content(), lang.X(key, ""))
			if b == nil {
				t.Fatalf("%s: no %s button: %v", code, key, uitest.Texts(w.Content()))
			}
			uitest.InView(t, w.Canvas(), b)
		}
	}
}

// TestEarlierFileGetsGameNumbers: games saved by the earlier version have
// no number; each gets its own on load, so each keeps its own undo.
func TestEarlierFileGetsGameNumbers(t *testing.T) {
	uitest.NewApp(t)
	r := midGame(t)
	if err := store.Save(stateKey(tiles.Alhambra()), state{Games: []entry{{Record: r}, {Record: r}}}); err != nil {
		t.Fatal(err)
	}
	s, w := open(t, tiles.Alhambra())
	g := s.st().Games
	if g[0].ID <= 0 || g[1].ID <= 0 || g[0].ID == g[1].ID {
		t.Fatalf("game numbers %d and %d", g[0].ID, g[1].ID)
	}
	test.Tap(buttons(w.Content(), "Resume")[0]) // the newest, listed first
	test.Tap(buttons(w.Content(), "Count instead")[0])
	uitest.Tap(t, w.Canvas().Overlays().Top(), "OK")
	uitest.Tap(t, w.Content(), "Games")
	test.Tap(buttons(w.Content(), "Resume")[1])
	if s.data.CanUndo() {
		t.Error("the other game can undo the first one's change")
	}
}

// TestUndoOfAGameSurvivesARestart: the app closed and opened again, Undo
// in a game still takes back that game's last tile, and Undo in the list
// never does.
func TestUndoOfAGameSurvivesARestart(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben", "Cai")
	openCity(t, s, w, 0)
	place(t, s, w, city.Pos{X: 1, Y: 0}, "arcades-8-a")

	again, w2 := open(t, tiles.Alhambra())
	if got := again.st().Games[0].Record.Players[0].City; len(got) != 1 {
		t.Fatalf("reopened with %v", got)
	}
	// The app opens again on the game left open: its own Undo is there.
	uitest.Tap(t, w2.Content(), "Undo")
	if got := again.st().Games[0].Record.Players[0].City; len(got) != 0 {
		t.Errorf("undo after a restart kept the tile: %v", got)
	}
	uitest.Tap(t, w2.Content(), "Redo")
	if got := again.st().Games[0].Record.Players[0].City; len(got) != 1 {
		t.Errorf("redo after a restart: %v", got)
	}
	uitest.Tap(t, w2.Content(), "Games")
	uitest.Tap(t, w2.Content(), "Undo") // the list's last change: the game started
	if n := len(again.st().Games); n != 0 {
		t.Errorf("undo in the list left %d games", n)
	}
}
