package sabika

import (
	"errors"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/message"
)

func TestTributeDue(t *testing.T) {
	cases := []struct {
		printed, event int
		yusuf          bool
		want           Due
	}{
		{3, 0, false, Due{3, false}},
		{3, 5, false, Due{2, false}},
		{3, 8, false, Due{4, false}},
		{3, 14, false, Due{3, true}},
		{0, 5, false, Due{0, false}}, // spec A13: never below 0
		{6, 8, true, Due{6, false}},  // Yusuf ignores events (ruling 11)
		{6, 14, true, Due{6, false}},
		{6, 3, false, Due{6, false}}, // events other than 5/8/14 leave it
	}
	for _, c := range cases {
		if got := TributeDue(c.printed, c.event, c.yusuf); got != c.want {
			t.Errorf("due(%d, event %d, yusuf %v) = %+v, want %+v", c.printed, c.event, c.yusuf, got, c.want)
		}
	}
}

func TestEventDinar(t *testing.T) {
	h, d := EventDinar(Holdings{Dinars: 2, PP: 5}, Due{3, true})
	if d != 1 || h.Dinars != 1 || h.PP != 5 {
		t.Errorf("with a dinar: %+v %d", h, d)
	}
	h, d = EventDinar(Holdings{Seals: 1, PP: 5}, Due{3, true}) // a seal does not replace it (ruling 11)
	if d != -1 || h.Seals != 1 || h.PP != 4 {
		t.Errorf("without a dinar: %+v %d", h, d)
	}
	h, d = EventDinar(Holdings{Seals: 2}, Due{3, true}) // ruling 12: PP never below 0, and nothing taken is reported as nothing
	if d != 0 || h != (Holdings{Seals: 2}) {
		t.Errorf("with neither dinar nor PP: %+v, event_dinar %d; want nothing taken (0)", h, d)
	}
	if _, d = EventDinar(Holdings{Dinars: 1}, Due{3, false}); d != 0 {
		t.Error("no event 14, no dinar")
	}
}

func TestProposePayment(t *testing.T) {
	cases := []struct {
		name string
		h    Holdings
		due  int
		want Payment
	}{
		{"track covers", Holdings{Parias: 5, Dinars: 4, Seals: 1, PP: 20}, 3, Payment{Parias: 3}},
		{"track then seals", Holdings{Parias: 1, Seals: 2, Dinars: 9, PP: 9}, 3, Payment{Parias: 1, Seals: 2}},
		{"then dinar pairs", Holdings{Parias: 1, Dinars: 5, PP: 9}, 4, Payment{Parias: 1, Dinars: 4, PP: 1}},
		{"then PP", Holdings{PP: 9}, 3, Payment{PP: 3}},
		{"ruling 12: short, pays all it can", Holdings{Parias: 1, Dinars: 3, PP: 1}, 6, Payment{Parias: 1, Dinars: 2, PP: 1}},
		{"nothing due", Holdings{Parias: 4}, 0, Payment{}},
	}
	for _, c := range cases {
		got := ProposePayment(c.h, c.due)
		if got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
		if vs := CheckPayment(c.h, c.due, got); len(vs) > 0 {
			t.Errorf("%s: the proposal is illegal: %v", c.name, vs)
		}
	}
}

func TestCheckPayment(t *testing.T) {
	h := Holdings{Parias: 2, Dinars: 3, Seals: 1, PP: 4}
	cases := []struct {
		name   string
		pay    Payment
		fields []string
	}{
		{"exact mix", Payment{Parias: 1, Dinars: 2, Seals: 1}, nil},
		{"keeps the track, pays PP", Payment{PP: 3}, nil},
		{"more track than held", Payment{Parias: 3}, []string{"parias"}},
		{"odd dinars", Payment{Parias: 2, Dinars: 1}, []string{"dinars", "total"}},
		{"more dinars than held", Payment{Dinars: 4, Seals: 1}, []string{"dinars"}},
		{"too little", Payment{Parias: 2}, []string{"total"}},
		{"too much", Payment{Parias: 2, Seals: 1, PP: 1}, []string{"total"}},
		{"more seals than held", Payment{Seals: 2, Parias: 1}, []string{"seals"}},
		{"negative", Payment{PP: -1, Parias: 2, Seals: 1, Dinars: 2}, []string{"pp"}},
	}
	for _, c := range cases {
		var fields []string
		for _, v := range CheckPayment(h, 3, c.pay) {
			fields = append(fields, v.Field)
		}
		if !slices.Equal(fields, c.fields) {
			t.Errorf("%s: violations on %v, want %v", c.name, fields, c.fields)
		}
	}
}

