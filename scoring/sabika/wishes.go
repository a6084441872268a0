package sabika

import (
	"slices"

	"arrayan.io/arrayan/data/message"

	data "arrayan.io/arrayan/data/sabika"
)

// Element is one element of a wish tile (data.WishElement).
type Element = data.WishElement

// Tile is a wish tile's elements, as printed on the player's copy
// (edition data, ruling 15).
type Tile = []Element

// WishHoldings is what a player holds that the wishes count (spec §4).
type WishHoldings struct {
	// Types are the building types of which the player holds at least one
	// building, major or minor.
	Types        []data.BuildingType `json:"types"`
	Presence     int                 `json:"presence"`
	Consolidated int                 `json:"consolidated"`
	Seals        int                 `json:"seals"`
	BluePoems    int                 `json:"blue_poems"`
	RedPoems     int                 `json:"red_poems"`
	// Poems counts every poem card, grey major poems included.
	Poems int `json:"poems"`
	// Yusuf marks the automa; his MinorPoems count as blue and as red
	// (ruling 13; ES L1137–1143), BluePoems and RedPoems are then unused.
	Yusuf      bool `json:"-"`
	MinorPoems int  `json:"minor_poems,omitempty"`
}

// ScoreTile is the PP one tile pays a player: each element pays its PP per
// counted thing; a building-type element pays once if the player holds a
// building of that type (ruling 13).
func ScoreTile(t Tile, h WishHoldings) int {
	pp := 0
	for _, e := range t {
		pp += e.PP * h.count(e)
	}
	return pp
}

func (h WishHoldings) count(e Element) int {
	switch e.Per {
	case data.PerType:
		if slices.Contains(h.Types, e.Type) {
			return 1
		}
		return 0
	case data.PerPresence:
		return h.Presence
	case data.PerConsolidated:
		return h.Consolidated
	case data.PerSeal:
		return h.Seals
	case data.PerBluePoem:
		if h.Yusuf {
			return h.MinorPoems
		}
		return h.BluePoems
	case data.PerRedPoem:
		if h.Yusuf {
			return h.MinorPoems
		}
		return h.RedPoems
	case data.PerPoem:
		return h.Poems
	}
	return 0
}

// WishScore is one player's wish scoring: the PP of each tower tile, top
// first, and their sum.
type WishScore struct {
	Tiles []int `json:"tiles"`
	Total int   `json:"total"`
}

// ScoreWishes scores every tile in the tower for every player (ES L774:
// all tiles, one by one, each time a tile joins the tower). It checks the
// table (checkTable) and every count against its bound; an empty tower
// scores nothing, which checks the players alone.
func ScoreWishes(tower []Tile, players []WishHoldings) ([]WishScore, error) {
	if err := CheckTower(tower); err != nil {
		return nil, err
	}
	if err := checkTable(len(players), func(i int) bool { return players[i].Yusuf }); err != nil {
		return nil, err
	}
	out := make([]WishScore, len(players))
	for i, h := range players {
		if err := h.check(i); err != nil {
			return nil, err
		}
		s := WishScore{Tiles: make([]int, len(tower))}
		for j, t := range tower {
			s.Tiles[j] = ScoreTile(t, h)
			s.Total += s.Tiles[j]
		}
		out[i] = s
	}
	return out, nil
}

// CheckWishScoring checks a wish scoring given in full, as the CLI takes
// it: a scoring follows a tile joining the tower, so the tower holds 1 to 3
// tiles [ES L774], and every player's holdings are whole
// (CheckWholeHoldings).
func CheckWishScoring(tower []Tile, players []WishHoldings) error {
	if len(tower) == 0 {
		return inputErr("tower", msgWishTowerEmpty.With(message.Params{"Max": len(data.WishSpaces)}))
	}
	if err := CheckTower(tower); err != nil {
		return err
	}
	return CheckWholeHoldings(players)
}

// CheckWholeHoldings checks holdings counted in full, every count given (the
// CLI, where a count left out is 0), beyond the bounds ScoreWishes checks:
// a consolidated city is a city with presence; a human's poem cards are his
// blue and red minor poems and at most 2 major poems [ES L686]; Yusuf's are
// his minor poems and at most 2 major poems [ES L1083]. The app's wish form
// asks only for the counts the tower's tiles use, so it cannot compare
// counts it never asked for and checks the bounds alone.
func CheckWholeHoldings(players []WishHoldings) error {
	if err := checkTable(len(players), func(i int) bool { return players[i].Yusuf }); err != nil {
		return err
	}
	for i, h := range players {
		if err := h.check(i); err != nil {
			return err
		}
		if err := h.checkWhole(i); err != nil {
			return err
		}
	}
	return nil
}

