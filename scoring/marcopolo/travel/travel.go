// Package travel plans journeys on the Marco Polo map: for a position, a
// target and the die value a player can put on the travel action, the
// cheapest ways there under the rules of the rulebook's «VIAJES» section:
//
//   - the lower die of the travel action is the most spaces one action
//     moves, at least 1 (VIAJES 1);
//   - each action pays the travel cost of the spaces actually moved:
//     1 → 3 coins, 2 → 7, 3 and 4 → 12, 5 and 6 → 18 (VIAJES 2);
//   - every route used pays its extra camels or coins (VIAJES 3);
//   - a move ends on a space, never between two; spaces may be crossed and
//     revisited (VIAJES 4, ¿Qué más hay que tener en cuenta?).
//
// A trading post is placed only where an action ends, so a target must be
// the end of an action — except for Wilhelm von Rubruk, who places a post
// in every city he passes through (data/marcopolo), so that for him
// passing a target reaches it. Johannes Caprini's oasis jumps (every oasis
// adjacent to every other) are honoured when asked.
//
// Plans are compared on three costs: travel actions, coins (travel costs
// plus route coins) and camels. The planner returns every plan that no
// other plan beats on all three (the Pareto front), so a player sees the
// fewest actions, and among those the fewest coins or the fewest camels,
// and the trade-offs of taking one more action.
package travel

import (
	"slices"
	"sync"

	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/data/message"
)

// Step is one space moved along a route (or an oasis jump).
type Step struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Camels int    `json:"camels,omitempty"`
	Coins  int    `json:"coins,omitempty"`
	// Jump marks Johannes Caprini's oasis-to-oasis move.
	Jump bool `json:"jump,omitempty"`
}

// Action is one travel action: its steps and its travel cost in coins (the
// route extras are in the steps).
type Action struct {
	Steps      []Step `json:"steps"`
	TravelCost int    `json:"travel_cost"`
}

// End is the space the action ends on.
func (a Action) End() string { return a.Steps[len(a.Steps)-1].To }

// Cost is what the action costs: its travel cost plus the coins of the
// routes it takes, and the camels of those routes (ES «Paga tus gastos de
// viaje», «Paga cualquier gasto extra»: the travel cost by the spaces
// moved, then each route's extra coins or camels in addition).
func (a Action) Cost() (coins, camels int) {
	coins = a.TravelCost
	for _, s := range a.Steps {
		coins += s.Coins
		camels += s.Camels
	}
	return coins, camels
}

// Plan is one way to the target(s).
type Plan struct {
	Actions []Action `json:"actions"`
	// Coins are the travel costs plus the coins of the routes.
	Coins  int `json:"coins"`
	Camels int `json:"camels"`
}

// Spaces are the spaces visited in order, the start first.
func (p Plan) Spaces(start string) []string {
	out := []string{start}
	for _, a := range p.Actions {
		for _, s := range a.Steps {
			out = append(out, s.To)
		}
	}
	return out
}

// Options are the player's circumstances.
type Options struct {
	// Die is the lower die of the travel action: the most spaces per action (1–6).
	Die int
	// OasisJumps: the player is Johannes Caprini.
	OasisJumps bool
	// PostsWhilePassing: the player is Wilhelm von Rubruk, whose posts go
	// in every city his pawn enters, not only where an action ends.
	PostsWhilePassing bool
}

// Result lists the Pareto-optimal plans, sorted by actions, coins, camels.
type Result struct {
	Plans []Plan `json:"plans"`
}

// FewestActions is the fewest travel actions that reach the target(s).
func (r Result) FewestActions() int {
	if len(r.Plans) == 0 {
		return 0
	}
	return len(r.Plans[0].Actions)
}

// FewestCoins is, among the plans with the fewest actions, the one with the
// fewest coins (then camels).
func (r Result) FewestCoins() Plan {
	return r.best(func(a, b Plan) bool { return less(a.Coins, a.Camels, b.Coins, b.Camels) })
}

// FewestCamels is, among the plans with the fewest actions, the one with
// the fewest camels (then coins).
func (r Result) FewestCamels() Plan {
	return r.best(func(a, b Plan) bool { return less(a.Camels, a.Coins, b.Camels, b.Coins) })
}

func less(a1, a2, b1, b2 int) bool { return a1 < b1 || (a1 == b1 && a2 < b2) }

func (r Result) best(better func(a, b Plan) bool) Plan {
	var out Plan
	for i, p := range r.Plans {
		if len(p.Actions) != r.FewestActions() {
			break
		}
		if i == 0 || better(p, out) {
			out = p
		}
	}
	return out
}

// What the planner says when it cannot answer a request.
var (
	kindDie     = message.Define("travel.die", "die value {{.Die}} is out of range 1–{{.Max}}")
	kindSpace   = message.Define("travel.space", "unknown space \"{{.Space}}\"")
	kindTargets = message.Define("travel.targets", "can visit 1 or 2 targets, not {{.Count}}")
)

// Error is a request the planner cannot answer (unknown space, die out of
// range); it is the CLI's bad-input.
type Error struct{ Problem message.Message }

