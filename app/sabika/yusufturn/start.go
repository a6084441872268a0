package yusufturn

import (
	"math/rand/v2"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// components are Yusuf's components as Your copy holds them now.
func (s *screen) components() *dy.Components {
	if y := s.copy.Get().Yusuf; y != nil {
		return y
	}
	c := dy.Default()
	return &c
}

// startView refuses to start while Yusuf's components are missing, saying
// exactly what, each with its question from Your copy; once they are all
// recorded it sets the game up.
func (s *screen) startView() fyne.CanvasObject {
	c := s.components()
	if c.Ready() == nil {
		return s.setupView(c)
	}
	box := container.NewVBox(ui.Heading(lang.X("yusuf.missing.heading", "Yusuf cannot play yet")),
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
			slot.Objects = []fyne.CanvasObject{yourcopy.Ask(s.w, s.copy, "yusuf."+p.Field, s.build)}
			slot.Refresh()
		})
		slot.Add(container.NewBorder(nil, nil, nil, record, bigLabel(missingText(c, p))))
		box.Add(slot)
	}
	return container.NewVScroll(box)
}

// missingText words one missing or refused part of the components.
func missingText(c *dy.Components, p dy.Problem) string {
	field, worker, _ := strings.Cut(p.Field, ".")
	w := dy.Worker(worker)
	d := map[string]any{"Worker": workerName(w)}
	switch field {
	case "rondels":
		if len(c.Rondels[w]) == 0 {
			return lang.X("yusuf.missing.rondel", "The spaces of the {{.Worker}} rondel.", d)
		}
	case "cards":
		n := c.DeckSizes[w]
		for _, card := range c.Cards {
			if card.Deck == w {
				n--
			}
		}
		if n > 0 {
			d["Count"], d["Size"] = n, c.DeckSizes[w]
			return lang.XN("yusuf.missing.cards", "{{.Count}} of the {{.Size}} {{.Worker}} cards.", n, d)
		}
	}
	return p.String()
}

// setupView asks what a solo game starts from [ES L923–948]: the city of
// his first ship, the difficulty [ES L1164–1172].
func (s *screen) setupView(c *dy.Components) fyne.CanvasObject {
	city := widget.NewEntry()
	city.SetPlaceHolder(lang.X("yusuf.q.city", "City name"))
	levels := []string{"none", "one-positive-two-negative", "three-negative"}
	names := []string{lang.X("yusuf.events.none", "No events"), lang.X("yusuf.events.one-two", "Events: 1 positive, 2 negative"),
		lang.X("yusuf.events.three", "Events: 3 negative")}
	events := widget.NewRadioGroup(names, nil)
	events.Selected = names[0]
	events.Required = true
	tenPP := widget.NewCheck(lang.X("yusuf.ten-pp", "Yusuf starts with 10 PP (harder)"), nil)
	msg := ui.Wrapped("")
	start := bigButton(lang.X("yusuf.start", "Start the solo game"), theme.MediaPlayIcon(), func() {
		setup := yusuf.Setup{Seed: rand.Uint64(), StartCity: strings.TrimSpace(city.Text),
			Difficulty: yusuf.Difficulty{Events: levels[max(0, slices.Index(names, events.Selected))], TenPP: tenPP.Checked}}
		if setup.StartCity == "" {
			msg.SetText(lang.X("yusuf.start.city-missing", "Give the city of his first ship."))
			return
		}
		s.data.Change(func(g *Session) {
			*g = Session{Version: sessionVersion, Started: true, Setup: setup, Components: *c, Inputs: []Input{}}
		})
	})
	return container.NewVScroll(container.NewVBox(
		ui.Heading(lang.X("yusuf.setup.heading", "A solo game against Yusuf")),
		ui.Wrapped(lang.X("yusuf.setup.city", "His first ship: the city nearest Granada that meets the trade card (you choose on equal distance). It starts consolidated, with its seal.")),
		city, ui.Heading(lang.X("yusuf.setup.difficulty", "Difficulty")), events, tenPP, msg, start))
}
