package marcopolo

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/message"
)

// base is a plain player: 50 on the track, no goods, no posts.
func base(name string) Player {
	return Player{Name: name, VP: 50, Posts: []string{}, Objectives: [][2]string{}}
}

func with(p Player, f func(*Player)) Player { f(&p); return p }

func scoreOf(t *testing.T, players ...Player) Result {
	t.Helper()
	res, err := Score(Table{Players: players})
	if err != nil {
		t.Fatalf("Score: %v", err)
	}
	return res
}

// TestItems checks every end-scoring item on hand-computed cases. The
// second player is a neutral opponent, so the contracts bonus stays out
// unless a case is about it.
func TestItems(t *testing.T) {
	cases := []struct {
		name string
		p    Player
		want Points
	}{
		{"track only", base("A"), Points{Track: 50}},
		{"coins round down: 29 → 2", with(base("A"), func(p *Player) { p.Coins = 29 }), Points{Track: 50, Coins: 2}},
		{"coins 9 → 0", with(base("A"), func(p *Player) { p.Coins = 9 }), Points{Track: 50}},
		{"coins 30 → 3", with(base("A"), func(p *Player) { p.Coins = 30 }), Points{Track: 50, Coins: 3}},
		{"goods without Beijing score nothing", with(base("A"), func(p *Player) {
			p.Goods = Goods{Pepper: 4, Silk: 3, Gold: 3}
		}), Points{Track: 50}},
		{"Beijing first: 10 VP and 1 per 2 goods (2+2+1=5 → 2)", with(base("A"), func(p *Player) {
			p.Posts = []string{"beijing"}
			p.Beijing = 1
			p.Goods = Goods{Pepper: 2, Silk: 2, Gold: 1}
		}), Points{Track: 50, Beijing: 10, Goods: 2}},
		{"Beijing second: 7 VP", with(base("A"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 2 }), Points{Track: 50, Beijing: 7}},
		{"camels are not goods", with(base("A"), func(p *Player) {
			p.Posts = []string{"beijing"}
			p.Beijing = 2
			p.Camels = 9
			p.Goods = Goods{Gold: 1}
		}), Points{Track: 50, Beijing: 7}},
		{"one card complete (Moscow+Xian 4), its 2 cities → 3", with(base("A"), func(p *Player) {
			p.Posts = []string{"moscow", "xian"}
			p.Objectives = [][2]string{{"xian", "moscow"}, {"karachi", "anxi"}}
		}), Points{Track: 50, Objectives: 4, ObjectiveCities: 3}},
		{"both cards complete: 4 + 7, 4 cities → 10", with(base("A"), func(p *Player) {
			p.Posts = []string{"moscow", "xian", "karachi", "anxi", "kochi"}
			p.Objectives = [][2]string{{"moscow", "xian"}, {"karachi", "anxi"}}
		}), Points{Track: 50, Objectives: 11, ObjectiveCities: 10}},
		{"no card complete but 1 city → 1", with(base("A"), func(p *Player) {
			p.Posts = []string{"moscow"}
			p.Objectives = [][2]string{{"moscow", "xian"}, {"karachi", "anxi"}}
		}), Points{Track: 50, ObjectiveCities: 1}},
		{"one city of each card → 2 cities → 3, no card", with(base("A"), func(p *Player) {
			p.Posts = []string{"moscow", "anxi"}
			p.Objectives = [][2]string{{"moscow", "xian"}, {"karachi", "anxi"}}
		}), Points{Track: 50, ObjectiveCities: 3}},
		{"3 cities → 6", with(base("A"), func(p *Player) {
			p.Posts = []string{"moscow", "xian", "anxi"}
			p.Objectives = [][2]string{{"moscow", "xian"}, {"karachi", "anxi"}}
		}), Points{Track: 50, Objectives: 4, ObjectiveCities: 6}},
		{"a city on both cards counts once: Xian, Moscow, Karakorum = 3 → 6; both cards 4+4", with(base("A"), func(p *Player) {
			p.Posts = []string{"moscow", "xian", "karakorum"}
			p.Objectives = [][2]string{{"moscow", "xian"}, {"karakorum", "xian"}}
		}), Points{Track: 50, Objectives: 8, ObjectiveCities: 6}},
		{"everything", with(base("A"), func(p *Player) {
			p.VP = 61
			p.Coins = 47
			p.Posts = []string{"sumatra", "anxi", "ormuz", "beijing"}
			p.Beijing = 1
			p.Goods = Goods{Pepper: 3, Silk: 1, Gold: 3}
			p.Objectives = [][2]string{{"sumatra", "anxi"}, {"sumatra", "ormuz"}}
		}), Points{Track: 61, Objectives: 14, ObjectiveCities: 6, Beijing: 10, Goods: 3, Coins: 4}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := scoreOf(t, c.p, with(base("Opp"), func(p *Player) {
				p.Contracts = 1
				if c.p.Beijing == 2 { // the best free space was the first
					p.Posts, p.Beijing = []string{"beijing"}, 1
				}
			}))
			got := res.Players[0]
			if got.Points != c.want {
				t.Errorf("points = %+v, want %+v", got.Points, c.want)
			}
			if got.Total != c.want.Sum() {
				t.Errorf("total = %d, want %d", got.Total, c.want.Sum())
			}
		})
	}
}

