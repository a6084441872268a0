package history

import (
	"cmp"
	"slices"

	"arrayan.io/arrayan/data/game"
	sabikayusuf "arrayan.io/arrayan/data/sabika/yusuf"
)

// Stats are the figures of a whole history. Yusuf's seats count only in
// his own record; everything else is about the roster's players.
type Stats struct {
	Plays      int           `json:"plays"`
	Players    []PlayerStats `json:"players"`
	Games      []GameStats   `json:"games"`
	HeadToHead []HeadToHead  `json:"head_to_head"`
	Yusuf      []YusufRecord `json:"yusuf"`
}

// Record counts plays and wins. A play with a single seat (a solo tally
// with nobody to beat) counts as played but not as contested; wins and the
// win rate count contested plays only, Yusuf being an opponent. A shared
// win is a win for each winner.
type Record struct {
	Plays     int     `json:"plays"`
	Contested int     `json:"contested"`
	Wins      int     `json:"wins"`
	WinRate   float64 `json:"win_rate"`
}

// Scores are the average, best and worst of a set of totals (all 0 when
// there is none).
type Scores struct {
	Average float64 `json:"average"`
	Best    int     `json:"best"`
	Worst   int     `json:"worst"`
}

// PlayerStats are one roster player's figures: overall, per game, and
// every total over time (by date, then in the order kept).
type PlayerStats struct {
	Player int    `json:"player"`
	Name   string `json:"name"`
	Record
	Games    []PlayerGame `json:"games"`
	Timeline []Score      `json:"timeline"`
}

// PlayerGame is a player's record and scores in one game.
type PlayerGame struct {
	Game game.ID `json:"game"`
	Record
	Scores
}

// Score is one total of a player, for the scores-over-time chart.
type Score struct {
	Play  int     `json:"play"`
	Date  string  `json:"date"`
	Game  game.ID `json:"game"`
	Total int     `json:"total"`
	Won   bool    `json:"won"`
}

// GameStats are one game's figures over every roster player's seat.
type GameStats struct {
	Game           game.ID `json:"game"`
	Plays          int     `json:"plays"`
	Solo           int     `json:"solo"`
	WinningAverage float64 `json:"winning_average"`
	Scores
	Categories []Share `json:"categories"`
	Groups     []Share `json:"groups,omitempty"`
}

// Share is a scoring category's points summed over the seats, and its
// share of all the points scored (the net sum of every category, so that
// Sabika's tribute, which takes PP away, has a negative share and the
// shares add up to 1; 0 when nothing was scored).
type Share struct {
	Category string  `json:"category"`
	Points   int     `json:"points"`
	Share    float64 `json:"share"`
}

// HeadToHead compares two players over the plays where both sat. At each
// such play one is ahead when only they won, otherwise when their total
// is higher; equal totals of two winners or two losers are even.
type HeadToHead struct {
	A     int    `json:"a"`
	NameA string `json:"name_a"`
	B     int    `json:"b"`
	NameB string `json:"name_b"`
	Plays int    `json:"plays"`
	AWins int    `json:"a_ahead"`
	BWins int    `json:"b_ahead"`
	Even  int    `json:"even"`
}

// YusufRecord is the solo Sabika record at one difficulty (Difficulty.Key):
// plays, who won (Shared when the player and Yusuf both won), and the
// average totals.
type YusufRecord struct {
	Difficulty    string  `json:"difficulty"`
	Plays         int     `json:"plays"`
	PlayerWins    int     `json:"player_wins"`
	YusufWins     int     `json:"yusuf_wins"`
	Shared        int     `json:"shared"`
	PlayerAverage float64 `json:"player_average"`
	YusufAverage  float64 `json:"yusuf_average"`
}

// tally accumulates totals for Scores.
type tally struct {
	n, sum, best, worst int
}

func (t *tally) add(v int) {
	if t.n == 0 || v > t.best {
		t.best = v
	}
	if t.n == 0 || v < t.worst {
		t.worst = v
	}
	t.n++
	t.sum += v
}

