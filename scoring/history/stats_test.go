package history

import (
	"math"
	"os"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/game"
)

// small reads testdata/small.json and renames Caí to Carla, as a player
// does in the roster after the plays were kept.
func small(t testing.TB) File {
	t.Helper()
	data, err := os.ReadFile("testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Rename(3, "Carla"); err != nil {
		t.Fatal(err)
	}
	return f
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// TestStatsHandComputed checks every figure of the small history (a shared
// win, ties broken by buildings and camels, two solo games with Yusuf at
// two difficulties, a solo Marco Polo tally, a renamed player and one who
// never played) against the figures worked out by hand.
func TestStatsHandComputed(t *testing.T) {
	f := small(t)
	st := Compute(&f)
	if st.Plays != 6 || len(st.Players) != 4 {
		t.Fatalf("plays %d, players %d; want 6, 4", st.Plays, len(st.Players))
	}
	wantRec := []struct {
		name                   string
		plays, contested, wins int
		rate                   float64
		timeline               []int
	}{
		{"Ana", 4, 4, 2, 0.5, []int{1, 2, 3, 4}},
		{"Ben", 3, 3, 2, 2.0 / 3, []int{1, 2, 6}},
		{"Carla", 3, 2, 1, 0.5, []int{1, 5, 6}},
		{"Dan", 0, 0, 0, 0, []int{}},
	}
	for i, w := range wantRec {
		p := st.Players[i]
		if p.Name != w.name || p.Plays != w.plays || p.Contested != w.contested || p.Wins != w.wins || !near(p.WinRate, w.rate) {
			t.Errorf("player %d: %+v; want %+v", i, p.Record, w)
		}
		var got []int
		for _, s := range p.Timeline {
			got = append(got, s.Play)
		}
		if len(got) != len(w.timeline) {
			t.Errorf("%s timeline %v; want %v", w.name, got, w.timeline)
			continue
		}
		for j := range got {
			if got[j] != w.timeline[j] {
				t.Errorf("%s timeline %v; want %v", w.name, got, w.timeline)
			}
		}
	}
	wantGame := map[string]PlayerGame{
		"Ana/alhambra":    {Game: game.Alhambra, Record: Record{2, 2, 1, 0.5}, Scores: Scores{55, 60, 50}},
		"Ana/sabika":      {Game: game.Sabika, Record: Record{2, 2, 1, 0.5}, Scores: Scores{65, 80, 50}},
		"Ben/alhambra":    {Game: game.Alhambra, Record: Record{2, 2, 2, 1}, Scores: Scores{65, 70, 60}},
		"Ben/marcopolo":   {Game: game.MarcoPolo, Record: Record{1, 1, 0, 0}, Scores: Scores{90, 90, 90}},
		"Carla/alhambra":  {Game: game.Alhambra, Record: Record{1, 1, 0, 0}, Scores: Scores{40, 40, 40}},
		"Carla/marcopolo": {Game: game.MarcoPolo, Record: Record{2, 1, 1, 1}, Scores: Scores{95, 100, 90}},
	}
	seen := 0
	for _, p := range st.Players {
		for _, g := range p.Games {
			w, ok := wantGame[p.Name+"/"+string(g.Game)]
			if !ok || g.Record != w.Record || !near(g.Average, w.Average) || g.Best != w.Best || g.Worst != w.Worst {
				t.Errorf("%s in %s: %+v; want %+v", p.Name, g.Game, g, w)
			}
			seen++
		}
	}
	if seen != len(wantGame) {
		t.Errorf("%d player-game figures; want %d", seen, len(wantGame))
	}

	type share struct {
		cat    string
		points int
		share  float64
	}
	wantGames := []struct {
		game         game.ID
		plays, solo  int
		avg          float64
		best, worst  int
		winAvg       float64
		cats, groups []share
	}{
		{game.Sabika, 2, 2, 65, 80, 50, 65,
			[]share{{"track", 115, 115.0 / 130}, {"wishes", 20, 20.0 / 130}, {"tribute", -5, -5.0 / 130}}, nil},
		{game.Alhambra, 2, 0, 56, 70, 40, 65,
			[]share{{"wall", 34, 34.0 / 280}, {"tower", 120, 120.0 / 280}, {"garden", 126, 126.0 / 280}},
			[]share{{"majorities", 246, 246.0 / 280}, {"wall", 34, 34.0 / 280}}},
		{game.MarcoPolo, 2, 1, 280.0 / 3, 100, 90, 95,
			[]share{{"track", 250, 250.0 / 280}, {"objectives", 20, 20.0 / 280}, {"contracts", 10, 10.0 / 280}}, nil},
	}
	if len(st.Games) != len(wantGames) {
		t.Fatalf("%d games; want %d", len(st.Games), len(wantGames))
	}
	for i, w := range wantGames {
		g := st.Games[i]
		if g.Game != w.game || g.Plays != w.plays || g.Solo != w.solo || !near(g.Average, w.avg) ||
			g.Best != w.best || g.Worst != w.worst || !near(g.WinningAverage, w.winAvg) {
			t.Errorf("game %s: %+v; want %+v", w.game, g, w)
		}
		for _, pair := range []struct {
			got  []Share
			want []share
		}{{g.Categories, w.cats}, {g.Groups, w.groups}} {
			if len(pair.got) != len(pair.want) {
				t.Errorf("%s shares %+v; want %+v", w.game, pair.got, pair.want)
				continue
			}
			for j, s := range pair.want {
				c := pair.got[j]
				if c.Category != s.cat || c.Points != s.points || !near(c.Share, s.share) {
					t.Errorf("%s share %d: %+v; want %+v", w.game, j, c, s)
				}
			}
		}
	}

	wantH2H := []HeadToHead{
		{A: 1, NameA: "Ana", B: 2, NameB: "Ben", Plays: 2, AWins: 0, BWins: 1, Even: 1},
		{A: 1, NameA: "Ana", B: 3, NameB: "Carla", Plays: 1, AWins: 1},
		{A: 2, NameA: "Ben", B: 3, NameB: "Carla", Plays: 2, AWins: 1, BWins: 1},
	}
	if len(st.HeadToHead) != len(wantH2H) {
		t.Fatalf("head-to-head %+v; want %+v", st.HeadToHead, wantH2H)
	}
	for i, w := range wantH2H {
		if st.HeadToHead[i] != w {
			t.Errorf("head-to-head %d: %+v; want %+v", i, st.HeadToHead[i], w)
		}
	}

	wantYusuf := []YusufRecord{
		{Difficulty: "none", Plays: 1, PlayerWins: 1, PlayerAverage: 80, YusufAverage: 70},
		{Difficulty: "three-negative+10pp", Plays: 1, YusufWins: 1, PlayerAverage: 50, YusufAverage: 50},
	}
	if len(st.Yusuf) != len(wantYusuf) {
		t.Fatalf("Yusuf %+v; want %+v", st.Yusuf, wantYusuf)
	}
	for i, w := range wantYusuf {
		if st.Yusuf[i] != w {
			t.Errorf("Yusuf %d: %+v; want %+v", i, st.Yusuf[i], w)
		}
	}
}

// TestRenameRenamesEverywhere: after a rename every play, the statistics
// and the CSV name the player by the new name only.
func TestRenameRenamesEverywhere(t *testing.T) {
	f := small(t)
	csv, err := CSV(&f)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"Caí"} {
		if strings.Contains(string(csv), s) {
			t.Errorf("the CSV still names %q", s)
		}
	}
	if !strings.Contains(string(csv), "Carla") {
		t.Error("the CSV does not name Carla")
	}
	if err := f.Rename(3, "ana"); err == nil {
		t.Error("renaming Carla to another player's name (ana) was accepted")
	}
	if err := f.Rename(3, " "); err == nil {
		t.Error("an empty name was accepted")
	}
	if err := f.Rename(3, "carla"); err != nil {
		t.Errorf("changing only the case of one's own name: %v", err)
	}
}
