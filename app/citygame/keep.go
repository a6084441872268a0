package citygame

import (
	"arrayan.io/arrayan/app/history"
	hist "arrayan.io/arrayan/scoring/history"
)

// keepIfOver puts the shown game into the history of plays once its third
// scoring is taken: totals summed by category, the winners, the setup
// code. Taking the third scoring again after an Undo replaces the play.
func (s *screen) keepIfOver() {
	r := s.record()
	if !r.Final() {
		return
	}
	play, err := hist.CityGameResult(s.game, s.st().Games[s.open].ID, r)
	if err == nil {
		_, _ = history.Keep(s.window, play)
	}
}

// room is what starting one more game does to the list (state.room),
// given the plays in the saved history: a game over leaves the list only
// when its play is there. A history that cannot be read keeps every game.
func (s *screen) room() (int, error) {
	kept, _ := history.KeptSources() // unread: nothing kept, so nothing dropped
	return s.st().room(s.game, kept)
}