func TestYusufPayment(t *testing.T) {
	cases := []struct {
		h    Holdings
		due  int
		want Payment
	}{
		{Holdings{Parias: 7, Seals: 2, PP: 10}, 6, Payment{Parias: 6}},
		{Holdings{Parias: 2, Seals: 2, PP: 10}, 6, Payment{Parias: 2, PP: 4}}, // never seals (ES L1133)
		{Holdings{Parias: 1, PP: 2}, 6, Payment{Parias: 1, PP: 2}},            // ruling 12: rest forgiven
	}
	for _, c := range cases {
		if got := YusufPayment(c.h, c.due); got != c.want {
			t.Errorf("yusuf %+v due %d: %+v, want %+v", c.h, c.due, got, c.want)
		}
	}
}

// players builds tribute players named A, B, C, D with the given tracks
// and plenty of everything else.
func players(parias ...int) []TributePlayer {
	out := make([]TributePlayer, len(parias))
	for i, p := range parias {
		out[i] = TributePlayer{Name: string(rune('A' + i)), Holdings: Holdings{Parias: p, Dinars: 10, Seals: 1, PP: 10}}
	}
	return out
}

func TestTributeStacks(t *testing.T) {
	cases := []struct {
		name        string
		parias      []int
		stacks      [][]int
		printed     int
		pays        map[int]Payment
		wantParias  []int
		wantStacks  [][]int
		wantChooser int
	}{
		{
			name: "3 players: later payer lands on top", parias: []int{5, 4, 3}, printed: 2,
			wantParias: []int{3, 2, 1}, wantChooser: 0,
		},
		{
			name: "3 players: C lands on A and goes on top", parias: []int{4, 2, 6}, printed: 3,
			pays:       map[int]Payment{1: {PP: 3}},
			wantParias: []int{1, 2, 3}, wantStacks: nil, wantChooser: 2,
		},
		{
			name: "4 players: two land on B's space, last on top", parias: []int{5, 2, 4, 6}, printed: 3,
			pays:       map[int]Payment{1: {Dinars: 6}},
			wantParias: []int{2, 2, 1, 3}, wantStacks: [][]int{{0, 1}}, wantChooser: 3,
		},
		{
			name: "4 players: a counter that does not move keeps its place", parias: []int{3, 3, 3, 0},
			stacks: [][]int{{2, 1, 0}}, printed: 2,
			pays:       map[int]Payment{0: {PP: 2}, 1: {Seals: 1, PP: 1}, 2: {Dinars: 4}, 3: {PP: 2}},
			wantParias: []int{3, 3, 3, 0}, wantStacks: [][]int{{2, 1, 0}}, wantChooser: 2,
		},
		{
			name: "4 players: A and D tie, D paid later so D is on top", parias: []int{4, 1, 0, 5}, printed: 2,
			pays:       map[int]Payment{1: {PP: 2}},
			wantParias: []int{2, 1, 0, 3}, wantChooser: 3,
		},
		{
			name: "4 players: all reach 0 onto the start stack", parias: []int{1, 1, 0, 0},
			stacks: [][]int{{1, 0}, {2, 3}}, printed: 1,
			pays:       map[int]Payment{2: {PP: 1}, 3: {PP: 1}},
			wantParias: []int{0, 0, 0, 0}, wantStacks: [][]int{{1, 0, 2, 3}}, wantChooser: 1,
		},
	}
	for _, c := range cases {
		ps := players(c.parias...)
		for i, pay := range c.pays {
			pay := pay
			ps[i].Pay = &pay
		}
		order, err := TrackFromStacks(c.parias, c.stacks)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		res, err := Tribute(TributeInput{Printed: c.printed, Players: ps, Order: order})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		after := make([]int, len(ps))
		for i, o := range res.Players {
			after[i] = o.After.Parias
		}
		if !slices.Equal(after, c.wantParias) {
			t.Errorf("%s: parias %v, want %v", c.name, after, c.wantParias)
		}
		if got := res.Order.Stacks(after); !slices.EqualFunc(got, c.wantStacks, slices.Equal) {
			t.Errorf("%s: stacks %v, want %v", c.name, got, c.wantStacks)
		}
		if res.Chooser != c.wantChooser {
			t.Errorf("%s: chooser %d, want %d", c.name, res.Chooser, c.wantChooser)
		}
	}
}

