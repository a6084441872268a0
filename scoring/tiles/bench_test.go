package tiles

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/scoring/city"
)

// fullTable is a round-3 Alhambra table of 6 players whose legal cities
// hold all 54 buildings of the box between them: the tiles are dealt in a
// fixed shuffled order, each to the first square (in reading order) next to
// a player's city where the city stays legal.
func fullTable(tb testing.TB) Table {
	tb.Helper()
	rng := rand.New(rand.NewPCG(54, 6))
	for attempt := 0; attempt < 50; attempt++ {
		deck := alhambra.Tiles()
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		players := make([]Player, 6)
		for p := range players {
			players[p] = Player{Name: fmt.Sprintf("P%d", p+1), City: []Cell{{X: 0, Y: 0, Start: true}}}
		}
		dealt := true
		for i, tile := range deck {
			placed := false
			for k := 0; k < len(players) && !placed; k++ {
				p := &players[(i+k)%len(players)]
				placed = placeTile(p, tile)
			}
			if !placed {
				dealt = false
				break
			}
		}
		if dealt {
			return Table{Game: "alhambra", Round: 3, Players: players}
		}
	}
	tb.Fatal("could not deal the 54 tiles into legal cities")
	return Table{}
}

// placeTile puts a tile next to the player's city where it stays legal.
func placeTile(p *Player, tile alhambra.Tile) bool {
	occupied := map[city.Pos]bool{}
	minX, minY, maxX, maxY := 0, 0, 0, 0
	for _, c := range p.City {
		occupied[city.Pos{X: c.X, Y: c.Y}] = true
		minX, minY, maxX, maxY = min(minX, c.X), min(minY, c.Y), max(maxX, c.X), max(maxY, c.Y)
	}
	for y := minY - 1; y <= maxY+1; y++ {
		for x := minX - 1; x <= maxX+1; x++ {
			if occupied[city.Pos{X: x, Y: y}] {
				continue
			}
			if !occupied[city.Pos{X: x - 1, Y: y}] && !occupied[city.Pos{X: x + 1, Y: y}] &&
				!occupied[city.Pos{X: x, Y: y - 1}] && !occupied[city.Pos{X: x, Y: y + 1}] {
				continue
			}
			next := append(p.City[:len(p.City):len(p.City)], Cell{X: x, Y: y, Type: tile.Type, Value: tile.Price, Walls: tile.Walls})
			cells := make([]city.Cell, len(next))
			for i, c := range next {
				e, _ := city.ParseEdges(c.Walls)
				cells[i] = city.Cell{X: c.X, Y: c.Y, Start: c.Start, Features: e}
			}
			if city.Check(cells).Legal() {
				p.City = next
				return true
			}
		}
	}
	return false
}

func TestFullTable(t *testing.T) {
	table := fullTable(t)
	res, err := Score(table)
	if err != nil {
		t.Fatal(err)
	}
	buildings := 0
	for _, p := range res.Players {
		for _, typ := range Alhambra().Types {
			buildings += p.Counts[typ]
		}
		if len(table.Players[0].City) < 2 {
			t.Errorf("%s has an empty city", p.Name)
		}
	}
	if buildings != 54 {
		t.Errorf("%d buildings in the cities, want 54", buildings)
	}
	// One more tile of any kind is more than the box holds.
	table.Players[0].Reserve = []Building{{Type: "garden", Value: 10}}
	if _, err := Score(table); err == nil {
		t.Error("a 55th building passed")
	}
}

// BenchmarkScoreTable scores a round-3 Alhambra table of 6 players whose
// legal cities hold all 54 buildings (city mode): every check and the
// scoring.
func BenchmarkScoreTable(b *testing.B) {
	table := fullTable(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Score(table); err != nil {
			b.Fatal(err)
		}
	}
}