func TestContractsBonus(t *testing.T) {
	cases := []struct {
		name      string
		contracts []int
		want      []int
	}{
		{"single most", []int{5, 3, 4}, []int{7, 0, 0}},
		{"tie: every tied player gets 7", []int{5, 5, 2, 5}, []int{7, 7, 0, 7}},
		{"all tied", []int{3, 3}, []int{7, 7}},
		{"nobody fulfilled a contract: no bonus", []int{0, 0, 0}, []int{0, 0, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var ps []Player
			for i, n := range c.contracts {
				ps = append(ps, with(base(string(rune('A'+i))), func(p *Player) { p.Contracts = n }))
			}
			res := scoreOf(t, ps...)
			for i, w := range c.want {
				if got := res.Players[i].Points.Contracts; got != w {
					t.Errorf("player %d: %d, want %d", i, got, w)
				}
			}
		})
	}
}

func TestWinner(t *testing.T) {
	cases := []struct {
		name   string
		vp     []int
		camels []int
		want   []string
	}{
		{"most points", []int{70, 72, 60}, []int{5, 0, 9}, []string{"B"}},
		{"tie broken by camels", []int{72, 72, 60}, []int{1, 4, 9}, []string{"B"}},
		{"camels tie too: shared victory", []int{72, 72, 72}, []int{3, 3, 2}, []string{"A", "B"}},
		{"camels only matter among the tied", []int{72, 71}, []int{0, 9}, []string{"A"}},
		{"later player with more camels", []int{80, 80, 80, 80}, []int{1, 2, 3, 3}, []string{"C", "D"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var ps []Player
			for i := range c.vp {
				ps = append(ps, with(base(string(rune('A'+i))), func(p *Player) { p.VP = c.vp[i]; p.Camels = c.camels[i] }))
			}
			if got := scoreOf(t, ps...).Winner; !reflect.DeepEqual(got, c.want) {
				t.Errorf("winner = %v, want %v", got, c.want)
			}
		})
	}
}

