package travel

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/data/message"
)

type cost struct{ actions, coins, camels int }

func costOf(p Plan) cost { return cost{len(p.Actions), p.Coins, p.Camels} }

func route(p Plan, start string) string { return strings.Join(p.Spaces(start), " ") }

// TestRulebookExample is the travel example of the rulebook (VIAJES):
// Amarillo places a 3 and a 5, moves Samarqanda → oasis → Kasgar → Lan-Zhou,
// pays 12 coins for 3 spaces and 8 camels for the routes.
func TestRulebookExample(t *testing.T) {
	res, err := To("samarcanda", "lanzhou", Options{Die: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := res.FewestCoins()
	if got := costOf(p); got != (cost{1, 12, 8}) {
		t.Errorf("cost %+v, want 1 action, 12 coins, 8 camels", got)
	}
	if got := route(p, "samarcanda"); got != "samarcanda oasis11 kashgar lanzhou" {
		t.Errorf("route %s", got)
	}
	// Taking the same way in more, shorter actions is cheaper in coins:
	// 1+2 spaces = 3+7 = 10; 1+1+1 = 9.
	want := map[cost]bool{{2, 10, 8}: true, {3, 9, 8}: true}
	for _, p := range res.Plans {
		delete(want, costOf(p))
	}
	if len(want) > 0 {
		t.Errorf("missing alternatives %v in %v", want, costs(res))
	}
}

func costs(r Result) []cost {
	var out []cost
	for _, p := range r.Plans {
		out = append(out, costOf(p))
	}
	return out
}

func TestHandCheckedRoutes(t *testing.T) {
	cases := []struct {
		name         string
		from, to     string
		opt          Options
		fewestCoins  cost
		fewestCamels cost
		coinsRoute   string
		camelsRoute  string
	}{
		{"Venezia to Moscow, die 2: 2 spaces, 7 coins", "venezia", "moscow", Options{Die: 2},
			cost{1, 7, 0}, cost{1, 7, 0}, "venezia oasis1 moscow", "venezia oasis1 moscow"},
		{"Venezia to Moscow, die 1: 2 actions of 3 coins", "venezia", "moscow", Options{Die: 1},
			cost{2, 6, 0}, cost{2, 6, 0}, "venezia oasis1 moscow", "venezia oasis1 moscow"},
		// 7 spaces need 2 actions with a 6; 1+6 spaces cost 3+18 = 21.
		// Fewest coins: through Oasis7 (3+2+3 camels). Fewest camels:
		// through Oasis6 (3+2 camels, 5 coins on Oasis5–Oasis6).
		{"Venezia to Beijing, die 6", "venezia", "beijing", Options{Die: 6},
			cost{2, 21, 8}, cost{2, 26, 5},
			"venezia oasis1 moscow anxi karakorum oasis5 oasis7 beijing",
			"venezia oasis1 moscow anxi karakorum oasis5 oasis6 beijing"},
		// Alexandria → Kochi: Oasis22, Adana (2 camels), Kochi (15 coins):
		// 3 spaces, 12 + 15 coins.
		{"Alexandria to Kochi, die 4", "alexandria", "kochi", Options{Die: 4},
			cost{1, 27, 2}, cost{1, 27, 2}, "alexandria oasis22 adana kochi", "alexandria oasis22 adana kochi"},
		// Johannes Caprini: Venezia → Oasis1, jump to Oasis6, Beijing: 3 spaces, 12 coins.
		{"Johannes: Venezia to Beijing by an oasis jump", "venezia", "beijing", Options{Die: 6, OasisJumps: true},
			cost{1, 12, 0}, cost{1, 12, 0}, "venezia oasis1 oasis6 beijing", "venezia oasis1 oasis6 beijing"},
		// Johannes on Oasis5 → Oasis6: a free jump instead of the 5-coin route.
		{"Johannes skips the Oasis5–Oasis6 toll", "oasis5", "oasis6", Options{Die: 1, OasisJumps: true},
			cost{1, 3, 0}, cost{1, 3, 0}, "oasis5 oasis6", "oasis5 oasis6"},
		{"without Johannes the toll is paid", "oasis5", "oasis6", Options{Die: 1},
			cost{1, 8, 0}, cost{1, 8, 0}, "oasis5 oasis6", "oasis5 oasis6"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := To(c.from, c.to, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			if got := costOf(res.FewestCoins()); got != c.fewestCoins {
				t.Errorf("fewest coins %+v, want %+v (all: %v)", got, c.fewestCoins, costs(res))
			}
			if got := costOf(res.FewestCamels()); got != c.fewestCamels {
				t.Errorf("fewest camels %+v, want %+v (all: %v)", got, c.fewestCamels, costs(res))
			}
			if got := route(res.FewestCoins(), c.from); got != c.coinsRoute {
				t.Errorf("fewest-coins route %s, want %s", got, c.coinsRoute)
			}
			if got := route(res.FewestCamels(), c.from); got != c.camelsRoute {
				t.Errorf("fewest-camels route %s, want %s", got, c.camelsRoute)
			}
		})
	}
}

// TestObjective: from Venezia with a 6, both cities of Moscow+Xian. Moscow
// first (2 spaces, 7 coins), then Moscow → Xian in 6 spaces (18 coins):
// through Oasis7 (8 camels) or Oasis6 (5 camels, 5 coins).
func TestObjective(t *testing.T) {
	res, err := Visit("venezia", []string{"xian", "moscow"}, Options{Die: 6})
	if err != nil {
		t.Fatal(err)
	}
	if got := costOf(res.FewestCoins()); got != (cost{2, 25, 8}) {
		t.Errorf("fewest coins %+v (all %v)", got, costs(res))
	}
	if got := costOf(res.FewestCamels()); got != (cost{2, 30, 5}) {
		t.Errorf("fewest camels %+v (all %v)", got, costs(res))
	}
	p := res.FewestCoins()
	if p.Actions[0].End() != "moscow" || p.Actions[1].End() != "xian" {
		t.Errorf("actions end on %s, %s", p.Actions[0].End(), p.Actions[1].End())
	}
}

// TestEveryPlanIsLegal checks every plan from every space to every space
// for every die, with and without oasis jumps: the steps join up along
// routes of the map, no action moves more spaces than the die, the costs
// add up, and the front holds no plan beaten by another.
func TestEveryPlanIsLegal(t *testing.T) {
	routes := map[[2]string]mp.Route{}
	for _, r := range mp.Routes() {
		routes[[2]string{r.From, r.To}], routes[[2]string{r.To, r.From}] = r, r
	}
	oasis := func(id string) bool { s, _ := mp.SpaceByID(id); return s.Kind == mp.KindOasis }
	for _, jumps := range []bool{false, true} {
		for die := 1; die <= 6; die++ {
			for _, from := range mp.Spaces() {
				for _, to := range mp.Spaces() {
					res, err := To(from.ID, to.ID, Options{Die: die, OasisJumps: jumps})
					if err != nil || len(res.Plans) == 0 {
						t.Fatalf("%s → %s die %d: %v, %d plans", from.ID, to.ID, die, err, len(res.Plans))
					}
					for _, p := range res.Plans {
						at, coins, camels := from.ID, 0, 0
						for _, a := range p.Actions {
							if len(a.Steps) < 1 || len(a.Steps) > die || a.TravelCost != mp.TravelCoins(len(a.Steps)) {
								t.Fatalf("%s → %s die %d: action of %d steps costing %d", from.ID, to.ID, die, len(a.Steps), a.TravelCost)
							}
							coins += a.TravelCost
							for _, s := range a.Steps {
								r, ok := routes[[2]string{s.From, s.To}]
								switch {
								case s.From != at:
									t.Fatalf("step from %s while at %s", s.From, at)
								case s.Jump && (!jumps || !oasis(s.From) || !oasis(s.To) || s.Coins+s.Camels != 0):
									t.Fatalf("illegal jump %+v", s)
								case !s.Jump && (!ok || r.Coins != s.Coins || r.Camels != s.Camels):
									t.Fatalf("step %+v is not a route", s)
								}
								at, coins, camels = s.To, coins+s.Coins, camels+s.Camels
							}
						}
						if at != to.ID || coins != p.Coins || camels != p.Camels {
							t.Fatalf("%s → %s die %d: ends at %s, %d coins %d camels; plan says %d, %d", from.ID, to.ID, die, at, coins, camels, p.Coins, p.Camels)
						}
					}
					for i, p := range res.Plans {
						for j, q := range res.Plans {
							if i != j && len(q.Actions) <= len(p.Actions) && q.Coins <= p.Coins && q.Camels <= p.Camels {
								t.Fatalf("%s → %s die %d: plan %v beaten by %v", from.ID, to.ID, die, costOf(p), costOf(q))
							}
						}
					}
				}
			}
		}
	}
}

func TestErrors(t *testing.T) {
	for _, c := range []struct {
		from, to string
		die      int
	}{{"venezia", "rome", 3}, {"rome", "venezia", 3}, {"venezia", "moscow", 0}, {"venezia", "moscow", 7}} {
		_, err := To(c.from, c.to, Options{Die: c.die})
		var e *Error
		if !errors.As(err, &e) || e.ErrorCode() != "bad-input" {
			t.Errorf("%+v: err = %v", c, err)
		}
	}
	if _, err := Visit("venezia", []string{"moscow", "xian", "anxi"}, Options{Die: 3}); err == nil {
		t.Error("three targets accepted")
	}
	res, err := To("moscow", "moscow", Options{Die: 3})
	if err != nil || len(res.Plans) != 1 || len(res.Plans[0].Actions) != 0 || res.FewestActions() != 0 {
		t.Errorf("staying put: %+v, %v", res, err)
	}
}

// BenchmarkPlan plans one target from one space; the brief asks for any
// target from any space under 1 ms.
func BenchmarkPlan(b *testing.B) {
	spaces := mp.Spaces()
	for i := 0; b.Loop(); i++ {
		from := spaces[i%len(spaces)].ID
		to := spaces[(i*7+3)%len(spaces)].ID
		if _, err := To(from, to, Options{Die: 1 + i%6, OasisJumps: i%2 == 0}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWorstPlan is the slowest single request: the most spaces per
// action, oasis jumps, across the map.
func BenchmarkWorstPlan(b *testing.B) {
	for b.Loop() {
		if _, err := Visit("venezia", []string{"sumatra", "anxi"}, Options{Die: 6, OasisJumps: true}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEveryPlan plans every target from every space for every die,
// with and without oasis jumps. It reports the mean time of one plan and
// the slowest plan (each plan's best time over the iterations, so that a
// garbage collection pause does not count as planning).
func BenchmarkEveryPlan(b *testing.B) {
	spaces := mp.Spaces()
	best := map[[4]int]time.Duration{}
	plans := 0
	for b.Loop() {
		for jumps := range 2 {
			for die := 1; die <= 6; die++ {
				for i, from := range spaces {
					for j, to := range spaces {
						start := time.Now()
						if _, err := To(from.ID, to.ID, Options{Die: die, OasisJumps: jumps == 1}); err != nil {
							b.Fatal(err)
						}
						d := time.Since(start)
						key := [4]int{jumps, die, i, j}
						if old, ok := best[key]; !ok || d < old {
							best[key] = d
						}
						plans++
					}
				}
			}
		}
	}
	var slowest time.Duration
	for _, d := range best {
		slowest = max(slowest, d)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(plans), "ns/plan")
	b.ReportMetric(float64(slowest.Microseconds()), "µs-slowest-plan")
}

// TestRubrukPassesThrough: Wilhelm von Rubruk places a post in every city
// he enters, so an objective's first city need not end an action. From
// Venezia with a 4, Moscow+Xian: others end an action on Moscow (2 spaces,
// 7 coins) and need 2 more actions for the 6 spaces to Xian (4+2: 12+7),
// 3 actions and 26 coins; Rubruk moves 4+4 spaces through Moscow (12+12
// coins): by Oasis7, 8 camels; by Oasis6, 5 camels and 5 coins.
func TestRubrukPassesThrough(t *testing.T) {
	plain, err := Visit("venezia", []string{"moscow", "xian"}, Options{Die: 4})
	if err != nil {
		t.Fatal(err)
	}
	if got := costOf(plain.FewestCoins()); got != (cost{3, 26, 8}) {
		t.Errorf("without Rubruk: %+v (all %v)", got, costs(plain))
	}
	res, err := Visit("venezia", []string{"moscow", "xian"}, Options{Die: 4, PostsWhilePassing: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := costOf(res.FewestCoins()); got != (cost{2, 24, 8}) {
		t.Errorf("Rubruk, fewest coins: %+v (all %v)", got, costs(res))
	}
	if got := costOf(res.FewestCamels()); got != (cost{2, 29, 5}) {
		t.Errorf("Rubruk, fewest camels: %+v (all %v)", got, costs(res))
	}
	p := res.FewestCoins()
	if got := route(p, "venezia"); got != "venezia oasis1 moscow anxi karakorum oasis5 oasis7 beijing xian" {
		t.Errorf("route %s", got)
	}
	if p.Actions[0].End() == "moscow" || p.Actions[1].End() != "xian" {
		t.Errorf("actions end on %s, %s", p.Actions[0].End(), p.Actions[1].End())
	}
	// Every Rubruk plan enters both cities and ends on one of them.
	for _, p := range res.Plans {
		spaces := p.Spaces("venezia")
		last := spaces[len(spaces)-1]
		if !slices.Contains(spaces, "moscow") || !slices.Contains(spaces, "xian") || (last != "moscow" && last != "xian") {
			t.Errorf("plan %v", spaces)
		}
	}
}

// TestRubrukSameForOneTarget: for a single target, ending the action on
// it is never dearer than passing it, so Rubruk's plans cost the same.
func TestRubrukSameForOneTarget(t *testing.T) {
	for _, from := range mp.Spaces() {
		for _, to := range mp.Spaces() {
			a, err1 := To(from.ID, to.ID, Options{Die: 3})
			b, err2 := To(from.ID, to.ID, Options{Die: 3, PostsWhilePassing: true})
			if err1 != nil || err2 != nil || !slices.Equal(costs(a), costs(b)) {
				t.Fatalf("%s → %s: %v / %v (%v, %v)", from.ID, to.ID, costs(a), costs(b), err1, err2)
			}
		}
	}
}

// TestActionCost: an action costs its travel cost plus each route's extra
// coins, and each route's camels; a plan's coins and camels are its
// actions' costs added up.
func TestActionCost(t *testing.T) {
	for _, c := range []struct {
		name          string
		action        Action
		coins, camels int
	}{
		{"a free route", Action{TravelCost: 3, Steps: []Step{{From: "a", To: "b"}}}, 3, 0},
		{"extras on two routes", Action{TravelCost: 7, Steps: []Step{{From: "a", To: "b", Coins: 3}, {From: "b", To: "c", Camels: 2, Coins: 1}}}, 11, 2},
		{"an oasis jump", Action{TravelCost: 3, Steps: []Step{{From: "a", To: "b", Jump: true}}}, 3, 0},
	} {
		coins, camels := c.action.Cost()
		if coins != c.coins || camels != c.camels {
			t.Errorf("%s: %d coins, %d camels; want %d, %d", c.name, coins, camels, c.coins, c.camels)
		}
	}
	res, err := Visit("venezia", []string{"beijing"}, Options{Die: 6})
	if err != nil {
		t.Fatal(err)
	}
	for _, plan := range res.Plans {
		coins, camels := 0, 0
		for _, a := range plan.Actions {
			c, k := a.Cost()
			coins, camels = coins+c, camels+k
		}
		if coins != plan.Coins || camels != plan.Camels {
			t.Errorf("a plan of %d coins, %d camels has actions costing %d, %d", plan.Coins, plan.Camels, coins, camels)
		}
	}
}

// TestRefusalsSayCodes: a request the planner cannot answer says a code
// with its parameters.
func TestRefusalsSayCodes(t *testing.T) {
	for _, c := range []struct {
		name string
		err  error
		code string
	}{
		{"die", func() error { _, err := To("venezia", "beijing", Options{Die: 9}); return err }(), "travel.die"},
		{"space", func() error { _, err := To("atlantis", "beijing", Options{Die: 3}); return err }(), "travel.space"},
		{"targets", func() error {
			_, err := Visit("venezia", []string{"moscow", "beijing", "sumatra"}, Options{Die: 3})
			return err
		}(), "travel.targets"},
	} {
		if m, ok := message.Of(c.err); !ok || m.Code != c.code {
			t.Errorf("%s: %v; want code %s", c.name, c.err, c.code)
		}
	}
}
