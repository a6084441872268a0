package yusufturn

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// player taps and types as a player does, and counts the taps (typing into
// a field is one tap, to give it the focus).
// With seen, every control tapped or typed into must first be whole in
// the page's view (inView): no scroll before it.
type player struct {
	t    *testing.T
	w    fyne.Window
	taps int
	seen bool
}

// tap taps the button labelled text.
func (p *player) tap(text string) {
	p.t.Helper()
	p.taps++
	if b := uitest.Button(p.w.Content(), text); b != nil && p.seen {
		inView(p.t, p.w, b, text)
		test.Tap(b)
		return
	}
	uitest.Tap(p.t, p.w.Content(), text)
}

// tapObject taps a tappable found on screen.
func (p *player) tapObject(o fyne.Tappable) {
	p.t.Helper()
	p.taps++
	if p.seen {
		inView(p.t, p.w, o.(fyne.CanvasObject), "a tapped option")
	}
	test.Tap(o)
}

// typeInto types text into the i-th field on screen.
func (p *player) typeInto(i int, text string) {
	p.t.Helper()
	p.taps++
	e := uitest.Entries(p.w.Content())[i]
	if p.seen {
		inView(p.t, p.w, e, "a field typed into")
	}
	uitest.TypeInto(e, text)
}

// typeFocused types text into the i-th field on screen, without a tap
// when the field has the keyboard focus (one tap to give it otherwise).
func (p *player) typeFocused(i int, text string) {
	p.t.Helper()
	e := uitest.Entries(p.w.Content())[i]
	if p.w.Canvas().Focused() != e {
		p.typeInto(i, text)
		return
	}
	if p.seen {
		inView(p.t, p.w, e, "the focused field")
	}
	test.Type(e, text)
}

// shortAnswer answers the question on screen as the board would, in as
// few taps as the panel allows; it reports how many the answer took.
func (p *player) shortAnswer(q yusuf.Question, n int) int {
	p.t.Helper()
	before := p.taps
	root := p.w.Content()
	switch q.Kind {
	case yusuf.AskMinorBuilding:
		p.tap([]string{"Garden", "Tower", "Window"}[n%3])
	case yusuf.AskConsolidate:
		p.tap(q.Options[0])
	case yusuf.AskMinorPoem:
		for k := 22; k > 0; k-- {
			if b := uitest.Button(root, fmt.Sprint(k)); b != nil {
				p.tapObject(b)
				return p.taps - before
			}
		}
		p.tap("None left on the board: skip")
	case yusuf.AskWarehouse, yusuf.AskWarehouseOpposite:
		p.tap("No warehouse tile there")
	case yusuf.AskMajorBuilding:
		if !selected(root, "Palace") {
			p.tapObject(uitest.RadioOption(p.t, root, "Palace"))
		}
		p.typeInto(0, fmt.Sprint(n+1))
		p.tap("Confirm")
	case yusuf.AskExport:
		// The city into its field, which has the focus; the board's
		// state, chosen in one tap, sends the answer.
		p.typeFocused(0, exportCity(p.w, n))
		p.tapObject(choiceOption(p.t, root, 0, "Seal · meets the trade card"))
	case yusuf.AskMajorPoem:
		p.typeInto(0, fmt.Sprintf("%c%d", "ABCDEGH"[n%7], n/7%9+1))
		p.tap("Confirm")
	}
	return p.taps - before
}

// selected tells whether the choice option labelled text is the one chosen.
func selected(root fyne.CanvasObject, text string) bool {
	b := uitest.Button(root, text)
	return b != nil && b.Importance == widget.HighImportance
}

// pending is the question Yusuf's saved state waits on, or nil.
func pending(t *testing.T) *yusuf.Question {
	r := savedGame(t)
	if r.Yusuf == nil || r.Yusuf.Pending == nil {
		return nil
	}
	return r.Yusuf.Pending.Question
}

