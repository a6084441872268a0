package setupscreen

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/naming"
	"arrayan.io/arrayan/setup/deal"
)

// The screen's state is kept by the ui.State scaffold under stateKey: at
// most maxRecent last setups and maxNames names of at most
// naming.MaxRunes characters each.
const (
	stateKey  = "setup.screen"
	maxRecent = 12
	maxNames  = 6
)

// screenState is everything the setup screen keeps: the game chosen, each
// game's players and options as last chosen, the names typed, the last
// setups with their ticks, and the setup shown.
type screenState struct {
	Game    string                       `json:"game"`
	Players map[string]int               `json:"players,omitempty"`
	Options map[string]map[string]string `json:"options,omitempty"`
	// Names are the players' names by player number (index 0 is player
	// 1), display only: they never enter a setup or its code.
	Names []string `json:"names"`
	// Recent are the last setups, newest first.
	Recent []recent `json:"recent,omitempty"`
	// Shown is the code of the setup on screen, "" for none.
	Shown string `json:"shown,omitempty"`
}

// recent is one setup kept to replay.
type recent struct {
	Code    string `json:"code"`
	Game    string `json:"game"`
	Players int    `json:"players"`
	// Dealt is when the setup was dealt, as Unix seconds.
	Dealt int64 `json:"dealt"`
	// Ticked are the indexes of the checklist steps ticked off, so that
	// closing the app halfway through setting up loses nothing.
	Ticked []int `json:"ticked,omitempty"`
}

// freshState is the state of a first opening: Sabika.
func freshState() screenState {
	return screenState{Game: deal.Sabika, Players: map[string]int{}, Options: map[string]map[string]string{}}
}

// The setup screen's state is restored from a backup only as the screen
// loads it.
func init() { store.Register(stateKey, checkState) }

// checkState refuses a saved state that the screen could not show.
func checkState(st *screenState) error {
	if !slices.Contains(deal.Games, st.Game) {
		return fmt.Errorf("unknown game %q", st.Game)
	}
	for g, n := range st.Players {
		lo, hi := deal.PlayerRange(g)
		if !slices.Contains(deal.Games, g) || n < lo || n > hi {
			return fmt.Errorf("%d players of %q", n, g)
		}
	}
	for g, opts := range st.Options {
		for k, v := range opts {
			if !validOption(g, k, v) {
				return fmt.Errorf("option %s=%q of %q", k, v, g)
			}
		}
	}
	if st.Shown != "" && !slices.ContainsFunc(st.Recent, func(r recent) bool { return r.Code == st.Shown }) {
		return fmt.Errorf("the setup shown, %s, is not among the last setups", st.Shown)
	}
	return errors.Join(checkNames(st.Names), checkRecent(&st.Recent))
}

// validOption reports whether value is one of the values of game's option.
func validOption(game, key, value string) bool {
	for _, o := range deal.Options(game) {
		if o.Key == key {
			return slices.Contains(o.Values, value)
		}
	}
	return false
}

// checkNames refuses more names than seats, or a name too long.
func checkNames(names []string) error {
	if len(names) > maxNames {
		return fmt.Errorf("%d names kept; at most %d", len(names), maxNames)
	}
	for i, name := range names {
		if err := naming.Check(name); err != nil {
			return fmt.Errorf("name %d: %w", i+1, err)
		}
	}
	return nil
}

// checkRecent refuses a list of setups that the screen could not show:
// too many, a code that deals nothing, or a game or player count that is
// not the code's.
func checkRecent(list *[]recent) error {
	if len(*list) > maxRecent {
		return fmt.Errorf("%d setups kept; at most %d", len(*list), maxRecent)
	}
	for i, r := range *list {
		s, err := deal.FromCode(r.Code)
		if err != nil {
			return fmt.Errorf("setup %d: %w", i+1, err)
		}
		if s.Game != r.Game || s.Players != r.Players {
			return fmt.Errorf("setup %d: the code deals %s for %d, not %s for %d", i+1, s.Game, s.Players, r.Game, r.Players)
		}
		for _, step := range r.Ticked {
			if step < 0 || step >= len(s.Setup.Steps) {
				return fmt.Errorf("setup %d: step %d ticked of %d", i+1, step+1, len(s.Setup.Steps))
			}
		}
	}
	return nil
}

