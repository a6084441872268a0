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
		return ui.Worded(ui.SayError(e))
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
		p := tiles.Player{Name: s.displayName(i), Counts: positive(h.Counts), Best: s.bestHeld(h)}
		edge := h.Edge
		if s.game.Feature == "moat" {
			p.Moat = &edge
		} else {
			p.Wall = &edge
		}
		t.Players = append(t.Players, p)
	}
	if s.withDummy() {
		t.Dummy = &tiles.Dummy{Name: s.game.Neutral, Counts: positive(s.st().Dummy.Counts), Best: s.bestHeld(s.st().Dummy)}
	}
	return t
}

// table is the state as counts-mode input for the scoring engine, or why
// it cannot be scored yet: more of a type than the box holds, said with
// the building's name.
func (s *screen) table() (tiles.Table, string) {
	t := s.entries()
	if e := s.game.OverBox(t); e != nil {
		return t, translation.XN("tiles.box.over", "{{.N}} {{.Type}} buildings are entered, but the box holds {{.Box}}.", e.Left,
			map[string]any{"N": e.Left, "Type": ui.BuildingTypeName(e.At.Type), "Box": e.Limit})
	}
	return t, ""
}

// score scores the entries, or says why they cannot be scored in the
// player's language.
func (s *screen) score() (tiles.Result, string) {
	t, why := s.table()
	if why != "" {
		return tiles.Result{}, why
	}
	res, err := tiles.Score(t)
	if err != nil {
		return res, s.sayRefusal(err)
	}
	return res, ""
}

// sayRefusal words the engine's refusal of the entries: a best value
// missing and a name given twice in the screen's words, with the player's
// and the building's names; anything else as the engine says it.
func (s *screen) sayRefusal(err error) string {
	var in *tiles.InputError
	if errors.As(err, &in) {
		switch m := in.Said(); {
		case m.Kind == tiles.BestRequired && in.Entry != nil:
			return lang.X("tiles.best.missing", "{{.Name}}: enter the highest value of your {{.Type}} buildings; it breaks ties.",
				map[string]any{"Name": s.displayName(in.Entry.Holder), "Type": ui.BuildingTypeName(in.Entry.Type)})
		case m.Kind == tiles.NameTwice && m.Seat > 0:
			return lang.X("tiles.names.distinct", "Two players are called {{.Name}}; give them different names.",
				map[string]any{"Name": s.displayName(m.Seat - 1)})
		}
	}
	return lang.X("tiles.cannot", "Cannot score these entries: {{.Err}}", map[string]any{"Err": ui.SayError(err)})
}

// bestHeld is h's best values of the types it holds, which break ties
// where the game orders equal counts by value (nil elsewhere): a value
// entered for a type no longer held is left out.
func (s *screen) bestHeld(h holding) map[string]int {
	if !s.game.TieByValue {
		return nil
	}
	best := map[string]int{}
	for typ, v := range h.Best {
		if h.Counts[typ] > 0 {
			best[typ] = v
		}
	}
	return best
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
