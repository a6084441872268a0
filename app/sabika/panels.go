package sabika

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// trackPanel draws the round track (the narrator, the wish letters on
// spaces 2, 4, 6), the era, the events and the tower.
func trackPanel(r *Record, ed *edition.Edition) fyne.CanvasObject {
	s := r.Game
	cells := container.NewGridWithColumns(data.TrackSpaces)
	for space := 1; space <= data.TrackSpaces; space++ {
		top := strconv.Itoa(space)
		mark := " "
		for k, w := range data.WishSpaces {
			if w == space && len(s.Tower) <= k {
				mark = yourcopy.LetterName(s.Wishes[k])
			}
		}
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		fg := theme.Color(theme.ColorNameForeground)
		if space == s.Narrator { // the narrator's space, drawn in the primary colour
			bg.FillColor = theme.Color(theme.ColorNamePrimary)
			fg = theme.Color(theme.ColorNameForegroundOnPrimary)
		}
		bg.CornerRadius = theme.InputRadiusSize()
		num := canvas.NewText(top, fg)
		num.TextStyle.Bold = true
		num.Alignment = fyne.TextAlignCenter
		letter := canvas.NewText(mark, fg)
		letter.Alignment = fyne.TextAlignCenter
		ui.Append(cells, container.NewStack(bg, container.NewPadded(container.NewVBox(num, letter))))
	}
	era := lang.X("sabika.track.era1", "Era I")
	if s.Narrator >= data.EraTwoSpace {
		era = lang.X("sabika.track.era2", "Era II")
	}
	lines := []string{lang.X("sabika.track.round", "Round {{.Round}} of 5 · {{.Era}} · start player {{.Name}}",
		map[string]any{"Round": r.Round(), "Era": era, "Name": s.Players[s.StartPlayer].Name})}
	if s.Ended {
		lines[0] = lang.X("sabika.track.ended", "The game has ended")
	}
	if s.Events != nil {
		lines = append(lines, lang.X("sabika.track.events", "Active event {{.Active}} · future event {{.Future}}",
			map[string]any{"Active": s.Events.Active, "Future": eventName(s.Events.Future)}))
	}
	if len(s.Tower) > 0 {
		names := make([]string, len(s.Tower))
		for i, t := range s.Tower {
			names[i] = tileName(ed, t)
		}
		lines = append(lines, lang.X("sabika.track.tower", "Tower: {{.Tiles}}", map[string]any{"Tiles": strings.Join(names, ", ")}))
	}
	return container.NewVBox(cells, ui.Wrapped(strings.Join(lines, "\n")))
}

func eventName(n int) string {
	if n == 0 {
		return lang.X("sabika.track.noevent", "none")
	}
	return strconv.Itoa(n)
}

// tileName names wish tile i by its letter and place among the tiles of
// that letter in the copy ("B2"), as the Your copy screen numbers them.
func tileName(ed *edition.Edition, i int) string {
	if i < 0 || i >= len(ed.Wishes) {
		return "?"
	}
	letter := ed.Wishes[i].Letter
	for k, t := range ed.TilesOf(letter) {
		if t == i {
			return fmt.Sprintf("%s%d", yourcopy.LetterName(letter), k+1)
		}
	}
	return yourcopy.LetterName(letter)
}

// playersPanel is every player's bookkeeping as last confirmed, and the
// paria stacks as the board shows them.
func playersPanel(r *Record) fyne.CanvasObject {
	s := r.Game
	cols := holdingColumns()
	w := columnWidth(cols)
	grid := container.NewVBox(headRow(ui.WrappedHeading(lang.X("sabika.col.player", "Player")), cols, w))
	for _, p := range s.Players {
		name := widget.NewLabel(p.Name)
		name.Truncation = fyne.TextTruncateEllipsis
		ui.Append(grid, tableRow(name, numberCells([]int{p.PP, p.Parias, p.Dinars, p.Seals}, false), w))
	}
	return container.NewVBox(grid, ui.Wrapped(stacksText(s, s.Track)))
}

