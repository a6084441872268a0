package game

import (
	"arrayan.io/arrayan/data/message"
	"fmt"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika"
)

// Final is the end of the game after round 5's actions (spec §2.5): the
// last wish tile (tile, an edition index) joins the tower and
// sabika.Final scores income, wishes, the tribute of 6, poems, the trade
// card and leftovers. answers hold, per player, what only the table shows
// (wish holdings, goods, materials, income, poem PP, trade PP, buildings,
// an optional payment); PP, parias, dinars and seals come from the state.
// The new state has the narrator on the last space, every player's final
// PP, and is ended.
func Final(s State, ed *edition.Edition, tile int, answers []sabika.FinalPlayer) (State, sabika.FinalResult, []Change, error) {
	if s.Ended || s.Narrator != data.TrackSpaces-1 {
		return s, sabika.FinalResult{}, nil, refuse("", msgFinalAfterRound5.With(nil))
	}
	if err := s.Check(); err != nil {
		return s, sabika.FinalResult{}, nil, err
	}
	if len(answers) != len(s.Players) {
		return s, sabika.FinalResult{}, nil, refuse("answers", msgOnePerPlayer.With(nil))
	}
	if tile < 0 || tile >= len(ed.Wishes) || ed.Wishes[tile].Letter != s.Wishes[2] {
		return s, sabika.FinalResult{}, nil, refuse("tile", msgLastTileLetter.With(message.Params{"Letter": s.Wishes[2]}))
	}
	in := sabika.FinalInput{Due: data.FinalTribute}
	if s.Events != nil {
		in.Event = s.Events.Active
	}
	for _, t := range append(append([]int{}, s.Tower...), tile) {
		if ed.Wishes[t].Elements == nil {
			return s, sabika.FinalResult{}, nil, &Unknown{Field: fmt.Sprintf("wishes[%d].elements", t)}
		}
		in.Tower = append(in.Tower, ed.Wishes[t].Elements)
	}
	order := s.PayingOrder()
	for _, i := range order {
		p, a := s.Players[i], answers[i]
		a.Name, a.Yusuf = p.Name, p.Yusuf()
		a.PP, a.Parias, a.Dinars, a.Seals = p.PP, p.Parias, p.Dinars, p.Seals
		in.Players = append(in.Players, a)
	}
	res, err := sabika.Final(in)
	if err != nil {
		return s, res, nil, err
	}
	n := s.clone()
	n.Narrator, n.Ended = data.TrackSpaces, true
	n.Tower = append(n.Tower, tile)
	byPlayer := sabika.FinalResult{Players: make([]sabika.FinalScore, len(order))}
	for k, i := range order {
		sc := res.Players[k]
		byPlayer.Players[i] = sc
		n.Players[i].PP = sc.Total
		n.Players[i].Parias, n.Players[i].Dinars, n.Players[i].Seals = sc.Tribute.After.Parias, sc.Tribute.After.Dinars, sc.Tribute.After.Seals
	}
	for _, w := range res.Winners {
		byPlayer.Winners = append(byPlayer.Winners, order[w])
	}
	return n, byPlayer, Diff(s, n), nil
}
