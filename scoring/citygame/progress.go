package citygame

import (
	gameid "arrayan.io/arrayan/data/game"
	"slices"

	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/data/granada"
)

// Reminder is a deal the neutral collector is due.
type Reminder struct {
	Deal  int // 1 at setup, 2 after the first scoring, 3 after the second
	Tiles int // how many random tiles from the bag
	// Given is how many tiles the collector has received since the deal
	// fell due (since the setup, or since the scoring before it), at most
	// Tiles: the table enters the deal tile by tile.
	Given int
}

// Left is how many tiles of the deal are still to be entered.
func (r Reminder) Left() int { return r.Tiles - r.Given }

// Reminder says which random deal the 2-player neutral collector is due, if
// any, given how many tiles are left in the bag (BagLeft estimates it), and
// how many of its tiles have been entered so far.
// Alhambra ("Reglas para 2 jugadores", rulebook p. "Dirk"): 6 tiles at the
// start, 6 more right after the 1st scoring, and after the 2nd "un tercio
// de las plaquitas restantes en el bolsa, redondeado hacia abajo". Granada
// ("Pablo"): 6 at the start, 6 after the first scoring, and after the
// second "un tercio - redondeado - de las piezas aún existentes en la
// bolsa", rounded to the nearest whole tile.
func (r Record) Reminder(bag int) (Reminder, bool) {
	if r.Neutral == nil {
		return Reminder{}, false
	}
	due := min(len(r.Scorings)+1, 3)
	if r.Neutral.Deals >= due {
		return Reminder{}, false
	}
	next := r.Neutral.Deals + 1
	given := len(r.Neutral.Pieces)
	if next > 1 && next-2 < len(r.Scorings) && r.Scorings[next-2].Table.Dummy != nil {
		given -= len(r.Scorings[next-2].Table.Dummy.Buildings)
	}
	given = max(given, 0)
	if next < 3 {
		return Reminder{Deal: next, Tiles: 6, Given: min(given, 6)}, true
	}
	// The third deal is a third of the bag when it falls due: the tiles
	// given since came out of it.
	bag += given
	third := bag / 3
	if r.Game == gameid.Granada && bag%3 == 2 {
		third++
	}
	return Reminder{Deal: 3, Tiles: third, Given: min(given, third)}, true
}

// MarketTiles is the number of tiles on the building market (Alhambra's
// building yard, Granada's construction yard): four.
const MarketTiles = 4

// BagLeft estimates the tiles left in the bag: the box's tiles (Alhambra 54,
// data/alhambra; Granada 54, data/granada) less every tile held (cities,
// reserves, counts, the neutral collector) and the four on the market.
func (r Record) BagLeft() int {
	box := len(alhambra.Tiles())
	if r.Game == gameid.Granada {
		box = granada.TileCount()
	}
	held := 0
	for _, p := range r.Players {
		held += len(p.City) + len(p.Reserve)
		for _, n := range p.Counts {
			held += n
		}
	}
	if r.Neutral != nil {
		held += len(r.Neutral.Pieces)
	}
	return max(0, box-held-MarketTiles)
}

// Rank is one player's place in the standings.
type Rank struct {
	Player int // index into Record.Players
	Total  int
	Place  int // 1 for the leader; tied players share a place
}

// Ranking orders the players by their running total after the last scoring
// taken (all 0 before the first); equal totals share a place (Alhambra,
// "Final del juego": "Si hay empate los jugadores comparten la victoria").
// After the third scoring it is the final ranking (Final reports that).
func (r Record) Ranking() []Rank {
	totals := make([]int, len(r.Players))
	if n := len(r.Scorings); n > 0 {
		totals = r.Scorings[n-1].Running
	}
	out := make([]Rank, len(r.Players))
	for i := range out {
		out[i] = Rank{Player: i, Total: totals[i]}
	}
	slices.SortStableFunc(out, func(a, b Rank) int { return b.Total - a.Total })
	for k := range out {
		out[k].Place = k + 1
		if k > 0 && out[k].Total == out[k-1].Total {
			out[k].Place = out[k-1].Place
		}
	}
	return out
}

// Final reports whether all three scorings are taken.
func (r Record) Final() bool { return len(r.Scorings) == 3 }

// Round is the scoring the holdings would be scored as next: 1, 2 or 3 (3
// once the game is over).
func (r Record) Round() int { return min(len(r.Scorings)+1, 3) }

// NeutralRunning is the neutral collector's running total after scoring k
// (0-based): the sum of his points in scorings 0..k. He scores the
// majorities but never a wall (Alhambra ES L305: "Dirk también recibe
// puntos por la mayoría de edificaciones"; Granada ES L327 for Pablo); ok
// is false when the game has
// no neutral collector or scoring k does not exist.
func (r Record) NeutralRunning(k int) (total int, ok bool) {
	if k < 0 || k >= len(r.Scorings) {
		return 0, false
	}
	for _, sc := range r.Scorings[:k+1] {
		if sc.Result.Dummy == nil {
			return 0, false
		}
		total += sc.Result.Dummy.Total
	}
	return total, true
}
