package tiles

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"arrayan.io/arrayan/data/granada"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/naming"
	"arrayan.io/arrayan/scoring/city"
)

// Input limits beyond the game rules.
const (
	// MaxCoord bounds the coordinates of a city's cells.
	MaxCoord = 10000
	// MaxCount bounds one count of counts mode (the boxes hold 54 tiles; a
	// larger count is a typing slip, and bounding it keeps sums exact).
	MaxCount = 1000
)

// holding is one holder's buildings, ready for the rule checks and scoring:
// a player or the neutral collector.
type holding struct {
	name    string
	field   string      // JSON path of the holder, for messages
	seat    int         // the player's seat, counted from 1 (0: the neutral collector)
	cells   []city.Cell // city mode, start included
	pieces  []piece     // every building held, reserve included
	counts  []int       // per type, reserve excluded
	best    []int       // per type, the highest value held (0: none)
	feature int         // the longest outer wall/moat: given, or computed from the city
}

// piece is one building (or, in counts mode, several of unknown value) for
// the box checks.
type piece struct {
	typ     int        // index into Game.Types
	value   int        // 0: unknown (counts mode)
	walls   city.Edges // Alhambra: the walls, when known
	known   bool       // walls known
	n       int        // how many such buildings
	holder  int        // index into the holdings
	inCity  bool       // at pos in the holder's city
	pos     city.Pos
	reserve bool // in a reserve: never scores
	bad     bool // no tile of the box is like it (reported as impossible-tile)
}

// Score checks a table and scores it. Input that cannot be scored is an
// *InputError (exit 2); cities or holdings that break the building rules or
// hold more than the box are an *IllegalCityError listing every violation
// (exit 3).
//
// The dummy's result has counts and points for every building type, and no
// wall/moat: it never scores walls or moats, so its points have no "wall" or
// "moat" key and its total is the sum of its majority points.
func Score(t Table) (Result, error) {
	g, ok := GameByID(t.Game)
	if !ok {
		return Result{}, badInput("game", WrongGame, message.Params{"Game": fmt.Sprintf("%q", t.Game)})
	}
	hs, err := g.holdings(t)
	if err != nil {
		return Result{}, err
	}
	if vs := g.violations(hs); len(vs) > 0 {
		return Result{}, &IllegalCityError{Violations: vs}
	}
	return g.score(t, hs), nil
}

// holdings checks the input and turns players and dummy into holdings (the
// dummy last).
func (g *Game) holdings(t Table) ([]holding, error) {
	if t.Round < 1 || t.Round > 3 {
		return nil, badInput("round", msgRound, message.Params{"Round": t.Round})
	}
	if !g.hasVariant(t.Variant) {
		return nil, badInput("variant", msgVariant, message.Params{"Variants": strings.Join(g.Variants, " or "), "Game": g.ID, "Variant": fmt.Sprintf("%q", t.Variant)})
	}
	if n := len(t.Players); n < 2 || n > 6 {
		return nil, badInput("players", PlayerCount, message.Params{"Count": n})
	}
	names := map[string]int{}
	hs := make([]holding, 0, len(t.Players)+1)
	for i, p := range t.Players {
		field := seatField(i)
		if strings.TrimSpace(p.Name) == "" {
			return nil, badInput(field+".name", msgRequired, nil).of(i + 1)
		}
		if err := checkName(field+".name", p.Name); err != nil {
			return nil, err.of(i + 1)
		}
		if j, dup := names[p.Name]; dup {
			return nil, badInput(field+".name", NameTwice, message.Params{"Name": fmt.Sprintf("%q", p.Name), "Other": j}).of(i + 1)
		}
		names[p.Name] = i
		h, err := g.player(p, field, i)
		if err != nil {
			return nil, err
		}
		hs = append(hs, h)
	}
	if d := t.Dummy; d != nil {
		if len(t.Players) != 2 {
			return nil, badInput("dummy", TwoPlayersOnly, nil)
		}
		name := d.Name
		if name == "" {
			name = g.Neutral
		}
		if _, dup := names[name]; dup {
			return nil, badInput("dummy.name", msgDummyNamed, message.Params{"Name": fmt.Sprintf("%q", name)})
		}
		if err := checkName("dummy.name", name); err != nil {
			return nil, err
		}
		h := holding{name: name, field: "dummy"}
		if err := g.fill(&h, len(hs), d.Buildings, "buildings", d.Counts, d.Best, false); err != nil {
			return nil, err
		}
		hs = append(hs, h)
	}
	return hs, nil
}

