package sabika

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/ui"
)

// taps counts the player's taps on the open game and fails when one is on
// a control out of sight (behind the end of the page or under the confirm
// bar): every tap counted is one the player makes without scrolling.
type taps struct {
	t *testing.T
	s *screen
	w fyne.Window
	n int
}

// tap taps o, which must be in view.
func (tp *taps) tap(o fyne.Tappable) {
	tp.t.Helper()
	tp.inView(o.(fyne.CanvasObject), "tapped")
	tp.n++
	test.Tap(o)
}

// button taps the button showing text.
func (tp *taps) button(text string) {
	tp.t.Helper()
	b := uitest.Button(tp.s.body, text)
	if b == nil || b.Disabled() {
		tp.t.Fatalf("%q cannot be tapped: %v", text, uitest.Texts(tp.s.body))
	}
	tp.tap(b)
}

// confirm taps the step's confirm button, then checks that the next
// step's first control has come into view on its own.
func (tp *taps) confirm(text string) {
	tp.t.Helper()
	tp.button(text)
	if g := tp.s.game; g != nil && g.view.compute != nil {
		tp.inView(firstControl(g.step), "the next step's first control")
	}
}

// inView fails unless o is whole within the window and, on the page,
// within the part of the page the scroll shows.
func (tp *taps) inView(o fyne.CanvasObject, what string) {
	tp.t.Helper()
	c := tp.w.Canvas()
	uitest.InView(tp.t, c, o)
	d := fyne.CurrentApp().Driver()
	pos, size := d.AbsolutePositionForObject(o), o.Size()
	g := tp.s.game
	if g == nil || !contains(g.scroll, o) {
		return
	}
	top := d.AbsolutePositionForObject(g.scroll).Y
	if pos.Y < top-1 || pos.Y+size.Height > top+g.scroll.Size().Height+1 {
		tp.t.Fatalf("%s (%T %v) at y %v–%v is out of the page's view %v–%v: a scroll is needed", what, o, uitest.Texts(o), pos.Y, pos.Y+size.Height, top, top+g.scroll.Size().Height)
	}
}

// contains reports whether o is shown within root.
func contains(root, o fyne.CanvasObject) bool {
	found := false
	uitest.Walk(root, func(x fyne.CanvasObject) { found = found || x == o })
	return found
}

// firstControl is the first control of a step a player taps or types
// into, or its heading when it has none.
func firstControl(step *fyne.Container) fyne.CanvasObject {
	var first fyne.CanvasObject
	uitest.Walk(step, func(o fyne.CanvasObject) {
		if first != nil || !o.Visible() {
			return
		}
		switch o.(type) {
		case *widget.Button, *widget.Entry, *widget.RadioGroup, *widget.Check, *ui.TickBox, *ui.Choice:
			first = o
		}
	})
	if first == nil {
		return step.Objects[1]
	}
	return first
}

// boardIn taps player's field for part in "What the board shows now"
// and types text: one tap.
func (tp *taps) boardIn(player, part, text string) {
	tp.t.Helper()
	e := boardField(tp.t, tp.s, player, part)
	tp.inView(e, "typed into")
	tp.n++
	uitest.TypeInto(e, text)
}

// endOfRound plays a 3-player game's end of round 1 (a wish tile joins
// the tower), counting the taps; with correct, every holding of every
// player is first set to what the board shows.
func endOfRound(t *testing.T, size fyne.Size, correct bool) int {
	s, w := openScreen(t, testEdition())
	w.Resize(size)
	names := []string{"Ana", "Ben", "Carla"}
	startByHand(t, s, names...)
	tp := &taps{t: t, s: s, w: w}
	if correct {
		for _, name := range names {
			for part, v := range map[string]string{"pp": "7", "parias": "3", "dinars": "9", "seals": "1"} {
				tp.boardIn(name, part, v)
			}
		}
	}
	tp.confirm("Confirm this step") // income: nobody has any
	tp.tap(tileOf(t, s, "A1"))
	tp.confirm("Confirm this step") // narrator and the wish
	s.game.scroll.ScrollToBottom()  // the player reads the page to its end
	tp.confirm("Confirm this step") // tribute: the proposals
	tp.confirm("Confirm this step") // stacks as the board shows them
	tp.tap(uitest.RadioOption(t, s.body, "Ben"))
	tp.confirm("Start round 2")
	r := s.game.record()
	if r.Phase != PhaseIncome || r.Round() != 2 {
		t.Fatalf("round %d, %s", r.Round(), r.Phase)
	}
	if p := r.Game.Players[1]; correct && (p.Parias != 0 || p.Seals != 1 || p.Dinars != 9 || p.PP != 7) { // A1 pays per city with presence (none); the track pays the 3 due
		t.Errorf("Ben after the corrected round: %+v", p)
	}
	return tp.n
}

// tileOf is the button of wish tile name ("A1").
func tileOf(t *testing.T, s *screen, name string) *widget.Button {
	t.Helper()
	b := findTile(s.body, name)
	if b == nil {
		t.Fatalf("no button for tile %s: %v", name, uitest.Texts(s.body))
	}
	return b
}

// The wish tiles' contents are read on their buttons before a tap: which
// tile of the letter lies on the board is told at a glance.
func TestWishTileContentsOnButtons(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben")
	confirm(t, s, "Confirm this step")
	if findTile(s.body, "A1") == nil {
		t.Fatalf("no tile button: %v", uitest.Texts(s.body))
	}
	want(t, s, "1 PP per city with presence")
	want(t, s, "Not recorded in your copy yet") // A2, A3
	test.Tap(tileOf(t, s, "A1"))
	want(t, s, "A1: chosen")
}

// Issue 18's goal: a Sabika end of round with nothing to correct takes at
// most 8 taps, none of them after a scroll, on a phone and a desktop.
func TestEndOfRoundTaps(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 360, Height: 740}, {Width: 1280, Height: 800}} {
		if n := endOfRound(t, size, false); n > 8 {
			t.Errorf("%v: %d taps, at most 8", size, n)
		}
	}
}

// Issue 18's goal: with every holding of 3 players corrected to the board
// ("What the board shows now", once), the end of round takes at most 20
// taps, none after a scroll.
func TestEndOfRoundTapsEverythingCorrected(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 360, Height: 740}, {Width: 1280, Height: 800}} {
		if n := endOfRound(t, size, true); n > 20 {
			t.Errorf("%v: %d taps, at most 20", size, n)
		}
	}
}
