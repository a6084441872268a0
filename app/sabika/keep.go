package sabika

import (
	"strconv"

	"arrayan.io/arrayan/app/history"
	hist "arrayan.io/arrayan/scoring/history"
)

// keepPlay puts a game that has just ended into the history of plays
// (screen.keepPlay).
func (g *gameScreen) keepPlay(r *Record) { g.s.keepPlay(r) }

// playSource names game r's play in the history: the game's number and
// start time, so that ending it again after an Undo replaces the play
// rather than keeping it twice, while a later game that gets the same
// number (after the list was wiped or kept aside) is a play of its own.
func playSource(r *Record) string { return "sabika.game:" + strconv.Itoa(r.ID) + "@" + r.Started }

// keepPlay puts an ended game into the history of plays: the final
// breakdown, the winners, the setup code, Yusuf's difficulty in a solo
// game.
func (s *screen) keepPlay(r *Record) {
	if r.Result == nil {
		return
	}
	seats := make([]hist.SabikaSeat, len(r.Game.Players))
	for i, p := range r.Game.Players {
		seats[i] = hist.SabikaSeat{Name: p.Name, Yusuf: p.Yusuf()}
	}
	var d *hist.Difficulty
	if r.Yusuf != nil {
		d = &hist.Difficulty{Events: r.Yusuf.Difficulty.Events, TenPP: r.Yusuf.Difficulty.TenPP}
	}
	_, _ = history.Keep(s.w, hist.SabikaResult(playSource(r), r.Code, seats, *r.Result, d))
}

// reloaded shows the games again after Undo or Redo, and keeps the history
// of plays in step with the open game: Undo of its end takes back the play
// the end kept (the game is no longer over), Redo of it keeps the play
// again.
func (s *screen) reloaded() {
	s.redraw()
	i := s.index(s.open)
	if s.open < 0 || i < 0 {
		return
	}
	r := &s.st.Get().Records[i]
	source := playSource(r)
	switch {
	case r.Phase != PhaseEnded:
		if history.Withdraw(s.w, source) {
			s.takenBack[source] = true
		}
	case s.takenBack[source]:
		delete(s.takenBack, source)
		s.keepPlay(r)
	}
}

// room is what starting one more game does to the list (Games.room), given
// the plays in the saved history: an ended game leaves the list only when
// its play is there. A history that cannot be read keeps every game.
func (s *screen) room() (int, error) {
	kept, _ := history.KeptSources() // unread: nothing kept, so nothing dropped
	return s.st.Get().room(kept)
}
