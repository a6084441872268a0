package history

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"

	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/marcopolo"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/tiles"
)

// kindNotOver is a game with cities kept before its last scoring.
var kindNotOver = message.Define("history.game-not-over", "the game is not over: {{.Scorings}} scorings taken")

// TopSeats are the seats (indexes) with the highest total: every one of
// them wins when no tie-break separates them (Alhambra and Granada break
// no tie; a play without a tie-break is a shared win, see checkWinners).
// No seat for no totals.
func TopSeats(totals []int) []int {
	if len(totals) == 0 {
		return nil
	}
	best := slices.Max(totals)
	var out []int
	for i, t := range totals {
		if t == best {
			out = append(out, i)
		}
	}
	return out
}

// MarcoPoloResult is a Marco Polo end scoring as a play, names being the
// players' names in seat order: each seat's seven end-scoring items; the
// winners are the seats the engine names winners among the highest
// totals, and camels are the tie-break when they separated seats tied on
// points (the rulebook's «camellos»: the player with more camels wins a
// tie, then shared).
func MarcoPoloResult(names []string, res marcopolo.Result) Result {
	r := Result{Game: game.MarcoPolo}
	totals := make([]int, len(res.Players))
	for i, p := range res.Players {
		pt := p.Points
		r.Seats = append(r.Seats, ResultSeat{Name: names[i], Total: p.Total, Points: []Points{
			{Category: "track", Points: pt.Track}, {Category: "objectives", Points: pt.Objectives},
			{Category: "objective_cities", Points: pt.ObjectiveCities}, {Category: "beijing", Points: pt.Beijing},
			{Category: "goods", Points: pt.Goods}, {Category: "coins", Points: pt.Coins}, {Category: "contracts", Points: pt.Contracts}}})
		totals[i] = p.Total
	}
	top := TopSeats(totals)
	for _, i := range top {
		if slices.Contains(res.Winner, res.Players[i].Name) {
			r.Winners = append(r.Winners, i)
		}
	}
	if len(r.Winners) == 0 {
		r.Winners = top
	}
	if len(r.Winners) < len(top) {
		r.TieBreak = TieCamels
	}
	return r
}

// TilesResult is one Alhambra or Granada scoring (the quick score) as a
// play, names being the players' names in seat order: the points of each
// building type and of the wall or moat; every player with the highest
// total wins (the rulebooks break no tie).
func TilesResult(g *tiles.Game, names []string, res tiles.Result) Result {
	r := Result{Game: g.ID}
	totals := make([]int, len(res.Players))
	for i, p := range res.Players {
		r.Seats = append(r.Seats, ResultSeat{Name: names[i], Total: p.Total, Points: tilePoints(g, p.Points)})
		totals[i] = p.Total
	}
	r.Winners = TopSeats(totals)
	return r
}

// tilePoints lists a scoring's points in the catalogue's type order, the
// wall or moat last, leaving out what scored nothing.
func tilePoints(g *tiles.Game, points map[string]int) []Points {
	var out []Points
	for _, key := range append(slices.Clone(g.Types), g.Feature) {
		if v := points[key]; v != 0 {
			out = append(out, Points{Category: key, Points: v})
		}
	}
	return out
}

// CityGameResult is an Alhambra or Granada game with cities after its
// last scoring: each player's points summed over the scorings by
// category, the running total, the setup code; every player with the
// highest running total wins. The source is the record's number id in its
// list with a fingerprint of its players and every scoring but the last:
// taking the last scoring again after an Undo replaces the play, while a
// later game that gets the same number (the list gives the last game's
// number again once that game is deleted) is a play of its own. A game
// not over is refused.
func CityGameResult(g *tiles.Game, id int, rec citygame.Record) (Result, error) {
	if !rec.Final() {
		return Result{}, kindNotOver.With(message.Params{"Scorings": len(rec.Scorings)})
	}
	r := Result{Game: g.ID, SetupCode: rec.SetupCode,
		Source: "citygame." + string(g.ID) + ":" + strconv.Itoa(id) + ":" + fingerprint(rec)}
	last := rec.Scorings[len(rec.Scorings)-1].Running
	for i, p := range rec.Players {
		sum := map[string]int{}
		for _, sc := range rec.Scorings {
			if i < len(sc.Result.Players) {
				for k, v := range sc.Result.Players[i].Points {
					sum[k] += v
				}
			}
		}
		r.Seats = append(r.Seats, ResultSeat{Name: p.Name, Total: last[i], Points: tilePoints(g, sum)})
	}
	r.Winners = TopSeats(last)
	return r, nil
}

// fingerprint tells one game with cities from another: a hash of its
// players' names and the running totals of every scoring but the last.
func fingerprint(rec citygame.Record) string {
	h := fnv.New32a()
	for _, p := range rec.Players {
		fmt.Fprintf(h, "%s\x00", p.Name)
	}
	for _, sc := range rec.Scorings[:len(rec.Scorings)-1] {
		fmt.Fprintf(h, "%v;", sc.Running)
	}
	return strconv.FormatUint(uint64(h.Sum32()), 36)
}

// SabikaSeat is a Sabika seat as SabikaResult needs it: the player's name
// (ignored for Yusuf) and whether Yusuf sits there.
type SabikaSeat struct {
	Name  string
	Yusuf bool
}

// SabikaResult is a finished Sabika game as a play: each seat's PP before
// the end of the game ("track": the total less the final scoring, which
// is every PP the track held when the game ended) and the final scoring by
// source; the engine's winners, with the buildings tie-break (ES L893)
// when it separated players tied on PP; Yusuf's seat, and the difficulty
// (no events when none is given) in a solo game.
func SabikaResult(source, code string, seats []SabikaSeat, res sabika.FinalResult, difficulty *Difficulty) Result {
	r := Result{Game: game.Sabika, SetupCode: code, Source: source, Winners: slices.Clone(res.Winners)}
	totals := make([]int, len(res.Players))
	yusuf := false
	for i, sc := range res.Players {
		pt := sc.Points
		final := []Points{{Category: "wishes", Points: pt.Wishes}, {Category: "tribute", Points: pt.Tribute},
			{Category: "poems", Points: pt.Poems}, {Category: "trade", Points: pt.Trade}, {Category: "seals", Points: pt.Seals},
			{Category: "goods", Points: pt.Goods}, {Category: "marble", Points: pt.Marble}, {Category: "ceramic", Points: pt.Ceramic},
			{Category: "dinars", Points: pt.Dinars}}
		sum := 0
		for _, f := range final {
			sum += f.Points
		}
		seat := ResultSeat{Name: seats[i].Name, Yusuf: seats[i].Yusuf, Total: sc.Total,
			Points: append([]Points{{Category: "track", Points: sc.Total - sum}}, final...)}
		yusuf = yusuf || seat.Yusuf
		r.Seats = append(r.Seats, seat)
		totals[i] = sc.Total
	}
	if len(r.Winners) < len(TopSeats(totals)) {
		r.TieBreak = TieBuildings
	}
	if yusuf {
		d := Difficulty{Events: "none"}
		if difficulty != nil {
			d = *difficulty
		}
		r.Difficulty = &d
	}
	return r
}
