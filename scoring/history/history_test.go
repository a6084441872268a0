package history

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"arrayan.io/arrayan/data/game"
)

// TestDecodeRefuses: every rule of the file, broken once, is refused with
// the offending field named.
func TestDecodeRefuses(t *testing.T) {
	base, err := os.ReadFile("testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	src := string(base)
	cases := []struct{ name, from, to, want string }{
		{"unknown member", `"note": "shared win"`, `"note": "shared win", "mood": 1`, "unknown field"},
		{"duplicate member", `"note": "shared win"`, `"note": "a", "note": "b"`, "twice"},
		{"no version", `"arrayan_history": 1,`, ``, "arrayan_history is missing"},
		{"old version", `"arrayan_history": 1`, `"arrayan_history": 0`, "arrayan_history: must be 1"},
		{"unknown game", `"game": "alhambra", "date": "2026-01-10"`, `"game": "chess", "date": "2026-01-10"`, `plays[0].game: unknown game "chess"`},
		{"bad date", `"2026-01-10"`, `"2026-02-30"`, "plays[0].date"},
		{"player twice in the roster", `{"id": 4, "name": "Dan"}`, `{"id": 4, "name": "ana"}`, `players[3].name: "ana" is given twice`},
		{"id twice", `{"id": 4, "name": "Dan"}`, `{"id": 3, "name": "Dan"}`, "players[3].id"},
		{"empty name", `"name": "Dan"`, `"name": ""`, "players[3].name"},
		{"long name", `"name": "Dan"`, `"name": "` + strings.Repeat("x", MaxName+1) + `"`, "players[3].name"},
		{"unknown player", `{"player": 3, "total": 40`, `{"player": 9, "total": 40`, "plays[0].seats[2].player: no player 9"},
		{"player twice at a play", `{"player": 3, "total": 40`, `{"player": 2, "total": 40`, "plays[0].seats[2].player"},
		{"points do not add up", `"total": 40, "points": [{"category": "tower", "points": 40}]`, `"total": 41, "points": [{"category": "tower", "points": 40}]`, "plays[0].seats[2].total: is 41 but the points add up to 40"},
		{"category not a slug", `{"category": "tower", "points": 40}`, `{"category": "Tower!", "points": 40}`, "plays[0].seats[2].points[0].category"},
		{"winner without the best total", `"winners": [0, 1], "note"`, `"winners": [2], "note"`, "plays[0].winners[0]"},
		{"a tied seat left out", `"winners": [0, 1], "note"`, `"winners": [0], "note"`, "shares the win"},
		{"no winner", `"winners": [0, 1], "note"`, `"winners": [], "note"`, "at least one winner"},
		{"winner out of range", `"winners": [0, 1], "note"`, `"winners": [0, 1, 7], "note"`, "no seat 7"},
		{"camels in Alhambra", `"winners": [0, 1], "note"`, `"winners": [0], "tie_break": "camels", "note"`, "camels break ties only in Marco Polo"},
		{"unknown tie break", `"tie_break": "buildings"`, `"tie_break": "coins"`, "plays[3].tie_break"},
		{"Yusuf without difficulty", `"winners": [0], "difficulty": {"events": "none", "ten_pp": false},`, `"winners": [0],`, "plays[2].difficulty"},
		{"unknown difficulty", `"events": "none"`, `"events": "hard"`, "plays[2].difficulty.events"},
		{"Yusuf in Marco Polo", `{"player": 2, "total": 90, "points": [{"category": "track", "points": 90}]}`, `{"yusuf": true, "total": 90, "points": [{"category": "track", "points": 90}]}`, "Yusuf plays only Sabika"},
		{"huge score", `"total": 100, "points": [{"category": "track", "points": 80}, {"category": "objectives", "points": 20}]`, `"total": 1000000, "points": []`, "plays[4].seats[0].total"},
		{"number too large", `"id": 6`, `"id": 1e400`, "plays[5].id"},
		{"not an object", src, `[]`, ""},
		{"two values", src, src + src, ""},
		{"empty", src, ``, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := strings.Replace(src, c.from, c.to, 1)
			if in == src {
				t.Fatalf("the case changes nothing")
			}
			_, err := Decode([]byte(in))
			if err == nil {
				t.Fatalf("accepted")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q; want it to say %q", err, c.want)
			}
		})
	}
}

