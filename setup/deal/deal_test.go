package deal

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arrayan.io/arrayan/setup/code"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// goldenRequests is every game with every option value and player count,
// each with a fixed seed, and a few re-deals.
func goldenRequests() map[string]Request {
	reqs := map[string]Request{}
	for _, g := range Games {
		lo, hi := PlayerRange(g)
		for n := lo; n <= hi; n++ {
			for _, opts := range optionSets(g) {
				name := fmt.Sprintf("%s-%dp", g, n)
				keys := make([]string, 0, len(opts))
				for k := range opts {
					keys = append(keys, k)
				}
				slices.Sort(keys)
				for _, k := range keys {
					name += "-" + k + "=" + opts[k]
				}
				r := Request{Game: g, Players: n, Options: opts, Seed: 20260101 + uint64(n)}
				if _, _, err := r.validate(); err != nil {
					continue // e.g. yusuf-pp outside solo
				}
				reqs[name] = r
			}
		}
	}
	reqs["marcopolo-4p-redeal-objectives"] = Request{Game: MarcoPolo, Players: 4, Seed: 20260105, Redeals: [code.Parts]uint8{0, 0, 1}}
	reqs["sabika-2p-redeal-all"] = Request{Game: Sabika, Players: 2, Options: map[string]string{OptEvents: "random"}, Seed: 20260103, Redeals: [code.Parts]uint8{7, 1, 2, 3, 4}}
	reqs["alhambra-6p-max-seed"] = Request{Game: Alhambra, Players: 6, Seed: code.MaxSeed}
	return reqs
}

// optionSets returns every combination of game's option values.
func optionSets(g string) []map[string]string {
	sets := []map[string]string{{}}
	for _, o := range Options(g) {
		var next []map[string]string
		for _, s := range sets {
			for _, v := range o.Values {
				c := map[string]string{o.Key: v}
				for k, w := range s {
					c[k] = w
				}
				next = append(next, c)
			}
		}
		sets = next
	}
	return sets
}