func TestViolations(t *testing.T) {
	cases := []struct {
		name  string
		table []Player
		rules []string
	}{
		{"same objective card twice across players", []Player{
			with(base("A"), func(p *Player) { p.Objectives = [][2]string{{"moscow", "xian"}} }),
			with(base("B"), func(p *Player) { p.Objectives = [][2]string{{"xian", "moscow"}} }),
		}, []string{RuleObjectiveTwice}},
		{"same card twice in one hand, and three cards", []Player{
			with(base("A"), func(p *Player) {
				p.Objectives = [][2]string{{"moscow", "xian"}, {"moscow", "xian"}, {"karachi", "anxi"}}
			}),
			base("B"),
		}, []string{RuleTooManyGoals, RuleObjectiveTwice}},
		{"ten posts without Rubruk", []Player{
			with(base("A"), func(p *Player) {
				p.Posts = []string{"moscow", "anxi", "karakorum", "samarcanda", "kashgar", "lanzhou", "xian", "alexandria", "ormuz", "karachi"}
			}),
			base("B"),
		}, []string{RuleTooManyPosts}},
		{"twelve posts with Rubruk", []Player{
			with(base("A"), func(p *Player) {
				p.Character = "wilhelm-von-rubruk"
				p.Posts = []string{"moscow", "anxi", "karakorum", "samarcanda", "kashgar", "lanzhou", "xian", "alexandria", "ormuz", "karachi", "sumatra", "adana"}
			}),
			base("B"),
		}, []string{RuleTooManyPosts}},
		{"two players with arrival 1", []Player{
			with(base("A"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 1 }),
			with(base("B"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 1 }),
		}, []string{RuleBeijingTwice}},
		{"arrival 3 with 2 players", []Player{
			with(base("A"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 3 }),
			base("B"),
		}, []string{RuleBeijingArrival}},
		{"arrival 2 with nobody arriving 1", []Player{
			with(base("A"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 2 }),
			base("B"), base("C"),
		}, []string{RuleBeijingArrival}},
		{"Kubilai Khan arriving second", []Player{
			with(base("A"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 1 }),
			with(base("B"), func(p *Player) { p.Character = "kubilai-khan"; p.Posts = []string{"beijing"}; p.Beijing = 2 }),
		}, []string{RuleBeijingArrival}},
		{"Kubilai Khan without his Beijing arrival", []Player{
			with(base("A"), func(p *Player) { p.Character = "kubilai-khan" }),
			base("B"),
		}, []string{RuleBeijingArrival}},
		{"arrival without a post, post without arrival", []Player{
			with(base("A"), func(p *Player) { p.Beijing = 1 }),
			with(base("B"), func(p *Player) { p.Posts = []string{"beijing"} }),
		}, []string{RuleBeijingPost, RuleBeijingPost}},
		{"post in Venezia, two posts in Moscow", []Player{
			with(base("A"), func(p *Player) { p.Posts = []string{"venezia", "moscow", "moscow"} }),
			base("B"),
		}, []string{RulePostInVenezia, RulePostTwice}},
		{"one character twice", []Player{
			with(base("A"), func(p *Player) { p.Character = "berke-khan" }),
			with(base("B"), func(p *Player) { p.Character = "berke-khan" }),
		}, []string{RuleCharacterTwice}},
		{"45 contracts", []Player{
			with(base("A"), func(p *Player) { p.Contracts = 30 }),
			with(base("B"), func(p *Player) { p.Contracts = 15 }),
		}, []string{RuleTooManyContract}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Score(Table{Players: c.table})
			var imp *ImpossibleError
			if !errors.As(err, &imp) {
				t.Fatalf("err = %v, want an ImpossibleError", err)
			}
			var rules []string
			for _, v := range imp.Violations {
				rules = append(rules, v.Rule)
				if v.Message.Code == "" || v.Message.Seat < 0 || v.Message.Field == "" {
					t.Errorf("violation %+v says no message or points nowhere", v)
				}
			}
			if !reflect.DeepEqual(rules, c.rules) {
				t.Errorf("rules = %v, want %v", rules, c.rules)
			}
			if !imp.RuleBroken() || imp.ErrorCode() != "impossible-game" || imp.ErrorDetails()["violations"] == nil {
				t.Error("ImpossibleError does not describe itself for the CLI")
			}
		})
	}
}

