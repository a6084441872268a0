package edition

import (
	"maps"
	"slices"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Clone deep-copies an edition (no pointer, slice or map shared).
func (e *Edition) Clone() *Edition {
	out := *e
	for i, v := range e.Tribute {
		out.Tribute[i] = clonePtr(v)
	}
	for i, v := range e.EventChange {
		out.EventChange[i] = clonePtr(v)
	}
	for i, v := range e.StartDinars {
		out.StartDinars[i] = clonePtr(v)
	}
	for i, t := range e.Wishes {
		out.Wishes[i].Elements = slices.Clone(t.Elements)
	}
	if e.Yusuf != nil {
		y := cloneYusuf(*e.Yusuf)
		out.Yusuf = &y
	}
	return &out
}

func cloneYusuf(y yusuf.Components) yusuf.Components {
	out := y
	out.Tiles = slices.Clone(y.Tiles)
	out.DeckSizes = maps.Clone(y.DeckSizes)
	if y.Rondels != nil {
		out.Rondels = make(map[yusuf.Worker][]string, len(y.Rondels))
		for w, r := range y.Rondels {
			out.Rondels[w] = slices.Clone(r)
		}
	}
	out.Cards = slices.Clone(y.Cards)
	for i, card := range out.Cards {
		out.Cards[i].Actions = slices.Clone(card.Actions)
	}
	return out
}

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// Merge is cur with every value that imp knows: a value imp leaves unknown
// keeps cur's, so importing a friend's partly recorded copy never forgets
// what this one recorded (ruling 15). Yusuf's rondels are taken one by one,
// his cards deck by deck (cards are numbered in the order each player
// entered them, so two copies' cards of one deck cannot be mixed), his
// tiles and deck sizes when imp corrected the rulebook's defaults.
func Merge(cur, imp *Edition) *Edition {
	out := cur.Clone()
	for i, v := range imp.Tribute {
		if v != nil {
			out.Tribute[i] = clonePtr(v)
		}
	}
	for i, v := range imp.EventChange {
		if v != nil {
			out.EventChange[i] = clonePtr(v)
		}
	}
	for i, v := range imp.StartDinars {
		if v != nil {
			out.StartDinars[i] = clonePtr(v)
		}
	}
	for i, t := range imp.Wishes {
		out.Wishes[i].Letter = t.Letter
		if t.Elements != nil {
			out.Wishes[i].Elements = slices.Clone(t.Elements)
		}
	}
	if imp.Yusuf != nil {
		if out.Yusuf == nil {
			d := yusuf.Default()
			out.Yusuf = &d
		}
		mergeYusuf(out.Yusuf, cloneYusuf(*imp.Yusuf))
	}
	return out
}

// mergeYusuf takes into y what imp records of Yusuf's components.
func mergeYusuf(y *yusuf.Components, imp yusuf.Components) {
	d := yusuf.Default()
	if !slices.Equal(imp.Tiles, d.Tiles) || !maps.Equal(imp.DeckSizes, d.DeckSizes) {
		y.Tiles, y.DeckSizes = imp.Tiles, imp.DeckSizes
	}
	if y.Rondels == nil {
		y.Rondels = map[yusuf.Worker][]string{}
	}
	for w, r := range imp.Rondels {
		if len(r) > 0 {
			y.Rondels[w] = r
		}
	}
	for _, w := range yusuf.Workers {
		ofDeck := func(c yusuf.Card) bool { return c.Deck == w }
		if !slices.ContainsFunc(imp.Cards, ofDeck) {
			continue
		}
		y.Cards = slices.DeleteFunc(y.Cards, ofDeck)
		for _, c := range imp.Cards {
			if ofDeck(c) {
				y.Cards = append(y.Cards, c)
			}
		}
	}
}

// Preview is what an import would do to a copy, worked out before anything
// is applied: the copy it would leave, every value it changes, and every
// value that could not be right afterwards (a conflict: a rondel renamed
// that cards of this copy still use, or a deck then holding more cards
// than it has).
type Preview struct {
	Result    *Edition
	Changes   []Change
	Conflicts []*FieldError
}

// PreviewImport merges imp into cur (Merge) and lists the changes and the
// conflicts of the result.
func PreviewImport(cur, imp *Edition) Preview {
	res := Merge(cur, imp)
	return Preview{Result: res, Changes: Diff(cur, res), Conflicts: res.Problems()}
}

// CanApply tells whether applying changes something and leaves a copy
// that passes Check.
func (p Preview) CanApply() bool { return len(p.Changes) > 0 && len(p.Conflicts) == 0 }