// player checks one player and makes their holding.
func (g *Game) player(p Player, field string, index int) (holding, error) {
	h := holding{name: p.Name, field: field, seat: index + 1}
	own, other := byFeature(g, p.Wall, p.Moat)
	ownKey, otherKey := byFeature(g, "wall", "moat")
	if other != nil {
		return h, badInput(field+"."+otherKey, msgNoFeature, message.Params{"Game": g.ID, "Other": otherKey, "Own": ownKey}).of(h.seat)
	}
	switch {
	case p.City != nil && p.Counts != nil:
		return h, badInput(field, msgCityOrCounts, nil).of(h.seat)
	case p.City == nil && p.Counts == nil:
		return h, badInput(field, msgCityNeeded, message.Params{"Own": ownKey}).of(h.seat)
	case p.City != nil:
		if own != nil {
			return h, badInput(field+"."+ownKey, msgComputed, nil).of(h.seat)
		}
		if err := g.city(&h, p.City, index); err != nil {
			return h, err
		}
	default:
		if own == nil {
			return h, badInput(field+"."+ownKey, msgEdgeRequired, message.Params{"Own": ownKey}).of(h.seat)
		}
	}
	if err := g.fill(&h, index, p.Reserve, "reserve", p.Counts, p.Best, true); err != nil {
		return h, err
	}
	if p.City == nil {
		total := 0
		for _, n := range h.counts {
			total += n
		}
		if most := g.MaxFeatures * total; *own < 0 || *own > most {
			return h, badInput(field+"."+ownKey, msgEdgeRange, message.Params{"Most": most, "Per": g.MaxFeatures, "Value": *own}).of(h.seat).about(h.entry(KindEdge, ""))
		}
		h.feature = *own
	}
	return h, nil
}

// entry is the counts-mode entry of kind and typ of the holding's holder.
func (h *holding) entry(kind FieldKind, typ string) Field {
	if h.seat == 0 {
		return Field{Holder: Neutral, Kind: kind, Type: typ}
	}
	return Field{Holder: h.seat - 1, Kind: kind, Type: typ}
}

// checkName refuses a name over data/naming's limit, at field.
func checkName(field, name string) *InputError {
	var long *naming.TooLongError
	if errors.As(naming.Check(name), &long) {
		return &InputError{Code: "bad-input", Field: field, Msg: long.Said()}
	}
	return nil
}

// city checks and records a player's cells.
func (g *Game) city(h *holding, cells []Cell, index int) error {
	h.cells = make([]city.Cell, len(cells))
	for j, c := range cells {
		field := func() string { return fmt.Sprintf("%s.city[%d]", h.field, j) }
		if c.X < -MaxCoord || c.X > MaxCoord || c.Y < -MaxCoord || c.Y > MaxCoord {
			return badInput(field(), CoordRange, message.Params{"Max": MaxCoord}).of(h.seat)
		}
		if c.Start {
			if c.Type != "" || c.Value != 0 || c.Walls != "" || c.Moats != "" {
				return badInput(field(), msgStartCell, nil).of(h.seat)
			}
			h.cells[j] = city.Cell{X: c.X, Y: c.Y, Start: true}
			continue
		}
		typ, edges, _, err := g.building(c.Type, c.Value, &c.Walls, &c.Moats)
		if err != nil {
			return err.under(field()).of(h.seat)
		}
		h.cells[j] = city.Cell{X: c.X, Y: c.Y, Features: edges}
		h.pieces = append(h.pieces, piece{typ: typ, value: c.Value, walls: edges, known: true, n: 1,
			holder: index, inCity: true, pos: city.Pos{X: c.X, Y: c.Y}})
	}
	return nil
}

