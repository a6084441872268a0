package history

import (
	"testing"

	"arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestSabikaResultSolo: a solo game won by Yusuf on the buildings
// tie-break keeps his seat, the difficulty, the PP before the end as
// "track" and the final breakdown adding up to each total.
func TestSabikaResultSolo(t *testing.T) {
	res := sabika.FinalResult{Winners: []int{0}, Players: []sabika.FinalScore{
		{Total: 40, Points: sabika.FinalPoints{Wishes: 6, Tribute: -2, Seals: 1}},
		{Total: 40, Points: sabika.FinalPoints{Wishes: 9, Poems: 3}},
	}}
	r := SabikaResult("sabika.game:4", "CODE", []SabikaSeat{{Name: "Yusuf", Yusuf: true}, {Name: "Ana"}}, res,
		&Difficulty{Events: "three-negative", TenPP: true})
	f := New()
	id, err := f.Keep(r)
	if err != nil {
		t.Fatal(err)
	}
	p := f.Play(id)
	if !p.Seats[0].Yusuf || p.TieBreak != TieBuildings || p.Difficulty == nil || p.Difficulty.Key() != "three-negative+10pp" || p.SetupCode != "CODE" {
		t.Errorf("kept %+v", p)
	}
	if p.Seats[0].Points[0] != (Points{Category: "track", Points: 35}) || len(f.Players) != 1 {
		t.Errorf("Yusuf's seat %+v, roster %v", p.Seats[0], f.Players)
	}
}

// cityRecord is a finished two-player Alhambra game whose players scored
// towers only: the running totals after each scoring.
func cityRecord(names [2]string, running ...[2]int) citygame.Record {
	rec := citygame.Record{Game: "alhambra", Players: []citygame.Player{{Name: names[0]}, {Name: names[1], Colour: 1}}}
	last := [2]int{}
	for k, run := range running {
		res := tiles.Result{Game: "alhambra", Round: k + 1}
		for i := range 2 {
			res.Players = append(res.Players, tiles.PlayerResult{Name: names[i], Points: map[string]int{"tower": run[i] - last[i]}, Total: run[i] - last[i]})
		}
		rec.Scorings = append(rec.Scorings, citygame.Scoring{Round: k + 1, Result: res, Running: []int{run[0], run[1]}})
		last = run
	}
	return rec
}

// TestCityGameKeptByGame: taking the third scoring again (after an Undo,
// with a correction) replaces the game's play, while a later game that the
// list numbers as the deleted last one was is kept beside it, not over it.
func TestCityGameKeptByGame(t *testing.T) {
	f := New()
	keep := func(rec citygame.Record) {
		t.Helper()
		r, err := CityGameResult(tiles.Alhambra(), 3, rec)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Keep(r); err != nil {
			t.Fatal(err)
		}
	}
	keep(cityRecord([2]string{"Ana", "Ben"}, [2]int{5, 3}, [2]int{12, 9}, [2]int{30, 25}))
	keep(cityRecord([2]string{"Ana", "Ben"}, [2]int{5, 3}, [2]int{12, 9}, [2]int{30, 31})) // the third scoring corrected
	if len(f.Plays) != 1 || f.Plays[0].Seats[1].Total != 31 {
		t.Fatalf("taking the third scoring again: %d plays, %+v", len(f.Plays), f.Plays)
	}
	keep(cityRecord([2]string{"Ana", "Ben"}, [2]int{4, 6}, [2]int{14, 9}, [2]int{33, 25})) // next week's game, number 3 again
	if len(f.Plays) != 2 || f.Plays[0].Seats[1].Total != 31 || f.Plays[1].Seats[0].Total != 33 {
		t.Errorf("a later game with the same number: %d plays, %+v", len(f.Plays), f.Plays)
	}
}
