package main

import (
	"bytes"

	"arrayan.io/arrayan/scoring/marcopolo"
)

// marcoPoloScoreUsage is the Marco Polo part of the score command's help.
const marcoPoloScoreUsage = `  marcopolo           end scoring of The Voyages of Marco Polo, 2 to 4
                      players (or 1: a player's own tally): per player
                      "vp" (score track), "coins", "camels", "goods"
                      {pepper, silk, gold}, "posts" (city slugs),
                      "beijing" (arrival 1-4, absent or 0 for none),
                      "objectives" (pairs of cities), "contracts"
                      (fulfilled); optional "character" (the id that
                      setup prints, e.g. wilhelm-von-rubruk, who may have
                      11 posts). Output: points by item (track,
                      objectives, objective_cities, beijing, goods, coins,
                      contracts), total and "winner" (camels break ties).
                      Exit 3 (code impossible-game, with "violations") for
                      a table no game can produce: an objective card held
                      twice, more posts than the player owns, two players
                      with one Beijing arrival, ...`

// scoreMarcoPolo scores a Marco Polo table (shared/spec/cli.md, "score —
// The Voyages of Marco Polo").
func scoreMarcoPolo(data []byte) (any, error) {
	table, err := marcopolo.DecodeTable(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return marcopolo.Score(table)
}