// stacksText words the paria track, most advanced first, each shared
// space's stack top first (ruling 10).
func stacksText(s game.State, track sabika.Track) string {
	var parts []string
	for i := 0; i < len(track); {
		j := i
		var names []string
		for j < len(track) && s.Players[track[j]].Parias == s.Players[track[i]].Parias {
			names = append(names, s.Players[track[j]].Name)
			j++
		}
		parts = append(parts, lang.X("sabika.stack.space", "{{.Space}}: {{.Names}}",
			map[string]any{"Space": s.Players[track[i]].Parias, "Names": strings.Join(names, " / ")}))
		i = j
	}
	return lang.X("sabika.stack.track", "Paria track (top of a stack first): {{.Spaces}}", map[string]any{"Spaces": strings.Join(parts, " · ")})
}

// changesPanel says in words what confirming changes (game.Diff), after
// the holdings corrected to the board at this step.
func changesPanel(r *Record, next *Record) fyne.CanvasObject {
	lines := changeWords(r.Game, next.Game)
	box := container.NewVBox(ui.WrappedHeading(lang.X("sabika.changes", "What this step changes")))
	for _, c := range r.Entry.Corrected { // set to the board: logged with the step
		ui.Append(box, ui.Wrapped("• "+lang.X("sabika.log.corrected", "{{.What}} corrected {{.Old}} to {{.New}}", map[string]any{"What": shortPath(r.Game, c), "Old": c.Old, "New": c.New})))
	}
	if len(lines) == 0 && len(r.Entry.Corrected) == 0 {
		ui.Append(box, ui.Wrapped(lang.X("sabika.changes.none", "Nothing changes.")))
	}
	for _, l := range lines {
		ui.Append(box, ui.Wrapped("• "+l))
	}
	return box
}

// changeWords words each change between two states.
func changeWords(a, b game.State) []string {
	var out []string
	trackMoved := false
	for _, c := range game.Diff(a, b) {
		args := map[string]any{"Old": c.Old, "New": c.New}
		p, _ := c.Place() // Diff writes only places
		if p.Seat > 0 {
			args["Name"], args["What"] = a.Players[p.Seat-1].Name, holdingName(p.Field, inSentence)
			out = append(out, lang.X("sabika.change.holding", "{{.Name}}: {{.What}} from {{.Old}} to {{.New}}", args))
			continue
		}
		switch p.Field {
		case game.FieldTrack:
			trackMoved = true
		case game.FieldNarrator:
			out = append(out, lang.X("sabika.change.narrator", "Narrator: from space {{.Old}} to {{.New}}", args))
		case game.FieldStartPlayer:
			args["Old"], args["New"] = a.Players[c.Old].Name, a.Players[c.New].Name
			out = append(out, lang.X("sabika.change.start", "Start player: {{.Old}}, now {{.New}}", args))
		case game.FieldTower:
			out = append(out, translation.XN("sabika.change.tower", "The wish tile joins the tower ({{.New}} tiles)", c.New, args))
		case game.FieldActiveEvent:
			out = append(out, lang.X("sabika.change.active", "Active event: {{.Old}}, now {{.New}}", args))
		case game.FieldFutureEvent:
			args["New"] = eventName(c.New)
			out = append(out, lang.X("sabika.change.future", "Future event: {{.Old}}, now {{.New}}", args))
		}
	}
	if trackMoved {
		out = append(out, stacksText(b, b.Track))
	}
	return out
}

// logBox lists the confirmed steps (logLines), newest first, so that a
// finished game stays readable. A line already shown in a label of kept
// (by its text) is shown in that label, taken out of kept.
func logBox(lines []string, kept map[string]*widget.Label) *fyne.Container {
	if len(lines) == 0 {
		return container.NewVBox()
	}
	box := container.NewVBox(widget.NewSeparator(), ui.WrappedHeading(lang.X("sabika.log", "Steps confirmed")))
	for _, text := range lines {
		l, ok := kept[text]
		if ok {
			delete(kept, text)
		} else {
			l = ui.Wrapped(text)
		}
		ui.Append(box, l)
	}
	return box
}

