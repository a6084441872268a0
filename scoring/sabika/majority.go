package sabika

import (
	"arrayan.io/arrayan/data/message"
	data "arrayan.io/arrayan/data/sabika"
)

// RankingPoints scores a ranking major poem: values holds each player's
// count of the compared quantity, players is the table size (a solo game
// against Yusuf is 2). 1st, 2nd, 3rd score 14, 9, 6 [ES L859]; a player
// tied with others scores the position immediately below the tied one,
// however many are tied, and the next player takes the position after all
// of them (rulings 7 and 9); a player with 0 does not place (ruling 9).
// With 2 players the 2nd position is ignored: 1st alone 14, otherwise 6
// (ruling 7).
func RankingPoints(players int, values []int) ([]int, error) {
	if players < 2 || players > 4 {
		return nil, inputErr("players", msgRankingPlayers.With(message.Params{"Count": players}))
	}
	if len(values) != players {
		return nil, inputErr("values", msgRankingValues.With(message.Params{"Players": players, "Count": len(values)}))
	}
	for i, v := range values {
		if err := checkRange(fieldIndex("values", i), v, MaxQuantity); err != nil {
			return nil, err
		}
	}
	points := make([]int, players)
	for i, v := range values {
		if v == 0 {
			continue
		}
		above, tied := 0, 0
		for j, w := range values {
			switch {
			case w > v:
				above++
			case w == v && j != i:
				tied++
			}
		}
		position := above + 1
		if tied > 0 {
			position++ // rulings 7, 9: the position right below the tied one
		}
		points[i] = positionPoints(players, position)
	}
	return points, nil
}

// positionPoints is what a position pays; at 2 players only a lone 1st
// scores 14 and everything else the 6 of 3rd (ruling 7).
func positionPoints(players, position int) int {
	if players == 2 {
		if position == 1 {
			return data.RankingPP[0]
		}
		return data.RankingPP[2]
	}
	if position > len(data.RankingPP) {
		return 0
	}
	return data.RankingPP[position-1]
}