// TestDecodeNewer: a file of a newer format is refused as newer, even
// with members this version does not know.
func TestDecodeNewer(t *testing.T) {
	_, err := Decode([]byte(`{"arrayan_history": 2, "players": [], "plays": [], "teams": []}`))
	var newer *NewerError
	if !errors.As(err, &newer) || newer.Version != 2 {
		t.Fatalf("error %v; want a NewerError of version 2", err)
	}
}

// TestEncodeDecodeRoundTrip: what Encode writes, Decode reads back equal.
func TestEncodeDecodeRoundTrip(t *testing.T) {
	f := small(t)
	data, err := Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(data) {
		t.Errorf("round trip changed the file:\n%s\n%s", data, again)
	}
}

// TestAddEditDelete: a play is kept under a new id, its date and note are
// edited, bad edits are refused, and it is deleted.
func TestAddEditDelete(t *testing.T) {
	f := New()
	ana, err := f.PlayerID("Ana")
	if err != nil {
		t.Fatal(err)
	}
	ben, _ := f.PlayerID("Ben")
	if again, _ := f.PlayerID(" ana "); again != ana {
		t.Errorf("typing ' ana ' gave player %d; want Ana (%d)", again, ana)
	}
	play := Play{Game: game.Granada, Date: "2026-11-26", Winners: []int{1},
		Seats: []Seat{{Player: ana, Total: 10}, {Player: ben, Total: 12}}}
	id, err := f.Add(play)
	if err != nil || id != 1 {
		t.Fatalf("Add: %d, %v", id, err)
	}
	if _, err := f.Add(Play{Game: game.Granada, Date: "2026-11-26", Winners: []int{0},
		Seats: []Seat{{Player: ana, Total: 10}, {Player: ben, Total: 12}}}); err == nil {
		t.Error("a play whose winner has the lower total was kept")
	}
	if len(f.Plays) != 1 {
		t.Fatalf("%d plays after a refused Add; want 1", len(f.Plays))
	}
	if err := f.SetDate(id, "26/11/2026"); err == nil {
		t.Error("a date not written YYYY-MM-DD was accepted")
	}
	if err := f.SetDate(id, "2026-11-20"); err != nil {
		t.Error(err)
	}
	if err := f.SetNote(id, strings.Repeat("n", MaxNote+1)); err == nil || f.Plays[0].Note != "" {
		t.Error("a note over the limit was accepted")
	}
	if err := f.SetNote(id, "rematch soon"); err != nil || f.Plays[0].Note != "rematch soon" {
		t.Errorf("SetNote: %v", err)
	}
	if err := f.RemovePlayer(ana); err == nil {
		t.Error("a player who sat at a play was removed from the roster")
	}
	if err := f.Check(); err != nil {
		t.Fatal(err)
	}
	if !f.Delete(id) || f.Delete(id) || len(f.Plays) != 0 {
		t.Error("Delete did not remove the play exactly once")
	}
	if err := f.RemovePlayer(ana); err != nil {
		t.Error(err)
	}
}

// TestNewestAndFilter: newest first (by date, then the play kept last),
// filtered by game and by player.
func TestNewestAndFilter(t *testing.T) {
	f := small(t)
	f.Plays[0].Date = "2026-03-02" // same day as play 6, kept earlier
	ids := func(ps []*Play) string {
		var b strings.Builder
		for _, p := range ps {
			fmt.Fprint(&b, p.ID, " ")
		}
		return b.String()
	}
	for _, c := range []struct {
		by   Filter
		want string
	}{
		{Filter{}, "6 1 5 4 3 2 "},
		{Filter{Game: "alhambra"}, "1 2 "},
		{Filter{Player: 3}, "6 1 5 "},
		{Filter{Game: "marcopolo", Player: 1}, ""},
	} {
		if got := ids(f.Newest(c.by)); got != c.want {
			t.Errorf("Newest(%+v) = %q; want %q", c.by, got, c.want)
		}
	}
}

