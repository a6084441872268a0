package yusufturn

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

// components are Yusuf's components as Your copy holds them now.
func (s *screen) components() *dy.Components {
	if y := s.copy.Get().Yusuf; y != nil {
		return y
	}
	c := dy.Default()
	return &c
}

// missingView refuses to set Yusuf up while his components are missing,
// saying exactly what, each with its question from Your copy.
func (s *screen) missingView(c *dy.Components) fyne.CanvasObject {
	box := container.NewVBox(ui.WrappedHeading(lang.X("yusuf.missing.heading", "Yusuf cannot play yet")),
		ui.Wrapped(lang.X("yusuf.missing.help", "His cards and rondels are printed only: record them once from your copy of Sabika. Still missing:")))
	problems := c.Missing()
	if err := c.Validate(); err != nil {
		if bad, ok := err.(*dy.Error); ok {
			problems = append(bad.Problems, problems...)
		}
	}
	for _, p := range problems {
		slot := container.NewVBox()
		record := widget.NewButtonWithIcon(lang.X("yusuf.missing.record", "Record now"), theme.DocumentCreateIcon(), func() {
			ask := yourcopy.AskYusuf(s.copy, p.Place, s.redraw)
			if s.rec != nil {
				s.rec.SwipesScrollPage(ask)
			}
			slot.Objects = []fyne.CanvasObject{ask}
			slot.Refresh()
		})
		slot.Add(container.NewBorder(nil, nil, nil, record, bigLabel(missingText(c, p))))
		box.Add(slot)
	}
	return box
}

// missingText words one missing or refused part of the components.
func missingText(c *dy.Components, p dy.Problem) string {
	switch {
	case p.Place.Rondel != "" && len(c.Rondels[p.Place.Rondel]) == 0:
		d := map[string]any{"Worker": yourcopy.WorkerName(p.Place.Rondel)}
		return lang.X("yusuf.missing.rondel", "The spaces of the {{.Worker}} rondel.", d)
	case p.Place.Deck != "":
		w := p.Place.Deck
		d := map[string]any{"Worker": yourcopy.WorkerName(w)}
		n := c.DeckSizes[w]
		for _, card := range c.Cards {
			if card.Deck == w {
				n--
			}
		}
		if n > 0 {
			d["Count"], d["Size"] = n, c.DeckSizes[w]
			return translation.XN("yusuf.missing.cards", "{{.Count}} of the {{.Size}} {{.Worker}} cards.", n, d)
		}
	}
	return ui.Say(p.Msg)
}
