package sabika

import (
	"errors"
	"slices"
	"testing"

	data "arrayan.io/arrayan/data/sabika"
)

var testTower = []Tile{
	{{Per: data.PerType, Type: data.Palace, PP: 2}, {Per: data.PerType, Type: data.Garden, PP: 1}},
	{{Per: data.PerSeal, PP: 1}},
	{{Per: data.PerPoem, PP: 1}},
}

func TestFinalBreakdown(t *testing.T) {
	ana := FinalPlayer{Name: "Ana", WishHoldings: WishHoldings{Types: []data.BuildingType{data.Palace}, Seals: 2, Poems: 3},
		PP: 40, Parias: 4, Dinars: 3, Goods: 2, Marble: 1, Ceramic: 1, Income: 2, PoemPP: []int{14, 5}, Trade: 4, Buildings: 6}
	res, err := Final(FinalInput{Tower: testTower, Due: data.FinalTribute, Players: []FinalPlayer{ana}})
	if err != nil {
		t.Fatal(err)
	}
	// wishes 2 + 2 + 3 = 7; tribute: 4 steps, then seals 2 → no PP; dinars 3+2 = 5 → 2 PP
	want := FinalPoints{Wishes: 7, Tribute: 0, Poems: 19, Trade: 4, Seals: 0, Goods: 2, Marble: 1, Ceramic: 1, Dinars: 2}
	got := res.Players[0]
	if got.Points != want || got.Total != 40+7+19+4+2+1+1+2 {
		t.Errorf("got %+v total %d, want %+v", got.Points, got.Total, want)
	}
	if got.Tribute.Pay != (Payment{Parias: 4, Seals: 2}) {
		t.Errorf("tribute %+v", got.Tribute)
	}
}

// Ruling 11: events 5, 8 and 14 apply to the final tribute of 6; Yusuf
// ignores them and takes his shortfall in PP (ruling 12).
func TestFinalTributeEventsAndYusuf(t *testing.T) {
	human := FinalPlayer{Name: "Ana", PP: 30, Parias: 0, Dinars: 1, Buildings: 3}
	yusuf := FinalPlayer{Name: "Yusuf", Yusuf: true, PP: 30, Parias: 2, Buildings: 4, WishHoldings: WishHoldings{Seals: 1}}
	for _, c := range []struct {
		event            int
		anaTribute, anaD int
		yusufTribute     int
	}{
		{0, -6, 1, -4}, // pays 6 PP (dinar pair short: 1 dinar), keeps 1 dinar → 0 PP
		{5, -5, 1, -4},
		{8, -7, 1, -4},
		{14, -6, 0, -4}, // the dinar goes to event 14; 6 PP for the parias
	} {
		res, err := Final(FinalInput{Tower: testTower, Event: c.event, Due: 6, Players: []FinalPlayer{yusuf, human}})
		if err != nil {
			t.Fatal(err)
		}
		a, y := res.Players[1], res.Players[0]
		if a.Points.Tribute != c.anaTribute || a.Tribute.After.Dinars != c.anaD {
			t.Errorf("event %d, Ana: %+v %+v", c.event, a.Points, a.Tribute)
		}
		if y.Points.Tribute != c.yusufTribute || y.Points.Seals != 1 {
			t.Errorf("event %d, Yusuf: %+v", c.event, y.Points)
		}
	}
}

func TestFinalWinners(t *testing.T) {
	p := func(name string, pp, buildings int) FinalPlayer {
		return FinalPlayer{Name: name, PP: pp, Parias: 6, Buildings: buildings}
	}
	cases := []struct {
		name    string
		players []FinalPlayer
		want    []int
	}{
		{"most PP", []FinalPlayer{p("A", 50, 1), p("B", 60, 1), p("C", 55, 9)}, []int{1}},
		{"tie: most buildings", []FinalPlayer{p("A", 60, 5), p("B", 60, 7), p("C", 55, 9)}, []int{1}},
		{"still tied: shared", []FinalPlayer{p("A", 60, 7), p("B", 60, 7), p("C", 60, 6), p("D", 1, 9)}, []int{0, 1}},
	}
	for _, c := range cases {
		res, err := Final(FinalInput{Tower: testTower, Due: 6, Players: c.players})
		if err != nil || !slices.Equal(res.Winners, c.want) {
			t.Errorf("%s: %v %v, want %v", c.name, res.Winners, err, c.want)
		}
	}
}

func TestFinalRefuses(t *testing.T) {
	cases := []struct {
		name  string
		in    FinalInput
		field string
	}{
		{"2 tiles", FinalInput{Tower: testTower[:2], Due: 6, Players: []FinalPlayer{{Name: "A"}}}, "tower"},
		{"Yusuf with dinars", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "Y", Yusuf: true, Dinars: 1}, {Name: "A"}}}, "players[0].dinars"},
		{"Yusuf with income", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "Y", Yusuf: true, Income: 1}, {Name: "A"}}}, "players[0].income"},
		{"negative goods", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "A", Goods: -1}}}, "players[0].goods"},
		{"negative poem", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "A", PoemPP: []int{3, -1}}}}, "players[0].poem_pp[1]"},
		// every quantity within its bound, so that no sum overflows
		{"poem PP above the bound", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "A", PoemPP: []int{1 << 62, 1 << 62}}}}, "players[0].poem_pp[0]"},
		{"3 major poems (ES L686)", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "A", PoemPP: []int{1, 2, 3}}}}, "players[0].poem_pp"},
		{"PP above the bound", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "A", PP: 1 << 62}}}, "players[0].pp"},
		{"trade above the bound", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "A", Trade: MaxQuantity + 1}}}, "players[0].trade"},
		{"25 goods (ES L197)", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "A", Goods: 25}}}, "players[0].goods"},
		{"marble above the bound", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "A", Marble: 1 << 62}}}, "players[0].marble"},
		{"due above the bound", FinalInput{Tower: testTower, Due: 1 << 62, Players: []FinalPlayer{{Name: "A"}}}, "due"},
		{"10 seals (ES L60–64)", FinalInput{Tower: testTower, Due: 6, Players: []FinalPlayer{{Name: "A", WishHoldings: WishHoldings{Seals: 10}}}}, "players[0].seals"},
		{"no player", FinalInput{Tower: testTower, Due: 6}, "players"},
	}
	for _, c := range cases {
		_, err := Final(c.in)
		ie, ok := err.(*InputError)
		if !ok || ie.Field != c.field {
			t.Errorf("%s: %v, want an error on %s", c.name, err, c.field)
		}
	}
}