func TestTributeEvents(t *testing.T) {
	for _, c := range []struct {
		event              int
		wantDue, wantDinar int
		wantDinars, wantPP int
		dinars             int
	}{
		{5, 2, 0, 4, 10, 4},
		{8, 4, 0, 4, 10, 4},
		{14, 3, 1, 3, 10, 4},
		{14, 3, -1, 0, 9, 0},
	} {
		ps := []TributePlayer{{Name: "A", Holdings: Holdings{Parias: 9, Dinars: c.dinars, PP: 10}},
			{Name: "Y", Yusuf: true, Holdings: Holdings{Parias: 1, PP: 4}}}
		res, err := Tribute(TributeInput{Printed: 3, Event: c.event, Players: ps, Order: Track{0, 1}})
		if err != nil {
			t.Fatal(err)
		}
		a := res.Players[0]
		if a.Due != c.wantDue || a.EventDinar != c.wantDinar || a.After.Dinars != c.wantDinars || a.After.PP != c.wantPP {
			t.Errorf("event %d: %+v", c.event, a)
		}
		y := res.Players[1] // Yusuf ignores the event and pays 1 step + 2 PP
		if y.Due != 3 || y.EventDinar != 0 || y.Pay != (Payment{Parias: 1, PP: 2}) || y.After.PP != 2 {
			t.Errorf("event %d, Yusuf: %+v", c.event, y)
		}
	}
}

func TestTributeRefusesIllegalPayment(t *testing.T) {
	ps := players(2, 0)
	ps[1].Pay = &Payment{Parias: 1}
	_, err := Tribute(TributeInput{Printed: 2, Players: ps, Order: Track{0, 1}})
	var pe *PaymentError
	if !errors.As(err, &pe) || pe.Player != 1 || pe.Violations[0].Field != "parias" {
		t.Fatalf("got %v", err)
	}
}

func TestTrackFromStacksRefuses(t *testing.T) {
	for _, c := range []struct {
		parias []int
		stacks [][]int
	}{
		{[]int{1, 1}, nil},                   // shared space not listed
		{[]int{1, 2}, [][]int{{0, 1}}},       // stack across spaces
		{[]int{1, 1, 1}, [][]int{{0, 1}}},    // stack misses a player
		{[]int{1, 1}, [][]int{{0, 1, 0}}},    // twice
		{[]int{1, 1}, [][]int{{0}}},          // stack of one
		{[]int{1, 1, 2, 2}, [][]int{{0, 1}}}, // second shared space missing
	} {
		if _, err := TrackFromStacks(c.parias, c.stacks); err == nil {
			t.Errorf("%v %v accepted", c.parias, c.stacks)
		}
	}
}

// Huge holdings or dues never overflow into negative payments or a lost due
// (ruling 12: nothing goes below 0).
func TestTributeNoOverflow(t *testing.T) {
	const huge = math.MaxInt
	if d := TributeDue(huge, 8, false); d.Parias != huge {
		t.Errorf("due %d under event 8, want %d", d.Parias, huge)
	}
	cases := []struct {
		h    Holdings
		due  int
		want Payment
	}{
		{Holdings{Parias: huge, PP: 20}, 3, Payment{Parias: 3}},
		{Holdings{Parias: 1, Seals: huge, PP: huge}, 4, Payment{Parias: 1, Seals: 3}},
		{Holdings{Parias: 2, PP: huge, Dinars: huge}, huge, Payment{Parias: 2, Dinars: huge - 1, PP: huge - 2 - (huge-1)/2}},
	}
	for _, c := range cases {
		got := ProposePayment(c.h, c.due)
		if got != c.want || len(CheckPayment(c.h, c.due, got)) != 0 {
			t.Errorf("propose %+v for %d: %+v, want %+v (%v)", c.h, c.due, got, c.want, CheckPayment(c.h, c.due, got))
		}
	}
}

