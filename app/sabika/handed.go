package sabika

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/ui"
	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// received is a game handed over from another phone, shown above the list
// until it is kept or cancelled: the record read and checked by
// setup/handoff (the same strict reader and checks as the saved list), or
// why it was refused.
type received struct {
	record *Record
	// refused words why the text is not kept ("" when record is set).
	refused string
}

// NewHandedOver returns the game record screen shown in w with the game
// that text hands over (a `#game=` link, its fragment, or the packed text
// itself) previewed above the list: its round, players and totals, to keep
// as a new game of this phone's or to cancel. A text refused is said
// there, in the player's language, and nothing is kept.
func (ss *Screens) NewHandedOver(w fyne.Window, text string) fyne.CanvasObject {
	return ss.handedOver(w, text).body
}

// handedOver opens the screen in w with the game text hands over shown
// above the list (NewHandedOver).
func (ss *Screens) handedOver(w fyne.Window, text string) *screen {
	s := ss.open(w)
	s.receive(text)
	return s
}

// receive reads text as a game handed over and shows it above the list.
func (s *screen) receive(text string) {
	s.received = &received{}
	h, err := handover.Receive(text)
	switch {
	case err != nil:
		s.received.refused = handover.Refused(err)
	case h.Game != gameid.Sabika:
		s.received.refused = lang.X("sabika.handed.other", "This is a game of {{.Game}}: this screen keeps Sabika games only.", map[string]any{"Game": ui.GameName(h.Game.String())})
	default:
		s.received.record = h.Sabika
	}
	s.show(-1)
	if s.list != nil {
		s.list.ScrollToTop()
	}
}

// receiveFile shows the game a file's text hands over, or why the file
// could not be read (unread, handover.OpenFileButton).
func (s *screen) receiveFile(text, unread string) {
	if unread != "" {
		s.received = &received{refused: unread}
		s.show(-1)
		return
	}
	s.receive(text)
}

// receivedCard previews the game received: what it is, its round and each
// player's totals as the record holds them (playersPanel), with Keep and
// Cancel; or why it was refused, with Close.
func (s *screen) receivedCard() fyne.CanvasObject {
	cancel := func() {
		s.received = nil
		s.redraw()
	}
	r := s.received.record
	if r == nil {
		return handover.Refusal(s.received.refused, cancel)
	}
	box := container.NewVBox(ui.Wrapped(handedSummary(r)), playersPanel(r))
	if same := s.sameGame(r); same >= 0 {
		ui.Append(box, ui.Wrapped(lang.X("sabika.handed.same", "Game {{.N}} on this phone is this same game: keeping it adds it as a new game beside it, and game {{.N}} stays as it is.", map[string]any{"N": same + 1})))
	}
	keep := func() { s.keepReceived(*r) }
	if _, err := s.room(); err != nil {
		keep = nil
		ui.Append(box, errorLine(lang.X("sabika.handed.full", "The list holds {{.N}} games: delete a game before keeping another.", map[string]any{"N": maxGames})))
	}
	return handover.Preview(box, keep, cancel)
}

// handedSummary words what a received game is: Sabika, solo with Yusuf
// or not, its round or its end, and when it started.
func handedSummary(r *Record) string {
	kind := lang.X("sabika.handed.players", "Sabika, {{.N}} players", map[string]any{"N": len(r.Game.Players)})
	if r.YusufSeat() >= 0 {
		kind = lang.X("sabika.handed.solo", "Sabika, solo game with Yusuf")
	}
	state := lang.X("sabika.handed.round", "round {{.Round}} of 5", map[string]any{"Round": r.Round()})
	if r.Game.Ended {
		state = lang.X("sabika.handed.ended", "ended, won by {{.Names}}", map[string]any{"Names": winnerNames(r)})
	}
	return lang.X("sabika.handed.summary", "{{.Kind}} · {{.State}} · started {{.Date}}", map[string]any{"Kind": kind, "State": state, "Date": shortDate(r.Started)})
}

// sameGame is the number of the game in the list that r is a copy of
// (the same start time, setup code and players), or -1.
func (s *screen) sameGame(r *Record) int {
	for _, c := range s.st.Get().Records {
		if c.Started == r.Started && c.Code == r.Code && slices.EqualFunc(c.Game.Players, r.Game.Players, func(a, b game.Player) bool { return a.Name == b.Name }) {
			return c.ID
		}
	}
	return -1
}

// keepReceived adds the received game to the list as a new game (a
// number never given before, so no game is overwritten) and opens it,
// with an Undo that takes it off the list again.
func (s *screen) keepReceived(r Record) {
	drop, err := s.room()
	if err != nil {
		return // the card says so and offers no Keep (receivedCard)
	}
	id := s.st.Get().Next
	r.ID = id
	s.st.SetScope(listScope)
	s.st.Change(func(g *Games) {
		if drop >= 0 {
			g.Records = slices.Delete(g.Records, drop, drop+1)
		}
		g.Records = append(g.Records, r)
		g.Next++
	})
	s.received = nil
	s.kept = id
	s.show(id)
}

// keptNote is shown above a game just kept from another phone: its
// number, and Undo, which takes it off the list again (the list's Undo).
func (s *screen) keptNote() fyne.CanvasObject {
	return handover.KeptNote(lang.X("sabika.handed.kept", "Kept from another phone as game {{.N}}.", map[string]any{"N": s.kept + 1}), func() {
		s.kept = -1
		s.open = -1
		s.st.SetScope(listScope)
		s.st.Undo()
	})
}
