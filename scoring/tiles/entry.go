package tiles

import (
	"cmp"

	"arrayan.io/arrayan/data/citybox"
	"arrayan.io/arrayan/data/message"
)

// Neutral is the Holder of a Field that belongs to the neutral collector
// (the table's Dummy); AnyHolder is that of a rule about every holder at
// once (what the box holds of a type).
const (
	Neutral   = -1
	AnyHolder = -2
)

// FieldKind names what a Field holds in a counts-mode table.
type FieldKind string

// The kinds of entry in a counts-mode table.
const (
	KindCount FieldKind = "counts" // how many buildings of Type
	KindBest  FieldKind = "best"   // the highest value of Type held (Granada)
	KindEdge  FieldKind = "edge"   // the longest outer wall (Alhambra) or moat (Granada)
)

// Field points at one entry of a counts-mode table, so that a screen can
// show a refusal beside the field it concerns without parsing text.
type Field struct {
	// Holder is the player's index in Table.Players, Neutral or AnyHolder.
	Holder int
	Kind   FieldKind
	// Type is the building type of a count or best value ("" for an edge).
	Type string
}

// The rules an EntryError reports.
const (
	RuleBoxLimit   = "box-limit"   // more of a type than the box holds
	RuleValueRange = "value-range" // a value not printed on any tile of the type
	RuleFaceTaken  = "face-taken"  // a value another holder already holds (each exists once)
	RuleEdgeLimit  = "edge-limit"  // a longer wall/moat than the buildings can carry
)

// EntryError is why a value cannot go into one field of a counts-mode
// table. Screens show it beside the field At; the numbers let them say it
// in the player's language.
type EntryError struct {
	At   Field
	Rule string
	// Limit is, for box-limit, what the box holds of the type; for
	// value-range the lowest value; for edge-limit the longest possible.
	Limit int
	// Left is, for box-limit, how many the holder may still enter (or, At
	// AnyHolder, how many are entered); for value-range the highest value.
	Left int
	// Holder is, for face-taken, the holder of the value (an index in
	// Table.Players, or Neutral), and Name that holder's name.
	Holder int
	Name   string
}

// Error says what is wrong in English.
func (e *EntryError) Error() string { return e.Said().Error() }

// Said is what is wrong, at the holder's seat (counted from 1; 0 for the
// neutral collector or every holder) and the entry's field ("counts.tower",
// "best.school", "edge").
func (e *EntryError) Said() message.Message {
	var m message.Message
	switch e.Rule {
	case RuleBoxLimit:
		if e.At.Holder == AnyHolder {
			m = msgOverBox.With(message.Params{"N": e.Left, "Type": citybox.BuildingType(e.At.Type), "Box": e.Limit})
		} else {
			m = msgBoxLimit.With(message.Params{"Box": e.Limit, "Left": e.Left})
		}
	case RuleValueRange:
		m = msgValueRange.With(message.Params{"Lo": e.Limit, "Hi": e.Left})
	case RuleFaceTaken:
		m = msgFaceTaken.With(message.Params{"Name": e.Name})
	default:
		m = msgEdgeLimit.With(message.Params{"N": e.Limit})
	}
	field := string(e.At.Kind)
	if e.At.Type != "" {
		field += "." + e.At.Type
	}
	return m.At(max(e.At.Holder+1, 0), field)
}

// CheckEntry says why n cannot be entered at field at of the counts-mode
// table t (nil when it can), given everything else t holds:
//   - a count above what the box holds once every other holder's buildings
//     of that type are counted (reference alhambra.md/granada.md box
//     contents);
//   - a best value off the type's tiles, or one another holder already
//     holds (each Granada value exists once per type, reference granada.md);
//   - a wall/moat longer than MaxFeatures edges per building held.
func (g *Game) CheckEntry(t Table, at Field, n int) *EntryError {
	switch at.Kind {
	case KindCount:
		others := g.heldBy(t, at.Type, at.Holder)
		if box := g.BoxCount(at.Type); n+others > box {
			return &EntryError{At: at, Rule: RuleBoxLimit, Limit: box, Left: max(box-others, 0)}
		}
	case KindBest:
		if lo, hi := g.ValueRange(at.Type); n < lo || n > hi {
			return &EntryError{At: at, Rule: RuleValueRange, Limit: lo, Left: hi}
		}
		for _, h := range holdings(t, g.Neutral) {
			if h.holder != at.Holder && h.counts[at.Type] > 0 && h.best[at.Type] == n {
				return &EntryError{At: at, Rule: RuleFaceTaken, Holder: h.holder, Name: h.name}
			}
		}
	case KindEdge:
		if at.Holder >= 0 && at.Holder < len(t.Players) {
			held := 0
			for _, c := range t.Players[at.Holder].Counts {
				held += max(c, 0)
			}
			if limit := g.MaxFeatures * held; n > limit {
				return &EntryError{At: at, Rule: RuleEdgeLimit, Limit: limit}
			}
		}
	}
	return nil
}

// OverBox finds the first type (in printed order) of which the table's
// holders hold more than the box has, at Field{AnyHolder, KindCount, type};
// nil when none. A screen can come to this when a player is added whose
// earlier entries come back.
func (g *Game) OverBox(t Table) *EntryError {
	for _, typ := range g.Types {
		if n := g.heldBy(t, typ, AnyHolder); n > g.BoxCount(typ) {
			return &EntryError{At: Field{Holder: AnyHolder, Kind: KindCount, Type: typ}, Rule: RuleBoxLimit, Limit: g.BoxCount(typ), Left: n}
		}
	}
	return nil
}

// heldBy counts the buildings of typ that every holder but except holds.
func (g *Game) heldBy(t Table, typ string, except int) int {
	n := 0
	for i, p := range t.Players {
		if i != except {
			n += max(p.Counts[typ], 0)
		}
	}
	if t.Dummy != nil && except != Neutral {
		n += max(t.Dummy.Counts[typ], 0)
	}
	return n
}

// entered is one holder's counts and best values.
type entered struct {
	holder       int
	name         string
	counts, best map[string]int
}

// holdings lists every holder's counts and best values: the players in
// order, then the dummy (as Neutral, named neutral unless it has a name).
func holdings(t Table, neutral string) []entered {
	out := make([]entered, 0, len(t.Players)+1)
	for i, p := range t.Players {
		out = append(out, entered{i, p.Name, p.Counts, p.Best})
	}
	if t.Dummy != nil {
		out = append(out, entered{Neutral, cmp.Or(t.Dummy.Name, neutral), t.Dummy.Counts, t.Dummy.Best})
	}
	return out
}