func TestRubrukElevenPostsAreFine(t *testing.T) {
	a := with(base("A"), func(p *Player) {
		p.Character = "wilhelm-von-rubruk"
		p.Posts = []string{"moscow", "anxi", "karakorum", "samarcanda", "kashgar", "lanzhou", "xian", "alexandria", "ormuz", "karachi", "sumatra"}
	})
	scoreOf(t, a, base("B"))
}

func TestInputErrors(t *testing.T) {
	cases := []struct {
		name  string
		table []Player
		field string
	}{
		{"no player", []Player{}, "players"},
		{"five players", []Player{base("A"), base("B"), base("C"), base("D"), base("E")}, "players"},
		{"no name", []Player{base(""), base("B")}, "players[0].name"},
		{"same name", []Player{base("A"), base("A")}, "players[1].name"},
		{"name of 41 characters", []Player{base("A"), base(strings.Repeat("я", 41))}, "players[1].name"},
		{"negative coins", []Player{with(base("A"), func(p *Player) { p.Coins = -1 }), base("B")}, "players[0].coins"},
		{"huge gold", []Player{with(base("A"), func(p *Player) { p.Goods.Gold = MaxCount + 1 }), base("B")}, "players[0].goods.gold"},
		{"arrival 5", []Player{with(base("A"), func(p *Player) { p.Beijing = 5 }), base("B")}, "players[0].beijing"},
		{"unknown city", []Player{with(base("A"), func(p *Player) { p.Posts = []string{"paris"} }), base("B")}, "players[0].posts[0]"},
		{"an oasis is not a city", []Player{with(base("A"), func(p *Player) { p.Posts = []string{"oasis5"} }), base("B")}, "players[0].posts[0]"},
		{"unknown pair", []Player{with(base("A"), func(p *Player) { p.Objectives = [][2]string{{"moscow", "beijing"}} }), base("B")}, "players[0].objectives[0]"},
		{"unknown objective city", []Player{with(base("A"), func(p *Player) { p.Objectives = [][2]string{{"moscow", "rome"}} }), base("B")}, "players[0].objectives[0][1]"},
		{"unknown character", []Player{base("A"), with(base("B"), func(p *Player) { p.Character = "marco" })}, "players[1].character"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Score(Table{Players: c.table})
			var in *InputError
			if !errors.As(err, &in) {
				t.Fatalf("err = %v, want an InputError", err)
			}
			if in.Field != c.field {
				t.Errorf("field = %q, want %q (%v)", in.Field, c.field, err)
			}
		})
	}
}

func TestDecodeTable(t *testing.T) {
	good := `{"game": "marcopolo",
 "players": [
   {"name": "Ana", "vp": 52, "coins": 23, "camels": 3,
    "goods": {"pepper": 2, "silk": 1, "gold": 0},
    "posts": ["moscow", "xian", "beijing"], "beijing": 2,
    "objectives": [["moscow", "xian"], ["karachi", "anxi"]],
    "contracts": 5},
   {"name": "Ben", "vp": 60, "coins": 5, "camels": 1, "goods": {},
    "posts": ["beijing"], "beijing": 1, "objectives": [["sumatra", "anxi"]], "contracts": 5, "character": "kubilai-khan"}
 ]}`
	tab, err := DecodeTable(strings.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Score(tab)
	if err != nil {
		t.Fatal(err)
	}
	// Ana: 52 + card 4 + 2 cities 3 + Beijing 2nd 7 + 3 goods 1 + 23 coins 2 + contracts 7 = 76.
	// Ben: 60 + 0 + 0 + 10 + 0 + 0 + 7 = 77.
	if res.Players[0].Total != 76 || res.Players[1].Total != 77 || !reflect.DeepEqual(res.Winner, []string{"Ben"}) {
		t.Errorf("result = %+v", res)
	}
	bad := map[string]string{
		"unknown field":        `{"game":"marcopolo","players":[],"extra":1}`,
		"unknown player field": `{"game":"marcopolo","players":[{"name":"A","vp":1,"coins":1,"camels":1,"goods":{},"posts":[],"objectives":[],"contracts":0,"colour":"red"}]}`,
		"unknown goods kind":   `{"game":"marcopolo","players":[{"name":"A","vp":1,"coins":1,"camels":1,"goods":{"tea":1},"posts":[],"objectives":[],"contracts":0}]}`,
		"missing vp":           `{"game":"marcopolo","players":[{"name":"A","coins":1,"camels":1,"goods":{},"posts":[],"objectives":[],"contracts":0}]}`,
		"missing players":      `{"game":"marcopolo"}`,
		"wrong game":           `{"game":"alhambra","players":[]}`,
		"wrong type":           `{"game":"marcopolo","players":[{"name":"A","vp":"many"}]}`,
		"three-city objective": `{"game":"marcopolo","players":[{"name":"A","vp":1,"coins":1,"camels":1,"goods":{},"posts":[],"objectives":[["moscow","xian","anxi"]],"contracts":0}]}`,
		"trailing data":        `{"game":"marcopolo","players":[]} {}`,
		"trailing brace":       `{"game":"marcopolo","players":[]} }`,
		"trailing bracket":     `{"game":"marcopolo","players":[]}]`,
		"empty":                ``,
		"not JSON":             `{"game":`,
	}
	for name, in := range bad {
		t.Run(name, func(t *testing.T) {
			_, err := DecodeTable(strings.NewReader(in))
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Errorf("err = %v, want an InputError", err)
			}
		})
	}
}