// cloneState deep-copies a state for the undo history.
func cloneState(st screenState) screenState {
	c := st
	c.Players = make(map[string]int, len(st.Players))
	for g, n := range st.Players {
		c.Players[g] = n
	}
	c.Options = make(map[string]map[string]string, len(st.Options))
	for g, opts := range st.Options {
		c.Options[g] = make(map[string]string, len(opts))
		for k, v := range opts {
			c.Options[g][k] = v
		}
	}
	c.Names = slices.Clone(st.Names)
	c.Recent = make([]recent, len(st.Recent))
	for i, r := range st.Recent {
		c.Recent[i] = r
		c.Recent[i].Ticked = slices.Clone(r.Ticked)
	}
	return c
}

// repairState makes the maps and pads the names to one per seat.
func repairState(st *screenState) {
	if st.Players == nil {
		st.Players = map[string]int{}
	}
	if st.Options == nil {
		st.Options = map[string]map[string]string{}
	}
	for len(st.Names) < maxNames {
		st.Names = append(st.Names, "")
	}
}

// players is the player count last chosen for game (2 by default, within
// its range).
func (st *screenState) players(game string) int {
	lo, hi := deal.PlayerRange(game)
	if n, ok := st.Players[game]; ok {
		return min(max(n, lo), hi)
	}
	return min(max(lo, 2), hi)
}

// option returns game's chosen options, made when missing.
func (st *screenState) option(game string) map[string]string {
	if st.Options[game] == nil {
		st.Options[game] = map[string]string{}
	}
	return st.Options[game]
}

// chosenOptions are the values of game's options as chosen, each option's
// default (its first value) where none was, and the default wherever the
// player count does not allow a choice (Yusuf's prestige outside solo).
func (st *screenState) chosenOptions(game string) map[string]string {
	opts := map[string]string{}
	for _, o := range deal.Options(game) {
		v := st.Options[game][o.Key]
		if v == "" || !o.AppliesTo(st.players(game)) {
			v = o.Values[0]
		}
		opts[o.Key] = v
	}
	return opts
}

// remember puts a setup first among the last setups, without duplicates
// and keeping the steps already ticked for its code, keeps at most
// maxRecent, and shows it with its game, players and options chosen.
func (st *screenState) remember(setup *deal.Setup) {
	r := recent{Code: setup.Code, Game: setup.Game, Players: setup.Players, Dealt: time.Now().Unix()}
	list := []recent{r}
	for _, old := range st.Recent {
		if old.Code == r.Code {
			list[0].Ticked = old.Ticked
		} else if len(list) < maxRecent {
			list = append(list, old)
		}
	}
	st.Recent = list
	st.Shown = setup.Code
	st.Game = setup.Game
	st.Players[setup.Game] = setup.Players
	for k, v := range setup.Options {
		if validOption(setup.Game, k, v) {
			st.option(setup.Game)[k] = v
		}
	}
}

// lastOf is the newest kept setup of game.
func (st *screenState) lastOf(game string) (recent, bool) {
	for _, r := range st.Recent {
		if r.Game == game {
			return r, true
		}
	}
	return recent{}, false
}

// ticks are the steps ticked off for the setup code.
func (st *screenState) ticks(code string) map[int]bool {
	ticks := map[int]bool{}
	for _, r := range st.Recent {
		if r.Code == code {
			for _, i := range r.Ticked {
				ticks[i] = true
			}
		}
	}
	return ticks
}

// tick records step index of the setup code as ticked off or not.
func (st *screenState) tick(code string, index int, on bool) {
	for i := range st.Recent {
		r := &st.Recent[i]
		if r.Code != code {
			continue
		}
		r.Ticked = slices.DeleteFunc(r.Ticked, func(k int) bool { return k == index })
		if on {
			r.Ticked = append(r.Ticked, index)
			slices.Sort(r.Ticked)
		}
	}
}

// stateConfig is how the scaffold keeps the screen's state.
func stateConfig() ui.StateConfig[screenState] {
	return ui.StateConfig[screenState]{
		Key: stateKey, Fresh: freshState, Check: checkState, Clone: cloneState, Repair: repairState,
	}
}

// LastDealt returns the newest setup of game dealt or opened on this
// device, for the screens that continue from it: the setup screen's state
// read through the scaffold, as the setup screen itself reads it.
func LastDealt(game string) (*deal.Setup, bool) {
	st := ui.ReadState(stateConfig())
	r, ok := st.lastOf(game)
	if !ok {
		return nil, false
	}
	s, err := deal.FromCode(r.Code)
	return s, err == nil
}

// nameOf returns a deal.Names over names: player n's name, trimmed, or ""
// (deal.PlayerName then says "Player n", as for a name too long).
func nameOf(names []string) deal.Names {
	return func(n int) string {
		if n < 1 || n > len(names) {
			return ""
		}
		return strings.TrimSpace(names[n-1])
	}
}