// fill adds buildings (a player's reserve, or the dummy's buildings) and, in
// counts mode (counts given), the counts and best values; it then sets the
// holding's counts and best per type from every piece outside the reserve.
func (g *Game) fill(h *holding, index int, bs []Building, key string, counts, best map[string]int, reserve bool) error {
	if counts == nil && best != nil {
		return badInput(h.field+".best", msgBestCounts, nil).of(h.seat)
	}
	if bs != nil && counts != nil && !reserve {
		return badInput(h.field, msgListOrCounts, message.Params{"Key": key}).of(h.seat)
	}
	for j, b := range bs {
		typ, edges, known, err := g.building(b.Type, b.Value, b.Walls, b.Moats)
		if err != nil {
			return err.under(fmt.Sprintf("%s.%s[%d]", h.field, key, j)).of(h.seat)
		}
		// Outside a city a building's edges never score, and the contract's
		// own example lists a reserve tile with "walls": "" (a tower 9, which
		// the box only has with walls): an empty edge string there means the
		// edges were not recorded, so any tile of that type and value fits.
		if edges == 0 {
			known = false
		}
		h.pieces = append(h.pieces, piece{typ: typ, value: b.Value, walls: edges, known: known, n: 1, holder: index, reserve: reserve})
	}
	if counts != nil {
		if err := g.countsMode(h, index, counts, best); err != nil {
			return err
		}
	}
	h.counts = make([]int, len(g.Types))
	h.best = make([]int, len(g.Types))
	for _, p := range h.pieces {
		if !p.reserve {
			h.counts[p.typ] += p.n
			h.best[p.typ] = max(h.best[p.typ], p.value)
		}
	}
	return nil
}

// countsMode checks counts and best (Granada) and adds them as pieces: in
// Granada one of the best value and the rest of unknown value, in Alhambra
// all of unknown price.
func (g *Game) countsMode(h *holding, index int, counts, best map[string]int) error {
	for _, typ := range slices.Sorted(maps.Keys(counts)) {
		field := h.field + ".counts." + typ
		if !g.HasType(typ) {
			return badInput(field, msgTypeUnknown, message.Params{"Game": g.ID, "Types": g.NamedTypes()}).of(h.seat)
		}
		if n := counts[typ]; n < 0 || n > MaxCount {
			return badInput(field, Range, message.Params{"Min": 0, "Max": MaxCount, "Value": n}).of(h.seat).about(h.entry(KindCount, typ))
		}
	}
	if best != nil && !g.TieByValue {
		return badInput(h.field+".best", msgBestGranada, nil).of(h.seat)
	}
	for _, typ := range slices.Sorted(maps.Keys(best)) {
		field := h.field + ".best." + typ
		if !g.HasType(typ) {
			return badInput(field, msgTypeUnknown, message.Params{"Game": g.ID, "Types": g.NamedTypes()}).of(h.seat)
		}
		if counts[typ] <= 0 {
			return badInput(field, msgBestPositive, nil).of(h.seat).about(h.entry(KindBest, typ))
		}
		lo, hi := g.ValueRange(typ)
		if best[typ] < lo || best[typ] > hi {
			return badInput(field, Range, message.Params{"Min": lo, "Max": hi, "Value": best[typ]}).of(h.seat).about(h.entry(KindBest, typ))
		}
		// Each value exists once per type (reference granada.md), so n
		// buildings of a type hold n different values and the highest is
		// at least the n-th lowest (more than the box holds is the rule
		// violation too-many, reported with the others).
		if least := lo + counts[typ] - 1; best[typ] < least && least <= hi {
			return badInput(field, msgBestLeast,
				message.Params{"Count": counts[typ], "Type": g.NamedType(typ), "Least": least, "Value": best[typ]}).of(h.seat).about(h.entry(KindBest, typ))
		}
	}
	for i, typ := range g.Types {
		n := counts[typ]
		if n <= 0 {
			continue
		}
		if g.TieByValue {
			v, ok := best[typ]
			if !ok {
				return badInput(h.field+".best."+typ, BestRequired, nil).of(h.seat).about(h.entry(KindBest, typ))
			}
			h.pieces = append(h.pieces, piece{typ: i, value: v, n: 1, holder: index})
			n--
		}
		if n > 0 {
			h.pieces = append(h.pieces, piece{typ: i, n: n, holder: index})
		}
	}
	return nil
}

// building checks a building's type, value and edge fields, and returns the
// type's index and the game's edge feature (walls or moats), with whether
// that was given; an error names the field within the building.
func (g *Game) building(typ string, value int, walls, moats *string) (index int, edges city.Edges, known bool, err *InputError) {
	if typ == "" {
		return 0, 0, false, badInput("type", msgRequired, nil)
	}
	index = slices.Index(g.Types, typ)
	if index < 0 {
		return 0, 0, false, badInput("type", msgTypeNamed, message.Params{"Game": g.ID, "Type": fmt.Sprintf("%q", typ), "Types": g.NamedTypes()})
	}
	if value == 0 {
		return 0, 0, false, badInput("value", msgRequired, nil)
	}
	if value < 0 {
		return 0, 0, false, badInput("value", msgValuePositive, message.Params{"Value": value})
	}
	own, other := byFeature(g, walls, moats)
	ownKey, otherKey := byFeature(g, "walls", "moats")
	if other != nil && *other != "" {
		return 0, 0, false, badInput(otherKey, msgOtherEdges, message.Params{"Game": g.ID, "Other": otherKey, "Own": ownKey})
	}
	if own == nil {
		return index, 0, false, nil
	}
	edges, perr := city.ParseEdges(*own)
	if perr != nil {
		return 0, 0, false, badInput(ownKey, msgEdges, message.Params{"Problem": perr})
	}
	return index, edges, true, nil
}

