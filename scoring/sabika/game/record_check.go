package game

import (
	"arrayan.io/arrayan/data/message"
	"errors"
	"fmt"
	"slices"
	"strings"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// MaxPoems bounds a player's major poems and the ranking poems entered.
const MaxPoems = 16

// MaxLog bounds the log of confirmed steps: a whole game confirms 21 to 25.
const MaxLog = 64

// Check refuses a record whose parts do not fit together (a saved file or
// an input is checked field by field before any step runs); the error is
// a *BadRecord naming the field ("result.winners", "game.trade_card").
func (r *Record) Check() error {
	if err := r.Game.Check(); err != nil {
		return inRecord("game", err)
	}
	if !slices.Contains(Phases(), r.Phase) {
		return badRecord("phase", "%q is not a step", r.Phase)
	}
	if (r.Phase == PhaseEnded) != r.Game.Ended || (r.Phase == PhaseEnded) != (r.Result != nil) {
		return badRecord("phase", "an ended game has a result, and only it")
	}
	if err := r.checkPhase(); err != nil {
		return err
	}
	if err := r.checkYusuf(); err != nil {
		return err
	}
	if len(r.Log) > MaxLog {
		return badRecord("log", "at most %d steps", MaxLog)
	}
	for i, l := range r.Log {
		if err := checkCorrected(l.Corrected, len(r.Game.Players)); err != nil {
			return inRecord(fmt.Sprintf("log[%d]", i), err)
		}
	}
	if err := r.Entry.Check(r.Game); err != nil {
		return inRecord("entry", err)
	}
	if err := r.checkLog(); err != nil {
		return err
	}
	if err := r.checkResult(); err != nil {
		return err
	}
	if len(r.Types) != 0 && len(r.Types) != len(r.Game.Players) {
		return badRecord("types", "one list per player")
	}
	for i, ts := range r.Types {
		for k, ty := range ts {
			if !slices.Contains(data.BuildingTypes, ty) || slices.Contains(ts[:k], ty) {
				return badRecord(fmt.Sprintf("types[%d]", i), "%q is not a building type held once", ty)
			}
		}
	}
	return nil
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
		return badRecord("phase", "%s cannot follow the narrator on space %d", r.Phase, n)
	}
	return nil
}

// checkYusuf refuses a Yusuf state that is not his game's: without his
// seat, of another version, with negative counters or in a round the
// game has not reached; his engine checks the rest of it
// (yusuf.State.ValidateStructure, and Validate against his components).
func (r *Record) checkYusuf() error {
	if r.YusufPP != 0 && (r.YusufSeat() < 0 || (r.YusufPP != data.StartPP && r.YusufPP != data.YusufHardPP)) {
		return badRecord("yusuf_pp", "%d or %d in a game with Yusuf's seat (ES L1170), not %d", data.StartPP, data.YusufHardPP, r.YusufPP)
	}
	if r.Yusuf == nil {
		return nil
	}
	y := r.Yusuf
	switch {
	case r.YusufSeat() < 0:
		return badRecord("yusuf", "a game without Yusuf's seat")
	case y.Version != yusuf.StateVersion:
		return badRecord("yusuf.version", "%d, this version reads %d", y.Version, yusuf.StateVersion)
	case y.PP < 0 || y.Parias < 0 || y.Round < 1 || y.Round > yusuf.Rounds:
		return badRecord("yusuf", "PP and parias 0 or more, round 1–%d", yusuf.Rounds)
	case y.Round > r.Round():
		// His next round starts on his first turn after the record's end
		// of round: never in a round the game has not reached.
		return badRecord("yusuf.round", "%d while the game is in round %d", y.Round, r.Round())
	}
	return nil
}

