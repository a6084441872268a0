package tilescore

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/tiles"
)

// check asks the engine whether n can go into field at, and says why not
// in the player's language (the engine's message), shown beside that
// field.
func (s *screen) check(at tiles.Field, n int) error {
	if e := s.game.CheckEntry(s.entries(), at, n); e != nil {
		return errors.New(ui.SayError(e))
	}
	return nil
}

// displayName names holder i: the player's name or default name, or the
// neutral collector's when i is -1.
func (s *screen) displayName(i int) string {
	if i < 0 {
		return s.game.Neutral
	}
	return ui.PlayerName(s.st().Seats[i].Name, i)
}

// entries is everything entered as a counts-mode table, unchecked: the
// players in play and, in 2-player games, the neutral collector.
func (s *screen) entries() tiles.Table {
	t := tiles.Table{Game: s.game.ID, Round: s.st().Round}
	if s.st().Simple && slices.Contains(s.game.Variants, "simple") {
		t.Variant = "simple"
	}
	for i := range s.st().Players {
		h := s.st().Seats[i]
		p := tiles.Player{Name: s.displayName(i), Counts: positive(h.Counts), Best: h.Best}
		edge := h.Edge
		if s.game.Feature == "moat" {
			p.Moat = &edge
		} else {
			p.Wall = &edge
		}
		t.Players = append(t.Players, p)
	}
	if s.withDummy() {
		t.Dummy = &tiles.Dummy{Name: s.game.Neutral, Counts: positive(s.st().Dummy.Counts), Best: s.st().Dummy.Best}
	}
	return t
}

// table is the state as counts-mode input for the scoring engine, or why
// it cannot be scored yet.
func (s *screen) table() (tiles.Table, string) {
	t := s.entries()
	if e := s.game.OverBox(t); e != nil {
		return t, translation.XN("tiles.box.over", "{{.N}} {{.Type}} buildings are entered, but the box holds {{.Box}}.", e.Left,
			map[string]any{"N": e.Left, "Type": ui.BuildingTypeName(e.At.Type), "Box": e.Limit})
	}
	seen := map[string]bool{}
	for i := range t.Players {
		p := &t.Players[i]
		if seen[p.Name] {
			return t, lang.X("tiles.names.distinct", "Two players are called {{.Name}}; give them different names.", map[string]any{"Name": p.Name})
		}
		seen[p.Name] = true
		var why string
		if p.Best, why = s.bestFor(s.st().Seats[i], p.Name); why != "" {
			return t, why
		}
	}
	if t.Dummy != nil {
		var why string
		if t.Dummy.Best, why = s.bestFor(s.st().Dummy, s.game.Neutral); why != "" {
			return t, why
		}
	}
	return t, ""
}

// bestFor returns the best values of the types h holds, which break ties
// where the game orders equal counts by value (nil elsewhere), or why they
// cannot be given: the first type held whose best value name has not
// entered.
func (s *screen) bestFor(h holding, name string) (map[string]int, string) {
	if !s.game.TieByValue {
		return nil, ""
	}
	best := map[string]int{}
	for _, typ := range s.game.Types {
		if h.Counts[typ] == 0 {
			continue
		}
		b, ok := h.Best[typ]
		if !ok {
			return nil, lang.X("tiles.best.missing", "{{.Name}}: enter the highest value of your {{.Type}} buildings; it breaks ties.",
				map[string]any{"Name": name, "Type": ui.BuildingTypeName(typ)})
		}
		best[typ] = b
	}
	return best, ""
}

func positive(m map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		if v > 0 {
			out[k] = v
		}
	}
	return out
}
