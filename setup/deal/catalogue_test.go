package deal

import (
	"fmt"
	"slices"
	"testing"

	mp "arrayan.io/arrayan/data/marcopolo"
)

// TestMarcoPoloDealNamesCatalogueIDs checks that the dealer and the scoring
// engines name the same things: every city, bonus, card, objective and
// character a Marco Polo deal prints is an id of data/marcopolo, of the
// right kind.
func TestMarcoPoloDealNamesCatalogueIDs(t *testing.T) {
	kind := func(city string) string {
		s, ok := mp.SpaceByID(city)
		if !ok {
			return "unknown"
		}
		return s.Kind
	}
	ids := func(n int, id func(int) string) []string {
		out := make([]string, n)
		for i := range n {
			out[i] = id(i)
		}
		return out
	}
	cityBonuses := ids(len(mp.CityBonuses()), func(i int) string { return mp.CityBonuses()[i].ID })
	outposts := ids(len(mp.OutpostBonuses()), func(i int) string { return mp.OutpostBonuses()[i].ID })
	objectives := ids(len(mp.Objectives()), func(i int) string { return fmt.Sprint(mp.Objectives()[i].ID) })
	cards := ids(len(mp.CityCards()), func(i int) string { return fmt.Sprint(mp.CityCards()[i].ID) })
	characters := mp.CharacterIDs()
	for _, mode := range []string{"beginner", "expert"} {
		for players := 2; players <= 4; players++ {
			for seed := range uint64(20) {
				r := Request{Game: MarcoPolo, Players: players, Seed: seed, Options: map[string]string{OptMode: mode}}
				m := deal(t, r).Setup.MarcoPolo
				name := fmt.Sprintf("%s %dp seed %d", mode, players, seed)
				check := func(what, id string, known []string) {
					if !slices.Contains(known, id) {
						t.Errorf("%s: %s %q is not a catalogue id %v", name, what, id, known)
					}
				}
				for _, p := range m.CityBonuses {
					check("small city", kind(p.City), []string{mp.KindSmall})
					check("city bonus", p.Bonus, cityBonuses)
				}
				for _, p := range m.Outposts {
					check("large city", kind(p.City), []string{mp.KindLarge})
					check("outpost bonus", p.Bonus, outposts)
				}
				for _, b := range m.UnusedOutposts {
					check("outpost bonus", b, outposts)
				}
				for _, c := range m.CityCards {
					check("city-card city", kind(c.City), []string{mp.KindLarge})
					check("city card", fmt.Sprint(c.Card), cards)
				}
				for _, p := range m.Players {
					check("colour", p.Colour, mp.Colours())
					if p.Character != "" {
						check("character", p.Character, characters)
					}
					for _, o := range p.Objectives {
						check("objective", fmt.Sprint(o), objectives)
					}
				}
				if m.Draft != nil {
					for _, c := range m.Draft.Characters {
						check("character", c, characters)
					}
				}
				if m.BlackDice != mp.BlackDice(players) {
					t.Errorf("%s: %d black dice, the catalogue says %d", name, m.BlackDice, mp.BlackDice(players))
				}
			}
		}
	}
}
