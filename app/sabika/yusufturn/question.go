package yusufturn

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// questionView is the engine's question with large answer buttons under
// the card, and the turn so far.
func (s *screen) questionView(q yusuf.Question) fyne.CanvasObject {
	msg := errorText()
	send := func(a yusuf.Answer) {
		if err := s.do(Input{Kind: inAnswer, Answer: &a}, true); err != nil {
			showError(msg, lang.X("yusuf.refused", "Refused: {{.Error}}", map[string]any{"Error": err.Error()}))
		}
	}
	// The card and the answers together in view, on a phone too; the
	// rule and what the turn did so far below them.
	// Side by side in a desktop's column, stacked on a phone.
	ask := container.NewVBox(bigLabel(questionText(q)))
	if desired := s.desiredText(q); desired != "" {
		ask.Add(ui.Wrapped(desired))
	}
	ask.Add(s.answers(q, send))
	ask.Add(msg)
	ask.Add(widget.NewButtonWithIcon(skipText(q), theme.CancelIcon(), func() { send(yusuf.Answer{Skip: true}) }))
	return container.NewVBox(container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard}, s.questionCard(), ask),
		ui.Wrapped(ruleText(q)), widget.NewSeparator(), s.eventList(s.last))
}

// desiredTypes are the building types of a question's kind that the
// sultan desires, as far as the record knows: those shown on the
// building-type wish tiles in the tower (ruling 14; spec A4).
func (s *screen) desiredTypes(q yusuf.Question) []string {
	if s.rec == nil {
		return nil
	}
	ed := s.copy.Get()
	var out []string
	for _, t := range s.rec.Record().Game.Tower {
		if t < 0 || t >= len(ed.Wishes) {
			continue
		}
		for _, el := range ed.Wishes[t].Elements {
			if el.Per == data.PerType && slices.Contains(q.Options, string(el.Type)) && !slices.Contains(out, string(el.Type)) {
				out = append(out, string(el.Type))
			}
		}
	}
	return out
}

// desiredText names the type the sultan desires for a building question,
// or says where the board shows it when the record does not know it yet
// (ruling 14; spec A4).
func (s *screen) desiredText(q yusuf.Question) string {
	if q.Kind != yusuf.AskMajorBuilding && q.Kind != yusuf.AskMinorBuilding {
		return ""
	}
	types := s.desiredTypes(q)
	if len(types) == 0 {
		return lang.X("yusuf.desired.unknown", "The type the sultan desires: the one shown on the building-type wish tile in play (in the tower or next on the round track); none in play: none matches.")
	}
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = typeName(t)
	}
	return lang.X("yusuf.desired", "The sultan desires: {{.Types}} (the wish tile in the tower).", map[string]any{"Types": strings.Join(names, ", ")})
}

// answers are the answer widgets of a question's kind.
func (s *screen) answers(q yusuf.Question, send func(yusuf.Answer)) fyne.CanvasObject {
	switch q.Kind {
	case yusuf.AskMinorBuilding:
		return buttonGrid(q.Options, typeName, func(t string) { send(yusuf.Answer{Type: t}) })
	case yusuf.AskConsolidate:
		return buttonGrid(q.Options, func(c string) string { return c }, func(c string) { send(yusuf.Answer{City: c}) })
	case yusuf.AskMinorPoem:
		return s.minorPoemAnswer(send)
	case yusuf.AskMajorBuilding:
		desired := ""
		if types := s.desiredTypes(q); len(types) == 1 {
			desired = types[0] // the tile he takes is of that type when one is left
		}
		return majorAnswer(q, desired, send)
	case yusuf.AskWarehouse, yusuf.AskWarehouseOpposite:
		return warehouseAnswer(send)
	case yusuf.AskExport:
		return exportAnswer(q, send)
	case yusuf.AskMajorPoem:
		code := widget.NewEntry()
		code.SetPlaceHolder(lang.X("yusuf.q.code", "Code (e.g. B2) or number (23–42)"))
		return container.NewVBox(code, bigButton(lang.X("yusuf.confirm", "Confirm"), theme.ConfirmIcon(), func() {
			send(yusuf.Answer{Code: strings.TrimSpace(code.Text)})
		}))
	}
	return container.NewVBox()
}

// buttonGrid is one large button per option, each answering at once.
func buttonGrid(options []string, name func(string) string, tapped func(string)) fyne.CanvasObject {
	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellButton})
	for _, o := range options {
		grid.Add(bigButton(name(o), nil, func() { tapped(o) }))
	}
	return grid
}

