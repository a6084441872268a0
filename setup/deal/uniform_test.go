package deal

import (
	"math"
	"slices"
	"testing"

	mp "arrayan.io/arrayan/data/marcopolo"
)

// chiLimit bounds the chi-square quantile for df degrees of freedom at
// p ≈ 0.9999 (Wilson–Hilferty, z = 3.72), so a test fails only on bias.
func chiLimit(df int) float64 {
	k := float64(df)
	v := 1 - 2/(9*k) + 3.72*math.Sqrt(2/(9*k))
	return k * v * v * v
}

func chiSquare(counts []int) float64 {
	total := 0
	for _, c := range counts {
		total += c
	}
	exp := float64(total) / float64(len(counts))
	x := 0.0
	for _, c := range counts {
		d := float64(c) - exp
		x += d * d / exp
	}
	return x
}

// Over many seeds, each dealt component is equally likely in each place.
func TestDealsAreUniform(t *testing.T) {
	const seeds = 6000
	trade := make([]int, 8)
	startTile := make([]int, 10)
	firstObjective := make([]int, 18)
	sumatraCard := make([]int, 31)
	moscowOutpost := make([]int, 10)
	startSeatPlayer := make([]int, 6)
	wishFirst := make([]int, 3)
	for seed := range uint64(seeds) {
		s := deal(t, Request{Game: Sabika, Players: 3, Seed: seed}).Setup.Sabika
		trade[s.TradeCard-1]++
		startTile[s.StartTiles[2].Tiles[0]-1]++
		startTile[s.StartTiles[2].Tiles[1]-1]++
		wishFirst[s.Wishes[0][0]-'A']++
		m := deal(t, Request{Game: MarcoPolo, Players: 4, Seed: seed}).Setup.MarcoPolo
		for _, p := range m.Players {
			if p.Player == 4 {
				firstObjective[p.Objectives[1]-1]++
			}
		}
		sumatraCard[m.CityCards[8].Card]++
		for i, b := range mp.OutpostBonuses() {
			if b.ID == m.Outposts[0].Bonus {
				moscowOutpost[i]++
			}
		}
		a := deal(t, Request{Game: Alhambra, Players: 6, Seed: seed}).Setup
		startSeatPlayer[a.Seats[0].Player-1]++
	}
	for name, counts := range map[string][]int{
		"trade card": trade, "start tiles": startTile, "objective": firstObjective,
		"Sumatra city card": sumatraCard, "Moscow outpost": moscowOutpost,
		"start seat": startSeatPlayer, "first wish": wishFirst,
	} {
		if x := chiSquare(counts); x > chiLimit(len(counts)-1) {
			t.Errorf("%s: chi-square %.1f over %v, limit %.1f", name, x, counts, chiLimit(len(counts)-1))
		}
	}
}

// The optional random parts are uniform too: the events of each advanced
// mode, the expert character draft, the expert city bonuses and the Marco
// Polo colours.
func TestOptionalDealsAreUniform(t *testing.T) {
	const seeds = 6000
	activeRandom := make([]int, sabikaEvents)
	activeNegative := make([]int, sabikaEvents-sabikaPositive)
	positiveAt := make([]int, 3) // mixed: the positive event is active, future or hidden
	firstCharacter := make([]int, 8)
	anxiBonus := make([]int, 6)
	seatOneColour := make([]int, len(mpBoard().colours))
	characters := map[string]int{}
	for i, c := range []string{"raschid", "matteo-polo", "berke-khan", "mercator", "kubilai-khan", "johannes-caprini", "wilhelm-von-rubruk", "niccolo-marco-polo"} {
		characters[c] = i
	}
	bonuses := map[string]int{"5-coins": 0, "3-camels": 1, "2-different-goods": 2, "other-city-bonus": 3, "camel-3-coins": 4, "3-vp": 5}
	for seed := range uint64(seeds) {
		e := deal(t, Request{Game: Sabika, Players: 2, Seed: seed, Options: map[string]string{OptEvents: "random"}}).Setup.Sabika.Events
		activeRandom[e.Active-1]++
		e = deal(t, Request{Game: Sabika, Players: 1, Seed: seed, Options: map[string]string{OptEvents: "negative"}}).Setup.Sabika.Events
		activeNegative[e.Active-sabikaPositive-1]++
		e = deal(t, Request{Game: Sabika, Players: 3, Seed: seed, Options: map[string]string{OptEvents: "mixed"}}).Setup.Sabika.Events
		switch {
		case e.Active <= sabikaPositive:
			positiveAt[0]++
		case e.Future <= sabikaPositive:
			positiveAt[1]++
		case e.HiddenFrom == "positive":
			positiveAt[2]++
		default:
			t.Fatalf("seed %d: a mixed deal without its positive event: %+v", seed, e)
		}
		m := deal(t, Request{Game: MarcoPolo, Players: 3, Seed: seed, Options: map[string]string{OptMode: "expert"}}).Setup.MarcoPolo
		firstCharacter[characters[m.Draft.Characters[0]]]++
		anxiBonus[bonuses[m.CityBonuses[0].Bonus]]++
		seatOneColour[slices.Index(mpBoard().colours, m.Players[0].Colour)]++
	}
	for name, counts := range map[string][]int{
		"active event (random)": activeRandom, "active event (negative)": activeNegative,
		"positive event's place (mixed)": positiveAt, "first character revealed": firstCharacter,
		"Anxi's city bonus (expert)": anxiBonus, "seat 1's colour": seatOneColour,
	} {
		if x := chiSquare(counts); x > chiLimit(len(counts)-1) {
			t.Errorf("%s: chi-square %.1f over %v, limit %.1f", name, x, counts, chiLimit(len(counts)-1))
		}
	}
}