// Every tribute quantity is bounded (exit 2 with the field), so that no sum
// of a payment overflows; the table is 1 to 4 players with at most one
// Yusuf, in a solo game.
func TestTributeRefusesOutOfRange(t *testing.T) {
	ok := func() []TributePlayer { return players(3, 1) }
	cases := []struct {
		name  string
		due   int
		edit  func([]TributePlayer) []TributePlayer
		field string
	}{
		{"due above the bound", 1 << 62, nil, "due"},
		{"negative due", -1, nil, "due"},
		{"PP above the bound", 3, func(ps []TributePlayer) []TributePlayer { ps[1].PP = 1 << 62; return ps }, "players[1].pp"},
		{"dinars above the bound", 3, func(ps []TributePlayer) []TributePlayer { ps[0].Dinars = MaxQuantity + 1; return ps }, "players[0].dinars"},
		{"10 seals (ES L60–64)", 3, func(ps []TributePlayer) []TributePlayer { ps[0].Seals = 10; return ps }, "players[0].seals"},
		{"parias above the bound", 3, func(ps []TributePlayer) []TributePlayer { ps[0].Parias = 1 << 62; return ps }, "players[0].parias"},
		{"a payment above the bound", 3, func(ps []TributePlayer) []TributePlayer {
			ps[0].Pay = &Payment{Parias: 1 << 62, PP: 1 << 62}
			return ps
		}, "players[0].pay.parias"},
		{"5 players", 3, func(ps []TributePlayer) []TributePlayer { return append(ps, players(0, 0, 0)...) }, "players"},
	}
	for _, c := range cases {
		ps := ok()
		if c.edit != nil {
			ps = c.edit(ps)
		}
		order := make(Track, 0, len(ps))
		for i := range ps {
			order = order.Land(i, paria(ps))
		}
		_, err := Tribute(TributeInput{Printed: c.due, Players: ps, Order: order})
		var ie *InputError
		if !errors.As(err, &ie) || ie.Field != c.field {
			t.Errorf("%s: %v, want an error on %s", c.name, err, c.field)
		}
	}
}

// A payment error names the real due, and, when the holdings cannot cover
// it, what they can pay (ruling 12): a due of 2^62 once read "but 11 are
// due".
func TestCheckPaymentNamesTheDue(t *testing.T) {
	h := Holdings{Parias: 5, Dinars: 4, Seals: 2, PP: 2} // pays at most 11
	cases := []struct {
		name string
		due  int
		pay  Payment
		want []string
	}{
		{"covered", 8, Payment{Parias: 5}, []string{"pays 5 parias, but 8 are due"}},
		{"short", 50, Payment{Parias: 5}, []string{"50 are due", "can pay only 11", "ruling 12"}},
		{"huge due", 1 << 62, Payment{Parias: 5}, []string{"4611686018427387904 are due", "can pay only 11"}},
	}
	for _, c := range cases {
		vs := CheckPayment(h, c.due, c.pay)
		if len(vs) != 1 || vs[0].Field != "total" {
			t.Errorf("%s: %v", c.name, vs)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(vs[0].Message, w) {
				t.Errorf("%s: %q does not say %q", c.name, vs[0].Message, w)
			}
		}
	}
	// everything payable is the whole payment: the rest is forgiven (ruling 12)
	if vs := CheckPayment(h, 50, Payment{Parias: 5, Dinars: 4, Seals: 2, PP: 2}); len(vs) != 0 {
		t.Errorf("everything payable refused: %v", vs)
	}
}