func (t tally) scores() Scores {
	if t.n == 0 {
		return Scores{}
	}
	return Scores{Average: float64(t.sum) / float64(t.n), Best: t.best, Worst: t.worst}
}

// count adds one play to the record.
func (r *Record) count(contested, won bool) {
	r.Plays++
	if contested {
		r.Contested++
		if won {
			r.Wins++
		}
	}
}

func (r *Record) finish() {
	if r.Contested > 0 {
		r.WinRate = float64(r.Wins) / float64(r.Contested)
	}
}

// playerAcc accumulates one player's figures per game.
type playerAcc struct {
	rec   Record
	games []Record
	tals  []tally
	times []Score
	n     int // seats taken, to size times
}

// gameAcc accumulates one game's figures.
type gameAcc struct {
	plays, solo int
	tal, win    tally
	cats        []Share
}

func (g *gameAcc) addPoints(pts []Points) {
	for _, pt := range pts {
		i := slices.IndexFunc(g.cats, func(s Share) bool { return s.Category == pt.Category })
		if i < 0 {
			g.cats = append(g.cats, Share{Category: pt.Category})
			i = len(g.cats) - 1
		}
		g.cats[i].Points += pt.Points
	}
}

// Compute returns the statistics of f (a checked history).
func Compute(f *File) Stats {
	games := game.All()
	gi := func(id game.ID) int { return slices.Index(games, id) }
	players := make(map[int]*playerAcc, len(f.Players))
	for _, p := range f.Players {
		players[p.ID] = &playerAcc{games: make([]Record, len(games)), tals: make([]tally, len(games))}
	}
	for i := range f.Plays { // size every timeline once
		for _, s := range f.Plays[i].Seats {
			if !s.Yusuf {
				players[s.Player].n++
			}
		}
	}
	for _, pa := range players {
		pa.times = make([]Score, 0, pa.n)
	}
	gacc := make([]gameAcc, len(games))
	pairs := map[[2]int]*HeadToHead{}
	yusuf := map[string]*yusufAcc{}
	for _, pi := range byDate(f.Plays) {
		p := &f.Plays[pi]
		g := gi(p.Game)
		ga := &gacc[g]
		ga.plays++
		contested := len(p.Seats) > 1
		humans := 0
		for i, s := range p.Seats {
			if s.Yusuf {
				continue
			}
			humans++
			won := p.Won(i)
			pa := players[s.Player]
			pa.rec.count(contested, won)
			pa.games[g].count(contested, won)
			pa.tals[g].add(s.Total)
			pa.times = append(pa.times, Score{Play: p.ID, Date: p.Date, Game: p.Game, Total: s.Total, Won: won})
			ga.tal.add(s.Total)
			ga.addPoints(s.Points)
		}
		if humans == 1 {
			ga.solo++
		}
		ga.win.add(p.Seats[p.Winners[0]].Total)
		addPairs(p, pairs)
		if p.Difficulty != nil {
			key := p.Difficulty.Key()
			if yusuf[key] == nil {
				yusuf[key] = &yusufAcc{}
			}
			yusuf[key].add(p)
		}
	}
	st := Stats{Plays: len(f.Plays), Players: make([]PlayerStats, 0, len(f.Players)),
		Games: []GameStats{}, HeadToHead: []HeadToHead{}, Yusuf: []YusufRecord{}}
	for _, pl := range f.Players {
		pa := players[pl.ID]
		ps := PlayerStats{Player: pl.ID, Name: pl.Name, Record: pa.rec, Games: []PlayerGame{}, Timeline: pa.times}
		ps.finish()
		for g, r := range pa.games {
			if r.Plays == 0 {
				continue
			}
			r.finish()
			ps.Games = append(ps.Games, PlayerGame{Game: games[g], Record: r, Scores: pa.tals[g].scores()})
		}
		if ps.Timeline == nil {
			ps.Timeline = []Score{}
		}
		st.Players = append(st.Players, ps)
	}
	for g, ga := range gacc {
		if ga.plays == 0 {
			continue
		}
		gs := GameStats{Game: games[g], Plays: ga.plays, Solo: ga.solo, Scores: ga.tal.scores(),
			WinningAverage: ga.win.scores().Average, Categories: shares(ga.cats)}
		gs.Groups = groups(games[g], ga.cats)
		st.Games = append(st.Games, gs)
	}
	for _, h := range pairs {
		h.NameA, h.NameB = f.Name(h.A), f.Name(h.B)
		st.HeadToHead = append(st.HeadToHead, *h)
	}
	slices.SortFunc(st.HeadToHead, func(a, b HeadToHead) int { return cmp.Or(cmp.Compare(a.A, b.A), cmp.Compare(a.B, b.B)) })
	for _, lvl := range sabikayusuf.EventLevels {
		for _, ten := range []bool{false, true} {
			key := Difficulty{Events: lvl, TenPP: ten}.Key()
			if y := yusuf[key]; y != nil {
				st.Yusuf = append(st.Yusuf, y.record(key))
			}
		}
	}
	return st
}

