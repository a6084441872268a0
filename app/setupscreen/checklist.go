package setupscreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/setup/deal"
)

// translate is the deal package's Translator: Fyne's lang.X, which shows
// the current language.
func translate(key, fallback string, data ...any) string { return lang.X(key, fallback, data...) }

// text is the message key in the current language (the setup area's
// files hold every key the dealer names; a missing one shows as its key,
// which TestTranslationsCoverTheEngine refuses).
func text(key string) string { return lang.X(key, key) }

// optionLabel names one option of a game ("setup.option.GAME.KEY").
func optionLabel(game, key string) string {
	return text("setup.option." + game + "." + key)
}

// optionValueLabel names one value of an option.
func optionValueLabel(game, key, value string) string {
	return text("setup.option." + game + "." + key + "." + value)
}

// stepGroup is the steps of one table area, with their indexes in the setup.
type stepGroup struct {
	area    string
	indexes []int
	steps   []deal.Step
}

// groupSteps groups steps by area in the order of deal.Areas, keeping each
// area's steps in dealing order.
func groupSteps(steps []deal.Step) []stepGroup {
	var groups []stepGroup
	for _, area := range deal.Areas {
		g := stepGroup{area: area}
		for i, st := range steps {
			if st.Area == area {
				g.indexes = append(g.indexes, i)
				g.steps = append(g.steps, st)
			}
		}
		if len(g.steps) > 0 {
			groups = append(groups, g)
		}
	}
	return groups
}

// stepRow is one step's line of the checklist: its tick box and its text,
// which a secret step hides until "Show" is tapped.
type stepRow struct {
	index int // the step's index in the setup
	step  deal.Step
	check *ui.TickBox
	label *ui.WrapText
	show  *widget.Button // a secret step's Show/Hide, else nil
	shown bool           // a secret step's text is shown
}

// areaCard is one area's checklist: a tick box per step. A secret step
// shows its text only after a tap on "Show".
func (s *screen) areaCard(g stepGroup) fyne.CanvasObject {
	var lines []fyne.CanvasObject
	names := s.playerNames()
	ticks := s.st().ticks(s.current.Code)
	code := s.current.Code
	for i, st := range g.steps {
		row := &stepRow{index: g.indexes[i], step: st}
		label, button := row.texts(names)
		row.label = ui.NewWrapText(label)
		row.check = ui.NewTickBox(nil)
		row.check.SetChecked(ticks[row.index])
		row.check.OnChanged = func(on bool) {
			if s.loading {
				return
			}
			s.change(func(st *screenState) { st.tick(code, row.index, on) })
			s.updateProgress()
		}
		var right fyne.CanvasObject
		if st.Secret {
			row.show = widget.NewButton(button, func() {
				row.shown = !row.shown
				row.showTexts(s.playerNames())
			})
			right = row.show
		}
		s.rows = append(s.rows, row)
		lines = append(lines, container.NewBorder(nil, nil, row.check, right, row.label))
	}
	return ui.NewCard(text(deal.AreaKey(g.area)), "", container.NewVBox(lines...))
}

// updateRows shows the current setup's ticks and the players' names as
// typed in the checklist drawn, changing only the lines that differ: a
// name typed or an undo no longer draws the whole checklist anew. Secret
// steps are hidden again, as in a checklist drawn anew. It reports whether
// a line changed its size, so that the page must be laid out again.
func (s *screen) updateRows() (resized bool) {
	names := s.playerNames()
	ticks := s.st().ticks(s.current.Code)
	loading := s.loading
	s.loading = true // setting the ticks records no change
	defer func() { s.loading = loading }()
	for _, row := range s.rows {
		row.check.SetChecked(ticks[row.index])
		row.shown = false
		resized = row.showTexts(names) || resized
	}
	return resized
}

// texts are the line's text, with the players' names, and its Show/Hide
// button's: a secret step names its owner and says to hand the device
// over until it is shown.
func (row *stepRow) texts(names deal.Names) (label, button string) {
	if row.step.Secret && !row.shown {
		return lang.X("setup.secret.hidden", "{{.Player}}: secret — hand the device over, then tap Show.", map[string]any{"Player": secretOwner(row.step, names)}),
			lang.X("setup.secret.show", "Show")
	}
	return row.step.Localise(translate, names), lang.X("setup.secret.hide", "Hide")
}

// showTexts sets the line's texts where they changed, and reports whether
// the line changed its size.
func (row *stepRow) showTexts(names deal.Names) (resized bool) {
	label, button := row.texts(names)
	if row.show != nil && row.show.Text != button {
		before := row.show.MinSize()
		row.show.SetText(button)
		resized = row.show.MinSize() != before
	}
	if row.label.Text != label {
		before := row.label.MinSize()
		row.label.SetText(label)
		resized = resized || row.label.MinSize() != before
	}
	return resized
}

// secretOwner names the player a secret step is for.
func secretOwner(st deal.Step, names deal.Names) string {
	n, _ := st.Params["Player"].(int)
	return deal.PlayerName(translate, names, n)
}
