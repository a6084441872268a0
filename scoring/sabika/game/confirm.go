package game

import (
	"arrayan.io/arrayan/data/message"
	"errors"
	"fmt"
	"slices"
	"strings"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// Incomplete is returned by Confirm when the step needs an entry the
// players have not given yet: Field is its path in the entry ("tile",
// "chosen", "revealed"). Nothing is wrong; the step waits.
type Incomplete struct{ Field string }

// Error names the entry the step waits on.
func (e *Incomplete) Error() string { return e.Said().Error() }

// Said is the entry the step waits on, for a screen to word.
func (e *Incomplete) Said() message.Message {
	return msgIncomplete.With(message.Params{"Field": e.Field}).At(0, e.Field)
}

// YusufTurns is returned by Confirm while Yusuf still has turns to play in
// the round being ended: the round ends after every worker has acted
// [ES L752, L956; spec §6.3].
type YusufTurns struct{ Left int }

// Error says how many turns are left.
func (e *YusufTurns) Error() string { return e.Said().Error() }

// Said is the turns left, for a screen to word.
func (e *YusufTurns) Said() message.Message {
	return msgYusufTurns.With(message.Params{"Left": e.Left})
}

// Confirm confirms the step in progress with entry e (what the players
// entered for it, which also replaces r.Entry): it applies the holdings
// corrected to match the table (e.Corrected, where the state does not
// show them yet), runs the phase's engine step, logs what it changed
// with the holdings corrected during the step, and moves to the next
// phase with a fresh entry. It returns the new record and the changes; on
// error it returns r with entry e and the error is an *Incomplete (an
// entry still missing), a *BadEntry (a value no step could take, or not
// this one), an *Unknown (an edition value to ask, ruling 15), a
// *YusufTurns, a *sabika.PaymentError (an illegal tribute mix) or another
// refusal of the step's rules. A PoemOne of PoemOneKept, and at a step
// other than the start player's one of 0, is the holder of minor poem 1*
// left out: the holder is kept (ruling 17). ed is the players' copy of the game
// (printed tributes, event symbols, wish tiles).
func (r Record) Confirm(ed *edition.Edition, e Entry) (Record, []Change, error) {
	before := r
	if e.PoemOne == PoemOneKept || (e.PoemOne == 0 && r.Phase != PhaseStart) {
		e.PoemOne = r.Entry.PoemOne // left out: the holder is kept (ruling 17)
	}
	r.Entry = e
	if err := e.Check(r.Game); err != nil {
		return r, nil, err // a *BadEntry, before the record's check names it under "entry"
	}
	if err := e.checkShown(&before); err != nil {
		return r, nil, err
	}
	if err := r.Check(); err != nil {
		return r, nil, err
	}
	if r.Phase == PhaseEnded {
		return r, nil, ErrEnded
	}
	if err := e.checkFor(&before); err != nil {
		return r, nil, err
	}
	if left := r.YusufTurnsLeft(); left > 0 {
		return r, nil, &YusufTurns{Left: left}
	}
	in := r
	corrected, err := r.Game.applyCorrections(e.Corrected)
	if err != nil {
		return in, nil, err
	}
	r.Game = corrected
	st, next, res, err := r.step(ed)
	if err == nil {
		// A sum past the bounds State.Check holds (income onto 100,000
		// dinars) is refused here, never saved for the next call to refuse.
		err = st.Check()
	}
	if err != nil {
		return in, nil, err
	}
	changes := Diff(r.Game, st)
	c := r.Clone()
	c.Log = append(c.Log, Logged{Round: r.Round(), Phase: r.Phase, Changes: changes, Corrected: slices.Clone(r.Entry.Corrected)})
	c.Game = st.clone()
	c.Phase = next
	c.Entry = r.Entry.carried(next, len(c.Game.Players), c.Game)
	c.keepTypes(r.Entry)
	if res != nil {
		c.Entry = r.Entry.Clone() // kept, so that the finished game shows its answers
		c.Result = res
	}
	return c, changes, nil
}

// step runs the engine step of r's phase on r.Entry and names the phase
// that follows (spec §2.4, §2.5); the final scoring also returns its
// breakdown.
func (r *Record) step(ed *edition.Edition) (State, Phase, *sabika.FinalResult, error) {
	var st State
	var err error
	next := PhaseEnded
	switch r.Phase {
	case PhaseIncome:
		st, _, err = Income(r.Game, sized(r.Entry.Income, len(r.Game.Players)))
		next = PhaseNarrator
	case PhaseNarrator:
		st, err = r.narrator(ed)
		next = PhaseTribute
	case PhaseTribute:
		st, _, _, err = Tribute(r.Game, ed, r.payList())
		next = PhaseStacks
	case PhaseStacks:
		st, next, err = r.stacks()
	case PhaseEvent:
		st, err = r.eventChange(ed)
		next = PhaseStart
	case PhaseStart:
		st, next, err = r.startPlayer()
	default:
		var res sabika.FinalResult
		st, res, err = r.final(ed)
		return st, next, &res, err
	}
	return st, next, nil, err
}

// narrator advances the narrator; on a wish space the entered tile joins
// the tower and every tile is scored from the holdings (ES L766–799,
// ruling 13). The tribute starts from the seals the players counted for
// the wishes: they are scored before the tribute of the same step, with
// the seals held then [ES L774–778; spec §4, "Timing vs tribute"].
func (r *Record) narrator(ed *edition.Edition) (State, error) {
	if !slices.Contains(data.WishSpaces[:], r.Game.Narrator+1) {
		st, _, err := Narrator(r.Game, ed, -1, nil)
		return st, err
	}
	if r.Entry.Tile < 0 {
		return r.Game, &Incomplete{Field: "tile"}
	}
	held := r.Holdings()
	st, _, err := Narrator(r.Game, ed, r.Entry.Tile, held)
	if err != nil {
		return r.Game, err
	}
	for i := range st.Players {
		st.Players[i].Seals = held[i].Seals
	}
	return st, nil
}

// Holdings are the entered wish holdings, one per player; without an
// entry a player's seals are the seals last confirmed, the building types
// those held at the last wish (Types) and, in a solo game
// run by his automa, Yusuf's holdings are his state's (ruling 13).
func (r *Record) Holdings() []sabika.WishHoldings {
	if len(r.Entry.Holdings) == len(r.Game.Players) {
		return r.Entry.Clone().Holdings
	}
	out := make([]sabika.WishHoldings, len(r.Game.Players))
	for i, p := range r.Game.Players {
		out[i].Seals = p.Seals
		if i < len(r.Types) {
			out[i].Types = slices.Clone(r.Types[i])
		}
	}
	if seat := r.YusufSeat(); seat >= 0 && r.Yusuf != nil {
		out[seat] = r.Yusuf.Holdings.ForWishes()
	}
	return out
}

// payList is the entered mixes, one per player (nil: ruling 8's proposal).
func (r *Record) payList() []*sabika.Payment {
	if len(r.Entry.Pays) == len(r.Game.Players) {
		return r.Entry.Pays
	}
	return make([]*sabika.Payment, len(r.Game.Players))
}

// stacks applies the paria track's order as the players corrected it to
// match the board (ruling 10); the event change follows in a game with
// events, else the start player (spec §2.4, §7).
func (r *Record) stacks() (State, Phase, error) {
	next := PhaseStart
	if r.Game.Events != nil {
		next = PhaseEvent
	}
	if len(r.Entry.Track) == 0 {
		return r.Game, next, nil
	}
	st, _, err := Restack(r.Game, r.Entry.Track)
	return st, next, err
}

// eventChange runs the event change; where it happens the first time, the
// players must say which event they turned up (RU L855–857, spec §7).
// An event given where none is turned up (the space shows no symbol, or
// the change is the second) is refused, naming it (ruling 18).
func (r *Record) eventChange(ed *edition.Edition) (State, error) {
	if symbol, ok := ed.EventChangeAt(r.Game.Narrator); ok && r.Entry.Revealed != 0 && !r.Game.RevealsLastEvent(symbol) {
		if !symbol {
			return r.Game, badEntry("revealed", "space %d shows no event-change symbol: no event is turned up (ruling 18)", r.Game.Narrator)
		}
		return r.Game, badEntry("revealed", "only the first event change turns up an event (ruling 18)")
	}
	st, _, err := EventChange(r.Game, ed, r.Entry.Revealed)
	var unknown *Unknown
	if err != nil && !errors.As(err, &unknown) && r.Entry.Revealed == 0 {
		return r.Game, &Incomplete{Field: "revealed"}
	}
	if err != nil {
		return r.Game, err
	}
	return st, nil
}

// startPlayer records the chooser's choice and pays minor poem 1* (ES
// L901); round 5 ends in the final scoring (spec §2.5). Where Yusuf's
// counter leads he is the start player (ES L1127): nobody chooses, and an
// entry naming another player is refused rather than ignored.
func (r *Record) startPlayer() (State, Phase, error) {
	chooser := r.Game.Track[0]
	chosen := r.Entry.Chosen
	yusufLeads := r.Game.Players[chooser].Yusuf()
	switch {
	case chosen < 0 && !yusufLeads:
		return r.Game, "", &Incomplete{Field: "chosen"}
	case chosen >= 0 && chosen != chooser && yusufLeads:
		return r.Game, "", refuse("chosen", msgYusufLeads.With(nil))
	}
	st, _, err := StartPlayer(r.Game, chooser, chosen)
	if err == nil {
		st, _, err = PoemOne(st, r.Entry.PoemOne-1)
	}
	if err != nil {
		return r.Game, "", err
	}
	if st.Narrator == data.Rounds {
		return st, PhaseFinal, nil
	}
	return st, PhaseIncome, nil
}

// final scores the end of the game with the entered tribute mixes (nil
// entries: ruling 8's proposal).
func (r *Record) final(ed *edition.Edition) (State, sabika.FinalResult, error) {
	if r.Entry.Tile < 0 {
		return r.Game, sabika.FinalResult{}, &Incomplete{Field: "tile"}
	}
	players, err := r.FinalPlayers()
	if err != nil {
		return r.Game, sabika.FinalResult{}, err
	}
	for i, p := range r.payList() {
		players[i].Pay = p
	}
	st, res, _, err := Final(r.Game, ed, r.Entry.Tile, players)
	return st, res, err
}

// Answers are the entered end-of-game answers, one per player; Yusuf's
// seat, in a solo game run by his automa, is completed from his state.
func (r *Record) Answers() []FinalAnswer {
	as := make([]FinalAnswer, len(r.Game.Players))
	if len(r.Entry.Final) == len(r.Game.Players) {
		as = r.Entry.Clone().Final
	}
	r.withYusuf(as)
	return as
}

// withYusuf completes the answers of Yusuf's seat from his state: one poem
// score per major poem he holds (kept by code) and his buildings for the
// tie-break [ES L1151–1162; spec §6.9].
func (r *Record) withYusuf(as []FinalAnswer) {
	seat := r.YusufSeat()
	if seat < 0 || r.Yusuf == nil || seat >= len(as) {
		return
	}
	h := &r.Yusuf.Holdings
	poems := make([]yusuf.PoemScore, len(h.MajorPoems))
	for k, code := range h.MajorPoems {
		poems[k].Code = code
		for _, ps := range as[seat].YusufPoems {
			if strings.EqualFold(ps.Code, code) { // as his engine reads codes
				poems[k] = ps
				poems[k].Code = code
			}
		}
	}
	as[seat].YusufPoems = poems
	as[seat].Buildings = h.Buildings()
	as[seat].PoemPP = nil
}

// FinalPlayers turns the answers into the final scoring's input: ranking
// poems pay their owner sabika.RankingPoints (ES L859, rulings 7, 9; a solo
// game ranks 2 players), Yusuf's poems are scored from his state.
func (r *Record) FinalPlayers() ([]sabika.FinalPlayer, error) {
	if seat := r.YusufSeat(); seat >= 0 && r.Yusuf != nil && seat < len(r.Entry.Final) {
		for _, ps := range r.Entry.Final[seat].YusufPoems {
			if !slices.ContainsFunc(r.Yusuf.Holdings.MajorPoems, func(c string) bool { return strings.EqualFold(c, ps.Code) }) {
				return nil, &Refusal{Field: fmt.Sprintf("final[%d].yusuf_poems", seat), Msg: msgNotYusufPoem.With(message.Params{"Code": ps.Code, "Poems": strings.Join(r.Yusuf.Holdings.MajorPoems, ", ")}).At(seat+1, "yusuf_poems")}
			}
		}
	}
	as := r.Answers()
	hs := r.Holdings()
	out := make([]sabika.FinalPlayer, len(as))
	for i, a := range as {
		out[i] = sabika.FinalPlayer{WishHoldings: hs[i], Goods: a.Goods, Marble: a.Marble, Ceramic: a.Ceramic,
			Income: a.Income, Trade: a.Trade, Buildings: a.Buildings, PoemPP: slices.Clone(a.PoemPP)}
		if r.Game.Players[i].Yusuf() && r.Yusuf != nil {
			pp, err := r.Yusuf.PoemPoints(a.YusufPoems)
			if err != nil {
				return nil, fmt.Errorf("final[%d].yusuf_poems: %w", i, err)
			}
			out[i].PoemPP = pp
		}
	}
	for k, rk := range r.Entry.Rankings {
		pts, err := sabika.RankingPoints(len(as), rk.Values)
		if err != nil {
			return nil, fmt.Errorf("rankings[%d]: %w", k, err)
		}
		out[rk.Owner].PoemPP = append(out[rk.Owner].PoemPP, pts[rk.Owner])
	}
	return out, nil
}

// sized is l with n entries (a copy; missing ones 0).
func sized(l []int, n int) []int {
	out := make([]int, n)
	copy(out, l)
	return out
}

// applyCorrections sets each corrected holding to its new value where the
// state still shows the old one (a record saved by the app already shows
// the new); a paria counter that moves lands on top of any stack on its
// new space (ruling 10). A holding showing neither value is refused.
func (s State) applyCorrections(cs []Change) (State, error) {
	n := s.clone()
	for _, c := range cs {
		i, f, ok := c.Holding()
		var cur *int
		if ok {
			cur, ok = n.Players[i].holding(f)
		}
		if !ok {
			return s, refuse("corrected", msgNotHolding.With(message.Params{"Path": c.Path}))
		}
		switch {
		case *cur == c.New:
			continue
		case *cur != c.Old:
			return s, refuse("corrected", msgCorrectedFrom.With(message.Params{"Path": c.Path, "Value": *cur, "Old": c.Old}))
		case c.New < 0:
			return s, refuse("corrected", msgCorrectedTo.With(message.Params{"Path": c.Path, "New": c.New}))
		case f == FieldParias:
			var err error
			if n, _, err = SetParias(n, i, c.New); err != nil {
				return s, fmt.Errorf("corrected: %w", err)
			}
		default:
			*cur = c.New
		}
	}
	return n, nil
}

// carried is the entry that starts phase next after e was confirmed: a
// fresh one holding what the table keeps until it changes. The holder of
// minor poem 1* stays (ES L901), and its 2 dinars are entered beforehand
// as the holder's income, at the end of a round and of the game alike
// [ES L901]; Yusuf's poems are not asked.
func (e Entry) carried(next Phase, n int, s State) Entry {
	out := FreshEntry()
	out.PoemOne = e.PoemOne
	holder := e.PoemOne - 1
	if holder < 0 || holder >= n || s.Players[holder].Yusuf() {
		return out
	}
	switch next {
	case PhaseIncome:
		out.Income = make([]int, n)
		out.Income[holder] = data.PoemOneIncome
	case PhaseFinal:
		out.Final = make([]FinalAnswer, n)
		out.Final[holder].Income = data.PoemOneIncome
	}
	return out
}

// keepTypes remembers the building types each player held at a wish just
// confirmed (buildings are never lost): the next wish, the end of the
// game's included, starts from them (Holdings).
func (r *Record) keepTypes(e Entry) {
	if len(e.Holdings) != len(r.Game.Players) {
		return
	}
	r.Types = make([][]data.BuildingType, len(e.Holdings))
	held := false
	for i, h := range e.Holdings {
		r.Types[i] = append([]data.BuildingType{}, h.Types...)
		held = held || len(h.Types) > 0
	}
	if !held {
		r.Types = nil // none held: nothing to remember
	}
}
