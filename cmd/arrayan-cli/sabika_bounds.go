package main

import (
	"fmt"

	"arrayan.io/arrayan/scoring/sabika"
)

// sabikaBoundsHelp lists the bounds of every Sabika input, from the
// engine's own constants (scoring/sabika/bounds.go).
var sabikaBoundsHelp = fmt.Sprintf(`Bounds (outside them: exit 2, code bad-input, with "field"; so no sum
can overflow):
  presence, consolidated  0-%d (the map's %d cities)
  seals                   0-%d (the box's %d seals)
  blue_poems + red_poems,
  minor_poems (Yusuf)     0-%d (the box's %d minor poem cards)
  poems                   the minor poems (blue + red; Yusuf's minor_poems)
                          to %d more: at most %d major poems; "poem_pp" has
                          one entry at most per major poem held
  goods                   0-%d (the box's %d goods tokens)
  players                 1 to %d; "yusuf" only in a solo game (one player
                          and Yusuf); majority: 2 to %d
  any other number        0-%d (PP, parias, dinars, due, pay, a wish or
                          poem's PP, income, trade, buildings, values)
Impossible holdings are exit 2 as well: consolidated above presence, poems
outside the range above, more "poem_pp" entries than major poems held, a
building type listed twice, an empty tower.
`, sabika.MaxCities, sabika.MaxCities, sabika.MaxSeals, sabika.MaxSeals, sabika.MaxMinorPoems, sabika.MaxMinorPoems,
	sabika.MaxMajorPoems, sabika.MaxMajorPoems, sabika.MaxGoods, sabika.MaxGoods,
	sabika.MaxPlayers, sabika.MaxPlayers, sabika.MaxQuantity)
