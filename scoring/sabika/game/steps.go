package game

import (
	"arrayan.io/arrayan/data/message"
	"fmt"
	"slices"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika"
)

// Step names the end-of-round steps in the rulebook's order (spec §2.4):
// income, narrator (with the wishes), tribute, event change, start player;
// reactivation, maintenance and era change are reminders the UI shows.
type Step string

// The steps.
const (
	StepIncome      Step = "income"
	StepNarrator    Step = "narrator"
	StepTribute     Step = "tribute"
	StepEventChange Step = "event-change"
	StepStartPlayer Step = "start-player"
	StepFinal       Step = "final"
)

// Reminders are the steps the app only reminds of, after the start player
// (ES L801–831): workers stand up, the sultan's workers move, maintenance,
// and the era change at space II.
func (s State) Reminders() []string {
	out := []string{"reactivation", "maintenance"}
	if s.Narrator == data.EraTwoSpace {
		out = append(out, "era-change")
	}
	return out
}

// Change is one value a step changed: its path in the state and the value
// before and after.
type Change struct {
	Path string `json:"path"`
	Old  int    `json:"old"`
	New  int    `json:"new"`
}

// Unknown is returned when a step needs an edition value not yet entered:
// Field is its path in the edition (ruling 15: ask the player).
type Unknown struct{ Field string }

// Error names the missing value.
func (u *Unknown) Error() string { return u.Said().Error() }

// Said is the value needed, for a screen to word (a screen asks for it
// instead, by u.Field).
func (u *Unknown) Said() message.Message {
	return msgUnknown.With(message.Params{"Field": u.Field}).At(0, u.Field)
}

// ErrEnded is returned by a step after the end of the game.
var ErrEnded = &Refusal{Msg: msgEnded.With(nil)}

// Income adds each player's income (dinars from consolidated blue cities
// and poems, read at the table; ES L758–762). Yusuf receives none.
func Income(s State, dinars []int) (State, []Change, error) {
	if s.Ended {
		return s, nil, ErrEnded
	}
	if err := s.beforeLastRoundEnd("income"); err != nil {
		return s, nil, err
	}
	if len(dinars) != len(s.Players) {
		return s, nil, refuse("income", msgOneAmountPerPlayer.With(nil))
	}
	n := s.clone()
	for i, d := range dinars {
		if d < 0 || (d > 0 && s.Players[i].Yusuf()) {
			return s, nil, refuseSeat("income", i, msgNotIncome.With(message.Params{"Value": d}))
		}
		n.Players[i].Dinars += d
	}
	return n, Diff(s, n), nil
}

// Narrator advances the narrator one space; on a wish space the letter's
// tile (tile, an edition index) joins the tower and every tile in the tower
// is scored for every player from their holdings (ES L766–799, ruling 13).
func Narrator(s State, ed *edition.Edition, tile int, holdings []sabika.WishHoldings) (State, []Change, error) {
	if s.Ended || s.Narrator >= data.TrackSpaces {
		return s, nil, ErrEnded
	}
	if err := s.beforeLastRoundEnd("narrator"); err != nil {
		return s, nil, err
	}
	if err := s.Check(); err != nil { // the tower's indices are used below
		return s, nil, err
	}
	n := s.clone()
	n.Narrator++
	slot := slices.Index(data.WishSpaces[:], n.Narrator)
	if slot < 0 {
		return n, Diff(s, n), nil
	}
	if tile < 0 || tile >= len(ed.Wishes) || ed.Wishes[tile].Letter != s.Wishes[slot] {
		return s, nil, refuse("tile", msgTileLetter.With(message.Params{"Space": n.Narrator, "Letter": s.Wishes[slot]}))
	}
	if ed.Wishes[tile].Elements == nil {
		return s, nil, &Unknown{Field: fmt.Sprintf("wishes[%d].elements", tile)}
	}
	n.Tower = append(n.Tower, tile)
	tower := make([]sabika.Tile, len(n.Tower))
	for i, t := range n.Tower {
		tower[i] = ed.Wishes[t].Elements
	}
	if len(holdings) != len(s.Players) {
		return s, nil, refuse("holdings", msgOnePerPlayer.With(nil))
	}
	for i := range holdings {
		holdings[i].Yusuf = s.Players[i].Yusuf()
	}
	scores, err := sabika.ScoreWishes(tower, holdings)
	if err != nil {
		return s, nil, err
	}
	for i, sc := range scores {
		n.Players[i].PP += sc.Total
	}
	return n, Diff(s, n), nil
}