// FuzzDecodeTable: no input makes the decoder or the scorer panic, and
// every accepted table scores to totals that are the sums of their items.
func FuzzDecodeTable(f *testing.F) {
	f.Add(`{"game":"marcopolo","players":[{"name":"A","vp":50,"coins":12,"camels":2,"goods":{"gold":3},"posts":["beijing","xian"],"beijing":1,"objectives":[["moscow","xian"]],"contracts":2},{"name":"B","vp":50,"coins":0,"camels":0,"goods":{},"posts":[],"objectives":[],"contracts":0}]}`)
	f.Add(`{"game":"marcopolo","players":[{"name":"A","vp":-1}]}`)
	f.Add(`{"game":"marcopolo","players":[{"name":"A","vp":1,"coins":1,"camels":1,"goods":{},"posts":["venezia","venezia"],"beijing":4,"objectives":[["anxi","karachi"],["anxi","karachi"]],"contracts":99}]}`)
	f.Add(`[]`)
	f.Fuzz(func(t *testing.T, in string) {
		tab, err := DecodeTable(strings.NewReader(in))
		if err != nil {
			return
		}
		res, err := Score(tab)
		if err != nil {
			return
		}
		for _, p := range res.Players {
			if p.Total != p.Points.Sum() {
				t.Fatalf("total %d is not the sum of %+v", p.Total, p.Points)
			}
		}
		if len(res.Winner) == 0 {
			t.Fatal("no winner")
		}
	})
}

// A name of spaces only is no name (it used to be accepted).
func TestBlankNameIsRefused(t *testing.T) {
	_, err := Score(Table{Players: []Player{base(" \t"), base("B")}})
	var in *InputError
	if !errors.As(err, &in) || in.Field != "players[0].name" {
		t.Errorf("err = %v, want an InputError on players[0].name", err)
	}
}

// Keys are read exactly: a differently cased key or a key given twice is
// refused with its field (both used to be accepted).
func TestDecodeIsStrictAboutKeys(t *testing.T) {
	const p = `"name": "Ana", "vp": 1, "coins": 0, "camels": 0, "goods": {}, "posts": [], "objectives": [], "contracts": 0`
	for _, c := range []struct{ in, field string }{
		{`{"game": "marcopolo", "players": [{"Name": "Ana", "vp": 1, "coins": 0, "camels": 0, "goods": {}, "posts": [], "objectives": [], "contracts": 0}]}`, "players[0].Name"},
		{`{"game": "marcopolo", "players": [{` + p + `, "VP": 3}]}`, "players[0].VP"},
		{`{"game": "marcopolo", "players": [{` + p + `, "vp": 3}]}`, "players[0].vp"},
		{`{"game": "marcopolo", "game": "marcopolo", "players": []}`, "game"},
		{`{"game": "marcopolo", "players": [{` + p + `}]}]`, ""},
	} {
		_, err := DecodeTable(strings.NewReader(c.in))
		var in *InputError
		if !errors.As(err, &in) || in.Field != c.field {
			t.Errorf("%s: err = %v, want an InputError on %q", c.in, err, c.field)
		}
	}
}