func marshal(t *testing.T, s *Setup) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Golden files pin every setup: the same request must deal the same code and
// setup in every later version, and the code must deal it again.
func TestGolden(t *testing.T) {
	reqs := goldenRequests()
	if len(reqs) < 60 {
		t.Fatalf("only %d golden requests", len(reqs))
	}
	for name, r := range reqs {
		t.Run(name, func(t *testing.T) {
			s, err := Deal(r)
			if err != nil {
				t.Fatal(err)
			}
			got := marshal(t, s)
			file := filepath.Join("testdata", name+".json")
			if *update {
				if err := os.WriteFile(file, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("setup differs from %s:\n%s", file, got)
			}
			again, err := FromCode(s.Code)
			if err != nil {
				t.Fatalf("FromCode(%s): %v", s.Code, err)
			}
			if !bytes.Equal(marshal(t, again), got) {
				t.Errorf("code %s deals a different setup", s.Code)
			}
		})
	}
}

// Decoding a code and encoding its setup again gives the same code, for
// many seeds of every game.
func TestCodeRoundTrip(t *testing.T) {
	for _, g := range Games {
		lo, hi := PlayerRange(g)
		for seed := range uint64(200) {
			r := Request{Game: g, Players: lo + int(seed)%(hi-lo+1), Seed: seed * 1_000_003}
			s, err := Deal(r)
			if err != nil {
				t.Fatal(err)
			}
			back, err := FromCode(strings.ToLower(s.Code))
			if err != nil || back.Code != s.Code || !bytes.Equal(marshal(t, back), marshal(t, s)) {
				t.Fatalf("%s seed %d: %v", g, r.Seed, err)
			}
		}
	}
}

// Re-dealing one part changes that part, gives a new code and leaves every
// step of the other parts as it was.
func TestRedealChangesOnlyThatPart(t *testing.T) {
	for _, g := range Games {
		lo, hi := PlayerRange(g)
		for _, part := range Parts(g) {
			r := Request{Game: g, Players: hi, Seed: 99, Options: map[string]string{}}
			if g == MarcoPolo {
				r.Options[OptMode] = "expert"
			}
			if g == Sabika {
				r.Options[OptEvents] = "random"
			}
			before, err := Deal(r)
			if err != nil {
				t.Fatal(err)
			}
			changed := false
			for range 3 {
				r, err = Redeal(r, part)
				if err != nil {
					t.Fatal(err)
				}
				after, err := Deal(r)
				if err != nil {
					t.Fatal(err)
				}
				if after.Code == before.Code {
					t.Errorf("%s: re-dealing %s kept the code", g, part)
				}
				if stepsOf(before, part) != stepsOf(after, part) {
					changed = true
				}
				if othersOf(before, part) != othersOf(after, part) {
					t.Errorf("%s: re-dealing %s changed other parts:\n%s\n%s", g, part, othersOf(before, part), othersOf(after, part))
				}
			}
			if !changed {
				t.Errorf("%s: three re-deals of %s never changed it", g, part)
			}
			_ = lo
		}
	}
}

func stepsOf(s *Setup, part string) string {
	var b strings.Builder
	for _, st := range s.Setup.Steps {
		if st.Part == part {
			b.WriteString(st.Localise(plain, nil) + "\n")
		}
	}
	return b.String()
}

func othersOf(s *Setup, part string) string {
	var b strings.Builder
	for _, st := range s.Setup.Steps {
		if st.Part != part {
			b.WriteString(st.Localise(plain, nil) + "\n")
		}
	}
	return b.String()
}

func TestRedealLimits(t *testing.T) {
	r := Request{Game: Alhambra, Players: 3}
	var err error
	for range code.MaxRedeal {
		if r, err = Redeal(r, "seats"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Redeal(r, "seats"); err == nil {
		t.Error("an eighth re-deal succeeded")
	}
	if _, err := Redeal(r, "objectives"); err == nil {
		t.Error("Alhambra re-dealt objectives")
	}
	if _, err := Redeal(Request{Game: "chess"}, "seats"); err == nil {
		t.Error("re-dealt an unknown game")
	}
}

func TestBadRequests(t *testing.T) {
	cases := []struct {
		r     Request
		field string
	}{
		{Request{Game: "chess", Players: 2}, "game"},
		{Request{Game: Sabika, Players: 5}, "players"},
		{Request{Game: Sabika, Players: 0}, "players"},
		{Request{Game: Alhambra, Players: 1}, "players"},
		{Request{Game: MarcoPolo, Players: 5}, "players"},
		{Request{Game: Granada, Players: 7}, "players"},
		{Request{Game: Alhambra, Players: 2, Seed: code.MaxSeed + 1}, "seed"},
		{Request{Game: Alhambra, Players: 2, Options: map[string]string{"scoring": "simple"}}, "option"},
		{Request{Game: Granada, Players: 2, Options: map[string]string{"scoring": "fancy"}}, "option"},
		{Request{Game: Sabika, Players: 2, Options: map[string]string{OptYusufPP: "10"}}, "option"},
		{Request{Game: MarcoPolo, Players: 2, Options: map[string]string{OptMode: "legendary"}}, "option"},
		{Request{Game: Alhambra, Players: 2, Redeals: [code.Parts]uint8{0, 1}}, "part"},
	}
	for _, c := range cases {
		_, err := Deal(c.r)
		var e *InputError
		if !errors.As(err, &e) || e.Field != c.field || e.ErrorCode() != "bad-input" {
			t.Errorf("Deal(%+v) = %v, want a bad-input error on %s", c.r, err, c.field)
		}
	}
}

// A code that reads but names nothing dealable is bad-code.
func TestFromCodeRejectsNonsense(t *testing.T) {
	for _, f := range []code.Fields{
		{Game: 1, Players: 1},             // Alhambra for 1
		{Game: 0, Players: 2, Options: 8}, // Sabika has 8 option combinations
		{Game: 0, Players: 2, Options: 4}, // yusuf-pp 10 with 2 players
		{Game: 1, Players: 3, Options: 1}, // Alhambra has no options
		{Game: 1, Players: 3, Redeals: [code.Parts]uint8{0, 2}},
		{Game: 3, Players: 0},
	} {
		c, err := code.Encode(f)
		if err != nil {
			t.Fatal(err)
		}
		_, err = FromCode(c)
		var e interface{ ErrorCode() string }
		if !errors.As(err, &e) || e.ErrorCode() != "bad-code" {
			t.Errorf("FromCode(%+v) = %v, want bad-code", f, err)
		}
	}
	if _, err := FromCode("1234"); err == nil {
		t.Error("a mistyped code dealt")
	}
}

func TestModeExpertEqualsExplicitOptions(t *testing.T) {
	a, err := Deal(Request{Game: MarcoPolo, Players: 4, Seed: 8, Options: map[string]string{OptMode: "expert"}})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Deal(Request{Game: MarcoPolo, Players: 4, Seed: 8, Options: map[string]string{OptCharacters: "draft", OptObjectives: "keep-2-of-4", OptCityBonuses: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	if a.Code != b.Code {
		t.Errorf("mode=expert gives %s, the three options %s", a.Code, b.Code)
	}
	c, err := Deal(Request{Game: MarcoPolo, Players: 4, Seed: 8, Options: map[string]string{OptMode: "expert", OptCityBonuses: "beginner"}})
	if err != nil {
		t.Fatal(err)
	}
	if c.Options[OptCityBonuses] != "beginner" || c.Options[OptCharacters] != "draft" {
		t.Errorf("an explicit option did not win over the mode: %v", c.Options)
	}
}

// plain is a Translator of no language: a message renders as its key and
// its parameters, so tests compare steps without any wording.
func plain(key, _ string, data ...any) string {
	if len(data) == 0 {
		return key
	}
	m, _ := data[0].(map[string]any)
	var b strings.Builder
	b.WriteString(key)
	for _, k := range slices.Sorted(maps.Keys(m)) {
		fmt.Fprintf(&b, " %s=%v", k, m[k])
	}
	return b.String()
}

// Every step names a known area, and every "@" parameter a message of its
// own (the app's translation tests check that each has a text).
func TestEveryStepIsWellFormed(t *testing.T) {
	for name, r := range goldenRequests() {
		s, err := Deal(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range s.Setup.Steps {
			if st.Key == "" || !slices.Contains(Areas, st.Area) {
				t.Errorf("%s: step %q in unknown area %q", name, st.Key, st.Area)
			}
			if got := st.Localise(plain, nil); strings.Contains(got, "=@") {
				t.Errorf("%s: %s renders as %q", name, st.Key, got)
			}
		}
	}
}

// An objective card renders from the catalogue: its two cities' names and
// its VP.
func TestObjectiveReferenceRendersItsCities(t *testing.T) {
	got := Localise(plain, "setup.mp.objectives-2", map[string]any{"A": "@setup.mp.objective.1"}, nil)
	if want := "setup.mp.objectives-2 A=setup.mp.objective A=setup.mp.city.moscow B=setup.mp.city.xian VP=4"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Any text either fails with a coded error or deals a setup whose code
// deals the very same setup again.
func FuzzFromCode(f *testing.F) {
	for _, r := range goldenRequests() {
		if s, err := Deal(r); err == nil {
			f.Add(s.Code)
		}
	}
	f.Add("1000-0000-0000-0009")
	f.Add("2333-3333-3333-333D")
	f.Add("not a code")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := FromCode(text)
		if err != nil {
			var coded interface{ ErrorCode() string }
			if !errors.As(err, &coded) || coded.ErrorCode() != "bad-code" {
				t.Fatalf("FromCode(%q) = %v, want a bad-code error", text, err)
			}
			return
		}
		again, err := FromCode(s.Code)
		if err != nil || !bytes.Equal(marshal(t, again), marshal(t, s)) {
			t.Fatalf("code %s from %q does not deal its setup again: %v", s.Code, text, err)
		}
	})
}

// Every step that names a player renders the name the player typed, and
// "Player N" for a player who typed none.
func TestStepsNameThePlayers(t *testing.T) {
	names := func(n int) string { return map[int]string{1: "Ana", 2: "  ", 3: "Zoë"}[n] }
	seen := map[string]bool{}
	for name, r := range goldenRequests() {
		s, err := Deal(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range s.Setup.Steps {
			n, ok := st.Params["Player"].(int)
			if !ok {
				continue
			}
			seen[st.Key] = true
			want := map[int]string{1: "Player=Ana", 3: "Player=Zoë"}[n]
			if want == "" {
				want = fmt.Sprintf("Player=setup.player N=%d", n)
			}
			got := st.Localise(plain, names)
			if !strings.Contains(got, want) {
				t.Errorf("%s: %s renders %q, without %q", name, st.Key, got, want)
			}
			if bare := st.Localise(plain, nil); !strings.Contains(bare, fmt.Sprintf("Player=setup.player N=%d", n)) {
				t.Errorf("%s: %s renders %q without names", name, st.Key, bare)
			}
		}
	}
	for _, k := range []string{"setup.seat", "setup.sabika.start-tiles", "setup.mp.seat", "setup.mp.objectives-2", "setup.mp.objectives-4", "setup.tiles.start-money"} {
		if !seen[k] {
			t.Errorf("no golden setup has a %s step", k)
		}
	}
}

func TestSoloOptionsApplyToOnePlayerOnly(t *testing.T) {
	for _, o := range Options(Sabika) {
		if o.Key != OptYusufPP {
			if !o.AppliesTo(3) {
				t.Errorf("%s does not apply to 3 players", o.Key)
			}
			continue
		}
		if !o.AppliesTo(1) || o.AppliesTo(2) {
			t.Errorf("yusuf-pp applies to 1: %v, to 2: %v", o.AppliesTo(1), o.AppliesTo(2))
		}
	}
	if _, err := Deal(Request{Game: Sabika, Players: 2, Options: map[string]string{OptYusufPP: "10"}}); err == nil {
		t.Error("a 2-player Sabika deal took Yusuf's 10 PP start")
	}
}

func TestRandomSeedFitsACode(t *testing.T) {
	for range 100 {
		seed, err := RandomSeed()
		if err != nil {
			t.Fatal(err)
		}
		if seed > code.MaxSeed {
			t.Fatalf("seed %d is beyond the code's %d", seed, uint64(code.MaxSeed))
		}
	}
}
