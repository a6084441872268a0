package deal

import (
	"math"
	"testing"
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
		for i, b := range setupcatOutposts() {
			if b == m.Outposts[0].Bonus {
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

func setupcatOutposts() []string {
	return []string{"3-coins", "good-of-choice", "travel-1", "contract", "2-gold", "black-die", "2-silk", "3-camels", "2-camels", "5-coins"}
}