// A screen learns which player's field an input error is about from the
// message it says (Seat from 1, Field), not by parsing its path.
func TestInputErrorNamesThePlayersField(t *testing.T) {
	for _, c := range []struct {
		table  Table
		code   string
		seat   int
		member string
		params message.Params
	}{
		{Table{Players: []Player{{Name: "Ana"}, {Name: "Ana"}}}, "marcopolo.input.same-name", 2, FieldName, message.Params{"Name": Quoted("Ana")}},
		{Table{Players: []Player{{Name: "Ana"}, {Name: " "}}}, "marcopolo.input.no-name", 2, FieldName, nil},
		{Table{Players: []Player{{Name: "Ana"}, {Name: strings.Repeat("я", 41)}}}, "naming.too-long", 2, FieldName, message.Params{"Runes": 41, "Max": 40}},
		{Table{Players: []Player{{Name: "Ana"}, {Name: "Ben", Posts: []string{"atlantis"}}}}, "marcopolo.input.unknown-city", 2, FieldPosts, message.Params{"City": Quoted("atlantis")}},
		{Table{Players: []Player{{Name: "Ana", Goods: Goods{Silk: -1}}, {Name: "Ben"}}}, "marcopolo.input.out-of-range", 1, "goods.silk", message.Params{"Value": -1, "Max": MaxCount}},
		{Table{Players: []Player{{Name: "Ana", Beijing: 5}, {Name: "Ben"}}}, "marcopolo.input.arrival-range", 1, FieldBeijing, message.Params{"Value": 5, "Max": 4}},
		{Table{Players: []Player{{Name: "Ana"}, {Name: "Ben", Objectives: [][2]string{{"moscow", "beijing"}}}}}, "marcopolo.input.no-objective", 2, FieldObjectives, message.Params{"From": "moscow", "To": "beijing"}},
		{Table{Players: []Player{{Name: "Ana", Character: "marco"}, {Name: "Ben"}}}, "marcopolo.input.unknown-character", 1, FieldCharacter, nil},
		{Table{}, "marcopolo.input.players", 0, "", message.Params{"Min": 2, "Max": 4, "Count": 0}},
	} {
		err := Validate(c.table)
		var in *InputError
		if !errors.As(err, &in) {
			t.Fatalf("%+v: %v, want an input error", c.table, err)
		}
		m, ok := message.Of(err)
		if !ok || m.Code != c.code || m.Seat != c.seat || m.Field != c.member {
			t.Errorf("%s: says %q at seat %d, field %q; want %q at %d, %q", in.Field, m.Code, m.Seat, m.Field, c.code, c.seat, c.member)
		}
		for k, v := range c.params {
			if m.Params[k] != v {
				t.Errorf("%s: %s = %v, want %v", c.code, k, m.Params[k], v)
			}
		}
		if in.Error() != in.Field+": "+m.String() && in.Field != "" {
			t.Errorf("%s: English %q is not the path and the message's %q", c.code, in.Error(), m.String())
		}
	}
}

