package yusufturn

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// cardScale draws the card in play larger than the editor's, to be read
// at arm's length.
const cardScale = 1.3

// bigLabel is a wrapped label in the sub-heading size, readable across
// the table.
func bigLabel(text string) *widget.Label {
	l := ui.Wrapped(text)
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// bigButton is a tall button in the primary colour, quick to hit.
func bigButton(text string, icon fyne.Resource, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(text, icon, tapped)
	b.Importance = widget.HighImportance
	return b
}

// nextTurnView is the one button that plays Yusuf's next turn, after the
// results of the last end of round when there are any, and the player's
// consolidation where Yusuf had consolidated.
func (s *screen) nextTurnView() fyne.CanvasObject {
	st := &s.game().play.state
	d := map[string]any{"Turn": len(st.Revealed) + 1}
	turn := bigButton(lang.X("yusuf.turn", "Yusuf's turn ({{.Turn}} of 4)", d), theme.MediaPlayIcon(), func() {
		s.reviewing = true
		s.add(Input{Kind: inTurn})
	})
	box := container.NewVBox()
	if len(st.Revealed) == 0 && st.Round > 1 && len(s.game().Inputs) > 0 {
		box.Add(ui.Heading(lang.X("yusuf.round-ended", "End of round {{.Round}}", map[string]any{"Round": st.Round - 1})))
		box.Add(s.eventList(s.game().play.last))
	}
	box.Add(ui.Wrapped(lang.X("yusuf.turn.help", "Play your own turn, then tap for Yusuf's. Move his pieces on the board as the card says.")))
	box.Add(turn)
	box.Add(s.consolidationPart())
	return box
}

// turnCard is the card of the turn under way or just played, or nil when
// no card could be carried out.
func (s *screen) turnCard() (string, bool) {
	p := &s.game().play
	if p.state.Pending != nil {
		return p.state.Pending.Card, true
	}
	for i := len(p.last) - 1; i >= 0; i-- {
		if e := p.last[i]; e.Kind == "discard" && e.Card != "" {
			return e.Card, true
		}
	}
	return "", false
}

// turnView shows the turn: his card drawn large, then what happened in
// words; with done, the Done button that hands the table back.
func (s *screen) turnView(done bool) fyne.CanvasObject {
	box := container.NewVBox(ui.Heading(lang.X("yusuf.turn.heading", "Yusuf's turn")))
	if id, ok := s.turnCard(); ok {
		if card, ok := s.game().Components.Card(id); ok {
			box.Add(container.NewCenter(yourcopy.DrawnCard(card, cardScale)))
		}
	}
	box.Add(s.eventList(s.game().play.last))
	if done {
		box.Add(bigButton(lang.X("yusuf.done", "Done"), theme.ConfirmIcon(), func() {
			s.reviewing = false
			s.build()
		}))
	}
	return box
}

// eventList words the events, one line each, large.
func (s *screen) eventList(events []yusuf.Event) fyne.CanvasObject {
	box := container.NewVBox()
	for _, e := range events {
		if t := eventText(e); t != "" {
			box.Add(bigLabel(t))
		}
	}
	return box
}

// consolidationPart offers, for each city Yusuf consolidated, the player's
// consolidation there: he then gets 2 PP [ES L1071].
func (s *screen) consolidationPart() fyne.CanvasObject {
	p := &s.game().play
	box := container.NewVBox()
	if p.bonus != nil {
		box.Add(s.eventList(p.bonus))
	}
	var cities []string
	for _, c := range p.state.Holdings.Cities {
		if c.Consolidated {
			cities = append(cities, c.Name)
		}
	}
	if len(cities) == 0 {
		return box
	}
	box.Add(ui.Wrapped(lang.X("yusuf.consolidated.help", "Did you just consolidate in a city where Yusuf had consolidated? He gets 2 PP instead of your 1 dinar and 1 PP.")))
	for _, c := range cities {
		box.Add(widget.NewButton(lang.X("yusuf.consolidated", "I consolidated in {{.City}}: Yusuf +2 PP", map[string]any{"City": c}), func() {
			s.add(Input{Kind: inConsolidated, City: c})
		}))
	}
	return box
}