// Steps lists the steps a game confirms, in order, from its start to its
// end: in rounds 1–4 the income, the narrator, the tribute, the stacks,
// the event change (with events) and the start player; in round 5 the end
// of the game (spec §2.4, §2.5). Each is a Logged's round and phase.
func Steps(events bool) []Logged {
	var out []Logged
	for round := 1; round < data.Rounds; round++ {
		for _, p := range RoundEndPhases(events) {
			out = append(out, Logged{Round: round, Phase: p})
		}
	}
	return append(out, Logged{Round: data.Rounds, Phase: PhaseFinal})
}

// checkLog refuses a log that is not the game's own: one step per step
// confirmed so far, each with the round and phase the rulebook's order
// gives (Steps), each change of a known path with values in its range
// (pathRange), and the players' holdings chained from the start
// (5 PP, ES L287; no parias, no seals) through every correction and
// change to what the state shows. Yusuf's seat is chained from its first
// change (he starts with 5 or 10 PP, ES L1170, and with his start city's
// seal since issue 28, ES L934, 0 in a record saved before), and left out
// of the chain while his automa plays him: his turns set it between steps.
func (r *Record) checkLog() error {
	steps := Steps(r.Game.Events != nil)
	at := len(steps)
	if r.Phase != PhaseEnded {
		at = slices.IndexFunc(steps, func(l Logged) bool { return l.Round == r.Round() && l.Phase == r.Phase })
	}
	if at < 0 || len(r.Log) != at {
		return badRecord("log", "%d steps, but the game in round %d, %s, has confirmed %d", len(r.Log), r.Round(), r.Phase, max(at, 0))
	}
	held := map[string]int{}
	for i, p := range r.Game.Players {
		if !p.Yusuf() {
			held[holdingChange(i, FieldPP, 0, 0).Path] = data.StartPP
			held[holdingChange(i, FieldParias, 0, 0).Path] = 0
			held[holdingChange(i, FieldSeals, 0, 0).Path] = 0
		}
	}
	chain := func(field string, cs []Change) error {
		for k, c := range cs {
			lo, hi, ok := pathRange(c.Path, len(r.Game.Players))
			if !ok || c.Old < lo || c.Old > hi || c.New < lo || c.New > hi {
				return badRecord(fmt.Sprintf("%s[%d]", field, k), "%q from %d to %d is not a change a step makes", c.Path, c.Old, c.New)
			}
			i, _, ok := c.Holding()
			if !ok || (r.Game.Players[i].Yusuf() && r.Yusuf != nil) {
				continue
			}
			if v, ok := held[c.Path]; ok && v != c.Old {
				return badRecord(fmt.Sprintf("%s[%d]", field, k), "%s was %d, not %d", c.Path, v, c.Old)
			}
			held[c.Path] = c.New
		}
		return nil
	}
	for i, l := range r.Log {
		if l.Round != steps[i].Round || l.Phase != steps[i].Phase {
			return badRecord(fmt.Sprintf("log[%d]", i), "round %d, %s, where the game's step %d is round %d, %s", l.Round, l.Phase, i, steps[i].Round, steps[i].Phase)
		}
		if err := chain(fmt.Sprintf("log[%d].corrected", i), l.Corrected); err != nil {
			return err
		}
		if err := chain(fmt.Sprintf("log[%d].changes", i), l.Changes); err != nil {
			return err
		}
	}
	for path, v := range held {
		i, f, _ := Change{Path: path}.Holding()
		cur, ok := r.Game.Players[i].holding(f)
		if !ok {
			return badRecord("game."+path, "not a player's holding")
		}
		now := *cur
		// The step in progress may show its corrections already (the app
		// sets them as they are typed).
		pending := r.Phase != PhaseEnded && slices.ContainsFunc(r.Entry.Corrected, func(c Change) bool { return c.Path == path && c.Old == v && c.New == now })
		if now != v && !pending {
			return badRecord("game."+path, "%d, where the log leaves %d", now, v)
		}
	}
	return nil
}

