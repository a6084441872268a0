package history

import (
	"testing"

	hist "arrayan.io/arrayan/scoring/history"
	"arrayan.io/arrayan/scoring/sabika"
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
		&hist.Difficulty{Events: "three-negative", TenPP: true})
	f := hist.New()
	id, err := f.Keep(r)
	if err != nil {
		t.Fatal(err)
	}
	p := f.Play(id)
	if !p.Seats[0].Yusuf || p.TieBreak != hist.TieBuildings || p.Difficulty == nil || p.Difficulty.Key() != "three-negative+10pp" || p.SetupCode != "CODE" {
		t.Errorf("kept %+v", p)
	}
	if p.Seats[0].Points[0] != (hist.Points{Category: "track", Points: 35}) || len(f.Players) != 1 {
		t.Errorf("Yusuf's seat %+v, roster %v", p.Seats[0], f.Players)
	}
}
