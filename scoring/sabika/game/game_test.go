package game

import (
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/setup/deal"
)

func intp(n int) *int    { return &n }
func boolp(b bool) *bool { return &b }

// testEdition has made-up printed values (tests only; the app asks the
// player for the real ones, ruling 15).
func testEdition() *edition.Edition {
	ed := edition.New()
	ed.Tribute = [4]*int{intp(1), intp(2), intp(3), intp(4)}
	ed.EventChange = [5]*bool{boolp(false), boolp(true), boolp(false), boolp(true), boolp(false)}
	for i := range ed.Wishes {
		ed.Wishes[i].Elements = []sabika.Tile{{{Per: data.PerSeal, PP: 1}}, {{Per: data.PerPresence, PP: 1}}, {{Per: data.PerPoem, PP: 2}}}[i/3]
	}
	return ed
}

func threePlayers(t *testing.T) State {
	s, err := New([]Player{{Name: "Ana", PP: 5, Dinars: 3}, {Name: "Ben", PP: 5, Dinars: 4}, {Name: "Cai", PP: 5, Dinars: 5}},
		1, [3]string{"B", "A", "C"}, 4, &Events{Active: 8, Future: 5})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestNewStacksFromTheStartPlayer(t *testing.T) {
	s := threePlayers(t)
	if !slices.Equal(s.Track, sabika.Track{1, 2, 0}) || s.Narrator != 1 {
		t.Errorf("track %v narrator %d", s.Track, s.Narrator)
	}
}

// A whole end of round 1: income, narrator with the first wish tile,
// tribute under event 8, event change check, start player.
func TestEndOfRoundOne(t *testing.T) {
	ed := testEdition()
	s := threePlayers(t)
	s.Players[0].Parias, s.Players[1].Parias, s.Players[2].Parias = 4, 1, 2
	s.Players[0].Seals = 1
	s.Track = sabika.Track{0, 2, 1}

	s1, ch, err := Income(s, []int{2, 0, 1})
	if err != nil || len(ch) != 2 || s1.Players[0].Dinars != 5 || s.Players[0].Dinars != 3 {
		t.Fatalf("income: %v %v %+v", ch, err, s1.Players)
	}
	if _, _, err := Narrator(s1, ed, 0, make([]sabika.WishHoldings, 3)); err == nil {
		t.Error("a tile of letter A accepted on the B space")
	}
	s2, ch, err := Narrator(s1, ed, 3, []sabika.WishHoldings{{Presence: 2}, {}, {Presence: 1}})
	if err != nil || s2.Narrator != 2 || s2.Players[0].PP != 7 || s2.Players[2].PP != 6 || len(ch) != 4 {
		t.Fatalf("narrator: %v %v %+v", ch, err, s2.Players)
	}
	// tribute 1 under space 2, event 8: 2 each, paid from Ben (start) clockwise
	s3, res, _, err := Tribute(s2, ed, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := []int{s3.Players[0].Parias, s3.Players[1].Parias, s3.Players[2].Parias}
	if !slices.Equal(got, []int{2, 0, 0}) || s3.Players[1].Dinars != 2 || s3.Players[1].PP != 5 { // ruling 8: track, then dinars
		t.Errorf("parias %v, Ben %+v", got, s3.Players[1])
	}
	// Ben (0) paid first, Cai landed on him: Cai on top
	if !slices.Equal(s3.Track, sabika.Track{0, 2, 1}) || res.Chooser != 0 {
		t.Errorf("track %v chooser %d", s3.Track, res.Chooser)
	}
	s4, ch, err := EventChange(s3, ed, 0)
	if err != nil || len(ch) != 0 {
		t.Errorf("space 2 has no symbol: %v %v", ch, err)
	}
	s5, _, err := StartPlayer(s4, 0, 2)
	if err != nil || s5.StartPlayer != 2 {
		t.Errorf("start player %d %v", s5.StartPlayer, err)
	}
	if _, _, err := StartPlayer(s4, 1, 1); err == nil {
		t.Error("a player who is not the most advanced chose")
	}
}

func TestUnknownEditionValuesAreAsked(t *testing.T) {
	s := threePlayers(t)
	s.Narrator = 3
	ed := edition.New()
	var u *Unknown
	if _, _, _, err := Tribute(s, ed, nil); !errors.As(err, &u) || u.Field != "tribute[1]" {
		t.Errorf("tribute: %v", err)
	}
	if _, _, err := EventChange(s, ed, 3); !errors.As(err, &u) || u.Field != "event_change[1]" {
		t.Errorf("event change: %v", err)
	}
	s.Narrator = 1
	if _, _, err := Narrator(s, ed, 3, make([]sabika.WishHoldings, 3)); !errors.As(err, &u) || u.Field != "wishes[3].elements" {
		t.Errorf("narrator: %v", err)
	}
}

func TestEventChange(t *testing.T) {
	ed := testEdition()
	s := threePlayers(t)
	s.Narrator = 3
	n, ch, err := EventChange(s, ed, 12)
	if err != nil || n.Events.Active != 5 || n.Events.Future != 12 || len(ch) != 2 || s.Events.Active != 8 {
		t.Errorf("%+v %v %v", n.Events, ch, err)
	}
}

// With 3 events there are at most 2 changes (spec §7): a further symbol on
// the board finds no future event and changes nothing.
func TestEventChangeWithNoFutureEventLeft(t *testing.T) {
	ed := testEdition()
	ed.EventChange = [5]*bool{boolp(true), boolp(true), boolp(true), boolp(true), boolp(false)}
	s := threePlayers(t)
	s.Narrator = 2
	s, _, err := EventChange(s, ed, 12)
	if err != nil {
		t.Fatal(err)
	}
	s.Narrator = 3
	if s, _, err = EventChange(s, ed, 0); err != nil || s.Events.Active != 12 || s.Events.Future != 0 {
		t.Fatalf("second change: %+v %v", s.Events, err)
	}
	s.Narrator = 4
	n, ch, err := EventChange(s, ed, 0)
	if err != nil || len(ch) != 0 || n.Events.Active != 12 || n.Events.Changes != 2 {
		t.Errorf("third symbol: %+v %v %v", n.Events, ch, err)
	}
}

func TestSoloFromDealAndFinal(t *testing.T) {
	setup, err := deal.Deal(deal.Request{Game: "sabika", Players: 1, Seed: 7, Options: map[string]string{deal.OptEvents: "none", deal.OptYusufPP: "10"}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromDeal(setup, []string{"Ana"}, 1, []int{4})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Players) != 2 || !s.Players[0].Yusuf() || s.Players[0].PP != 10 || s.StartPlayer != 0 || s.Players[1].Dinars != 4 {
		t.Fatalf("%+v", s)
	}
	ed := testEdition()
	s.Narrator = 5
	s.Tower = []int{ed.TilesOf(s.Wishes[0])[0], ed.TilesOf(s.Wishes[1])[0]}
	s.Players[0].Parias, s.Players[1].Parias = 2, 6
	s.Track = sabika.Track{1, 0}
	last := ed.TilesOf(s.Wishes[2])[0]
	answers := []sabika.FinalPlayer{{Buildings: 5}, {Buildings: 5, PoemPP: []int{9}}}
	n, res, _, err := Final(s, ed, last, answers)
	if err != nil {
		t.Fatal(err)
	}
	// Yusuf: 10 PP, pays 2 parias + 4 PP; Ana pays 6 parias, scores 9 and 2 PP of dinars
	if res.Players[0].Points.Tribute != -4 || n.Players[1].PP != 5+9+2 || !n.Ended || n.Narrator != 6 {
		t.Errorf("%+v / %+v", res.Players, n.Players)
	}
	if _, _, err := Income(n, []int{0, 0}); !errors.Is(err, ErrEnded) {
		t.Error("a step after the end")
	}
}

func TestStateJSONRoundTrip(t *testing.T) {
	s := threePlayers(t)
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || back.Check() != nil || len(Diff(s, back)) != 0 {
		t.Errorf("%v %v", err, back.Check())
	}
	back.Track = sabika.Track{0, 0, 1}
	if back.Check() == nil {
		t.Error("a broken track passed the check")
	}
}

// Ruling 10: parias gained during a round land on top of the stack they
// reach; a counter whose space does not change keeps its place.
func TestSetPariasLandsOnTop(t *testing.T) {
	cases := []struct {
		name   string
		player int
		parias int
		track  sabika.Track
		err    bool
	}{
		// start: Ana 3, Ben 1, Cai 1 (Cai on top of Ben)
		{"forward onto a stack", 1, 3, sabika.Track{1, 0, 2}, false},
		{"forward to an empty space", 2, 5, sabika.Track{2, 0, 1}, false},
		{"back onto a counter", 0, 1, sabika.Track{0, 2, 1}, false},
		{"same space keeps its place", 1, 1, sabika.Track{0, 2, 1}, false},
		{"negative", 0, -1, nil, true},
		{"no such player", 3, 1, nil, true},
	}
	for _, c := range cases {
		s := threePlayers(t)
		s.Players[0].Parias, s.Players[1].Parias, s.Players[2].Parias = 3, 1, 1
		s.Track = sabika.Track{0, 2, 1}
		n, _, err := SetParias(s, c.player, c.parias)
		if c.err {
			if err == nil {
				t.Errorf("%s: accepted", c.name)
			}
			continue
		}
		if err != nil || !slices.Equal(n.Track, c.track) || n.Players[c.player].Parias != c.parias || n.Check() != nil {
			t.Errorf("%s: track %v, %v", c.name, n.Track, err)
		}
		if !slices.Equal(s.Track, sabika.Track{0, 2, 1}) {
			t.Errorf("%s: changed the earlier state", c.name)
		}
	}
}

// Ruling 10: the players may correct the order of a stack at any time; the
// order must still run from the most advanced space down.
func TestRestack(t *testing.T) {
	s := threePlayers(t)
	s.Players[0].Parias, s.Players[1].Parias, s.Players[2].Parias = 3, 1, 1
	s.Track = sabika.Track{0, 2, 1}
	n, ch, err := Restack(s, sabika.Track{0, 1, 2})
	if err != nil || !slices.Equal(n.Track, sabika.Track{0, 1, 2}) || len(ch) != 2 {
		t.Errorf("restack: %v %v %v", n.Track, ch, err)
	}
	for _, bad := range []sabika.Track{{1, 0, 2}, {0, 1}, {0, 1, 1}} {
		if _, _, err := Restack(s, bad); err == nil {
			t.Errorf("restack %v accepted", bad)
		}
	}
}

// The tribute and the event change belong to a space the narrator reached
// at the end of rounds 1–4 (the final tribute is Final's): before the
// narrator moves, or after the end, they are refused, never asked as an
// edition value of a space that has none.
func TestTributeAndEventChangeNeedASpace(t *testing.T) {
	ed := edition.New()
	for _, narrator := range []int{1, 6} {
		s := threePlayers(t)
		s.Narrator = narrator
		var u *Unknown
		if _, _, _, err := Tribute(s, ed, nil); err == nil || errors.As(err, &u) {
			t.Errorf("tribute on space %d: %v", narrator, err)
		}
		if _, _, err := EventChange(s, ed, 3); err == nil || errors.As(err, &u) {
			t.Errorf("event change on space %d: %v", narrator, err)
		}
	}
}

// A payment list of the wrong length is refused, not a panic.
func TestTributeRefusesShortPays(t *testing.T) {
	s := threePlayers(t)
	s.Narrator = 2
	if _, _, _, err := Tribute(s, testEdition(), []*sabika.Payment{nil}); err == nil {
		t.Error("one payment for three players accepted")
	}
}

// In round 5 the end of round is replaced by the end of the game (spec
// §2.2, §2.5): its income and narrator belong to Final, which would
// otherwise count them twice or find the narrator already moved.
func TestRoundFiveEndIsFinal(t *testing.T) {
	ed := testEdition()
	s := threePlayers(t)
	s.Narrator = 5
	s.Tower = []int{ed.TilesOf("B")[0], ed.TilesOf("A")[0]}
	if _, _, err := Income(s, []int{1, 0, 0}); err == nil {
		t.Error("income at the end of round 5 accepted outside Final")
	}
	if _, _, err := Narrator(s, ed, ed.TilesOf("C")[0], make([]sabika.WishHoldings, 3)); err == nil {
		t.Error("narrator to the last space accepted outside Final")
	}
}

// A saved state naming a wish tile the edition cannot have is refused by
// the check, and Final answers it with an error, not a panic.
func TestTowerIndicesChecked(t *testing.T) {
	ed := testEdition()
	s := threePlayers(t)
	s.Narrator = 5
	s.Tower = []int{ed.TilesOf("B")[0], 99}
	if s.Check() == nil {
		t.Error("tower index 99 passed the check")
	}
	if _, _, _, err := Final(s, ed, ed.TilesOf("C")[0], make([]sabika.FinalPlayer, 3)); err == nil {
		t.Error("Final accepted tower index 99")
	}
}

// Steps given a broken state (a hostile saved file) answer with an error.
func TestStepsRefuseBrokenTrack(t *testing.T) {
	for _, track := range []sabika.Track{{0, 1, 7}, {}} {
		s := threePlayers(t)
		s.Narrator = 2
		s.Track = track
		if _, _, _, err := Tribute(s, testEdition(), nil); err == nil {
			t.Errorf("tribute with track %v", track)
		}
		if _, _, err := StartPlayer(s, 0, 1); err == nil {
			t.Errorf("start player with track %v", track)
		}
		if _, _, err := SetParias(s, 0, 2); err == nil {
			t.Errorf("parias with track %v", track)
		}
	}
}

// TestPoemOne: minor poem 1* pays its owner 2 PP only when the owner
// became the start player at the end of a round (ES L901).
func TestPoemOne(t *testing.T) {
	s := threePlayers(t)
	s.Narrator = 3 // the end of round 2
	for _, c := range []struct {
		name         string
		start, owner int
		yusuf        bool // the owner's seat is Yusuf's: his minor poems' effects never apply (ES L1085)
		want         []int
	}{
		{"the owner starts", 2, 2, false, []int{5, 5, 7}},
		{"another player starts", 0, 2, false, []int{5, 5, 5}},
		{"nobody holds the poem", 1, -1, false, []int{5, 5, 5}},
		{"Yusuf holds it and starts", 2, 2, true, []int{5, 5, 5}},
	} {
		s.StartPlayer = c.start
		s.Players[2].Automa = ""
		if c.yusuf {
			s.Players[2].Automa = "yusuf"
		}
		n, _, err := PoemOne(s, c.owner)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for i, p := range n.Players {
			if p.PP != c.want[i] {
				t.Errorf("%s: %s has %d PP, want %d", c.name, p.Name, p.PP, c.want[i])
			}
		}
	}
	if _, _, err := PoemOne(s, 3); err == nil {
		t.Error("an owner who is not a player is accepted")
	}
	s.Narrator = 1
	if _, _, err := PoemOne(s, 0); err == nil {
		t.Error("minor poem 1* paid before any end of round")
	}
}

// A state's holdings are bounded as every engine's input is (sabika
// bounds): a doctored saved game with a huge PP is refused before a
// wish step adds to it, at the bounds it is taken.
func TestStateHoldingsBounded(t *testing.T) {
	for _, c := range []struct {
		set   func(p *Player)
		field string
	}{
		{func(p *Player) { p.PP = math.MaxInt }, "players[1].pp"},
		{func(p *Player) { p.PP = sabika.MaxQuantity + 1 }, "players[1].pp"},
		{func(p *Player) { p.Parias = sabika.MaxQuantity + 1 }, "players[1].parias"},
		{func(p *Player) { p.Dinars = sabika.MaxQuantity + 1 }, "players[1].dinars"},
		{func(p *Player) { p.Seals = sabika.MaxSeals + 1 }, "players[1].seals"},
	} {
		s := threePlayers(t)
		c.set(&s.Players[1])
		if err := s.Check(); err == nil || !strings.HasPrefix(err.Error(), c.field) {
			t.Errorf("%s: %v", c.field, err)
		}
	}
	s := threePlayers(t)
	s.Players[1].PP, s.Players[1].Dinars, s.Players[1].Seals = sabika.MaxQuantity, sabika.MaxQuantity, sabika.MaxSeals
	if err := s.Check(); err != nil {
		t.Errorf("holdings at the bounds: %v", err)
	}
}
