package yusufturn

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// cardScale draws the card in play larger than the editor's, to be read
// at arm's length, as far as the window's width allows.
const cardScale = 1.4

// questionCardScale draws the card beside a question's answers, which
// must be in view with it.
const questionCardScale = 1.0

// phoneQuestionCardScale draws the card above a question's answers on a
// phone as small as the browsed discards: in the app's theme the card at
// questionCardScale pushed the warehouse tiles' last row below a 360×740
// screen (TestYusufTurnTaps).
const phoneQuestionCardScale = discardScale

// bigCard draws the card as large as the panel's column lets it, up to
// cardScale: the window's width on a phone, a column of at least
// ui.CellHalf on a Wide window.
func (s *screen) bigCard(card dy.Card, largest float32) fyne.CanvasObject {
	avail := s.w.Canvas().Size().Width
	if avail < 1 {
		return yourcopy.DrawnCard(card, 1)
	}
	if avail >= ui.Wide {
		avail = ui.CellHalf
	}
	avail -= 12 * theme.Padding() // the record's margins and the card's own
	scale := largest
	if w := yourcopy.DrawnCard(card, 1).MinSize().Width; w*scale > avail {
		scale = avail / w // a long bottom in Russian: smaller, never wider than a phone
	}
	return yourcopy.DrawnCard(card, scale)
}

