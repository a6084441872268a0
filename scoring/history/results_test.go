package history

import (
	"slices"
	"testing"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/marcopolo"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestTopSeats: every seat with the highest total, negative totals and a
// lone seat included.
func TestTopSeats(t *testing.T) {
	for _, c := range []struct {
		totals, want []int
	}{
		{nil, nil},
		{[]int{12}, []int{0}},
		{[]int{30, 41, 12}, []int{1}},
		{[]int{40, 12, 40, 39}, []int{0, 2}},
		{[]int{-3, -5, -3}, []int{0, 2}},
		{[]int{7, 7, 7}, []int{0, 1, 2}},
	} {
		if got := TopSeats(c.totals); !slices.Equal(got, c.want) {
			t.Errorf("TopSeats(%v) = %v; want %v", c.totals, got, c.want)
		}
	}
}

// TestWinnersAndTieBreaks: each game's result names its winners and the
// tie-break that separated seats tied on the total, and every result is a
// play the history keeps.
func TestWinnersAndTieBreaks(t *testing.T) {
	mp := func(winners []string, totals ...int) marcopolo.Result {
		r := marcopolo.Result{Winner: winners}
		for i, total := range totals {
			r.Players = append(r.Players, marcopolo.PlayerScore{Name: string(rune('A' + i)), Total: total, Points: marcopolo.Points{Track: total}})
		}
		return r
	}
	sab := func(winners []int, totals ...int) sabika.FinalResult {
		r := sabika.FinalResult{Winners: winners}
		for _, total := range totals {
			r.Players = append(r.Players, sabika.FinalScore{Total: total, Points: sabika.FinalPoints{Wishes: 4, Tribute: -1}})
		}
		return r
	}
	tile := func(totals ...int) tiles.Result {
		r := tiles.Result{Game: "alhambra"}
		for _, total := range totals {
			r.Players = append(r.Players, tiles.PlayerResult{Points: map[string]int{"tower": total}, Total: total})
		}
		return r
	}
	two, three := []string{"Ana", "Ben"}, []string{"Ana", "Ben", "Cai"}
	sabikaSeats := []SabikaSeat{{Name: "Ana"}, {Name: "Ben"}, {Name: "Cai"}}
	solo := []SabikaSeat{{Yusuf: true}, {Name: "Ana"}}
	for _, c := range []struct {
		name     string
		result   Result
		winners  []int
		tieBreak string
	}{
		{"Marco Polo, a clear winner", MarcoPoloResult(three, mp([]string{"B"}, 50, 61, 40)), []int{1}, ""},
		{"Marco Polo, camels break a tie", MarcoPoloResult(three, mp([]string{"C"}, 50, 40, 50)), []int{2}, TieCamels},
		{"Marco Polo, a tie camels do not break", MarcoPoloResult(two, mp([]string{"A", "B"}, 50, 50)), []int{0, 1}, ""},
		{"Alhambra, every top total wins", TilesResult(tiles.Alhambra(), three, tile(30, 42, 42)), []int{1, 2}, ""},
		{"Granada, one winner", TilesResult(tiles.Granada(), two, tile(30, 12)), []int{0}, ""},
		{"Sabika, buildings break a tie", SabikaResult("s", "", sabikaSeats, sab([]int{2}, 40, 31, 40), nil), []int{2}, TieBuildings},
		{"Sabika, a tie buildings do not break", SabikaResult("s", "", sabikaSeats, sab([]int{0, 2}, 40, 31, 40), nil), []int{0, 2}, ""},
		{"Sabika solo, Yusuf wins", SabikaResult("s", "", solo, sab([]int{0}, 45, 38), nil), []int{0}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !slices.Equal(c.result.Winners, c.winners) || c.result.TieBreak != c.tieBreak {
				t.Errorf("winners %v, tie-break %q; want %v, %q", c.result.Winners, c.result.TieBreak, c.winners, c.tieBreak)
			}
			f := New()
			if _, err := f.Keep(c.result); err != nil {
				t.Errorf("the history refuses the result: %v", err)
			}
		})
	}
}

// TestSabikaTrack: a Sabika seat's PP before the end of the game is its
// total less the final scoring, and a solo game without a difficulty is
// kept as one without events.
func TestSabikaTrack(t *testing.T) {
	res := sabika.FinalResult{Winners: []int{1}, Players: []sabika.FinalScore{
		{Total: 40, Points: sabika.FinalPoints{Wishes: 6, Tribute: -2, Seals: 1}},
		{Total: 52, Points: sabika.FinalPoints{Wishes: 9, Poems: 3, Dinars: 2}},
	}}
	r := SabikaResult("src", "CODE", []SabikaSeat{{Name: "Yusuf", Yusuf: true}, {Name: "Ana"}}, res, nil)
	for i, want := range []int{35, 38} {
		if got := r.Seats[i].Points[0]; got != (Points{Category: "track", Points: want}) {
			t.Errorf("seat %d: %+v; want track %d", i, got, want)
		}
	}
	if r.Difficulty == nil || r.Difficulty.Events != "none" || r.Difficulty.TenPP {
		t.Errorf("difficulty %+v; want no events", r.Difficulty)
	}
	if r.Seats[0].Name != "Yusuf" || !r.Seats[0].Yusuf {
		t.Errorf("Yusuf's seat %+v", r.Seats[0])
	}
}

// TestCityGameNotOver: a game with cities before its last scoring is
// refused with a code and the number of scorings taken.
func TestCityGameNotOver(t *testing.T) {
	_, err := CityGameResult(tiles.Alhambra(), 1, citygame.Record{Game: "alhambra", Scorings: []citygame.Scoring{{Round: 1}}})
	m, ok := message.Of(err)
	if !ok || m.Code != "history.game-not-over" || m.Params["Scorings"] != 1 {
		t.Errorf("refused with %v", err)
	}
}
