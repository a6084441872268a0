// Package sabika is the Sabika game record at the table: a game started
// from a dealt setup or by hand, its round track and every player's
// bookkeeping, the guided end of each round in the rulebook's order (spec
// §2.4), the end of the game with a breakdown per player and the winner
// (§2.5, §5), undo and redo of every step, saved after each, and the list
// of games to resume or delete. Every rule is scoring/sabika/game's: the
// screens show what the engine decides and what each step changes.
package sabika

import (
	"fmt"
	"slices"
	"strconv"

	data "arrayan.io/arrayan/data/sabika"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// StoreKey is the app/store name of the saved games.
const StoreKey = "sabika.games"

// maxGames bounds the saved list; a longer one is not ours.
const maxGames = 200

// maxPoems bounds a player's major poems and the ranking poems entered.
const maxPoems = 16

// Phase is the step of the end of a round (or of the game) in progress,
// in the rulebook's order (spec §2.4, §2.5).
type Phase string

// The phases: during a round the record waits on the income; the narrator
// step scores the wishes on spaces 2, 4 and 6; the tribute is paid and its
// stacks corrected; the events change; the start player is chosen with the
// reminders; at the end of round 5 the final scoring replaces them all.
const (
	PhaseIncome   Phase = "income"
	PhaseNarrator Phase = "narrator"
	PhaseTribute  Phase = "tribute"
	PhaseStacks   Phase = "stacks"
	PhaseEvent    Phase = "event-change"
	PhaseStart    Phase = "start-player"
	PhaseFinal    Phase = "final"
	PhaseEnded    Phase = "ended"
)

var phases = []Phase{PhaseIncome, PhaseNarrator, PhaseTribute, PhaseStacks, PhaseEvent, PhaseStart, PhaseFinal, PhaseEnded}

// Games is the saved list of Sabika games, newest last.
type Games struct {
	// Next numbers the next game started.
	Next    int      `json:"next"`
	Records []Record `json:"records"`
}

// Record is one game: the engine's state between steps, Yusuf's automa
// state in a solo game, the step in progress with what has been entered
// for it, the log of confirmed steps and, once ended, the final result.
type Record struct {
	ID int `json:"id"`
	// Started is when the game was started, as the list shows it
	// (RFC 3339).
	Started string `json:"started"`
	// Code is the setup code the game was started from ("" by hand).
	Code string     `json:"code,omitempty"`
	Game game.State `json:"game"`
	// Yusuf is the automa's state in a solo game, run by the screen
	// app/sabika/yusufturn plugs in through YusufPanel; nil otherwise.
	Yusuf *yusuf.State `json:"yusuf,omitempty"`
	Phase Phase        `json:"phase"`
	Entry Entry        `json:"entry"`
	// Log holds what each confirmed step changed, oldest first.
	Log []Logged `json:"log"`
	// Result is the end of the game's breakdown, by player, once ended.
	Result *sabika.FinalResult `json:"result,omitempty"`
}

// Entry is what the players have entered for the step in progress; each
// slice is per player (seat order) or empty until the step starts.
type Entry struct {
	Income   []int                 `json:"income"`
	Tile     int                   `json:"tile"` // edition wish-tile index, -1 not chosen
	Holdings []sabika.WishHoldings `json:"holdings"`
	// Pays are the tribute mixes; a nil entry takes ruling 8's proposal.
	Pays []*sabika.Payment `json:"pays"`
	// Chosen is the next start player the chooser names, -1 not yet.
	Chosen int `json:"chosen"`
	// Corrected are the holdings corrected to match the table during the
	// step (the first value and the last), logged with it on confirm.
	Corrected []game.Change `json:"corrected,omitempty"`
	// Track is the paria track's order as the players corrected it at the
	// stacks step (ruling 10), most advanced first; empty: as computed.
	Track sabika.Track `json:"track,omitempty"`
	// Revealed is the last event turned up at the first event change.
	Revealed int `json:"revealed"`
	// PoemOne is who holds minor poem 1*: 0 nobody, i+1 player i.
	PoemOne int `json:"poem_one"`
	// Final holds each player's end-of-game answers.
	Final []FinalAnswer `json:"final"`
	// Rankings are the ranking major poems in play at the end.
	Rankings []Ranking `json:"rankings"`
}

// FinalAnswer is what only the table shows of a player at the end of the
// game (spec §5); holdings, parias, dinars and seals come from the state.
type FinalAnswer struct {
	Income    int `json:"income"`
	Goods     int `json:"goods"`
	Marble    int `json:"marble"`
	Ceramic   int `json:"ceramic"`
	Trade     int `json:"trade"`
	Buildings int `json:"buildings"`
	// PoemPP are the PP read from each of the player's major poems that
	// do not rank players (ES L855–861).
	PoemPP []int `json:"poem_pp"`
	// YusufPoems, in Yusuf's seat of a solo game, are what his major
	// poems' cards print, one per poem he holds; the engine scores them
	// from his state (scoring/sabika/yusuf PoemPoints, A3 and C3).
	YusufPoems []yusuf.PoemScore `json:"yusuf_poems,omitempty"`
}

// Ranking is one ranking major poem: its owner and every player's value of
// the compared quantity; sabika.RankingPoints pays the owner (ES L859,
// rulings 7, 9).
type Ranking struct {
	Owner  int   `json:"owner"`
	Values []int `json:"values"`
}

// Logged is one confirmed step: the round it ended, the phase and what it
// changed (game.Diff).
type Logged struct {
	Round   int           `json:"round"`
	Phase   Phase         `json:"phase"`
	Changes []game.Change `json:"changes"`
	// Corrected are the holdings corrected to match the table before the
	// step was confirmed.
	Corrected []game.Change `json:"corrected,omitempty"`
}

// Round is the round being played or ended: the narrator's space while
// the round runs and until its advance, the space before it from the
// tribute to the start player (spec §2.2, §2.4).
func (r *Record) Round() int {
	switch r.Phase {
	case PhaseTribute, PhaseStacks, PhaseEvent, PhaseStart:
		return r.Game.Narrator - 1
	}
	return min(r.Game.Narrator, data.Rounds)
}

// YusufSeat is the index of Yusuf's seat, or -1 in a game without him.
func (r *Record) YusufSeat() int {
	return slices.IndexFunc(r.Game.Players, func(p game.Player) bool { return p.Yusuf() })
}

// Check refuses a saved list that the screens could not show, field by
// field: a hostile file never reaches a step, and an incomplete one is not
// read as an empty list. A solo game's Yusuf state is checked as far as it
// can be without Your copy (Record.Check with no components): a copy
// corrected since the game began stops his turns in his panel, which says
// why, but hides no game.
func (g *Games) Check() error {
	// The app always writes the list, [] when empty: a file without it, or
	// with null, is incomplete and is not read as no game.
	if g.Records == nil {
		return fmt.Errorf("records: missing or null, not a list of games")
	}
	if len(g.Records) > maxGames {
		return fmt.Errorf("records: at most %d games, not %d", maxGames, len(g.Records))
	}
	ids := map[int]bool{}
	for i := range g.Records {
		r := &g.Records[i]
		if ids[r.ID] || r.ID < 0 || r.ID >= g.Next {
			return fmt.Errorf("records[%d].id: %d is not a new number below %d", i, r.ID, g.Next)
		}
		ids[r.ID] = true
		if err := r.Check(nil); err != nil {
			return fmt.Errorf("records[%d].%w", i, err)
		}
	}
	return nil
}

// Check refuses a record whose parts do not fit together. A solo game's
// Yusuf state always goes through the engine's check of what needs no
// components (yusuf.State.ValidateStructure), and through its whole check
// against his components yc (Your copy's; nil for none) when they are all
// recorded.
func (r *Record) Check(yc *dy.Components) error {
	if err := r.Game.Check(); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	if !slices.Contains(phases, r.Phase) {
		return fmt.Errorf("phase: %q is not a step", r.Phase)
	}
	if (r.Phase == PhaseEnded) != r.Game.Ended || (r.Phase == PhaseEnded) != (r.Result != nil) {
		return fmt.Errorf("phase: an ended game has a result, and only it")
	}
	if err := r.checkPhase(); err != nil {
		return err
	}
	if err := r.checkYusuf(yc); err != nil {
		return err
	}
	if err := r.checkResult(); err != nil {
		return err
	}
	if len(r.Log) > 64 {
		return fmt.Errorf("log: at most 64 steps")
	}
	for i, l := range r.Log {
		if err := checkCorrected(l.Corrected, len(r.Game.Players)); err != nil {
			return fmt.Errorf("log[%d].%w", i, err)
		}
	}
	return r.Entry.check(r.Game)
}

// checkPhase refuses a phase the narrator's space cannot be in: the
// income and the narrator's advance before round 5's end, the tribute to
// the start player once the narrator moved (spaces 2–5), the final scoring
// at the end of round 5 (spec §2.4, §2.5).
func (r *Record) checkPhase() error {
	n := r.Game.Narrator
	ok := true
	switch r.Phase {
	case PhaseIncome, PhaseNarrator:
		ok = n < data.Rounds
	case PhaseTribute, PhaseStacks, PhaseEvent, PhaseStart:
		ok = n >= 2 && n <= data.Rounds
	case PhaseFinal:
		ok = n == data.Rounds
	}
	if !ok {
		return fmt.Errorf("phase: %s cannot follow the narrator on space %d", r.Phase, n)
	}
	return nil
}

// checkYusuf refuses a Yusuf state that is not his game's: without his
// seat, in a round the game has not reached (his next round starts on his
// first turn after the record's end of round), refused by the engine's
// check of what needs no components, or by its whole check against his
// components yc when they are given and recorded.
func (r *Record) checkYusuf(yc *dy.Components) error {
	seat := r.YusufSeat()
	if r.Yusuf == nil {
		return nil
	}
	y := r.Yusuf
	switch {
	case seat < 0:
		return fmt.Errorf("yusuf: a game without Yusuf's seat")
	case y.Version != yusuf.StateVersion:
		return fmt.Errorf("yusuf.version: %d, this version reads %d", y.Version, yusuf.StateVersion)
	case y.PP < 0 || y.Parias < 0 || y.Round < 1 || y.Round > yusuf.Rounds:
		return fmt.Errorf("yusuf: PP and parias 0 or more, round 1–%d", yusuf.Rounds)
	case y.Round > r.Round():
		return fmt.Errorf("yusuf.round: %d while the game is in round %d", y.Round, r.Round())
	}
	if err := y.ValidateStructure(); err != nil {
		return fmt.Errorf("yusuf: %w", err)
	}
	if yc != nil && yc.Ready() == nil {
		if err := y.Validate(yc); err != nil {
			return fmt.Errorf("yusuf: %w", err)
		}
	}
	return nil
}

func (r *Record) checkResult() error {
	if r.Result == nil {
		return nil
	}
	n := len(r.Game.Players)
	if len(r.Result.Players) != n || len(r.Result.Winners) == 0 || len(r.Result.Winners) > n {
		return fmt.Errorf("result: one score per player and 1 to %d winners", n)
	}
	for _, w := range r.Result.Winners {
		if w < 0 || w >= n {
			return fmt.Errorf("result.winners: %d is not a player", w)
		}
	}
	return nil
}

// check refuses entered values that a step could not take.
func (e *Entry) check(s game.State) error {
	n := len(s.Players)
	for name, l := range map[string]int{"income": len(e.Income), "holdings": len(e.Holdings), "pays": len(e.Pays), "final": len(e.Final)} {
		if l != 0 && l != n {
			return fmt.Errorf("entry.%s: one per player", name)
		}
	}
	switch {
	case e.Tile < -1 || e.Tile >= data.WishTiles:
		return fmt.Errorf("entry.tile: -1 or a wish tile 0–%d", data.WishTiles-1)
	case e.Chosen < -1 || e.Chosen >= n:
		return fmt.Errorf("entry.chosen: -1 or a player")
	case e.Revealed < 0 || e.Revealed > data.Events:
		return fmt.Errorf("entry.revealed: 0 or an event 1–%d", data.Events)
	case e.PoemOne < 0 || e.PoemOne > n:
		return fmt.Errorf("entry.poem_one: 0 or a player from 1")
	case len(e.Rankings) > maxPoems:
		return fmt.Errorf("entry.rankings: at most %d", maxPoems)
	}
	if err := checkCorrected(e.Corrected, n); err != nil {
		return fmt.Errorf("entry.%w", err)
	}
	if len(e.Track) > 0 {
		if _, _, err := game.Restack(s, e.Track); err != nil {
			return fmt.Errorf("entry.track: %w", err)
		}
	}
	for i, v := range e.Income {
		if v < 0 {
			return fmt.Errorf("entry.income[%d]: 0 or more", i)
		}
	}
	if err := checkHoldings(e.Holdings, s); err != nil {
		return err
	}
	for i, p := range e.Pays {
		if p != nil && (p.Parias < 0 || p.Dinars < 0 || p.Seals < 0 || p.PP < 0) {
			return fmt.Errorf("entry.pays[%d]: 0 or more of each", i)
		}
	}
	for i, f := range e.Final {
		if f.Income < 0 || f.Goods < 0 || f.Marble < 0 || f.Ceramic < 0 || f.Trade < 0 || f.Buildings < 0 || len(f.PoemPP) > maxPoems || slices.ContainsFunc(f.PoemPP, func(v int) bool { return v < 0 }) ||
			len(f.YusufPoems) > maxPoems || slices.ContainsFunc(f.YusufPoems, func(p yusuf.PoemScore) bool { return p.PP < 0 || p.PerTrio < 0 || p.PerBalance < 0 }) {
			return fmt.Errorf("entry.final[%d]: 0 or more of each, at most %d poems", i, maxPoems)
		}
	}
	for i, k := range e.Rankings {
		if k.Owner < 0 || k.Owner >= n || len(k.Values) != n || slices.ContainsFunc(k.Values, func(v int) bool { return v < 0 }) {
			return fmt.Errorf("entry.rankings[%d]: an owner and a value 0 or more per player", i)
		}
	}
	return nil
}

// checkCorrected refuses corrections that are not a player's PP, parias,
// dinars or seals, each at most once.
func checkCorrected(cs []game.Change, n int) error {
	seen := map[string]bool{}
	for _, c := range cs {
		m := pathRe.FindStringSubmatch(c.Path)
		if m == nil || seen[c.Path] || !slices.Contains([]string{"pp", "parias", "dinars", "seals"}, m[2]) {
			return fmt.Errorf("corrected: %q is not a player's holding corrected once", c.Path)
		}
		if i, err := strconv.Atoi(m[1]); err != nil || i >= n {
			return fmt.Errorf("corrected: %q is not a player's", c.Path)
		}
		seen[c.Path] = true
	}
	return nil
}

// checkHoldings runs the wish engine's own check on the entered holdings
// (an empty tower scores nothing but checks every player).
func checkHoldings(hs []sabika.WishHoldings, s game.State) error {
	if len(hs) == 0 {
		return nil
	}
	c := slices.Clone(hs)
	for i := range c {
		c[i].Yusuf = s.Players[i].Yusuf()
	}
	if _, err := sabika.ScoreWishes(nil, c); err != nil {
		return fmt.Errorf("entry.holdings: %w", err)
	}
	return nil
}

// Clone copies the list deeply, for the undo history.
func (g Games) Clone() Games {
	c := Games{Next: g.Next, Records: make([]Record, len(g.Records))}
	for i, r := range g.Records {
		c.Records[i] = r.Clone()
	}
	return c
}

// Clone copies a record deeply.
func (r Record) Clone() Record {
	c := r
	c.Game = cloneState(r.Game)
	if r.Yusuf != nil {
		y := r.Yusuf.Clone()
		c.Yusuf = &y
	}
	c.Entry = r.Entry.clone()
	c.Log = slices.Clone(r.Log)
	if r.Result != nil {
		res := sabika.FinalResult{Players: slices.Clone(r.Result.Players), Winners: slices.Clone(r.Result.Winners)}
		c.Result = &res
	}
	return c
}

func (e Entry) clone() Entry {
	c := e
	c.Income = slices.Clone(e.Income)
	c.Track = e.Track.Clone()
	c.Corrected = slices.Clone(e.Corrected)
	c.Holdings = make([]sabika.WishHoldings, len(e.Holdings))
	for i, h := range e.Holdings {
		c.Holdings[i] = h
		c.Holdings[i].Types = slices.Clone(h.Types)
	}
	c.Pays = make([]*sabika.Payment, len(e.Pays))
	for i, p := range e.Pays {
		if p != nil {
			q := *p
			c.Pays[i] = &q
		}
	}
	c.Final = make([]FinalAnswer, len(e.Final))
	for i, f := range e.Final {
		c.Final[i] = f
		c.Final[i].PoemPP = slices.Clone(f.PoemPP)
		c.Final[i].YusufPoems = slices.Clone(f.YusufPoems)
	}
	c.Rankings = make([]Ranking, len(e.Rankings))
	for i, k := range e.Rankings {
		c.Rankings[i] = Ranking{Owner: k.Owner, Values: slices.Clone(k.Values)}
	}
	return c
}

// cloneState copies the engine's state (its own clone is unexported; the
// engine's steps never share a slice with their input).
func cloneState(s game.State) game.State {
	c := s
	c.Players = slices.Clone(s.Players)
	c.Tower = slices.Clone(s.Tower)
	c.Track = s.Track.Clone()
	if s.Events != nil {
		ev := *s.Events
		c.Events = &ev
	}
	return c
}