// Ruling 12 in a whole phase: a player who cannot cover the due pays
// everything payable, given or proposed, and the rest is forgiven; paying
// less is illegal; Yusuf's shortfall is taken in PP down to 0.
func TestTributeShortPlayersPayAllTheyCan(t *testing.T) {
	short := Holdings{Parias: 1, Dinars: 3, Seals: 1, PP: 1} // pays at most 4
	all := Payment{Parias: 1, Dinars: 2, Seals: 1, PP: 1}
	cases := []struct {
		name  string
		pay   *Payment
		want  Payment
		after Holdings
		err   bool
	}{
		{"proposed", nil, all, Holdings{Dinars: 1}, false},
		{"given in full", &all, all, Holdings{Dinars: 1}, false},
		{"given short", &Payment{Parias: 1, Seals: 1, PP: 1}, Payment{}, Holdings{}, true},
	}
	for _, c := range cases {
		ps := []TributePlayer{{Name: "A", Holdings: short, Pay: c.pay}, {Name: "Y", Yusuf: true, Holdings: Holdings{Parias: 1, Seals: 2, PP: 2}}}
		res, err := Tribute(TributeInput{Printed: 6, Players: ps, Order: Track{0, 1}})
		if c.err {
			var pe *PaymentError
			if !errors.As(err, &pe) {
				t.Errorf("%s: %v, want an illegal payment", c.name, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if a := res.Players[0]; a.Pay != c.want || a.After != c.after {
			t.Errorf("%s: %+v", c.name, a)
		}
		if y := res.Players[1]; y.Pay != (Payment{Parias: 1, PP: 2}) || y.After != (Holdings{Seals: 2}) {
			t.Errorf("%s: Yusuf %+v", c.name, y)
		}
	}
}

// Each violation of a payment carries the rule it breaks, its field and
// its message (code, parameters, the field it points at), so that a screen
// words it without working it out from the numbers.
func TestCheckPaymentRules(t *testing.T) {
	h := Holdings{Parias: 1, Dinars: 3, Seals: 0, PP: 5}
	type said struct {
		Rule   PaymentRule
		Field  string
		Code   string
		Params message.Params
	}
	held := func(field string, paid, held int) said {
		return said{RuleHeld, field, "sabika.tribute.pay-held", message.Params{"Paid": paid, "Held": held}}
	}
	total := func(paid, due int) said {
		return said{RuleTotal, "total", "sabika.tribute.pay-total", message.Params{"Paid": paid, "Due": due}}
	}
	pairs := func(paid int) said {
		return said{RuleDinarPairs, "dinars", "sabika.tribute.pay-pairs", message.Params{"Paid": paid}}
	}
	cases := []struct {
		name string
		pay  Payment
		due  int
		want []said
	}{
		{"more than held, odd dinars", Payment{Parias: 1, Dinars: 5}, 2, []said{held("dinars", 5, 3), pairs(5), total(3, 2)}},
		{"odd dinars", Payment{Parias: 1, Dinars: 1, PP: 1}, 2, []said{pairs(1)}},
		{"negative", Payment{Parias: 3, Seals: -1}, 2, []said{held("parias", 3, 1), {RuleNegative, "seals", "sabika.tribute.pay-negative", message.Params{"Paid": -1}}}},
		{"short", Payment{Parias: 1}, 2, []said{total(1, 2)}},
		{"forgiven", Payment{Parias: 1}, 9, []said{{RuleTotal, "total", "sabika.tribute.pay-forgiven", message.Params{"Paid": 1, "Due": 9, "Payable": 7}}}},
		{"legal", Payment{Parias: 1, Dinars: 2}, 2, nil},
	}
	for _, c := range cases {
		vs := CheckPayment(h, c.due, c.pay)
		var got []said
		for _, v := range vs {
			got = append(got, said{v.Rule, v.Field, v.Msg.Code, v.Msg.Params})
			if v.Msg.Field != v.Field || v.Message != v.Msg.String() {
				t.Errorf("%s: %+v points at %q and says %q", c.name, v, v.Msg.Field, v.Msg.String())
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// An input out of bounds is refused with its message pointing at the
// player (seat from 1) and the quantity, its path for the CLI.
func TestInputErrorsSayWhere(t *testing.T) {
	two := func(a, b TributePlayer) TributeInput {
		return TributeInput{Printed: 2, Players: []TributePlayer{a, b}, Order: Track{0, 1}}
	}
	cases := []struct {
		name       string
		in         TributeInput
		path, code string
		seat       int
		field      string
		params     message.Params
	}{
		{"dinars out of range", two(TributePlayer{Name: "A", Holdings: Holdings{Dinars: MaxQuantity + 1}}, TributePlayer{Name: "B"}),
			"players[0].dinars", "sabika.range", 1, "dinars", message.Params{"Max": MaxQuantity, "Value": MaxQuantity + 1}},
		{"Yusuf's dinars", two(TributePlayer{Name: "A"}, TributePlayer{Name: "Yusuf", Yusuf: true, Holdings: Holdings{Dinars: 1}}),
			"players[1].dinars", "sabika.tribute.yusuf-dinars", 2, "dinars", nil},
		{"event", TributeInput{Printed: 2, Event: 15, Players: []TributePlayer{{Name: "A"}}, Order: Track{0}},
			"event", "sabika.tribute.event", 0, "event", message.Params{"Max": 14, "Value": 15}},
	}
	for _, c := range cases {
		_, err := Tribute(c.in)
		var ie *InputError
		if !errors.As(err, &ie) {
			t.Fatalf("%s: %v, want an *InputError", c.name, err)
		}
		m, ok := message.Of(err)
		if !ok || ie.Field != c.path || m.Code != c.code || m.Seat != c.seat || m.Field != c.field || !reflect.DeepEqual(m.Params, c.params) {
			t.Errorf("%s: %s says %+v", c.name, ie.Field, m)
		}
	}
}
