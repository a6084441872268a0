package citygame

import (
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
			parts = append(parts, typeName(typ)+" "+itoa(n))
		}
	}
	parts = append(parts, featureText(g, p.Feature))
	return lang.X("citygame.counted", "Counted: {{.List}}", map[string]any{"List": strings.Join(parts, " · ")})
}

// editCounts asks for player i's counts per type, longest wall or moat
// and, in Granada, the highest value per type, as the quick score does;
// OK switches the player to counts (cg.Record.SetCounts; Undo takes it
// back). The engine judges the numbers (tiles.Score on the next scoring).
func (s *screen) editCounts(i int) {
	p := s.record().Players[i]
	counts := map[string]*ui.NumberField{}
	best := map[string]*ui.NumberField{}
	form := container.New(layout.NewFormLayout())
	accept := func(int, bool) error { return nil }
	for _, typ := range s.game.Types {
		counts[typ] = ui.NewNumberField(p.Counts[typ], false, false, accept)
		form.Add(widget.NewLabel(typeName(typ)))
		form.Add(counts[typ].Object())
		if s.game.TieByValue {
			v, known := p.Best[typ]
			best[typ] = ui.NewNumberField(v, !known, true, accept)
			form.Add(widget.NewLabel(lang.X("citygame.best", "highest value")))
			form.Add(best[typ].Object())
		}
	}
	feature := ui.NewNumberField(p.Feature, false, false, accept)
	form.Add(widget.NewLabel(featureLabel(s.game)))
	form.Add(feature.Object())
	d := dialog.NewCustomConfirm(p.Name, lang.X("citygame.ok", "OK"), lang.X("citygame.cancel", "Cancel"), container.NewVScroll(form), func(ok bool) {
		if !ok {
			return
		}
		c, b := map[string]int{}, map[string]int{}
		for typ, f := range counts {
			if n, empty := f.Value(); !empty && n > 0 {
				c[typ] = n
			}
		}
		for typ, f := range best {
			if n, empty := f.Value(); !empty {
				b[typ] = n
			}
		}
		n, _ := feature.Value()
		s.apply(func(r cg.Record) (cg.Record, error) { return r.SetCounts(i, c, n, nilIfEmpty(b)) })
	}, s.window)
	d.Resize(dialogSize(s.window))
	d.Show()
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