// byFeature orders a pair of wall and moat values (fields, keys) as the
// game's own edge feature first and the other game's second.
func byFeature[T any](g *Game, wall, moat T) (own, other T) {
	if g.Feature == "moat" {
		return moat, wall
	}
	return wall, moat
}

// violations runs every rule check: per player the city's building rules
// and impossible tiles, then the dummy's impossible tiles, then what
// exceeds the box. Checking a city also records its longest outer
// wall/moat (holding.feature) and marks impossible pieces (piece.bad).
func (g *Game) violations(hs []holding) []Violation {
	vs := []Violation{}
	for i := range hs {
		h := &hs[i]
		if h.cells != nil {
			r := city.Check(h.cells)
			h.feature = r.Longest
			for _, v := range r.Violations {
				w := Violation{Player: h.name, Rule: v.Rule, Cells: positions(v.Cells)}
				if v.More > 0 {
					w.Detail = fmt.Sprintf("%d more squares of this hole are not listed", v.More)
				}
				vs = append(vs, w)
			}
		}
		for j := range h.pieces {
			p := &h.pieces[j]
			if why := g.impossible(*p); why != "" {
				p.bad = true
				v := Violation{Player: h.name, Rule: RuleImpossibleTile, Cells: [][2]int{}, Detail: why}
				if p.inCity {
					v.Cells = [][2]int{{p.pos.X, p.pos.Y}}
				} else if h.field != "dummy" {
					v.Detail = "reserve: " + why
				}
				vs = append(vs, v)
			}
		}
	}
	return append(vs, g.tooMany(hs)...)
}

// positions turns squares into the contract's [x, y] pairs.
func positions(ps []city.Pos) [][2]int {
	out := make([][2]int, len(ps))
	for i, p := range ps {
		out[i] = [2]int{p.X, p.Y}
	}
	return out
}

// impossible says why no tile of the box can be this piece, or "".
func (g *Game) impossible(p piece) string {
	if p.value == 0 { // counts mode: nothing to check
		return ""
	}
	typ := g.Types[p.typ]
	if g.TieByValue {
		if lo, hi := g.ValueRange(typ); p.value < lo || p.value > hi {
			return fmt.Sprintf("%s %d: values run %d to %d", typ, p.value, lo, hi)
		}
		if n := p.walls.Count(); n > g.MaxFeatures {
			return fmt.Sprintf("%s %d with moats %s: a tile has at most %d", typ, p.value, p.walls, g.MaxFeatures)
		}
		return ""
	}
	if g.boxPrice(p.typ, p.value) == 0 {
		lo, hi := g.ValueRange(typ)
		return fmt.Sprintf("no %s %d in the box (prices %d to %d)", typ, p.value, lo, hi)
	}
	if p.known && g.boxFace(p.typ, p.value, p.walls) == 0 {
		return fmt.Sprintf("no %s in the box (%s)", g.face(p), g.wallsOf(p.typ, p.value))
	}
	return ""
}

// face names a piece with its value and, when known, its walls.
func (g *Game) face(p piece) string {
	s := fmt.Sprintf("%s %d", g.Types[p.typ], p.value)
	if !p.known || g.TieByValue {
		return s
	}
	if p.walls == 0 {
		return s + " without walls"
	}
	return s + " with walls " + p.walls.String()
}

// wallsOf lists the walls of the box's tiles of a type and price.
func (g *Game) wallsOf(typ, price int) string {
	var ws []string
	for e := city.Edges(0); e < 16; e++ {
		for n := g.boxFace(typ, price, e); n > 0; n-- {
			if e == 0 {
				ws = append(ws, "none")
			} else {
				ws = append(ws, e.String())
			}
		}
	}
	return fmt.Sprintf("its %s %d has walls %s", g.Types[typ], price, strings.Join(ws, ", "))
}

// group gathers the pieces of one limit: how many, whose and where.
type group struct {
	n      int
	holder int // -1 none yet, -2 several
	cells  []city.Pos
}

