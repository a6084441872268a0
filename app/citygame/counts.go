package citygame

import (
	"errors"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// countsSummary lists a counted player's buildings and wall or moat.
func countsSummary(g *tiles.Game, p cg.Player) string {
	var parts []string
	for _, typ := range g.Types {
		if n := p.Counts[typ]; n > 0 {
			parts = append(parts, typeName(typ)+" "+strconv.Itoa(n))
		}
	}
	parts = append(parts, featureText(g, p.Feature))
	return lang.X("citygame.counted", "Counted: {{.List}}", map[string]any{"List": strings.Join(parts, " · ")})
}

// editCounts asks for player i's counts per type, longest wall or moat
// and, in Granada, the highest value per type, as the quick score does,
// each value checked as it is typed against the rest of the table
// (cg.Record.CheckCounts) with the refusal beside its field; OK switches
// the player to counts (cg.Record.SetCounts; Undo takes it back).
func (s *screen) editCounts(i int) {
	p := s.record().Players[i]
	f := &countsForm{counts: map[string]*ui.NumberField{}, best: map[string]*ui.NumberField{}}
	form := container.New(layout.NewFormLayout())
	for _, typ := range s.game.Types {
		f.counts[typ] = ui.NewNumberField(p.Counts[typ], false, false, s.checker(i, f, tiles.Field{Kind: tiles.KindCount, Type: typ}))
		form.Add(widget.NewLabel(typeName(typ)))
		form.Add(f.counts[typ].Object())
		if s.game.TieByValue {
			v, known := p.Best[typ]
			f.best[typ] = ui.NewNumberField(v, !known, true, s.checker(i, f, tiles.Field{Kind: tiles.KindBest, Type: typ}))
			form.Add(widget.NewLabel(lang.X("citygame.best", "highest value")))
			form.Add(f.best[typ].Object())
		}
	}
	f.feature = ui.NewNumberField(p.Feature, false, false, s.checker(i, f, tiles.Field{Kind: tiles.KindEdge}))
	form.Add(widget.NewLabel(featureLabel(s.game)))
	form.Add(f.feature.Object())
	d := dialog.NewCustomConfirm(p.Name, lang.X("citygame.ok", "OK"), lang.X("citygame.cancel", "Cancel"), container.NewVScroll(form), func(ok bool) {
		if !ok {
			return
		}
		c, b := f.entered()
		n, _ := f.feature.Value()
		s.apply(func(r cg.Record) (cg.Record, error) { return r.SetCounts(i, c, n, nilIfEmpty(b)) })
	}, s.window)
	d.Resize(dialogSize(s.window))
	d.Show()
}

// countsForm is the counts dialog's fields.
type countsForm struct {
	counts, best map[string]*ui.NumberField
	feature      *ui.NumberField
}

// entered is what the fields hold: positive counts and known best values.
func (f *countsForm) entered() (counts, best map[string]int) {
	counts, best = map[string]int{}, map[string]int{}
	for typ, fl := range f.counts {
		if n, empty := fl.Value(); !empty && n > 0 {
			counts[typ] = n
		}
	}
	for typ, fl := range f.best {
		if n, empty := fl.Value(); !empty {
			best[typ] = n
		}
	}
	return counts, best
}

// checker is the Accept of one field of player i's counts: the engine's
// refusal of the new value, said in words, or nil.
func (s *screen) checker(i int, f *countsForm, at tiles.Field) func(int, bool) error {
	return func(n int, empty bool) error {
		if empty {
			return nil
		}
		counts, best := f.entered()
		switch at.Kind {
		case tiles.KindCount:
			counts[at.Type] = n
		case tiles.KindBest:
			best[at.Type] = n
		}
		r := s.record()
		e := r.CheckCounts(i, at, n, counts, best)
		if e == nil {
			return nil
		}
		return errors.New(s.entryText(r, e))
	}
}

// entryText says an entry refusal in words (the quick score's phrases).
func (s *screen) entryText(r cg.Record, e *tiles.EntryError) string {
	switch e.Rule {
	case tiles.RuleBoxLimit:
		return lang.X("tiles.box.limit", "The box holds {{.Box}}; {{.Left}} left for this player", map[string]any{"Box": e.Limit, "Left": e.Left})
	case tiles.RuleValueRange:
		return lang.X("tiles.best.range", "Values run from {{.Lo}} to {{.Hi}}", map[string]any{"Lo": e.Limit, "Hi": e.Left})
	case tiles.RuleFaceTaken:
		name := s.neutralName(r)
		if e.Holder >= 0 && e.Holder < len(r.Players) {
			name = r.Players[e.Holder].Name
		}
		return lang.X("tiles.best.taken", "{{.Name}} already holds this building", map[string]any{"Name": name})
	}
	return lang.X("tiles.edge.limit", "At most {{.N}} with these buildings", map[string]any{"N": e.Limit})
}

// featureLabel is "Longest wall" or "Longest moat".
func featureLabel(g *tiles.Game) string {
	if g.Feature == "moat" {
		return lang.X("citygame.moat", "Longest moat")
	}
	return lang.X("citygame.wall", "Longest wall")
}

func nilIfEmpty(m map[string]int) map[string]int {
	if len(m) == 0 {
		return nil
	}
	return m
}

// dialogSize is a dialog's size in window w: most of a phone, at most
// 640×720 on a desktop.
func dialogSize(w fyne.Window) fyne.Size {
	c := w.Canvas().Size()
	return fyne.NewSize(min(c.Width-16, 640), min(c.Height-32, 720))
}
