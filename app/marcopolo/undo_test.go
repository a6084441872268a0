package marcopolo

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
)

// tapUndo and tapRedo tap the screen's Undo and Redo buttons, failing
// when the button is disabled (there is nothing to take back or make
// again).
func tapUndo(t *testing.T, root fyne.CanvasObject) { t.Helper(); tapEnabled(t, root, "Undo") }

func tapRedo(t *testing.T, root fyne.CanvasObject) { t.Helper(); tapEnabled(t, root, "Redo") }

func tapEnabled(t *testing.T, root fyne.CanvasObject, label string) {
	t.Helper()
	b := uitest.Button(root, label)
	if b == nil || b.Disabled() {
		t.Fatalf("%s is missing or disabled", label)
	}
	test.Tap(b)
}

// TestScoringUndoesAndRedoesEveryChange: a post tapped on the map, a
// character chosen (with Kubilai Khan's Beijing post), the number of
// players and "Clear player" are each taken back by Undo and made again by
// Redo, and the widgets show the state each time.
func TestScoringUndoesAndRedoesEveryChange(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	s := newScoringScreen(w)
	w.SetContent(s.root)
	if !uitest.Button(s.root, "Undo").Disabled() || !uitest.Button(s.root, "Redo").Disabled() {
		t.Fatal("a fresh screen offers undo or redo")
	}
	tapSpace(s.mapView, "moscow")
	uitest.Choose(t, w.Canvas(), s.seats[0].character, "Kubilai Khan")
	if p := s.st().Seats[0]; p.Beijing != 1 || !slices.Equal(p.Posts, []string{"moscow", "beijing"}) {
		t.Fatalf("after Kubilai Khan: %+v", p)
	}

	tapUndo(t, s.root) // Kubilai Khan and his Beijing post, in one step
	if p, f := s.st().Seats[0], s.seats[0]; p.Character != "" || p.Beijing != 0 || f.beijing.SelectedIndex() != 0 || f.character.SelectedIndex() != 0 || !slices.Equal(p.Posts, []string{"moscow"}) {
		t.Errorf("after one undo: %+v, Beijing shows %d, character %q", p, f.beijing.SelectedIndex(), f.character.Selected)
	}
	tapUndo(t, s.root)
	if p := s.st().Seats[0]; len(p.Posts) != 0 || len(s.mapView.Marked) != 0 {
		t.Errorf("after two undos: posts %v, map marks %v", p.Posts, s.mapView.Marked)
	}
	if !uitest.Button(s.root, "Undo").Disabled() {
		t.Error("Undo stays enabled with nothing to undo")
	}
	tapRedo(t, s.root)
	tapRedo(t, s.root)
	if p, f := s.st().Seats[0], s.seats[0]; p.Beijing != 1 || f.beijing.SelectedIndex() != 1 || !strings.Contains(f.character.Selected, "Kubilai") || len(s.mapView.Marked) != 2 {
		t.Errorf("after two redos: %+v, Beijing shows %d, character %q", p, f.beijing.SelectedIndex(), f.character.Selected)
	}
	if !uitest.Button(s.root, "Redo").Disabled() {
		t.Error("Redo stays enabled with nothing to redo")
	}

	test.Tap(uitest.RadioOption(t, s.root, "4"))
	if len(s.seats) != 4 {
		t.Fatalf("%d seats for 4 players", len(s.seats))
	}
	tapUndo(t, s.root)
	if len(s.seats) != 3 || s.st().Players != 3 {
		t.Errorf("after undoing 4 players: %d seats, %d players", len(s.seats), s.st().Players)
	}
	tapRedo(t, s.root)
	if len(s.seats) != 4 || s.st().Players != 4 {
		t.Errorf("after redoing 4 players: %d seats, %d players", len(s.seats), s.st().Players)
	}

	test.Tap(uitest.Button(s.root, "Clear player"))
	tapUndo(t, s.root)
	if p := s.st().Seats[0]; p.Character != "kubilai-khan" || len(p.Posts) != 2 {
		t.Errorf("after undoing the clear: %+v", p)
	}
	tapRedo(t, s.root)
	if again := newScoringScreen(nil); again.st().Seats[0].Character != "" || len(again.st().Seats[0].Posts) != 0 {
		t.Errorf("the redone clear was not saved: %+v", again.st().Seats[0])
	}
}

// diceEntry is seat i's dice total on the round helper.
func diceEntry(t *testing.T, root fyne.CanvasObject, i int) *widget.Entry {
	t.Helper()
	var dice []*widget.Entry
	for _, e := range uitest.Entries(root) {
		if e.PlaceHolder == "not rolled" {
			dice = append(dice, e)
		}
	}
	if i >= len(dice) {
		t.Fatalf("no dice entry for seat %d", i)
	}
	return dice[i]
}

// TestRoundsUndoesAndRedoesEveryChange: a post ticked, a dice total typed
// and "Next round" are each taken back by Undo and made again by Redo,
// and the widgets show the state each time.
func TestRoundsUndoesAndRedoesEveryChange(t *testing.T) {
	uitest.NewApp(t)
	w := uitest.Window(t, nil)
	r := newRoundsScreen(w)
	w.SetContent(r.root)
	test.Tap(uitest.Check(t, r.root, "Kochi"))
	uitest.TypeInto(diceEntry(t, r.root, 0), "9")
	test.Tap(uitest.Button(r.root, "Next round: clear the dice"))
	if st := r.st(); st.Round != 2 || st.Seats[0].Dice != 0 {
		t.Fatalf("after next round: round %d, dice %d", st.Round, st.Seats[0].Dice)
	}

	tapUndo(t, r.root)
	if st := r.st(); st.Round != 1 || st.Seats[0].Dice != 9 || diceEntry(t, r.root, 0).Text != "9" || !strings.Contains(r.summary.Text, "Round 1 of") {
		t.Errorf("after undoing next round: round %d, dice %d, field %q", st.Round, st.Seats[0].Dice, diceEntry(t, r.root, 0).Text)
	}
	tapUndo(t, r.root)
	if r.st().Seats[0].Dice != 0 || diceEntry(t, r.root, 0).Text != "" {
		t.Errorf("after undoing the dice: %d, field %q", r.st().Seats[0].Dice, diceEntry(t, r.root, 0).Text)
	}
	tapUndo(t, r.root)
	if len(r.st().Seats[0].Posts) != 0 || uitest.Check(t, r.root, "Kochi").Checked {
		t.Errorf("after undoing the post: %v", r.st().Seats[0].Posts)
	}

	tapRedo(t, r.root)
	if !slices.Equal(r.st().Seats[0].Posts, []string{"kochi"}) || !uitest.Check(t, r.root, "Kochi").Checked || !uitest.HasText(r.payments[0], "Kochi") {
		t.Errorf("after redoing the post: %v, pays %v", r.st().Seats[0].Posts, uitest.Texts(r.payments[0]))
	}
	tapRedo(t, r.root)
	tapRedo(t, r.root)
	if st := r.st(); st.Round != 2 || st.Seats[0].Dice != 0 || diceEntry(t, r.root, 0).Text != "" {
		t.Errorf("after redoing next round: round %d, dice %d", st.Round, st.Seats[0].Dice)
	}
	if !uitest.Button(r.root, "Redo").Disabled() {
		t.Error("Redo stays enabled with nothing to redo")
	}
	if again := newRoundsScreen(nil); again.st().Round != 2 || len(again.st().Seats[0].Posts) != 1 {
		t.Errorf("the redone round was not saved: %+v", again.st())
	}
}