// minorPoemAnswer offers the minor poems he does not hold, highest number
// first (he carves the highest available).
func (s *screen) minorPoemAnswer(send func(yusuf.Answer)) fyne.CanvasObject {
	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellNumber})
	for n := yusuf.MinorPoemCount; n >= 1; n-- {
		if slices.Contains(s.st.Holdings.MinorPoems, n) {
			continue
		}
		b := widget.NewButton(strconv.Itoa(n), func() { send(yusuf.Answer{Number: n}) })
		b.Importance = widget.HighImportance
		grid.Add(b)
	}
	return grid
}

// majorAnswer asks the major building's type and printed number.
func majorAnswer(q yusuf.Question, desired string, send func(yusuf.Answer)) fyne.CanvasObject {
	chosen := desired
	names := make([]string, len(q.Options))
	for i, o := range q.Options {
		names[i] = typeName(o)
	}
	selected := ""
	if desired != "" {
		selected = typeName(desired)
	}
	types := ui.NewChoice(names, selected, func(n string) { chosen = q.Options[slices.Index(names, n)] })
	number := ui.NewNumberField(0, true, true, func(int, bool) error { return nil })
	return container.NewVBox(types,
		container.NewBorder(nil, nil, nil, wideField(number.Object()), ui.Wrapped(lang.X("yusuf.q.number", "Number printed on the tile"))),
		bigButton(lang.X("yusuf.confirm", "Confirm"), theme.ConfirmIcon(), func() {
			n, _ := number.Value()
			send(yusuf.Answer{Type: chosen, Number: n})
		}))
}

// warehouseAnswer asks the boxes on the tiles next to the space, nearest
// first; the engine takes the one with more.
func warehouseAnswer(send func(yusuf.Answer)) fyne.CanvasObject {
	near := ui.NewNumberField(0, true, true, func(int, bool) error { return nil })
	far := ui.NewNumberField(0, true, true, func(int, bool) error { return nil })
	confirm := func() {
		var boxes []int
		for _, f := range []*ui.NumberField{near, far} {
			if n, empty := f.Value(); !empty {
				boxes = append(boxes, n)
			}
		}
		send(yusuf.Answer{Boxes: boxes})
	}
	return container.NewVBox(
		bigButton(lang.X("yusuf.q.no-warehouse", "No warehouse tile there"), nil, func() { send(yusuf.Answer{}) }),
		container.NewBorder(nil, nil, nil, wideField(near.Object()), ui.Wrapped(lang.X("yusuf.q.near", "Boxes on the nearest tile"))),
		container.NewBorder(nil, nil, nil, wideField(far.Object()), ui.Wrapped(lang.X("yusuf.q.far", "Boxes on the other tile (if any)"))),
		bigButton(lang.X("yusuf.confirm", "Confirm"), theme.ConfirmIcon(), confirm))
}

// exportAnswer asks the city he exports to, whether it had a seal and
// whether it meets the trade card; the cities where he has presence are
// where distances are measured from.
func exportAnswer(q yusuf.Question, send func(yusuf.Answer)) fyne.CanvasObject {
	city := ui.NameField(widget.NewEntry())
	city.SetPlaceHolder(lang.X("yusuf.q.city", "City name"))
	yes, no := lang.X("yusuf.yes", "Yes"), lang.X("yusuf.no", "No")
	seal := ui.NewChoice([]string{yes, no}, "", nil)
	match := ui.NewChoice([]string{yes, no}, "", nil)
	from := lang.X("yusuf.q.presence", "He has presence in: {{.Cities}}", map[string]any{"Cities": strings.Join(q.Presence, ", ")})
	return container.NewVBox(ui.Wrapped(from), city,
		container.NewBorder(nil, nil, nil, seal, ui.Wrapped(lang.X("yusuf.q.seal", "Did the city have a seal?"))),
		container.NewBorder(nil, nil, nil, match, ui.Wrapped(lang.X("yusuf.q.matches", "Does it meet the trade card?"))),
		bigButton(lang.X("yusuf.confirm", "Confirm"), theme.ConfirmIcon(), func() {
			send(yusuf.Answer{City: strings.TrimSpace(city.Text), Seal: seal.Selected == yes, Matches: match.Selected == yes})
		}))
}

// numberFieldWidth keeps a number field beside its label wide enough to
// read the number between its − and + buttons.
const numberFieldWidth = 160

// wideField is a number field at least numberFieldWidth wide.
func wideField(field fyne.CanvasObject) fyne.CanvasObject {
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(numberFieldWidth, 0))
	return container.NewStack(width, field)
}
