package marcopolo

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
)

// referenceRoutes is the route table of shared/reference/marco-polo.md as
// printed there (oasis numbers are BGA's board_map ids).
var referenceRoutes = `Venezia–Oasis1 – · Oasis1–Moscow – · Moscow–Anxi 3 camels · Anxi–Karakorum 2 camels ·
Karakorum–Oasis5 – · Oasis5–Oasis6 5 coins · Oasis6–Beijing – · Oasis5–Oasis7 – · Oasis7–Beijing 3 camels ·
Oasis7–Lan-Zhou – · Venezia–Oasis9 3 camels · Oasis9–Samarcanda – · Samarcanda–Oasis11 2 camels ·
Oasis11–Kashgar 4 camels · Kashgar–Lan-Zhou 2 camels · Oasis9–Oasis17 – · Venezia–Alexandria – ·
Alexandria–Oasis17 7 coins · Oasis17–Ormuz 3 camels · Ormuz–Karachi 3 camels · Karachi–Oasis20 – ·
Oasis20–Xian – · Xian–Beijing – · Alexandria–Oasis22 – · Oasis22–Adana 2 camels · Adana–Kochi 15 coins ·
Kochi–Oasis20 4 camels · Kochi–Sumatra 10 coins · Sumatra–Oasis15 4 camels · Oasis15–Beijing –`

func slug(name string) string {
	return strings.ToLower(strings.ReplaceAll(name, "-", ""))
}

func routeKey(a, b string) string {
	if a > b {
		a, b = b, a
	}
	return a + "|" + b
}