// Tribute runs the tribute phase of the narrator's space: the due from the
// edition (asked if unknown), the active event, each payment given in
// pays (nil: ruling 8's proposal), players from the start player clockwise;
// it returns the outcome too, whose Chooser picks the next start player.
func Tribute(s State, ed *edition.Edition, pays []*sabika.Payment) (State, sabika.TributeResult, []Change, error) {
	if err := s.atRoundEnd("tribute"); err != nil {
		return s, sabika.TributeResult{}, nil, err
	}
	if err := s.Check(); err != nil {
		return s, sabika.TributeResult{}, nil, err
	}
	if pays != nil && len(pays) != len(s.Players) {
		return s, sabika.TributeResult{}, nil, refuse("pays", msgPaysPerPlayer.With(nil))
	}
	due, ok := ed.TributeAt(s.Narrator)
	if !ok {
		return s, sabika.TributeResult{}, nil, &Unknown{Field: fmt.Sprintf("tribute[%d]", s.Narrator-2)}
	}
	order := s.PayingOrder()
	in := sabika.TributeInput{Printed: due}
	if s.Events != nil {
		in.Event = s.Events.Active
	}
	pos := make([]int, len(s.Players)) // player -> paying position
	for k, i := range order {
		pos[i] = k
		p := s.Players[i]
		tp := sabika.TributePlayer{Name: p.Name, Yusuf: p.Yusuf(), Holdings: sabika.Holdings{Parias: p.Parias, Dinars: p.Dinars, Seals: p.Seals, PP: p.PP}}
		if pays != nil {
			tp.Pay = pays[i]
		}
		in.Players = append(in.Players, tp)
	}
	for _, i := range s.Track {
		in.Order = append(in.Order, pos[i])
	}
	res, err := sabika.Tribute(in)
	if err != nil {
		return s, res, nil, err
	}
	n := s.clone()
	for k, i := range order {
		a := res.Players[k].After
		n.Players[i].Parias, n.Players[i].Dinars, n.Players[i].Seals, n.Players[i].PP = a.Parias, a.Dinars, a.Seals, a.PP
	}
	for k, q := range res.Order {
		n.Track[k] = order[q]
	}
	res.Chooser = order[res.Chooser]
	return n, res, Diff(s, n), nil
}

// EventChange replaces the active event by the future one when the
// narrator's space carries the symbol (asked if unknown), after the
// tribute; revealed is the last event turned up as the new future one (0
// when none is left). Without the symbol, events or a future event left,
// nothing changes.
func EventChange(s State, ed *edition.Edition, revealed int) (State, []Change, error) {
	if err := s.atRoundEnd("event change"); err != nil {
		return s, nil, err
	}
	if s.Events == nil {
		return s, nil, nil
	}
	change, ok := ed.EventChangeAt(s.Narrator)
	if !ok {
		return s, nil, &Unknown{Field: fmt.Sprintf("event_change[%d]", s.Narrator-2)}
	}
	// 3 events allow 2 changes (spec §7): a symbol met with no future
	// event left changes nothing.
	if !s.EventChanges(change) {
		return s, nil, nil
	}
	if revealed < 0 || revealed > data.Events || s.RevealsLastEvent(change) != (revealed != 0) {
		return s, nil, refuse("revealed", msgRevealed.With(nil))
	}
	if revealed != 0 && (revealed == s.Events.Active || revealed == s.Events.Future) {
		return s, nil, &DuplicateEvent{Event: revealed}
	}
	n := s.clone()
	n.Events.Active, n.Events.Future = s.Events.Future, revealed
	n.Events.Changes++
	return n, Diff(s, n), nil
}

// DuplicateEvent refuses an event drawn twice: the 3 events drawn are 3
// of 14 distinct tiles (RU L845–851), so the future event is not the
// active one, and the last one turned up is neither.
type DuplicateEvent struct{ Event int }

// Error names the event already drawn.
func (e *DuplicateEvent) Error() string { return e.Said().Error() }

// Said is the event drawn twice, for a screen to word.
func (e *DuplicateEvent) Said() message.Message {
	return msgDuplicateEvent.With(message.Params{"Event": e.Event}).At(0, "events")
}

// beforeLastRoundEnd refuses an end-of-round step in round 5, whose end of
// round is replaced by the end of the game: Final does its income and
// narrator (spec §2.2, §2.5; ES L837).
func (s State) beforeLastRoundEnd(step string) error {
	if s.Narrator == data.Rounds {
		return refuse(step, msgLastRoundEnd.With(message.Params{"Round": data.Rounds}))
	}
	return nil
}

// atRoundEnd refuses a step of the narrator's space outside the end of
// rounds 1–4 (spaces 2–5): before the narrator moves there is no space,
// and the end of the game is Final's (spec §2.4, §2.5).
func (s State) atRoundEnd(step string) error {
	switch {
	case s.Ended:
		return ErrEnded
	case s.Narrator < 2 || s.Narrator >= data.TrackSpaces:
		return refuse(step, msgRoundEndStep.With(message.Params{"Space": s.Narrator}))
	}
	return nil
}

