package tilescore

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/tiles"
)

// seatCard builds the card of player i, or of the neutral collector when i
// is -1.
func (s *screen) seatCard(i int) fyne.CanvasObject {
	v := &seatView{counts: map[string]*ui.NumberField{}, best: map[string]*ui.NumberField{}, points: map[string]*widget.Label{}}
	h := s.holding(i)
	rows := container.NewVBox()
	rows.Add(s.seatTitle(i, v, h))
	for _, typ := range s.game.Types {
		s.addTypeRows(rows, i, v, h, typ)
	}
	if i >= 0 {
		rows.Add(s.edgeRow(i, v, h))
	}
	v.total = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	rows.Add(widget.NewSeparator())
	rows.Add(container.NewBorder(nil, nil, ui.Heading(lang.X("tiles.total", "Total")), v.total))
	return ui.NewCard("", "", rows)
}

// seatTitle heads the card of holder i: a player's name entry beside their
// colour, or the neutral collector's heading; it registers v as that
// holder's view.
func (s *screen) seatTitle(i int, v *seatView, h *holding) fyne.CanvasObject {
	if i < 0 {
		t := ui.Heading(lang.X("tiles.neutral", "{{.Name}} (neutral collector)", map[string]any{"Name": s.game.Neutral}))
		t.Wrapping = fyne.TextWrapWord
		s.dummy = v
		return t
	}
	v.name = ui.NameField(ui.WheelThrough(widget.NewEntry()))
	v.name.SetPlaceHolder(ui.DefaultPlayerName(i))
	v.name.SetText(h.Name)
	v.name.OnChanged = func(text string) {
		if ui.NameError(text) != nil {
			return // refused where it is typed (ui.NameField); never saved
		}
		s.change(func(st *state) { st.Seats[i].Name = strings.TrimSpace(text) })
	}
	s.data.Typed(v.name)
	swatch := s.colourButton(i)
	s.seats = append(s.seats, v)
	return container.NewBorder(nil, nil, swatch, nil, history.WithRoster(v.name))
}

// addTypeRows adds holder i's rows for building type typ: the count and
// its points, and in Granada the highest value held, usable only with a
// positive count.
func (s *screen) addTypeRows(rows *fyne.Container, i int, v *seatView, h *holding, typ string) {
	count := ui.NewNumberField(h.Counts[typ], false, false, func(n int, _ bool) error {
		if err := s.check(tiles.Field{Holder: i, Kind: tiles.KindCount, Type: typ}, n); err != nil {
			return err
		}
		if b := v.best[typ]; b != nil {
			enableBest(b, n) // the field stores n only once this returns
		}
		s.change(func(st *state) { st.holding(i).Counts[typ] = n })
		return nil
	})
	s.data.Typed(count.Entry)
	v.counts[typ] = count
	pts := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{})
	v.points[typ] = pts
	if !s.game.TieByValue {
		rows.Add(fieldRow(ui.BuildingTypeName(typ), count, pts))
		return
	}
	name := ui.Heading(ui.BuildingTypeName(typ))
	name.Truncation = fyne.TextTruncateEllipsis
	rows.Add(container.NewBorder(nil, nil, nil, pts, name))
	v.best[typ] = s.bestField(i, typ)
	// Each field under its caption, the two side by side where they fit
	// and one above the other where they do not (a larger text size).
	rows.Add(ui.Row(
		container.NewVBox(caption(lang.X("tiles.count.heading", "Buildings")), count.Object()),
		container.NewVBox(caption(lang.X("tiles.best.heading", "Highest value")), v.best[typ].Object())))
	enableBest(v.best[typ], h.Counts[typ])
}

// edgeRow is player i's row for the longest outer wall (Alhambra) or moat
// (Granada) and its points.
func (s *screen) edgeRow(i int, v *seatView, h *holding) fyne.CanvasObject {
	v.edge = ui.NewNumberField(h.Edge, false, false, func(n int, _ bool) error {
		if err := s.check(tiles.Field{Holder: i, Kind: tiles.KindEdge}, n); err != nil {
			return err
		}
		s.change(func(st *state) { st.Seats[i].Edge = n })
		return nil
	})
	s.data.Typed(v.edge.Entry)
	v.edgePt = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{})
	return fieldRow(featureName(s.game), v.edge, v.edgePt)
}

// bestField is Granada's entry for the highest value of type typ that
// holder i has; it refuses values off the tiles and faces held elsewhere.
func (s *screen) bestField(i int, typ string) *ui.NumberField {
	bestVal, hasBest := s.holding(i).Best[typ]
	best := ui.NewNumberField(bestVal, !hasBest, true, func(n int, empty bool) error {
		if empty {
			s.change(func(st *state) { delete(st.holding(i).Best, typ) })
			return nil
		}
		if err := s.check(tiles.Field{Holder: i, Kind: tiles.KindBest, Type: typ}, n); err != nil {
			return err
		}
		s.change(func(st *state) { st.holding(i).Best[typ] = n })
		return nil
	})
	best.Entry.SetPlaceHolder(lang.X("tiles.best.placeholder", "best"))
	s.data.Typed(best.Entry)
	return best
}

// enableBest lets the best-value field b be used only where the count of
// its type is positive.
func enableBest(b *ui.NumberField, count int) {
	if count > 0 {
		b.Entry.Enable()
		b.Minus.Enable()
		b.Plus.Enable()
	} else {
		b.Entry.Disable()
		b.Minus.Disable()
		b.Plus.Disable()
	}
}

// holding is what holder i has entered: player i, or the neutral
// collector when i is -1.
func (s *screen) holding(i int) *holding { return s.st().holding(i) }

// withDummy reports whether the neutral collector plays: in 2-player
// games only.
func (s *screen) withDummy() bool { return s.st().Players == 2 }

// fieldRow is one line of a card: a name, a number field and the points it
// earns, with the field's message beneath.
func fieldRow(name string, f *ui.NumberField, points *widget.Label) fyne.CanvasObject {
	// The name goes above the field when the two do not fit in a row: at
	// a large text size its end is never cut.
	return container.NewBorder(nil, f.Message, nil, nil, container.New(&ui.NameBeside{NameWidth: 112},
		ui.Heading(name),
		container.NewBorder(nil, nil, nil, points, container.NewBorder(nil, nil, f.Minus, f.Plus, f.Entry))))
}

// caption is a small heading above a field.
func caption(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

func featureName(g *tiles.Game) string {
	if g.Feature == "moat" {
		return lang.X("tiles.moat.short", "Moat")
	}
	return lang.X("tiles.wall.short", "Wall")
}