func TestRoutesMatchReference(t *testing.T) {
	want := map[string]string{}
	for _, entry := range strings.Split(strings.ReplaceAll(referenceRoutes, "\n", " "), "·") {
		f := strings.Fields(entry)
		ends := strings.Split(f[0], "–")
		cost := strings.Join(f[1:], " ")
		if cost == "–" {
			cost = ""
		}
		want[routeKey(slug(ends[0]), slug(ends[1]))] = cost
	}
	if len(want) != 30 {
		t.Fatalf("reference table parsed into %d routes", len(want))
	}
	got := map[string]string{}
	for _, r := range Routes() {
		cost := ""
		switch {
		case r.Camels > 0 && r.Coins > 0:
			t.Errorf("route %s–%s has both camels and coins", r.From, r.To)
		case r.Camels > 0:
			cost = fmt.Sprintf("%d camels", r.Camels)
		case r.Coins > 0:
			cost = fmt.Sprintf("%d coins", r.Coins)
		}
		got[routeKey(r.From, r.To)] = cost
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("route %s: got %q (present %v), want %q", k, g, ok, v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d routes, want %d", len(got), len(want))
	}
}

func TestSpaces(t *testing.T) {
	kinds := map[string]int{}
	for _, s := range Spaces() {
		kinds[s.Kind]++
		if s.Source == "" || s.NamesSource == "" {
			t.Errorf("space %s lacks a source: %+v", s.ID, s)
		}
	}
	want := map[string]int{KindStart: 1, KindBeijing: 1, KindLarge: 7, KindSmall: 6, KindOasis: 10}
	for k, n := range want {
		if kinds[k] != n {
			t.Errorf("%d spaces of kind %s, want %d", kinds[k], k, n)
		}
	}
	cards := 0
	for _, s := range Spaces() {
		cards += s.CityCards
	}
	if cards != 9 {
		t.Errorf("%d city card places, want 9", cards)
	}
	if got := strings.Join(Cities(), ","); got != "moscow,anxi,karakorum,beijing,samarcanda,kashgar,lanzhou,xian,alexandria,ormuz,karachi,sumatra,adana,kochi" {
		t.Errorf("Cities() = %s", got)
	}
}

func TestObjectives(t *testing.T) {
	ref := "Moscow+Xian 4 · Moscow+Ormuz 5 · Moscow+Kashgar 7 · Karakorum+Xian 4 · Karakorum+Kochi 5 · " +
		"Karakorum+Adana 7 · Lan-Zhou+Kochi 4 · Lan-Zhou+Adana 5 · Lan-Zhou+Ormuz 6 · Samarcanda+Xian 4 · " +
		"Samarcanda+Adana 5 · Samarcanda+Kochi 7 · Alexandria+Anxi 4 · Alexandria+Kashgar 5 · " +
		"Sumatra+Ormuz 6 · Sumatra+Anxi 8 · Karachi+Kashgar 5 · Karachi+Anxi 7"
	entries := strings.Split(ref, " · ")
	if len(Objectives()) != 18 || len(entries) != 18 {
		t.Fatalf("%d objectives, reference %d", len(Objectives()), len(entries))
	}
	for _, e := range entries {
		var vp int
		f := strings.Fields(e)
		fmt.Sscan(f[1], &vp)
		cities := strings.Split(f[0], "+")
		o, ok := ObjectiveFor(slug(cities[1]), slug(cities[0]))
		if !ok || o.VP != vp || o.Source == "" {
			t.Errorf("%s: got %+v (found %v)", e, o, ok)
		}
		for _, c := range o.Cities {
			if s, _ := SpaceByID(c); !s.IsCity() {
				t.Errorf("%s names %s, not a city", e, c)
			}
		}
	}
	if _, ok := ObjectiveFor("moscow", "beijing"); ok {
		t.Error("found a card Moscow+Beijing")
	}
}

func TestTables(t *testing.T) {
	for n, want := range []int{0, 3, 7, 12, 12, 18, 18, 0} {
		if got := TravelCoins(n); got != want {
			t.Errorf("TravelCoins(%d) = %d, want %d", n, got, want)
		}
	}
	for n, want := range []int{0, 1, 3, 6, 10, 10} {
		if got := ObjectiveCityPoints(n); got != want {
			t.Errorf("ObjectiveCityPoints(%d) = %d, want %d", n, got, want)
		}
	}
	for n, want := range []int{0, 10, 7, 4, 1, 0} {
		if got := BeijingPoints(n); got != want {
			t.Errorf("BeijingPoints(%d) = %d, want %d", n, got, want)
		}
	}
	for p, want := range map[int]int{2: 3, 3: 4, 4: 5, 5: 0} {
		if got := BlackDice(p); got != want {
			t.Errorf("BlackDice(%d) = %d, want %d", p, got, want)
		}
	}
	if s, p, pp, sp := ContractPiles(); s+p*pp+sp != len(Contracts()) {
		t.Errorf("piles %d+%d×%d+%d do not make the %d contracts", s, p, pp, sp, len(Contracts()))
	}
	if TradingPosts() != 9 || Rounds() != 5 || CompensationThreshold() != 15 || DicePerPlayer() != 5 || StartScore() != 50 {
		t.Error("a fixed number of the rulebook is wrong")
	}
	if fmt.Sprint(StartCoins()) != "[7 8 9 10]" {
		t.Errorf("StartCoins = %v", StartCoins())
	}
}

func TestComponentsHaveSources(t *testing.T) {
	if n := len(CityBonuses()); n != 6 {
		t.Errorf("%d city bonuses", n)
	}
	seen := map[string]bool{}
	for _, b := range CityBonuses() {
		s, ok := SpaceByID(b.BeginnerCity)
		if !ok || s.Kind != KindSmall || seen[b.BeginnerCity] || b.Source == "" || len(b.Award) == 0 {
			t.Errorf("city bonus %+v", b)
		}
		seen[b.BeginnerCity] = true
	}
	if b, _ := BeginnerCityBonus("adana"); b.Award["camels"] != 1 || b.Award["coins"] != 3 {
		t.Errorf("Adana's beginner bonus is %v, the rulebook's example says 1 camel and 3 coins", b.Award)
	}
	if n := len(OutpostBonuses()); n != 10 {
		t.Errorf("%d outpost bonuses", n)
	}
	for _, b := range OutpostBonuses() {
		if b.Source == "" || len(b.Award) != 1 {
			t.Errorf("outpost bonus %+v", b)
		}
	}
	if n := len(CityCards()); n != 31 {
		t.Errorf("%d city cards", n)
	}
	for _, c := range CityCards() {
		if c.Source == "" || (len(c.Award) == 0 && len(c.AwardByDie) == 0 && len(c.Choices) == 0) {
			t.Errorf("city card %+v", c)
		}
		for k, v := range c.AwardByDie {
			if len(v) != 6 {
				t.Errorf("city card %d: %s has %d die values", c.ID, k, len(v))
			}
		}
	}
	if n := len(Characters()); n != 8 {
		t.Errorf("%d characters", n)
	}
	for _, c := range Characters() {
		if c.Source == "" {
			t.Errorf("character %s lacks a source", c.ID)
		}
	}
	if c, _ := CharacterByID("wilhelm-von-rubruk"); c.Posts() != 11 {
		t.Errorf("Rubruk has %d posts", c.Posts())
	}
	if c, _ := CharacterByID("berke-khan"); c.Posts() != 9 || !c.Rolls() {
		t.Errorf("Berke has %d posts, rolls %v", c.Posts(), c.Rolls())
	}
	if c, _ := CharacterByID("raschid"); c.Rolls() {
		t.Error("Raschid rolls")
	}
	if ids := CharacterIDs(); !sort.StringsAreSorted(ids) || len(ids) != 8 {
		t.Errorf("CharacterIDs = %v", ids)
	}
}

func TestContracts(t *testing.T) {
	cs := Contracts()
	if len(cs) != 44 {
		t.Fatalf("%d contracts", len(cs))
	}
	starters, disputed := 0, 0
	for _, c := range cs {
		if c.Starter {
			starters++
		}
		if c.Source == "" || c.Reward["vp"] == 0 {
			t.Errorf("contract %d: %+v", c.ID, c)
		}
		if c.Disputed != nil {
			disputed++
			if c.Cost != nil || len(c.Disputed.Readings) != 2 {
				t.Errorf("disputed contract %d: %+v", c.ID, c)
			}
			for _, r := range c.Disputed.Readings {
				if r.Source == "" || r.Cost["camels"] != 2 || r.Cost["gold"] != 2 {
					t.Errorf("reading %+v", r)
				}
			}
			if c.Reward["camels"] != 4 || c.Reward["vp"] != 6 {
				t.Errorf("disputed contract pays %v, the reference says 4 camels + 6 VP", c.Reward)
			}
			continue
		}
		if c.Cost["camels"] == 0 {
			t.Errorf("contract %d costs no camels", c.ID)
		}
	}
	if starters != 6 || disputed != 1 {
		t.Errorf("%d starting and %d disputed contracts, want 6 and 1", starters, disputed)
	}
}

func TestEveryEntryHasASource(t *testing.T) {
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	for key, body := range doc {
		var list []map[string]any
		if json.Unmarshal(body, &list) == nil {
			for i, e := range list {
				if s, _ := e["source"].(string); s == "" {
					t.Errorf("%s[%d] has no source", key, i)
				}
			}
			continue
		}
		var obj map[string]any
		if json.Unmarshal(body, &obj) == nil && key != "sources" {
			if s, _ := obj["source"].(string); s == "" {
				t.Errorf("%s has no source", key)
			}
		}
	}
}

// TestRulebookExamples: the components the rulebook's examples show.
func TestRulebookExamples(t *testing.T) {
	// ACCIONES EXTRA 1: Verde gives 2 camels, 2 silk and 1 pepper, receives
	// 3 coins and 4 VP.
	found := false
	for _, c := range Contracts() {
		if c.Cost["camels"] == 2 && c.Cost["silk"] == 2 && c.Cost["pepper"] == 1 && len(c.Cost) == 3 &&
			c.Reward["coins"] == 3 && c.Reward["vp"] == 4 {
			found = true
		}
	}
	if !found {
		t.Error("no contract 2 camels + 2 silk + 1 pepper → 3 coins + 4 VP")
	}
	// LAS CARTAS DE CIUDAD: a 3 lets Amarillo give 2 gold and 2 camels for
	// 8 VP (2 × 4): a card of 1 camel + 1 gold → 4 VP, used up to the die.
	found = false
	for _, c := range CityCards() {
		if c.Kind == "multiple" && c.Cost["camels"] == 1 && c.Cost["gold"] == 1 && len(c.Cost) == 2 &&
			c.Award["vp"] == 4 && len(c.Award) == 1 {
			found = true
		}
	}
	if !found {
		t.Error("no city card 1 camel + 1 gold → 4 VP")
	}
}

// TestSetupFacts checks what the dealer takes from the catalogue: 4
// colours, the first game's 4 characters (reference sheet, setup facts), a
// draft deck holding every character once, 6 small and 7 large cities and
// 9 city-card spaces (Sumatra 3).
func TestSetupFacts(t *testing.T) {
	if got := Colours(); fmt.Sprint(got) != "[blue yellow green red]" {
		t.Errorf("colours %v", got)
	}
	if got := FirstGameCharacters(); fmt.Sprint(got) != "[raschid matteo-polo berke-khan mercator]" {
		t.Errorf("first-game characters %v", got)
	}
	deck := CharacterDeck()
	sort.Strings(deck)
	if fmt.Sprint(deck) != fmt.Sprint(CharacterIDs()) {
		t.Errorf("character deck %v is not the characters %v", deck, CharacterIDs())
	}
	if got := SmallCities(); fmt.Sprint(got) != "[anxi kashgar xian ormuz adana kochi]" {
		t.Errorf("small cities %v", got)
	}
	if got := LargeCities(); fmt.Sprint(got) != "[moscow karakorum samarcanda lanzhou alexandria karachi sumatra]" {
		t.Errorf("large cities %v", got)
	}
	if got := CityCardSpaces(); len(got) != 9 || got[6] != "sumatra" || got[8] != "sumatra" {
		t.Errorf("city-card spaces %v", got)
	}
}

// The box seats 2 to 4 [ES L22, L805]: the black dice are known for each
// count in that range and for no other.
func TestPlayerRangeMatchesTheDice(t *testing.T) {
	for n := 0; n <= MaxPlayers+1; n++ {
		if got := BlackDice(n) > 0; got != (n >= MinPlayers && n <= MaxPlayers) {
			t.Errorf("%d players: black dice %d", n, BlackDice(n))
		}
	}
}