// A Yusuf turn that needs nothing from the board takes 2 taps ("Yusuf's
// turn", Done); one board question answered by one tap takes 3; an
// export takes 4 ("Yusuf's turn", the city typed into its focused
// field, the seal's yes or no, the trade card's, which sends the answer,
// Done; issue 29: it took 6, with a tap on the field and Confirm); each
// question's answers are in view with his card, at a phone's and a
// desktop's size, once his panel is in view (no scroll between taps).
func TestYusufTurnTaps(t *testing.T) {
	for _, size := range []fyne.Size{phone, desktop} {
		w := openScreen(t, testEdition(true), size)
		startGame(t, w)
		scrollToPanel(w, w.Content())
		p := &player{t: t, w: w}
		quiet, oneTap := 0, 0
		for round := 1; round <= 3; round++ {
			for turn := 1; turn <= 4; turn++ {
				p.taps = 0
				p.tap(fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
				questions, answerTaps, export := 0, 0, false
				for q := pending(t); q != nil; q = pending(t) {
					checkAnswersInView(t, w, size, *q)
					if questions++; questions > 8 {
						t.Fatalf("%v: question %s stays after its answer: %v", size, q.Kind, uitest.Texts(w.Content()))
					}
					export = export || q.Kind == yusuf.AskExport
					answerTaps += p.shortAnswer(*q, round+turn+questions)
				}
				p.tap("Done")
				switch {
				case questions == 1 && export:
					if p.taps > 3 {
						t.Errorf("%v: an export turn took %d taps, at most 3", size, p.taps)
					}
				case questions == 0 && p.taps > 2:
					t.Errorf("%v: a turn without a question took %d taps", size, p.taps)
				case questions == 1 && answerTaps == 1 && p.taps > 3:
					t.Errorf("%v: a turn with one question took %d taps", size, p.taps)
				}
				if questions == 0 {
					quiet++
				}
				if questions == 1 && answerTaps == 1 {
					oneTap++
				}
			}
			endRound(t, w, round)
		}
		if quiet == 0 || oneTap == 0 {
			t.Errorf("%v: %d turns without a question, %d with one one-tap question: the goals were not both tried", size, quiet, oneTap)
		}
	}
}

// checkAnswersInView checks that the card of the turn and the answers of
// question q lie within the window together.
func checkAnswersInView(t *testing.T, w fyne.Window, size fyne.Size, q yusuf.Question) {
	t.Helper()
	grid, ask := questionBox(w.Content(), questionText(q))
	if grid == nil {
		t.Fatalf("%v: question %q not on screen: %v", size, q.Kind, uitest.Texts(w.Content()))
	}
	answers := ask.Objects[1]
	if q.Kind == yusuf.AskMajorBuilding || q.Kind == yusuf.AskMinorBuilding {
		answers = ask.Objects[2] // under the sultan's desired type, or the choice that asks it
	}
	for _, o := range []fyne.CanvasObject{grid.Objects[0], answers} {
		uitest.InView(t, w.Canvas(), o)
	}
}

// questionBox is the container of the card and the question, and the
// question's own part, whose first line is text.
func questionBox(root fyne.CanvasObject, text string) (grid, ask *fyne.Container) {
	uitest.Walk(root, func(o fyne.CanvasObject) {
		c, ok := o.(*fyne.Container)
		if !ok || grid != nil || len(c.Objects) != 2 {
			return
		}
		if a, ok := c.Objects[1].(*fyne.Container); ok && len(a.Objects) > 2 {
			if l, ok := a.Objects[0].(*widget.Label); ok && l.Text == text {
				grid, ask = c, a
			}
		}
	})
	return grid, ask
}

// An export turn takes 3 taps at a phone's and a desktop's size: "Yusuf's
// turn", the city typed into its field, which has the focus, the board's
// state (a seal or not, the trade card met or not) in one choice, which
// sends the answer without a Confirm, and Done; each tapped in view
// (issue 29: at most 3 taps a turn; it took 6).
func TestExportTurnTaps(t *testing.T) {
	e := testEdition(true)
	for i, c := range e.Yusuf.Cards {
		e.Yusuf.Cards[i].Actions = nil
		if c.Deck == dy.Comerciante {
			e.Yusuf.Cards[i].Actions = []dy.Action{dy.Export}
		}
	}
	for _, size := range []fyne.Size{phone, desktop} {
		t.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(t *testing.T) {
			w := openScreen(t, e, size)
			startGame(t, w)
			p := &player{t: t, w: w, seen: true}
			for turn := 1; ; turn++ {
				if turn > 4 {
					t.Fatalf("no export in 4 turns: %v", uitest.Texts(w.Content()))
				}
				p.taps = 0
				p.tap(fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
				if q := pending(t); q == nil || q.Kind != yusuf.AskExport {
					for q := pending(t); q != nil; q = pending(t) {
						p.shortAnswer(*q, turn)
					}
					p.tap("Done")
					continue
				}
				seals := savedGame(t).Yusuf.Holdings.Seals
				p.shortAnswer(*pending(t), turn)
				if pending(t) != nil || savedGame(t).Yusuf.Holdings.Seals != seals+1 {
					t.Fatalf("the export answered is not carried out: %v", uitest.Texts(w.Content()))
				}
				p.tap("Done")
				if p.taps != 3 {
					t.Errorf("the export turn took %d taps, want 3", p.taps)
				}
				return
			}
		})
	}
}
