package yusufturn

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// screen shows Yusuf's turns in one solo game of the Sabika record: the
// panel fills in his state and how an input is applied before the views
// are drawn.
type screen struct {
	w    fyne.Window
	copy *yourcopy.Copy
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
	// rec is the Sabika record's game Yusuf plays in.
	rec *sabika.Handle
	// desired is what the player said the sultan desires (memory.desired).
	desired map[yusuf.QuestionKind]string
	// moveOn is the button that ends the main part's action when it is
	// not its first control (a turn played: Done), nil otherwise; it comes
	// into view with the part (Handle.ShowNext).
	moveOn fyne.CanvasObject
}

// scoreLine is Yusuf's round, PP, parias and seals, always in view.
func (s *screen) scoreLine() fyne.CanvasObject {
	st := s.st
	d := map[string]any{"Round": st.Round, "PP": st.PP, "Parias": st.Parias, "Seals": st.Holdings.Seals}
	head := ui.WrappedHeading(lang.X("yusuf.round", "Yusuf · round {{.Round}} of 5", d))
	line := widget.NewLabelWithStyle(lang.X("yusuf.score", "PP: {{.PP}} · parias: {{.Parias}} · seals: {{.Seals}}", d),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	line.Wrapping = fyne.TextWrapWord
	return container.NewVBox(head, line)
}

// mainPart is what the player acts on now: a question, the turn just
// played, the next turn, or the record's end of round.
func (s *screen) mainPart() fyne.CanvasObject {
	st := s.st
	s.moveOn = nil
	switch {
	case s.question != nil:
		return s.questionView(*s.question)
	case *s.reviewing:
		return s.turnView()
	case len(st.Pile) == 0:
		return s.recordEndView()
	}
	return s.nextTurnView()
}