// logLines words the confirmed steps, newest first.
func logLines(r *Record) []string {
	var lines []string
	for i := len(r.Log) - 1; i >= 0; i-- {
		l := r.Log[i]
		text := lang.X("sabika.log.line", "Round {{.Round}}, {{.Step}}", map[string]any{"Round": l.Round, "Step": phaseName(l.Phase)})
		var parts, moved []string
		for _, c := range l.Corrected {
			parts = append(parts, lang.X("sabika.log.corrected", "{{.What}} corrected {{.Old}} to {{.New}}", map[string]any{"What": shortPath(r.Game, c), "Old": c.Old, "New": c.New}))
		}
		for _, c := range l.Changes {
			if p, _ := c.Place(); p.Field != game.FieldTrack {
				args := map[string]any{"What": shortPath(r.Game, c), "Old": c.Old, "New": c.New}
				if p.Field == game.FieldStartPlayer { // a seat: named, not numbered
					args["Old"], args["New"] = seatName(r.Game, c.Old), seatName(r.Game, c.New)
				}
				parts = append(parts, lang.X("sabika.log.change", "{{.What}} {{.Old}} to {{.New}}", args))
			} else if c.New >= 0 && c.New < len(r.Game.Players) {
				moved = append(moved, r.Game.Players[c.New].Name)
			}
		}
		if len(moved) > 0 {
			// The counters whose place on the track changed, in their new
			// order, most advanced first (ruling 10: stacks corrected too).
			parts = append(parts, lang.X("sabika.log.track", "paria track order {{.Names}}", map[string]any{"Names": strings.Join(moved, " / ")}))
		}
		if len(parts) > 0 {
			text += ": " + strings.Join(parts, ", ")
		}
		lines = append(lines, text)
	}
	return lines
}

// seatName is the name of the player in seat i.
func seatName(s game.State, i int) string {
	if i < 0 || i >= len(s.Players) {
		return strconv.Itoa(i)
	}
	return s.Players[i].Name
}

// shortPath names a changed value briefly for the log, by its place (a
// checked record's changes are places of its players).
func shortPath(s game.State, c game.Change) string {
	p, _ := c.Place()
	if p.Seat > 0 && p.Seat <= len(s.Players) {
		return s.Players[p.Seat-1].Name + " " + holdingName(p.Field, inSentence)
	}
	switch p.Field {
	case game.FieldNarrator:
		return lang.X("sabika.log.narrator", "narrator")
	case game.FieldTower:
		return lang.X("sabika.log.tower", "tower")
	case game.FieldStartPlayer:
		return lang.X("sabika.log.start", "start player")
	}
	return lang.X("sabika.log.event", "event")
}

// phaseName names a step.
func phaseName(p Phase) string {
	switch p {
	case PhaseIncome:
		return lang.X("sabika.phase.income", "income")
	case PhaseNarrator:
		return lang.X("sabika.phase.narrator", "narrator and the sultan's wishes")
	case PhaseTribute:
		return lang.X("sabika.phase.tribute", "tribute")
	case PhaseStacks:
		return lang.X("sabika.phase.stacks", "paria stacks")
	case PhaseEvent:
		return lang.X("sabika.phase.event", "event change")
	case PhaseStart:
		return lang.X("sabika.phase.start", "start player")
	case PhaseFinal, PhaseEnded:
		return lang.X("sabika.phase.final", "end of the game")
	}
	return string(p) // no words: TestEverySabikaValueWorded fails
}

// tableRow is one line of a table that fits a phone: the label wraps in
// the room the numbers leave, the numbers share columns of width w at the
// right; where a word of the label would not fit, the columns narrow to
// give it room (rowLayout).
func tableRow(label fyne.CanvasObject, cells []fyne.CanvasObject, w float32) fyne.CanvasObject {
	nums := container.NewGridWithColumns(len(cells), cells...)
	return container.New(&rowLayout{cols: w * float32(len(cells)), word: longestWord(label)}, label, nums)
}

// longestWord is the width a label needs to show its longest word whole.
func longestWord(o fyne.CanvasObject) float32 {
	l, ok := o.(*widget.Label)
	if !ok || l.Wrapping == fyne.TextWrapOff {
		return 0
	}
	var w float32
	for _, word := range strings.Fields(l.Text) {
		w = max(w, fyne.MeasureText(word, theme.TextSize(), l.TextStyle).Width)
	}
	return w + 2*theme.InnerPadding() + 1
}

// rowLayout places a table row's label at the left and its number columns
// (cols wide) at the right, narrowing the columns, down to their numbers'
// own width, so that the label's longest word fits whole.
type rowLayout struct{ cols, word float32 }