// Each broken rule says its code, its numbers and the seat and entry it
// is about; the CLI's answer still names the player and gives the English.
func TestViolationsSayWhereTheyAre(t *testing.T) {
	for _, c := range []struct {
		name   string
		table  []Player
		code   string
		seat   int
		field  string
		params message.Params
		player string
	}{
		{"Beijing gap", []Player{
			with(base("A"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 2 }), base("B"), base("C"),
		}, "marcopolo.rule.arrival-gap", 1, FieldBeijing, message.Params{"Arrival": 2, "Missing": 1}, "A"},
		{"arrival beyond the players", []Player{
			base("A"), with(base("B"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 3 }),
		}, "marcopolo.rule.arrival-beyond", 2, FieldBeijing, message.Params{"Arrival": 3, "Players": 2}, "B"},
		{"Kubilai Khan second", []Player{
			with(base("A"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 1 }),
			with(base("B"), func(p *Player) { p.Character = "kubilai-khan"; p.Posts = []string{"beijing"}; p.Beijing = 2 }),
		}, "marcopolo.rule.character-arrival", 2, FieldBeijing, message.Params{"Character": "kubilai-khan", "Start": 1, "Arrival": 2}, "B"},
		{"one objective card twice", []Player{
			with(base("A"), func(p *Player) { p.Objectives = [][2]string{{"moscow", "xian"}} }),
			with(base("B"), func(p *Player) { p.Objectives = [][2]string{{"xian", "moscow"}} }),
		}, "marcopolo.rule.objective-twice", 2, FieldObjectives, message.Params{"Other": "A"}, "B"},
		{"one Beijing space twice", []Player{
			with(base("A"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 1 }),
			with(base("B"), func(p *Player) { p.Posts = []string{"beijing"}; p.Beijing = 1 }),
		}, "marcopolo.rule.beijing-twice", 2, FieldBeijing, message.Params{"Arrival": 1, "Other": "A"}, "B"},
		{"one character twice", []Player{
			with(base("A"), func(p *Player) { p.Character = "berke-khan" }),
			with(base("B"), func(p *Player) { p.Character = "berke-khan" }),
		}, "marcopolo.rule.character-twice", 2, FieldCharacter, message.Params{"Character": "berke-khan", "Other": "A"}, "B"},
		{"a post in Venezia", []Player{
			with(base("A"), func(p *Player) { p.Posts = []string{"venezia"} }), base("B"),
		}, "marcopolo.rule.post-in-venezia", 1, FieldPosts, nil, "A"},
		{"twelve posts with Rubruk", []Player{
			with(base("A"), func(p *Player) {
				p.Character = "wilhelm-von-rubruk"
				p.Posts = []string{"moscow", "anxi", "karakorum", "samarcanda", "kashgar", "lanzhou", "xian", "alexandria", "ormuz", "karachi", "sumatra", "adana"}
			}), base("B"),
		}, "marcopolo.rule.too-many-posts-rubruk", 1, FieldPosts, message.Params{"Count": 12, "Max": 11}, "A"},
		{"45 contracts", []Player{
			with(base("A"), func(p *Player) { p.Contracts = 30 }),
			with(base("B"), func(p *Player) { p.Contracts = 15 }),
		}, "marcopolo.rule.too-many-contracts", 0, FieldContracts, message.Params{"Count": 45, "Max": 44}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Score(Table{Players: c.table})
			var imp *ImpossibleError
			if !errors.As(err, &imp) || len(imp.Violations) != 1 {
				t.Fatalf("err = %v, want one violation", err)
			}
			m := imp.Violations[0].Message
			if m.Code != c.code || m.Seat != c.seat || m.Field != c.field {
				t.Errorf("says %q at seat %d, field %q; want %q at %d, %q", m.Code, m.Seat, m.Field, c.code, c.seat, c.field)
			}
			for k, v := range c.params {
				if m.Params[k] != v {
					t.Errorf("%s = %v, want %v", k, m.Params[k], v)
				}
			}
			cli := imp.ErrorDetails()["violations"].([]cliViolation)
			if cli[0].Player != c.player || cli[0].Detail != m.String() || cli[0].Rule != imp.Violations[0].Rule {
				t.Errorf("the CLI's violation %+v, want player %q and the English %q", cli[0], c.player, m.String())
			}
		})
	}
}