// pathRange is the range of the values of path, one that Diff writes for
// a game of n players, as State.Check bounds them: a holding 0 to
// sabika.MaxQuantity (seals to the box's 9, ES L60–64), a track place or
// the start player a player's index, the narrator a space 1–6, the tower
// 0–3 tiles, an event tile 1–14 (ES L215; the next one 0 when none is
// left). ok is false for a path Diff never writes.
func pathRange(path string, n int) (lo, hi int, ok bool) {
	p, ok := placeOf(path)
	switch {
	case !ok:
		return 0, 0, false
	case p.Seat > n:
		return 0, 0, false
	case p.Field == FieldSeals:
		return 0, sabika.MaxSeals, true
	case p.Seat > 0:
		return 0, sabika.MaxQuantity, true
	}
	switch p.Field {
	case FieldTrack:
		return 0, n - 1, p.Index < n
	case FieldNarrator:
		return 1, data.TrackSpaces, true
	case FieldStartPlayer:
		return 0, n - 1, true
	case FieldTower:
		return 0, len(data.WishSpaces), true
	case FieldActiveEvent:
		return 1, data.Events, true
	}
	return 0, data.Events, true // FieldFutureEvent
}

// checkResult refuses an end-of-game result that is not the one its game
// scored: each total is the PP the state shows; its points add up from the
// PP before the end of the game (the log's last step) to the total; the
// tribute's holdings after are the state's; the seals and dinars pay as
// they score (ES L885–891); the trade card, goods, marble and ceramic are
// the answers kept in the entry; and the winners are the players with the
// most PP, then the most buildings (ES L893), in paying order as Final
// names them.
func (r *Record) checkResult() error {
	if r.Result == nil {
		return nil
	}
	n := len(r.Game.Players)
	if len(r.Result.Players) != n || len(r.Result.Winners) == 0 || len(r.Result.Winners) > n {
		return badRecord("result", "one score per player and 1 to %d winners", n)
	}
	var before map[string]int
	if len(r.Log) > 0 {
		before = map[string]int{}
		for _, c := range r.Log[len(r.Log)-1].Changes {
			before[c.Path] = c.Old
		}
	}
	as := r.Answers()
	for i, sc := range r.Result.Players {
		field := fmt.Sprintf("result.players[%d]", i)
		p := r.Game.Players[i]
		pts := sc.Points
		after := sc.Tribute.After
		if sc.Total != p.PP || after.Parias != p.Parias || after.Dinars != p.Dinars || after.Seals != p.Seals {
			return badRecord(field, "a total of %d and %d parias, %d dinars, %d seals left, where the game shows %d PP, %d, %d, %d",
				sc.Total, after.Parias, after.Dinars, after.Seals, p.PP, p.Parias, p.Dinars, p.Seals)
		}
		for _, q := range []struct {
			name  string
			value int
		}{{"wishes", pts.Wishes}, {"tribute", -pts.Tribute}, {"poems", pts.Poems}, {"trade", pts.Trade}, {"seals", pts.Seals},
			{"goods", pts.Goods}, {"marble", pts.Marble}, {"ceramic", pts.Ceramic}, {"dinars", pts.Dinars}} {
			if q.value < 0 || q.value > sabika.MaxQuantity {
				return badRecord(field+".points."+q.name, "out of range")
			}
		}
		if pts.Seals != after.Seals || pts.Dinars != after.Dinars/data.FinalDinarsPerPP {
			return badRecord(field+".points", "seals and dinars pay 1 PP per seal and per %d dinars left (ES L885–891)", data.FinalDinarsPerPP)
		}
		if len(r.Entry.Final) == n && (pts.Trade != as[i].Trade || pts.Goods != as[i].Goods || pts.Marble != as[i].Marble || pts.Ceramic != as[i].Ceramic) {
			return badRecord(field+".points", "the trade card, goods, marble and ceramic are not the answers entered (entry.final[%d])", i)
		}
		start := p.PP
		if v, ok := before[fmt.Sprintf("players[%d].pp", i)]; ok {
			start = v
		}
		sum := pts.Wishes + pts.Tribute + pts.Poems + pts.Trade + pts.Seals + pts.Goods + pts.Marble + pts.Ceramic + pts.Dinars
		if start+sum != sc.Total {
			return badRecord(field, "%d PP before the end of the game and %d points make %d, not a total of %d", start, sum, start+sum, sc.Total)
		}
	}
	var want []int
	for _, i := range r.Game.PayingOrder() {
		if len(want) == 0 {
			want = []int{i}
			continue
		}
		b, total := want[0], r.Result.Players[i].Total
		switch best := r.Result.Players[b].Total; {
		case total > best, total == best && as[i].Buildings > as[b].Buildings:
			want = []int{i}
		case total == best && as[i].Buildings == as[b].Buildings:
			want = append(want, i)
		}
	}
	if !slices.Equal(r.Result.Winners, want) {
		return badRecord("result.winners", "%v, where the totals and the buildings (ES L893) make %v", r.Result.Winners, want)
	}
	return nil
}

