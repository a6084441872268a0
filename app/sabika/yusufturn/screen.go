package yusufturn

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// screen shows Yusuf's turns over one state: the solo game of "Solo with
// Yusuf" (data set) or Yusuf's seat in a solo game of the Sabika record
// (the YusufPanel hook, data nil). build or the hook fills in the state
// and how an input is applied before the views are drawn.
type screen struct {
	w    fyne.Window
	copy *yourcopy.Copy
	data *ui.State[Session]
	root *fyne.Container

	st          *yusuf.State
	comps       *dy.Components
	last, bonus []yusuf.Event
	question    *yusuf.Question
	// do applies one input; review keeps the turn's card in view after it.
	do     func(in Input, review bool) error
	redraw func()
	// reviewing: the card of the turn just played stays in view until the
	// player taps Done (the second of a turn's two taps).
	reviewing *bool
	// end is the end of round or game being filled in.
	end *endForm
	// rec is the Sabika record's game Yusuf plays in, nil in "Solo with
	// Yusuf".
	rec *sabika.Handle
}

// NewScreen opens the saved solo game, or the start of a new one.
func NewScreen(w fyne.Window) fyne.CanvasObject {
	translation.Need(translation.Yusuf)
	s := &screen{w: w, copy: yourcopy.Shared(w), root: container.NewStack(), reviewing: new(bool)}
	s.data = ui.OpenState(w, ui.StateConfig[Session]{
		Key: storeKey, Fresh: fresh, Check: check, Clone: clone, Repair: repair,
	})
	s.do, s.redraw = s.try, s.build
	s.data.Recompute = s.build
	s.data.Reload = func() { *s.reviewing = false; s.build() }
	s.copy.OnChange(func() {
		if !s.data.Get().Started {
			s.build()
		}
	})
	s.build()
	return s.root
}

// game is the current session.
func (s *screen) game() *Session { return s.data.Get() }

// build shows the part of the game the session is at.
func (s *screen) build() {
	g := s.game()
	s.st, s.comps = &g.play.state, &g.Components
	s.last, s.bonus, s.question = g.play.last, g.play.bonus, g.play.question
	var body fyne.CanvasObject
	switch {
	case !g.Started:
		body = s.startView()
	case g.play.err != nil:
		body = ui.Wrapped(g.play.err.Error())
	default:
		body = s.gameView()
	}
	s.root.Objects = []fyne.CanvasObject{body}
	s.root.Refresh()
}

// gameView is the top bar over Yusuf's turn (or end of round) beside his
// tiles, decks and holdings: side by side on a desktop, one above the
// other on a phone.
func (s *screen) gameView() fyne.CanvasObject {
	main := s.mainPart()
	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: 440}, main, s.sidePart())
	top := container.NewBorder(nil, nil, nil, s.data.Buttons(), s.scoreLine())
	newGame := widget.NewButtonWithIcon(lang.X("yusuf.new-game", "New solo game"), theme.DeleteIcon(), func() {
		s.data.Change(func(g *Session) { *g = fresh() })
	})
	foot := container.NewVBox(widget.NewSeparator(), newGame)
	return container.NewBorder(top, nil, nil, nil, container.NewVScroll(container.NewVBox(grid, foot)))
}

// scoreLine is Yusuf's round, PP, parias and seals, always in view.
func (s *screen) scoreLine() fyne.CanvasObject {
	st := s.st
	d := map[string]any{"Round": st.Round, "PP": st.PP, "Parias": st.Parias, "Seals": st.Holdings.Seals}
	head := ui.Heading(lang.X("yusuf.round", "Round {{.Round}} of 5", d))
	line := widget.NewLabelWithStyle(lang.X("yusuf.score", "Yusuf — PP: {{.PP}} · parias: {{.Parias}} · seals: {{.Seals}}", d),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	line.Wrapping = fyne.TextWrapWord
	return container.NewVBox(head, line)
}

// mainPart is what the player acts on now: a question, the turn just
// played, the next turn, the end of round or game, or the final score.
func (s *screen) mainPart() fyne.CanvasObject {
	st := s.st
	switch {
	case s.question != nil:
		return s.questionView(*s.question)
	case *s.reviewing:
		return s.turnView(true)
	case s.rec != nil && len(st.Pile) == 0:
		return s.recordEndView()
	case st.Over:
		return s.finalView()
	case len(st.Pile) == 0 && st.Round == yusuf.Rounds:
		return s.endGameView()
	case len(st.Pile) == 0:
		return s.endRoundView()
	}
	return s.nextTurnView()
}
