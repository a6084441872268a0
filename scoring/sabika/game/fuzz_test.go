package game

import (
	"testing"

	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika"
)

// FuzzSavedState reads any bytes as a saved game record, strictly: a
// record that Check accepts can be taken through every step without a
// panic (a step may refuse it with an error).
func FuzzSavedState(f *testing.F) {
	f.Add(`{"format": 1, "game": "sabika", "players": [{"name": "Ana", "pp": 5}, {"name": "Ben", "pp": 5}], "narrator": 2, "track": [0, 1], "wishes": ["A", "B", "C"]}`)
	f.Add(`{"format": 1, "game": "sabika", "players": [{"name": "Yusuf", "automa": "yusuf", "pp": 10}, {"name": "Ana"}], "narrator": 6, "tower": [0, 3, 8], "track": [1, 0], "wishes": ["C", "A", "B"]}`)
	f.Add(`{"format": 1, "game": "sabika", "players": [], "narrator": 1, "tower": [12], "track": [7]}`)
	ed := edition.New()
	f.Fuzz(func(t *testing.T, in string) {
		var s State
		if err := jsonin.Decode([]byte(in), &s); err != nil {
			return
		}
		if s.Check() != nil {
			return
		}
		_ = s.PayingOrder()
		_ = s.Reminders()
		n := len(s.Players)
		_, _, _ = Income(s, make([]int, n))
		_, _, _ = Narrator(s, ed, 0, make([]sabika.WishHoldings, n))
		_, _, _, _ = Tribute(s, ed, make([]*sabika.Payment, n))
		_, _, _ = EventChange(s, ed, 0)
		for i := range n {
			_, _, _ = SetParias(s, i, 3)
			_, _, _ = StartPlayer(s, i, 0)
			_, _, _ = PoemOne(s, i)
		}
		_, _, _, _ = Final(s, ed, 0, make([]sabika.FinalPlayer, n))
	})
}
