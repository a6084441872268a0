package citygame

import "arrayan.io/arrayan/scoring/tiles"

// CheckCounts says why n cannot go into field at of player i's counts
// (tiles.Game.CheckEntry, the quick score's checks: no more of a type than
// the box holds once every other holding is counted, a best value on the
// type's tiles and held by no one else, a wall or moat the buildings can
// carry), given the counts, best values and feature the player has entered
// so far; nil when it can.
func (r Record) CheckCounts(i int, at tiles.Field, n int, counts, best map[string]int) *tiles.EntryError {
	g, err := r.game()
	if err != nil || r.player(i) != nil {
		return nil
	}
	t := tiles.Table{Game: r.Game, Round: r.Round()}
	for k, p := range r.Players {
		switch {
		case k == i:
			t.Players = append(t.Players, tiles.Player{Name: p.Name, Counts: counts, Best: best})
		case p.Counted:
			t.Players = append(t.Players, tiles.Player{Name: p.Name, Counts: p.Counts, Best: p.Best})
		default:
			t.Players = append(t.Players, held(p.Name, p.City, p.Reserve))
		}
	}
	if r.Neutral != nil {
		h := held(r.Neutral.Name, nil, r.Neutral.Pieces)
		t.Dummy = &tiles.Dummy{Name: h.Name, Counts: h.Counts, Best: h.Best}
	}
	at.Holder = i
	return g.CheckEntry(t, at, n)
}

// held is a holding as counts: every tile of its city and reserve counted
// by type (each takes a tile out of the box), and the highest value of
// each type.
func held(name string, city []Placed, reserve []Piece) tiles.Player {
	p := tiles.Player{Name: name, Counts: map[string]int{}, Best: map[string]int{}}
	add := func(pc Piece) {
		p.Counts[pc.Type]++
		p.Best[pc.Type] = max(p.Best[pc.Type], pc.Value)
	}
	for _, c := range city {
		add(c.Piece)
	}
	for _, pc := range reserve {
		add(pc)
	}
	return p
}