// bigLabel is a wrapped label in the sub-heading size, readable across
// the table.
func bigLabel(text string) *widget.Label {
	l := ui.Wrapped(text)
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// bigButtonHeight makes the main buttons and answers easy to hit at the
// table.
const bigButtonHeight = 64

// bigButton is a tall button in the primary colour, quick to hit.
func bigButton(text string, icon fyne.Resource, tapped func()) fyne.CanvasObject {
	b := widget.NewButtonWithIcon(text, icon, tapped)
	b.Importance = widget.HighImportance
	height := canvas.NewRectangle(color.Transparent)
	height.SetMinSize(fyne.NewSize(0, bigButtonHeight))
	return container.NewStack(height, b)
}

// nextTurnView is the one button that plays Yusuf's next turn (where the
// turn's Done then shows), and the player's consolidation where Yusuf had
// consolidated.
func (s *screen) nextTurnView() fyne.CanvasObject {
	st := s.st
	d := map[string]any{"Turn": len(st.Revealed)%dy.TileCount + 1}
	msg := errorText()
	turn := bigButton(lang.X("yusuf.turn", "Yusuf's turn ({{.Turn}} of 4)", d), theme.MediaPlayIcon(), func() {
		if err := s.do(Input{Kind: inTurn}, true); err != nil {
			showError(msg, ui.SayError(err))
		}
	})
	box := container.NewVBox(turn, msg)
	box.Add(ui.Wrapped(s.turnHelp()))
	box.Add(s.consolidationPart())
	return box
}

// turnHelp says whose turn comes first: at a round's first turn, who
// starts it (Yusuf in round 1 [ES L938], later the record's start player);
// afterwards the player's own turn, then his.
func (s *screen) turnHelp() string {
	r := s.rec.Record()
	switch {
	case len(s.st.Revealed) > 0:
	case s.st.Round == 1:
		return lang.X("yusuf.turn.first-round", "Yusuf plays first in round 1 (he is the start player): tap for his turn now, then play yours. Move his pieces on the board as the card says.")
	case r.Game.StartPlayer == r.YusufSeat():
		return lang.X("yusuf.turn.he-starts", "Yusuf starts this round: tap for his turn now, then play yours. Move his pieces on the board as the card says.")
	default:
		return lang.X("yusuf.turn.you-start", "You start this round: play your turn, then tap for Yusuf's. Move his pieces on the board as the card says.")
	}
	return lang.X("yusuf.turn.help", "Play your own turn, then tap for Yusuf's. Move his pieces on the board as the card says.")
}

// turnCard is the card of the turn under way or just played; false when
// no card could be carried out.
func (s *screen) turnCard() (string, bool) {
	if s.st.Pending != nil {
		return s.st.Pending.Card, true
	}
	for i := len(s.last) - 1; i >= 0; i-- {
		if e := s.last[i]; e.Kind == yusuf.EventDiscard && e.Card != "" {
			return e.Card, true
		}
	}
	return "", false
}

// turnView shows the turn just played: his card drawn large, what
// happened in words (what to do on the board), then the Done button that
// hands the table back, read after them (issue 29) and never where
// "Yusuf's turn" is (a double tap does not play his next turn).
func (s *screen) turnView() fyne.CanvasObject {
	done := bigButton(lang.X("yusuf.done", "Done"), theme.ConfirmIcon(), func() {
		*s.reviewing = false
		s.redraw()
		if s.rec != nil { // his next turn, or the record's step, in view
			s.rec.BringNextIntoView()
		}
	})
	s.moveOn = done
	return container.NewVBox(s.cardPart(), s.eventList(s.last), done)
}

// cardPart is the card of the turn drawn large, or nothing when no card
// could be carried out.
func (s *screen) cardPart() fyne.CanvasObject { return s.cardAt(cardScale) }

// questionCard is the card while a question waits, at the editor's size
// (smaller on a phone): the card and the answers fit a phone's screen
// together.
func (s *screen) questionCard() fyne.CanvasObject {
	if s.w.Canvas().Size().Width < ui.Tablet {
		return s.cardAt(phoneQuestionCardScale)
	}
	return s.cardAt(questionCardScale)
}

// cardAt draws the card of the turn at most at scale largest.
func (s *screen) cardAt(largest float32) fyne.CanvasObject {
	if id, ok := s.turnCard(); ok {
		if card, ok := s.comps.Card(id); ok {
			return container.NewCenter(s.bigCard(card, largest))
		}
	}
	return container.NewVBox()
}

// eventList words the events, one line each, large.
func (s *screen) eventList(events []yusuf.Event) fyne.CanvasObject {
	box := container.NewVBox()
	for _, e := range events {
		if hiddenInTurn(e.Kind) {
			continue
		}
		if t := eventText(e, &s.st.Holdings); t != "" {
			box.Add(bigLabel(t))
		}
	}
	return box
}

// consolidationPart offers, for each city Yusuf consolidated, the player's
// consolidation there on their turn: he then gets 2 PP instead of the
// usual 1 dinar and 1 PP of an earlier consolidator [ES L1071, L635].
func (s *screen) consolidationPart() fyne.CanvasObject {
	box := container.NewVBox()
	if s.bonus != nil {
		box.Add(s.eventList(s.bonus))
	}
	var cities []string
	for _, c := range s.st.Holdings.Cities {
		if c.Consolidated {
			cities = append(cities, c.Name)
		}
	}
	if len(cities) == 0 {
		return box
	}
	msg := errorText()
	box.Add(ui.Wrapped(lang.X("yusuf.consolidated.help", "Did you just consolidate, on your turn, in a city where Yusuf had consolidated before you? He gets 2 PP instead of the usual 1 dinar and 1 PP of an earlier consolidator.")))
	for _, c := range cities {
		box.Add(widget.NewButton(lang.X("yusuf.consolidated", "{{.City}} · Yusuf +2 PP", map[string]any{"City": c}), func() {
			if err := s.do(Input{Kind: inConsolidated, City: c}, false); err != nil {
				showError(msg, ui.SayError(err))
			}
		}))
	}
	box.Add(msg)
	return box
}

// errorText is a hidden wrapped line in the error colour.
func errorText() *widget.Label {
	t := ui.Wrapped("")
	t.Importance = widget.DangerImportance
	t.Hide()
	return t
}

// showError shows problem in t, or hides t when there is none.
func showError(t *widget.Label, problem string) {
	t.Text = problem
	t.Hidden = problem == ""
	t.Refresh()
}
