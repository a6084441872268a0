// Package game is the record of a Sabika game at the table: players, seats,
// round track, events, wish tiles, PP, parias, dinars, seals and the paria
// stacks, and the end-of-round sequence as pure steps in the rulebook's
// order (spec §2.4, §2.5). Each step takes a state and the players'
// answers and returns a new state and what changed, so a UI shows exactly
// what a step does and undoes by keeping the earlier state.
package game

import (
	"arrayan.io/arrayan/data/message"
	"fmt"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/naming"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/setup/deal"
)

// FormatVersion is the version of the saved state.
const FormatVersion = 1

// Player is one player's bookkeeping, as last confirmed at the table.
type Player struct {
	Name string `json:"name"`
	// Automa names the automa playing this seat ("yusuf"), empty for a
	// person; an automa ignores events and pays the tribute by its rules.
	Automa string `json:"automa,omitempty"`
	PP     int    `json:"pp"`
	Parias int    `json:"parias"`
	Dinars int    `json:"dinars"`
	Seals  int    `json:"seals"`
}

// Yusuf tells whether the seat is played by Yusuf.
func (p Player) Yusuf() bool { return p.Automa == "yusuf" }

// Events are the advanced mode's events (spec §7); 0 is none.
type Events struct {
	Active int `json:"active"`
	Future int `json:"future"`
	// Changes counts the changes made so far (at most 2).
	Changes int `json:"changes"`
}

// State is a Sabika game between two steps.
type State struct {
	Format int       `json:"format"`
	Game   gameid.ID `json:"game"` // gameid.Sabika
	// Players sit clockwise in this order.
	Players []Player `json:"players"`
	// StartPlayer is the index of the start player of the round.
	StartPlayer int `json:"start_player"`
	// Narrator is the round-track space of the narrator, 1–6; round =
	// Narrator while the game runs.
	Narrator int `json:"narrator"`
	// Wishes are the letters on the wish spaces 2, 4, 6 (setup F).
	Wishes [3]string `json:"wishes"`
	// Tower holds the edition's wish-tile indices, top first.
	Tower []int `json:"tower"`
	// Track is the paria counters' order, most advanced first (stacks top
	// first, ruling 10).
	Track     sabika.Track `json:"track"`
	TradeCard int          `json:"trade_card"`
	Events    *Events      `json:"events,omitempty"`
	// Ended is set once the end of game has been scored.
	Ended bool `json:"ended"`
}

// New starts a game by hand: players clockwise, the start player, the wish
// letters of spaces 2, 4, 6 and the trade card; everyone at 5 PP and 0
// parias, stacked start player on top then clockwise (ES L287–299).
func New(players []Player, start int, wishes [3]string, tradeCard int, events *Events) (State, error) {
	s := State{Format: FormatVersion, Game: gameid.Sabika, Players: players, StartPlayer: start, Narrator: 1,
		Wishes: wishes, TradeCard: tradeCard, Events: events, Tower: []int{}}
	for i := range s.Players {
		s.Track = append(s.Track, (start+i)%max(len(players), 1))
	}
	return s, s.Check()
}