// BadRecord is a record whose parts do not fit together (Record.Check),
// or whose result is not what its own final entry scores (Continue):
// Field is the path in the record ("result.winners", "game.trade_card",
// "log[3].changes[0]"), Err what is wrong (it wraps the state's own
// errors, as *DuplicateEvent and ErrWishLetters); an input file can send
// one (the CLI's exit 2, under "record").
type BadRecord struct {
	Field string
	Err   error
}

// Error names the field and what is wrong with it.
func (e *BadRecord) Error() string { return e.Field + ": " + e.Err.Error() }

// Unwrap is what is wrong.
func (e *BadRecord) Unwrap() error { return e.Err }

// Said is what is wrong where a step says it (an event drawn twice), else
// that the saved game does not hold together at Field: a screen says so
// in the player's language, never the check's English.
func (e *BadRecord) Said() message.Message { return saidAt(e.Err, msgBadRecord, e.Field) }

// saidAt is the message err says, else kind at field.
func saidAt(err error, kind message.Kind, field string) message.Message {
	if m, ok := message.Of(err); ok {
		return m
	}
	return kind.With(message.Params{"Field": field}).At(0, field)
}

func badRecord(field, format string, args ...any) *BadRecord {
	return &BadRecord{Field: field, Err: fmt.Errorf(format, args...)}
}

// BadState is a state's value out of its bounds or not fitting the rest
// (State.Check): Field is its path in the state ("trade_card",
// "players[1].pp"), Err what is wrong (it wraps ErrWishLetters).
type BadState struct {
	Field string
	Err   error
}

// Error names the field and what is wrong with it.
func (e *BadState) Error() string { return e.Field + ": " + e.Err.Error() }

// Unwrap is what is wrong.
func (e *BadState) Unwrap() error { return e.Err }

// Said is what is wrong where a step says it, else that the saved game
// does not hold together at Field.
func (e *BadState) Said() message.Message { return saidAt(e.Err, msgBadRecord, e.Field) }

func badState(field, format string, args ...any) *BadState {
	return &BadState{Field: field, Err: fmt.Errorf(format, args...)}
}

// inRecord is err, a part's refusal, as a *BadRecord at the part's field
// under prefix ("game", "entry", "log[3]"): a *BadState or *BadEntry
// names its own field below it.
func inRecord(prefix string, err error) *BadRecord {
	var bs *BadState
	var be *BadEntry
	var dup *DuplicateEvent
	switch {
	case errors.As(err, &bs):
		return &BadRecord{Field: prefix + "." + bs.Field, Err: bs.Err}
	case errors.As(err, &be):
		return &BadRecord{Field: prefix + "." + be.Field, Err: &causeError{be.Message, be.Err}}
	case errors.As(err, &dup):
		return &BadRecord{Field: prefix + ".events", Err: err}
	}
	return &BadRecord{Field: prefix, Err: err}
}