// checkWhole checks holdings counted in full: consolidated cities among
// those with presence, and the poem cards the minor poems plus at most 2
// major poems (ES L686; Yusuf ES L1083), the minor poems at most the box's
// 22 (ES L169).
func (h WishHoldings) checkWhole(player int) error {
	if h.Consolidated > h.Presence {
		return playerErr(player, "consolidated", msgConsolidated.With(message.Params{"Consolidated": h.Consolidated, "Presence": h.Presence}))
	}
	if h.Yusuf {
		if h.Poems < h.MinorPoems || h.Poems > h.MinorPoems+MaxMajorPoems {
			return playerErr(player, "poems", msgYusufPoems.With(message.Params{
				"Minor": h.MinorPoems, "MaxMajors": MaxMajorPoems, "Min": h.MinorPoems, "MaxCards": h.MinorPoems + MaxMajorPoems, "Poems": h.Poems}))
		}
		return nil
	}
	minor := h.BluePoems + h.RedPoems
	if minor > MaxMinorPoems {
		return playerErr(player, "blue_poems", msgMinorPoemsBox.With(message.Params{"Blue": h.BluePoems, "Red": h.RedPoems, "Max": MaxMinorPoems}))
	}
	if h.Poems < minor || h.Poems > minor+MaxMajorPoems {
		return playerErr(player, "poems", msgPoemCards.With(message.Params{
			"Blue": h.BluePoems, "Red": h.RedPoems, "MaxMajors": MaxMajorPoems, "Min": minor, "MaxCards": minor + MaxMajorPoems, "Poems": h.Poems}))
	}
	return nil
}

// CheckTower checks the tower: at most 3 tiles, each with at least one
// element of a known kind, a building type only on type elements, PP 0 to
// MaxQuantity.
func CheckTower(tower []Tile) error {
	if len(tower) > len(data.WishSpaces) {
		return inputErr("tower", msgTowerMax.With(message.Params{"Max": len(data.WishSpaces), "Count": len(tower)}))
	}
	for i, t := range tower {
		if err := CheckTile(fieldIndex("tower", i), t); err != nil {
			return err
		}
	}
	return nil
}

// CheckTile checks one tile's elements; field prefixes the error's path.
func CheckTile(field string, t Tile) error {
	if len(t) == 0 {
		return inputErr(field, data.WishTileEmpty.With(nil))
	}
	for j, e := range t {
		if sub, _ := e.Check(); sub != "" {
			return inputErr(fieldIndex(field, j)+"."+sub, elementProblem(sub, e))
		}
		if err := checkRange(fieldIndex(field, j)+".pp", e.PP, MaxQuantity); err != nil {
			return err
		}
	}
	return nil
}

// check checks each count against its bound and the building types: each
// known and listed once (a type is held or not, ruling 13).
func (h WishHoldings) check(player int) error {
	for k, ty := range h.Types {
		field := fieldIndex(playerField(player, "types"), k)
		if !slices.Contains(data.BuildingTypes, ty) {
			return playerErr(player, "types", data.UnknownBuildingType.With(message.Params{"Type": ty})).atPath(field)
		}
		if slices.Contains(h.Types[:k], ty) {
			return playerErr(player, "types", msgTypeTwice.With(message.Params{"Type": ty})).atPath(field)
		}
	}
	err := inRange(player, quantity{"presence", h.Presence, MaxCities}, quantity{"consolidated", h.Consolidated, MaxCities},
		quantity{"seals", h.Seals, MaxSeals}, quantity{"blue_poems", h.BluePoems, MaxMinorPoems}, quantity{"red_poems", h.RedPoems, MaxMinorPoems},
		quantity{"poems", h.Poems, MaxMinorPoems + MaxMajorPoems}, quantity{"minor_poems", h.MinorPoems, MaxMinorPoems})
	if err != nil {
		return err
	}
	if h.Yusuf && (h.BluePoems > 0 || h.RedPoems > 0) {
		return playerErr(player, "blue_poems", msgYusufMinor.With(nil))
	}
	if !h.Yusuf && h.MinorPoems > 0 {
		return playerErr(player, "minor_poems", msgOnlyYusufMinor.With(nil))
	}
	return nil
}

// elementProblem says what is wrong with element e at its field sub, as
// data/sabika's WishElement.Check found ("per", "type" or "pp").
func elementProblem(sub string, e Element) message.Message {
	switch sub {
	case "per":
		return data.ElementPer.With(message.Params{"Per": e.Per})
	case "type":
		if e.Per == data.PerType {
			return data.ElementType.With(message.Params{"Type": e.Type})
		}
		return data.ElementTypeless.With(nil)
	}
	return msgDueNegative.With(message.Params{"Value": e.PP})
}
