package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/naming"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/setup/deal"
)

// checkWishLetters refuses wish spaces that do not hold one tile of each
// letter: setup puts one tile of each letter, A, B and C, on the dotted
// spaces 2, 4 and 6 [ES L259 F, L76–82].
func (s State) checkWishLetters() error {
	w := slices.Clone(s.Wishes[:])
	slices.Sort(w)
	if !slices.Equal(w, data.WishLetters[:]) {
		return &wishLetters{msgWishLetters.With(message.Params{"Letters": strings.Join(data.WishLetters[:], ", "), "Given": strings.Join(s.Wishes[:], ", ")})}
	}
	return nil
}

// ErrNameTwice is the refusal of a name that is empty or another
// player's: each player needs a name of their own.
var ErrNameTwice = &Refusal{Msg: msgNameTwice.With(nil)}

// ErrWishLetters is the refusal of wish spaces that do not hold one tile
// of each letter (checkWishLetters); errors.Is finds it in the refusal,
// whose message names the letters given.
var ErrWishLetters = &wishLetters{}

// wishLetters is a refusal of the wish letters: any is ErrWishLetters.
type wishLetters struct{ msg message.Message }

// Error names the letters wanted and given.
func (e *wishLetters) Error() string { return e.msg.Error() }

// Said names the letters wanted and given.
func (e *wishLetters) Said() message.Message { return e.msg }

// Is makes every refusal of the wish letters ErrWishLetters.
func (e *wishLetters) Is(target error) bool { return target == ErrWishLetters }

// BadStart is a start's value that no game can start from: Field is its
// path in the start ("names[1]", "trade_card"), Seat the player whose
// name it is (from 1; 0 when not a name), Err what is wrong (it wraps
// ErrNameTwice and ErrWishLetters, for a screen to word them).
type BadStart struct {
	Field string
	Seat  int
	Err   error
}

// Error names the field and what is wrong with it.
func (e *BadStart) Error() string { return e.Field + ": " + e.Err.Error() }

// Unwrap is what is wrong.
func (e *BadStart) Unwrap() error { return e.Err }

// Said is what is wrong, as the start's check or the setup code's reader
// says it, else that Field cannot be used; it points at the start's field
// (a name: the field "names" of its player), for a screen to show it
// beside that field.
func (e *BadStart) Said() message.Message {
	m := saidAt(e.Err, msgBadStart, e.Field)
	switch {
	case e.Seat > 0:
		return m.At(e.Seat, "names")
	case m.Field == "":
		return m.At(0, e.Field)
	}
	return m
}

// badName is err about the name of player i (from 0).
func badName(i int, err error) *BadStart {
	return &BadStart{Field: fmt.Sprintf("names[%d]", i), Seat: i + 1, Err: err}
}

// badStart is m about the start's field.
func badStart(field string, m message.Message) *BadStart {
	return &BadStart{Field: field, Err: m.At(0, field)}
}

// Start is a new game as the new-game form takes it: from a setup code, or
// by hand. Names are the people as typed: by player number for a code
// (the setup seats them), clockwise by hand; StartPlayer is one of them,
// chosen by the start tiles (a solo game: Yusuf starts, ES L938).
type Start struct {
	// Code is the dealt setup ("" by hand): it gives the seats, the wish
	// letters, the trade card, the events and, solo, Yusuf's start.
	Code        string   `json:"code,omitempty"`
	Names       []string `json:"names"`
	StartPlayer int      `json:"start_player"`
	// By hand: the wish letters on spaces 2, 4, 6, the trade card 1–8,
	// the events (nil: the basic game) and, solo, Yusuf's starting PP
	// (5, or 10 for a harder game, ES L1170; 0 is 5).
	Wishes    [3]string `json:"wishes,omitzero"`
	TradeCard int       `json:"trade_card,omitempty"`
	Events    *Events   `json:"events,omitempty"`
	YusufPP   int       `json:"yusuf_pp,omitempty"`
}

// Record starts the game: its state with everyone's starting dinars read
// from the copy by turn position (ES L299 T3; asked if unknown, ruling
// 15), on the income of round 1 with nothing entered, and the setup code
// as the setup writes it (as typed, a code may differ in case, spaces
// and dashes). ID and Started are the caller's (the list of games numbers
// and dates them).
func (s Start) Record(ed *edition.Edition) (Record, error) {
	st, code, err := s.state(ed)
	if err != nil {
		return Record{}, err
	}
	r := Record{Code: code, Game: st, Phase: PhaseIncome, Entry: FreshEntry()}
	if seat := r.YusufSeat(); seat >= 0 {
		r.YusufPP = st.Players[seat].PP // as chosen: nothing has changed it yet
	}
	return r, nil
}