// SetParias records a player's paria track space during the round (gains
// from exports, bonuses, or a correction). A counter that moves lands on
// top of any stack on its new space, forwards as backwards; one whose space
// does not change keeps its place (ruling 10).
func SetParias(s State, player, parias int) (State, []Change, error) {
	if s.Ended {
		return s, nil, ErrEnded
	}
	if player < 0 || player >= len(s.Players) {
		return s, nil, refuse("player", msgNotAPlayer.With(message.Params{"Value": player}))
	}
	if parias < 0 {
		return s, nil, &Refusal{Field: "parias", Msg: msgParias.With(message.Params{"Value": parias}).At(player+1, "parias")}
	}
	if err := s.Check(); err != nil {
		return s, nil, err
	}
	if s.Players[player].Parias == parias {
		return s, nil, nil
	}
	n := s.clone()
	n.Players[player].Parias = parias
	spaces := make([]int, len(n.Players))
	for i, p := range n.Players {
		spaces[i] = p.Parias
	}
	n.Track = n.Track.Land(player, spaces)
	return n, Diff(s, n), nil
}

// Restack records the order of the counters as the board shows it, most
// advanced first, each stack top first: the players may correct a stack's
// order at any time, since only the board is authoritative (ruling 10).
func Restack(s State, track sabika.Track) (State, []Change, error) {
	n := s.clone()
	n.Track = track.Clone()
	if len(n.Track) != len(n.Players) {
		return s, nil, refuse("track", msgTrackOrder.With(nil))
	}
	if err := n.trackOrdered(); err != nil {
		return s, nil, err
	}
	return n, Diff(s, n), nil
}

// StartPlayer records the next start player: the chooser (the most
// advanced counter) picks anyone; if the chooser is Yusuf, he starts
// (ES L821–825, L1127).
func StartPlayer(s State, chooser, chosen int) (State, []Change, error) {
	if err := s.Check(); err != nil {
		return s, nil, err
	}
	if chooser != s.Track[0] {
		return s, nil, refuse("chooser", msgChooser.With(nil))
	}
	if s.Players[chooser].Yusuf() {
		chosen = chooser
	}
	if chosen < 0 || chosen >= len(s.Players) {
		return s, nil, refuse("chosen", msgNotAPlayer.With(message.Params{"Value": chosen}))
	}
	n := s.clone()
	n.StartPlayer = chosen
	return n, Diff(s, n), nil
}

// PoemOne pays minor poem 1*'s owner 2 PP when the start player step made
// them the start player (ES L901); owner -1 means nobody holds the poem.
// Yusuf ignores the effects of his minor poems (ES L1085): it pays him
// nothing. It follows StartPlayer, so only the end of rounds 1–4 has it.
func PoemOne(s State, owner int) (State, []Change, error) {
	if err := s.atRoundEnd("minor poem 1*"); err != nil {
		return s, nil, err
	}
	if owner < -1 || owner >= len(s.Players) {
		return s, nil, refuse("owner", msgNotAPlayer.With(message.Params{"Value": owner}))
	}
	if owner != s.StartPlayer || s.Players[owner].Yusuf() {
		return s, nil, nil
	}
	n := s.clone()
	n.Players[owner].PP += data.PoemOneStartPP
	return n, Diff(s, n), nil
}

// Diff lists the values that differ between two states of one game.
func Diff(a, b State) []Change {
	var out []Change
	add := func(p Place, x, y int) {
		if x != y {
			out = append(out, Change{p.Path(), x, y})
		}
	}
	for i := range a.Players {
		pa, pb := a.Players[i], b.Players[i]
		for _, f := range HoldingFields {
			x, okA := pa.holding(f)
			y, okB := pb.holding(f)
			if !okA || !okB {
				panic("game: HoldingFields lists " + string(f) + ", which Player.holding does not know")
			}
			add(Place{Seat: i + 1, Field: f}, *x, *y)
		}
	}
	for k := range a.Track {
		add(Place{Field: FieldTrack, Index: k}, a.Track[k], b.Track[k])
	}
	add(Place{Field: FieldNarrator}, a.Narrator, b.Narrator)
	add(Place{Field: FieldStartPlayer}, a.StartPlayer, b.StartPlayer)
	add(Place{Field: FieldTower}, len(a.Tower), len(b.Tower))
	if a.Events != nil && b.Events != nil {
		add(Place{Field: FieldActiveEvent}, a.Events.Active, b.Events.Active)
		add(Place{Field: FieldFutureEvent}, a.Events.Future, b.Events.Future)
	}
	return out
}