// No input within the bounds overflows the total: every quantity at its
// largest.
func TestFinalAtTheBounds(t *testing.T) {
	tile := Tile{{Per: data.PerPoem, PP: MaxQuantity}, {Per: data.PerSeal, PP: MaxQuantity}}
	p := FinalPlayer{Name: "A", WishHoldings: WishHoldings{Poems: MaxMajorPoems, Seals: MaxSeals}, PP: MaxQuantity, Parias: MaxQuantity,
		Dinars: MaxQuantity, Goods: MaxGoods, Marble: MaxQuantity, Ceramic: MaxQuantity, Income: MaxQuantity,
		PoemPP: []int{MaxQuantity, MaxQuantity}, Trade: MaxQuantity, Buildings: MaxQuantity}
	res, err := Final(FinalInput{Tower: []Tile{tile, tile, tile}, Due: 6, Players: []FinalPlayer{p}})
	if err != nil {
		t.Fatal(err)
	}
	wishes := 3 * MaxQuantity * (MaxMajorPoems + MaxSeals)
	want := MaxQuantity + wishes + 2*MaxQuantity + MaxQuantity + MaxSeals + MaxGoods + 2*MaxQuantity + MaxQuantity // 2 dinars a PP
	if got := res.Players[0].Total; got != want {
		t.Errorf("total %d, want %d (%+v)", got, want, res.Players[0].Points)
	}
}

// BenchmarkFinal4 is a 4-player end of game: wishes, tribute, poems,
// leftovers and the winner (goal < 20 µs).
func BenchmarkFinal4(b *testing.B) {
	in := FinalInput{Tower: testTower, Event: 14, Due: 6}
	for i := range 4 {
		in.Players = append(in.Players, FinalPlayer{Name: string(rune('A' + i)),
			WishHoldings: WishHoldings{Types: []data.BuildingType{data.Palace, data.Tower}, Seals: i, Poems: 3, Presence: 4},
			PP:           40 + i, Parias: 2 * i, Dinars: 5, Goods: 1, Marble: 1, Ceramic: 1, Income: 2, PoemPP: []int{14, 6}, Trade: 5, Buildings: 6})
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Final(in); err != nil {
			b.Fatal(err)
		}
	}
}

// An end of game given in full scores no major poem the player does not
// hold: poem_pp has at most one entry per poem card beyond the minor poems
// (ES L686, L855–857; Yusuf ES L1083); whole holdings are checked as for
// the wishes, and the bounds first.
func TestCheckWholeFinalRefuses(t *testing.T) {
	human := func(h WishHoldings, poemPP ...int) FinalPlayer {
		return FinalPlayer{Name: "A", WishHoldings: h, PoemPP: poemPP}
	}
	yusuf := func(h WishHoldings, poemPP ...int) FinalPlayer {
		h.Yusuf = true
		return FinalPlayer{Name: "Y", Yusuf: true, WishHoldings: h, PoemPP: poemPP}
	}
	cases := []struct {
		name    string
		players []FinalPlayer
		field   string // "" when possible
	}{
		{"a major poem scored without its card", []FinalPlayer{human(WishHoldings{}, 14)}, "players[0].poem_pp"},
		{"2 scored, 1 held", []FinalPlayer{human(WishHoldings{BluePoems: 1, Poems: 2}, 14, 4)}, "players[0].poem_pp"},
		{"2 scored, 2 held", []FinalPlayer{human(WishHoldings{BluePoems: 1, Poems: 3}, 14, 4)}, ""},
		{"1 of 2 held scored", []FinalPlayer{human(WishHoldings{Poems: 2}, 9)}, ""},
		{"none held, none scored", []FinalPlayer{human(WishHoldings{RedPoems: 2, Poems: 2})}, ""},
		{"Yusuf: scored beyond his cards", []FinalPlayer{human(WishHoldings{}), yusuf(WishHoldings{MinorPoems: 3, Poems: 4}, 6, 6)}, "players[1].poem_pp"},
		{"Yusuf: 1 held, 1 scored", []FinalPlayer{human(WishHoldings{}), yusuf(WishHoldings{MinorPoems: 3, Poems: 4}, 6)}, ""},
		{"Yusuf's minor poems checked as his", []FinalPlayer{human(WishHoldings{}), yusuf(WishHoldings{MinorPoems: 3, Poems: 6})}, "players[1].poems"},
		{"consolidated above presence", []FinalPlayer{human(WishHoldings{Consolidated: 1})}, "players[0].consolidated"},
		{"out of range first", []FinalPlayer{human(WishHoldings{}, 1<<62)}, "players[0].poem_pp[0]"},
	}
	for _, c := range cases {
		err := CheckWholeFinal(FinalInput{Tower: testTower, Due: 6, Players: c.players})
		var ie *InputError
		switch {
		case c.field == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.field != "" && (!errors.As(err, &ie) || ie.Field != c.field):
			t.Errorf("%s: %v, want an error on %s", c.name, err, c.field)
		}
	}
}
