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
			showError(msg, lang.X("yusuf.refused", "Refused: {{.Error}}", map[string]any{"Error": ui.SayError(err)}))
		}
	}
	// The card and the answers together in view, on a phone too; the
	// rule and what the turn did so far below them.
	// Side by side in a desktop's column, stacked on a phone.
	ask := container.NewVBox(bigLabel(questionText(q)))
	desired, choice := s.desiredText(q), s.desiredChoice(q)
	if desired != "" && choice == nil {
		ask.Add(ui.Wrapped(desired)) // the type the sultan desires, before the answers
	}
	if choice != nil {
		ask.Add(choice)
	}
	ask.Add(s.answers(q, send))
	if desired != "" && choice != nil {
		// How to tell the type asked, under the answers: above them, its
		// lines pushed a major building's Confirm below a 360×740 phone in
		// the app's theme (TestYusufTurnTaps).
		ask.Add(ui.Wrapped(desired))
	}
	ask.Add(msg)
	ask.Add(widget.NewButtonWithIcon(skipText(q), theme.CancelIcon(), func() { send(yusuf.Answer{Skip: true}) }))
	return container.NewVBox(container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard}, s.questionCard(), ask),
		ui.Wrapped(ruleText(q)), widget.NewSeparator(), s.eventList(s.last))
}

// noneDesired is kept for a kind of building question when the player
// said no building-type wish is in play: none matches (spec A4).
const noneDesired = "-"

// desiredTypes are the building types of a question's kind that the
// sultan desires, as far as the record knows: those shown on the
// building-type wish tiles in the tower, else the one the player chose
// when asked (ruling 14; spec A4).
func (s *screen) desiredTypes(q yusuf.Question) []string {
	if out := s.towerTypes(q); len(out) > 0 {
		return out
	}
	if slices.Contains(q.Options, s.desired[q.Kind]) {
		return []string{s.desired[q.Kind]}
	}
	return nil
}

// towerTypes are the building types of a question's kind shown on the
// building-type wish tiles in the tower.
func (s *screen) towerTypes(q yusuf.Question) []string {
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

// fromTower reports whether the tower's wish tiles name the desired type.
func (s *screen) fromTower(q yusuf.Question) bool { return len(s.towerTypes(q)) > 0 }

// desiredText names the type the sultan desires for a building question,
// or asks it when the record does not know it: no building-type wish tile
// in the tower (ruling 14: the app asks, defaulting to the tile in play;
// spec A4).
func (s *screen) desiredText(q yusuf.Question) string {
	if q.Kind != yusuf.AskMajorBuilding && q.Kind != yusuf.AskMinorBuilding {
		return ""
	}
	types := s.desiredTypes(q)
	switch {
	case len(types) == 0 && s.desired[q.Kind] == noneDesired:
		return lang.X("yusuf.desired.none", "No building-type wish in play: none matches.")
	case len(types) == 0:
		return lang.X("yusuf.desired.ask", "Which type does the sultan desire? The one shown on the building-type wish tile in play (in the tower or next on the round track); none in play: none matches.")
	case !s.fromTower(q):
		return lang.X("yusuf.desired.said", "The sultan desires: {{.Type}} (as you said).", map[string]any{"Type": typeName(types[0])})
	}
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = typeName(t)
	}
	return lang.X("yusuf.desired", "The sultan desires: {{.Types}} (the wish tile in the tower).", map[string]any{"Types": strings.Join(names, ", ")})
}

// desiredChoice asks the type the sultan desires among the question's
// building types, or none in play, when the tower does not show it; the
// answer is kept for the game and preselects a major building's type.
func (s *screen) desiredChoice(q yusuf.Question) fyne.CanvasObject {
	if (q.Kind != yusuf.AskMajorBuilding && q.Kind != yusuf.AskMinorBuilding) || s.fromTower(q) {
		return nil
	}
	none := lang.X("yusuf.desired.none.option", "None in play")
	names := []string{none}
	for _, o := range q.Options {
		names = append(names, typeName(o))
	}
	sel := widget.NewSelect(names, func(n string) {
		k := slices.Index(names, n)
		if k == 0 {
			s.desired[q.Kind] = noneDesired
		} else {
			s.desired[q.Kind] = q.Options[k-1]
		}
		s.redraw()
	})
	sel.PlaceHolder = lang.X("yusuf.desired.pick", "The type the sultan desires")
	switch d := s.desired[q.Kind]; {
	case d == noneDesired:
		sel.Selected = none
	case d != "":
		sel.Selected = typeName(d)
	}
	return sel
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

// exportAnswer asks the city he exports to and, in one choice of four,
// whether it had a seal and whether it meets the trade card [ES
// L1053–1063]; the cities where he has presence are where distances are
// measured from. The answer goes as soon as the choice is made with the
// city typed: the city typed into its field, which has the focus, and one
// tap (issue 29: an export turn in at most 3 taps, "Yusuf's turn", this
// choice and Done). Confirm, or Enter in the city's field, sends it when
// the city is typed last; with no choice made the engine refuses it,
// never taking a seal as "no".
func exportAnswer(q yusuf.Question, send func(yusuf.Answer)) fyne.CanvasObject {
	city := ui.NameField(widget.NewEntry())
	city.SetPlaceHolder(lang.X("yusuf.q.city", "City name"))
	type boardState struct {
		label          string
		seal, matching bool
	}
	states := []boardState{
		{lang.X("yusuf.q.export.seal-matches", "Seal · meets the trade card"), true, true},
		{lang.X("yusuf.q.export.seal-not", "Seal · does not meet it"), true, false},
		{lang.X("yusuf.q.export.none-matches", "No seal · meets the trade card"), false, true},
		{lang.X("yusuf.q.export.none-not", "No seal · does not meet it"), false, false},
	}
	labels := make([]string, len(states))
	for i, st := range states {
		labels[i] = st.label
	}
	chosen := ui.NewChoice(labels, "", nil)
	from := lang.X("yusuf.q.presence", "He has presence in: {{.Cities}}", map[string]any{"Cities": strings.Join(q.Presence, ", ")})
	// reply is the board's reply so far: the seal and the trade card nil
	// while no state is chosen, which the engine refuses
	// (yusuf.ExportReply).
	reply := func() yusuf.ExportReply {
		r := yusuf.ExportReply{City: strings.TrimSpace(city.Text)}
		for _, st := range states {
			if st.label == chosen.Selected {
				seal, matching := st.seal, st.matching
				r.Seal, r.Matches = &seal, &matching
			}
		}
		return r
	}
	unanswered := errorText()
	confirm := func() {
		a, err := reply().Answer()
		if err != nil {
			showError(unanswered, lang.X("yusuf.refused", "Refused: {{.Error}}", map[string]any{"Error": ui.SayError(err)}))
			return
		}
		showError(unanswered, "")
		send(a)
	}
	// The state chosen and the city typed: nothing is left to ask.
	chosen.OnChanged = func(string) {
		if strings.TrimSpace(city.Text) != "" {
			confirm()
		}
	}
	city.OnSubmitted = func(string) { confirm() }
	// Confirm stands beside the city, for when it is typed last.
	confirmButton := widget.NewButtonWithIcon(lang.X("yusuf.confirm", "Confirm"), theme.ConfirmIcon(), confirm)
	confirmButton.Importance = widget.HighImportance
	return container.NewVBox(ui.Wrapped(from), container.NewBorder(nil, nil, nil, confirmButton, city),
		ui.Wrapped(lang.X("yusuf.q.export.state", "Did the city have a seal, and does it meet the trade card?")),
		chosen,
		unanswered)
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