// BadEntry is an entered value that no step could take (out of range,
// not one per player, a correction of something that is not a holding),
// or one that the step in progress does not take.
// Field is its path in the entry ("tile", "income[1]"); the screens never
// send one, an input file can (the CLI's exit 2).
// Err, when set, is the engine's refusal it comes from (a scoring's
// *sabika.InputError), whose message a screen words.
type BadEntry struct {
	Field, Message string
	Err            error
}

// Error names the field and what is wrong with it.
func (e *BadEntry) Error() string { return e.Field + ": " + e.Message }

// Said is the refusal it comes from, else that the entry's Field cannot
// be taken (the CLI writes Message).
func (e *BadEntry) Said() message.Message { return saidAt(e.Err, msgBadEntry, e.Field) }

// Unwrap is the refusal it comes from, if any.
func (e *BadEntry) Unwrap() error { return e.Err }

// causeError is a refusal's English for the CLI, wrapping the error a
// screen words (a *BadEntry's cause).
type causeError struct {
	text  string
	cause error
}

// Error is the English.
func (e *causeError) Error() string { return e.text }

// Unwrap is the cause.
func (e *causeError) Unwrap() error { return e.cause }

func badEntry(field, format string, args ...any) *BadEntry {
	return &BadEntry{Field: field, Message: fmt.Sprintf(format, args...)}
}

// Check refuses entered values that a step of game s could not take; the
// error is a *BadEntry naming the field ("income[1]: 0 or more").
func (e *Entry) Check(s State) error {
	n := len(s.Players)
	for _, f := range []struct {
		name string
		l    int
	}{{"income", len(e.Income)}, {"holdings", len(e.Holdings)}, {"pays", len(e.Pays)}, {"final", len(e.Final)}} {
		if f.l != 0 && f.l != n {
			return badEntry(f.name, "one per player")
		}
	}
	switch {
	case e.Tile < -1 || e.Tile >= data.WishTiles:
		return badEntry("tile", "-1 or a wish tile 0–%d", data.WishTiles-1)
	case e.Chosen < -1 || e.Chosen >= n:
		return badEntry("chosen", "-1 or a player")
	case e.Revealed < 0 || e.Revealed > data.Events:
		return badEntry("revealed", "0 or an event 1–%d", data.Events)
	case e.PoemOne < 0 || e.PoemOne > n:
		return badEntry("poem_one", "0 or a player from 1")
	case len(e.Rankings) > MaxPoems:
		return badEntry("rankings", "at most %d", MaxPoems)
	}
	if err := checkCorrected(e.Corrected, n); err != nil {
		return err
	}
	if len(e.Track) > 0 {
		if _, _, err := Restack(s, e.Track); err != nil {
			return badEntry("track", "%v", err)
		}
	}
	for i, v := range e.Income {
		if err := inBounds(fmt.Sprintf("income[%d]", i), v, sabika.MaxQuantity); err != nil {
			return err
		}
	}
	if err := checkHoldings(e.Holdings, s, false); err != nil {
		return err
	}
	for i, p := range e.Pays {
		if p == nil {
			continue
		}
		if err := inBoundsAll(fmt.Sprintf("pays[%d]", i), bounded{"parias", p.Parias, sabika.MaxQuantity},
			bounded{"dinars", p.Dinars, sabika.MaxQuantity}, bounded{"seals", p.Seals, sabika.MaxSeals}, bounded{"pp", p.PP, sabika.MaxQuantity}); err != nil {
			return err
		}
	}
	for i, f := range e.Final {
		if err := f.check(fmt.Sprintf("final[%d]", i)); err != nil {
			return err
		}
	}
	for i, k := range e.Rankings {
		field := fmt.Sprintf("rankings[%d]", i)
		if k.Owner < 0 || k.Owner >= n {
			return badEntry(field+".owner", "a player from 0 to %d", n-1)
		}
		if len(k.Values) != n {
			return badEntry(field+".values", "one value per player")
		}
		for j, v := range k.Values {
			if err := inBounds(fmt.Sprintf("%s.values[%d]", field, j), v, sabika.MaxQuantity); err != nil {
				return err
			}
		}
	}
	return nil
}