// Error returns the message in English.
func (e *Error) Error() string { return e.Problem.String() }

// Said is the message.
func (e *Error) Said() message.Message { return e.Problem }

// ErrorCode is the error code of the CLI contract.
func (e *Error) ErrorCode() string { return "bad-input" }

// graph is the map as adjacency lists over space indices.
type graph struct {
	adj [][]edge
}

type edge struct {
	to            int
	camels, coins int
	jump          bool
}

// board is the map as the planner reads it: the spaces' ids by index and
// the graphs without and with Johannes Caprini's oasis jumps.
type board struct {
	ids               []string
	plainMap, jumpMap graph
}

// theBoard builds the board when a plan is first asked for, not while the
// app starts.
var theBoard = sync.OnceValue(func() *board {
	spaces := mp.Spaces()
	b := &board{ids: make([]string, len(spaces))}
	for i, s := range spaces {
		b.ids[i] = s.ID
	}
	b.plainMap = build(spaces, false)
	b.jumpMap = build(spaces, true)
	return b
})

func build(spaces []mp.Space, jumps bool) graph {
	g := graph{adj: make([][]edge, len(spaces))}
	freeRoute := map[[2]int]bool{}
	for _, r := range mp.Routes() {
		a, b := mp.SpaceIndex(r.From), mp.SpaceIndex(r.To)
		g.adj[a] = append(g.adj[a], edge{to: b, camels: r.Camels, coins: r.Coins})
		g.adj[b] = append(g.adj[b], edge{to: a, camels: r.Camels, coins: r.Coins})
		if r.Camels == 0 && r.Coins == 0 {
			freeRoute[[2]int{a, b}], freeRoute[[2]int{b, a}] = true, true
		}
	}
	if !jumps {
		return g
	}
	// Johannes Caprini: any oasis to any other oasis counts as one space.
	// A jump is not a route, so it pays no route extra; where a printed
	// route also joins two oases (Oasis5–Oasis6, 5 coins) the free jump
	// makes it needless; where a free route joins them, the route is kept.
	// The sources differ on the toll: Board Game Arena
	// (rezende/bga-marcopoloexpansions marcopoloexpansions.game.php,
	// findMatchingBoardEdge: "johannes can teleport between oasis (no
	// cost)") lets Johannes cross Oasis5–Oasis6 without the 5 coins;
	// Slugburn/VoMP (RouteMap.Oasis) keeps the printed route's toll. The
	// rules supplement is not available; the app follows BGA, the playable
	// implementation, and the ability as both state it (a jump between
	// oases, no route of its own).
	for a, sa := range spaces {
		for b, sb := range spaces {
			if a != b && sa.Kind == mp.KindOasis && sb.Kind == mp.KindOasis && !freeRoute[[2]int{a, b}] {
				g.adj[a] = append(g.adj[a], edge{to: b, jump: true})
			}
		}
	}
	return g
}

// label is a partial journey: at a space, with steps taken in the open
// action (0 = between actions), the targets reached so far (a bit each),
// and its costs.
type label struct {
	space, open           int
	mask                  uint8
	actions, coins, camel int
	prev                  int32 // index of the previous label, -1 at the start
	via                   int8  // -1: closing an action; else index into adj[prev space]
}

func dominates(a, b *label) bool {
	return a.actions <= b.actions && a.coins <= b.coins && a.camel <= b.camel
}

// search runs a multi-criteria label-correcting search from start and
// returns the non-dominated labels that have reached every target.
type search struct {
	g       *graph
	ids     []string // the spaces' ids by index
	die     int
	passing bool
	labels  []label
	front   [][]int32 // per state (see state): live label indices
	dead    []bool
}

func newSearch(opt Options) (*search, error) {
	if opt.Die < 1 || opt.Die > mp.MaxDie {
		return nil, &Error{kindDie.With(message.Params{"Die": opt.Die, "Max": mp.MaxDie})}
	}
	b := theBoard()
	g := &b.plainMap
	if opt.OasisJumps {
		g = &b.jumpMap
	}
	return &search{g: g, ids: b.ids, die: opt.Die, passing: opt.PostsWhilePassing}, nil
}

// state numbers a label's (targets reached, space, open steps).
func (s *search) state(l *label) int {
	return (int(l.mask)*len(s.ids)+l.space)*(s.die+1) + l.open
}

// offer adds l unless a label of its state dominates it, and drops the
// labels it dominates; it reports whether l was kept.
func (s *search) offer(l label) bool {
	st := s.state(&l)
	kept := s.front[st][:0]
	for _, i := range s.front[st] {
		if dominates(&s.labels[i], &l) {
			return false
		}
	}
	for _, i := range s.front[st] {
		if dominates(&l, &s.labels[i]) {
			s.dead[i] = true
			continue
		}
		kept = append(kept, i)
	}
	s.labels = append(s.labels, l)
	s.dead = append(s.dead, false)
	s.front[st] = append(kept, int32(len(s.labels)-1))
	return true
}

// maxActions bounds a journey; no plan on a 25-space map needs more.
const maxActions = 24