// state is the game's first state and its setup code ("" by hand).
func (s Start) state(ed *edition.Edition) (State, string, error) {
	n := len(s.Names)
	if n < 1 || n > 4 {
		return State{}, "", badStart("names", msgStartPlayers.With(message.Params{"Count": n}))
	}
	for i, name := range s.Names {
		if err := naming.Check(name); err != nil {
			return State{}, "", badName(i, err)
		}
		// Equal but for case or the spaces around them, two names are one
		// player to the history, which would refuse the ended game's play.
		if strings.TrimSpace(name) == "" || slices.ContainsFunc(s.Names[:i], func(o string) bool { return naming.Same(o, name) }) {
			return State{}, "", badName(i, ErrNameTwice)
		}
	}
	if s.StartPlayer < 0 || s.StartPlayer >= n {
		return State{}, "", badStart("start_player", msgStartPlayer.With(message.Params{"Count": n}))
	}
	if s.Code != "" {
		return s.fromCode(ed)
	}
	if err := (State{Wishes: s.Wishes}).checkWishLetters(); err != nil {
		return State{}, "", &BadStart{Field: "wishes", Err: err}
	}
	if s.TradeCard < 1 || s.TradeCard > data.TradeCards {
		return State{}, "", badStart("trade_card", msgTradeCard.With(message.Params{"Max": data.TradeCards, "Value": s.TradeCard}))
	}
	var players []Player
	start := s.StartPlayer
	if n == 1 {
		pp := s.YusufPP
		if pp == 0 {
			pp = data.StartPP
		}
		if pp != data.StartPP && pp != data.YusufHardPP {
			return State{}, "", badStart("yusuf_pp", msgYusufPP.With(message.Params{"Normal": data.StartPP, "Hard": data.YusufHardPP, "Value": pp}))
		}
		players = append(players, Player{Name: "Yusuf", Automa: "yusuf", PP: pp, Seals: data.YusufStartSeals})
		start = 0
	} else if s.YusufPP != 0 {
		return State{}, "", badStart("yusuf_pp", msgOnlySoloYusuf.With(nil))
	}
	dinars, err := startDinars(ed, n, s.StartPlayer)
	if err != nil {
		return State{}, "", err
	}
	for i, name := range s.Names {
		players = append(players, Player{Name: name, PP: data.StartPP, Dinars: dinars[i]})
	}
	var ev *Events
	if s.Events != nil {
		// The new-game form asks both events, each one of the 14 (spec §7).
		for _, e := range []struct {
			name string
			v    int
		}{{"active", s.Events.Active}, {"future", s.Events.Future}} {
			if e.v < 1 || e.v > data.Events {
				return State{}, "", badStart("events."+e.name, msgStartEvent.With(message.Params{"Max": data.Events, "Value": e.v}))
			}
		}
		ev = &Events{Active: s.Events.Active, Future: s.Events.Future}
	}
	st, err := New(players, start, s.Wishes, s.TradeCard, ev)
	var dup *DuplicateEvent
	if errors.As(err, &dup) {
		err = &BadStart{Field: "events", Err: err}
	}
	return st, "", err
}

// fromCode starts from a dealt setup: the setup seats the people, the
// start player's seat decides the turn positions; the code returned is the
// setup's own.
func (s Start) fromCode(ed *edition.Edition) (State, string, error) {
	if s.Wishes != [3]string{} || s.TradeCard != 0 || s.Events != nil || s.YusufPP != 0 {
		return State{}, "", badStart("code", msgCodeDeals.With(nil))
	}
	setup, err := SetupOf(s.Code)
	if err != nil {
		return State{}, "", err
	}
	if setup.Players != len(s.Names) {
		return State{}, "", badStart("names", msgSetupPlayers.With(message.Params{"Players": setup.Players, "Count": len(s.Names)}))
	}
	seat := 0 // the start player's seat
	for i, st := range setup.Setup.Seats {
		if st.Player-1 == s.StartPlayer {
			seat = i
		}
	}
	dinars, err := startDinars(ed, len(s.Names), seat)
	if err != nil {
		return State{}, "", err
	}
	st, err := FromDeal(setup, s.Names, seat, dinars)
	return st, setup.Code, err
}

// SetupOf reads a setup code as a start from a code takes it: the setup it
// deals, or a *BadStart at the field "code" when the code cannot be read
// or deals another game than Sabika (saying the game it deals, a
// data/game ID the app words as the game's name). The new-game form reads
// the code with it before the start, to seat the setup's players.
func SetupOf(code string) (*deal.Setup, error) {
	setup, err := deal.FromCode(strings.TrimSpace(code))
	if err != nil {
		return nil, &BadStart{Field: "code", Err: err}
	}
	if setup.Setup.Sabika == nil {
		return nil, badStart("code", msgOtherGame.With(message.Params{"Game": gameid.ID(setup.Game)}))
	}
	return setup, nil
}

// startDinars are each person's starting dinars in seat order, by turn
// position from the start player's seat [ES L299 T3]; solo, the player
// takes the second position's, Yusuf starting (ES L938).
func startDinars(ed *edition.Edition, n, start int) ([]int, error) {
	at := func(k int) (int, error) {
		if ed.StartDinars[k] == nil {
			return 0, &Unknown{Field: fmt.Sprintf("start_dinars[%d]", k)}
		}
		return *ed.StartDinars[k], nil
	}
	if n == 1 {
		d, err := at(1)
		return []int{d}, err
	}
	out := make([]int, n)
	for i := range out {
		d, err := at((i - start + n) % n)
		if err != nil {
			return nil, err
		}
		out[i] = d
	}
	return out, nil
}
