package sabika

import (
	"strconv"

	"arrayan.io/arrayan/app/history"
	hist "arrayan.io/arrayan/scoring/history"
)

// keepPlay puts a game that has just ended into the history of plays: the
// final breakdown, the winners, the setup code, Yusuf's difficulty in a
// solo game. The game's number and start time make the play's source, so
// that ending it again after an Undo replaces the play rather than keeping
// it twice, while a later game that gets the same number (after the list
// was wiped or kept aside) is a play of its own.
func (g *gameScreen) keepPlay(r *Record) {
	if r.Result == nil {
		return
	}
	seats := make([]history.SabikaSeat, len(r.Game.Players))
	for i, p := range r.Game.Players {
		seats[i] = history.SabikaSeat{Name: p.Name, Yusuf: p.Yusuf()}
	}
	var d *hist.Difficulty
	if r.Yusuf != nil {
		d = &hist.Difficulty{Events: r.Yusuf.Difficulty.Events, TenPP: r.Yusuf.Difficulty.TenPP}
	}
	_, _ = history.Keep(g.s.w, history.SabikaResult("sabika.game:"+strconv.Itoa(r.ID)+"@"+r.Started, r.Code, seats, *r.Result, d))
}