// run searches from start until every target is reached: a target is
// reached where an action ends on it, or, with posts while passing, where
// the pawn enters it. It returns the labels that reach the last target and
// end their action there.
func (s *search) run(start int, targets []int) []int32 {
	bit := func(space int) uint8 {
		for k, t := range targets {
			if t == space {
				return 1 << k
			}
		}
		return 0
	}
	full := uint8(1)<<len(targets) - 1
	s.labels = s.labels[:0]
	s.dead = s.dead[:0]
	s.front = make([][]int32, (int(full)+1)*len(s.ids)*(s.die+1))
	s.offer(label{space: start, prev: -1, via: -1})
	for head := 0; head < len(s.labels); head++ {
		if s.dead[head] {
			continue
		}
		l := s.labels[head]
		if l.open > 0 {
			// End the action here, paying the travel cost.
			s.offer(label{space: l.space, mask: l.mask | bit(l.space), actions: l.actions,
				coins: l.coins + mp.TravelCoins(l.open), camel: l.camel, prev: int32(head), via: -1})
		}
		if l.mask == full {
			continue // every target reached: going on only adds cost
		}
		if l.open == s.die || (l.open == 0 && l.actions == maxActions) {
			continue
		}
		actions := l.actions
		if l.open == 0 {
			actions++
		}
		for k, e := range s.g.adj[l.space] {
			mask := l.mask
			if s.passing {
				mask |= bit(e.to)
			}
			s.offer(label{space: e.to, open: l.open + 1, mask: mask, actions: actions, coins: l.coins + e.coins,
				camel: l.camel + e.camels, prev: int32(head), via: int8(k)})
		}
	}
	var out []int32
	for _, t := range targets {
		out = append(out, s.front[s.state(&label{mask: full, space: t})]...)
	}
	return out
}

// plan rebuilds the journey that ends with label i.
func (s *search) plan(i int32) Plan {
	var steps []Step
	var ends []int // number of steps of each action, from the end
	open := 0
	for l := &s.labels[i]; l.prev >= 0; l = &s.labels[l.prev] {
		if l.via < 0 {
			ends = append(ends, 0)
			open = len(ends) - 1
			continue
		}
		from := s.labels[l.prev].space
		e := s.g.adj[from][l.via]
		steps = append(steps, Step{From: s.ids[from], To: s.ids[e.to], Camels: e.camels, Coins: e.coins, Jump: e.jump})
		ends[open]++
	}
	slices.Reverse(steps)
	slices.Reverse(ends)
	l := s.labels[i]
	p := Plan{Coins: l.coins, Camels: l.camel}
	for _, n := range ends {
		p.Actions = append(p.Actions, Action{Steps: steps[:n:n], TravelCost: mp.TravelCoins(n)})
		steps = steps[n:]
	}
	return p
}

func index(id string) (int, error) {
	i := mp.SpaceIndex(id)
	if i < 0 {
		return 0, &Error{kindSpace.With(message.Params{"Space": id})}
	}
	return i, nil
}

// To plans the journeys from one space to another.
func To(from, to string, opt Options) (Result, error) { return Visit(from, []string{to}, opt) }

// maxTargets is the most targets one plan visits (an objective card's two
// cities).
const maxTargets = 2

// Visit plans journeys that reach each of the targets, in any order: for
// an objective card, both of its cities (leave out a city that already
// holds the player's post). A target is reached where an action ends on
// it, or, for Wilhelm von Rubruk (Options.PostsWhilePassing), where the
// pawn passes through it; the pawn's own space counts as reached.
func Visit(from string, targets []string, opt Options) (Result, error) {
	s, err := newSearch(opt)
	if err != nil {
		return Result{}, err
	}
	if len(targets) > maxTargets {
		return Result{}, &Error{kindTargets.With(message.Params{"Count": len(targets)})}
	}
	a, err := index(from)
	if err != nil {
		return Result{}, err
	}
	var ts []int
	for _, t := range targets {
		b, err := index(t)
		if err != nil {
			return Result{}, err
		}
		if b != a && !slices.Contains(ts, b) {
			ts = append(ts, b)
		}
	}
	if len(ts) == 0 {
		return Result{Plans: []Plan{{}}}, nil
	}
	var plans []Plan
	for _, i := range s.run(a, ts) {
		plans = append(plans, s.plan(i))
	}
	return Result{Plans: pareto(plans)}, nil
}

// pareto keeps the plans no other plan beats on every cost (one of equal
// ones), sorted by actions, coins, camels.
func pareto(plans []Plan) []Plan {
	slices.SortStableFunc(plans, func(a, b Plan) int {
		if d := len(a.Actions) - len(b.Actions); d != 0 {
			return d
		}
		if d := a.Coins - b.Coins; d != 0 {
			return d
		}
		return a.Camels - b.Camels
	})
	var out []Plan
	for _, p := range plans {
		beaten := false
		for _, q := range out {
			if len(q.Actions) <= len(p.Actions) && q.Coins <= p.Coins && q.Camels <= p.Camels {
				beaten = true
				break
			}
		}
		if !beaten {
			out = append(out, p)
		}
	}
	return out
}
