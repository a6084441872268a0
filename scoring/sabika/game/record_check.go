package game

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// MaxPoems bounds a player's major poems and the ranking poems entered.
const MaxPoems = 16

// MaxLog bounds the log of confirmed steps: a whole game confirms 21 to 25.
const MaxLog = 64

// holdingPath matches a player's holding in a Change's path:
// players[i].pp, .parias, .dinars or .seals. It is compiled at first use,
// not at start: the browser's first frame waits for package set-up.
var holdingPath = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^players\[(\d+)\]\.(\w+)$`) })

// Check refuses a record whose parts do not fit together (a saved file or
// an input is checked field by field before any step runs).
func (r *Record) Check() error {
	if err := r.Game.Check(); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	if !slices.Contains(Phases(), r.Phase) {
		return fmt.Errorf("phase: %q is not a step", r.Phase)
	}
	if (r.Phase == PhaseEnded) != r.Game.Ended || (r.Phase == PhaseEnded) != (r.Result != nil) {
		return fmt.Errorf("phase: an ended game has a result, and only it")
	}
	if err := r.checkPhase(); err != nil {
		return err
	}
	if err := r.checkYusuf(); err != nil {
		return err
	}
	if err := r.checkResult(); err != nil {
		return err
	}
	if len(r.Log) > MaxLog {
		return fmt.Errorf("log: at most %d steps", MaxLog)
	}
	for i, l := range r.Log {
		if err := checkCorrected(l.Corrected, len(r.Game.Players)); err != nil {
			return fmt.Errorf("log[%d].%w", i, err)
		}
	}
	if len(r.Types) != 0 && len(r.Types) != len(r.Game.Players) {
		return fmt.Errorf("types: one list per player")
	}
	for i, ts := range r.Types {
		for k, ty := range ts {
			if !slices.Contains(data.BuildingTypes, ty) || slices.Contains(ts[:k], ty) {
				return fmt.Errorf("types[%d]: %q is not a building type held once", i, ty)
			}
		}
	}
	if err := r.Entry.Check(r.Game); err != nil {
		return fmt.Errorf("entry.%w", err)
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
		return fmt.Errorf("phase: %s cannot follow the narrator on space %d", r.Phase, n)
	}
	return nil
}

// checkYusuf refuses a Yusuf state that is not his game's: without his
// seat, of another version, with negative counters or in a round the
// game has not reached; his engine checks the rest of it
// (yusuf.State.ValidateStructure, and Validate against his components).
func (r *Record) checkYusuf() error {
	if r.YusufPP != 0 && (r.YusufSeat() < 0 || (r.YusufPP != data.StartPP && r.YusufPP != data.YusufHardPP)) {
		return fmt.Errorf("yusuf_pp: %d or %d in a game with Yusuf's seat (ES L1170), not %d", data.StartPP, data.YusufHardPP, r.YusufPP)
	}
	if r.Yusuf == nil {
		return nil
	}
	y := r.Yusuf
	switch {
	case r.YusufSeat() < 0:
		return fmt.Errorf("yusuf: a game without Yusuf's seat")
	case y.Version != yusuf.StateVersion:
		return fmt.Errorf("yusuf.version: %d, this version reads %d", y.Version, yusuf.StateVersion)
	case y.PP < 0 || y.Parias < 0 || y.Round < 1 || y.Round > yusuf.Rounds:
		return fmt.Errorf("yusuf: PP and parias 0 or more, round 1–%d", yusuf.Rounds)
	case y.Round > r.Round():
		// His next round starts on his first turn after the record's end
		// of round: never in a round the game has not reached.
		return fmt.Errorf("yusuf.round: %d while the game is in round %d", y.Round, r.Round())
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

// BadEntry is an entered value that no step could take (out of range,
// not one per player, a correction of something that is not a holding),
// or one that the step in progress does not take.
// Field is its path in the entry ("tile", "income[1]"); the screens never
// send one, an input file can (the CLI's exit 2).
type BadEntry struct{ Field, Message string }

// Error names the field and what is wrong with it.
func (e *BadEntry) Error() string { return e.Field + ": " + e.Message }

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

// checkCorrected refuses corrections that are not a player's PP, parias,
// dinars or seals, each at most once, or whose values are out of the
// holding's bounds (State.checkBounds); the error is a *BadEntry naming
// the correction ("corrected[2].new").
func checkCorrected(cs []Change, n int) error {
	seen := map[string]bool{}
	for k, c := range cs {
		field := fmt.Sprintf("corrected[%d]", k)
		m := holdingPath().FindStringSubmatch(c.Path)
		if m == nil || seen[c.Path] || !slices.Contains([]string{"pp", "parias", "dinars", "seals"}, m[2]) {
			return badEntry(field+".path", "%q is not a player's holding corrected once", c.Path)
		}
		if i, err := strconv.Atoi(m[1]); err != nil || i >= n {
			return badEntry(field+".path", "%q is not a player's", c.Path)
		}
		limit := sabika.MaxQuantity
		if m[2] == "seals" {
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
		return badEntry("holdings"+strings.TrimPrefix(ie.Field, "players"), "%s", ie.Message)
	}
	return badEntry("holdings", "%v", err)
}
