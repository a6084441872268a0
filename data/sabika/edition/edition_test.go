package edition

import (
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

func intp(n int) *int    { return &n }
func boolp(b bool) *bool { return &b }

func filled() *Edition {
	e := New()
	e.Tribute = [4]*int{intp(2), intp(3), intp(4), intp(5)} // test values, not the printed ones
	e.EventChange = [5]*bool{boolp(false), boolp(true), boolp(false), boolp(true), boolp(false)}
	for i := range e.Wishes {
		e.Wishes[i].Elements = []sabika.WishElement{{Per: sabika.PerSeal, PP: i}}
	}
	e.StartDinars = [4]*int{intp(1), intp(2), intp(3), intp(4)}
	return e
}

func TestNewIsAllUnknown(t *testing.T) {
	e := New()
	if err := e.Check(); err != nil {
		t.Fatal(err)
	}
	u := e.Unknown()
	if len(u) != 4+5+9+4+6 || u[0] != "tribute[0]" || !slices.Contains(u, "wishes[8].elements") {
		t.Errorf("unknown: %v", u)
	}
	if _, ok := e.TributeAt(3); ok {
		t.Error("space 3's tribute is printed only: unknown until entered")
	}
	if v, ok := e.TributeAt(6); !ok || v != 6 {
		t.Error("space 6's tribute is the rulebook's 6")
	}
	if got := e.TilesOf("B"); !slices.Equal(got, []int{3, 4, 5}) {
		t.Errorf("tiles of B: %v", got)
	}
	if f := filled(); len(f.Unknown()) != 6 { // only Yusuf's 3 decks and 3 rondels
		t.Errorf("filled unknown: %v", f.Unknown())
	}
}

func TestCheckPointsAtTheField(t *testing.T) {
	cases := []struct {
		name  string
		edit  func(e *Edition)
		field string
	}{
		{"other game", func(e *Edition) { e.Game = "alhambra" }, "game"},
		{"newer", func(e *Edition) { e.Format = 2 }, "format"},
		{"negative tribute", func(e *Edition) { e.Tribute[3] = intp(-1) }, "tribute[3]"},
		{"4th A", func(e *Edition) { e.Wishes[3].Letter = "A" }, "wishes[3].letter"},
		{"letter D", func(e *Edition) { e.Wishes[8].Letter = "D" }, "wishes[8].letter"},
		{"empty elements", func(e *Edition) { e.Wishes[2].Elements = []sabika.WishElement{} }, "wishes[2].elements"},
		{"bad element", func(e *Edition) { e.Wishes[2].Elements[0].PP = -2 }, "wishes[2].elements[0].pp"},
		{"bad type", func(e *Edition) {
			e.Wishes[0].Elements = []sabika.WishElement{{Per: sabika.PerType, Type: "hut", PP: 1}}
		}, "wishes[0].elements[0].type"},
		{"start dinars", func(e *Edition) { e.StartDinars[0] = intp(-3) }, "start_dinars[0]"},
		// The engines' bound on a printed value (issue 28, item 2).
		{"tribute of 2^63-1", func(e *Edition) { e.Tribute[2] = intp(math.MaxInt) }, "tribute[2]"},
		{"start dinars 1001", func(e *Edition) { e.StartDinars[1] = intp(sabika.MaxPrinted + 1) }, "start_dinars[1]"},
		{"an element of 2^63-1 PP", func(e *Edition) { e.Wishes[4].Elements[0].PP = math.MaxInt }, "wishes[4].elements[0].pp"},
		{"yusuf tile", func(e *Edition) { e.Yusuf.Tiles[1] = "sultan" }, "yusuf.tiles[1]"},
		{"yusuf card", func(e *Edition) {
			e.Yusuf.Rondels[yusuf.Poetisa] = []string{"1"}
			e.Yusuf.Cards = []yusuf.Card{{ID: "p1", Deck: yusuf.Poetisa, Space: "1", Discard: yusuf.DiscardNone, Actions: []yusuf.Action{yusuf.Export}}}
		}, "yusuf.cards[p1].actions[0]"},
	}
	for _, c := range cases {
		e := filled()
		c.edit(e)
		var fe *FieldError
		if err := e.Check(); !errors.As(err, &fe) || fe.Field != c.field {
			t.Errorf("%s: %v, want an error on %s", c.name, err, c.field)
		}
	}
}

// The books state no upper bound for a printed tribute, the starting dinars
// or the number of event-change symbols: the check refuses only what cannot
// be true (ruling 15: the player's copy is the authority) and what the
// engines cannot add up (sabika.MaxPrinted, far above any print).
func TestCheckInventsNoBounds(t *testing.T) {
	cases := []struct {
		name string
		edit func(e *Edition)
	}{
		{"large tribute", func(e *Edition) { e.Tribute[1] = intp(99) }},
		{"tribute 0", func(e *Edition) { e.Tribute[0] = intp(0) }},
		{"many starting dinars", func(e *Edition) { e.StartDinars[3] = intp(45) }},
		{"3 event-change symbols", func(e *Edition) { e.EventChange[0] = boolp(true) }},
		{"every space a symbol", func(e *Edition) {
			for i := range e.EventChange {
				e.EventChange[i] = boolp(true)
			}
		}},
	}
	for _, c := range cases {
		e := filled()
		c.edit(e)
		if err := e.Check(); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	e := filled()
	data, err := e.Export()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Import(data)
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(e, back); len(d) != 0 {
		t.Errorf("round trip changed %v", d)
	}
	code, err := e.Code()
	if err != nil {
		t.Fatal(err)
	}
	fromCode, err := FromCode(strings.ToLower(code[:20]) + "\n" + code[20:])
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(e, fromCode); len(d) != 0 {
		t.Errorf("code round trip changed %v", d)
	}
}

func TestImportRefuses(t *testing.T) {
	good, _ := filled().Export()
	var m map[string]any
	_ = json.Unmarshal(good, &m)
	with := func(k string, v any) string {
		c := map[string]any{}
		for kk, vv := range m {
			c[kk] = vv
		}
		c[k] = v
		b, _ := json.Marshal(c)
		return string(b)
	}
	cases := []struct {
		name, data, field string
	}{
		{"malformed", `{"format":1,`, ""},
		{"newer", with("format", 2), "format"},
		{"other game", with("game", "granada"), "game"},
		{"unknown field", with("colour", "red"), ""},
		{"trailing", string(good) + "{}", ""},
		{"wrong type", with("tribute", "3"), "tribute"},
		{"bad value", with("tribute", []any{1, 2, 3, -1}), "tribute[3]"},
	}
	for _, c := range cases {
		e, err := Import([]byte(c.data))
		var fe *FieldError
		if e != nil || !errors.As(err, &fe) || (c.field != "" && fe.Field != c.field) {
			t.Errorf("%s: %v %v, want a refusal on %q", c.name, e, err, c.field)
		}
	}
	code, _ := filled().Code()
	broken := code[:len(code)-3] + "AAA"
	if code[len(code)-3:] == "AAA" {
		broken = code[:len(code)-3] + "BBB"
	}
	for _, bad := range []string{"", "SABIKA1-", "SABIKA1-!!!!", broken, "GRANADA1-ABCD", code[:len(code)/2]} {
		if _, err := FromCode(bad); err == nil {
			t.Errorf("code %q accepted", bad)
		}
	}
}

func TestDiff(t *testing.T) {
	a, b := New(), New()
	b.Tribute[0] = intp(3)
	b.Wishes[4].Elements = []sabika.WishElement{{Per: sabika.PerPoem, PP: 1}}
	d := Diff(a, b)
	want := []Change{{Path: "tribute[0]", Old: "null", New: "3", Part: PartTribute},
		{Path: "wishes[4].elements", Old: "null", New: `[{"per":"poem","pp":1}]`, Part: PartWish, Index: 4}}
	if !slices.Equal(d, want) {
		t.Errorf("diff %v, want %v", d, want)
	}
}

func FuzzImport(f *testing.F) {
	good, _ := filled().Export()
	f.Add(string(good))
	f.Add(`{"format":1,"game":"sabika"}`)
	f.Fuzz(func(t *testing.T, data string) {
		e, err := Import([]byte(data))
		if err == nil {
			if err := e.Check(); err != nil {
				t.Fatalf("imported an edition that fails its check: %v", err)
			}
		}
	})
}

func FuzzFromCode(f *testing.F) {
	code, _ := filled().Code()
	f.Add(code)
	f.Add("SABIKA1-AAAA")
	board, _ := filled().BoardCode()
	f.Add(board)
	f.Add("SABIKA2-AAAAAAAA")
	f.Fuzz(func(t *testing.T, code string) {
		e, err := FromCode(code)
		if err == nil {
			if err := e.Check(); err != nil {
				t.Fatalf("read an edition that fails its check: %v", err)
			}
		}
	})
}