// bounded is an entered quantity, its name in the entry and its largest
// value.
type bounded struct {
	name       string
	value, max int
}

// inBounds refuses a value outside 0..max, the engines' bounds
// (sabika.MaxQuantity and the box's counts), naming its field, so that no
// step's sum overflows and nothing out of range is scored (cli.md: a value
// out of range is unusable input).
func inBounds(field string, v, max int) error {
	if v < 0 || v > max {
		return badEntry(field, "0 to %d, not %d", max, v)
	}
	return nil
}

// inBoundsAll checks each quantity of one entered object (field.name).
func inBoundsAll(field string, qs ...bounded) error {
	for _, q := range qs {
		if err := inBounds(field+"."+q.name, q.value, q.max); err != nil {
			return err
		}
	}
	return nil
}

// check bounds a player's end-of-game answers as "sabika final" bounds
// them (goods: the box's 24 tokens, ES L197; the rest sabika.MaxQuantity),
// at most MaxPoems major poems read; field is the answer's path.
func (f FinalAnswer) check(field string) error {
	if err := inBoundsAll(field, bounded{"income", f.Income, sabika.MaxQuantity}, bounded{"goods", f.Goods, sabika.MaxGoods},
		bounded{"marble", f.Marble, sabika.MaxQuantity}, bounded{"ceramic", f.Ceramic, sabika.MaxQuantity},
		bounded{"trade", f.Trade, sabika.MaxQuantity}, bounded{"buildings", f.Buildings, sabika.MaxQuantity}); err != nil {
		return err
	}
	if len(f.PoemPP) > MaxPoems {
		return badEntry(field+".poem_pp", "at most %d poems", MaxPoems)
	}
	for k, v := range f.PoemPP {
		if err := inBounds(fmt.Sprintf("%s.poem_pp[%d]", field, k), v, sabika.MaxQuantity); err != nil {
			return err
		}
	}
	if len(f.YusufPoems) > MaxPoems {
		return badEntry(field+".yusuf_poems", "at most %d poems", MaxPoems)
	}
	for k, p := range f.YusufPoems {
		if err := inBoundsAll(fmt.Sprintf("%s.yusuf_poems[%d]", field, k), bounded{"pp", p.PP, sabika.MaxQuantity},
			bounded{"per_trio", p.PerTrio, sabika.MaxQuantity}, bounded{"per_balance", p.PerBalance, sabika.MaxQuantity}); err != nil {
			return err
		}
	}
	return nil
}

// checkFor refuses an entered value that the step in progress of r does
// not take (ruling 18): an entry meant for another step is told, never
// silently ignored, so that a list of entries out of step with the game
// stops at the first one. The wish tile and the holdings it scores are
// taken only by the narrator's step onto a wish space (spaces 2, 4, 6:
// the end of rounds 1 and 3, ES L774) and by the end of the game; the
// holder of minor poem 1* only by the start-player step, where the app
// asks for it (ruling 17): any other step keeps the holder as it is
// (r.Entry.PoemOne, carried from step to step), and an entry naming
// another holder there is refused. Holdings corrected to match the table
// are taken at any step.
func (e *Entry) checkFor(r *Record) error {
	p := r.Phase
	wish := p == PhaseFinal || (p == PhaseNarrator && slices.Contains(data.WishSpaces[:], r.Game.Narrator+1))
	given := []struct {
		field string
		set   bool
		takes bool
	}{
		{"income", len(e.Income) > 0, p == PhaseIncome},
		{"tile", e.Tile != -1, wish},
		{"holdings", len(e.Holdings) > 0, wish},
		{"pays", len(e.Pays) > 0, p == PhaseTribute || p == PhaseFinal},
		{"track", len(e.Track) > 0, p == PhaseStacks},
		{"revealed", e.Revealed != 0, p == PhaseEvent},
		{"chosen", e.Chosen != -1, p == PhaseStart},
		{"poem_one", e.PoemOne != r.Entry.PoemOne, p == PhaseStart},
		{"final", len(e.Final) > 0, p == PhaseFinal},
		{"rankings", len(e.Rankings) > 0, p == PhaseFinal},
	}
	for _, g := range given {
		if g.set && !g.takes {
			if p == PhaseNarrator {
				return badEntry(g.field, "not an entry of the narrator's step onto space %d (ruling 18)", r.Game.Narrator+1)
			}
			return badEntry(g.field, "not an entry of the %s step (ruling 18)", p)
		}
	}
	return nil
}