// byDate returns the indexes of plays oldest first: by date, then in the
// order they were kept, so that every timeline comes out in order.
func byDate(plays []Play) []int {
	order := make([]int, len(plays))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(plays[a].Date, plays[b].Date), cmp.Compare(plays[a].ID, plays[b].ID))
	})
	return order
}

// addPairs counts play p in the head-to-head of every two roster players
// who sat at it.
func addPairs(p *Play, pairs map[[2]int]*HeadToHead) {
	for i, s := range p.Seats {
		for j := i + 1; j < len(p.Seats); j++ {
			t := p.Seats[j]
			if s.Yusuf || t.Yusuf {
				continue
			}
			a, b, ia, ib := s, t, i, j
			if a.Player > b.Player {
				a, b, ia, ib = b, a, ib, ia
			}
			key := [2]int{a.Player, b.Player}
			h := pairs[key]
			if h == nil {
				h = &HeadToHead{A: a.Player, B: b.Player}
				pairs[key] = h
			}
			h.Plays++
			wa, wb := p.Won(ia), p.Won(ib)
			switch {
			case wa && !wb, wa == wb && a.Total > b.Total:
				h.AWins++
			case wb && !wa, wa == wb && b.Total > a.Total:
				h.BWins++
			default:
				h.Even++
			}
		}
	}
}

// yusufAcc accumulates the solo record at one difficulty.
type yusufAcc struct {
	rec           YusufRecord
	player, yusuf tally
}

func (y *yusufAcc) add(p *Play) {
	y.rec.Plays++
	var human, automa bool
	for i, s := range p.Seats {
		if s.Yusuf {
			automa = p.Won(i)
			y.yusuf.add(s.Total)
			continue
		}
		human = human || p.Won(i)
		y.player.add(s.Total)
	}
	switch {
	case human && automa:
		y.rec.Shared++
	case human:
		y.rec.PlayerWins++
	case automa:
		y.rec.YusufWins++
	}
}

func (y *yusufAcc) record(key string) YusufRecord {
	r := y.rec
	r.Difficulty = key
	r.PlayerAverage = y.player.scores().Average
	r.YusufAverage = y.yusuf.scores().Average
	return r
}

// shares completes each category's share of the net points scored.
func shares(cats []Share) []Share {
	out := slices.Clone(cats)
	if out == nil {
		out = []Share{}
	}
	net := 0
	for _, c := range out {
		net += c.Points
	}
	for i := range out {
		if net != 0 {
			out[i].Share = float64(out[i].Points) / float64(net)
		}
	}
	return out
}

// groups gathers Alhambra's and Granada's categories into the wall (or
// moat) against the majorities of every building type (ES rulebooks:
// a scoring pays the majorities per type, then the longest wall/moat);
// other games have no groups.
func groups(g game.ID, cats []Share) []Share {
	edge := map[game.ID]string{game.Alhambra: "wall", game.Granada: "moat"}[g]
	if edge == "" {
		return nil
	}
	out := []Share{{Category: "majorities"}, {Category: edge}}
	for _, c := range cats {
		if c.Category == edge {
			out[1].Points += c.Points
		} else {
			out[0].Points += c.Points
		}
	}
	return shares(out)
}
