package marcopolo

import (
	"encoding/json"
	"reflect"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
	gameid "arrayan.io/arrayan/data/game"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/scoring/marcopolo"
)

// handedTable is the end scoring's table as setup/handoff carries it:
// `arrayan-cli score`'s input, which marcopolo.DecodeTable reads.
type handedTable struct {
	Game    gameid.ID          `json:"game"`
	Players []marcopolo.Player `json:"players"`
}

// received is a scoring handed over from another phone, previewed above
// the screen until it is kept or cancelled: the engine's table (read and
// checked by setup/handoff) with the state it makes here (checked as the
// saved state is) and its scores, or why it was refused.
type received struct {
	table  marcopolo.Table
	state  *scoringState
	scores marcopolo.Result
	// refused words why the text is not kept ("" when state is set).
	refused string
}

// handOver shows the "Continue on another phone" page of the scoring on
// screen: its table, packed by setup/handoff (which refuses, with the
// engine's message, a table the other phone would refuse); Back shows
// the scoring again.
func (s *scoringScreen) handOver() {
	t := s.st().table()
	for i := range t.Players { // the table's reader wants every list, empty or not
		t.Players[i].Posts = slices.Clip(append([]string{}, t.Players[i].Posts...))
		t.Players[i].Objectives = slices.Clip(append([][2]string{}, t.Players[i].Objectives...))
	}
	data, err := json.Marshal(handedTable{Game: gameid.MarcoPolo, Players: t.Players})
	text, err := handover.Pack(gameid.MarcoPolo, data, err)
	handover.Show(s.w, s.root, text, err, "arrayan-marcopolo-scoring.txt", s.build)
}

// NewHandedOver returns the end-scoring screen shown in w with the
// scoring that text hands over (a `#game=` link, its fragment, a file's
// text or the packed text itself) previewed above it: its players and
// their totals as the engine scores them, to keep in place of this
// phone's scoring (Undo brings that back) or to cancel. A text refused,
// or of another game, is said there in the player's language, and
// nothing changes.
func NewHandedOver(w fyne.Window, text string) fyne.CanvasObject {
	return handedOver(w, text).root
}

// handedOver opens the screen in w with the scoring text hands over
// previewed (NewHandedOver).
func handedOver(w fyne.Window, text string) *scoringScreen {
	s := newScoringScreen(w)
	s.receive(text)
	return s
}

// receive reads text as a scoring handed over and shows it above the
// screen.
func (s *scoringScreen) receive(text string) {
	s.received = &received{}
	h, err := handover.Receive(text)
	if err == nil && h.MarcoPolo == nil {
		s.received.refused = lang.X("marcopolo.handed.other", "This is a game of {{.Game}}: this screen keeps Marco Polo scorings only.", map[string]any{"Game": ui.GameName(h.Game.String())})
	}
	var st scoringState
	if err == nil && h.MarcoPolo != nil {
		st, err = stateOf(*h.MarcoPolo)
	}
	var res marcopolo.Result
	if err == nil && h.MarcoPolo != nil {
		res, err = marcopolo.Score(*h.MarcoPolo)
	}
	switch {
	case err != nil:
		s.received.refused = handover.Refused(err)
	case h.MarcoPolo != nil:
		s.received.table, s.received.state, s.received.scores = *h.MarcoPolo, &st, res
	}
	s.build()
}

// receiveFile shows the scoring a file's text hands over, or why the file
// could not be read (unread, handover.OpenFileButton).
func (s *scoringScreen) receiveFile(text, unread string) {
	if unread != "" {
		s.received = &received{refused: unread}
		s.build()
		return
	}
	s.receive(text)
}

// stateOf is the screen's state of a table handed over, checked by the
// same strict reader and check as the saved state (store.CheckData): a
// default name ("Player 2" in this phone's language) stays unnamed, and
// each objective is its card (setup/handoff's marcopolo.Validate refused
// a pair no card names, and more than a player keeps).
func stateOf(t marcopolo.Table) (scoringState, error) {
	st := newScoringState()
	st.Players = len(t.Players)
	for i, p := range t.Players[:min(len(t.Players), maxPlayers)] {
		seat := seat{VP: p.VP, Coins: p.Coins, Camels: p.Camels, Pepper: p.Goods.Pepper, Silk: p.Goods.Silk, Gold: p.Goods.Gold,
			Contracts: p.Contracts, Beijing: p.Beijing, Character: p.Character, Posts: append([]string{}, p.Posts...)}
		if p.Name != ui.DefaultPlayerName(i) {
			seat.Name = p.Name
		}
		for j, pair := range p.Objectives[:min(len(p.Objectives), len(seat.Objectives))] {
			if o, ok := mp.ObjectiveFor(pair[0], pair[1]); ok {
				seat.Objectives[j] = o.ID
			}
		}
		st.Seats[i] = seat
	}
	data, err := json.Marshal(st)
	if err == nil {
		err = store.CheckData(scoringKey, data)
	}
	return st, err
}

// receivedCard previews the scoring received: each player's total as the
// engine scores it and the winner, what keeping it does, Keep and Cancel;
// or why it was refused, with Close. Nothing when none was received.
func (s *scoringScreen) receivedCard() fyne.CanvasObject {
	if s.received == nil {
		return container.NewVBox(s.keptNote())
	}
	cancel := func() {
		s.received = nil
		s.build()
	}
	if s.received.state == nil {
		return ui.NewCard("", "", handover.Refusal(s.received.refused, cancel))
	}
	res := s.received.scores
	box := container.NewVBox(ui.Wrapped(lang.X("marcopolo.handed.summary", "{{.Game}}, end scoring of {{.Players}} players",
		map[string]any{"Game": ui.GameName(gameid.MarcoPolo.String()), "Players": len(res.Players)})))
	for _, p := range res.Players {
		ui.Append(box, widget.NewLabel(lang.X("marcopolo.handed.total", "{{.Name}}: {{.N}} VP", map[string]any{"Name": p.Name, "N": p.Total})))
	}
	ui.Append(box, ui.Wrapped(winnerText(res, s.received.table)),
		ui.Wrapped(lang.X("marcopolo.handed.replaces", "Keeping it takes the place of the scoring on this phone; Undo brings that back.")))
	st := *s.received.state
	return ui.NewCard("", "", handover.Preview(box, func() { s.keepReceived(st) }, cancel))
}

// keepReceived makes the scoring received the screen's (one change, which
// Undo takes back) and shows it, with Undo keeping it.
func (s *scoringScreen) keepReceived(st scoringState) {
	s.received = nil
	s.change(func(v *scoringState) { *v = st.clone() })
	s.kept = &st
	s.build()
}

// keptNote is shown above a scoring just kept from another phone, with
// Undo keeping it (the screen's Undo), while the scoring is still as it
// was kept; nothing otherwise.
func (s *scoringScreen) keptNote() fyne.CanvasObject {
	if s.kept == nil || !reflect.DeepEqual(*s.kept, *s.st()) {
		s.kept = nil
		return container.NewVBox()
	}
	return handover.KeptNote(lang.X("marcopolo.handed.kept", "Scoring kept from another phone."), func() {
		if s.kept != nil && reflect.DeepEqual(*s.kept, *s.st()) { // else changed since: the note is stale
			s.data.Undo()
		}
		s.kept = nil
		s.build()
	})
}