// TestCSV: one row per seat, the categories as columns, text that a
// spreadsheet would run as a formula defused.
func TestCSV(t *testing.T) {
	f := small(t)
	got, err := CSV(&f)
	if err != nil {
		t.Fatal(err)
	}
	want := `play,date,game,seat,player,total,winner,tie_break,difficulty,setup_code,note,track,wishes,tribute,wall,tower,garden,objectives,contracts
1,2026-01-10,alhambra,1,Ana,60,yes,,,,shared win,,,,10,50,,,
1,2026-01-10,alhambra,2,Ben,60,yes,,,,shared win,,,,4,,56,,
1,2026-01-10,alhambra,3,Carla,40,no,,,,shared win,,,,,40,,,
2,2026-02-01,alhambra,1,Ana,50,no,,,'=CODE,,,,,20,30,,,
2,2026-02-01,alhambra,2,Ben,70,yes,,,'=CODE,,,,,,,70,,
3,2026-02-05,sabika,1,Ana,80,yes,,none,,,60,20,,,,,,
3,2026-02-05,sabika,2,Yusuf,70,no,,none,,,70,,,,,,,
4,2026-02-06,sabika,1,Ana,50,no,buildings,three-negative+10pp,,,55,,-5,,,,,
4,2026-02-06,sabika,2,Yusuf,50,yes,buildings,three-negative+10pp,,,50,,,,,,,
5,2026-03-01,marcopolo,1,Carla,100,yes,,,,,80,,,,,,20,
6,2026-03-02,marcopolo,1,Ben,90,no,camels,,,,90,,,,,,,
6,2026-03-02,marcopolo,2,Carla,90,yes,camels,,,,80,,,,,,,10
`
	if string(got) != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", got, want)
	}
}

// TestKeepByNames: names are found in the roster ignoring case or added;
// a refused result changes nothing; the same source replaces its play,
// keeping the date and note the players gave it.
func TestKeepByNames(t *testing.T) {
	f := small(t)
	day := time.Date(2026, 11, 26, 20, 0, 0, 0, time.UTC)
	r := Result{Game: game.Granada, Date: day, Source: "citygame.granada:1", Winners: []int{1},
		Seats: []ResultSeat{{Name: "carla", Total: 30, Points: []Points{{"moat", 5}, {"market", 25}}}, {Name: "Eve", Total: 41}}}
	id, err := f.Keep(r)
	if err != nil || id != 7 {
		t.Fatalf("Keep: %d, %v", id, err)
	}
	p := f.Play(id)
	if p.Date != "2026-11-26" || p.Seats[0].Player != 3 || f.Name(p.Seats[1].Player) != "Eve" || len(f.Players) != 5 {
		t.Fatalf("kept %+v with roster %v", p, f.Players)
	}
	if err := f.SetNote(id, "close one"); err != nil {
		t.Fatal(err)
	}
	bad := r
	bad.Seats = []ResultSeat{{Name: "Zoe", Total: 1}, {Name: "Eve", Total: 2}}
	bad.Winners = []int{0}
	if _, err := f.Keep(bad); err == nil {
		t.Fatal("a result whose winner has the lower total was kept")
	}
	if len(f.Players) != 5 || f.Name(6) != "" {
		t.Errorf("a refused result added Zoe to the roster: %v", f.Players)
	}
	again := r
	again.Date = day.AddDate(0, 0, 1)
	again.Seats = []ResultSeat{{Name: "Carla", Total: 44}, {Name: "Eve", Total: 41}}
	again.Winners = []int{0}
	if id2, err := f.Keep(again); err != nil || id2 != id || len(f.Plays) != 7 {
		t.Fatalf("keeping the same source again: %d, %v, %d plays", id2, err, len(f.Plays))
	}
	if p := f.Play(id); p.Note != "close one" || p.Date != "2026-11-26" || p.Seats[0].Total != 44 {
		t.Errorf("replaced play %+v", p)
	}
}
