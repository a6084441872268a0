package sabika

import (
	"arrayan.io/arrayan/data/message"
	data "arrayan.io/arrayan/data/sabika"
)

// Bounds of every input quantity (cli.md: a value out of range is unusable
// input). What the box limits is bounded by its components; everything
// else by MaxQuantity, so that no sum of inputs can overflow.
const (
	// MaxQuantity bounds every quantity the box does not limit: PP, the
	// paria track (no cap in the app, ruling 12), dinars and materials
	// (unlimited, ES L253), a due, a payment, a wish element's or a major
	// poem's PP, income, the trade card's PP, buildings and the quantity a
	// ranking poem compares. It is far above any game and low enough that
	// no sum of them overflows.
	MaxQuantity = 100000
	// MaxCities bounds the cities with presence and the consolidated ones:
	// the map has 9 cities [ES L275, L1217].
	MaxCities = 9
	// MaxSeals: the box holds 9 seals [ES L60–64], one on each city at the
	// start [ES L275].
	MaxSeals = 9
	// MaxMinorPoems: the box holds 22 minor poem cards [ES L169]; a player's
	// blue and red poems together, and Yusuf's minor poems, are at most that.
	MaxMinorPoems = 22
	// MaxMajorPoems: a player carves at most 2 major poems in a game
	// [ES L686]; Yusuf holds at most 2 [ES L1083].
	MaxMajorPoems = 2
	// MaxGoods: the box holds 24 raw material/goods tokens [ES L197].
	MaxGoods = 24
	// MaxPlayers: a table of 1 to 4 players (4 player boards, ES L44); a solo
	// game is one player and Yusuf.
	MaxPlayers = 4
)

// quantity is a named input quantity and its largest value.
type quantity struct {
	name  string
	value int
	max   int
}

// inRange checks that every quantity of a player is 0 to its max (cli.md:
// quantities are whole numbers ≥ 0); the error's field is players[i].name.
func inRange(player int, qs ...quantity) error {
	for _, q := range qs {
		if q.value < 0 || q.value > q.max {
			return playerErr(player, q.name, rangeMsg(q.value, q.max))
		}
	}
	return nil
}

// checkRange checks one value against 0..max.
func checkRange(field string, value, max int) error {
	if value < 0 || value > max {
		return inputErr(field, rangeMsg(value, max))
	}
	return nil
}

// rangeMsg says value is out of 0..max.
func rangeMsg(value, max int) message.Message {
	return data.OutOfRange.With(message.Params{"Max": max, "Value": value})
}

// checkTable checks the players at the table: 1 to MaxPlayers, and Yusuf
// only in a solo game, which is one player and Yusuf (spec §6).
func checkTable(n int, yusuf func(i int) bool) error {
	if n < 1 || n > MaxPlayers {
		return inputErr("players", msgPlayers.With(message.Params{"Max": MaxPlayers, "Count": n}))
	}
	yusufs := 0
	for i := range n {
		if yusuf(i) {
			yusufs++
		}
	}
	if yusufs > 1 || (yusufs == 1 && n != 2) {
		return inputErr("players", msgSolo.With(nil))
	}
	return nil
}