func (gr *group) add(p piece) {
	gr.n += p.n
	switch {
	case gr.holder == -1 || gr.holder == p.holder:
		gr.holder = p.holder
		if p.inCity {
			gr.cells = append(gr.cells, p.pos)
		}
	default:
		gr.holder = -2
	}
}

// unknown orders pieces with known walls first.
func unknown(p piece) int {
	if p.known {
		return 0
	}
	return 1
}

// check reports the group when, after removing the surplus already reported
// for its parts (excess), it still holds more than limit; it returns the
// surplus of the group including its parts'.
func (gr *group) check(vs *[]Violation, hs []holding, limit, excess int, what func() string) int {
	if gr.n-excess <= limit {
		return excess
	}
	v := Violation{Rule: RuleTooMany, Cells: [][2]int{}, Detail: fmt.Sprintf("%s: %d in play, the box holds %d", what(), gr.n, limit)}
	if gr.holder >= 0 {
		v.Player = hs[gr.holder].name
		slices.SortFunc(gr.cells, func(a, b city.Pos) int { return cmp.Or(cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X)) })
		v.Cells = positions(gr.cells)
	}
	*vs = append(*vs, v)
	return gr.n - limit
}

// tooMany reports what holds more than the box across all holdings,
// reserves included. Alhambra: per type+price+walls, type+price and type;
// Granada: per face (type+value), type and value pair. A coarser limit is
// reported only when the surplus already reported within it does not
// explain it; impossible tiles (reported already) are left out.
func (g *Game) tooMany(hs []holding) []Violation {
	b := &boxLimits{g: g, hs: hs, all: sortedPieces(hs), vs: []Violation{}}
	for i := range b.pairs {
		b.pairs[i].holder = -1
	}
	for i := 0; i < len(b.all); {
		i = b.checkType(i)
	}
	if g.TieByValue {
		for i := range b.pairs {
			b.pairs[i].check(&b.vs, hs, granada.PerPair(), b.pairExcess[i], func() string { return fmt.Sprintf("values %d/%d", 2*i, 2*i+1) })
		}
	}
	return b.vs
}

// boxLimits walks the pieces in play, sorted by type, value, known walls
// first and walls, checking each group against the box.
type boxLimits struct {
	g          *Game
	hs         []holding
	all        []piece
	vs         []Violation
	pairs      [7]group // Granada: value pairs 2/3 … 12/13 at index value/2
	pairExcess [7]int   // Granada: the surplus reported within each pair
}

// sortedPieces are all holdings' pieces but the impossible ones, sorted by
// type, value, known walls first and walls.
func sortedPieces(hs []holding) []piece {
	var all []piece
	for _, h := range hs {
		for _, p := range h.pieces {
			if !p.bad {
				all = append(all, p)
			}
		}
	}
	slices.SortStableFunc(all, func(a, b piece) int {
		return cmp.Or(cmp.Compare(a.typ, b.typ), cmp.Compare(a.value, b.value), cmp.Compare(unknown(a), unknown(b)), cmp.Compare(a.walls, b.walls))
	})
	return all
}

// checkType checks the pieces of all[i]'s type, value by value, then the
// type as a whole against the box; it returns the index of the next type.
func (b *boxLimits) checkType(i int) int {
	typ := b.all[i].typ
	name := b.g.Types[typ]
	tg := group{holder: -1}
	typeExcess := 0
	for i < len(b.all) && b.all[i].typ == typ {
		var excess int
		i, excess = b.checkValue(i, &tg)
		typeExcess += excess
	}
	tg.check(&b.vs, b.hs, b.g.BoxCount(name), typeExcess, func() string { return name })
	return i
}

// checkValue checks the pieces of all[i]'s type and value (Alhambra: face
// by face, then type+price; Granada: the face, once in the box), adding
// them to the type's group tg. It returns the index of the next value and
// the surplus reported within it.
func (b *boxLimits) checkValue(i int, tg *group) (next, excess int) {
	all, g := b.all, b.g
	typ, value := all[i].typ, all[i].value
	vg := group{holder: -1}
	valueExcess := 0
	for i < len(all) && all[i].typ == typ && all[i].value == value {
		p := all[i]
		if value != 0 && !g.TieByValue && p.known {
			var faceExcess int
			i, faceExcess = b.checkFace(i, &vg, tg)
			valueExcess += faceExcess
			continue
		}
		vg.add(p)
		tg.add(p)
		if value != 0 && g.TieByValue {
			b.pairs[value/2].add(p)
		}
		i++
	}
	switch {
	case value == 0: // counts mode: no value to check
		return i, 0
	case g.TieByValue: // Granada face: each once
		last := all[i-1]
		excess = vg.check(&b.vs, b.hs, 1, 0, func() string { return g.face(last) })
		b.pairExcess[value/2] += excess
		return i, excess
	default: // Alhambra type+price
		name := g.Types[typ]
		return i, vg.check(&b.vs, b.hs, g.boxPrice(typ, value), valueExcess, func() string { return fmt.Sprintf("%s %d", name, value) })
	}
}