// Layout gives the numbers their width and the label the rest.
func (l *rowLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	label, nums := objects[0], objects[1]
	w := max(min(l.cols, size.Width-l.word), nums.MinSize().Width)
	label.Move(fyne.NewPos(0, 0))
	label.Resize(fyne.NewSize(size.Width-w, size.Height))
	nums.Move(fyne.NewPos(size.Width-w, 0))
	nums.Resize(fyne.NewSize(w, size.Height))
}

// MinSize is the label's beside the columns', the taller of the two.
func (l *rowLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	label, nums := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(label.Width+max(l.cols, nums.Width), max(label.Height, nums.Height))
}

// columnWidth is the width of a table's number columns: as wide as its
// widest heading (a player's name), at least 3 digits and a sign, at most
// 56 px, which leaves the labels room on a phone (longer names are cut).
func columnWidth(heads []string) float32 {
	w := fyne.MeasureText("-000", theme.TextSize(), fyne.TextStyle{}).Width
	for _, h := range heads {
		w = max(w, fyne.MeasureText(h, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	return min(w+2*theme.Padding(), 56)
}

// cell is one right-aligned number or heading, at the height of a label's
// text so that it lines up with the row's label.
func cell(text string, bold bool) fyne.CanvasObject {
	t := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	t.Alignment = fyne.TextAlignTrailing
	t.TextSize = theme.TextSize()
	t.TextStyle.Bold = bold
	pad := theme.InnerPadding()
	return container.New(layout.NewCustomPaddedLayout(pad, pad, 0, theme.Padding()), t)
}

// numberCells are values as right-aligned cells, bold when total.
func numberCells(values []int, bold bool) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(values))
	for i, v := range values {
		out[i] = cell(strconv.Itoa(v), bold)
	}
	return out
}

// headCells are column headings of width w. When one would not fit (a
// long name on a phone), the columns are numbered instead and legend
// names each number in full, so that no heading is cut.
func headCells(names []string, w float32) (cells []fyne.CanvasObject, legend string) {
	out := make([]fyne.CanvasObject, len(names))
	whole := true
	for i, n := range names {
		out[i] = cell(n, false)
		whole = whole && cut(n, w) == n
	}
	if whole {
		return out, ""
	}
	parts := make([]string, len(names))
	for i, n := range names {
		out[i] = cell(strconv.Itoa(i+1), false)
		parts[i] = lang.X("sabika.col.legend", "{{.N}}: {{.Name}}", map[string]any{"N": i + 1, "Name": n})
	}
	return out, strings.Join(parts, " · ")
}

// headRow is a table's heading line, with the legend of numbered columns
// above it when headCells needed one.
func headRow(label fyne.CanvasObject, names []string, w float32) fyne.CanvasObject {
	cells, legend := headCells(names, w)
	row := tableRow(label, cells, w)
	if legend == "" {
		return row
	}
	return container.NewVBox(ui.Wrapped(legend), row)
}

// cut shortens text with an ellipsis until it fits w.
func cut(text string, w float32) string {
	r := []rune(text)
	for len(r) > 1 && fyne.MeasureText(string(r), theme.TextSize(), fyne.TextStyle{}).Width > w-theme.Padding() {
		r = append(r[:len(r)-2], '…')
	}
	return string(r)
}

// stackDrawing draws the paria track as the board shows it: one column
// per occupied space, from the most advanced, each stack's counters from
// the top down (ruling 10).
func stackDrawing(s game.State, track sabika.Track) fyne.CanvasObject {
	row := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellButton})
	for i := 0; i < len(track); {
		space := s.Players[track[i]].Parias
		col := container.NewVBox(widget.NewLabelWithStyle(lang.X("sabika.stack.spacehead", "Space {{.Space}}", map[string]any{"Space": space}),
			fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
		for ; i < len(track) && s.Players[track[i]].Parias == space; i++ {
			bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
			bg.StrokeColor = theme.Color(theme.ColorNameForeground)
			bg.StrokeWidth = 1
			bg.CornerRadius = theme.InputRadiusSize()
			name := widget.NewLabelWithStyle(s.Players[track[i]].Name, fyne.TextAlignCenter, fyne.TextStyle{})
			name.Truncation = fyne.TextTruncateEllipsis
			ui.Append(col, container.NewStack(bg, name))
		}
		ui.Append(row, col)
	}
	return row
}
