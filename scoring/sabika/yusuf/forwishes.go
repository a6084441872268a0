package yusuf

import (
	"slices"

	data "arrayan.io/arrayan/data/sabika"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika"
)

// ForWishes gives his holdings as the wish engine (scoring/sabika) counts
// a player marked Yusuf: each building type he holds, major or minor, once
// (ruling 13); his cities with presence and consolidated; his seals; his
// minor poems, each counting as blue and as red, and every poem card
// [ES L1133–1143].
func (h *Holdings) ForWishes() sabika.WishHoldings {
	types := []data.BuildingType{}
	add := func(t string) {
		if bt := data.BuildingType(t); !slices.Contains(types, bt) {
			types = append(types, bt)
		}
	}
	for _, b := range h.MajorBuildings {
		add(b.Type)
	}
	for _, t := range h.MinorBuildings {
		add(t)
	}
	return sabika.WishHoldings{Types: types, Presence: len(h.Cities), Consolidated: h.consolidated(), Seals: h.Seals,
		Yusuf: true, MinorPoems: len(h.MinorPoems), Poems: h.count(dy.PerPoem)}
}
