package history

import (
	"encoding/json"
	"flag"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/marcopolo"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/tiles"
)

// updateGolden rewrites the golden files of TestBGStatsJSON from the
// current code: go test ./scoring/history/ -run TestBGStatsJSON -update.
var updateGolden = flag.Bool("update", false, "rewrite testdata/bgstats/*.json")

func loadBGStats(t testing.TB) File {
	t.Helper()
	data, err := os.ReadFile("testdata/bgstats.json")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestBGStatsJSON: the exact JSON of a play of each game, against its
// golden file, and the winners and ranks each carries: a Sabika game of
// three, a solo game Ana wins and one Yusuf wins on the buildings
// tie-break, an Alhambra shared win with a shared last place, Granada (no
// BoardGameGeek id), and Marco Polo's camels tie-break among three.
func TestBGStatsJSON(t *testing.T) {
	f := loadBGStats(t)
	type seat struct {
		name   string
		id     string
		winner bool
		rank   int
	}
	for _, c := range []struct {
		golden string
		play   int
		game   string
		bggID  int
		seats  []seat
	}{
		{"sabika", 1, "Sabika", 360265, []seat{{"Ana", "1", false, 2}, {"Ben", "2", false, 3}, {"Dan", "7", true, 1}}},
		{"sabika-solo", 2, "Sabika", 360265, []seat{{"Ana", "1", true, 1}, {"Yusuf", "yusuf", false, 2}}},
		{"sabika-solo-tie", 3, "Sabika", 360265, []seat{{"Ana", "1", false, 2}, {"Yusuf", "yusuf", true, 1}}},
		{"alhambra-shared", 4, "Alhambra", 6249, []seat{{"Ana", "1", true, 1}, {"Ben", "2", true, 1}, {`Caí & "Co"`, "3", false, 3}, {"Dan", "7", false, 3}}},
		{"granada", 5, "Granada", 0, []seat{{`Caí & "Co"`, "3", false, 2}, {"Ana", "1", true, 1}}},
		{"marcopolo-camels", 6, "The Voyages of Marco Polo", 171623, []seat{{"Ben", "2", false, 2}, {`Caí & "Co"`, "3", true, 1}, {"Ana", "1", false, 2}, {"Dan", "7", false, 4}}},
	} {
		t.Run(c.golden, func(t *testing.T) {
			b, err := f.BGStats(c.play)
			if err != nil {
				t.Fatal(err)
			}
			if b.Game.Name != c.game || b.Game.BGGID != c.bggID || !b.Game.HighestWins || b.Game.NoPoints {
				t.Errorf("game %+v", b.Game)
			}
			if len(b.Players) != len(c.seats) {
				t.Fatalf("players %+v", b.Players)
			}
			for i, want := range c.seats {
				got := b.Players[i]
				if got.Name != want.name || got.SourcePlayerID != want.id || got.Winner != want.winner || got.Rank != want.rank {
					t.Errorf("seat %d: %+v; want %+v", i, got, want)
				}
				if got.Score != f.Play(c.play).Seats[i].Total {
					t.Errorf("seat %d: score %d", i, got.Score)
				}
			}
			path := filepath.Join("testdata", "bgstats", c.golden+".json")
			if *updateGolden {
				if err := os.WriteFile(path, append(b.JSON(), '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(b.JSON()) + "\n"; got != string(want) {
				t.Errorf("JSON\n%s\nwant (%s)\n%s", got, path, want)
			}
		})
	}
}

// TestBGStatsFields: the page's field names and types — playDate a date
// and time, bggId and score numbers, the source ids strings — and no
// bggId for a game without a cited one, no comments for a play without a
// note.
func TestBGStatsFields(t *testing.T) {
	f := loadBGStats(t)
	for _, c := range []struct {
		play         int
		bggID        bool
		comments     string
		sourcePlayID string
	}{{1, true, "Close one: 3 PP", "sabika:2026-02-05:1"}, {5, false, "", "granada:2026-03-15:5"}} {
		b, err := f.BGStats(c.play)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b.JSON(), &m); err != nil {
			t.Fatal(err)
		}
		g := m["game"].(map[string]any)
		if _, ok := g["bggId"]; ok != c.bggID {
			t.Errorf("play %d: bggId present %v; want %v", c.play, ok, c.bggID)
		}
		if c.bggID {
			if _, ok := g["bggId"].(float64); !ok {
				t.Errorf("play %d: bggId %v is not a number", c.play, g["bggId"])
			}
		}
		if g["sourceGameId"] != string(f.Play(c.play).Game) || g["highestWins"] != true {
			t.Errorf("play %d: game %v", c.play, g)
		}
		if got, _ := m["comments"].(string); got != c.comments {
			t.Errorf("play %d: comments %q; want %q", c.play, got, c.comments)
		}
		if m["playDate"] != f.Play(c.play).Date+" 12:00:00" || m["sourceName"] != "Arrayán" || m["sourcePlayId"] != c.sourcePlayID {
			t.Errorf("play %d: %v", c.play, m)
		}
		for _, p := range m["players"].([]any) {
			p := p.(map[string]any)
			if _, ok := p["score"].(float64); !ok {
				t.Errorf("play %d: score %v is not a number", c.play, p["score"])
			}
			if _, ok := p["sourcePlayerId"].(string); !ok {
				t.Errorf("play %d: sourcePlayerId %v is not a string", c.play, p["sourcePlayerId"])
			}
			if _, ok := p["startPlayer"]; ok {
				t.Errorf("play %d: startPlayer sent, but the history does not know who started", c.play)
			}
		}
	}
}

// TestBGStatsLink: the link is BG Stats' createPlay address with the
// JSON url-encoded as data, spaces as %20, and decodes back to the play.
func TestBGStatsLink(t *testing.T) {
	f := loadBGStats(t)
	b, err := f.BGStats(4)
	if err != nil {
		t.Fatal(err)
	}
	link := b.Link()
	if !strings.HasPrefix(link, "https://app.bgstatsapp.com/createPlay.html?data=%7B%22sourceName%22") {
		t.Errorf("link %s", link)
	}
	if strings.ContainsAny(link[len(BGStatsCreatePlay)+1:], "+ \"&#{}") || !strings.Contains(link, "%20") {
		t.Errorf("link not fully encoded: %s", link)
	}
	if back := fromLink(t, link); !reflect.DeepEqual(back, b) {
		t.Errorf("link decodes to %+v; want %+v", back, b)
	}
}

// TestBGStatsLinkEscapes: a note holding what a query string or JSON
// could misread (+, %, &, =, ?, #, quotes, a backslash, a line break,
// accents, Cyrillic, an emoji) reaches BG Stats as typed: the data is one
// query value with no raw +, and decoding it as JavaScript's
// decodeURIComponent does (url.PathUnescape: + stays +) gives the JSON
// back byte for byte.
func TestBGStatsLinkEscapes(t *testing.T) {
	f := loadBGStats(t)
	const note = "1+1=2 & 100% ¿sí? #win \"ok\" C:\\ Ура\nnext 🎲"
	if err := f.SetNote(1, note); err != nil {
		t.Fatal(err)
	}
	b, err := f.BGStats(1)
	if err != nil {
		t.Fatal(err)
	}
	link := b.Link()
	data, ok := strings.CutPrefix(link, BGStatsCreatePlay+"?data=")
	if !ok || strings.ContainsAny(data, "+&=?# \"\\\n") {
		t.Fatalf("link not fully encoded: %s", link)
	}
	js, err := url.PathUnescape(data)
	if err != nil || js != string(b.JSON()) {
		t.Fatalf("data decodes to %q (%v); want %s", js, err, b.JSON())
	}
	if back := fromLink(t, link); back.Comments != note || !reflect.DeepEqual(back, b) {
		t.Errorf("comments %q; want %q", back.Comments, note)
	}
}

// fromLink decodes a push link back to the play it carries.
func fromLink(t testing.TB, link string) BGStatsPlay {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	if u.Scheme+"://"+u.Host+u.Path != BGStatsCreatePlay || len(u.Query()) != 1 {
		t.Fatalf("link %s", link)
	}
	var back BGStatsPlay
	if err := json.Unmarshal([]byte(u.Query().Get("data")), &back); err != nil {
		t.Fatalf("data: %v", err)
	}
	return back
}

// TestBGStatsNoPlay: a play id the history does not hold is refused with
// its code and the id.
func TestBGStatsNoPlay(t *testing.T) {
	f := loadBGStats(t)
	for _, id := range []int{0, -1, 99} {
		_, err := f.BGStats(id)
		m, ok := message.Of(err)
		if !ok || m.Kind.Code != "history.no-play" || m.Params["Play"] != id {
			t.Errorf("play %d: %v", id, err)
		}
	}
}

// FuzzBGStats: for any history the loader accepts, every play's link
// decodes back to its play, with as many players as seats, every winner
// rank 1 and every rank from 1 to the number of seats.
func FuzzBGStats(f *testing.F) {
	for _, name := range []string{"testdata/bgstats.json", "testdata/small.json"} {
		seed, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := Decode(data)
		if err != nil {
			return
		}
		for _, p := range h.Plays {
			b, err := h.BGStats(p.ID)
			if err != nil {
				t.Fatalf("play %d: %v", p.ID, err)
			}
			if back := fromLink(t, b.Link()); !reflect.DeepEqual(back, b) {
				t.Fatalf("play %d: link decodes to %+v; want %+v", p.ID, back, b)
			}
			if len(b.Players) != len(p.Seats) {
				t.Fatalf("play %d: %d players for %d seats", p.ID, len(b.Players), len(p.Seats))
			}
			for i, pl := range b.Players {
				if pl.Rank < 1 || pl.Rank > len(p.Seats) || pl.Winner != (pl.Rank == 1) {
					t.Fatalf("play %d seat %d: %+v", p.ID, i, pl)
				}
			}
		}
	})
}

// TestBGStatsFromKeptResults: what the engines decided reaches BG Stats
// unchanged through the history, never decided again: Marco Polo's camels
// winner among three tied (the other two share rank 2), Sabika's buildings
// tie-break, a solo game Yusuf wins from the first seat, and Alhambra's
// shared win.
func TestBGStatsFromKeptResults(t *testing.T) {
	mp := marcopolo.Result{Winner: []string{"C"}}
	for i, total := range []int{50, 50, 50, 12} {
		mp.Players = append(mp.Players, marcopolo.PlayerScore{Name: string(rune('A' + i)), Total: total, Points: marcopolo.Points{Track: total}})
	}
	sab := func(winners []int, totals ...int) sabika.FinalResult {
		r := sabika.FinalResult{Winners: winners}
		for _, total := range totals {
			r.Players = append(r.Players, sabika.FinalScore{Total: total, Points: sabika.FinalPoints{Wishes: 4, Tribute: -1}})
		}
		return r
	}
	tile := tiles.Result{Game: "alhambra"}
	for _, total := range []int{30, 42, 42} {
		tile.Players = append(tile.Players, tiles.PlayerResult{Points: map[string]int{"tower": total}, Total: total})
	}
	three := []SabikaSeat{{Name: "Ana"}, {Name: "Ben"}, {Name: "Cai"}}
	for _, c := range []struct {
		name    string
		result  Result
		names   []string
		winners []bool
		ranks   []int
	}{
		{"Marco Polo, camels", MarcoPoloResult([]string{"Ana", "Ben", "Cai", "Dan"}, mp),
			[]string{"Ana", "Ben", "Cai", "Dan"}, []bool{false, false, true, false}, []int{2, 2, 1, 4}},
		{"Sabika, buildings", SabikaResult("s", "", three, sab([]int{2}, 40, 31, 40), nil),
			[]string{"Ana", "Ben", "Cai"}, []bool{false, false, true}, []int{2, 3, 1}},
		{"Sabika solo, Yusuf wins", SabikaResult("s", "", []SabikaSeat{{Yusuf: true}, {Name: "Ana"}}, sab([]int{0}, 45, 38), nil),
			[]string{YusufName, "Ana"}, []bool{true, false}, []int{1, 2}},
		{"Alhambra, a shared win", TilesResult(tiles.Alhambra(), []string{"Ana", "Ben", "Cai"}, tile),
			[]string{"Ana", "Ben", "Cai"}, []bool{false, true, true}, []int{3, 1, 1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := New()
			id, err := f.Keep(c.result)
			if err != nil {
				t.Fatal(err)
			}
			b, err := f.BGStats(id)
			if err != nil {
				t.Fatal(err)
			}
			if len(b.Players) != len(c.names) {
				t.Fatalf("players %+v", b.Players)
			}
			for i, p := range b.Players {
				if p.Name != c.names[i] || p.Winner != c.winners[i] || p.Rank != c.ranks[i] || p.Score != c.result.Seats[i].Total {
					t.Errorf("seat %d: %+v; want %s, winner %v, rank %d", i, p, c.names[i], c.winners[i], c.ranks[i])
				}
			}
		})
	}
}