// checkFace checks one Alhambra face, type+price+walls, starting at
// all[i], adding its pieces to the value's and type's groups. It returns
// the index of the next face and the surplus reported.
func (b *boxLimits) checkFace(i int, vg, tg *group) (next, excess int) {
	all := b.all
	p := all[i]
	fg := group{holder: -1}
	for ; i < len(all) && all[i].typ == p.typ && all[i].value == p.value && all[i].known && all[i].walls == p.walls; i++ {
		fg.add(all[i])
		vg.add(all[i])
		tg.add(all[i])
	}
	return i, fg.check(&b.vs, b.hs, b.g.boxFace(p.typ, p.value, p.walls), 0, func() string { return b.g.face(p) })
}

// score computes the result of a checked table: each type's majorities,
// then each player's wall or moat.
func (g *Game) score(t Table, hs []holding) Result {
	res := Result{Game: g.ID, Round: t.Round, Players: make([]PlayerResult, len(t.Players))}
	points := g.majorities(t, hs)
	for i, h := range hs {
		pr := g.majorityResult(h, points[i])
		if i == len(t.Players) { // the dummy: majorities only
			res.Dummy = &pr
			continue
		}
		g.addFeature(&pr, h.feature)
		res.Players[i] = pr
	}
	return res
}

// majorities gives each holding its points per type: the round's place
// points for the type, the holders ranked by how many they hold (Granada:
// then by their highest value).
func (g *Game) majorities(t Table, hs []holding) [][]int {
	points := make([][]int, len(hs)) // per holding, per type
	for i := range points {
		points[i] = make([]int, len(g.Types))
	}
	order := make([]int, 0, len(hs))
	for typ, name := range g.Types {
		total := 0
		order = order[:0]
		for i, h := range hs {
			if h.counts[typ] > 0 {
				total += h.counts[typ]
				order = append(order, i)
			}
		}
		pts := g.PlacePoints(t.Round, t.Variant, name, total)
		slices.SortStableFunc(order, func(a, b int) int {
			c := cmp.Compare(hs[b].counts[typ], hs[a].counts[typ])
			if c == 0 && g.TieByValue {
				c = cmp.Compare(hs[b].best[typ], hs[a].best[typ])
			}
			return c
		})
		g.sharePlaces(hs, typ, order, pts, points)
	}
	return points
}

// sharePlaces gives the holders of type typ, ranked in order, the place
// points pts: holders tied for a place share the places they occupy
// (ruling 5); in Granada the values leave no ties (ruling 6).
func (g *Game) sharePlaces(hs []holding, typ int, order, pts []int, points [][]int) {
	for place := 0; place < len(order); {
		k := 1
		for place+k < len(order) && hs[order[place+k]].counts[typ] == hs[order[place]].counts[typ] &&
			(!g.TieByValue || hs[order[place+k]].best[typ] == hs[order[place]].best[typ]) {
			k++
		}
		sum := 0
		for q := place; q < place+k && q < len(pts); q++ {
			sum += pts[q]
		}
		for _, i := range order[place : place+k] {
			points[i][typ] = sum / k
		}
		place += k
	}
}

// majorityResult is a holding's counts and majority points per type.
func (g *Game) majorityResult(h holding, points []int) PlayerResult {
	pr := PlayerResult{Name: h.name, Counts: make(map[string]int, len(g.Types)), Points: make(map[string]int, len(g.Types)+1)}
	for typ, name := range g.Types {
		pr.Counts[name] = h.counts[typ]
		pr.Points[name] = points[typ]
		pr.Total += points[typ]
	}
	return pr
}

// addFeature adds a player's points for the longest outer wall (Alhambra)
// or moat (Granada), given or measured from the city.
func (g *Game) addFeature(pr *PlayerResult, f int) {
	own, _ := byFeature(g, &pr.Wall, &pr.Moat)
	*own = &f
	pr.Points[g.Feature] = f
	pr.Total += f
}