// FromDeal starts a game from a dealt setup: names clockwise by seat (a
// solo game adds Yusuf, who starts, ES L938, with his start city's seal,
// ES L934), the wish letters, the trade
// card and the events; startDinars are each player's dinars from their
// start tile, start the start player chosen by the start tiles (T1).
func FromDeal(setup *deal.Setup, names []string, start int, startDinars []int) (State, error) {
	sd := setup.Setup.Sabika
	if sd == nil {
		return State{}, refuse("code", msgNotSabikaSetup.With(message.Params{"Code": setup.Code}))
	}
	if len(names) != setup.Players {
		return State{}, refuse("", msgSetupPlayers.With(message.Params{"Players": setup.Players, "Count": len(names)}))
	}
	var players []Player
	if sd.Yusuf != nil {
		players = append(players, Player{Name: "Yusuf", Automa: "yusuf", PP: sd.Yusuf.StartPP, Seals: data.YusufStartSeals})
		start = 0
	}
	for _, seat := range setup.Setup.Seats {
		players = append(players, Player{Name: names[seat.Player-1], PP: data.StartPP})
	}
	if sd.Yusuf != nil && len(players) == 1 {
		players = append(players, Player{Name: names[0], PP: data.StartPP})
	}
	if len(startDinars) != len(players)-boolInt(sd.Yusuf != nil) {
		return State{}, refuse("", msgStartDinars.With(message.Params{"Count": len(players) - boolInt(sd.Yusuf != nil)}))
	}
	for i, d := range startDinars {
		players[i+boolInt(sd.Yusuf != nil)].Dinars = d
	}
	var ev *Events
	if sd.Events != nil {
		ev = &Events{Active: sd.Events.Active, Future: sd.Events.Future}
	}
	return New(players, start, [3]string{sd.Wishes[0], sd.Wishes[1], sd.Wishes[2]}, sd.TradeCard, ev)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Check validates a state (a saved file or one made by hand); the error
// is a *BadState naming the field ("players[1].pp"), or a *DuplicateEvent.
func (s State) Check() error {
	switch {
	case s.Game != gameid.Sabika:
		return badState("game", "not a Sabika game (%q)", s.Game)
	case s.Format < 1 || s.Format > FormatVersion:
		return badState("format", "%d is not a format this version reads (1–%d)", s.Format, FormatVersion)
	case len(s.Players) < 1 || len(s.Players) > 4:
		return badState("players", "1 to 4, not %d", len(s.Players))
	case s.StartPlayer < 0 || s.StartPlayer >= len(s.Players):
		return badState("start_player", "%d is not a player", s.StartPlayer)
	case s.Narrator < 1 || s.Narrator > data.TrackSpaces:
		return badState("narrator", "space 1–%d, not %d", data.TrackSpaces, s.Narrator)
	case len(s.Tower) > len(data.WishSpaces):
		return badState("tower", "at most 3 tiles")
	case s.TradeCard < 1 || s.TradeCard > data.TradeCards:
		return badState("trade_card", "one of the %d trade cards (ES L177), not %d", data.TradeCards, s.TradeCard)
	}
	for i, t := range s.Tower {
		if t < 0 || t >= data.WishTiles {
			return badState(fmt.Sprintf("tower[%d]", i), "%d is not one of the %d wish tiles", t, data.WishTiles)
		}
	}
	for i, p := range s.Players {
		if p.Name == "" || p.PP < 0 || p.Parias < 0 || p.Dinars < 0 || p.Seals < 0 || (p.Automa != "" && p.Automa != "yusuf") {
			return badState(fmt.Sprintf("players[%d]", i), "a name, quantities of 0 or more and automa empty or yusuf")
		}
		if err := naming.Check(p.Name); err != nil {
			return &BadState{Field: fmt.Sprintf("players[%d].name", i), Err: err}
		}
		if err := p.checkBounds(); err != nil {
			err.Field = fmt.Sprintf("players[%d].%s", i, err.Field)
			return err
		}
	}
	if s.Events != nil && (s.Events.Active < 1 || s.Events.Active > data.Events || s.Events.Future < 0 || s.Events.Future > data.Events) {
		return badState("events", "1–%d", data.Events)
	}
	if s.Events != nil && s.Events.Future == s.Events.Active {
		return &DuplicateEvent{Event: s.Events.Active} // 3 distinct tiles (RU L845–851)
	}
	if err := s.checkWishLetters(); err != nil {
		return &BadState{Field: "wishes", Err: err}
	}
	if len(s.Track) != len(s.Players) {
		return badState("track", "every player once, most advanced first")
	}
	return s.trackOrdered()
}

// checkBounds refuses a holding above the engines' bounds: the box's 9
// seals [ES L60–64], and sabika.MaxQuantity for PP, parias and dinars,
// so that no step's sum overflows (a doctored saved game with a huge PP
// is refused, not scored).
func (p Player) checkBounds() *BadState {
	for _, q := range []struct {
		name       string
		value, max int
	}{{"pp", p.PP, sabika.MaxQuantity}, {"parias", p.Parias, sabika.MaxQuantity}, {"dinars", p.Dinars, sabika.MaxQuantity}, {"seals", p.Seals, sabika.MaxSeals}} {
		if q.value > q.max {
			return badState(q.name, "at most %d, not %d", q.max, q.value)
		}
	}
	return nil
}

func (s State) trackOrdered() error {
	seen := make([]bool, len(s.Players))
	for i, p := range s.Track {
		if p < 0 || p >= len(s.Players) || seen[p] {
			return badState("track", "every player once")
		}
		seen[p] = true
		if i > 0 && s.Players[s.Track[i-1]].Parias < s.Players[p].Parias {
			return badState("track", "most advanced first")
		}
	}
	return nil
}

// PayingOrder lists the players from the start player clockwise.
func (s State) PayingOrder() []int {
	out := make([]int, len(s.Players))
	for i := range out {
		out[i] = (s.StartPlayer + i) % len(s.Players)
	}
	return out
}

// clone copies the state deeply.
func (s State) clone() State {
	c := s
	c.Players = append([]Player(nil), s.Players...)
	c.Tower = append([]int{}, s.Tower...)
	c.Track = s.Track.Clone()
	if s.Events != nil {
		ev := *s.Events
		c.Events = &ev
	}
	return c
}
