package history

import (
	"fmt"
	"os"
	"testing"

	"arrayan.io/arrayan/data/game"
	sabikayusuf "arrayan.io/arrayan/data/sabika/yusuf"
)

// FuzzDecode feeds any bytes to the real loader: it never panics, and a
// history it accepts passes Check, encodes, decodes back to the same file,
// and yields statistics and a CSV.
func FuzzDecode(f *testing.F) {
	seed, err := os.ReadFile("testdata/small.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add([]byte(`{"arrayan_history": 1, "players": [], "plays": []}`))
	f.Add([]byte(`{"arrayan_history": 9}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := Decode(data)
		if err != nil {
			return
		}
		if err := h.Check(); err != nil {
			t.Fatalf("accepted a history that Check refuses: %v", err)
		}
		out, err := Encode(h)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(out)
		if err != nil {
			t.Fatalf("cannot read back what was written: %v\n%s", err, out)
		}
		again, _ := Encode(back)
		if string(again) != string(out) {
			t.Fatalf("round trip changed the file")
		}
		Compute(&back)
		if _, err := CSV(&back); err != nil {
			t.Fatal(err)
		}
	})
}

// large builds a history of n plays among 12 players across the four
// games, a tenth of them solo Sabika games against Yusuf.
func large(n int) File {
	f := New()
	for i := range 12 {
		if _, err := f.PlayerID(fmt.Sprintf("Player %d", i+1)); err != nil {
			panic(err)
		}
	}
	games := game.All()
	for i := range n {
		g := games[i%len(games)]
		date := fmt.Sprintf("20%02d-%02d-%02d", 10+i%16, 1+i%12, 1+i%28)
		p := Play{Game: g, Date: date}
		if g == game.Sabika && i%10 == 0 {
			p.Difficulty = &Difficulty{Events: sabikayusuf.EventLevels[i%3], TenPP: i%20 == 0}
			p.Seats = []Seat{{Player: 1 + i%12, Total: 40 + i%30, Points: []Points{{"track", 30 + i%30}, {"wishes", 10}}},
				{Yusuf: true, Total: 55, Points: []Points{{"track", 55}}}}
		} else {
			for s := range 2 + i%4 {
				total := 30 + (i*7+s*13)%60
				p.Seats = append(p.Seats, Seat{Player: 1 + (i+s*5)%12, Total: total,
					Points: []Points{{"track", total - 10}, {"wall", 6}, {"tower", 4}}})
			}
		}
		best := p.Seats[0].Total
		for _, s := range p.Seats {
			best = max(best, s.Total)
		}
		for j, s := range p.Seats {
			if s.Total == best {
				p.Winners = append(p.Winners, j)
			}
		}
		p.ID = i + 1
		f.Plays = append(f.Plays, p)
	}
	if err := f.Check(); err != nil {
		panic(err)
	}
	return f
}

// BenchmarkStats computes the statistics of 10,000 plays (goal: < 50 ms).
func BenchmarkStats(b *testing.B) {
	f := large(10000)
	b.ResetTimer()
	for b.Loop() {
		Compute(&f)
	}
}
