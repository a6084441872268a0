package game

import (
	"slices"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

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

// Phases lists every phase in the order a game meets them.
func Phases() []Phase {
	return []Phase{PhaseIncome, PhaseNarrator, PhaseTribute, PhaseStacks, PhaseEvent, PhaseStart, PhaseFinal, PhaseEnded}
}

// RoundEndPhases lists the steps of the end of each of rounds 1–4, in
// order, each confirmed on its own: the income, the narrator, the tribute,
// the stacks, the event change (in a game with events) and the start
// player (spec §2.4). A screen numbers them by their place here.
func RoundEndPhases(events bool) []Phase {
	out := []Phase{PhaseIncome, PhaseNarrator, PhaseTribute, PhaseStacks, PhaseEvent, PhaseStart}
	if !events {
		out = slices.DeleteFunc(out, func(p Phase) bool { return p == PhaseEvent })
	}
	return out
}

// Record is one game at the table: the state between steps, Yusuf's
// automa state in a solo game, the step in progress with what has been
// entered for it, the log of confirmed steps and, once ended, the final
// result. Its JSON is the record the app saves (state key sabika.games,
// one element of "records"); "arrayan-cli sabika game" continues one, or
// replays a game from its Start, with entries in the format of Entry.
type Record struct {
	// ID numbers the game in the app's list of games.
	ID int `json:"id"`
	// Started is when the game was started, as the list shows it
	// (RFC 3339).
	Started string `json:"started"`
	// Code is the setup code the game was started from ("" by hand).
	Code string `json:"code,omitempty"`
	Game State  `json:"game"`
	// Yusuf is the automa's state in a solo game once set up
	// (scoring/sabika/yusuf); nil otherwise, or while his seat is entered
	// by hand like any other.
	Yusuf *yusuf.State `json:"yusuf,omitempty"`
	// YusufPP is Yusuf's starting PP in a solo game as its start chose
	// it: 5, or 10 for a harder game [ES L1170]; 0 in a game without him
	// and in records saved before it was kept (see YusufTenPP).
	YusufPP int   `json:"yusuf_pp,omitempty"`
	Phase   Phase `json:"phase"`
	Entry   Entry `json:"entry"`
	// Log holds what each confirmed step changed, oldest first.
	Log []Logged `json:"log"`
	// Types are the building types each player held at the last wish
	// confirmed, by seat; the next wish starts from them (buildings stay
	// built). Empty before the first wish.
	Types [][]data.BuildingType `json:"types,omitempty"`
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
	Corrected []Change `json:"corrected,omitempty"`
	// Track is the paria track's order as the players corrected it at the
	// stacks step (ruling 10), most advanced first; empty: as computed.
	Track sabika.Track `json:"track,omitempty"`
	// Revealed is the last event turned up at the first event change.
	Revealed int `json:"revealed"`
	// PoemOne is who holds minor poem 1*: 0 nobody, i+1 player i. It is
	// carried from step to step until changed (ES L901).
	PoemOne int `json:"poem_one"`
	// Final holds each player's end-of-game answers.
	Final []FinalAnswer `json:"final"`
	// Rankings are the ranking major poems in play at the end.
	Rankings []Ranking `json:"rankings"`
}

// FreshEntry is an entry with nothing chosen: no wish tile (-1) and no
// next start player (-1).
func FreshEntry() Entry { return Entry{Tile: -1, Chosen: -1} }

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
// changed (Diff).
type Logged struct {
	Round   int      `json:"round"`
	Phase   Phase    `json:"phase"`
	Changes []Change `json:"changes"`
	// Corrected are the holdings corrected to match the table before the
	// step was confirmed.
	Corrected []Change `json:"corrected,omitempty"`
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
	return slices.IndexFunc(r.Game.Players, func(p Player) bool { return p.Yusuf() })
}

// YusufTenPP tells whether a solo game is the harder one, Yusuf starting
// at 10 PP instead of 5 [ES L1170], as its start chose it. A record saved
// before the start's choice was kept is read as it was then: the harder
// game when his seat shows 10 PP.
func (r *Record) YusufTenPP() bool {
	if r.YusufPP != 0 {
		return r.YusufPP == data.YusufHardPP
	}
	seat := r.YusufSeat()
	return seat >= 0 && r.Game.Players[seat].PP == data.YusufHardPP
}

// YusufTurnsLeft is how many of Yusuf's turns are left in the round being
// ended: the round ends once every worker has acted [ES L752, L956; spec
// §6.3]. It is 0 without his automa state (his seat entered by hand) and
// once the game has ended.
func (r *Record) YusufTurnsLeft() int {
	y := r.Yusuf
	if y == nil || r.YusufSeat() < 0 || r.Game.Ended {
		return 0
	}
	switch {
	case y.Round < r.Round():
		return len(y.Workers)
	case y.Round == r.Round():
		left := len(y.Pile)
		if y.Pending != nil {
			left++
		}
		return left
	}
	return 0
}

// Clone copies the record deeply, Yusuf's state included (his engine's
// typed Clone), so that a copy kept for Undo never shares a deck with the
// record played on.
func (r Record) Clone() Record {
	c := r
	if r.Yusuf != nil {
		y := r.Yusuf.Clone()
		c.Yusuf = &y
	}
	c.Game = r.Game.clone()
	c.Entry = r.Entry.Clone()
	c.Log = make([]Logged, len(r.Log))
	for i, l := range r.Log {
		c.Log[i] = Logged{Round: l.Round, Phase: l.Phase, Changes: slices.Clone(l.Changes), Corrected: slices.Clone(l.Corrected)}
	}
	if r.Log == nil {
		c.Log = nil
	}
	if r.Types != nil {
		c.Types = make([][]data.BuildingType, len(r.Types))
		for i, ts := range r.Types {
			c.Types[i] = slices.Clone(ts)
		}
	}
	if r.Result != nil {
		res := sabika.FinalResult{Players: slices.Clone(r.Result.Players), Winners: slices.Clone(r.Result.Winners)}
		c.Result = &res
	}
	return c
}

// Clone copies the entry deeply.
func (e Entry) Clone() Entry {
	c := e
	c.Income = slices.Clone(e.Income)
	c.Track = e.Track.Clone()
	c.Corrected = slices.Clone(e.Corrected)
	if e.Holdings != nil {
		c.Holdings = make([]sabika.WishHoldings, len(e.Holdings))
		for i, h := range e.Holdings {
			c.Holdings[i] = h
			c.Holdings[i].Types = slices.Clone(h.Types)
		}
	}
	if e.Pays != nil {
		c.Pays = make([]*sabika.Payment, len(e.Pays))
		for i, p := range e.Pays {
			if p != nil {
				q := *p
				c.Pays[i] = &q
			}
		}
	}
	if e.Final != nil {
		c.Final = make([]FinalAnswer, len(e.Final))
		for i, f := range e.Final {
			c.Final[i] = f
			c.Final[i].PoemPP = slices.Clone(f.PoemPP)
			c.Final[i].YusufPoems = slices.Clone(f.YusufPoems)
		}
	}
	if e.Rankings != nil {
		c.Rankings = make([]Ranking, len(e.Rankings))
		for i, k := range e.Rankings {
			c.Rankings[i] = Ranking{Owner: k.Owner, Values: slices.Clone(k.Values)}
		}
	}
	return c
}
