package yourcopy

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// Ask is the inline question for ONE edition field, named by its path as
// Edition.Unknown, Edition.Check and yusuf Missing name it, read by the
// engine (game.ReadEditionField): "tribute[1]"
// asks "What number is printed under the 3rd space of the round track?",
// "event_change[k]" asks about the symbol above a space, "start_dinars[i]"
// the dinars of a turn position, "wishes[i]…" opens the element editor of
// that wish tile and "yusuf.…" the part of Yusuf's editor the path names.
// Confirming records the value with c.Update and calls done (may be nil);
// a refused value is told beside the field and nothing is recorded.
func Ask(w fyne.Window, c *Copy, field string, done func()) fyne.CanvasObject {
	translation.Need(translation.YourCopy)
	if done == nil {
		done = func() {}
	}
	if f, ok := game.ReadEditionField(field); ok {
		switch f.Part {
		case game.PartTribute:
			return askTribute(c, f.Index, done)
		case game.PartEventChange:
			return askEventChange(c, f.Index, done)
		case game.PartStartDinars:
			return askStartDinars(c, f.Index, done)
		case game.PartWishes:
			return newWishEditor(c, f.Index, done).object
		case game.PartYusuf:
			return askYusuf(c, f.Yusuf, done)
		}
	}
	return ui.Wrapped(lang.X("yourcopy.ask.unknown", "{{.Field}} is not a value of your copy of Sabika.", map[string]any{"Field": field}))
}

// question lays out one question: the words, the input, the line where a
// refusal is told, and the buttons.
func question(words string, input fyne.CanvasObject, message *widget.Label, buttons ...fyne.CanvasObject) fyne.CanvasObject {
	q := ui.Wrapped(words)
	q.TextStyle.Bold = true
	parts := []fyne.CanvasObject{q}
	if input != nil {
		parts = append(parts, input)
	}
	parts = append(parts, message, container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, buttons...))
	return container.NewVBox(parts...)
}

// errorLine is a hidden line for a refusal, in the error colour.
func errorLine() *widget.Label {
	l := ui.Wrapped("")
	l.Importance = widget.DangerImportance
	l.Hide()
	return l
}

// tell shows msg on l ("" hides it).
func tell(l *widget.Label, msg string) {
	l.SetText(msg)
	l.Hidden = msg == ""
	l.Refresh()
}

// refusal words why a value was not recorded, in the player's language.
func refusal(err error) string {
	return lang.X("yourcopy.refused", "Not recorded: {{.Err}}", map[string]any{"Err": strings.Join(refusalLines(err, nil), " ")})
}

// askNumber asks one whole number and records it with set.
func askNumber(c *Copy, words string, set func(e *edition.Edition, v int), done func()) fyne.CanvasObject {
	msg := errorLine()
	field := ui.NewNumberField(0, true, false, nil)
	confirm := func() {
		v, empty := field.Value()
		if empty {
			if field.Message.Visible() {
				return // the field already says why it holds no number
			}
			field.SetMessage(lang.X("yourcopy.ask.enter-number", "Type the number printed on your copy"))
			return
		}
		if err := c.Update(func(e *edition.Edition) { set(e, v) }); err != nil {
			tell(msg, refusal(err))
			return
		}
		tell(msg, "")
		done()
	}
	field.Entry.OnSubmitted = func(string) { confirm() }
	save := widget.NewButton(lang.X("yourcopy.ask.record", "Record"), confirm)
	save.Importance = widget.HighImportance
	return question(words, field.Object(), msg, save)
}

// askTribute asks the tribute under round-track space i+2 [ES L778].
func askTribute(c *Copy, i int, done func()) fyne.CanvasObject {
	words := lang.X("yourcopy.ask.tribute", "What number is printed under the {{.Nth}} space of the round track?",
		map[string]any{"Nth": spaceNth(i + 2)})
	return askNumber(c, words, func(e *edition.Edition, v int) { e.Tribute[i] = &v }, done)
}

// askStartDinars asks the starting dinars of turn position i+1 [ES L299 T3].
func askStartDinars(c *Copy, i int, done func()) fyne.CanvasObject {
	words := lang.X("yourcopy.ask.start-dinars", "How many dinars does the {{.Nth}} player in turn order start with?",
		map[string]any{"Nth": seatNth(i + 1)})
	return askNumber(c, words, func(e *edition.Edition, v int) { e.StartDinars[i] = &v }, done)
}

// askEventChange asks whether the event-change symbol is printed above
// round-track space i+2 [RU L855–857].
func askEventChange(c *Copy, i int, done func()) fyne.CanvasObject {
	msg := errorLine()
	record := func(v bool) {
		if err := c.Update(func(e *edition.Edition) { e.EventChange[i] = &v }); err != nil {
			tell(msg, refusal(err))
			return
		}
		done()
	}
	yes := widget.NewButton(lang.X("yourcopy.ask.symbol-yes", "Yes, the symbol is there"), func() { record(true) })
	no := widget.NewButton(lang.X("yourcopy.ask.symbol-no", "No symbol"), func() { record(false) })
	words := lang.X("yourcopy.ask.event-change", "Is the event-change symbol printed above the {{.Nth}} space of the round track?",
		map[string]any{"Nth": spaceNth(i + 2)})
	return question(words, nil, msg, yes, no)
}