// checkShown refuses an entry e for the step in progress of r that leaves
// out a correction the state already shows: the app sets each correction
// as it is typed (checkLog's pending ones), so an entry given back
// without it is out of step with the record, and the error is a
// *BadEntry naming "corrected" (issue 28 review, item 3: it was refused
// as a step's rule, exit 3).
func (e *Entry) checkShown(r *Record) error {
	for _, c := range r.Entry.Corrected {
		i, f, ok := c.Holding()
		if !ok || c.Old == c.New || slices.Contains(e.Corrected, c) || i >= len(r.Game.Players) {
			continue
		}
		if now, ok := r.Game.Players[i].holding(f); ok && *now == c.New {
			return badEntry("corrected", "the record shows %s corrected from %d to %d at this step: give the correction back", c.Path, c.Old, c.New)
		}
	}
	return nil
}

// checkCorrected refuses corrections that are not a player's PP, parias,
// dinars or seals, each at most once, or whose values are out of the
// holding's bounds (State.checkBounds); the error is a *BadEntry naming
// the correction ("corrected[2].new").
func checkCorrected(cs []Change, n int) error {
	seen := map[string]bool{}
	for k, c := range cs {
		field := fmt.Sprintf("corrected[%d]", k)
		i, f, ok := c.Holding()
		if !ok || seen[c.Path] {
			return badEntry(field+".path", "%q is not a player's holding corrected once", c.Path)
		}
		if i >= n {
			return badEntry(field+".path", "%q is not a player's", c.Path)
		}
		limit := sabika.MaxQuantity
		if f == FieldSeals {
			limit = sabika.MaxSeals
		}
		if err := inBoundsAll(field, bounded{"old", c.Old, limit}, bounded{"new", c.New, limit}); err != nil {
			return err
		}
		seen[c.Path] = true
	}
	return nil
}

// checkHoldings runs the wish engine's own check on the entered holdings
// (an empty tower scores nothing but checks every player); whole, the
// holdings are counted in full (a replay's, as "sabika wishes" takes
// them) and checked as that command checks them
// (sabika.CheckWholeHoldings: consolidated cities among those with
// presence, the poem cards). The error is a *BadEntry naming the
// holding ("holdings[1].consolidated").
func checkHoldings(hs []sabika.WishHoldings, s State, whole bool) error {
	if len(hs) == 0 {
		return nil
	}
	c := slices.Clone(hs)
	for i := range c {
		c[i].Yusuf = s.Players[i].Yusuf()
	}
	_, err := sabika.ScoreWishes(nil, c)
	if err == nil && whole {
		err = sabika.CheckWholeHoldings(c)
	}
	var ie *sabika.InputError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &ie) && strings.HasPrefix(ie.Field, "players["):
		be := badEntry("holdings"+strings.TrimPrefix(ie.Field, "players"), "%s", ie.Msg)
		be.Err = ie
		return be
	}
	be := badEntry("holdings", "%v", err)
	be.Err = err
	return be
}
